#include "fastpng.h"

#include "rows.h"

#include <isa-l/crc.h>
#include <isa-l/igzip_lib.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <zlib.h>

/// Filtered rows are handed to igzip in strips of about this many bytes.
#define STRIP_BYTES ((size_t)256 * 1024)
/// Largest IDAT chunk written.
#define MAX_IDAT ((size_t)1 << 20)
/// Returned by a pass that met a pixel that is not opaque while writing RGB.
#define NOT_OPAQUE (-1)

/// A growable byte buffer.
typedef struct {
    uint8_t *bytes;
    size_t count;
    size_t capacity;
} buffer;

struct fastpng_encoder {
    /// The PNG file of the last encode.
    buffer png;
    /// The zlib stream of the IDAT chunks.
    buffer stream;
    /// Filtered rows waiting for the compressor (a strip, or the whole image in FASTPNG_SMALL).
    buffer filtered;
    /// FASTPNG_SMALL: the converted image and the second filtering of it.
    buffer samples;
    buffer alternative;
    buffer alternative_stream;
    /// The current row, the previous one (zeros above the first) and a scratch row.
    uint8_t *rows;
    size_t row_capacity;
    uint8_t *level_buffer;
    struct isal_zstream igzip;
    fastpng_timings timings;
    char message[FASTPNG_MESSAGE_SIZE];
};

static uint64_t cpu_ns(void) {
    struct timespec now;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return (uint64_t)now.tv_sec * 1000000000u + (uint64_t)now.tv_nsec;
}

static fastpng_status fail(fastpng_encoder *encoder, fastpng_status status, const char *format, ...) {
    va_list arguments;
    va_start(arguments, format);
    vsnprintf(encoder->message, sizeof encoder->message, format, arguments);
    va_end(arguments);
    return status;
}

/// Makes room for `extra` more bytes; 0 if out of memory.
static int reserve(buffer *b, size_t extra) {
    if (extra <= b->capacity - b->count) return 1;
    if (extra > SIZE_MAX - b->count) return 0;
    size_t needed = b->count + extra;
    size_t capacity = b->capacity ? b->capacity : 65536;
    while (capacity < needed) capacity = capacity > SIZE_MAX / 2 ? needed : capacity * 2;
    uint8_t *grown = realloc(b->bytes, capacity);
    if (grown == NULL) return 0;
    b->bytes = grown;
    b->capacity = capacity;
    return 1;
}

fastpng_encoder *fastpng_create(void) {
    fastpng_encoder *encoder = calloc(1, sizeof *encoder);
    if (encoder == NULL) return NULL;
    encoder->level_buffer = malloc(ISAL_DEF_LVL1_DEFAULT);
    if (encoder->level_buffer == NULL) {
        free(encoder);
        return NULL;
    }
    return encoder;
}

void fastpng_destroy(fastpng_encoder *encoder) {
    if (encoder == NULL) return;
    buffer *buffers[] = {&encoder->png, &encoder->stream, &encoder->filtered, &encoder->samples,
                         &encoder->alternative, &encoder->alternative_stream};
    for (size_t i = 0; i < sizeof buffers / sizeof *buffers; i++) free(buffers[i]->bytes);
    free(encoder->rows);
    free(encoder->level_buffer);
    free(encoder);
}

const uint8_t *fastpng_data(const fastpng_encoder *encoder) { return encoder->png.bytes; }

size_t fastpng_size(const fastpng_encoder *encoder) { return encoder->png.count; }

const char *fastpng_message(const fastpng_encoder *encoder) { return encoder->message; }

fastpng_timings fastpng_get_timings(const fastpng_encoder *encoder) { return encoder->timings; }

// MARK: - Rows

/// The parts of one encode that every row needs.
typedef struct {
    const uint8_t *pixels;
    fastpng_layout layout;
    uint32_t width;
    uint32_t height;
    size_t stride;
    /// Bytes per pixel written: 3 (RGB) or 4 (RGBA).
    size_t channels;
    /// Bytes per row written, without the filter byte.
    size_t row_bytes;
} image;

/// Converts row `y` to PNG samples at `target`; 0 when writing RGB and a pixel is not opaque.
static int convert_row(const image *im, uint32_t y, uint8_t *target) {
    const uint8_t *source = im->pixels + (size_t)y * im->stride;
    if (im->channels == 4) {
        if (im->layout == FASTPNG_PREMULTIPLIED_ARGB32) {
            rows_argb32_to_rgba(source, target, im->width);
        } else {
            memcpy(target, source, im->row_bytes);
        }
        return 1;
    }
    uint32_t alpha = im->layout == FASTPNG_PREMULTIPLIED_ARGB32 ? rows_argb32_to_rgb(source, target, im->width)
                                                                : rows_rgba_to_rgb(source, target, im->width);
    return alpha == 255;
}

/// Writes filter byte and filtered `row` at `target`: unfiltered, or Up when that has fewer
/// changes between neighbouring pixels. `scratch` holds a row.
static void filter_by_changes(const image *im, const uint8_t *row, const uint8_t *previous, uint8_t *scratch,
                              uint8_t *target) {
    size_t rowChanges, upChanges;
    rows_up_with_changes(row, previous, target + 1, im->row_bytes, im->channels, &rowChanges, &upChanges);
    (void)scratch;
    if (upChanges < rowChanges) {
        target[0] = 2;
    } else {
        target[0] = 0;
        memcpy(target + 1, row, im->row_bytes);
    }
}

/// Writes filter byte and filtered `row` at `target`: None, Sub or Up, whichever has the least
/// sum of absolute values (ties to the earlier). `scratch` holds a row.
static void filter_by_sum(const image *im, const uint8_t *row, const uint8_t *previous, uint8_t *scratch,
                          uint8_t *target) {
    size_t unusedRow, unusedUp;
    target[0] = 0;
    memcpy(target + 1, row, im->row_bytes);
    uint64_t best = rows_absolute_sum(row, im->row_bytes);
    rows_sub(row, scratch, im->row_bytes, im->channels);
    uint64_t sub = rows_absolute_sum(scratch, im->row_bytes);
    if (sub < best) {
        best = sub;
        target[0] = 1;
        memcpy(target + 1, scratch, im->row_bytes);
    }
    rows_up_with_changes(row, previous, scratch, im->row_bytes, im->channels, &unusedRow, &unusedUp);
    if (rows_absolute_sum(scratch, im->row_bytes) < best) {
        target[0] = 2;
        memcpy(target + 1, scratch, im->row_bytes);
    }
}

/// Makes room for three rows at `encoder->rows`: the current row, the previous one (zeroed,
/// as above the first row) and scratch, `row_capacity` bytes apart; 0 if out of memory.
static int prepare_rows(fastpng_encoder *encoder, size_t row_bytes) {
    if (encoder->row_capacity < row_bytes) {
        free(encoder->rows);
        encoder->rows = malloc(3 * row_bytes);
        encoder->row_capacity = encoder->rows ? row_bytes : 0;
        if (encoder->rows == NULL) return 0;
    }
    memset(encoder->rows + encoder->row_capacity, 0, row_bytes);
    return 1;
}

// MARK: - FASTPNG_FAST: igzip

/// Compresses `filtered` into `encoder->stream`; `last` ends the stream.
static fastpng_status igzip_strip(fastpng_encoder *encoder, int last) {
    struct isal_zstream *z = &encoder->igzip;
    buffer *out = &encoder->stream;
    z->next_in = encoder->filtered.bytes;
    z->avail_in = (uint32_t)encoder->filtered.count;
    z->end_of_stream = (uint16_t)last;
    do {
        if (!reserve(out, 65536)) return fail(encoder, FASTPNG_OUT_OF_MEMORY, "out of memory");
        size_t room = out->capacity - out->count;
        if (room > UINT32_MAX) room = UINT32_MAX;
        z->next_out = out->bytes + out->count;
        z->avail_out = (uint32_t)room;
        int status = isal_deflate(z);
        out->count += room - z->avail_out;
        if (status != COMP_OK) return fail(encoder, FASTPNG_COMPRESSOR, "igzip failed (status %d)", status);
    } while (z->avail_in > 0 || (last && z->internal_state.state != ZSTATE_END));
    encoder->filtered.count = 0;
    return FASTPNG_OK;
}

/// Converts, filters and compresses every row, strip by strip.
static int fast_pass(fastpng_encoder *encoder, const image *im) {
    size_t line = im->row_bytes + 1;
    size_t rows_per_strip = STRIP_BYTES / line ? STRIP_BYTES / line : 1;
    if (!prepare_rows(encoder, im->row_bytes) || !reserve(&encoder->filtered, rows_per_strip * line)) {
        return fail(encoder, FASTPNG_OUT_OF_MEMORY, "out of memory");
    }
    struct isal_zstream *z = &encoder->igzip;
    isal_deflate_init(z);
    z->level = 1;
    z->level_buf = encoder->level_buffer;
    z->level_buf_size = ISAL_DEF_LVL1_DEFAULT;
    z->gzip_flag = IGZIP_ZLIB;
    z->flush = NO_FLUSH;
    encoder->filtered.count = 0;
    encoder->stream.count = 0;

    uint8_t *row = encoder->rows, *previous = encoder->rows + encoder->row_capacity;
    uint8_t *scratch = encoder->rows + 2 * encoder->row_capacity;
    uint64_t started = cpu_ns();
    for (uint32_t y = 0; y < im->height; y++) {
        if (!convert_row(im, y, row)) return NOT_OPAQUE;
        filter_by_changes(im, row, previous, scratch, encoder->filtered.bytes + encoder->filtered.count);
        encoder->filtered.count += line;
        uint8_t *swap = row;
        row = previous;
        previous = swap;
        int last = y + 1 == im->height;
        if (last || encoder->filtered.count + line > rows_per_strip * line) {
            uint64_t filtered = cpu_ns();
            encoder->timings.filter_ns += filtered - started;
            fastpng_status status = igzip_strip(encoder, last);
            if (status != FASTPNG_OK) return status;
            started = cpu_ns();
            encoder->timings.compress_ns += started - filtered;
        }
    }
    return FASTPNG_OK;
}

// MARK: - FASTPNG_SMALL: zlib level 9, two filterings

typedef void (*row_filter)(const image *, const uint8_t *, const uint8_t *, uint8_t *, uint8_t *);

/// Filters every row of `encoder->samples` with `filter` into `target`.
static void filter_image(fastpng_encoder *encoder, const image *im, row_filter filter, buffer *target) {
    const uint8_t *zeros = encoder->rows + encoder->row_capacity;
    uint8_t *scratch = encoder->rows + 2 * encoder->row_capacity;
    for (uint32_t y = 0; y < im->height; y++) {
        const uint8_t *row = encoder->samples.bytes + (size_t)y * im->row_bytes;
        filter(im, row, y ? row - im->row_bytes : zeros, scratch, target->bytes + (size_t)y * (im->row_bytes + 1));
    }
    target->count = (size_t)im->height * (im->row_bytes + 1);
}

/// Compresses `source` as one zlib stream at level 9 into `target`.
static fastpng_status zlib_image(fastpng_encoder *encoder, const buffer *source, buffer *target) {
    z_stream z;
    memset(&z, 0, sizeof z);
    if (deflateInit2(&z, 9, Z_DEFLATED, 15, 9, Z_DEFAULT_STRATEGY) != Z_OK) {
        return fail(encoder, FASTPNG_OUT_OF_MEMORY, "out of memory");
    }
    target->count = 0;
    z.next_in = source->bytes;
    size_t remaining = source->count;
    int status;
    do {
        if (!reserve(target, 1 << 20)) {
            deflateEnd(&z);
            return fail(encoder, FASTPNG_OUT_OF_MEMORY, "out of memory");
        }
        uInt chunk = remaining > UINT32_MAX ? UINT32_MAX : (uInt)remaining;
        z.avail_in = chunk;
        size_t room = target->capacity - target->count;
        z.next_out = target->bytes + target->count;
        z.avail_out = room > UINT32_MAX ? UINT32_MAX : (uInt)room;
        uInt before = z.avail_out;
        status = deflate(&z, remaining == chunk ? Z_FINISH : Z_NO_FLUSH);
        target->count += before - z.avail_out;
        remaining -= chunk - z.avail_in;
    } while (status == Z_OK || status == Z_BUF_ERROR);
    deflateEnd(&z);
    if (status != Z_STREAM_END) return fail(encoder, FASTPNG_COMPRESSOR, "zlib failed (status %d)", status);
    return FASTPNG_OK;
}

static int small_pass(fastpng_encoder *encoder, const image *im) {
    size_t samples = (size_t)im->height * im->row_bytes;
    size_t filtered = (size_t)im->height * (im->row_bytes + 1);
    encoder->samples.count = encoder->filtered.count = encoder->alternative.count = 0;
    if (!prepare_rows(encoder, im->row_bytes) || !reserve(&encoder->samples, samples) ||
        !reserve(&encoder->filtered, filtered) || !reserve(&encoder->alternative, filtered)) {
        return fail(encoder, FASTPNG_OUT_OF_MEMORY, "out of memory");
    }
    uint64_t started = cpu_ns();
    for (uint32_t y = 0; y < im->height; y++) {
        if (!convert_row(im, y, encoder->samples.bytes + (size_t)y * im->row_bytes)) return NOT_OPAQUE;
    }
    filter_image(encoder, im, filter_by_changes, &encoder->filtered);
    filter_image(encoder, im, filter_by_sum, &encoder->alternative);
    uint64_t compressing = cpu_ns();
    encoder->timings.filter_ns += compressing - started;
    fastpng_status status = zlib_image(encoder, &encoder->filtered, &encoder->stream);
    if (status == FASTPNG_OK) status = zlib_image(encoder, &encoder->alternative, &encoder->alternative_stream);
    encoder->timings.compress_ns += cpu_ns() - compressing;
    if (status != FASTPNG_OK) return status;
    if (encoder->alternative_stream.count < encoder->stream.count) {
        buffer swap = encoder->stream;
        encoder->stream = encoder->alternative_stream;
        encoder->alternative_stream = swap;
    }
    return FASTPNG_OK;
}

// MARK: - Chunks

static void put32(uint8_t *target, uint32_t value) {
    target[0] = (uint8_t)(value >> 24);
    target[1] = (uint8_t)(value >> 16);
    target[2] = (uint8_t)(value >> 8);
    target[3] = (uint8_t)value;
}

/// Appends a chunk (length, type, data, CRC-32 of type and data); room must be reserved.
static void put_chunk(buffer *png, const char type[4], const uint8_t *data, size_t count) {
    uint8_t *start = png->bytes + png->count;
    put32(start, (uint32_t)count);
    memcpy(start + 4, type, 4);
    if (count) memcpy(start + 8, data, count);
    put32(start + 8 + count, crc32_gzip_refl(0, start + 4, count + 4));
    png->count += count + 12;
}

/// Signature, IHDR, the stream in IDAT chunks, IEND.
static fastpng_status write_chunks(fastpng_encoder *encoder, const image *im) {
    uint64_t started = cpu_ns();
    buffer *png = &encoder->png;
    const buffer *stream = &encoder->stream;
    size_t chunks = stream->count / MAX_IDAT + 1;
    png->count = 0;
    if (!reserve(png, 8 + 25 + stream->count + 12 * chunks + 12)) {
        return fail(encoder, FASTPNG_OUT_OF_MEMORY, "out of memory");
    }
    static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
    memcpy(png->bytes, signature, 8);
    png->count = 8;
    uint8_t header[13];
    put32(header, im->width);
    put32(header + 4, im->height);
    header[8] = 8;                             // bit depth
    header[9] = im->channels == 4 ? 6 : 2;     // colour type: RGBA or RGB
    header[10] = header[11] = header[12] = 0;  // deflate, adaptive filtering, no interlace
    put_chunk(png, "IHDR", header, sizeof header);
    for (size_t offset = 0; offset < stream->count; offset += MAX_IDAT) {
        size_t count = stream->count - offset < MAX_IDAT ? stream->count - offset : MAX_IDAT;
        put_chunk(png, "IDAT", stream->bytes + offset, count);
    }
    put_chunk(png, "IEND", NULL, 0);
    encoder->timings.chunk_ns += cpu_ns() - started;
    return FASTPNG_OK;
}

// MARK: - Encoding

fastpng_status fastpng_encode(fastpng_encoder *encoder, const uint8_t *pixels, fastpng_layout layout,
                              uint32_t width, uint32_t height, size_t stride,
                              fastpng_compression compression) {
    encoder->message[0] = '\0';
    encoder->png.count = 0;
    if (width == 0 || height == 0 || width > 0x7FFFFFFF || height > 0x7FFFFFFF) {
        return fail(encoder, FASTPNG_INVALID, "a PNG must be 1 to 2147483647 pixels wide and high, not %ux%u",
                    width, height);
    }
    if (pixels == NULL || stride / 4 < width) return fail(encoder, FASTPNG_INVALID, "row stride is smaller than a row");
    if (layout != FASTPNG_PREMULTIPLIED_ARGB32 && layout != FASTPNG_STRAIGHT_RGBA) {
        return fail(encoder, FASTPNG_INVALID, "unknown pixel layout %d", (int)layout);
    }
    if (compression != FASTPNG_FAST && compression != FASTPNG_SMALL) {
        return fail(encoder, FASTPNG_INVALID, "unknown compression %d", (int)compression);
    }
    if ((uint64_t)width * 4 + 1 > UINT32_MAX || (size_t)height > SIZE_MAX / 2 / ((size_t)width * 4 + 1)) {
        return fail(encoder, FASTPNG_INVALID, "a %ux%u image is too large", width, height);
    }
    image im = {pixels, layout, width, height, stride, 3, (size_t)width * 3};
    int status = compression == FASTPNG_FAST ? fast_pass(encoder, &im) : small_pass(encoder, &im);
    if (status == NOT_OPAQUE) {
        im.channels = 4;
        im.row_bytes = (size_t)width * 4;
        status = compression == FASTPNG_FAST ? fast_pass(encoder, &im) : small_pass(encoder, &im);
    }
    if (status != FASTPNG_OK) return (fastpng_status)status;
    return write_chunks(encoder, &im);
}
