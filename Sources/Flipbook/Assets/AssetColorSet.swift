import Foundation

/// The colour a `.colorset` folder defines, read as an iPhone reads it: the `iphone` or
/// `universal` entries, the "Any"/"Light" entry for the light appearance and the "Dark" one for
/// the dark (else "Any"), so the colour resolves by the colour scheme where it is drawn.
///
/// Components are written by Xcode as floats (`"0.502"`), 8-bit integers (`"128"`) or 8-bit hex
/// (`"0x80"`), alpha included; JSON numbers are floats. Colour spaces: `srgb`,
/// `extended-srgb`, `display-p3`, `extended-linear-srgb`, `gray-gamma-22` and `extended-gray`
/// (`white` and `alpha`), and references to UIKit's system colours.
enum AssetColorSet {
    static func color(in folder: String) -> Result<Color, AssetProblem> {
        let file = folder + "/Contents.json"
        let contents: [String: Any]
        switch AssetContents.read(folder) {
        case .success(let value): contents = value
        case .failure(let problem): return .failure(problem)
        }
        var best: [ColorScheme: (rank: Int, color: [String: Any])] = [:]
        for entry in contents["colors"] as? [[String: Any]] ?? [] {
            guard let idiom = AssetContents.idiomRank(entry), let appearance = AssetContents.appearance(entry),
                  let color = entry["color"] as? [String: Any] else { continue }
            for scheme in ColorScheme.allCases {
                guard let fit = appearance.rank(for: scheme) else { continue }
                let rank = fit * 10 + idiom
                if rank > best[scheme]?.rank ?? 0 { best[scheme] = (rank, color) }
            }
        }
        guard let light = best[.light]?.color, let dark = best[.dark]?.color else {
            return .failure(AssetProblem(message: "\(file) has no universal or iPhone colour; give the set a colour for Any Appearance"))
        }
        do {
            return .success(Color(light: try resolved(light, file: file, scheme: .light),
                                  dark: try resolved(dark, file: file, scheme: .dark)))
        } catch {
            return .failure(error)
        }
    }

    /// The sRGB components of one entry's `color` object.
    private static func resolved(_ color: [String: Any], file: String, scheme: ColorScheme) throws(AssetProblem) -> Color.Resolved {
        if let reference = color["reference"] as? String {
            guard let system = UIColor.assetCatalogReferences[reference] else {
                throw AssetProblem(message: "\(file) refers to the system colour \(reference), which Flipbook does not have; give the colour's components instead")
            }
            return scheme == .dark ? system.color.dark : system.color.resolved
        }
        let components = color["components"] as? [String: Any] ?? [:]
        func component(_ key: String) throws(AssetProblem) -> Double {
            guard let value = components[key].flatMap(Self.component) else {
                let written = components[key].map { "\($0)" } ?? "missing"
                throw AssetProblem(message: "\(file): component \(key) is \(written); write it as a float (\"0.5\"), 0–255 (\"128\") or hex (\"0x80\")")
            }
            return value
        }
        let space = color["color-space"] as? String ?? "srgb"
        let opacity = try component("alpha")
        switch space {
        case "srgb", "extended-srgb", "display-p3", "extended-linear-srgb":
            let rgbSpace: Color.RGBColorSpace = space == "display-p3" ? .displayP3 : space == "extended-linear-srgb" ? .sRGBLinear : .sRGB
            return Color(rgbSpace, red: try component("red"), green: try component("green"), blue: try component("blue"),
                         opacity: opacity).resolved
        case "gray-gamma-22", "extended-gray":
            // Gamma 2.2 grey, made linear and encoded as sRGB.
            let white = try component("white")
            let linear = pow(abs(white), 2.2) * (white < 0 ? -1 : 1)
            return Color(.sRGBLinear, white: linear, opacity: opacity).resolved
        default:
            throw AssetProblem(message: "\(file): colour space \(space) is not one Flipbook reads; use sRGB, Display P3 or Gray Gamma 2.2 in Xcode's colour inspector")
        }
    }

    /// One component as Xcode writes it: `"0x80"` and `"128"` are 8-bit values, `"0.502"` and JSON
    /// numbers are floats.
    static func component(_ value: Any) -> Double? {
        if let string = value as? String {
            let text = string.trimmingCharacters(in: .whitespaces)
            if text.lowercased().hasPrefix("0x") { return Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 } }
            if let integer = Int(text) { return Double(integer) / 255 }
            return Double(text).flatMap { $0.isFinite ? $0 : nil }
        }
        if let number = value as? NSNumber { return number.doubleValue.isFinite ? number.doubleValue : nil }
        return nil
    }
}
