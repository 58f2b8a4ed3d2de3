import Foundation
import FlipbookRaster

/// What rendered pixels depend on beyond Flipbook itself: the versions of the libraries that draw
/// and encode (read from the loaded libraries), digests of the pinned font files and the CPU
/// architecture. Measured once per process.
public enum RenderingEnvironment {
    /// `cairo`, `pixman`, `pango`, `harfbuzz`, `freetype`, `fontconfig`, `libpng` → version;
    /// a library whose version cannot be read is left out.
    public static let libraryVersions: [String: String] = {
        var versions: [String: String] = [:]
        for (name, symbol) in [("cairo", "cairo_version_string"), ("pixman", "pixman_version_string"),
                               ("pango", "pango_version_string"), ("harfbuzz", "hb_version_string")] {
            if let version = LoadedSymbol<@convention(c) () -> UnsafePointer<CChar>?>(symbol)?.function().map({ String(cString: $0) }) {
                versions[name] = version
            }
        }
        if let version = LoadedSymbol<@convention(c) (UnsafeRawPointer?) -> UnsafePointer<CChar>?>("png_get_libpng_ver")?
            .function(nil).map({ String(cString: $0) }) {
            versions["libpng"] = version
        }
        if let version = LoadedSymbol<@convention(c) () -> Int32>("FcGetVersion")?.function() {
            versions["fontconfig"] = "\(version / 10000).\(version / 100 % 100).\(version % 100)"
        }
        if let version = freeTypeVersion { versions["freetype"] = version }
        return versions
    }()

    /// Each pinned font file's name → `crc32 1a2b3c4d, 12345 bytes` (`missing` when unreadable).
    public static let fontDigests: [String: String] = {
        var digests: [String: String] = [:]
        for file in FontFile.pinned {
            digests[(file.path as NSString).lastPathComponent] = digest(ofFileAt: file.path) ?? "missing"
        }
        return digests
    }()

    /// The CPU architecture Flipbook was built for.
    public static var architecture: String {
        #if arch(x86_64)
        "x86_64"
        #elseif arch(arm64)
        "arm64"
        #else
        "other"
        #endif
    }

    private static var freeTypeVersion: String? {
        typealias Initialise = @convention(c) (UnsafeMutablePointer<OpaquePointer?>) -> Int32
        typealias Version = @convention(c) (OpaquePointer?, UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Int32>,
                                            UnsafeMutablePointer<Int32>) -> Void
        typealias Finish = @convention(c) (OpaquePointer?) -> Int32
        guard let initialise = LoadedSymbol<Initialise>("FT_Init_FreeType"), let version = LoadedSymbol<Version>("FT_Library_Version"),
              let finish = LoadedSymbol<Finish>("FT_Done_FreeType") else { return nil }
        var library: OpaquePointer?
        guard initialise.function(&library) == 0 else { return nil }
        defer { _ = finish.function(library) }
        var (major, minor, patch): (Int32, Int32, Int32) = (0, 0, 0)
        version.function(library, &major, &minor, &patch)
        return "\(major).\(minor).\(patch)"
    }

    /// zlib's CRC-32 of a file and its size, read a megabyte at a time.
    private static func digest(ofFileAt path: String) -> String? {
        typealias CRC = @convention(c) (UInt, UnsafePointer<UInt8>?, UInt32) -> UInt
        guard let crc32 = LoadedSymbol<CRC>("crc32"), let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        var crc: UInt = 0
        var size = 0
        while let chunk = try? handle.read(upToCount: 1 << 20), !chunk.isEmpty {
            crc = chunk.withUnsafeBytes { crc32.function(crc, $0.bindMemory(to: UInt8.self).baseAddress, UInt32($0.count)) }
            size += chunk.count
        }
        return "crc32 " + String(format: "%08x", crc) + ", \(size) bytes"
    }
}

/// A C function of a library already loaded into the process, found by name.
private struct LoadedSymbol<Function> {
    let function: Function

    init?(_ name: String) {
        #if os(Linux)
        let everyLibrary: UnsafeMutableRawPointer? = nil  // RTLD_DEFAULT
        #else
        let everyLibrary = UnsafeMutableRawPointer(bitPattern: -2)  // RTLD_DEFAULT
        #endif
        guard let address = dlsym(everyLibrary, name) else { return nil }
        function = unsafeBitCast(address, to: Function.self)
    }
}
