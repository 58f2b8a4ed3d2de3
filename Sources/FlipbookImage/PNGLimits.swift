import FlipbookMessages
import PNGShim

/// What the PNG and JPEG decoders refuse, each checked before anything proportional to the input is
/// allocated. Flipbook never writes an image the decoder would refuse.
public enum PNGLimits {
    /// Largest width or height: 32,767 px, cairo's own limit for a surface.
    public static let maximumSide = 32_767
    /// Largest width × height: 33,554,432 px (2²⁵, 128 MiB as RGBA8; 8K UHD, 7680×4320, fits).
    public static let maximumPixelCount = 1 << 25
    /// Largest PNG input, file or bytes: 256 MiB. A longer input (a huge file, `/dev/zero`, an
    /// endless pipe) is refused once that many bytes have been read, or at once when its size is known.
    public static let maximumFileSize = 1 << 28
    /// Largest ancillary chunk held in memory, after inflating (8 MiB). Text, ICC profiles and
    /// the other chunks Flipbook ignores are skipped without being inflated.
    public static let maximumChunkSize = 8 << 20
    /// Most ancillary chunks kept; later ones are skipped.
    static let maximumAncillaryChunks = 1_000

    static var shim: pngshim_limits {
        pngshim_limits(max_side: UInt32(maximumSide), max_pixels: UInt64(maximumPixelCount),
                       max_bytes: UInt64(maximumFileSize), max_chunk_bytes: maximumChunkSize,
                       max_ancillary_chunks: UInt32(maximumAncillaryChunks))
    }

    /// Why a `width`×`height` image is refused, naming the limit; nil when it is accepted.
    public static func problem(width: Int, height: Int) -> String? {
        if width > maximumSide || height > maximumSide {
            return "\(width)×\(height) px is over the limit of \(OneLine.grouped(maximumSide)) px a side"
        }
        if width * height > maximumPixelCount {
            return "\(width)×\(height) px (\(OneLine.grouped(width * height)) pixels) is over the limit of "
                + "\(OneLine.grouped(maximumPixelCount)) pixels"
        }
        return nil
    }

    /// Why a `format` input of `size` bytes (of unknown size, going on past the limit, when nil) is refused.
    static func inputProblem(size: Int?, format: String = "PNG") -> String {
        let limit = "the limit of \(OneLine.grouped(maximumFileSize)) bytes (256 MiB) for a \(format)"
        return size.map { "\(OneLine.grouped($0)) bytes is over \(limit)" } ?? "the input goes on past \(limit)"
    }

}
