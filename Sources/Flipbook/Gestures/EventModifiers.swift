/// The modifier keys of a hardware keyboard a gesture can require (`Gesture.modifiers(_:)`).
/// A script has no keyboard, so no modifier key is ever held in a scene, as on an iPhone without one.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    public static let shift = EventModifiers(rawValue: 1 << 1)
    public static let control = EventModifiers(rawValue: 1 << 2)
    public static let option = EventModifiers(rawValue: 1 << 3)
    public static let command = EventModifiers(rawValue: 1 << 4)
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    /// Every modifier key.
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad]
}
