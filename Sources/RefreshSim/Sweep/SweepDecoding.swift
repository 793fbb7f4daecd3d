/// How a sweep decodes its cells: the base once, then for each cell only what the cell's values
/// reach.
///
/// Every varied path starts at a top-level key. A section of the decoder (`ScenarioSections`)
/// whose reach holds no varied key decodes the same in every cell, so it is decoded once, from the
/// first cell's document (whose keys are every cell's: the base's, and those the paths create). A
/// section only one axis reaches decodes the same in all the cells that share that axis's value,
/// so it is decoded once per value. Only a section two axes reach is decoded for each cell, from
/// the cell's document. The decoder's own code runs on the cell's own nodes each time, so a cell
/// decodes to the scenario, or fails with the issues, that decoding its whole document gives
/// (`SweepDecodingTests` compares the two routes over grids).
struct SweepDecoding: Sendable {
    typealias Section = ScenarioSections.Section

    /// The first cell, every section decoded.
    private let first: ScenarioSections
    /// Per axis: the sections it alone reaches, and for each of its values those sections decoded.
    private let byAxis: [(sections: [Section], byValue: [ScenarioSections])]
    /// The sections two axes or more reach, in order.
    let perCell: [Section]

    /// `first`: the first cell's document, every axis at its first value.
    init(first document: JSONNode, axes: [SweepAxis], vocabulary: Vocabulary) {
        first = ScenarioSections(document, vocabulary: vocabulary)
        let axisKeys = axes.map { axis -> String? in
            if case let .key(key) = axis.path.components.first { return key }
            return nil
        }
        let reaching = Section.allCases.map { section in
            let reach = section.reach
            return axisKeys.indices.filter { axisKeys[$0].map(reach.contains) ?? false }
        }
        perCell = Section.allCases.filter { reaching[$0.rawValue].count > 1 }
        byAxis = axes.indices.map { [first] axis in
            let sections = Section.allCases.filter { reaching[$0.rawValue] == [axis] }
            guard !sections.isEmpty else { return ([], []) }
            let byValue = axes[axis].values.map { value in
                var decoded = first
                if let document = try? axes[axis].path.replacing(in: document, with: value.jsonValue),
                    let top = ObjectReader(checked: document, at: .root, log: IssueLog())
                {
                    for section in sections { decoded.decode(section, of: top, vocabulary: vocabulary) }
                }
                return decoded
            }
            return (sections, byValue)
        }
    }

    /// The sections of the cell at `coordinates` (a value index per axis); `document` gives the
    /// cell's whole document, built only when a section needs it.
    /// The sections decoded once per value of each axis.
    var perValue: [[Section]] { byAxis.map(\.sections) }

    func sections(at coordinates: [Int], document: () -> JSONNode, vocabulary: Vocabulary) -> ScenarioSections {
        var sections = first
        for (axis, coordinate) in zip(byAxis, coordinates) where !axis.sections.isEmpty {
            sections.take(axis.sections, from: axis.byValue[coordinate])
        }
        if !perCell.isEmpty, let top = ObjectReader(checked: document(), at: .root, log: IssueLog()) {
            for section in perCell { sections.decode(section, of: top, vocabulary: vocabulary) }
        }
        return sections
    }
}
