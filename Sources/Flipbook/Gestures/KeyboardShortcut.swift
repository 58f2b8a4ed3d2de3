/// A key a keyboard shortcut is pressed with: a character, or one of the named keys.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    public var character: Character

    public init(_ character: Character) { self.character = character }
    public init(extendedGraphemeClusterLiteral character: Character) { self.character = character }

    public static let upArrow = KeyEquivalent("\u{F700}")
    public static let downArrow = KeyEquivalent("\u{F701}")
    public static let leftArrow = KeyEquivalent("\u{F702}")
    public static let rightArrow = KeyEquivalent("\u{F703}")
    public static let escape = KeyEquivalent("\u{1B}")
    public static let delete = KeyEquivalent("\u{8}")
    public static let deleteForward = KeyEquivalent("\u{F728}")
    public static let home = KeyEquivalent("\u{F729}")
    public static let end = KeyEquivalent("\u{F72B}")
    public static let pageUp = KeyEquivalent("\u{F72C}")
    public static let pageDown = KeyEquivalent("\u{F72D}")
    public static let clear = KeyEquivalent("\u{F739}")
    public static let tab = KeyEquivalent("\t")
    public static let space = KeyEquivalent(" ")
    public static let `return` = KeyEquivalent("\r")
}

/// A key and the modifier keys held with it that perform a control's action on a hardware keyboard.
public struct KeyboardShortcut: Hashable, Sendable {
    /// Whether the shortcut's key is remapped for the keyboard's layout.
    public struct Localization: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case automatic, withoutMirroring, custom }
        let kind: Kind

        /// Remapped for the layout, mirrored in right-to-left languages.
        public static let automatic = Localization(kind: .automatic)
        /// Remapped for the layout, never mirrored.
        public static let withoutMirroring = Localization(kind: .withoutMirroring)
        /// Used exactly as given.
        public static let custom = Localization(kind: .custom)
    }

    public var key: KeyEquivalent
    public var modifiers: EventModifiers
    public var localization: Localization

    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.init(key, modifiers: modifiers, localization: .automatic)
    }

    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: Localization) {
        self.key = key
        self.modifiers = modifiers
        self.localization = localization
    }

    /// Return: the default button of a window or dialog.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape: the button that cancels.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

private enum KeyboardShortcutKey: EnvironmentKey { static var defaultValue: KeyboardShortcut? { nil } }

extension EnvironmentValues {
    /// The shortcut the buttons here are performed with (`keyboardShortcut(_:)`).
    public var keyboardShortcut: KeyboardShortcut? {
        get { self[KeyboardShortcutKey.self] }
        set { self[KeyboardShortcutKey.self] = newValue }
    }
}

extension View {
    /// Performs this control's action when `key` is pressed with `modifiers` on a hardware
    /// keyboard. A scene has no keyboard (an iPhone without one), so the shortcut is only kept in
    /// the environment: nothing is drawn, and no key is ever pressed.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers))
    }

    /// Performs this control's action when `key` is pressed with `modifiers`, remapped as
    /// `localization` says (kept in the environment; see `keyboardShortcut(_:modifiers:)`).
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command,
                                 localization: KeyboardShortcut.Localization) -> some View {
        keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers, localization: localization))
    }

    /// Performs this control's action with `shortcut` (kept in the environment; see
    /// `keyboardShortcut(_:modifiers:)`).
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { environment(\.keyboardShortcut, shortcut) }

    /// Performs this control's action with `shortcut`, or with none for nil.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View { environment(\.keyboardShortcut, shortcut) }
}
