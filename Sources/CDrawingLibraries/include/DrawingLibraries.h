#ifndef REFRESHSIM_DRAWING_LIBRARIES_H
#define REFRESHSIM_DRAWING_LIBRARIES_H

/* Cairo, Pango (with HarfBuzz, GLib and fontconfig) and giflib, loaded by the first call into any
   of them instead of when the process starts. Mapping and relocating those libraries and the 30
   they pull in took ≈ 4 ms of CPU and 370 page faults of every process, 10 M instructions
   (measured with an empty C program linked against them), more than half of what `refreshsim
   --version` or `run` of a short scenario cost; only commands that draw need them.

   How (Linux on x86-64; elsewhere the code calls the libraries directly, as linked): every
   function below is defined in the executable as a hidden one-instruction trampoline that jumps
   through a pointer. Each pointer starts at a resolver that loads the function's library (each
   library on its own, with what it needs), points every trampoline of that library at its
   function and goes on to the function called. scripts/release-build then drops the libraries
   from the executable's list of needed libraries (DT_NEEDED), after checking that nothing else
   in it calls them; a build without that step (debug builds, tests) keeps them needed and finds
   the same functions already loaded. A function RefreshPlot or the CLI calls that is missing here makes
   release-build fail, and the CLI test `drawingFunctionsAreAllTrampolined` fail. */

/* Each library: an identifier and the file name it is loaded by (its soname, as linked). */
#define REFRESHSIM_DRAWING_LIBRARIES(L) \
    L(CAIRO, "libcairo.so.2") \
    L(PANGOCAIRO_1_0, "libpangocairo-1.0.so.0") \
    L(PANGOFT2_1_0, "libpangoft2-1.0.so.0") \
    L(PANGO_1_0, "libpango-1.0.so.0") \
    L(HARFBUZZ, "libharfbuzz.so.0") \
    L(GOBJECT_2_0, "libgobject-2.0.so.0") \
    L(GLIB_2_0, "libglib-2.0.so.0") \
    L(FONTCONFIG, "libfontconfig.so.1") \
    L(GIF, "libgif.so.7")

/* Each function the executable calls in them, with its library. */
#define REFRESHSIM_DRAWING_FUNCTIONS(F) \
    F(CAIRO, cairo_arc) \
    F(CAIRO, cairo_clip) \
    F(CAIRO, cairo_close_path) \
    F(CAIRO, cairo_create) \
    F(CAIRO, cairo_destroy) \
    F(CAIRO, cairo_fill) \
    F(CAIRO, cairo_font_options_create) \
    F(CAIRO, cairo_font_options_set_antialias) \
    F(CAIRO, cairo_font_options_set_hint_metrics) \
    F(CAIRO, cairo_font_options_set_hint_style) \
    F(CAIRO, cairo_get_matrix) \
    F(CAIRO, cairo_get_target) \
    F(CAIRO, cairo_image_surface_create) \
    F(CAIRO, cairo_image_surface_create_for_data) \
    F(CAIRO, cairo_image_surface_create_from_png) \
    F(CAIRO, cairo_image_surface_create_from_png_stream) \
    F(CAIRO, cairo_image_surface_get_data) \
    F(CAIRO, cairo_image_surface_get_format) \
    F(CAIRO, cairo_image_surface_get_height) \
    F(CAIRO, cairo_image_surface_get_stride) \
    F(CAIRO, cairo_image_surface_get_width) \
    F(CAIRO, cairo_line_to) \
    F(CAIRO, cairo_move_to) \
    F(CAIRO, cairo_new_sub_path) \
    F(CAIRO, cairo_paint) \
    F(CAIRO, cairo_pdf_surface_create_for_stream) \
    F(CAIRO, cairo_pdf_surface_set_metadata) \
    F(CAIRO, cairo_rectangle) \
    F(CAIRO, cairo_restore) \
    F(CAIRO, cairo_rotate) \
    F(CAIRO, cairo_save) \
    F(CAIRO, cairo_scale) \
    F(CAIRO, cairo_set_antialias) \
    F(CAIRO, cairo_set_dash) \
    F(CAIRO, cairo_set_line_cap) \
    F(CAIRO, cairo_set_line_join) \
    F(CAIRO, cairo_set_line_width) \
    F(CAIRO, cairo_set_source_rgb) \
    F(CAIRO, cairo_set_source_rgba) \
    F(CAIRO, cairo_set_source_surface) \
    F(CAIRO, cairo_status) \
    F(CAIRO, cairo_status_to_string) \
    F(CAIRO, cairo_stroke) \
    F(CAIRO, cairo_surface_destroy) \
    F(CAIRO, cairo_surface_finish) \
    F(CAIRO, cairo_surface_flush) \
    F(CAIRO, cairo_surface_get_type) \
    F(CAIRO, cairo_surface_mark_dirty) \
    F(CAIRO, cairo_surface_set_device_offset) \
    F(CAIRO, cairo_surface_status) \
    F(CAIRO, cairo_surface_write_to_png_stream) \
    F(CAIRO, cairo_svg_surface_create_for_stream) \
    F(CAIRO, cairo_translate) \
    F(PANGOCAIRO_1_0, pango_cairo_context_set_font_options) \
    F(PANGOCAIRO_1_0, pango_cairo_font_map_new_for_font_type) \
    F(PANGOCAIRO_1_0, pango_cairo_show_layout) \
    F(PANGOCAIRO_1_0, pango_cairo_update_context) \
    F(PANGOFT2_1_0, pango_fc_font_get_pattern) \
    F(PANGOFT2_1_0, pango_fc_font_get_type) \
    F(PANGOFT2_1_0, pango_fc_font_map_get_type) \
    F(PANGOFT2_1_0, pango_fc_font_map_set_config) \
    F(PANGO_1_0, pango_context_load_font) \
    F(PANGO_1_0, pango_context_set_language) \
    F(PANGO_1_0, pango_context_set_round_glyph_positions) \
    F(PANGO_1_0, pango_font_description_free) \
    F(PANGO_1_0, pango_font_description_new) \
    F(PANGO_1_0, pango_font_description_set_absolute_size) \
    F(PANGO_1_0, pango_font_description_set_family) \
    F(PANGO_1_0, pango_font_description_set_weight) \
    F(PANGO_1_0, pango_font_get_hb_font) \
    F(PANGO_1_0, pango_font_map_create_context) \
    F(PANGO_1_0, pango_language_from_string) \
    F(PANGO_1_0, pango_layout_get_baseline) \
    F(PANGO_1_0, pango_layout_get_extents) \
    F(PANGO_1_0, pango_layout_get_line_count) \
    F(PANGO_1_0, pango_layout_get_line_readonly) \
    F(PANGO_1_0, pango_layout_get_unknown_glyphs_count) \
    F(PANGO_1_0, pango_layout_new) \
    F(PANGO_1_0, pango_layout_set_font_description) \
    F(PANGO_1_0, pango_layout_set_single_paragraph_mode) \
    F(PANGO_1_0, pango_layout_set_text) \
    F(PANGO_1_0, pango_layout_set_width) \
    F(PANGO_1_0, pango_layout_set_wrap) \
    F(HARFBUZZ, hb_font_get_extents_for_direction) \
    F(GOBJECT_2_0, g_object_unref) \
    F(GOBJECT_2_0, g_type_check_instance_cast) \
    F(GOBJECT_2_0, g_type_check_instance_is_a) \
    F(GLIB_2_0, g_compute_checksum_for_data) \
    F(GLIB_2_0, g_free) \
    F(FONTCONFIG, FcConfigBuildFonts) \
    F(FONTCONFIG, FcConfigCreate) \
    F(FONTCONFIG, FcConfigDestroy) \
    F(FONTCONFIG, FcConfigGetCacheDirs) \
    F(FONTCONFIG, FcConfigParseAndLoad) \
    F(FONTCONFIG, FcConfigParseAndLoadFromMemory) \
    F(FONTCONFIG, FcConfigSetCurrent) \
    F(FONTCONFIG, FcFontList) \
    F(FONTCONFIG, FcFontSetDestroy) \
    F(FONTCONFIG, FcObjectSetAdd) \
    F(FONTCONFIG, FcObjectSetCreate) \
    F(FONTCONFIG, FcObjectSetDestroy) \
    F(FONTCONFIG, FcPatternAddString) \
    F(FONTCONFIG, FcPatternCreate) \
    F(FONTCONFIG, FcPatternDestroy) \
    F(FONTCONFIG, FcPatternGetMatrix) \
    F(FONTCONFIG, FcPatternGetString) \
    F(FONTCONFIG, FcStrListDone) \
    F(FONTCONFIG, FcStrListNext) \
    F(GIF, EGifCloseFile) \
    F(GIF, EGifGCBToExtension) \
    F(GIF, EGifOpen) \
    F(GIF, EGifPutExtension) \
    F(GIF, EGifPutExtensionBlock) \
    F(GIF, EGifPutExtensionLeader) \
    F(GIF, EGifPutExtensionTrailer) \
    F(GIF, EGifPutScreenDesc) \
    F(GIF, EGifSetGifVersion) \
    F(GIF, GifErrorString) \
    F(GIF, GifFreeMapObject) \
    F(GIF, GifMakeMapObject)

/* Loads fontconfig alone (and the libraries it needs), as its functions' first call would: a
   thread that reads the machine's configuration can start parsing it while another runs
   `refreshsim_drawing_chart_libraries_load`, instead of after it.
   Both load each library and point its trampolines at its functions once; later calls return at
   once. They return 1 when the functions are reached through trampolines (Linux on x86-64), 0
   where they are linked directly. A library or function that cannot be found ends the process
   with a message naming it and status 3 (no output could be drawn). */
int refreshsim_drawing_fontconfig_load(void);

/* Loads every library but giflib: what a chart is drawn with. */
int refreshsim_drawing_chart_libraries_load(void);

/* Where the libraries are loaded on demand, a process whose first argument is a command that
   draws (`refreshsim_drawing_command_loads_early`) starts loading fontconfig and then the chart's
   libraries on a thread of its own from a constructor, before `main`: 1 when it did. */
int refreshsim_drawing_loading_early(void);

/* The machine's fontconfig configuration as `PinnedFonts` reads it (made current), read once by
   whichever thread asks first, the early loader's included; NULL when it could not be read, and
   where the libraries are linked directly, where `PinnedFonts` reads it itself. */
void *refreshsim_drawing_machine_fontconfig(void);

/* Whether `name`, a process's first argument, is a command that draws (on every platform; the
   constructor exists only where the libraries are loaded on demand, with glibc). */
int refreshsim_drawing_command_loads_early(const char *name);

/* How many functions are trampolined (the entries of REFRESHSIM_DRAWING_FUNCTIONS), 0 where none
   are; and the name of the `index`th, for tests. */
int refreshsim_drawing_function_count(void);
const char *refreshsim_drawing_function_name(int index);

#endif
