import Foundation
import RefreshSim
import Testing
import UIKit

/// The mechanism DGElasticPullToRefresh uses to land its header (written here from its
/// description, not its code): on release past the trigger the inset jumps to where the finger
/// left the content, a helper view's centre is animated from there to the 50 pt loading height,
/// and a display link copies the helper's *presented* centre into the inset and the offset every
/// frame. Read from the presentation layer, the content glides down; read from the model (what the
/// stand-in gave before layers were tied to views), it jumps 100 pt in a frame — the false
/// `offsetJump` the issue reports.
struct PresentationDrivenInsetTests {
    final class Header: UIViewController, UIScrollViewDelegate {
        let helper = UIView()
        let table = UITableView(frame: .zero, style: .plain)
        var link: CADisplayLink?
        var readsPresentation = true
        var landing = false

        override func viewDidLoad() {
            super.viewDidLoad()
            table.frame = view.bounds
            table.delegate = self
            view.addSubview(table)
            table.addSubview(helper)
        }

        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
            let pulled = -scrollView.contentOffset.y
            guard pulled >= 95, !landing else { return }
            landing = true
            scrollView.contentInset.top = pulled
            helper.center = CGPoint(x: 0, y: pulled)
            UIView.animate(withDuration: 0.36) { self.helper.center = CGPoint(x: 0, y: 50) }
            let link = CADisplayLink(action: { [weak self] link in
                guard let self else { return }
                let y = self.readsPresentation ? self.helper.layer.presentation()!.position.y : self.helper.center.y
                self.table.contentInset.top = y
                self.table.contentOffset.y = -y
            })
            link.add(to: .main, forMode: .common)
            self.link = link
            DispatchQueue.simulatedMain.asyncAfter(deadline: DispatchTime.simulatedNow() + 0.9) { [weak self] in
                self?.link?.invalidate()
            }
        }
    }

    static func land(readingPresentation: Bool) throws -> Analysis {
        let (_, _, timeline) = try simulate(duration: 2, pull: 300) { () -> Header in
            let header = Header()
            header.readsPresentation = readingPresentation
            return header
        }
        return Analyzer().analyze(timeline)
    }

    @Test func readFromThePresentationTheHeaderLandsWithoutAJump() throws {
        #expect(try Self.land(readingPresentation: true).findings(.offsetJump).isEmpty)
    }

    @Test func readFromTheModelItJumps() throws {
        let jumps = try Self.land(readingPresentation: false).findings(.offsetJump)
        #expect(!jumps.isEmpty)
    }
}
