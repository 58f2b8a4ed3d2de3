/// A setting of a preview, given as `#Preview(traits:)`.
///
///     #Preview("Wide", traits: .fixedLayout(width: 600, height: 200)) { Banner() }
///     #Preview(traits: .sizeThatFitsLayout, .duration(3), .script { Tap("Like", at: 0.5) }) { LikeButton() }
public struct PreviewTrait<T>: Sendable {
    let apply: @Sendable (inout PreviewSettings) -> Void
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The preview fills a device's screen (the default).
    public static var defaultLayout: PreviewTrait { PreviewTrait { $0.layout = .device } }
    /// The preview is the size the view takes when offered the device's screen (as Xcode fits
    /// the container to the preview): text wraps at the screen's width, flexible views fill it.
    public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait { $0.layout = .sizeThatFits } }
    /// The preview is `width` × `height` points; the view is proposed that size and centred.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
        PreviewTrait { $0.layout = .fixed(width: width, height: height) }
    }

    /// The device held upright (the default).
    public static var portrait: PreviewTrait { PreviewTrait { $0.orientation = .portrait } }
    /// The device upside down.
    public static var portraitUpsideDown: PreviewTrait { PreviewTrait { $0.orientation = .portraitUpsideDown } }
    /// The device on its side, home indicator to the right.
    public static var landscapeLeft: PreviewTrait { PreviewTrait { $0.orientation = .landscapeLeft } }
    /// The device on its side, home indicator to the left.
    public static var landscapeRight: PreviewTrait { PreviewTrait { $0.orientation = .landscapeRight } }

    /// Flipbook: the device whose screen the preview fills (default: iPhone 16 Pro).
    public static func device(_ device: PreviewDevice) -> PreviewTrait { PreviewTrait { $0.device = device } }
    /// Flipbook: how long the preview runs, in seconds (default 2).
    public static func duration(_ seconds: Double) -> PreviewTrait { PreviewTrait { $0.duration = seconds } }
    /// Flipbook: frames per second (default 60).
    public static func fps(_ fps: Int) -> PreviewTrait { PreviewTrait { $0.fps = fps } }
    /// Flipbook: the taps and actions the preview plays, at their scene times.
    public static func script(
        @ScriptBuilder _ events: @escaping @MainActor @Sendable () -> [any ScriptEvent]
    ) -> PreviewTrait {
        PreviewTrait { $0.script = events }
    }
}

/// What a preview's traits and preview modifiers chose.
struct PreviewSettings: Sendable {
    var displayName: String?
    var layout: PreviewLayout = .device
    var orientation: InterfaceOrientation = .portrait
    var device: PreviewDevice?
    var duration: Double?
    var fps: Int?
    var script: (@MainActor @Sendable () -> [any ScriptEvent])?

    init() {}

    init(_ traits: [PreviewTrait<Preview.ViewTraits>]) {
        for trait in traits { trait.apply(&self) }
    }
}
