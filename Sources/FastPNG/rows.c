#include "rows.h"

#include <pthread.h>
#include <string.h>

// Hot kernels are compiled twice on x86-64 Linux, for AVX2 and for the baseline, and the loader
// picks one; both run the same integer operations, so the bytes never depend on the CPU.
#if defined(__x86_64__) && defined(__linux__) && defined(__has_attribute)
#if __has_attribute(target_clones)
#define HOT __attribute__((target_clones("avx2", "default")))
#endif
#endif
#ifndef HOT
#define HOT
#endif

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define LITTLE_ENDIAN_WORDS 1
#endif

typedef uint8_t bytes16 __attribute__((ext_vector_type(16)));
typedef uint8_t bytes32 __attribute__((ext_vector_type(32)));
typedef uint16_t shorts32 __attribute__((ext_vector_type(32)));

static inline uint32_t load_word(const uint8_t *p) {
    uint32_t word;
    memcpy(&word, p, 4);
    return word;
}

// MARK: - Unpremultiplying

/// straight[a][c] = min(255, (c × 255 + a / 2) / a) for a in 1...254: cairo's formula.
static uint8_t straight[256][256];
static pthread_once_t straight_once = PTHREAD_ONCE_INIT;

static void build_straight(void) {
    for (unsigned a = 1; a < 255; a++) {
        for (unsigned c = 0; c < 256; c++) {
            unsigned value = (c * 255 + a / 2) / a;
            straight[a][c] = (uint8_t)(value > 255 ? 255 : value);
        }
    }
}

/// One premultiplied word as straight R, G, B, A bytes at `target`.
static inline void unpremultiply(uint32_t word, uint8_t *target) {
    uint32_t a = word >> 24;
    uint8_t r = (uint8_t)(word >> 16), g = (uint8_t)(word >> 8), b = (uint8_t)word;
    if (a == 0) {
        r = g = b = 0;
    } else if (a != 255) {
        r = straight[a][r];
        g = straight[a][g];
        b = straight[a][b];
    }
    target[0] = r;
    target[1] = g;
    target[2] = b;
    target[3] = (uint8_t)a;
}

// MARK: - Conversion

/// 16 pixels of four bytes (B, G, R, A when `swapped`, else R, G, B, A) to 48 bytes of R, G, B;
/// returns the AND of the 64 source bytes (alpha is in lanes 3, 7, 11 and 15).
static inline __attribute__((always_inline)) bytes16 pack16(const uint8_t *source, uint8_t *target, int swapped) {
    bytes16 a, b, c, d, first, second, third;
    memcpy(&a, source, 16);
    memcpy(&b, source + 16, 16);
    memcpy(&c, source + 32, 16);
    memcpy(&d, source + 48, 16);
    if (swapped) {
        first = __builtin_shufflevector(a, b, 2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, 18, 17, 16, 22);
        second = __builtin_shufflevector(b, c, 5, 4, 10, 9, 8, 14, 13, 12, 18, 17, 16, 22, 21, 20, 26, 25);
        third = __builtin_shufflevector(c, d, 8, 14, 13, 12, 18, 17, 16, 22, 21, 20, 26, 25, 24, 30, 29, 28);
    } else {
        first = __builtin_shufflevector(a, b, 0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, 16, 17, 18, 20);
        second = __builtin_shufflevector(b, c, 5, 6, 8, 9, 10, 12, 13, 14, 16, 17, 18, 20, 21, 22, 24, 25);
        third = __builtin_shufflevector(c, d, 10, 12, 13, 14, 16, 17, 18, 20, 21, 22, 24, 25, 26, 28, 29, 30);
    }
    memcpy(target, &first, 16);
    memcpy(target + 16, &second, 16);
    memcpy(target + 32, &third, 16);
    return a & b & c & d;
}

HOT uint32_t rows_argb32_to_rgb(const uint8_t *source, uint8_t *target, uint32_t width) {
    uint32_t alpha = 255;
    uint32_t x = 0;
#ifdef LITTLE_ENDIAN_WORDS
    bytes16 all = (bytes16)(0xFF);
    for (; x + 16 <= width; x += 16) all &= pack16(source + 4 * x, target + 3 * x, 1);
    alpha = all[3] & all[7] & all[11] & all[15];
#endif
    for (; x < width; x++) {
        uint32_t word = load_word(source + 4 * x);
        alpha &= word >> 24;
        target[3 * x] = (uint8_t)(word >> 16);
        target[3 * x + 1] = (uint8_t)(word >> 8);
        target[3 * x + 2] = (uint8_t)word;
    }
    return alpha;
}

HOT uint32_t rows_rgba_to_rgb(const uint8_t *source, uint8_t *target, uint32_t width) {
    uint32_t x = 0;
    bytes16 all = (bytes16)(0xFF);
    for (; x + 16 <= width; x += 16) all &= pack16(source + 4 * x, target + 3 * x, 0);
    uint32_t alpha = all[3] & all[7] & all[11] & all[15];
    for (; x < width; x++) {
        alpha &= source[4 * x + 3];
        memcpy(target + 3 * x, source + 4 * x, 3);
    }
    return alpha;
}

HOT void rows_argb32_to_rgba(const uint8_t *source, uint8_t *target, uint32_t width) {
    pthread_once(&straight_once, build_straight);
    uint32_t x = 0;
#ifdef LITTLE_ENDIAN_WORDS
    // Four opaque pixels at a time are a byte shuffle; others go through the table.
    const bytes16 opaque = {0, 0, 0, 0xFF, 0, 0, 0, 0xFF, 0, 0, 0, 0xFF, 0, 0, 0, 0xFF};
    for (; x + 4 <= width; x += 4) {
        bytes16 pixels;
        memcpy(&pixels, source + 4 * x, 16);
        bytes16 alphas = pixels & opaque;
        if (__builtin_reduce_and((uint32_t __attribute__((ext_vector_type(4))))(alphas == opaque)) == 0xFFFFFFFFu) {
            bytes16 rgba = __builtin_shufflevector(pixels, pixels, 2, 1, 0, 3, 6, 5, 4, 7, 10, 9, 8, 11, 14, 13, 12, 15);
            memcpy(target + 4 * x, &rgba, 16);
        } else {
            for (uint32_t i = x; i < x + 4; i++) unpremultiply(load_word(source + 4 * i), target + 4 * i);
        }
    }
#endif
    for (; x < width; x++) unpremultiply(load_word(source + 4 * x), target + 4 * x);
}

// MARK: - Filters

/// Adds, lane by lane, 1 where `a` and `b` differ to the 8-bit `counts` (at most 255 times
/// between two FLUSH_COUNTS). Macros: 32-byte vectors cannot be passed to baseline functions.
#define COUNT_DIFFERENCES(counts, a, b) ((counts) - (bytes32)((a) != (b)))
#define FLUSH_COUNTS(counts) ((size_t)__builtin_reduce_add(__builtin_convertvector((counts), shorts32)))

HOT void rows_up_with_changes(const uint8_t *row, const uint8_t *previous, uint8_t *up, size_t count,
                              size_t bpp, size_t *row_changes, size_t *up_changes) {
    size_t i = 0;
    for (; i < bpp && i < count; i++) up[i] = (uint8_t)(row[i] - previous[i]);
    size_t rowTotal = 0, upTotal = 0;
    bytes32 rowCounts = 0, upCounts = 0;
    unsigned pending = 0;
    for (; i + 32 <= count; i += 32) {
        bytes32 here, left, above, aboveLeft;
        memcpy(&here, row + i, 32);
        memcpy(&left, row + i - bpp, 32);
        memcpy(&above, previous + i, 32);
        memcpy(&aboveLeft, previous + i - bpp, 32);
        bytes32 filtered = here - above;
        memcpy(up + i, &filtered, 32);
        rowCounts = COUNT_DIFFERENCES(rowCounts, here, left);
        upCounts = COUNT_DIFFERENCES(upCounts, filtered, left - aboveLeft);
        if (++pending == 255) {
            rowTotal += FLUSH_COUNTS(rowCounts);
            upTotal += FLUSH_COUNTS(upCounts);
            rowCounts = upCounts = 0;
            pending = 0;
        }
    }
    rowTotal += FLUSH_COUNTS(rowCounts);
    upTotal += FLUSH_COUNTS(upCounts);
    for (; i < count; i++) {
        up[i] = (uint8_t)(row[i] - previous[i]);
        rowTotal += row[i] != row[i - bpp];
        upTotal += up[i] != up[i - bpp];
    }
    *row_changes = rowTotal;
    *up_changes = upTotal;
}

void rows_sub(const uint8_t *row, uint8_t *sub, size_t count, size_t bpp) {
    for (size_t i = 0; i < count; i++) sub[i] = (uint8_t)(row[i] - (i >= bpp ? row[i - bpp] : 0));
}

uint64_t rows_absolute_sum(const uint8_t *filtered, size_t count) {
    uint64_t sum = 0;
    for (size_t i = 0; i < count; i++) {
        int value = (int8_t)filtered[i];
        sum += (uint64_t)(value < 0 ? -value : value);
    }
    return sum;
}
