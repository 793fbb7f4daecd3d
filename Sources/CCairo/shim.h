#ifndef REFRESHSIM_CCAIRO_SHIM_H
#define REFRESHSIM_CCAIRO_SHIM_H

#include <cairo.h>
#include <cairo-ft.h>
#include <cairo-svg.h>
#include <cairo-pdf.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include <zlib.h>

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

/* How many of `count` bytes differ. */
static inline long refreshsim_count_differences(const unsigned char *a, const unsigned char *b, long count) {
    long differing = 0;
    for (long i = 0; i < count; i++) differing += a[i] != b[i];
    return differing;
}

/* out[i] = a[i] ^ b[i]. */
static inline void refreshsim_xor(const unsigned char *a, const unsigned char *b, unsigned char *out, long count) {
    for (long i = 0; i < count; i++) out[i] = a[i] ^ b[i];
}

#endif
