import Foundation
import Testing
@testable import Flipbook
import FlipbookDisplayList

/// `PersonNameComponents.formatted(_:)` in its four styles (Linux's Foundation lacks it).
@Suite struct PersonNameFormattingTests {
    private var grace: PersonNameComponents {
        var name = PersonNameComponents()
        name.namePrefix = "Rear Adm."
        name.givenName = "Grace"
        name.middleName = "Brewster"
        name.familyName = "Hopper"
        return name
    }

    @Test func theFourStyles() {
        #expect(grace.formatted(.name(style: .short)) == "Grace")
        #expect(grace.formatted(.name(style: .medium)) == "Grace Hopper")
        #expect(grace.formatted() == "Grace Hopper")
        #expect(grace.formatted(.name(style: .long)) == "Rear Adm. Grace Brewster Hopper")
        #expect(grace.formatted(.name(style: .abbreviated)) == "GH")
    }

    @Test func aNicknameIsTheShortNameAndMissingPartsAreLeftOut() {
        var name = PersonNameComponents()
        name.familyName = "Turing"
        #expect(name.formatted(.name(style: .short)) == "Turing")
        #expect(name.formatted(.name(style: .abbreviated)) == "T")
        name.givenName = "Alan"
        name.nickname = "Al"
        #expect(name.formatted(.name(style: .short)) == "Al")
        #expect(name.formatted(.name(style: .medium)) == "Alan Turing")
    }

    @MainActor @Test func aTextShowsANameInAFormat() {
        let graph = makeGraph(Text(grace, format: .name(style: .abbreviated)))
        #expect(graph.displayList(at: 0).flattened.map(\.kind) == ["text:GH"])
    }
}
