import Foundation

/// The app's accent colour, as Xcode makes it: the colour set named `AccentColor` in the app's
/// asset catalogue (the global accent colour a new app target names,
/// `ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME`), else system blue. Flipbook reads it from
/// the main bundle's catalogues (the executable's folder and the package's resource bundles beside
/// it, see `AssetCatalogs`), once per process.
enum AccentColor {
    /// The colour set's name.
    static let name = "AccentColor"

    /// The `AccentColor` colour set of `bundle`'s catalogues (nil: the main bundle's); nil when
    /// none has one, or when it cannot be read (a warning naming the problem).
    static func color(in bundle: Bundle?) -> Color? {
        switch AssetCatalogs.color(named: name, in: bundle) {
        case .success(let color)?:
            return color
        case .failure(let problem)?:
            AssetWarnings.report("\(name): \(problem.message); the accent colour is system blue")
            return nil
        case nil:
            return nil
        }
    }
}

private enum AccentColorKey: EnvironmentKey { static var defaultValue: Color { .accentColor } }

extension EnvironmentValues {
    /// The accent colour in this part of the tree: `Color.accentColor` (the app's `AccentColor`).
    var accentColor: Color {
        get { self[AccentColorKey.self] }
        set { self[AccentColorKey.self] = newValue }
    }

    /// What controls draw in: `tint`, else the accent colour.
    var tintColor: Color { tint ?? accentColor }
}
