import Foundation
@testable import RefreshPlot
import RefreshSim
import RefreshSimStrategies
import Testing

/// `--words plain`: every word the chart, the phone and the filmstrip print is a designer's, not
/// UIKit's. A test walks every label of every bundled scenario's pictures; what the scenario and
/// the code under test name themselves (title, description, kinds, the strategy's state words)
/// is theirs and stays.
struct PlainWordsTests {
    /// UIKit's and the engine's terms: event and glitch class names, and the words of the model.
    static let uikitTerms: [String] =
        ChartWords.plainEvents.keys.sorted() + GlitchClass.allCases.map(\.rawValue)
        + [
            "contentOffset", "contentInset", "contentSize", "inset", "offset", "strategy", "loader", "decelerate",
            "scroll phase", "safe area", "header", "footer", "hitch", "state",
        ]

    /// Each term as a pattern matching it at a word's start, compiled once: the walk below asks
    /// every term of every text of every bundled scenario, and `range(of:options: .regularExpression)`
    /// compiled the pattern again on each call (half of this suite's CPU).
    static let termPatterns: [(term: String, pattern: NSRegularExpression)] = uikitTerms.map { term in
        // An escaped literal is a valid pattern.
        (
            term,
            try! NSRegularExpression(pattern: "(?<![A-Za-z])\(NSRegularExpression.escapedPattern(for: term))", options: .caseInsensitive)
        )
    }

    /// The terms a text holds, as whole words (`insets` counts, `onset` does not).
    static func terms(in text: String) -> [String] {
        termPatterns.filter { $0.pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil }.map(\.term)
    }

    @Test func everyLabelHasAPlainFormWithoutUIKitTerms() {
        let plain =
            ChartLabel.allCases.map(\.plain) + ScrollPhase.allCases.map(ChartWords.plain.phase)
            + LoaderPhase.allCases.map(ChartWords.plain.loaderPhase) + GlitchClass.allCases.map(\.plainName)
            + GlitchClass.allCases.map(\.summary) + ChartWords.plainEvents.values.sorted()
        for word in plain { #expect(Self.terms(in: word).isEmpty, "\"\(word)\" says \(Self.terms(in: word))") }
        // And the terms are found where they are: the walk below would notice them.
        #expect(Self.terms(in: "min offset (−top inset)") == ["inset", "offset"])
        #expect(Self.terms(in: "finger lifted · didEndDragging +5") == ["didEndDragging"])
    }

    /// Every text a drawing printed.
    static func texts(_ canvas: RecordingCanvas) -> [String] {
        texts(canvas.lines)
    }

    /// The texts of a recording's lines. The pattern is made once for all the lines: a regex
    /// literal is parsed again each time it is evaluated, so inside the loop it was parsed per line.
    static func texts(_ lines: some Sequence<some StringProtocol>) -> [String] {
        let textLine = /^\s*text "(.*)" \(/
        return lines.compactMap { line in
            guard let match = String(line).firstMatch(of: textLine) else { return nil }
            return String(match.output.1)
        }
    }

    static var bundledNames: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: BundledSubjects.directory.path)) ?? [])
            .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }

    @Test(arguments: bundledNames)
    func thePlainPicturesPrintNoUIKitTerm(name: String) throws {
        let subject = try BundledSubjects.subject(name)
        var chart = Chart.timeline(subject)
        chart.words = .plain
        var texts = Self.lines(chart)
        var screen = PhoneScreen(subject: subject)
        screen.words = .plain
        let strip = TimelineStrip(screen: screen, duration: subject.timeline.duration)
        for moment in FilmstripMoment.moments(of: screen) + [FilmstripMoment(time: 0, frame: 0, captions: [], findings: [])] {
            let canvas = RecordingCanvas(width: screen.width, height: screen.height + 100)
            screen.draw(at: moment.time + 1e-6, canvas: canvas, flashSeconds: 0.6)
            strip.draw(in: Rect(x: 0, y: screen.height, width: screen.width, height: 70), time: moment.time, speed: 1, canvas: canvas)
            texts += Self.texts(canvas)
        }
        let filmstrip = Filmstrip(subjects: [subject], words: .plain)
        let canvas = RecordingCanvas(width: filmstrip.size.width, height: filmstrip.size.height)
        filmstrip.draw(canvas: canvas)
        texts += Self.texts(canvas)

        let timeline = subject.timeline
        let theirs =
            [subject.heading, subject.description, timeline.identity.strategyName, timeline.identity.loaderName]
            + timeline.samples.map(\.state.text) + timeline.components.flatMap { $0.states.map(\.text) }
        let owns = Set(theirs).filter { !$0.isEmpty }.sorted { $0.count > $1.count }
        for text in Set(texts) {
            var left = text.replacingOccurrences(of: " …", with: "").replacingOccurrences(of: "… ", with: "")
            // A line of their own text (a wrapped description) is theirs whole; else their names in it.
            if owns.contains(where: { $0.contains(left) }) { continue }
            for own in owns { left = left.replacingOccurrences(of: own, with: "") }
            #expect(Self.terms(in: left).isEmpty, "\(name): \"\(text)\" says \(Self.terms(in: left))")
        }
        #expect(texts.count > 50, "\(texts.count) texts: is the walk still reading the drawings?")
    }

    static func lines(_ chart: Chart) -> [String] {
        texts(chart.transcript().split(separator: "\n"))
    }
}
