#ifndef REFRESHSIM_CPANGO_SHIM_H
#define REFRESHSIM_CPANGO_SHIM_H

#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>

/* PANGO_SCALE, PANGO_FC_FONT_MAP and PANGO_FC_FONT are macros Swift cannot use. */
static inline int refreshsim_pango_scale(void) { return PANGO_SCALE; }

static inline PangoFcFontMap *refreshsim_pango_fc_font_map(PangoFontMap *map) {
    return PANGO_IS_FC_FONT_MAP(map) ? PANGO_FC_FONT_MAP(map) : NULL;
}

static inline PangoFcFont *refreshsim_pango_fc_font(PangoFont *font) {
    return PANGO_IS_FC_FONT(font) ? PANGO_FC_FONT(font) : NULL;
}

#endif
