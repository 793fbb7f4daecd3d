import Foundation
import RefreshPlot
import RefreshSim

/// What an opened run needs on the page: its chart as SVG, where the chart's time axis runs, and
/// the phone's frames (`PhoneFilm`). Both deflated and in base64, so 49 scenarios fit in 20 MB:
/// a chart's SVG is about 350 kB of text and 60 kB deflated. The page inflates them with the
/// browser's own `DecompressionStream`, which needs no server.
///
/// Written piece by piece as `refreshsimMedia("<id>", {…});`: a film's frames go to the file as
/// they are compressed, so a run of any length is never held whole (`PhoneFilm.draw`).
enum ReviewMedia {
    /// Before the media's JSON in its asset file, and after it.
    static func prefix(_ id: String) -> String { "refreshsimMedia(\"\(id)\", " }
    static let suffix = ");\n"

    /// One run's chart and phone; `charts` more than one subject gives the stacked comparison.
    static func write(
        id: String, chart subjects: [ChartSubject], phones: [ChartSubject], baselinePNG: Data? = nil,
        put: ([UInt8]) -> Void
    ) throws(CLIFailure) {
        // Plain words on the page, for designers; the legend under each run gives UIKit's names.
        var chart = Chart(subjects: subjects, size: ChartSize())
        chart.words = .plain
        let svg: Data
        do { svg = try chart.data(format: .svg) } catch {
            throw .outputFailed("cannot draw the chart of \"\(subjects[0].timeline.scenarioName)\": \(error.description)")
        }
        let head = HTMLText.scriptJSON(
            .object([
                ("chart", try deflated(SVGIdentifiers.canonical(svg))),
                (
                    "axis",
                    .object([
                        ("width", .number(chart.size.width)),
                        ("x0", .number(chart.timeAxisSpan.lowerBound)), ("x1", .number(chart.timeAxisSpan.upperBound)),
                        ("t0", .number(chart.timeDomain.lowerBound)), ("t1", .number(chart.timeDomain.upperBound)),
                    ])
                ),
            ]))
        put(Array((prefix(id) + head.dropLast() + ",\"phones\":[").utf8))
        for (index, subject) in phones.enumerated() {
            if index > 0 { put(Array(",".utf8)) }
            try film(subject, put: put)
        }
        let baseline = baselinePNG.map { ",\"baseline\":\"\($0.base64EncodedString())\"" } ?? ""
        put(Array(("]" + baseline + "}" + suffix).utf8))
    }

    /// A film, or `{"unavailable": reason}` when the run is too long to film
    /// (`PhoneAnimation.maximumFrames`).
    private static func film(_ subject: ChartSubject, put: ([UInt8]) -> Void) throws(CLIFailure) {
        let shape: PhoneFilm.Shape
        do { shape = try PhoneFilm.shape(of: subject) } catch {
            put(Array(HTMLText.scriptJSON(.object([("unavailable", .string(error.description))])).utf8))
            return
        }
        func number(_ value: Double) -> String { JSONWriter.compact(.number(value)) }
        put(
            Array(
                ("{\"width\":\(number(Double(shape.width))),\"height\":\(number(Double(shape.height))),"
                    + "\"fps\":\(number(shape.framesPerSecond)),\"frames\":\(number(Double(shape.frameCount))),\"pixels\":\"").utf8))
        var base64 = Base64Stream()
        let drawn: (shape: PhoneFilm.Shape, patches: [PhoneFilm.Patch], pixelCount: Int)
        do {
            drawn = try withoutActuallyEscaping(put) { put throws(ChartError) in
                try PhoneFilm.draw(subject: subject, words: .plain) { bytes in put(Array(base64.encode(bytes).utf8)) }
            }
        } catch {
            throw .outputFailed("cannot draw the phone of \"\(subject.timeline.scenarioName)\": \(error.description)")
        }
        let patches = drawn.patches.map { patch in
            "[" + [patch.frame, patch.x, patch.y, patch.width, patch.height, patch.shift].map { number(Double($0)) }.joined(separator: ",")
                + "]"
        }
        put(
            Array(
                (base64.finish() + "\",\"size\":\(number(Double(drawn.pixelCount))),\"patches\":[" + patches.joined(separator: ",") + "]}")
                    .utf8))
    }

    /// Level 6, not 9: the 64 bundled charts' SVG deflate to 4,121,865 bytes at level 6 and
    /// 4,107,040 at level 9 (+0.36 %), in 0.50 s of CPU instead of 1.24 s (zlib 1.2.13).
    private static func deflated(_ data: Data) throws(CLIFailure) -> JSONValue {
        do { return .string(try Deflate.compress([UInt8](data), level: 6).base64EncodedString()) } catch {
            throw .outputFailed("cannot compress a chart: \(error.description)")
        }
    }
}
