// Per-row kernels of the encoder: pixel conversion and PNG filters. Each works on one row and
// gives the same bytes on every CPU (AVX2 and plain builds of the same integer code).
#ifndef FASTPNG_ROWS_H
#define FASTPNG_ROWS_H

#include <stddef.h>
#include <stdint.h>

/// Premultiplied ARGB32 words → R, G, B bytes; returns the AND of every pixel's alpha
/// (255 exactly when the row is opaque; then the bytes are right).
uint32_t rows_argb32_to_rgb(const uint8_t *source, uint8_t *target, uint32_t width);

/// Premultiplied ARGB32 words → straight R, G, B, A bytes (cairo's unpremultiply formula).
void rows_argb32_to_rgba(const uint8_t *source, uint8_t *target, uint32_t width);

/// Straight RGBA bytes → R, G, B bytes; returns the AND of every alpha, as above.
uint32_t rows_rgba_to_rgb(const uint8_t *source, uint8_t *target, uint32_t width);

/// Writes the Up filter of `row` (`previous` is the row above, zeros for the first row) to
/// `up` and counts, for the row itself and for its Up filter, the bytes that differ from the
/// byte one pixel (`bpp` bytes) to their left.
void rows_up_with_changes(const uint8_t *row, const uint8_t *previous, uint8_t *up, size_t count,
                          size_t bpp, size_t *row_changes, size_t *up_changes);

/// Writes the Sub filter of `row` to `sub`.
void rows_sub(const uint8_t *row, uint8_t *sub, size_t count, size_t bpp);

/// The sum of the filtered bytes read as signed values, in absolute value (libpng's measure).
uint64_t rows_absolute_sum(const uint8_t *filtered, size_t count);

#endif
