#ifndef REFRESHSIM_CCAIRO_SHIM_H
#define REFRESHSIM_CCAIRO_SHIM_H

#include <cairo.h>
#include <cairo-svg.h>
#include <cairo-pdf.h>
#include <zlib.h>
#include <stdint.h>
#include <string.h>

/* deflateInit2 is a macro, which Swift cannot call. */
static inline int refreshsim_deflate_init(z_stream *stream, int level, int strategy) {
    return deflateInit2(stream, level, Z_DEFLATED, 15, 8, strategy);
}

/* Per-pixel loops of the phone frames (GIF and review), in C: unoptimised Swift (debug builds,
   which the test suite runs) spends most of a frame's time in generic calls per pixel. */

/* Each 0x??RRGGBB pixel's palette index through a table of 15-bit colours. */
static inline void refreshsim_palette_indices(const unsigned char *rows, long stride, long width, long height,
                                              const unsigned char *table, unsigned char *out) {
    for (long y = 0; y < height; y++) {
        const unsigned int *row = (const unsigned int *)(rows + y * stride);
        for (long x = 0; x < width; x++) {
            unsigned int rgb = row[x];
            out[y * width + x] = table[((rgb >> 9) & 0x7C00) | ((rgb >> 6) & 0x3E0) | ((rgb >> 3) & 0x1F)];
        }
    }
}

/* For each 15-bit colour (5 bits a channel, taken at the middle of its cell), the index of the
   nearest of `count` 0xRRGGBB colours, green weighing most and blue least; the first wins a tie. */
static inline void refreshsim_nearest_colours(const unsigned int *colours, long count, unsigned char *table) {
    for (long key = 0; key < (1 << 15); key++) {
        long r = (((key >> 10) & 31) << 3) | 4, g = (((key >> 5) & 31) << 3) | 4, b = ((key & 31) << 3) | 4;
        long best = 0, best_distance = -1;
        for (long i = 0; i < count; i++) {
            long dr = r - (long)((colours[i] >> 16) & 0xFF), dg = g - (long)((colours[i] >> 8) & 0xFF), db = b - (long)(colours[i] & 0xFF);
            long distance = 3 * dr * dr + 4 * dg * dg + 2 * db * db;
            if (best_distance < 0 || distance < best_distance) { best_distance = distance; best = i; }
        }
        table[key] = (unsigned char)best;
    }
}

/* The rows of `rows` that differ from `previous` (the frame before's pixels, same stride) through
   refreshsim_palette_indices, and copied into `previous`; the other rows keep the indices `out`
   holds. A phone at rest or turning a spinner changes few rows, and memcmp/memcpy are libc's. */
static inline void refreshsim_palette_indices_of_changed_rows(const unsigned char *rows, unsigned char *previous, long stride,
                                                              long width, long height, const unsigned char *table,
                                                              unsigned char *out) {
    for (long y = 0; y < height; y++) {
        const unsigned char *row = rows + y * stride;
        unsigned char *before = previous + y * stride;
        if (memcmp(row, before, (size_t)width * 4) == 0) continue;
        memcpy(before, row, (size_t)width * 4);
        refreshsim_palette_indices(row, stride, width, 1, table, out + y * width);
    }
}

/* How many of `count` bytes differ: eight at a time, each differing byte of the XOR folded onto
   its lowest bit and the bits summed by a multiply (the debug build runs this unoptimised). */
static inline long refreshsim_count_differences(const unsigned char *a, const unsigned char *b, long count) {
    long differing = 0, i = 0;
    for (; i + 8 <= count; i += 8) {
        uint64_t x, y;
        memcpy(&x, a + i, 8);
        memcpy(&y, b + i, 8);
        uint64_t d = x ^ y;
        if (d == 0) continue;
        d |= d >> 4;
        d |= d >> 2;
        d |= d >> 1;
        d &= 0x0101010101010101ULL;
        differing += (long)((d * 0x0101010101010101ULL) >> 56);
    }
    for (; i < count; i++) differing += a[i] != b[i];
    return differing;
}

/* out[i] = a[i] ^ b[i], eight bytes at a time. */
static inline void refreshsim_xor(const unsigned char *a, const unsigned char *b, unsigned char *out, long count) {
    long i = 0;
    for (; i + 8 <= count; i += 8) {
        uint64_t x, y;
        memcpy(&x, a + i, 8);
        memcpy(&y, b + i, 8);
        x ^= y;
        memcpy(out + i, &x, 8);
    }
    for (; i < count; i++) out[i] = a[i] ^ b[i];
}

#endif
