import Foundation
import RefreshSim
import RefreshSimStrategies
import UIKit
@testable import Seed000WebView
@testable import Seed003FooterDelay
@testable import Seed003FooterInset
@testable import Seed003Header
import XCTest

/// The seeds' own Swift, pasted (Tests/PastedSeeds, edits listed in the article "Test your own implementation"), run through
/// RefreshSimUIKit against the bundled scenarios: the screen must move exactly as it does with the
/// bundled transcription of the same seed (Sources/RefreshSimStrategies/Seeds).
final class PastedSeedTests: XCTestCase {
    func testSeed003HeaderMovesAsTheBundledTranscription() throws {
        try assertSameScreen("cj-header.json") { host in
            UIKitStrategy(
                host: host, indicator: .header(height: 30), triggerDistance: 30,
                state: { "\($0.refreshHeader.state!)" }, phase: { Self.phase("\($0.refreshHeader.state!)") }
            ) { Seed003Header.LangTableViewController(style: .plain) }
        }
    }

    func testPrintGoesToTheRunsConsoleNotStandardOutput() throws {
        var strategy: UIKitStrategy<Seed003Header.LangTableViewController>?
        _ = try run("cj-header.json") { host in
            let made = UIKitStrategy(
                host: host, indicator: .header(height: 30), triggerDistance: 30,
                state: { "\($0.refreshHeader.state!)" }
            ) { Seed003Header.LangTableViewController(style: .plain) }
            strategy = made
            return made
        }
        // isExposed() prints offset, inset and header height on every drag frame.
        let console = try XCTUnwrap(strategy?.environment.console)
        XCTAssertFalse(console.isEmpty)
        XCTAssertTrue(console.allSatisfy { $0.hasSuffix(" 0.0 30.0") }, "\(console.prefix(3))")
    }

    func testSeed003HeaderFlickKeepsItsGap() throws {
        let timeline = try run("cj-header-flick.json") { host in
            UIKitStrategy(
                host: host, indicator: .header(height: 30), triggerDistance: 30,
                state: { "\($0.refreshHeader.state!)" }, phase: { Self.phase("\($0.refreshHeader.state!)") }
            ) { Seed003Header.LangTableViewController(style: .plain) }
        }
        XCTAssertEqual(timeline.samples.last?.insetTop, 30, "the seed's flick bug: marginTop never saved")
    }

    func testSeed003InsetFooterMovesAsTheBundledTranscription() throws {
        try assertSameScreen("cj-footer-inset-no-rows.json") { host in
            UIKitStrategy(
                host: host, indicator: .footer(height: 30, top: { $0.refreshHeader.frame.origin.y }),
                state: { "\($0.refreshHeader.state!)" }, phase: { Self.phase("\($0.refreshHeader.state!)") }
            ) { () -> Seed003FooterInset.LangTableViewController in
                let app = Seed003FooterInset.AppDelegate()
                _ = app.application(.shared, didFinishLaunchingWithOptions: nil)
                return (app.window!.rootViewController as! UINavigationController).topViewController
                    as! Seed003FooterInset.LangTableViewController
            }
        }
    }

    func testSeed003DelayFooterMovesAsTheBundledTranscription() throws {
        try assertSameScreen("cj-footer-delay.json") { host in
            UIKitStrategy(
                host: host, indicator: .footer(height: 30, top: { $0.footer!.frame.origin.y }),
                state: { "\($0.footer!.state!)" }, phase: { Self.phase("\($0.footer!.state!)") }
            ) { () -> Seed003FooterDelay.LangTableViewController in
                let app = Seed003FooterDelay.AppDelegate()
                _ = app.application(.shared, didFinishLaunchingWithOptions: nil)
                return (app.window!.rootViewController as! UINavigationController).topViewController
                    as! Seed003FooterDelay.LangTableViewController
            }
        }
    }

    func testSeed000BadExampleMovesAsTheBundledTranscription() throws {
        try assertSameScreen("wkwebview-bad.json") { host in
            UIKitStrategy(
                host: host, indicator: .refreshControl,
                state: { $0.refreshControl.isRefreshing ? "refreshing" : "idle" }
            ) { BadExampleViewController() }
        }
    }

    func testSeed000GoodExampleMovesAsTheBundledTranscription() throws {
        try assertSameScreen("wkwebview-good.json") { host in
            UIKitStrategy(
                host: host, indicator: .refreshControl,
                state: { $0.refreshControl.isRefreshing ? "refreshing" : "idle" }
            ) { GoodExampleViewController() }
        }
    }

    // MARK: Helpers

    /// cjrefresh's states as phases, as the bundled transcription maps them (`CJRefreshState`).
    static func phase(_ state: String) -> RefreshPhase {
        switch state {
        case "pulling": .armed
        case "refreshing": .refreshing
        default: .idle
        }
    }

    private func scenario(_ name: String) throws -> Scenario {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Scenarios/\(name)").standardized
        return try ScenarioDecoder.decode(Array(try Data(contentsOf: url)), fileName: name)
    }

    private func run(_ name: String, _ strategy: @escaping Simulator.StrategyBuilder) throws -> Timeline {
        Simulator(scenario: try scenario(name), strategy: strategy).run()
    }

    private func assertSameScreen(
        _ name: String, _ strategy: @escaping Simulator.StrategyBuilder,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let pasted = try run(name, strategy)
        let bundled = Simulator(scenario: try scenario(name)).run()
        XCTAssertEqual(pasted.samples.count, bundled.samples.count, file: file, line: line)
        let compared: [(String, PartialKeyPath<FrameSample>)] = [
            ("offset", \.offset), ("insetTop", \.insetTop), ("insetBottom", \.insetBottom),
            ("contentHeight", \.contentHeight), ("state", \.state), ("indicator", \.indicatorVisibleHeight),
        ]
        for (a, b) in zip(pasted.samples, bundled.samples) {
            for (label, keyPath) in compared {
                let left = "\(a[keyPath: keyPath])"
                let right = "\(b[keyPath: keyPath])"
                if left != right {
                    XCTFail("\(name) frame \(a.frame) (\(a.time) s): \(label) pasted \(left), bundled \(right)", file: file, line: line)
                    return
                }
            }
        }
    }
}
