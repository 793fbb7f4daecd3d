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
              for i in 1 2 3 4; do
                refreshsim sweep --spec Sweeps/wkwebview-latency-pull.json --shard $i/4 \\
                    --report shard-$i.json
              done
              refreshsim sweep merge shard-1.json shard-2.json shard-3.json shard-4.json \\
                  -o map.png --csv cells.csv

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
        let spec = SweepSpec(scenarios: first.files, vary: [], output: outputs.output, csv: outputs.csvPath, report: outputs.reportPath)
        // Every file merge reads is an input: the shards' reports and the scenarios they name.
        try spec.checkOutputs(inputs: reports + first.files)
        try Self.checkDigests(shards, reports)
        var sweeps: [Sweep] = []
        for file in first.files {
            let (root, digest) = try ScenarioFile.digestedJSON(path: file)
            guard digest == first.inputDigests[file] else {
                throw CLIFailure.badInput(
                    "\(file) changed since the shards were run (sha256 \(first.inputDigests[file]?.prefix(12) ?? "?")… then, "
                        + "\(digest.prefix(12))… now): run the shards again")
            }
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
        try SweepGridCommand.write(results, spec, size: size.size)
    }

    /// Every shard read the same bytes of every scenario file.
    private static func checkDigests(_ shards: [SweepShardReport], _ paths: [String]) throws(CLIFailure) {
        for (shard, path) in zip(shards, paths) {
            guard !shard.inputDigests.isEmpty else {
                throw .badInput("\(path): names no digest of the files it swept (an older refreshsim made it): run the shard again")
            }
            for file in shards[0].files where shard.inputDigests[file] != shards[0].inputDigests[file] {
                throw .badInput(
                    "\(path) and \(paths[0]) were made from different versions of \(file) (sha256 "
                        + "\(shard.inputDigests[file]?.prefix(12) ?? "?")… and \(shards[0].inputDigests[file]?.prefix(12) ?? "?")…): "
                        + "run every shard from the same files")
            }
        }
    }
}
