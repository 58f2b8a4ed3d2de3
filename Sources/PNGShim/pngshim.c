#include "pngshim.h"

#include <png.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

_Static_assert(PNGSHIM_FILTER_NONE == PNG_FILTER_NONE, "filter bits must match libpng");
_Static_assert(PNGSHIM_FILTER_SUB == PNG_FILTER_SUB, "filter bits must match libpng");
_Static_assert(PNGSHIM_FILTER_UP == PNG_FILTER_UP, "filter bits must match libpng");
_Static_assert(PNGSHIM_FILTER_AVG == PNG_FILTER_AVG, "filter bits must match libpng");
_Static_assert(PNGSHIM_FILTER_PAETH == PNG_FILTER_PAETH, "filter bits must match libpng");

// MARK: - Shared error handling

/// Where libpng's error callback leaves its verdict before it longjmps.
typedef struct {
    pngshim_status status;
    char message[PNGSHIM_MESSAGE_SIZE];
} failure;

static void set_failure(failure *f, pngshim_status status, const char *message) {
    f->status = status;
    snprintf(f->message, sizeof f->message, "%s", message);
}

/// libpng error callback: records the first failure and never returns.
static void on_error(png_structp png, png_const_charp message) {
    failure *f = (failure *)png_get_error_ptr(png);
    if (f->status == PNGSHIM_OK) {
        set_failure(f, PNGSHIM_INVALID, message);
    }
    png_longjmp(png, 1);
}

/// libpng warning callback: warnings (bad ancillary chunks, odd profiles) are ignored.
static void on_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

// MARK: - Encoding

static void buffer_write(png_structp png, png_bytep data, size_t length) {
    pngshim_buffer *buffer = (pngshim_buffer *)png_get_io_ptr(png);
    if (length > SIZE_MAX - buffer->size) {
        png_error(png, "PNG output too large");
    }
    size_t needed = buffer->size + length;
    if (needed > buffer->capacity) {
        size_t capacity = buffer->capacity ? buffer->capacity : 65536;
        while (capacity < needed) {
            capacity = capacity > SIZE_MAX / 2 ? needed : capacity * 2;
        }
        uint8_t *grown = realloc(buffer->data, capacity);
        if (grown == NULL) {
            failure *f = (failure *)png_get_error_ptr(png);
            set_failure(f, PNGSHIM_OUT_OF_MEMORY, "out of memory");
            png_error(png, "out of memory");
        }
        buffer->data = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->data + buffer->size, data, length);
    buffer->size = needed;
}

static void buffer_flush(png_structp png) {
    (void)png;
}

void pngshim_buffer_free(pngshim_buffer *buffer) {
    free(buffer->data);
    buffer->data = NULL;
    buffer->size = 0;
    buffer->capacity = 0;
}

/// Runs the libpng write sequence; kept separate so that `setjmp` lives in a function whose
/// locals are not modified after it returns.
static int write_png(png_structp png, png_infop info, const uint8_t *rgba, uint32_t width,
                     uint32_t height, size_t stride, int write_alpha, int level, int filters,
                     pngshim_buffer *out) {
    if (setjmp(png_jmpbuf(png))) {
        return 0;
    }
    png_set_write_fn(png, out, buffer_write, buffer_flush);
    png_set_compression_level(png, level);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
    png_set_IHDR(png, info, width, height, 8,
                 write_alpha ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
    png_write_info(png, info);
    if (!write_alpha) {
        // Rows hold 4 bytes per pixel; libpng drops the trailing alpha byte.
        png_set_filler(png, 0, PNG_FILLER_AFTER);
    }
    for (uint32_t y = 0; y < height; y++) {
        png_write_row(png, rgba + (size_t)y * stride);
    }
    png_write_end(png, NULL);
    return 1;
}

pngshim_status pngshim_encode(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride,
                              int write_alpha, int level, int filters, pngshim_buffer *out,
                              char message[PNGSHIM_MESSAGE_SIZE]) {
    failure f = {PNGSHIM_OK, ""};
    out->data = NULL;
    out->size = 0;
    out->capacity = 0;
    message[0] = '\0';
    if (level < 0 || level > 9) {
        set_failure(&f, PNGSHIM_INVALID, "compression level must be 0...9");
    } else if ((filters & ~PNG_ALL_FILTERS) != 0 || (filters & PNG_ALL_FILTERS) == 0) {
        set_failure(&f, PNGSHIM_INVALID, "filter set must be a non-empty set of PNG filters");
    } else if (width == 0 || height == 0) {
        set_failure(&f, PNGSHIM_INVALID, "PNG images must be at least 1x1 pixels");
    } else if (stride < (size_t)width * 4) {
        set_failure(&f, PNGSHIM_INVALID, "row stride is smaller than the row");
    }
    if (f.status != PNGSHIM_OK) {
        snprintf(message, PNGSHIM_MESSAGE_SIZE, "%s", f.message);
        return f.status;
    }

    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &f, on_error, on_warning);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    if (png == NULL || info == NULL) {
        png_destroy_write_struct(&png, NULL);
        snprintf(message, PNGSHIM_MESSAGE_SIZE, "out of memory");
        return PNGSHIM_OUT_OF_MEMORY;
    }
    int ok = write_png(png, info, rgba, width, height, stride, write_alpha, level, filters, out);
    png_destroy_write_struct(&png, &info);
    if (!ok) {
        pngshim_buffer_free(out);
        if (f.status == PNGSHIM_OK) {
            set_failure(&f, PNGSHIM_INVALID, "libpng failed");
        }
        snprintf(message, PNGSHIM_MESSAGE_SIZE, "%s", f.message);
        return f.status;
    }
    return PNGSHIM_OK;
}

// MARK: - Decoding

struct pngshim_decoder {
    /// Bytes in memory, or NULL when reading from `file`.
    const uint8_t *data;
    size_t size;
    size_t offset;
    FILE *file;
    /// Bytes consumed so far, and the most that may be.
    uint64_t consumed;
    pngshim_limits limits;
    png_structp png;
    png_infop info;
    png_bytep *rows;
    int header_read;
    int system_errno;
    failure failure;
};

/// libpng read callback: copies from memory or reads from the file, never past the byte limit.
static void source_read(png_structp png, png_bytep out, size_t length) {
    pngshim_decoder *decoder = (pngshim_decoder *)png_get_io_ptr(png);
    if (length > decoder->limits.max_bytes - decoder->consumed) {
        set_failure(&decoder->failure, PNGSHIM_INPUT_TOO_LARGE, "input larger than the limit");
        png_error(png, "input larger than the limit");
    }
    if (decoder->file == NULL) {
        if (length > decoder->size - decoder->offset) {
            set_failure(&decoder->failure, PNGSHIM_TRUNCATED, "truncated PNG data");
            png_error(png, "truncated PNG data");
        }
        memcpy(out, decoder->data + decoder->offset, length);
        decoder->offset += length;
    } else {
        size_t got = fread(out, 1, length, decoder->file);
        if (got < length) {
            if (ferror(decoder->file)) {
                decoder->system_errno = errno;
                set_failure(&decoder->failure, PNGSHIM_SYSTEM, strerror(errno));
            } else {
                set_failure(&decoder->failure, PNGSHIM_TRUNCATED, "truncated PNG data");
            }
            png_error(png, decoder->failure.message);
        }
    }
    decoder->consumed += length;
}

static pngshim_decoder *decoder_create(pngshim_limits limits) {
    pngshim_decoder *decoder = calloc(1, sizeof *decoder);
    if (decoder != NULL) {
        decoder->limits = limits;
    }
    return decoder;
}

pngshim_decoder *pngshim_decoder_create(const uint8_t *data, size_t size, pngshim_limits limits) {
    pngshim_decoder *decoder = decoder_create(limits);
    if (decoder != NULL) {
        decoder->data = data;
        decoder->size = size;
    }
    return decoder;
}

pngshim_decoder *pngshim_decoder_create_file(FILE *file, pngshim_limits limits) {
    pngshim_decoder *decoder = decoder_create(limits);
    if (decoder != NULL) {
        decoder->file = file;
    }
    return decoder;
}

static pngshim_status fail(pngshim_decoder *decoder, pngshim_status status, const char *message) {
    set_failure(&decoder->failure, status, message);
    return status;
}

/// Ancillary chunks Flipbook does not use: never read into memory nor inflated.
static const png_byte ignored_chunks[] =
    "bKGD\0cHRM\0eXIf\0gAMA\0hIST\0iCCP\0iTXt\0oFFs\0pCAL\0pHYs\0sBIT\0sCAL\0sPLT\0sRGB\0tEXt\0tIME\0zTXt";

/// Reads the signature and the chunks before the image data; returns 0 after a longjmp.
static int read_info(pngshim_decoder *decoder) {
    png_structp png = decoder->png;
    if (setjmp(png_jmpbuf(png))) {
        return 0;
    }
    png_set_read_fn(png, decoder, source_read);
    png_set_sig_bytes(png, 8);
    png_set_option(png, PNG_SKIP_sRGB_CHECK_PROFILE, PNG_OPTION_ON);
    // Sizes are checked against `limits` after the header, with a message naming them.
    png_set_user_limits(png, PNG_UINT_31_MAX, PNG_UINT_31_MAX);
    png_set_chunk_cache_max(png, decoder->limits.max_ancillary_chunks);
    png_set_chunk_malloc_max(png, decoder->limits.max_chunk_bytes);
    png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, NULL, 0);
    png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, ignored_chunks,
                                (int)(sizeof ignored_chunks / 5));
    png_read_info(png, decoder->info);
    return 1;
}

/// Configures the RGBA8 transformations (allocating row buffers); returns 0 after a longjmp.
static int configure_rgba8(pngshim_decoder *decoder) {
    png_structp png = decoder->png;
    png_infop info = decoder->info;
    if (setjmp(png_jmpbuf(png))) {
        return 0;
    }
    int color_type = png_get_color_type(png, info);
    int bit_depth = png_get_bit_depth(png, info);
    if (color_type == PNG_COLOR_TYPE_PALETTE) {
        png_set_palette_to_rgb(png);
    }
    if (color_type == PNG_COLOR_TYPE_GRAY && bit_depth < 8) {
        png_set_expand_gray_1_2_4_to_8(png);
    }
    if (png_get_valid(png, info, PNG_INFO_tRNS)) {
        png_set_tRNS_to_alpha(png);
    }
    if (bit_depth == 16) {
        png_set_scale_16(png);
    }
    if (color_type == PNG_COLOR_TYPE_GRAY || color_type == PNG_COLOR_TYPE_GRAY_ALPHA) {
        png_set_gray_to_rgb(png);
    }
    if (!(color_type & PNG_COLOR_MASK_ALPHA) && !png_get_valid(png, info, PNG_INFO_tRNS)) {
        png_set_add_alpha(png, 0xff, PNG_FILLER_AFTER);
    }
    png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)png_get_image_width(png, info) * 4) {
        png_error(png, "unsupported pixel layout");
    }
    return 1;
}

/// Reads the 8-byte signature through the source, so a non-PNG input costs 8 bytes.
static pngshim_status read_signature(pngshim_decoder *decoder) {
    png_byte signature[8];
    size_t got;
    if (decoder->file == NULL) {
        got = decoder->size < 8 ? decoder->size : 8;
        memcpy(signature, decoder->data, got);
        decoder->offset = got;
    } else {
        got = fread(signature, 1, 8, decoder->file);
        if (got < 8 && ferror(decoder->file)) {
            decoder->system_errno = errno;
            return fail(decoder, PNGSHIM_SYSTEM, strerror(errno));
        }
    }
    decoder->consumed = got;
    if (got == 0) {
        return fail(decoder, PNGSHIM_EMPTY, "empty file (0 bytes)");
    }
    if (png_sig_cmp(signature, 0, got) != 0) {
        return fail(decoder, PNGSHIM_BAD_SIGNATURE, "not a PNG file (bad signature)");
    }
    return got < 8 ? fail(decoder, PNGSHIM_TRUNCATED, "truncated PNG data") : PNGSHIM_OK;
}

pngshim_status pngshim_decoder_read_header(pngshim_decoder *decoder, uint32_t *width,
                                           uint32_t *height) {
    *width = 0;
    *height = 0;
    if (decoder->png != NULL) {
        return fail(decoder, PNGSHIM_INVALID, "header already read");
    }
    pngshim_status status = read_signature(decoder);
    if (status != PNGSHIM_OK) {
        return status;
    }
    decoder->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &decoder->failure, on_error,
                                          on_warning);
    decoder->info = decoder->png ? png_create_info_struct(decoder->png) : NULL;
    if (decoder->png == NULL || decoder->info == NULL) {
        return fail(decoder, PNGSHIM_OUT_OF_MEMORY, "out of memory");
    }
    if (!read_info(decoder)) {
        return decoder->failure.status;
    }
    *width = png_get_image_width(decoder->png, decoder->info);
    *height = png_get_image_height(decoder->png, decoder->info);
    if (*width > decoder->limits.max_side || *height > decoder->limits.max_side ||
        (uint64_t)*width * *height > decoder->limits.max_pixels) {
        return fail(decoder, PNGSHIM_TOO_LARGE, "image too large");
    }
    if (!configure_rgba8(decoder)) {
        return decoder->failure.status;
    }
    decoder->header_read = 1;
    return PNGSHIM_OK;
}

/// Decodes all rows through `decoder->rows`; returns 0 after a longjmp.
static int read_rows(pngshim_decoder *decoder) {
    if (setjmp(png_jmpbuf(decoder->png))) {
        return 0;
    }
    png_read_image(decoder->png, decoder->rows);
    png_read_end(decoder->png, NULL);
    return 1;
}

pngshim_status pngshim_decoder_read_pixels(pngshim_decoder *decoder, uint8_t *rgba, size_t stride) {
    if (!decoder->header_read) {
        return fail(decoder, PNGSHIM_INVALID, "header not read");
    }
    uint32_t width = png_get_image_width(decoder->png, decoder->info);
    uint32_t height = png_get_image_height(decoder->png, decoder->info);
    if (stride < (size_t)width * 4) {
        return fail(decoder, PNGSHIM_INVALID, "row stride is smaller than the row");
    }
    decoder->rows = malloc((size_t)height * sizeof *decoder->rows);
    if (decoder->rows == NULL) {
        return fail(decoder, PNGSHIM_OUT_OF_MEMORY, "out of memory");
    }
    for (uint32_t y = 0; y < height; y++) {
        decoder->rows[y] = rgba + (size_t)y * stride;
    }
    decoder->header_read = 0;
    return read_rows(decoder) ? PNGSHIM_OK : decoder->failure.status;
}

const char *pngshim_decoder_message(const pngshim_decoder *decoder) {
    return decoder->failure.message;
}

int pngshim_decoder_errno(const pngshim_decoder *decoder) {
    return decoder->system_errno;
}

void pngshim_decoder_destroy(pngshim_decoder *decoder) {
    if (decoder == NULL) {
        return;
    }
    png_destroy_read_struct(&decoder->png, &decoder->info, NULL);
    free(decoder->rows);
    free(decoder);
}
