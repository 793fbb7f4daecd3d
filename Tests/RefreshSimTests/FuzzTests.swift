import Foundation
import RefreshPlot
import Testing
@testable import RefreshSim
@testable import RefreshSimStrategies

/// Thousands of broken and extreme variants of the fixture and bundled scenarios: each must end
/// in a valid `Scenario` (which the schema accepts and which keeps every documented limit) or in
/// a clear, bounded error naming the file. A crash or trap fails the whole run.
struct FuzzTests {
    /// `REFRESHSIM_FUZZ_SEED` and `REFRESHSIM_FUZZ_ITERATIONS` run a longer or different campaign
    /// locally; CI uses the defaults.
    static let seed: UInt64 = environment("REFRESHSIM_FUZZ_SEED").flatMap { UInt64($0) } ?? 0x5EED_2026
    static let iterations = environment("REFRESHSIM_FUZZ_ITERATIONS").flatMap { Int($0) }.map { max($0, 100) } ?? 2_000

    static func environment(_ name: String) -> String? {
        ProcessInfo.processInfo.environment[name]
    }
    static let simulatedSecondsCap = 2.0

    @Test func mutatedScenariosEndInAScenarioOrAClearError() throws {
        let bases = ScenarioFixtures.allFiles.map(ScenarioFixtures.bytes)
        let trees = try bases.map { try JSONParser.parse($0) }
        try #require(!bases.isEmpty)
        var mutator = FuzzMutator(random: SeededGenerator(seed: Self.seed))
        var decoded = 0
        var refused = 0
        var syntaxErrors = 0
        var simulated = 0
        var plotted = 0
        // What the decoder accepts, the schema must accept too: checked at the end, all at once.
        var acceptedDocuments: [(iteration: Int, json: String)] = []
        for iteration in 0..<Self.iterations {
            let input = mutator.mutate(bases[iteration % bases.count], tree: trees[iteration % bases.count])
            do {
                let scenario = try ScenarioDecoder.decode(input, fileName: "fuzz.json")
                decoded += 1
                let broken = Self.brokenLimits(scenario)
                #expect(broken.isEmpty, "iteration \(iteration): \(broken)")
                acceptedDocuments.append((iteration, String(decoding: input, as: UTF8.self)))
                // Simulate and judge it, capped at a couple of seconds to keep the suite fast.
                var capped = scenario
                capped.duration = min(scenario.duration, Self.simulatedSecondsCap)
                let timeline = Simulator(scenario: capped).run()
                let expectedFrames = Int((capped.duration * capped.frameRate).rounded(.down))
                #expect(abs(timeline.samples.count - expectedFrames) <= 1, "iteration \(iteration): \(timeline.samples.count) frames")
                #expect(timeline.samples.allSatisfy { $0.offset.isFinite }, "iteration \(iteration): a non-finite offset")
                let analysis = Analyzer(thresholds: capped.analysis).analyze(timeline)
                simulated += 1
                // Whatever validates plots: every layout and drawing path runs (at a quarter of a
                // pixel per point, to keep the suite fast).
                let subject = ChartSubject(scenario: capped, timeline: timeline, analysis: analysis)
                do {
                    let image = try Chart.timeline(subject, size: ChartSize(scale: 0.25)).rasterImage()
                    #expect(image.width == 300 && image.height > 100, "iteration \(iteration)")
                    plotted += 1
                } catch {
                    Issue.record("iteration \(iteration): decoded, but cannot be plotted: \(error.description)")
                }
            } catch {
                refused += 1
                if error.issues.contains(where: \.isSyntaxError) { syntaxErrors += 1 }
                #expect(!error.issues.isEmpty, "iteration \(iteration)")
                #expect(error.issues.count <= ScenarioLimits.maxReportedIssues)
                for line in error.lines {
                    #expect(
                        line.hasPrefix("fuzz.json: ") && line.count > "fuzz.json: ".count + 5 && line.count < 600,
                        "iteration \(iteration): \(line.prefix(200))")
                }
            }
        }
        let verdicts = try JSONSchemaValidator.validate(
            "[" + acceptedDocuments.map(\.json).joined(separator: ",") + "]",
            against: ScenarioSchema.json)
        #expect(verdicts.count == acceptedDocuments.count)
        for (document, problems) in zip(acceptedDocuments, verdicts) {
            #expect(problems.isEmpty, "iteration \(document.iteration): decoded, but the schema refuses it: \(problems)")
        }
        // The mix must really exercise both outcomes.
        #expect(decoded > Self.iterations / 20, "decoded \(decoded)")
        #expect(simulated == decoded)
        #expect(plotted == decoded)
        #expect(refused > Self.iterations / 2, "refused \(refused)")
        #expect(syntaxErrors > Self.iterations / 20, "syntax errors \(syntaxErrors)")
    }

    @Test func theSameSeedMakesTheSameInputs() {
        let base = ScenarioFixtures.fixture("wkwebview-good-full")
        var first = FuzzMutator(random: SeededGenerator(seed: 7))
        var second = FuzzMutator(random: SeededGenerator(seed: 7))
        let a = (0..<20).map { _ in first.mutate(base) }
        let b = (0..<20).map { _ in second.mutate(base) }
        #expect(a == b)
        #expect(Set(a).count > 10)
    }

    /// The documented limits a decoded scenario must keep.
    static func brokenLimits(_ s: Scenario) -> [String] {
        var broken: [String] = []
        if !ScenarioLimits.duration.contains(s.duration) { broken.append("duration \(s.duration)") }
        if !ScenarioLimits.frameRate.contains(s.frameRate) { broken.append("frameRate \(s.frameRate)") }
        if !ScenarioLimits.contentHeight.contains(s.content.height) { broken.append("content height") }
        if s.gestures.count > ScenarioLimits.maxGestures { broken.append("gesture count") }
        if s.actions.count > ScenarioLimits.maxActions { broken.append("action count") }
        if s.actions.contains(where: { $0.at > s.duration || $0.at < 0 }) { broken.append("action outside duration") }
        if !(1...2).contains(s.components.count) { broken.append("\(s.components.count) components") }
        if s.components.count == 2, s.components[0].role == s.components[1].role { broken.append("two \(s.components[0].role)s") }
        var samples = 0
        var previousEnd = 0.0
        for gesture in s.gestures {
            if gesture.startTime < previousEnd - 1e-9 { broken.append("overlap at \(gesture.startTime)") }
            if gesture.endTime > s.duration + 1e-9 || gesture.startTime < 0 { broken.append("gesture outside duration") }
            if !gesture.endTime.isFinite { broken.append("non-finite gesture") }
            previousEnd = gesture.endTime
            if case let .touches(_, list, _) = gesture {
                samples += list.count
                if zip(list, list.dropFirst()).contains(where: { $0.t >= $1.t }) { broken.append("unordered samples") }
            }
        }
        if samples > ScenarioLimits.maxTouchSamples { broken.append("touch samples \(samples)") }
        if case let .webview(plan) = s.loader, plan.finishAfter < plan.commitAfter { broken.append("finish before commit") }
        return broken
    }
}
