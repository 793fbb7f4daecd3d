#ifndef REFRESHSIM_INLINE_FONT_MATCHING_H
#define REFRESHSIM_INLINE_FONT_MATCHING_H

/* Pango 1.50's font matching run on the thread that asks for it, and its font sorting on one
   thread behind it, not on two new threads a font pattern.

   Pango 1.50 (Debian 12's 1.50.12; 1.51 dropped it) starts two threads for every new font
   pattern, "[pango] FcFontSetMatch" and "[pango] FcFontSetSort" (pango_fc_patterns_new in
   pango/pangofc-fontmap.c), and the thread that laid the text out then waits for the first.
   cj-header's chart makes 26 patterns (its 13 sizes and weights in the fallback list, again in
   the primary family alone for Pango's own line heights), so `plot` started 52 such threads and
   waited for each to be started, scheduled on the other core and heard back from: ≈ 65 µs a
   pattern on top of the matching itself. The match (the pattern's first font) is what every
   text needs at once: it runs on the caller (`plot` of cj-header 28.9 → 25.7 ms, medians of 40
   alternated runs under chrt -f 10). The sort (the fonts after it, for characters the first
   lacks) is waited for only when such a character comes: it runs on one thread started with the
   first and kept, in the order asked for, while the caller goes on (cj-header, all Latin, never
   waits for one: its main thread 7.1 M instructions fewer, 21.50 → 21.15 ms).

   How (Linux): the executable defines `g_thread_new`, so a library that calls it (Pango) binds to
   this one first, ahead of GLib's. For those two thread names, when the loaded Pango is 1.50.x
   (whose thread functions are known to need no lock their caller holds, and to hand their result
   over under the pattern's own mutex, as they do from Pango's threads), the match runs before
   `g_thread_new` returns and the sort is queued; the caller gets a reference to its own thread,
   which Pango only unreferences. Every other thread is GLib's own. Same fonts, same results: only
   where they are computed changes. Elsewhere (macOS, whose two-level namespace keeps Pango bound
   to GLib's, and any Pango but 1.50) nothing changes. */

/* Whether a thread GLib is asked to start under `name` runs on the caller instead: Pango 1.50's
   font-matching thread, in a process whose Pango is 1.50.x. */
int refreshsim_font_matching_runs_inline(const char *name);

/* Whether a thread GLib is asked to start under `name` is queued to the sorting thread instead:
   Pango 1.50's font-sorting thread, in a process whose Pango is 1.50.x. */
int refreshsim_font_sorting_runs_behind(const char *name);

/* Queues `function(data)` to the sorting thread (started by the first call), which runs what it
   is given one at a time in the order given. 1 when queued; 0 where there is none (not Linux) or
   it could not be started (the caller then starts a thread of its own). */
int refreshsim_font_sorting_run_behind(void *(*function)(void *), void *data);

#endif
