/// One preview: a display name, its traits and the view it shows. `#Preview` makes these;
/// Flipbook turns each into a scene (see `FlipbookScene.init(preview:…)`).
@MainActor
public struct Preview {
    /// The type of the traits a view preview takes (`PreviewTrait<Preview.ViewTraits>`).
    public enum ViewTraits {}

    /// The name given in `#Preview("Name")`, if any.
    public let displayName: String?
    let settings: PreviewSettings
    /// The previewed views: one, or one per argument of `#Preview(arguments:)`, each with
    /// the name suffix that tells it apart.
    let variants: [(suffix: String?, content: @MainActor () -> any View)]

    /// A preview of the view `body` makes.
    public init(_ name: String? = nil, traits: PreviewTrait<ViewTraits>...,
                @ViewBuilder body: @escaping @MainActor () -> any View) {
        displayName = name
        settings = PreviewSettings(traits)
        variants = [(nil, body)]
    }

    /// Previews of the view `body` makes for each of `arguments`.
    public init<T>(_ name: String? = nil, traits: PreviewTrait<ViewTraits>..., arguments: [T],
                   @ViewBuilder body: @escaping @MainActor (T) -> any View) {
        displayName = name
        settings = PreviewSettings(traits)
        let labels = Self.labels(for: arguments)
        variants = zip(arguments, labels).map { argument, label in (label, { body(argument) }) }
    }

    /// Each argument's description when they are short and distinct (enum cases, numbers),
    /// else its position from 1.
    private static func labels<T>(for arguments: [T]) -> [String] {
        let described = arguments.map { Slug.make(String(describing: $0)) }
        let usable = Set(described).count == arguments.count && described.allSatisfy { !$0.isEmpty && $0.count <= 24 }
        return usable ? described : arguments.indices.map { String($0 + 1) }
    }
}

/// Turns display names and file names into scene names: lowercase ASCII words joined by dashes.
enum Slug {
    /// `"Not liked"` → `not-liked`, `"LikeButton"` → `like-button`, `"iPhone SE"` → `iphone-se`,
    /// `"Café 2"` → `cafe-2`: characters other than ASCII letters and digits separate words (and
    /// are dropped), and a capital after two lowercase letters or a digit starts a word.
    static func make(_ text: String) -> String {
        var words: [String] = []
        var word = ""
        var previous: Character?
        for character in text.folding(options: .diacriticInsensitive, locale: nil) {
            if character.isASCII, character.isLetter || character.isNumber {
                if character.isUppercase, let previous, previous.isLowercase || previous.isNumber, word.count > 1 {
                    words.append(word)
                    word = ""
                }
                word += character.lowercased()
            } else if !word.isEmpty {
                words.append(word)
                word = ""
            }
            previous = character
        }
        if !word.isEmpty { words.append(word) }
        return words.joined(separator: "-")
    }
}
