import ArgumentParser
import Foundation
import RefreshPlot
import RefreshSim

/// `refreshsim sweep merge`: the shards' reports joined into the outputs of the whole sweep.
struct SweepMergeCommand: VocabularyCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Join the reports of a sweep's shards (sweep --shard) into the whole sweep's map, CSV and report.",
        discussion: """
            Give every shard's --report. The scenario files the shards swept are read again (from \
            the paths the reports name) for the map; the outputs are byte for byte those of the \
            sweep run whole. A shard missing, given twice, or from another sweep is an error.

            Example (a CI matrix of 4 jobs, then one more):
              refreshsim sweep --spec Sweeps/wkwebview-latency-pull.json --shard 1/4 --report shard-1.json
              …
              refreshsim sweep merge shard-1.json shard-2.json shard-3.json shard-4.json -o map.png --csv cells.csv

            \(ExitStatus.helpText)
            """
    )

    @Argument(help: ArgumentHelp("The shards' --report files, in any order.", valueName: "shard-report"))
    var reports: [String]

    @OptionGroup var outputs: SweepOutputOptions

    @OptionGroup var size: ChartSizeOptions

    func validate() throws {
        guard !reports.isEmpty else { throw ValidationError("give the shards' --report files") }
        guard outputs.output != nil || outputs.csvPath != nil || outputs.reportPath != nil else {
            throw ValidationError("give -o, --csv or --report")
        }
    }

    func run(_ vocabulary: Vocabulary) throws {
        var shards: [SweepShardReport] = []
        for path in reports {
            let document = try ScenarioFile.json(path: path)
            do { shards.append(try SweepShardReport(document, name: path)) } catch { throw CLIFailure.badInput(error.message) }
        }
        let first = shards[0]
        var sweeps: [Sweep] = []
        for file in first.files {
            let root = try ScenarioFile.json(path: file)
            do {
                sweeps.append(try Sweep(base: root, fileName: file, axes: first.axes, vocabulary: vocabulary))
            } catch {
                throw CLIFailure.badInput(error.message)
            }
        }
        let results: [SweepResults]
        do { results = try SweepShardReport.merge(shards, into: sweeps) } catch { throw CLIFailure.badInput(error.message) }
        if outputs.output != nil, first.axes.count > 3 {
            throw CLIFailure.badInput("a map shows at most 3 fields, \(first.axes.count) are varied: drop -o")
        }
        for cells in results { print(SweepGridCommand.summaryLine(cells)) }
        try SweepGridCommand.write(
            results, SweepSpec(scenarios: first.files, vary: [], output: outputs.output, csv: outputs.csvPath, report: outputs.reportPath),
            size: size.size)
    }
}
