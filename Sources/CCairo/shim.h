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

/* PNG rows for PNGEncoder, in C for SSSE3 on x86-64 (a byte shuffle packs four pixels' words
   into twelve bytes; elsewhere, and without SSSE3, plain loops): the `sub` filter took 16.5
   instructions a pixel in Swift, 20 M of plot's chart, and zlib's Adler-32 of the filtered rows
   another 13 M, both on the thread that compresses. */
#if defined(__x86_64__)
#include <tmmintrin.h>

__attribute__((target("ssse3"))) static inline long refreshsim_sub_filtered_rgb_ssse3(
    const unsigned int *words, long count, unsigned char *out) {
    const __m128i order = _mm_setr_epi8(2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, -1, -1, -1, -1);
    long i = 1;
    /* Four pixels a step, each less its left neighbour; 16 bytes stored, 12 kept. */
    for (; i + 4 <= count && 3 * i + 16 <= 3 * count; i += 4) {
        __m128i current = _mm_loadu_si128((const __m128i *)(words + i));
        __m128i left = _mm_loadu_si128((const __m128i *)(words + i - 1));
        _mm_storeu_si128((__m128i *)(out + 3 * i), _mm_shuffle_epi8(_mm_sub_epi8(current, left), order));
    }
    return i;
}
#endif

/* `count` opaque pixels (native-endian 0xAARRGGBB words) as PNG's `sub`-filtered RGB bytes: each
   byte less the same channel's byte one pixel to the left (0 left of the first). */
static inline void refreshsim_sub_filtered_rgb(const unsigned int *words, long count, unsigned char *out) {
    long i = 0;
    if (count > 0) {
        out[0] = (unsigned char)(words[0] >> 16);
        out[1] = (unsigned char)(words[0] >> 8);
        out[2] = (unsigned char)words[0];
        i = 1;
    }
#if defined(__x86_64__)
    if (count > 8 && __builtin_cpu_supports("ssse3")) i = refreshsim_sub_filtered_rgb_ssse3(words, count, out);
#endif
    for (; i < count; i++) {
        unsigned int word = words[i], left = words[i - 1];
        out[3 * i] = (unsigned char)((word >> 16) - (left >> 16));
        out[3 * i + 1] = (unsigned char)((word >> 8) - (left >> 8));
        out[3 * i + 2] = (unsigned char)(word - left);
    }
}

#if defined(__x86_64__)
/* Adler-32 (RFC 1950) 32 bytes a step: s1 gains the bytes' sum, s2 gains 32 × s1 before the step
   plus each byte weighted by its distance from the end of the step (32 … 1). The vector lanes sum
   at most 173 steps (5,536 bytes, zlib's NMAX rounded down to steps), well within 32 bits; s1 and
   s2 are then reduced modulo 65521. The rest (under 32 bytes) is zlib's. */
__attribute__((target("ssse3"))) static inline unsigned long refreshsim_adler32_ssse3(
    unsigned long adler, const unsigned char *bytes, long *length) {
    unsigned long s1 = adler & 0xFFFF, s2 = adler >> 16;
    const __m128i firstWeights = _mm_setr_epi8(32, 31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17);
    const __m128i lastWeights = _mm_setr_epi8(16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1);
    const __m128i ones = _mm_set1_epi16(1), zero = _mm_setzero_si128();
    while (*length >= 32) {
        long steps = *length / 32 < 173 ? *length / 32 : 173;
        *length -= steps * 32;
        __m128i sums = zero, weighted = zero, before = zero;
        s2 += s1 * 32 * (unsigned long)steps;
        for (long step = 0; step < steps; step++, bytes += 32) {
            __m128i first = _mm_loadu_si128((const __m128i *)bytes), last = _mm_loadu_si128((const __m128i *)(bytes + 16));
            before = _mm_add_epi32(before, sums);
            sums = _mm_add_epi32(sums, _mm_add_epi32(_mm_sad_epu8(first, zero), _mm_sad_epu8(last, zero)));
            weighted = _mm_add_epi32(weighted, _mm_madd_epi16(_mm_maddubs_epi16(first, firstWeights), ones));
            weighted = _mm_add_epi32(weighted, _mm_madd_epi16(_mm_maddubs_epi16(last, lastWeights), ones));
        }
        unsigned int lanes[4];
        _mm_storeu_si128((__m128i *)lanes, sums);
        unsigned long sum = (unsigned long)lanes[0] + lanes[2];
        _mm_storeu_si128((__m128i *)lanes, before);
        unsigned long prior = (unsigned long)lanes[0] + lanes[2];
        _mm_storeu_si128((__m128i *)lanes, weighted);
        s2 += 32 * prior + lanes[0] + lanes[1] + lanes[2] + lanes[3];
        s1 += sum;
        s1 %= 65521;
        s2 %= 65521;
    }
    return s2 << 16 | s1;
}
#endif

/* zlib's adler32(adler, bytes, length), faster where SSSE3 is. */
static inline unsigned long refreshsim_adler32(unsigned long adler, const unsigned char *bytes, long length) {
#if defined(__x86_64__)
    if (length >= 64 && __builtin_cpu_supports("ssse3")) {
        long left = length;
        adler = refreshsim_adler32_ssse3(adler, bytes, &left);
        bytes += length - left;
        length = left;
    }
#endif
    return adler32(adler, bytes, (unsigned int)length);
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

/* Each 0x??RRGGBB pixel's palette index, a run of one colour at a time: after eight equal pixels,
   memcmp of the run against itself one pixel on tells whether the next 16 go on with it, and
   memset writes the run's indices. Debug builds (the test suite's) compile this header
   unoptimised, where a loop step a pixel cost ≈ 14 instructions, and a phone's rows are mostly
   long runs: with the memcmp loops below, a debug `refreshsim review Scenarios/` went from 8.2 to
   7.3 s of CPU (same bytes); compiled at -O2 these are no slower (mj-feed's 271 GIF frames
   indexed and compared: 1.05 → 0.94 s). */
static inline void refreshsim_palette_indices(const unsigned char *rows, long stride, long width, long height,
                                              refreshsim_palette_table table, unsigned char *out) {
    for (long y = 0; y < height; y++) {
        const unsigned int *row = (const unsigned int *)(rows + y * stride);
        unsigned char *indices = out + y * width;
        long x = 0;
        while (x < width) {
            unsigned int rgb = row[x];
            long end = x + 1;
            while (end < width && end - x < 8 && row[end] == rgb) end++;
            /* row[end - 1] is rgb: when each of the 16 pixels after it equals the one before, all are rgb. */
            if (end - x == 8)
                while (end + 16 <= width && memcmp(row + end - 1, row + end, 16 * sizeof *row) == 0) end += 16;
            while (end < width && row[end] == rgb) end++;
            memset(indices + x, refreshsim_palette_index(table, rgb), (size_t)(end - x));
            x = end;
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

/* How many of `count` bytes differ: stretches of 32 equal bytes skipped by memcmp, the others
   compared 16 bytes a step with SSE2 (x86-64; elsewhere eight, each differing byte of their XOR
   folded onto its lowest bit and the bits summed by a multiply). The debug build runs this
   unoptimised, where a loop step a byte costs ≈ 10 instructions. */
static inline long refreshsim_count_differences(const unsigned char *a, const unsigned char *b, long count) {
    long differing = 0, i = 0;
    for (; i + 32 <= count; i += 32) {
        if (memcmp(a + i, b + i, 32) == 0) continue;
#if defined(__x86_64__)
        for (long j = i; j < i + 32; j += 16) {
            __m128i x = _mm_loadu_si128((const __m128i *)(a + j)), y = _mm_loadu_si128((const __m128i *)(b + j));
            differing += 16 - __builtin_popcount((unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(x, y)));
        }
#else
        for (long j = i; j < i + 32; j += 8) {
            uint64_t x, y;
            memcpy(&x, a + j, 8);
            memcpy(&y, b + j, 8);
            uint64_t d = x ^ y;
            if (d == 0) continue;
            d |= d >> 4;
            d |= d >> 2;
            d |= d >> 1;
            d &= 0x0101010101010101ULL;
            differing += (long)((d * 0x0101010101010101ULL) >> 56);
        }
#endif
    }
    for (; i < count; i++) differing += a[i] != b[i];
    return differing;
}

/* The index of the first of `count` bytes where `a` and `b` differ, or `count`: stretches of 32
   equal bytes skipped by memcmp (a loop step a byte is ≈ 10 instructions unoptimised). */
static inline long refreshsim_first_difference(const unsigned char *a, const unsigned char *b, long count) {
    long i = 0;
    while (i + 32 <= count && memcmp(a + i, b + i, 32) == 0) i += 32;
    while (i < count && a[i] == b[i]) i++;
    return i;
}

/* The index of the last of `count` bytes where `a` and `b` differ, or -1: the same from the end. */
static inline long refreshsim_last_difference(const unsigned char *a, const unsigned char *b, long count) {
    long end = count;
    while (end >= 32 && memcmp(a + end - 32, b + end - 32, 32) == 0) end -= 32;
    while (end > 0 && a[end - 1] == b[end - 1]) end--;
    return end - 1;
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

/* The index of the first byte of `bytes` that is not 0, or `count`: stretches of 32 zeros
   skipped by memcmp, as a phone film's error bytes are mostly zeros (ZeroRuns). */
static inline long refreshsim_first_nonzero(const unsigned char *bytes, long count) {
    static const unsigned char zeros[32] = {0};
    long i = 0;
    while (i + 32 <= count && memcmp(bytes + i, zeros, 32) == 0) i += 32;
    while (i < count && bytes[i] == 0) i++;
    return i;
}

/* Where the literal that starts at `bytes` (not 0) ends: after its last byte that is not 0
   before the first run of `gap` + 1 zeros, or before the zeros at the end of `bytes`. Its zeros
   are found by memchr and the runs of them measured by refreshsim_first_nonzero. */
static inline long refreshsim_literal_end(const unsigned char *bytes, long count, long gap) {
    long i = 0;
    for (;;) {
        /* bytes[i] is not 0. */
        const unsigned char *zero = (const unsigned char *)memchr(bytes + i, 0, (size_t)(count - i));
        if (zero == NULL) return count;
        long end = zero - bytes;
        long zeros = refreshsim_first_nonzero(zero, count - end);
        if (end + zeros == count || zeros > gap) return end;
        i = end + zeros;
    }
}

#endif
