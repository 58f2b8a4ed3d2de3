import Foundation

/// A `Contents.json` of an asset catalogue, read as JSON objects (components may be strings or
/// numbers, so no fixed `Decodable` shape fits).
enum AssetContents {
    /// The top-level object of `folder/Contents.json`.
    static func read(_ folder: String) -> Result<[String: Any], AssetProblem> {
        let file = folder + "/Contents.json"
        guard let data = FileManager.default.contents(atPath: file) else {
            return .failure(AssetProblem(message: "\(file) is missing; add the Contents.json Xcode writes for the set"))
        }
        guard let object = try? JSONSerialization.jsonObject(with: data), let contents = object as? [String: Any] else {
            return .failure(AssetProblem(message: "\(file) is not a JSON object; fix it, or let Xcode write it again"))
        }
        return .success(contents)
    }

    /// The idioms an iPhone uses, best first: an `iphone` entry wins over a `universal` one.
    static func idiomRank(_ entry: [String: Any]) -> Int? {
        switch entry["idiom"] as? String ?? "universal" {
        case "iphone": 2
        case "universal": 1
        default: nil
        }
    }

    /// The appearance an entry is for; nil for an appearance Flipbook's screens never have
    /// (high contrast), whose entries are skipped.
    static func appearance(_ entry: [String: Any]) -> AssetAppearance? {
        var result = AssetAppearance.any
        for appearance in entry["appearances"] as? [[String: Any]] ?? [] {
            guard appearance["appearance"] as? String == "luminosity" else { return nil }
            switch appearance["value"] as? String {
            case "dark": result = .dark
            case "light": result = .light
            default: return nil
            }
        }
        return result
    }
}

/// The appearance an asset's entry is for: Xcode's "Any", "Light" or "Dark".
enum AssetAppearance: Hashable, Sendable {
    case any, light, dark

    /// How well an entry for this appearance fits `scheme`: its own appearance best, then "Any";
    /// nil when it is for the other one.
    func rank(for scheme: ColorScheme) -> Int? {
        switch (self, scheme) {
        case (.any, _): 1
        case (.light, .light), (.dark, .dark): 2
        default: nil
        }
    }
}
