// FastPNG: Flipbook's PNG frame encoder. Rows are converted (premultiplied ARGB32 or straight
// RGBA → 8-bit RGB when every pixel is opaque, else straight RGBA), filtered and handed to the
// compressor in one pass; the zlib stream goes into IDAT chunks whose CRC-32 is computed with
// ISA-L. Output depends only on the pixels and the compression, never on timing or threads.
#ifndef FASTPNG_H
#define FASTPNG_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Status codes returned by fastpng_encode.
typedef enum {
    FASTPNG_OK = 0,
    /// An argument is out of range; the message says which.
    FASTPNG_INVALID = 1,
    /// Memory allocation failed.
    FASTPNG_OUT_OF_MEMORY = 2,
    /// The compressor reported an error; the message says which.
    FASTPNG_COMPRESSOR = 3
} fastpng_status;

/// How the scanlines are compressed.
typedef enum {
    /// ISA-L igzip level 1; each row unfiltered or Up-filtered, whichever has fewer byte
    /// changes from one pixel to the next (runs are what the compressor finds).
    FASTPNG_FAST = 0,
    /// zlib level 9, twice: rows filtered as in FASTPNG_FAST, and rows filtered None, Sub or
    /// Up by least sum of absolute values (libpng's heuristic); the smaller stream is kept.
    FASTPNG_SMALL = 1
} fastpng_compression;

/// The layout of the input pixels.
typedef enum {
    /// cairo's CAIRO_FORMAT_ARGB32: one native-endian premultiplied 0xAARRGGBB word per pixel.
    FASTPNG_PREMULTIPLIED_ARGB32 = 0,
    /// Straight (non-premultiplied) R, G, B, A bytes.
    FASTPNG_STRAIGHT_RGBA = 1
} fastpng_layout;

/// Thread CPU time spent in each stage, in nanoseconds, summed over every encode.
typedef struct {
    /// Converting pixels to PNG samples and filtering the rows.
    uint64_t filter_ns;
    /// Compressing the filtered rows.
    uint64_t compress_ns;
    /// Writing chunks: copying the stream and computing CRC-32s.
    uint64_t chunk_ns;
} fastpng_timings;

/// Size of the message buffer.
#define FASTPNG_MESSAGE_SIZE 160

/// An encoder and the buffers it reuses from frame to frame. Use one per thread.
typedef struct fastpng_encoder fastpng_encoder;

/// Creates an encoder; NULL if out of memory.
fastpng_encoder *fastpng_create(void);

/// Releases the encoder and its buffers.
void fastpng_destroy(fastpng_encoder *encoder);

/// Encodes `width` × `height` pixels (rows `stride` bytes apart) as a PNG: 8-bit RGB when every
/// pixel is opaque, else 8-bit RGBA with straight alpha (premultiplied input is converted with
/// cairo's formula, c × 255 + a / 2 divided by a, capped at 255; alpha 0 gives 0, 0, 0, 0).
/// On success fastpng_data/fastpng_size hold the file's bytes until the next call.
fastpng_status fastpng_encode(fastpng_encoder *encoder, const uint8_t *pixels, fastpng_layout layout,
                              uint32_t width, uint32_t height, size_t stride,
                              fastpng_compression compression);

/// The bytes of the last successful encode.
const uint8_t *fastpng_data(const fastpng_encoder *encoder);

/// The number of bytes of the last successful encode.
size_t fastpng_size(const fastpng_encoder *encoder);

/// Why the last encode failed (empty after a success).
const char *fastpng_message(const fastpng_encoder *encoder);

/// The stage times summed since the encoder was created.
fastpng_timings fastpng_get_timings(const fastpng_encoder *encoder);

#ifdef __cplusplus
}
#endif

#endif
