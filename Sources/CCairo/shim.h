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

/* The same without zlib's header and checksum (raw deflate): the same compressed bytes, for a
   writer that computes the checksum itself (PNGEncoder, on another thread). */
static inline int refreshsim_deflate_init_raw(z_stream *stream, int level, int strategy) {
    return deflateInit2(stream, level, Z_DEFLATED, -15, 8, strategy);
}

/* Per-pixel loops of the phone frames (GIF and review), in C: unoptimised Swift (debug builds,
   which the test suite runs) spends most of a frame's time in generic calls per pixel. */

/* The nearest of `count` 0xRRGGBB colours to 15-bit colour `key` (5 bits a channel, taken at the
   middle of its cell), green weighing most and blue least; the first wins a tie. */
static inline long refreshsim_nearest_colour(const unsigned int *colours, long count, long key) {
    long r = (((key >> 10) & 31) << 3) | 4, g = (((key >> 5) & 31) << 3) | 4, b = ((key & 31) << 3) | 4;
    long best = 0, best_distance = -1;
    for (long i = 0; i < count; i++) {
        long dr = r - (long)((colours[i] >> 16) & 0xFF), dg = g - (long)((colours[i] >> 8) & 0xFF), db = b - (long)(colours[i] & 0xFF);
        long distance = 3 * dr * dr + 4 * dg * dg + 2 * db * db;
        if (best_distance < 0 || distance < best_distance) { best_distance = distance; best = i; }
    }
    return best;
}

/* A palette table filled as colours are asked for: entry `key` holds the index of its 15-bit
   colour plus one, 0 while not yet known. A phone animation uses a few hundred of the 32,768
   colours, and finding the nearest entry for all of them took 285 M instructions, a tenth of an
   animation. Entries are read and written with relaxed atomics: films drawn on several threads may
   find the same colour at once, and then write the same value. */
typedef struct {
    unsigned short *entries;
    const unsigned int *colours;
    long count;
} refreshsim_palette_table;

static inline unsigned char refreshsim_palette_index(refreshsim_palette_table table, unsigned int rgb) {
    long key = ((rgb >> 9) & 0x7C00) | ((rgb >> 6) & 0x3E0) | ((rgb >> 3) & 0x1F);
    unsigned short known = __atomic_load_n(&table.entries[key], __ATOMIC_RELAXED);
    if (known) return (unsigned char)(known - 1);
    long best = refreshsim_nearest_colour(table.colours, table.count, key);
    __atomic_store_n(&table.entries[key], (unsigned short)(best + 1), __ATOMIC_RELAXED);
    return (unsigned char)best;
}

/* Each 0x??RRGGBB pixel's palette index. */
static inline void refreshsim_palette_indices(const unsigned char *rows, long stride, long width, long height,
                                              refreshsim_palette_table table, unsigned char *out) {
    for (long y = 0; y < height; y++) {
        const unsigned int *row = (const unsigned int *)(rows + y * stride);
        unsigned char *indices = out + y * width;
        unsigned int last_rgb = 0;
        unsigned char last_index = refreshsim_palette_index(table, 0);
        for (long x = 0; x < width; x++) {
            unsigned int rgb = row[x];
            if (rgb != last_rgb) { last_rgb = rgb; last_index = refreshsim_palette_index(table, rgb); }
            indices[x] = last_index;
        }
    }
}

/* The rows of `rows` that differ from `previous` (the frame before's pixels, same stride) through
   refreshsim_palette_indices, and copied into `previous`; the other rows keep the indices `out`
   holds. A phone at rest or turning a spinner changes few rows, and memcmp/memcpy are libc's. */
static inline void refreshsim_palette_indices_of_changed_rows(const unsigned char *rows, unsigned char *previous, long stride,
                                                              long width, long height, refreshsim_palette_table table,
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

/* A GIF frame's pixels against the picture shown before it: each pixel of `now` that `shown`
   already has becomes `transparent` (the frame leaves it as it is), whole runs of eight at a time.
   Returns 0, with `out` unfinished, if a pixel changes to `transparent` itself. */
static inline int refreshsim_transparent_unchanged(const unsigned char *now, const unsigned char *shown, unsigned char *out,
                                                   long count, unsigned char transparent) {
    long i = 0;
    for (; i + 8 <= count; i += 8) {
        uint64_t x, y;
        memcpy(&x, now + i, 8);
        memcpy(&y, shown + i, 8);
        if (x == y) {
            memset(out + i, transparent, 8);
            continue;
        }
        for (long j = i; j < i + 8; j++) {
            if (now[j] != shown[j] && now[j] == transparent) return 0;
            out[j] = now[j] == shown[j] ? transparent : now[j];
        }
    }
    for (; i < count; i++) {
        if (now[i] != shown[i] && now[i] == transparent) return 0;
        out[i] = now[i] == shown[i] ? transparent : now[i];
    }
    return 1;
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
