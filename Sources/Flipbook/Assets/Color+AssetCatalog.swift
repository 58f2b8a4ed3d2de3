import Foundation

extension Color {
    /// The colour set `name` of `bundle`'s asset catalogues (default: the main bundle's, and those
    /// of the package's resource bundles; see `AssetCatalogs`), showing its light or dark value by
    /// the colour scheme where it is drawn.
    ///
    /// A name no catalogue has, or a colour set Flipbook cannot read, draws clear — as iOS draws a
    /// missing named colour — with a warning naming it in the render summary.
    public init(_ name: String, bundle: Bundle? = nil) {
        switch AssetCatalogs.color(named: name, in: bundle) {
        case .success(let color)?:
            self = color
        case .failure(let problem)?:
            AssetWarnings.report("Color(\"\(name)\"): \(problem.message); it draws clear")
            self = .clear
        case nil:
            AssetWarnings.report("Color(\"\(name)\"): no color named '\(name)' in \(AssetCatalogs.describe(bundle)); it draws clear, as on iOS (add \(name).colorset to an .xcassets in the target's resources, or pass bundle: .module)")
            self = .clear
        }
    }
}

extension UIColor {
    /// The colour set `name` of `bundle`'s asset catalogues (see `Color.init(_:bundle:)`): its
    /// value for `traitCollection`'s appearance, or both values without one; nil when no catalogue
    /// has it or it cannot be read, as UIKit returns.
    public init?(named name: String, in bundle: Bundle? = nil, compatibleWith traitCollection: UITraitCollection? = nil) {
        guard case .success(let color)? = AssetCatalogs.color(named: name, in: bundle) else { return nil }
        switch traitCollection?.userInterfaceStyle {
        case .light?: self.init(Color(color.resolved))
        case .dark?: self.init(Color(color.dark))
        default: self.init(color)
        }
    }
}
