import Foundation
import Testing
@testable import Flipbook

/// `Text(_:format:)` formats in the environment's locale (en_US unless set), whatever the number
/// type: Decimal prices and percentages and Duration times as well as Double and Int.
@MainActor
@Suite struct FormattedValueTests {
    private func formatted<F: FormatStyle>(_ value: F.FormatInput, _ style: F, locale: String = "en_US") -> String
    where F.FormatOutput == String {
        var environment = EnvironmentValues()
        environment.locale = Locale(identifier: locale)
        return FormattedValue(value, format: style).format(environment)
    }

    @Test func decimalCurrencyAndPercentTakeTheEnvironmentsLocale() {
        #expect(formatted(Decimal(string: "3.49")!, .currency(code: "USD")) == "$3.49")
        #expect(formatted(Decimal(string: "1234.5")!, .currency(code: "EUR"), locale: "de_DE") == "1.234,50\u{a0}€")
        #expect(formatted(Decimal(string: "0.125")!, .percent) == "12.5%")
        #expect(formatted(3.49, .currency(code: "USD")) == "$3.49")
    }

    @Test func durationsTakeTheEnvironmentsLocale() {
        #expect(formatted(Duration.seconds(337), .time(pattern: .minuteSecond)) == "5:37")
        #expect(formatted(Duration.seconds(3725), .units(allowed: [.hours, .minutes], width: .wide)) == "1 hour, 2 minutes")
    }
}
