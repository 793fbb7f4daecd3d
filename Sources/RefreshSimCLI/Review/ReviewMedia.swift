import Foundation
import RefreshPlot
import RefreshSim

/// What an opened run needs on the page: its chart as SVG, where the chart's time axis runs, and
/// the phone's frames (`PhoneFilm`). Both deflated and in base64, so 49 scenarios fit in 20 MB:
/// a chart's SVG is about 350 kB of text and 60 kB deflated. The page inflates them with the
/// browser's own `DecompressionStream`, which needs no server.
enum ReviewMedia {
    /// One run's chart and phone; `charts` more than one subject gives the stacked comparison.
    static func json(chart subjects: [ChartSubject], phones: [ChartSubject], baselinePNG: Data? = nil) throws(CLIFailure) -> JSONValue {
        // Plain words on the page, for designers; the legend under each run gives UIKit's names.
        var chart = Chart(subjects: subjects, size: ChartSize())
        chart.words = .plain
        let svg: Data
        do { svg = try chart.data(format: .svg) } catch {
            throw .outputFailed("cannot draw the chart of \"\(subjects[0].timeline.scenarioName)\": \(error.description)")
        }
        var members: [(String, JSONValue)] = [
            ("chart", try deflated(SVGIdentifiers.canonical(svg))),
            (
                "axis",
                .object([
                    ("width", .number(chart.size.width)),
                    ("x0", .number(chart.timeAxisSpan.lowerBound)), ("x1", .number(chart.timeAxisSpan.upperBound)),
                    ("t0", .number(chart.timeDomain.lowerBound)), ("t1", .number(chart.timeDomain.upperBound)),
                ])
            ),
            ("phones", .array(phones.map(film))),
        ]
        if let baselinePNG { members.append(("baseline", .string(baselinePNG.base64EncodedString()))) }
        return .object(members)
    }

    /// A film, or `null` with the reason when the run is too long to film (`PhoneAnimation.maximumFrames`).
    private static func film(_ subject: ChartSubject) -> JSONValue {
        do {
            let film = try PhoneFilm(subject: subject)
            return .object([
                ("width", .number(Double(film.width))), ("height", .number(Double(film.height))),
                ("fps", .number(film.framesPerSecond)), ("frames", .number(Double(film.frameCount))),
                (
                    "patches",
                    .array(
                        film.patches.map { patch in
                            .array([patch.frame, patch.x, patch.y, patch.width, patch.height, patch.shift].map { .number(Double($0)) })
                        })
                ),
                ("size", .number(Double(film.pixelCount))),
                ("pixels", .string(film.pixels.base64EncodedString())),
            ])
        } catch {
            return .object([("unavailable", .string(error.description))])
        }
    }

    private static func deflated(_ data: Data) throws(CLIFailure) -> JSONValue {
        do { return .string(try Deflate.compress([UInt8](data)).base64EncodedString()) } catch {
            throw .outputFailed("cannot compress a chart: \(error.description)")
        }
    }
}
