import Foundation
@testable import Flipbook
import Testing

/// Each key's value is kept in a box of its own type: keys of one value type stay apart, an unset
/// key reads its default, and a later value replaces an earlier one.
@Suite struct EnvironmentValuesStorageTests {
    private enum Width: EnvironmentKey { static var defaultValue: Double { 1.5 } }
    private enum Height: EnvironmentKey { static var defaultValue: Double { 2.5 } }
    private enum Label: EnvironmentKey { static var defaultValue: String? { nil } }

    @Test func keysOfOneTypeAreKeptApartAndUnsetOnesReadTheirDefaults() {
        var environment = EnvironmentValues()
        #expect(environment[Width.self] == 1.5)
        #expect(environment[Label.self] == nil)
        environment[Width.self] = 10
        #expect(environment[Width.self] == 10)
        #expect(environment[Height.self] == 2.5)
        environment[Height.self] = 20
        environment[Label.self] = "x"
        environment[Width.self] = 30
        #expect(environment[Width.self] == 30)
        #expect(environment[Height.self] == 20)
        #expect(environment[Label.self] == "x")
    }

    @Test func aCopyKeepsItsValuesWhenTheOriginalChanges() {
        var original = EnvironmentValues()
        original[Label.self] = "before"
        let copy = original
        original[Label.self] = "after"
        original.font = .caption2
        #expect(copy[Label.self] == "before")
        #expect(copy.font == nil)
        #expect(original[Label.self] == "after")
        #expect(original.font == .caption2)
    }
}
