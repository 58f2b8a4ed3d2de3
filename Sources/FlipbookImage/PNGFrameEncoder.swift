import FastPNG

/// Encodes frames as PNG files in one pass over the pixels: conversion to 8-bit RGB (every pixel
/// opaque) or straight RGBA, row filtering, compression and chunk CRCs. Its buffers are reused
/// from frame to frame, so it is not thread-safe: use one per thread.
///
/// The bytes depend only on the pixels and the compression (not on timing or threads). They are
/// read back by libpng (`PNG.decode`) pixel for pixel.
public final class PNGFrameEncoder {
    /// How frames are compressed.
    public let compression: PNGCompression
    private let encoder: OpaquePointer

    /// Creates an encoder; throws only when out of memory.
    public init(compression: PNGCompression = .fast) throws(ImageError) {
        guard let encoder = fastpng_create() else { throw ImageError(.encode, reason: .outOfMemory) }
        self.compression = compression
        self.encoder = encoder
    }

    deinit { fastpng_destroy(encoder) }

    /// Encodes cairo's `CAIRO_FORMAT_ARGB32` pixels (native-endian premultiplied `0xAARRGGBB`
    /// words, `stride` bytes per row), unpremultiplying with cairo's formula as
    /// `RGBAImage(premultipliedARGB32:width:height:stride:)` does.
    public func encode(premultipliedARGB32 base: UnsafeRawPointer, width: Int, height: Int,
                       stride: Int) throws(ImageError) -> [UInt8] {
        try encode(base.assumingMemoryBound(to: UInt8.self), layout: FASTPNG_PREMULTIPLIED_ARGB32,
                   width: width, height: height, stride: stride)
    }

    /// Encodes a straight-alpha image.
    public func encode(_ image: RGBAImage) throws(ImageError) -> [UInt8] {
        let result = image.pixels.withUnsafeBufferPointer { pixels in
            Result { () throws(ImageError) in
                try encode(pixels.baseAddress, layout: FASTPNG_STRAIGHT_RGBA, width: image.width, height: image.height,
                           stride: image.width * 4)
            }
        }
        return try result.get()
    }

    /// CPU time spent so far in each stage, over every frame this encoder encoded.
    public var timings: PNGEncodingTimings {
        let timings = fastpng_get_timings(encoder)
        return PNGEncodingTimings(filtering: Double(timings.filter_ns) / 1e9,
                                  compressing: Double(timings.compress_ns) / 1e9,
                                  chunking: Double(timings.chunk_ns) / 1e9)
    }

    private func encode(_ pixels: UnsafePointer<UInt8>?, layout: fastpng_layout, width: Int, height: Int,
                        stride: Int) throws(ImageError) -> [UInt8] {
        guard let width32 = UInt32(exactly: width), let height32 = UInt32(exactly: height), stride >= 0 else {
            throw ImageError(.encode, reason: .invalidArgument("cannot store a \(width)×\(height) image as PNG"))
        }
        let status = fastpng_encode(encoder, pixels, layout, width32, height32, stride,
                                    compression == .fast ? FASTPNG_FAST : FASTPNG_SMALL)
        switch status {
        case FASTPNG_OK:
            return Array(UnsafeBufferPointer(start: fastpng_data(encoder), count: fastpng_size(encoder)))
        case FASTPNG_OUT_OF_MEMORY:
            throw ImageError(.encode, reason: .outOfMemory)
        default:
            throw ImageError(.encode, reason: .invalidArgument(String(cString: fastpng_message(encoder))))
        }
    }
}

/// Seconds of CPU time a `PNGFrameEncoder` spent per stage.
public struct PNGEncodingTimings: Sendable, Equatable {
    /// Converting pixels to PNG samples and filtering rows.
    public var filtering: Double
    /// Compressing the filtered rows.
    public var compressing: Double
    /// Writing chunks and their CRC-32s.
    public var chunking: Double
}
