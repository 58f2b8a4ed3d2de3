/// An effect that animates a symbol image from one symbol to another
/// (`.contentTransition(.symbolEffect(.replace))`).
public protocol ContentTransitionSymbolEffect {}

/// Replaces one symbol with another: the old one scales down (`.downUp`, the default), up
/// (`.upUp`) or leaves at once (`.offUp`) as it fades out, while the new one scales up as it
/// fades in. Flipbook's symbols are single-layer stand-ins, so by-layer replaces move the whole
/// symbol.
public struct ReplaceSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect, Equatable {
    enum Style: Sendable, Equatable { case downUp, upUp, offUp }
    let style: Style

    public var downUp: ReplaceSymbolEffect { ReplaceSymbolEffect(style: .downUp) }
    public var upUp: ReplaceSymbolEffect { ReplaceSymbolEffect(style: .upUp) }
    public var offUp: ReplaceSymbolEffect { ReplaceSymbolEffect(style: .offUp) }
    public var byLayer: ReplaceSymbolEffect { self }
    public var wholeSymbol: ReplaceSymbolEffect { self }
}

extension SymbolEffect where Self == ReplaceSymbolEffect {
    public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect(style: .downUp) }
}

extension ContentTransition {
    /// Symbol images replace their symbol with `effect` when it changes.
    public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default) -> ContentTransition {
        ContentTransition(kind: .symbolReplace((effect as? ReplaceSymbolEffect)?.style ?? .downUp))
    }

    /// Symbol images replace their symbol with the default effect (`.replace`) when it changes.
    public static var symbolEffect: ContentTransition { ContentTransition(kind: .symbolReplace(.downUp)) }
}

/// How far a replace has got, as the two symbols' poses. The numbers are Flipbook's estimates
/// (Apple publishes no curves): the replace plays as `animation` whether or not the change was
/// animated; the old symbol scales to 50 % (`.upUp`: 125 %) and fades out over the first half;
/// the new one scales from 50 % as it fades in over the last three quarters, overshooting with
/// the spring.
struct SymbolReplacePose: Equatable {
    var oldScale: Double
    var oldOpacity: Double
    var newScale: Double
    var newOpacity: Double

    /// The animation a replace plays with.
    static let animation = Animation.spring(duration: 0.4, bounce: 0.3)

    init(style: ReplaceSymbolEffect.Style, progress: Double) {
        let out = min(max(progress / 0.5, 0), 1)
        let incoming = max((progress - 0.25) / 0.75, 0)
        switch style {
        case .downUp: oldScale = 1 - 0.5 * out
        case .upUp: oldScale = 1 + 0.25 * out
        case .offUp: oldScale = 1
        }
        oldOpacity = style == .offUp ? 0 : 1 - out
        newScale = 0.5 + 0.5 * incoming
        newOpacity = min(incoming, 1)
    }
}

/// What a symbol image remembers of its symbol across the updates that rebuild it: the symbol
/// shown, how many times it was replaced under a replace transition, and the one before.
struct SymbolChanges {
    var shown: String
    var count = 0
    var previous: String?

    /// Records `name` as the symbol now shown in `state`: another symbol under a replace
    /// transition counts as one more replace to play.
    @MainActor
    static func record(_ name: String, replacing: Bool, in state: PersistentState) -> SymbolChanges {
        var changes = state[.symbolChanges] ?? SymbolChanges(shown: name)
        if changes.shown != name, replacing {
            changes.count += 1
            changes.previous = changes.shown
        }
        changes.shown = name
        state[.symbolChanges] = changes
        return changes
    }
}

extension PersistentKey {
    fileprivate static var symbolChanges: PersistentKey<SymbolChanges> { "symbolChanges" }
}
