import Foundation
import Testing
@testable import RefreshSim
@testable import RefreshSimStrategies

/// Issue 22's five gaps, each shown by a bundled scenario, and every bundled scenario passing its
/// whole `expect` (the new forms included), as `refreshsim check Scenarios/` does.
struct IssueGapScenarioTests {
    private func bundled(_ name: String) throws -> Scenario {
        let file = try #require(ScenarioFixtures.bundledFiles.first { $0.lastPathComponent == name + ".json" })
        return try ScenarioDecoder.decode(ScenarioFixtures.bytes(file), fileName: file.lastPathComponent)
    }

    @Test func eachGapHasABundledScenario() throws {
        // 1. Calls on events: paged-feed's pages come from reactions, its end from the 3rd one.
        let feed = try bundled("paged-feed")
        #expect(
            feed.reactions.contains { $0.trigger == .loadEnded(.footer) && $0.nth == 3 && $0.call.kind == .endRefreshingWithNoMoreData })
        #expect(feed.actions.isEmpty)
        // 2. Subset expectations.
        #expect(feed.expect?.excludes?.contains(.hiddenWhileLoading) == true)
        #expect(try bundled("reload-while-finger-down").expect?.includes == [.reloadWhileDragging])
        // 3. Per-gesture expectations by id.
        #expect(feed.expect?.gestures.map(\.id) == ["flick-1", "flick-2", "flick-3", "flick-past-the-end"])
        #expect(feed.expect?.gestures.last?.loadsMore == false)
        // 4. The app's own inset.
        let tabs = try bundled("tab-bar-app")
        #expect(tabs.contentInset == AppContentInset(bottom: 49))
        // 5. hiddenWhileLoading after a short tug under a navigation bar.
        #expect(try bundled("sv-tug-under-navigation-bar").expect?.includes == [.hiddenWhileLoading])
        // The footer's no-more-data reset by the header's refresh, and the reload under the finger.
        #expect(
            try bundled("header-resets-no-more-data").reactions.contains {
                $0.trigger == .loadEnded(.header) && $0.call.kind == .resetNoMoreData
            })
        #expect(try bundled("reload-while-finger-down").reactions.first?.trigger == .loadStarted(.header))
    }

    @Test(arguments: ScenarioFixtures.bundledFiles)
    func everyBundledScenarioPassesItsExpect(file: URL) throws {
        let scenario = try ScenarioDecoder.decode(ScenarioFixtures.bytes(file), fileName: file.lastPathComponent)
        #expect(Checker().check(ScenarioRun(scenario)).differences == [], "\(scenario.name)")
    }
}
