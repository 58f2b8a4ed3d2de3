/// The text of a string literal given to a view (`Text("Hello \(name)")`): its literal parts are
/// read as inline markdown and its interpolations are values, shown as SwiftUI shows them
/// (a `Double` with six decimals, as `%lf` prints it). Flipbook has no string tables, so a key is
/// its own translation.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// The parts in order: literal text, and interpolated runs.
    let pieces: [InlineMarkdown.Piece]

    public init(_ value: String) { pieces = [.literal(value)] }
    public init(stringLiteral value: String) { self.init(value) }
    public init(stringInterpolation: StringInterpolation) { pieces = stringInterpolation.pieces }

    /// The runs of this key: markdown read from the literal parts, interpolations as they are.
    var runs: [TextRun] { InlineMarkdown.runs(of: pieces) }

    public struct StringInterpolation: StringInterpolationProtocol {
        var pieces: [InlineMarkdown.Piece] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            pieces.reserveCapacity(2 * interpolationCount + 1)
        }

        /// An empty literal (`"\(count)"` starts and ends with one) adds nothing to the text.
        public mutating func appendLiteral(_ literal: String) {
            if !literal.isEmpty { pieces.append(.literal(literal)) }
        }

        private mutating func append(_ run: TextRun) { pieces.append(.value([run])) }

        public mutating func appendInterpolation(_ string: String) { append(TextRun(.string(string))) }

        public mutating func appendInterpolation<S: StringProtocol>(_ string: S) { append(TextRun(.string(String(string)))) }

        /// Numbers as `String(format:)` prints them with their default specifier (`%lld`, `%lf`);
        /// an integer's decimal digits are that without the cost of a format string.
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
            let integer = value as? any BinaryInteger
            append(TextRun(.string(integer.map { "\($0)" } ?? String(format: T.specifier, value.formatValue))))
        }

        /// A number printed with a `printf` specifier: `\(value, specifier: "%.2f")`.
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
            append(TextRun(.string(String(format: specifier, value.formatValue))))
        }

        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
            append(TextRun(.formatted(FormattedValue(input, format: format))))
        }

        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) { append(TextRun(.date(date, style))) }

        public mutating func appendInterpolation(_ text: Text) { pieces.append(.value(text.runs)) }

        public mutating func appendInterpolation(_ image: Image) { append(TextRun(image.textContent)) }

        /// Any other value, as `String(describing:)` gives it.
        @_disfavoredOverload
        public mutating func appendInterpolation<T>(_ value: T) { append(TextRun(.string(String(describing: value)))) }
    }
}

/// Numbers a string interpolation prints with a `printf` specifier, as SwiftUI's does.
public protocol _FormatSpecifiable: Equatable {
    associatedtype _Arg: CVarArg
    var formatValue: _Arg { get }
    static var specifier: String { get }
}

extension Int: _FormatSpecifiable {
    public var formatValue: Int { self }
    public static var specifier: String { "%lld" }
}

extension Int8: _FormatSpecifiable {
    public var formatValue: Int { Int(self) }
    public static var specifier: String { "%lld" }
}

extension Int16: _FormatSpecifiable {
    public var formatValue: Int { Int(self) }
    public static var specifier: String { "%lld" }
}

extension Int32: _FormatSpecifiable {
    public var formatValue: Int { Int(self) }
    public static var specifier: String { "%lld" }
}

extension Int64: _FormatSpecifiable {
    public var formatValue: Int64 { self }
    public static var specifier: String { "%lld" }
}

extension UInt: _FormatSpecifiable {
    public var formatValue: UInt { self }
    public static var specifier: String { "%llu" }
}

extension UInt8: _FormatSpecifiable {
    public var formatValue: UInt { UInt(self) }
    public static var specifier: String { "%llu" }
}

extension UInt16: _FormatSpecifiable {
    public var formatValue: UInt { UInt(self) }
    public static var specifier: String { "%llu" }
}

extension UInt32: _FormatSpecifiable {
    public var formatValue: UInt { UInt(self) }
    public static var specifier: String { "%llu" }
}

extension UInt64: _FormatSpecifiable {
    public var formatValue: UInt64 { self }
    public static var specifier: String { "%llu" }
}

extension Double: _FormatSpecifiable {
    public var formatValue: Double { self }
    public static var specifier: String { "%lf" }
}

extension Float: _FormatSpecifiable {
    public var formatValue: Double { Double(self) }
    public static var specifier: String { "%f" }
}

extension CGFloat: _FormatSpecifiable {
    public var formatValue: Double { Double(self) }
    public static var specifier: String { "%lf" }
}
