/// An animation a symbol image plays (`Image(systemName:).symbolEffect(.bounce, value: count)`).
/// Flipbook's symbols are single-layer stand-ins, so every effect moves the whole symbol: a
/// bounce squashes and springs back, a pulse fades out and back, a scale grows it while active,
/// breathe swells and settles in a loop, rotate turns it, wiggle rocks it, appear and disappear
/// scale it in and out.
///
/// Partial: by-layer variants move the whole symbol; options other than `.nonRepeating` are ignored.
public protocol SymbolEffect: Sendable {}

/// An effect played once when a value changes (`symbolEffect(_:options:value:)`).
public protocol DiscreteSymbolEffect: SymbolEffect {}

/// An effect that runs while it is active (`symbolEffect(_:options:isActive:)`).
public protocol IndefiniteSymbolEffect: SymbolEffect {}

/// How Flipbook moves a symbol for an effect.
enum SymbolMotion: Sendable {
    case bounce, pulse, scale, breathe, rotate, wiggle, appear, disappear
}

/// An effect Flipbook knows how to play.
protocol PlayableSymbolEffect: SymbolEffect {
    var motion: SymbolMotion { get }
}

/// Squashes the symbol and springs it back.
public struct BounceSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, PlayableSymbolEffect {
    var motion: SymbolMotion { .bounce }
    public var up: BounceSymbolEffect { self }
    public var down: BounceSymbolEffect { self }
    public var byLayer: BounceSymbolEffect { self }
    public var wholeSymbol: BounceSymbolEffect { self }
}

/// Fades the symbol out and back in.
public struct PulseSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, PlayableSymbolEffect {
    var motion: SymbolMotion { .pulse }
    public var byLayer: PulseSymbolEffect { self }
    public var wholeSymbol: PulseSymbolEffect { self }
}

/// Fades the symbol's layers in turn (the whole stand-in symbol fades).
public struct VariableColorSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, PlayableSymbolEffect {
    var motion: SymbolMotion { .pulse }
    public var iterative: VariableColorSymbolEffect { self }
    public var cumulative: VariableColorSymbolEffect { self }
    public var reversing: VariableColorSymbolEffect { self }
    public var nonReversing: VariableColorSymbolEffect { self }
    public var hideInactiveLayers: VariableColorSymbolEffect { self }
    public var dimInactiveLayers: VariableColorSymbolEffect { self }
}

/// Grows the symbol while active.
public struct ScaleSymbolEffect: IndefiniteSymbolEffect, PlayableSymbolEffect {
    var motion: SymbolMotion { .scale }
    public var up: ScaleSymbolEffect { self }
    public var down: ScaleSymbolEffect { self }
    public var byLayer: ScaleSymbolEffect { self }
    public var wholeSymbol: ScaleSymbolEffect { self }
}

/// Swells the symbol and settles it, again and again.
public struct BreatheSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, PlayableSymbolEffect {
    var motion: SymbolMotion { .breathe }
    public var plain: BreatheSymbolEffect { self }
    public var pulse: BreatheSymbolEffect { self }
    public var byLayer: BreatheSymbolEffect { self }
    public var wholeSymbol: BreatheSymbolEffect { self }
}

/// Turns the symbol clockwise.
public struct RotateSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, PlayableSymbolEffect {
    var motion: SymbolMotion { .rotate }
    public var clockwise: RotateSymbolEffect { self }
    public var counterClockwise: RotateSymbolEffect { self }
    public var byLayer: RotateSymbolEffect { self }
    public var wholeSymbol: RotateSymbolEffect { self }
}

/// Rocks the symbol from side to side.
public struct WiggleSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, PlayableSymbolEffect {
    var motion: SymbolMotion { .wiggle }
    public var left: WiggleSymbolEffect { self }
    public var right: WiggleSymbolEffect { self }
    public var byLayer: WiggleSymbolEffect { self }
    public var wholeSymbol: WiggleSymbolEffect { self }
}

/// Scales the symbol in while active.
public struct AppearSymbolEffect: IndefiniteSymbolEffect, PlayableSymbolEffect {
    var motion: SymbolMotion { .appear }
    public var up: AppearSymbolEffect { self }
    public var down: AppearSymbolEffect { self }
    public var byLayer: AppearSymbolEffect { self }
    public var wholeSymbol: AppearSymbolEffect { self }
}

/// Scales the symbol out while active.
public struct DisappearSymbolEffect: IndefiniteSymbolEffect, PlayableSymbolEffect {
    var motion: SymbolMotion { .disappear }
    public var up: DisappearSymbolEffect { self }
    public var down: DisappearSymbolEffect { self }
    public var byLayer: DisappearSymbolEffect { self }
    public var wholeSymbol: DisappearSymbolEffect { self }
}

extension SymbolEffect where Self == BounceSymbolEffect { public static var bounce: BounceSymbolEffect { .init() } }
extension SymbolEffect where Self == PulseSymbolEffect { public static var pulse: PulseSymbolEffect { .init() } }
extension SymbolEffect where Self == VariableColorSymbolEffect { public static var variableColor: VariableColorSymbolEffect { .init() } }
extension SymbolEffect where Self == ScaleSymbolEffect { public static var scale: ScaleSymbolEffect { .init() } }
extension SymbolEffect where Self == BreatheSymbolEffect { public static var breathe: BreatheSymbolEffect { .init() } }
extension SymbolEffect where Self == RotateSymbolEffect { public static var rotate: RotateSymbolEffect { .init() } }
extension SymbolEffect where Self == WiggleSymbolEffect { public static var wiggle: WiggleSymbolEffect { .init() } }
extension SymbolEffect where Self == AppearSymbolEffect { public static var appear: AppearSymbolEffect { .init() } }
extension SymbolEffect where Self == DisappearSymbolEffect { public static var disappear: DisappearSymbolEffect { .init() } }

/// How an effect plays: once (`.nonRepeating`), repeating, or at a speed.
public struct SymbolEffectOptions: Sendable, Equatable {
    var repeats = true

    public static let `default` = SymbolEffectOptions()
    public static let repeating = SymbolEffectOptions()
    public static let nonRepeating = SymbolEffectOptions(repeats: false)

    /// Repeats `count` times (nil: indefinitely).
    public static func `repeat`(_ count: Int?) -> SymbolEffectOptions { SymbolEffectOptions(repeats: count != 1) }
    /// Plays at `speed` times the normal rate.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions() }
    /// These options repeating `count` times.
    public func `repeat`(_ count: Int?) -> SymbolEffectOptions { SymbolEffectOptions(repeats: count != 1) }
    /// These options at `speed` times the normal rate.
    public func speed(_ speed: Double) -> SymbolEffectOptions { self }
}
