#ifndef REFRESHSIM_CCAIRO_SHIM_H
#define REFRESHSIM_CCAIRO_SHIM_H

#include <cairo.h>
#include <cairo-svg.h>
#include <cairo-pdf.h>
#include <zlib.h>

/* deflateInit2 is a macro, which Swift cannot call. */
static inline int refreshsim_deflate_init(z_stream *stream, int level, int strategy) {
    return deflateInit2(stream, level, Z_DEFLATED, 15, 8, strategy);
}

#endif
