import ArgumentParser
import RefreshSim
import RefreshSimStrategies

/// A subcommand that reads scenario files: it runs with the vocabulary the program was started
/// with (`RefreshSimCommand.main(vocabulary:)`), handed down by `CommandLineEntry`, not read from
/// a global.
protocol VocabularyCommand: ParsableCommand {
    func run(_ vocabulary: Vocabulary) throws
}

extension VocabularyCommand {
    func run() throws { try run(.bundled) }
}
