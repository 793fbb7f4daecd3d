import ArgumentParser
import Foundation
import RefreshPlot
import RefreshSim

struct FitCommand: VocabularyCommand {
    static let configuration = CommandConfiguration(
        commandName: "fit",
        abstract: "Fit the scroll physics to recorded traces and print a physics block for scenarios.",
        discussion: """
            Finds every drag past an edge and every release in the traces (RefreshSimRecorder's \
            files) and fits, by least squares over every frame of them, the deceleration rate, the \
            rubber band's coefficient and dimension and the recoil spring's stiffness and damping \
            ratio (shared), and each release's velocity. Prints the physics block to paste into a \
            scenario, each release's velocity, and each trace's residuals (the largest and the RMS \
            difference between the recorded and the fitted offset, pt). A parameter the traces \
            cannot tell is left out, and a note says why. -o writes a chart of each trace against \
            its fitted motion (both offsets on one set of axes, their difference below).

            Examples:
              refreshsim fit pull.json fling.json
              refreshsim fit pull.json -o fit.png
              refreshsim fit traces/ --scenario fitted.json

            \(ExitStatus.helpText)
            """
    )

    @Argument(help: "Trace files (RefreshSimRecorder's JSON), or directories of them.")
    var traces: [String] = []

    @Option(name: .shortAndLong, help: "Chart each trace against its fit: a file (one trace) or a directory.")
    var output: String?

    @Option(help: ArgumentHelp("Write a scenario that replays the first trace's finger with the fitted physics.", valueName: "FILE"))
    var scenario: String?

    @Option(
        help: ArgumentHelp(
            "How the timestamps may lag the motion: each (fitted per trace, up to two frames), shared (one for all: one recorder), or a number of ms.",
            valueName: "each|shared|MS"))
    var clockOffset = "each"

    private var clockOffsets: PhysicsFit.ClockOffsets? {
        switch clockOffset {
        case "each": .perTrace
        case "shared": .shared
        default: Double(clockOffset).flatMap { $0.isFinite && abs($0) <= 1000 ? .fixed($0) : nil }
        }
    }

    func validate() throws {
        guard !traces.isEmpty else { throw ValidationError("give at least one trace file") }
        guard clockOffsets != nil else {
            throw ValidationError("--clock-offset: give each, shared or a number of ms within ±1000, got \(clockOffset)")
        }
    }

    func run(_ vocabulary: Vocabulary) throws {
        let files = ScenarioSet.filesNotingSkipped(traces)
        let inputs = try ScenarioSet.load(files: files, named: traces, vocabulary: vocabulary)
        var recordings: [(input: RunInput, trace: Trace)] = []
        for input in inputs {
            guard let trace = input.trace else {
                throw CLIFailure.badInput(
                    "\(ScenarioFile.displayName(input.path)): a scenario, not a trace: fit reads recordings (format refreshsim-trace)")
            }
            recordings.append((input, trace))
        }
        var plan = OutputPlan(inputs: RunInput.files(inputs, given: files))
        var charts: [String] = []
        if let output {
            try OutputPath.checkDirectory(output, option: "-o", count: recordings.count)
            for (input, _) in recordings {
                let path = try OutputPath.resolve(output, for: input.scenario, extension: "png", count: recordings.count)
                plan.add(path, "the fit chart of \"\(input.name)\"")
                charts.append(path)
            }
        }
        if let scenario { plan.add(scenario, "the fitted scenario (--scenario)") }
        try plan.check()

        let fit = PhysicsFit(recordings.map(\.trace), clockOffsets: clockOffsets ?? .perTrace)
        print(FitReport.text(fit), terminator: "")
        for ((input, _), (path, result)) in zip(recordings, zip(charts, fit.traces)) {
            let run = input.run()
            let recorded = ChartSubject(run)
            var fitted = recorded
            fitted.timeline = FitReport.fittedTimeline(run.timeline, result)
            fitted.title = (input.scenario.title ?? input.name) + " · fitted"
            fitted.recording = nil
            fitted.analysis = nil
            try ScenarioCharting.write(Chart.overlay(recorded, fitted), to: path)
            print(Console.escaped(path))
        }
        if let scenario, let first = recordings.first {
            try AtomicFileWriter.ensureParentDirectory(of: scenario)
            try AtomicFileWriter.write(FitReport.scenario(first.trace, fit, vocabulary: vocabulary), to: scenario)
            print(Console.escaped(scenario))
        }
    }
}
