import ArgumentParser
import RefreshPlot

extension RefreshSimCommand {
    /// The subcommands that draw with the standard fonts. Naming one first on the command line
    /// starts the fonts' set-up on another thread while the rest of the line is parsed and its
    /// scenarios run (`FontSet.prepareStandard`).
    static let drawingCommands: [any ParsableCommand.Type] = [
        PlotCommand.self, CompareCommand.self, AnimateCommand.self, FilmstripCommand.self, ReviewCommand.self,
        SweepCommand.self,
    ]

    /// Whether `name` is one of `drawingCommands`. Compared by name, not by an `is` test against a
    /// protocol: the runtime's first look for a conformance scans every conformance the process
    /// has (about 0.1 ms each here), which is more than the set-up can win back.
    static func draws(_ name: String) -> Bool {
        drawingCommands.contains { $0.configuration.commandName == name }
    }
}
