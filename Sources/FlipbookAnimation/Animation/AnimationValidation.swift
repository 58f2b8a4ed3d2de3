import Foundation

/// Parameter checks that turn bad input into ``Animation/validationError`` messages.
///
/// Each check returns the problem (naming the parameter and the fix) or `nil`.
enum AnimationValidation {
    /// Builds the message for the first failing check: `"<call>: <problem>"`.
    static func error(_ call: @autoclosure () -> String, _ problems: String?...) -> String? {
        guard let problem = problems.lazy.compactMap({ $0 }).first else { return nil }
        return "\(call()): \(problem)"
    }

    static func finite(_ name: String, _ value: Double) -> String? {
        value.isFinite ? nil : "\(name) must be a finite number"
    }

    static func nonNegative(_ name: String, _ value: Double) -> String? {
        finite(name, value) ?? (value < 0 ? "\(name) must be ≥ 0" : nil)
    }

    static func positive(_ name: String, _ value: Double) -> String? {
        finite(name, value) ?? (value <= 0 ? "\(name) must be > 0" : nil)
    }

    /// At most `limit` (and ≥ 0, or > 0 when `zero` is false).
    static func upTo(_ limit: Double, _ name: String, _ value: Double, zero: Bool = true) -> String? {
        (zero ? nonNegative(name, value) : positive(name, value))
            ?? (value > limit ? "\(name) must be at most \(format(limit))" : nil)
    }

    /// A duration, response, blend duration or delay: 0 to `AnimationLimits.maximumDuration` seconds.
    static func duration(_ name: String, _ value: Double, zero: Bool = true) -> String? {
        upTo(AnimationLimits.maximumDuration, name, value, zero: zero)
    }

    static func within(_ range: ClosedRange<Double>, _ name: String, _ value: Double) -> String? {
        finite(name, value) ?? (range.contains(value) ? nil
            : "\(name) must be between \(format(range.lowerBound)) and \(format(range.upperBound))")
    }

    /// Finite and no further than `limit` from 0.
    static func magnitude(_ limit: Double, _ name: String, _ value: Double) -> String? {
        within(-limit...limit, name, value)
    }

    /// Bounce must keep the damping ratio finite and non-negative: −1 < bounce ≤ 1.
    static func bounce(_ name: String, _ value: Double) -> String? {
        finite(name, value) ?? (value <= -1 || value > 1 ? "\(name) must be > -1 and ≤ 1" : nil)
    }

    /// Formats a number the way a caller would have typed it: `-1`, `0.35`, `nan`.
    static func format(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-infinity" : "infinity" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    /// Formats a call such as `Animation.linear(duration: -1)`.
    static func call(_ name: String, _ arguments: [(label: String?, value: Double)]) -> String {
        let list = arguments.map { argument in
            argument.label.map { "\($0): \(format(argument.value))" } ?? format(argument.value)
        }
        return "\(name)(\(list.joined(separator: ", ")))"
    }
}
