/// Messages that stay on one line whatever they quote: text from outside (a path, a scene name,
/// an argument) has its control characters escaped as Swift writes them (`\n`, `\u{1B}`), so a
/// file name with a newline cannot split a message or move the terminal's cursor, and is cut in
/// the middle (`…`) past a length, so a 100,000-character argument is not echoed whole.
public enum OneLine {
    /// Longest quoted text, in Unicode scalars: the first 120 and the last 79 are kept around `…`.
    public static let maximumEchoLength = 200
    /// Longest whole message, in Unicode scalars, kept the same way (first 1,400, last 599).
    public static let maximumMessageLength = 2_000

    /// `text` as it may appear inside a message: escaped, and cut past `maximumEchoLength`.
    public static func echo(_ text: some StringProtocol) -> String {
        escaped(cut(String(text), to: maximumEchoLength))
    }

    /// A whole message made safe to print as one line: escaped, and cut past `maximumMessageLength`.
    public static func message(_ text: String) -> String {
        escaped(cut(text, to: maximumMessageLength))
    }

    /// Keeps the first 70 % and the rest of `limit` from the end, joined by `…`.
    private static func cut(_ text: String, to limit: Int) -> String {
        let scalars = text.unicodeScalars
        guard scalars.count > limit else { return text }
        let head = limit * 7 / 10
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars.prefix(head))
        result.append("…")
        result.append(contentsOf: scalars.suffix(limit - head - 1))
        return String(result)
    }

    private static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where needsEscape(scalar): result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// C0 and C1 controls, DEL, the line and paragraph separators and the bidirectional
    /// embeddings, overrides and isolates (which reorder what follows them on screen).
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// A whole number with thousands separators: `33554432` → `33,554,432`.
    public static func grouped(_ value: Int) -> String {
        var digits = String(value.magnitude)
        var index = digits.endIndex
        while digits.distance(from: digits.startIndex, to: index) > 3 {
            index = digits.index(index, offsetBy: -3)
            digits.insert(",", at: index)
        }
        return value < 0 ? "-" + digits : digits
    }
}
