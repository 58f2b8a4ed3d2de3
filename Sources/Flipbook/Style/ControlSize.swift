/// The size of controls: bordered buttons grow or shrink their padding and corners with it.
public enum ControlSize: Hashable, Sendable, CaseIterable {
    case mini, small, regular, large, extraLarge
}

extension EnvironmentValues {
    /// The size of the controls here (`.regular` unless `controlSize(_:)` sets it).
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }

    /// The shape bordered buttons here draw (`.automatic`: the control size's rounded rectangle).
    public var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

private enum ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }
private enum ButtonBorderShapeKey: EnvironmentKey { static let defaultValue = ButtonBorderShape.automatic }

/// The shape of a bordered button's background.
public struct ButtonBorderShape: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case automatic, capsule, circle
        case roundedRectangle(radius: CGFloat?)
    }

    let kind: Kind

    public static let automatic = ButtonBorderShape(kind: .automatic)
    public static let capsule = ButtonBorderShape(kind: .capsule)
    public static let circle = ButtonBorderShape(kind: .circle)
    /// A rounded rectangle with the control size's corners.
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(radius: nil))
    /// A rounded rectangle with corners of `radius`.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { ButtonBorderShape(kind: .roundedRectangle(radius: radius)) }
}

extension View {
    /// Sets the size of the controls in this view.
    public func controlSize(_ controlSize: ControlSize) -> some View { environment(\.controlSize, controlSize) }

    /// Sets the shape of the bordered buttons in this view.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { environment(\.buttonBorderShape, shape) }
}
