/// A key for a value in the environment.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// Values that flow down the view tree: fonts, styles, and your own keys.
public struct EnvironmentValues {
    /// Each key's value, in a box of the key's value type: a read (text reads about twenty) then
    /// needs no dynamic cast, which cost more than the look-up.
    private var values: [ObjectIdentifier: AnyObject] = [:]

    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            guard let box = values[ObjectIdentifier(key)] else { return K.defaultValue }
            // Only the setter below stores under `key`, always a box of `K.Value`.
            return unsafeDowncast(box, to: EnvironmentValueBox<K.Value>.self).value
        }
        set { values[ObjectIdentifier(key)] = EnvironmentValueBox(newValue) }
    }

    /// The font of text in this part of the tree (`nil` means `.body`).
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    /// The tint of controls (`nil` means the accent colour).
    public var tint: Color? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }

    /// The most lines a `Text` may use (`nil`: no limit).
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    /// How the lines of a multi-line `Text` are aligned.
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineAlignmentKey.self] }
        set { self[MultilineAlignmentKey.self] = newValue }
    }

    /// Where text that does not fit is cut.
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }

    /// Extra space between lines of text, in points.
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }

    /// The colour that `.foreground` and the hierarchical styles resolve to, in this
    /// environment's appearance (set it unresolved: it resolves where it is used).
    var foregroundColor: Color {
        get { (self[ForegroundColorKey.self] ?? .primary).resolvedColor(in: self) }
        set { self[ForegroundColorKey.self] = newValue }
    }

    /// Whether the foreground is the label colour (`.primary`, or none set): its hierarchical
    /// levels are then iOS's label colours rather than the colour at lower opacities.
    var foregroundIsLabel: Bool { unresolvedForeground == .primary }

    /// The foreground colour as set, before resolving it in an appearance.
    var unresolvedForeground: Color { self[ForegroundColorKey.self] ?? .primary }

    /// The gradient set with `foregroundStyle`, if the foreground style is one:
    /// shapes painted with the foreground style fill with it (text uses its first colour).
    var foregroundGradient: (any GradientShapeStyle)? {
        get { self[ForegroundGradientKey.self] }
        set { self[ForegroundGradientKey.self] = newValue }
    }

    /// The transaction of the modifier that set the foreground colour.
    var foregroundTransaction: TransactionCarrier? {
        get { self[ForegroundTransactionKey.self] }
        set { self[ForegroundTransactionKey.self] = newValue }
    }

    /// The named coordinate spaces around this view.
    var coordinateSpaces: NamedCoordinateSpaces? {
        get { self[CoordinateSpacesKey.self] }
        set { self[CoordinateSpacesKey.self] = newValue }
    }

    /// The nearest enclosing `accessibilityIdentifier`: a script's `Tap` finds buttons and
    /// tap gestures inside by it.
    var accessibilityIdentifier: String? {
        get { self[AccessibilityIdentifierKey.self] }
        set { self[AccessibilityIdentifierKey.self] = newValue }
    }

    /// Whether a foreground style was set explicitly (buttons default to the tint otherwise).
    var hasExplicitForeground: Bool { self[ForegroundColorKey.self] != nil }
}

private enum FontKey: EnvironmentKey { static var defaultValue: Font? { nil } }
private enum TintKey: EnvironmentKey { static var defaultValue: Color? { nil } }
private enum ForegroundColorKey: EnvironmentKey { static var defaultValue: Color? { nil } }
private enum LineLimitKey: EnvironmentKey { static var defaultValue: Int? { nil } }
private enum MultilineAlignmentKey: EnvironmentKey { static var defaultValue: TextAlignment { .leading } }
private enum TruncationModeKey: EnvironmentKey { static var defaultValue: Text.TruncationMode { .tail } }
private enum LineSpacingKey: EnvironmentKey { static var defaultValue: CGFloat { 0 } }
private enum ForegroundTransactionKey: EnvironmentKey { static var defaultValue: TransactionCarrier? { nil } }
private enum CoordinateSpacesKey: EnvironmentKey { static var defaultValue: NamedCoordinateSpaces? { nil } }
private enum AccessibilityIdentifierKey: EnvironmentKey { static var defaultValue: String? { nil } }
private enum ForegroundGradientKey: EnvironmentKey { static var defaultValue: (any GradientShapeStyle)? { nil } }

/// One environment value, boxed by its type (see `EnvironmentValues.values`).
private final class EnvironmentValueBox<Value> {
    let value: Value
    init(_ value: Value) { self.value = value }
}
