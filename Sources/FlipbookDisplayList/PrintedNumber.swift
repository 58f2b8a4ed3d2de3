import Foundation

/// Number formatting for ``DisplayList/description``.
enum PrintedNumber {
    /// `value` rounded to 3 decimals without trailing zeros ("1.5", "-0.333", "2"; never "-0").
    /// Non-finite values print as "nan", "inf" and "-inf".
    static func format(_ value: Double) -> String {
        guard value.isFinite else {
            return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf")
        }
        let thousandths = (value * 1000).rounded()
        guard abs(thousandths) < 9e15 else { return String(value) }
        let scaled = Int64(thousandths)
        guard scaled != 0 else { return "0" }
        let sign = scaled < 0 ? "-" : ""
        let magnitude = scaled.magnitude
        let whole = magnitude / 1000
        let fraction = magnitude % 1000
        guard fraction != 0 else { return "\(sign)\(whole)" }
        var digits = String(fraction)
        digits = String(repeating: "0", count: 3 - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        return "\(sign)\(whole).\(digits)"
    }
}
