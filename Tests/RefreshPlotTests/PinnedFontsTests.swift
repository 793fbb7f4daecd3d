import CPango
import Foundation
@testable import RefreshPlot
import Testing

/// The pinned families are looked up in the machine's fontconfig configuration loaded without
/// fontconfig's templates (`PinnedFonts.machineConfiguration`): they must be found in the same
/// files, through the same caches, as the configuration `FcInit` loads, and that configuration
/// must be the process's current one, so that Pango's font maps do not load another.
struct PinnedFontsTests {
    @Test func theMachineConfigurationFindsWhatFcInitFinds() throws {
        _ = try FontSet.standard.get()
        let machine = try #require(PinnedFonts.machineConfiguration)
        // A configuration of its own, as FcInit loads it (templates and all), not made current.
        let full = try #require(FcInitLoadConfigAndFonts())
        defer { FcConfigDestroy(full) }
        for family in [FontSet.primaryFamily] + FontSet.fallbackFamilies + ["No Such Family"] {
            #expect(
                PinnedFonts.files(of: family, in: machine).sorted() == PinnedFonts.files(of: family, in: full).sorted(),
                "\(family)")
        }
        #expect(!PinnedFonts.files(of: FontSet.primaryFamily, in: machine).isEmpty)
        #expect(PinnedFonts.cacheFolders(of: machine) == PinnedFonts.cacheFolders(of: full))
        #expect(!PinnedFonts.cacheFolders(of: machine).isEmpty)
    }

    @Test func theMachineConfigurationIsTheCurrentOne() throws {
        _ = try FontSet.standard.get()
        let machine = try #require(PinnedFonts.machineConfiguration)
        #expect(FcConfigGetCurrent() == machine)
    }
}
