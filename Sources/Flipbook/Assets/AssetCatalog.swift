import Foundation
import Synchronization

/// One `.xcassets` folder: its colour sets and image sets by name, found when the catalogue is
/// first used. A group folder whose Contents.json says `"provides-namespace" : true` puts its
/// name and a slash before its children's (`Icons/star`); other groups only organise. Each set's
/// Contents.json is parsed once, when its asset is first asked for.
final class AssetCatalog: Sendable {
    let path: String
    private let colorSets: [String: String]
    private let imageSets: [String: String]
    private let colors = Mutex<[String: Result<Color, AssetProblem>]>([:])
    private let images = Mutex<[String: Result<AssetImageSet, AssetProblem>]>([:])

    init(path: String) {
        self.path = path
        var colorSets: [String: String] = [:], imageSets: [String: String] = [:]
        Self.collect(in: path, prefix: "", colorSets: &colorSets, imageSets: &imageSets)
        self.colorSets = colorSets
        self.imageSets = imageSets
    }

    /// The colour set `name`, parsed on first use; nil when the catalogue has none of that name.
    func color(named name: String) -> Result<Color, AssetProblem>? {
        guard let folder = colorSets[name] else { return nil }
        return colors.withLock { cache in
            if let cached = cache[name] { return cached }
            let parsed = AssetColorSet.color(in: folder)
            cache[name] = parsed
            return parsed
        }
    }

    /// The image set `name`, parsed on first use; nil when the catalogue has none of that name.
    func imageSet(named name: String) -> Result<AssetImageSet, AssetProblem>? {
        guard let folder = imageSets[name] else { return nil }
        return images.withLock { cache in
            if let cached = cache[name] { return cached }
            let parsed = AssetImageSet.read(folder)
            cache[name] = parsed
            return parsed
        }
    }

    private static func collect(in folder: String, prefix: String, colorSets: inout [String: String],
                                imageSets: inout [String: String]) {
        let children = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for child in children.sorted() {
            let path = folder + "/" + child
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else { continue }
            let name = (child as NSString).deletingPathExtension
            switch (child as NSString).pathExtension {
            case "colorset": colorSets[prefix + name] = colorSets[prefix + name] ?? path
            case "imageset": imageSets[prefix + name] = imageSets[prefix + name] ?? path
            case "":
                let properties = (try? AssetContents.read(path).get())?["properties"] as? [String: Any]
                let namespaced = properties?["provides-namespace"] as? Bool ?? false
                collect(in: path, prefix: namespaced ? prefix + child + "/" : prefix, colorSets: &colorSets, imageSets: &imageSets)
            default: continue  // App icons, data sets, symbol sets: not views' assets.
            }
        }
    }
}
