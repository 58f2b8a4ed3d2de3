// PNGShim: libpng encode/decode with libpng's setjmp/longjmp error handling kept in C.
// Every function reports failure through a status code plus a message; none aborts or leaks.
#ifndef PNGSHIM_H
#define PNGSHIM_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Status codes returned by every PNGShim function.
typedef enum {
    PNGSHIM_OK = 0,
    /// The data does not start with the 8-byte PNG signature.
    PNGSHIM_BAD_SIGNATURE = 1,
    /// The data ended before the PNG stream was complete.
    PNGSHIM_TRUNCATED = 2,
    /// libpng rejected the data or the arguments; the message says why.
    PNGSHIM_INVALID = 3,
    /// Memory allocation failed.
    PNGSHIM_OUT_OF_MEMORY = 4,
    /// The image is wider, taller or has more pixels than the decoder's limits.
    PNGSHIM_TOO_LARGE = 5,
    /// The input holds more bytes than the decoder's limit.
    PNGSHIM_INPUT_TOO_LARGE = 6,
    /// The input has no bytes.
    PNGSHIM_EMPTY = 7,
    /// Reading the file failed; pngshim_decoder_errno says why.
    PNGSHIM_SYSTEM = 8
} pngshim_status;

/// What the decoder refuses, checked before anything proportional to the image is allocated.
typedef struct {
    /// Largest width or height, in pixels.
    uint32_t max_side;
    /// Largest width × height.
    uint64_t max_pixels;
    /// Most input bytes read (a file, or the bytes in memory).
    uint64_t max_bytes;
    /// Largest ancillary chunk held in memory (after inflating, for compressed ones).
    size_t max_chunk_bytes;
    /// Most ancillary chunks kept (the rest are skipped).
    uint32_t max_ancillary_chunks;
} pngshim_limits;

/// Row filter bits, identical to libpng's PNG_FILTER_* values.
enum {
    PNGSHIM_FILTER_NONE = 0x08,
    PNGSHIM_FILTER_SUB = 0x10,
    PNGSHIM_FILTER_UP = 0x20,
    PNGSHIM_FILTER_AVG = 0x40,
    PNGSHIM_FILTER_PAETH = 0x80
};

/// Size of the message buffers passed to PNGShim functions.
#define PNGSHIM_MESSAGE_SIZE 256

/// A heap buffer owned by the caller after a successful encode; release with pngshim_buffer_free.
typedef struct {
    uint8_t *data;
    size_t size;
    size_t capacity;
} pngshim_buffer;

/// Encodes 8-bit straight RGBA rows (4 bytes per pixel, `stride` bytes per row) as a PNG.
/// `write_alpha` = 0 writes colour type RGB (the alpha byte is dropped), otherwise RGBA.
/// `level` is the zlib level 0...9, `filters` a non-empty set of PNGSHIM_FILTER_* bits.
/// On success `out` holds the PNG bytes; on failure it is empty and `message` says why.
pngshim_status pngshim_encode(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride,
                              int write_alpha, int level, int filters, pngshim_buffer *out,
                              char message[PNGSHIM_MESSAGE_SIZE]);

/// Releases the memory of a buffer filled by pngshim_encode and empties it.
void pngshim_buffer_free(pngshim_buffer *buffer);

/// An in-progress decode of a PNG held in memory or read from a file (either must outlive the
/// decoder). Input is read as decoding needs it: a file that is not a PNG costs 8 bytes.
typedef struct pngshim_decoder pngshim_decoder;

/// Creates a decoder over `size` bytes at `data`; NULL if out of memory.
pngshim_decoder *pngshim_decoder_create(const uint8_t *data, size_t size, pngshim_limits limits);

/// Creates a decoder reading `file` from its current position; NULL if out of memory.
pngshim_decoder *pngshim_decoder_create_file(FILE *file, pngshim_limits limits);

/// Reads the signature and the chunks before the image data and reports the image size (also
/// when it returns PNGSHIM_TOO_LARGE, so the caller can name it).
pngshim_status pngshim_decoder_read_header(pngshim_decoder *decoder, uint32_t *width,
                                           uint32_t *height);

/// Decodes every pixel as straight RGBA8 into `rgba` (`stride` bytes per row) after a
/// successful pngshim_decoder_read_header, whatever the colour type, bit depth, interlacing or
/// tRNS. Gamma, sRGB and ICC information is ignored; 16-bit samples become round(v * 255 / 65535).
pngshim_status pngshim_decoder_read_pixels(pngshim_decoder *decoder, uint8_t *rgba, size_t stride);

/// The message of the last failure (empty if none); valid until the decoder is destroyed.
const char *pngshim_decoder_message(const pngshim_decoder *decoder);

/// The `errno` of a PNGSHIM_SYSTEM failure.
int pngshim_decoder_errno(const pngshim_decoder *decoder);

/// Releases the decoder and everything libpng allocated for it.
void pngshim_decoder_destroy(pngshim_decoder *decoder);

#ifdef __cplusplus
}
#endif

#endif
