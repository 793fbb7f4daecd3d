import Foundation
import RefreshSim
import Testing
import UIKit

/// A footer that always shows below the rows (PullToRefreshKit's, MJRefresh's auto footer) adds
/// its height to the bottom inset when it is installed and keeps it: that is its resting inset,
/// not drift. An inset added later and never given back still is.
struct RestingInsetTests {
    final class Feed: UITableViewController {
        let addsAtInstall: Bool
        init(addsAtInstall: Bool) {
            self.addsAtInstall = addsAtInstall
            super.init(style: .plain)
        }
        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            if addsAtInstall {
                tableView.contentInset.bottom += 44
            } else {
                DispatchQueue.simulatedMain.asyncAfter(deadline: DispatchTime.simulatedNow() + 0.5) { [tableView] in
                    tableView?.contentInset.bottom += 44
                }
            }
        }
    }

    static func findings(addsAtInstall: Bool) throws -> ([GlitchClass], EdgeInsets) {
        let (_, _, timeline) = try simulate(duration: 2) { Feed(addsAtInstall: addsAtInstall) }
        return (Analyzer().analyze(timeline).findings.map(\.glitch), EdgeInsets(bottom: timeline.baseInsetBottom))
    }

    @Test func aFooterInsetKeptFromInstallIsItsRestingInset() throws {
        let (glitches, base) = try Self.findings(addsAtInstall: true)
        #expect(base.bottom == 44)
        #expect(!glitches.contains(.insetDrift))
    }

    @Test func anInsetAddedLaterAndKeptIsDrift() throws {
        let (glitches, base) = try Self.findings(addsAtInstall: false)
        #expect(base.bottom == 0)
        #expect(glitches.contains(.insetDrift))
    }
}
