/// When the keyboard's shift turns on by itself as text is typed into a field (iOS's default for a
/// text field: `.sentences`). A script's `TypeText` types as the keyboard would: a lowercase letter
/// typed where the shift is on comes out uppercase.
public struct TextInputAutocapitalization: Sendable, Equatable {
    enum Rule: Sendable, Equatable { case never, words, sentences, characters }
    let rule: Rule

    /// The shift never turns on by itself.
    public static let never = TextInputAutocapitalization(rule: .never)
    /// At the start of each word.
    public static let words = TextInputAutocapitalization(rule: .words)
    /// At the start of each sentence: at the start of the text, and after a sentence's final
    /// `.`, `!` or `?` and a space.
    public static let sentences = TextInputAutocapitalization(rule: .sentences)
    /// For every letter.
    public static let characters = TextInputAutocapitalization(rule: .characters)

    /// `typed` as it lands after `existing`: each lowercase letter typed where the shift is on
    /// uppercased.
    func apply(to typed: String, after existing: String) -> String {
        var text = existing
        for character in typed {
            text.append(isShifted(after: text) ? Character(character.uppercased()) : character)
        }
        return String(text.dropFirst(existing.count))
    }

    private func isShifted(after text: String) -> Bool {
        switch rule {
        case .never: return false
        case .characters: return true
        case .words: return text.last.map(\.isWhitespace) ?? true
        case .sentences:
            guard let last = text.last else { return true }
            guard last.isWhitespace else { return false }
            guard let end = text.last(where: { !$0.isWhitespace }) else { return true }
            return ".!?".contains(end) || last.isNewline
        }
    }
}

private enum AutocapitalizationKey: EnvironmentKey { static let defaultValue: TextInputAutocapitalization? = nil }
private enum AutocorrectionDisabledKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// How text fields here capitalize typed text; nil: iOS's default, `.sentences`.
    var textInputAutocapitalization: TextInputAutocapitalization? {
        get { self[AutocapitalizationKey.self] }
        set { self[AutocapitalizationKey.self] = newValue }
    }

    /// Whether text fields here offer no autocorrection (`autocorrectionDisabled(_:)`).
    public var autocorrectionDisabled: Bool {
        get { self[AutocorrectionDisabledKey.self] }
        set { self[AutocorrectionDisabledKey.self] = newValue }
    }
}

extension View {
    /// How text fields in this view capitalize what is typed (nil: the default, `.sentences`).
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        environment(\.textInputAutocapitalization, autocapitalization)
    }

    /// Turns off autocorrection for text fields in this view. Flipbook's `TypeText` never
    /// corrects, so this only sets `\.autocorrectionDisabled`, which views here can read.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        environment(\.autocorrectionDisabled, disable)
    }
}
