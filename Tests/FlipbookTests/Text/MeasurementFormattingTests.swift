@testable import Flipbook
import Foundation
import Testing

/// `Measurement.formatted(.measurement(width:usage:))`, which Linux's Foundation lacks, as
/// iOS's en_US formatter writes units as provided.
@MainActor
@Suite struct MeasurementFormattingTests {
    private let distance = Measurement(value: 8.42, unit: UnitLength.kilometers)

    @Test func widthsWriteTheUnitsSymbolOrName() {
        let locale = Locale(identifier: "en_US")
        #expect(distance.formatted(.measurement(width: .abbreviated, usage: .asProvided).locale(locale)) == "8.42 km")
        #expect(distance.formatted(.measurement(width: .wide, usage: .asProvided).locale(locale)) == "8.42 kilometers")
        #expect(distance.formatted(.measurement(width: .narrow, usage: .asProvided).locale(locale)) == "8.42km")
        #expect(Measurement(value: 1, unit: UnitLength.miles).formatted(.measurement(width: .wide, usage: .asProvided).locale(locale))
            == "1 mile")
        let energy = Measurement(value: 612, unit: UnitEnergy.kilocalories)
        #expect(energy.formatted(.measurement(width: .abbreviated, usage: .asProvided).locale(locale)) == "612 kcal")
        let temperature = Measurement(value: 21, unit: UnitTemperature.celsius)
        #expect(temperature.formatted(.measurement(width: .abbreviated, usage: .asProvided).locale(locale)) == "21°C")
        #expect(temperature.formatted(.measurement(width: .narrow, usage: .asProvided).locale(locale)) == "21°")
    }

    @Test func numbersFollowTheLocaleAndTheNumberStyle() {
        let german = Locale(identifier: "de_DE")
        #expect(distance.formatted(.measurement(width: .abbreviated, usage: .asProvided).locale(german)) == "8,42 km")
        let oneDigit = FloatingPointFormatStyle<Double>.number.precision(.fractionLength(1))
        #expect(distance.formatted(.measurement(width: .abbreviated, usage: .asProvided, numberFormatStyle: oneDigit)
            .locale(Locale(identifier: "en_US"))) == "8.4 km")
    }

    @Test func aTextShowsItInTheEnvironmentsLocale() {
        let text = Text(distance, format: .measurement(width: .abbreviated, usage: .asProvided))
        let graph = makeGraph(text.environment(\.locale, Locale(identifier: "de_DE")))
        #expect(graph.displayList(at: 0).allTexts.map(\.layout.string) == ["8,42 km"])
    }
}
