#ifndef REFRESHSIM_CGIF_SHIM_H
#define REFRESHSIM_CGIF_SHIM_H

/* giflib ships no pkg-config file upstream, and Homebrew adds none, so on a Mac no -I flag
   reaches this header: look in Homebrew's two prefixes (Apple silicon, then Intel) by path. */
#if __has_include(<gif_lib.h>)
#include <gif_lib.h>
#elif __has_include("/opt/homebrew/include/gif_lib.h")
#include "/opt/homebrew/include/gif_lib.h"
#elif __has_include("/usr/local/include/gif_lib.h")
#include "/usr/local/include/gif_lib.h"
#else
#error "gif_lib.h not found: install giflib (Debian: apt-get install libgif-dev; macOS: brew install giflib)"
#endif

#include <stdint.h>
#include <string.h>

/* A GIF image's data as giflib 5.2's EGifPutImageDesc and one EGifPutLine of all its pixels write
   it, byte for byte: the LZW code size, the codes in sub-blocks of at most 255 bytes, the empty
   block that ends them. The same algorithm (a clear code first, greedy longest match, a clear
   code when the next code would be 4,095, the code width raised as giflib raises it); only the
   dictionary is kept differently: a string's code at [its prefix's code][its last pixel], one
   load a pixel. Why: giflib looks every pixel up in its hash table through two calls, 384 M of
   the 1.8 G instructions of `animate` wkwebview-bad (21 %); a hash table here still took 28
   instructions a pixel (311 M), this table 1 load.
   `next` is REFRESHSIM_GIF_LZW_TABLE zeros, zeros again on return (the entries set are cleared
   through `used`, REFRESHSIM_GIF_LZW_CODES entries); `out` must hold refreshsim_gif_lzw_bound(count)
   bytes; `count` > 0, each pixel < 2^bits ≤ 2^8. Returns the bytes written. */
#define REFRESHSIM_GIF_LZW_CODES 4096
#define REFRESHSIM_GIF_LZW_TABLE (REFRESHSIM_GIF_LZW_CODES * 256)

static inline long refreshsim_gif_lzw_bound(long count) { return count * 2 + 64; }

static inline long refreshsim_gif_lzw(const unsigned char *pixels, long count, int bits, uint16_t *next, uint32_t *used,
                                      unsigned char *out) {
    const int clear_code = 1 << bits, eof_code = clear_code + 1;
    int running_code = eof_code + 1, running_bits = bits + 1, max_code = 1 << running_bits;
    uint32_t shift = 0;
    int shift_bits = 0;
    long n = 0, block = -1, set = 0;
    out[n++] = (unsigned char)bits;
/* A byte into the current sub-block, a new one when there is none or it is full (giflib's
   EGifBufferedOutput). */
#define REFRESHSIM_LZW_BYTE(byte)             \
    do {                                      \
        if (block < 0 || out[block] == 255) { \
            block = n;                        \
            out[n++] = 0;                     \
        }                                     \
        out[n++] = (unsigned char)(byte);     \
        out[block]++;                         \
    } while (0)
/* A code, least significant bit first, then the width raised when the next code needs it
   (EGifCompressOutput). */
#define REFRESHSIM_LZW_CODE(code)                                                       \
    do {                                                                                \
        shift |= (uint32_t)(code) << shift_bits;                                        \
        shift_bits += running_bits;                                                     \
        while (shift_bits >= 8) {                                                       \
            REFRESHSIM_LZW_BYTE(shift & 0xFF);                                          \
            shift >>= 8;                                                                \
            shift_bits -= 8;                                                            \
        }                                                                               \
        if (running_code >= max_code && (code) <= 4095) max_code = 1 << ++running_bits; \
    } while (0)
    REFRESHSIM_LZW_CODE(clear_code);
    uint32_t current = pixels[0];
    for (long i = 1; i < count; i++) {
        /* The longest string the dictionary has, in a loop of its own: most pixels end here. */
        const unsigned char *pixel = pixels + i, *end = pixels + count;
        for (uint16_t code; pixel < end && (code = next[current << 8 | *pixel]) != 0; pixel++) current = code;
        if (pixel == end) break;
        i = pixel - pixels;
        uint32_t key = current << 8 | *pixel;
        REFRESHSIM_LZW_CODE(current);
        current = pixels[i];
        if (running_code >= 4095) {
            REFRESHSIM_LZW_CODE(clear_code);
            running_code = eof_code + 1;
            running_bits = bits + 1;
            max_code = 1 << running_bits;
            while (set > 0) next[used[--set]] = 0;
        } else {
            next[key] = (uint16_t)running_code++;
            used[set++] = key;
        }
    }
    REFRESHSIM_LZW_CODE(current);
    REFRESHSIM_LZW_CODE(eof_code);
    while (shift_bits > 0) {
        REFRESHSIM_LZW_BYTE(shift & 0xFF);
        shift >>= 8;
        shift_bits -= 8;
    }
    out[n++] = 0;
    while (set > 0) next[used[--set]] = 0;
#undef REFRESHSIM_LZW_CODE
#undef REFRESHSIM_LZW_BYTE
    return n;
}

#endif
