/// The keyboard a text field shows (UIKit's type, as `keyboardType(_:)` takes it). A script's
/// `TypeText` can type only the characters its keys have: digits on `.numberPad`, digits and a
/// decimal point on `.decimalPad`, digits and `+*#` on `.phonePad`, anything on the others.
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad

    /// The deprecated name of `.asciiCapable`.
    public static var alphabet: UIKeyboardType { .asciiCapable }

    /// The characters its keys type, or nil for a keyboard with letters, digits and punctuation.
    var keys: Set<Character>? {
        let digits = Set("0123456789")
        switch self {
        case .numberPad, .asciiCapableNumberPad: return digits
        case .decimalPad: return digits.union(".")
        case .phonePad: return digits.union("+*#")
        default: return nil
        }
    }
}

private enum KeyboardTypeKey: EnvironmentKey { static let defaultValue = UIKeyboardType.default }

extension EnvironmentValues {
    /// The keyboard of text fields here.
    var keyboardType: UIKeyboardType {
        get { self[KeyboardTypeKey.self] }
        set { self[KeyboardTypeKey.self] = newValue }
    }
}

extension View {
    /// The keyboard text fields in this view show; it limits what a script's `TypeText` can type.
    public func keyboardType(_ type: UIKeyboardType) -> some View {
        environment(\.keyboardType, type)
    }
}
