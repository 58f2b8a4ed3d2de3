/// The environment golden frames were rendered in, as `sequence.json` records it: the versions
/// of the libraries that draw and encode, digests of the pinned font files and the CPU
/// architecture. Goldens from another environment may differ in antialiasing and text; a failing
/// comparison says so before any pixel.
public struct RenderEnvironment: Codable, Sendable, Equatable {
    /// `cairo`, `pixman`, `pango`, `harfbuzz`, `freetype`, `fontconfig`, `libpng` → version.
    public var libraries: [String: String]
    /// Font file name → digest.
    public var fonts: [String: String]
    /// `x86_64`, `arm64`.
    public var architecture: String

    public init(libraries: [String: String], fonts: [String: String], architecture: String) {
        self.libraries = libraries
        self.fonts = fonts
        self.architecture = architecture
    }

    /// What differs from `recorded`, one clause each (`pango 1.50.12 → 1.54.0`,
    /// `font Inter-Regular.otf changed`, `architecture arm64 → x86_64`); empty when nothing does.
    public func differences(from recorded: RenderEnvironment) -> [String] {
        var found: [String] = []
        for name in Set(recorded.libraries.keys).union(libraries.keys).sorted()
        where recorded.libraries[name] != libraries[name] {
            found.append("\(name) \(recorded.libraries[name] ?? "absent") → \(libraries[name] ?? "absent")")
        }
        if recorded.architecture != architecture { found.append("architecture \(recorded.architecture) → \(architecture)") }
        for name in Set(recorded.fonts.keys).union(fonts.keys).sorted() where recorded.fonts[name] != fonts[name] {
            switch (recorded.fonts[name], fonts[name]) {
            case (nil, _): found.append("font \(name) added")
            case (_, nil): found.append("font \(name) no longer pinned")
            default: found.append("font \(name) changed")
            }
        }
        return found
    }
}
