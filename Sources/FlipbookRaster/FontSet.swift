import CPangoCairo
import Foundation

/// An isolated fontconfig configuration holding only pinned font files, loaded by path, so text
/// output never depends on the machine's fontconfig setup. Immutable after init and shared by
/// every ``Rasterizer`` and ``PangoTextMeasurer``, each of which builds its own pango font map on it.
public final class FontSet: @unchecked Sendable {
    /// The isolated `FcConfig*`; only read after init.
    let config: OpaquePointer
    /// The faces of the app's own font files among the loaded ones, by name.
    package let appFaces: AppFontFaces

    /// The default set: Inter (all weights and italics) for `.sans` and `.rounded`, DejaVu Serif and
    /// DejaVu Sans Mono for `.serif` and `.monospaced`, Noto Sans CJK and Noto Color Emoji as fallbacks
    /// for every family, Material Icons for `.symbols`; then the app's own font files found beside the
    /// executable (``FontFile/app``), for `.custom` families.
    /// The first process scans about 60 MB of font files (tens of milliseconds) and caches what it
    /// read (``FontDirectory``); later ones read the cache. Create once and share.
    public static func pinned() throws -> FontSet {
        try FontSet(files: FontFile.pinned + FontFile.app)
    }

    /// Loads exactly `files` into a fresh configuration; throws ``FontError`` for the first pinned
    /// file that is missing or that fontconfig cannot read (``RasterError`` if fontconfig fails
    /// outright); an app's own file fontconfig cannot read is left out, and its names are unknown.
    /// With a writable `cacheRoot`, the files are loaded through a ``FontDirectory`` whose fontconfig
    /// cache lets later processes skip reading them; otherwise one by one.
    package init(files: [FontFile], cacheRoot: String? = FontDirectory.defaultRoot) throws {
        guard let config = FcConfigCreate() else {
            throw RasterError(description: "FcConfigCreate failed (out of memory)")
        }
        for file in files where !FileManager.default.isReadableFile(atPath: file.path) {
            guard let package = file.package else { continue }
            FcConfigDestroy(config)
            throw FontError(path: file.path, package: package)
        }
        let directory = cacheRoot.flatMap { FontDirectory(files: files, root: $0) }
        guard FcConfigParseAndLoadFromMemory(config, Self.rules(cachePath: directory?.cachePath), 1) != 0 else {
            FcConfigDestroy(config)
            throw RasterError(description: "fontconfig rejected Flipbook's font rules")
        }
        if directory.map({ Self.add($0.path, to: config, FcConfigAppFontAddDir) }) != true {
            for file in files where !Self.add(file.path, to: config, FcConfigAppFontAddFile) {
                guard let package = file.package else { continue }
                FcConfigDestroy(config)
                throw FontError(path: file.path, package: package)
            }
        }
        self.config = config
        appFaces = AppFontFaces(config: config, files: files.filter { $0.package == nil })
    }

    /// Adds the font file or folder at `path` with `add`; whether fontconfig took it.
    private static func add(_ path: String, to config: OpaquePointer,
                            _ add: (OpaquePointer?, UnsafePointer<FcChar8>?) -> FcBool) -> Bool {
        path.withCString { cPath in
            cPath.withMemoryRebound(to: FcChar8.self, capacity: path.utf8.count + 1) { add(config, $0) != 0 }
        }
    }

    /// The two rules the isolated configuration needs, which Debian's fontconfig files would give:
    ///
    /// - the family `emoji`, which pango asks for on every run of emoji, is Noto Color Emoji
    ///   (`60-generic.conf`); without it an emoji a text font also has (❤️) would draw as text;
    /// - fonts without outlines, which only have bitmap strikes (Noto Color Emoji's 109 px CBDT
    ///   images), are scaled to the requested size through the font matrix cairo applies
    ///   (`10-scale-bitmap-fonts.conf`); unlike that file, even within 20 % of the strike size,
    ///   so every size draws exactly as asked.
    ///
    /// With `cachePath`, fontconfig also keeps its caches of font folders there.
    private static func rules(cachePath: String?) -> String {
        let escaped = cachePath.map {
            $0.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;")
        }
        return """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
        <fontconfig>
        \(escaped.map { "  <cachedir>\($0)</cachedir>" } ?? "")
          <alias binding="same"><family>emoji</family><prefer><family>Noto Color Emoji</family></prefer></alias>
          <match target="font">
            <test name="outline" compare="eq"><bool>false</bool></test>
            <edit name="pixelsizefixupfactor" mode="assign">
              <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
            </edit>
          </match>
          <match target="font">
            <test name="outline" compare="eq"><bool>false</bool></test>
            <edit name="matrix" mode="assign">
              <times><name>matrix</name>
                <matrix><name>pixelsizefixupfactor</name><double>0</double>
                        <double>0</double><name>pixelsizefixupfactor</name></matrix>
              </times>
            </edit>
            <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>
          </match>
        </fontconfig>
        """
    }

    deinit {
        FcConfigDestroy(config)
    }
}
