import Foundation
import Synchronization

/// The asset catalogues of bundles, found once per process and kept.
///
/// A bundle's catalogues are the `.xcassets` folders at the top of its resources and one folder
/// down. SwiftPM on Linux copies an `.xcassets` in a target's resources (`.process` or `.copy`)
/// as a folder into the target's bundle (`Package_Target.resources`, `Bundle.module`), so
/// `bundle: .module` finds it. The main bundle — what `Color("name")` and `Image("name")` search,
/// as an app's code names its own catalogue — is the executable's folder: the catalogues at its
/// top, then those of every resource bundle built beside it (the package's targets), by name.
enum AssetCatalogs {
    private static let catalogues = Mutex<[String: [AssetCatalog]]>([:])

    /// What a name was looked up in, for messages: "main bundle" or the bundle's path.
    static func describe(_ bundle: Bundle?) -> String {
        guard let bundle, bundle != .main else { return "the asset catalogues of the main bundle" }
        return "the asset catalogues of \(bundle.bundlePath)"
    }

    /// The catalogues `bundle` (nil: the main bundle) is searched in, in order.
    static func catalogues(of bundle: Bundle?) -> [AssetCatalog] {
        let bundle = bundle ?? .main
        let root = bundle.resourcePath ?? bundle.bundlePath
        return catalogues.withLock { cache in
            if let cached = cache[root] { return cached }
            var folders = catalogueFolders(in: root, nested: bundle != .main)
            if bundle == .main {
                let siblings = ((try? FileManager.default.contentsOfDirectory(atPath: bundle.bundlePath)) ?? []).sorted()
                for sibling in siblings where sibling.hasSuffix(".resources") || sibling.hasSuffix(".bundle") {
                    folders += catalogueFolders(in: bundle.bundlePath + "/" + sibling)
                }
            }
            let found = folders.map(AssetCatalog.init(path:))
            cache[root] = found
            return found
        }
    }

    /// The `.xcassets` folders at the top of `folder`, and one folder down if `nested`, by name.
    private static func catalogueFolders(in folder: String, nested: Bool = true) -> [String] {
        let children = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        return children.flatMap { child -> [String] in
            let path = folder + "/" + child
            if child.hasSuffix(".xcassets") { return [path] }
            guard nested else { return [] }
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else { return [] }
            return ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
                .filter { $0.hasSuffix(".xcassets") }.map { path + "/" + $0 }
        }
    }

    /// The colour set `name` of the first of `bundle`'s catalogues that has one; nil when none has.
    static func color(named name: String, in bundle: Bundle?) -> Result<Color, AssetProblem>? {
        catalogues(of: bundle).lazy.compactMap { $0.color(named: name) }.first
    }

    /// The image set `name` of the first of `bundle`'s catalogues that has one; nil when none has.
    static func imageSet(named name: String, in bundle: Bundle?) -> Result<AssetImageSet, AssetProblem>? {
        catalogues(of: bundle).lazy.compactMap { $0.imageSet(named: name) }.first
    }
}
