/// How a view's content changes when it changes inside an animation: for `Text`, `.numericText()`
/// rolls the characters that changed (out one way, blurring and fading; in from the other),
/// `.opacity` and `.interpolate` cross-fade the old text into the new, `.identity` swaps at once.
/// Text changed without an animation always swaps at once. `.symbolEffect(.replace)` replaces a
/// symbol image's symbol when it changes.
public struct ContentTransition: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case identity, opacity, interpolate
        /// Rolls changed characters; `countsDown` rolls them downward, `value` decides by comparing.
        case numericText(countsDown: Bool, value: Double?)
        /// Symbol images replace their symbol (see `ReplaceSymbolEffect`); text swaps at once.
        case symbolReplace(ReplaceSymbolEffect.Style)
    }

    let kind: Kind

    /// Whether text plays its changes under this transition (symbol replaces leave text alone).
    var animatesText: Bool {
        switch kind {
        case .identity, .symbolReplace: false
        case .opacity, .interpolate, .numericText: true
        }
    }

    /// The content swaps at once.
    public static let identity = ContentTransition(kind: .identity)
    /// The old content fades out as the new fades in.
    public static let opacity = ContentTransition(kind: .opacity)
    /// SwiftUI morphs glyph shapes; Flipbook cross-fades them, as `.opacity`.
    public static let interpolate = ContentTransition(kind: .interpolate)

    /// Characters that changed roll upward (new ones in from below), or downward when `countsDown`.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(kind: .numericText(countsDown: countsDown, value: nil))
    }

    /// Characters that changed roll upward when `value` grew since the text last changed,
    /// downward when it shrank.
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(kind: .numericText(countsDown: false, value: value))
    }
}

private enum ContentTransitionKey: EnvironmentKey { static let defaultValue = ContentTransition.identity }

extension EnvironmentValues {
    /// How text here changes inside an animation.
    public var contentTransition: ContentTransition {
        get { self[ContentTransitionKey.self] }
        set { self[ContentTransitionKey.self] = newValue }
    }
}

extension View {
    /// How the text in this view changes when it changes inside an animation.
    public func contentTransition(_ transition: ContentTransition) -> some View {
        environment(\.contentTransition, transition)
    }
}
