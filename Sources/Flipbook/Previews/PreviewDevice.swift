/// A device a preview is shown on, by the name Xcode uses (`"iPhone SE (3rd generation)"`).
///
///     ContentView().previewDevice("iPhone SE (3rd generation)")
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable, Hashable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }

    /// The device a preview uses when none is given: an iPhone 16 Pro (402 × 874 points at @3x),
    /// Xcode 16's default.
    public static let defaultDevice: PreviewDevice = "iPhone 16 Pro"
}

/// A device's screen: size in points (portrait), pixels per point and safe-area insets.
struct DeviceScreen: Sendable, Equatable {
    let width: CGFloat
    let height: CGFloat
    let scale: Double
    /// Portrait insets: status bar (or Dynamic Island) at the top, home indicator at the bottom.
    let top: CGFloat
    let bottom: CGFloat
    /// Landscape insets: each side, and the home indicator at the bottom.
    let landscapeSide: CGFloat
    let landscapeBottom: CGFloat

    /// The screen of `device` (iOS's published sizes), or nil for a name Flipbook does not know.
    static func named(_ device: PreviewDevice) -> DeviceScreen? {
        known.first { $0.names.contains(device.rawValue) }?.screen
    }

    /// One name of each device Flipbook knows (it also takes older names of the same screens).
    static var knownNames: [String] { known.map { $0.names[0] } }

    private static let known: [(names: [String], screen: DeviceScreen)] = [
        (["iPhone 16 Pro", "iPhone 17 Pro", "iPhone 17"], .phone(402, 874, top: 62)),
        (["iPhone 16 Pro Max", "iPhone 17 Pro Max"], .phone(440, 956, top: 62)),
        (["iPhone 16", "iPhone 15", "iPhone 15 Pro", "iPhone 14 Pro"], .phone(393, 852, top: 59)),
        (["iPhone 16 Plus", "iPhone 15 Plus", "iPhone 15 Pro Max", "iPhone 14 Pro Max"], .phone(430, 932, top: 59)),
        (["iPhone 14", "iPhone 13", "iPhone 13 Pro", "iPhone 12", "iPhone 12 Pro", "iPhone 16e"], .phone(390, 844, top: 47)),
        (["iPhone 14 Plus", "iPhone 13 Pro Max", "iPhone 12 Pro Max"], .phone(428, 926, top: 47)),
        (["iPhone 13 mini", "iPhone 12 mini"], .phone(375, 812, top: 50)),
        (["iPhone 11", "iPhone XR", "iPhone 11 Pro Max"], .phone(414, 896, top: 48)),
        (["iPhone SE (3rd generation)", "iPhone SE (2nd generation)", "iPhone 8"],
         DeviceScreen(width: 375, height: 667, scale: 2, top: 20, bottom: 0, landscapeSide: 0, landscapeBottom: 0)),
        (["iPad (10th generation)", "iPad Air 11-inch (M2)", "iPad Air (5th generation)"],
         DeviceScreen(width: 820, height: 1180, scale: 2, top: 24, bottom: 20, landscapeSide: 0, landscapeBottom: 20)),
        (["iPad Pro 11-inch (M4)", "iPad Pro (11-inch) (4th generation)"],
         DeviceScreen(width: 834, height: 1210, scale: 2, top: 24, bottom: 20, landscapeSide: 0, landscapeBottom: 20)),
        (["iPad Pro 13-inch (M4)"],
         DeviceScreen(width: 1032, height: 1376, scale: 2, top: 24, bottom: 20, landscapeSide: 0, landscapeBottom: 20)),
        (["iPad Pro (12.9-inch) (6th generation)", "iPad Air 13-inch (M2)", "iPad Pro (12.9-inch) (5th generation)"],
         DeviceScreen(width: 1024, height: 1366, scale: 2, top: 24, bottom: 20, landscapeSide: 0, landscapeBottom: 20)),
    ]

    /// An iPhone with Face ID: a 34-point home indicator, and in landscape the status bar's
    /// inset on both sides with a 21-point indicator.
    private static func phone(_ width: CGFloat, _ height: CGFloat, top: CGFloat) -> DeviceScreen {
        DeviceScreen(width: width, height: height, scale: 3, top: top, bottom: 34, landscapeSide: top, landscapeBottom: 21)
    }

    /// The screen's size and safe-area insets held `orientation`'s way.
    func oriented(_ orientation: InterfaceOrientation) -> (size: CGSize, insets: EdgeInsets) {
        if orientation.isLandscape {
            return (CGSize(width: height, height: width),
                    EdgeInsets(top: 0, leading: landscapeSide, bottom: landscapeBottom, trailing: landscapeSide))
        }
        let flipped = orientation == .portraitUpsideDown
        return (CGSize(width: width, height: height),
                EdgeInsets(top: flipped ? bottom : top, leading: 0, bottom: flipped ? top : bottom, trailing: 0))
    }
}
