#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An image file a view shows, PNG or JPEG, told apart by its first bytes (not its name, as
/// iOS tells them apart). Goldens and frames stay PNG only (`PNG`).
public enum ImageFileDecoder {
    /// Decodes PNG or JPEG bytes to straight RGBA8.
    public static func decode(_ bytes: [UInt8]) throws(ImageError) -> RGBAImage {
        if JPEG.hasSignature(bytes) { return try JPEG.decode(bytes) }
        do {
            return try PNG.decode(bytes)
        } catch where error.reason == .notPNG {
            throw ImageError(.decode, reason: .notAnImage)
        }
    }

    /// Reads and decodes the PNG or JPEG file at `path`. A PNG is decoded as `PNG.read` decodes
    /// it, as it is read; a JPEG is read whole first (at most `PNGLimits.maximumFileSize` bytes).
    public static func read(contentsOf path: String) throws(ImageError) -> RGBAImage {
        let head: [UInt8]
        do { head = try FileIO.readPrefix(of: path, count: 3) } catch { throw ImageError(.read, path: path, reason: error.reason) }
        guard JPEG.hasSignature(head) else {
            do {
                return try PNG.read(contentsOf: path)
            } catch where error.reason == .notPNG {
                throw ImageError(.read, path: path, reason: .notAnImage)
            }
        }
        do {
            return try JPEG.decode(FileIO.readCapped(path, limit: PNGLimits.maximumFileSize, format: "JPEG"))
        } catch {
            throw ImageError(.read, path: path, reason: error.reason)
        }
    }
}
