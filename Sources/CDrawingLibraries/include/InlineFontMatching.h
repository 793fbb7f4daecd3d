#ifndef REFRESHSIM_INLINE_FONT_MATCHING_H
#define REFRESHSIM_INLINE_FONT_MATCHING_H

/* Pango 1.50's font matching run on the thread that asks for it, not on two threads of its own.

   Pango 1.50 (Debian 12's 1.50.12; 1.51 dropped it) starts two threads for every new font
   pattern, "[pango] FcFontSetMatch" and "[pango] FcFontSetSort" (pango_fc_patterns_new in
   pango/pangofc-fontmap.c), and the thread that laid the text out then waits for the first.
   cj-header's chart makes 28 patterns (its 13 sizes and weights in the fallback list, again in
   the primary family alone for Pango's own line heights, and two more), so `plot` started 56
   such threads and waited for each to be started, scheduled on the other core and heard back
   from: ≈ 65 µs a pattern on top of the matching itself (≈ 0.4 M instructions). Inline, `plot`
   of cj-header took 28.9 → 25.7 ms (medians of 40 alternated runs under chrt -f 10).

   How (Linux): the executable defines `g_thread_new`, so a library that calls it (Pango) binds to
   this one first, ahead of GLib's. For those two thread names, when the loaded Pango is 1.50.x
   (whose thread functions are known to need no lock the caller holds), the function runs before
   `g_thread_new` returns and the caller gets a reference to its own thread, which Pango only
   unreferences; every other thread is GLib's own. Same fonts, same results: only where they are
   computed changes. Elsewhere (macOS, whose two-level namespace keeps Pango bound to GLib's, and
   any Pango but 1.50) nothing changes. */

/* Whether a thread GLib is asked to start under `name` runs on the caller instead: one of
   Pango 1.50's two font-matching threads, in a process whose Pango is 1.50.x. */
int refreshsim_font_matching_runs_inline(const char *name);

#endif
