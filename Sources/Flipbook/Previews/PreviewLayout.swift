/// How a preview is sized (`.previewLayout(_:)`).
public enum PreviewLayout: Sendable, Equatable {
    /// A device's screen (the default).
    case device
    /// The size the view takes when offered the device's screen.
    case sizeThatFits
    /// A fixed size in points, the view centred in it.
    case fixed(width: CGFloat, height: CGFloat)
}

/// Which way up a preview's device is held (`.previewInterfaceOrientation(_:)`).
public struct InterfaceOrientation: Sendable, Hashable, Identifiable {
    public let id: String
    public static let portrait = InterfaceOrientation(id: "portrait")
    public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
    public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
    public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")

    var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// The platform a `PreviewProvider` previews on; Flipbook draws iOS whatever it says.
public enum PreviewPlatform: Sendable {
    case iOS, macOS, tvOS, watchOS
}
