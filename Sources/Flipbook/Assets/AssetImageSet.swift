import Foundation

/// The files of an `.imageset` folder, and the one an iPhone shows for a screen scale and colour
/// scheme: the entries for that appearance (else "Any"), at the scale of the screen, else the
/// nearest (the larger of two as near); an `iphone` entry wins over a `universal` one. A
/// single-scale entry is 1x.
///
/// Partial: PNG and JPEG files only; a PDF, SVG, HEIC or other file chosen is a problem naming it and the fix.
struct AssetImageSet: Hashable, Sendable {
    struct Entry: Hashable, Sendable {
        let file: String
        let scale: CGFloat
        let appearance: AssetAppearance
        let idiomRank: Int
    }

    let folder: String
    let entries: [Entry]

    static func read(_ folder: String) -> Result<AssetImageSet, AssetProblem> {
        switch AssetContents.read(folder) {
        case .failure(let problem): return .failure(problem)
        case .success(let contents):
            let entries = (contents["images"] as? [[String: Any]] ?? []).compactMap { entry -> Entry? in
                guard let file = entry["filename"] as? String, let idiom = AssetContents.idiomRank(entry),
                      let appearance = AssetContents.appearance(entry) else { return nil }
                let scale = (entry["scale"] as? String).flatMap { Double($0.dropLast()) } ?? 1
                return Entry(file: file, scale: CGFloat(scale), appearance: appearance, idiomRank: idiom)
            }
            return .success(AssetImageSet(folder: folder, entries: entries))
        }
    }

    /// The PNG or JPEG file to draw on a screen of `scale` pixels per point in `scheme`, and its scale.
    func file(scale: CGFloat, scheme: ColorScheme) -> Result<ImageFile, AssetProblem> {
        let fitting = entries.compactMap { entry in entry.appearance.rank(for: scheme).map { (entry, $0) } }
        let bestAppearance = fitting.map(\.1).max()
        let candidates = fitting.filter { $0.1 == bestAppearance }.map(\.0)
        guard let chosen = candidates.min(by: { a, b in Self.isBetter(a, than: b, for: scale) }) else {
            return .failure(AssetProblem(message: "\(folder) has no image file for an iPhone; add a PNG to the image set (1x, 2x and 3x)"))
        }
        let path = folder + "/" + chosen.file
        guard ["png", "jpg", "jpeg"].contains((chosen.file as NSString).pathExtension.lowercased()) else {
            return .failure(AssetProblem(message: "\(path): Flipbook draws PNG and JPEG files only; export the image as PNG at 1x, 2x and 3x into the image set"))
        }
        guard FileManager.default.fileExists(atPath: path) else {
            return .failure(AssetProblem(message: "\(folder)/Contents.json names \(chosen.file), which is not in the folder; add the file or remove its entry"))
        }
        return .success(ImageFile(path: path, scale: chosen.scale))
    }

    /// Whether `a` fits a screen of `scale` better than `b`: the nearer scale (the larger of two
    /// as near: scaling down looks better than up), then the `iphone` idiom.
    private static func isBetter(_ a: Entry, than b: Entry, for scale: CGFloat) -> Bool {
        let distanceA = abs(a.scale - scale), distanceB = abs(b.scale - scale)
        if distanceA != distanceB { return distanceA < distanceB }
        if a.scale != b.scale { return a.scale > b.scale }
        return a.idiomRank > b.idiomRank
    }
}

/// An image file to draw and its pixels per point.
struct ImageFile: Hashable, Sendable {
    let path: String
    let scale: CGFloat
}
