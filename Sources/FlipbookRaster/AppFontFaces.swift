import CPangoCairo
import Foundation

/// The faces of the app's own font files (``FontFile/app``) in a ``FontSet``, by the names
/// `Font.custom` may give them: a face's PostScript name (`Poppins-Bold`) or full name
/// (`Poppins Bold`), or a family's name (`Poppins`), as iOS matches them. Names are matched
/// exactly; where files share a name, the first file's face keeps it.
package struct AppFontFaces: Sendable {
    /// One face: its family's name, CSS weight and whether it slants.
    struct Face: Sendable, Hashable {
        let family: String
        let weight: Int
        let isItalic: Bool
    }

    /// The faces by PostScript and full name.
    private var faces: [String: Face] = [:]
    /// The families by each of their names, to the name fontconfig is asked for.
    private var families: [String: String] = [:]

    /// The faces of `config`'s fonts loaded from `files` (directly or through a ``FontDirectory``'s links).
    init(config: OpaquePointer, files: [FontFile]) {
        let paths = Set(files.map(\.path))
        guard !paths.isEmpty, let set = FcConfigGetFonts(config, FcSetApplication) else { return }
        for index in 0..<Int(set.pointee.nfont) {
            guard let pattern = set.pointee.fonts[index], let file = Self.strings(pattern, "file").first,
                  paths.contains((try? FileManager.default.destinationOfSymbolicLink(atPath: file)) ?? file),
                  let family = Self.strings(pattern, "family").first else { continue }
            let face = Face(family: family, weight: Self.weight(pattern), isItalic: Self.integer(pattern, "slant").map { $0 > 0 } ?? false)
            for name in Self.strings(pattern, "postscriptname") + Self.strings(pattern, "fullname") where faces[name] == nil {
                faces[name] = face
            }
            for name in Self.strings(pattern, "family") where families[name] == nil {
                families[name] = family
            }
        }
    }

    /// Whether `name` names one of the faces or families.
    func contains(_ name: String) -> Bool {
        faces[name] != nil || families[name] != nil
    }

    /// What to ask fontconfig for to draw `name` at `weight` (CSS), slanted if `italic`: a face
    /// named keeps its own weight unless another than regular is asked (`.bold()` picks its family's
    /// bold face) and slants if it does or `italic` asks; a family named is asked for as given.
    /// Nil when nothing has the name.
    func request(_ name: String, weight: Int, italic: Bool) -> (family: String, weight: Int, italic: Bool)? {
        if let face = faces[name] {
            return (face.family, weight == 400 ? face.weight : weight, face.isItalic || italic)
        }
        return families[name].map { ($0, weight, italic) }
    }

    /// Every string value of `object` in `pattern`.
    private static func strings(_ pattern: OpaquePointer, _ object: String) -> [String] {
        var values: [String] = []
        var value = FcValue()
        while FcPatternGet(pattern, object, Int32(values.count), &value) == FcResultMatch {
            guard value.type == FcTypeString, let string = value.u.s else { break }
            values.append(String(cString: string))
        }
        return values
    }

    /// The integer value of `object` in `pattern` (a whole double counts), if it has one.
    private static func integer(_ pattern: OpaquePointer, _ object: String) -> Int? {
        var value = FcValue()
        guard FcPatternGet(pattern, object, 0, &value) == FcResultMatch else { return nil }
        if value.type == FcTypeInteger { return Int(value.u.i) }
        if value.type == FcTypeDouble, value.u.d.isFinite { return Int(value.u.d.rounded()) }
        return nil
    }

    /// The pattern's weight on the CSS scale (fontconfig keeps its own: 80 regular, 200 bold);
    /// regular for a variable font's range of weights.
    private static func weight(_ pattern: OpaquePointer) -> Int {
        integer(pattern, "weight").map { Int(FcWeightToOpenType(Int32($0))) } ?? 400
    }
}
