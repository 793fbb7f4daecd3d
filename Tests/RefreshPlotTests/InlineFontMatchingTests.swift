import CDrawingLibraries
import CPango
import Testing

/// Pango 1.50 matches each new font pattern on two threads of its own and waits for them; the
/// executable's `g_thread_new` runs those two on the caller instead (Sources/CDrawingLibraries,
/// InlineFontMatching.h). Only those two names, and only with a Pango 1.50.x loaded, whose
/// thread functions need no lock their caller holds.
@Suite struct InlineFontMatchingTests {
    static var pango150: Bool {
        #if os(Linux)
            return (15000..<15100).contains(Int(pango_version()))
        #else
            return false
        #endif
    }

    @Test func pangosTwoFontMatchingThreadsRunOnTheCallerWithPango150() {
        #expect(refreshsim_font_matching_runs_inline("[pango] FcFontSetMatch") == (Self.pango150 ? 1 : 0))
        #expect(refreshsim_font_matching_runs_inline("[pango] FcFontSetSort") == (Self.pango150 ? 1 : 0))
    }

    @Test func everyOtherThreadIsGLibsOwn() {
        for name in ["[pango] FcInit", "[pango] FcFontSetMatc", "[pango] FcFontSetSort2", "gmain", "gdbus", ""] {
            #expect(refreshsim_font_matching_runs_inline(name) == 0, "\(name)")
        }
        #expect(refreshsim_font_matching_runs_inline(nil) == 0)
    }
}
