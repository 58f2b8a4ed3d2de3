import Testing
@testable import Flipbook

/// `^[…](inflect: true)` in a text's markdown: the noun agrees with its number, as Foundation's
/// automatic grammar agreement does in English.
@MainActor
@Suite struct InflectionTests {
    @Test func nounsAgreeWithTheirNumber() {
        func cups(_ count: Int) -> String { Text("Drink ^[\(count) cup](inflect: true) a day").plainText }
        #expect(cups(1) == "Drink 1 cup a day")
        #expect(cups(2) == "Drink 2 cups a day")
        #expect(cups(0) == "Drink 0 cups a day")
        let glasses = 3, berries = 2, people = 5
        #expect(Text("^[\(glasses) glass](inflect: true)").plainText == "3 glasses")
        #expect(Text("^[\(berries) berry](inflect: true)").plainText == "2 berries")
        #expect(Text("^[4 day](inflect: true)").plainText == "4 days")
        #expect(Text("^[\(people) person](inflect: true)").plainText == "5 people")
    }

    @Test func otherAttributesShowTheirTextUnchanged() {
        #expect(Text("^[2 cup](morphology: {partOfSpeech: \"noun\"})").plainText == "2 cup")
        #expect(Text("a ^ b").plainText == "a ^ b")
    }
}
