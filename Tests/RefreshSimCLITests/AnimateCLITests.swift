import Foundation
import Testing

/// `refreshsim animate`, `compare -o *.gif`, `compare --overlay` and `filmstrip` as a user runs them.
struct AnimateCLITests {
    @Test func animateWritesAGIFNamedAfterTheScenario() throws {
        let directory = try CLIProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try CLIProcess.run(["animate", scenario("wkwebview-bad"), "--fps", "10"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "Output/wkwebview-bad.gif\n")
        let data = try Data(contentsOf: directory.appendingPathComponent("Output/wkwebview-bad.gif"))
        #expect(data.prefix(6) == Data("GIF89a".utf8))
        let again = try CLIProcess.run(["animate", scenario("wkwebview-bad"), "--fps", "10", "-o", "again.gif"], in: directory)
        #expect(again.status == 0)
        #expect(try Data(contentsOf: directory.appendingPathComponent("again.gif")) == data, "same scenario, same bytes")
        let piped = try CLIProcess.run(["animate", scenario("wkwebview-bad"), "--fps", "10", "-o", "-"], in: directory)
        #expect(piped.status == 0 && piped.stdout.hasPrefix("GIF89a"), "- is standard output")
    }

    @Test func tooManyFramesIsBadInputAndWritesNothing() throws {
        let directory = try CLIProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // 6 s at a twentieth of real time and 50 frames/s: 6,000 frames.
        let result = try CLIProcess.run(
            ["animate", scenario("wkwebview-bad"), "--speed", "0.05", "--fps", "50", "-o", "x.gif"], in: directory)
        #expect(result.status == 2)
        #expect(result.stderr.contains("x.gif: the animation would have 6017 frames, more than 3000"))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("x.gif").path))
    }

    @Test func animateRefusesBadOptions() throws {
        for arguments in [["-o", "x.png"], ["--speed", "0"], ["--fps", "60"], ["--gif-scale", "9"]] {
            let result = try CLIProcess.run(["animate", scenario("ego")] + arguments)
            #expect(result.status == 2, "\(arguments)")
        }
    }

    @Test func compareToAGIFPlaysBothPhonesAndOverlayDrawsAChart() throws {
        let directory = try CLIProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let gif = try CLIProcess.run(
            ["compare", scenario("wkwebview-bad"), scenario("wkwebview-good"), "-o", "cmp.gif", "--fps", "5"], in: directory)
        #expect(gif.status == 0, "\(gif.stderr)")
        let data = try Data(contentsOf: directory.appendingPathComponent("cmp.gif"))
        #expect(data.prefix(6) == Data("GIF89a".utf8))
        let width = Int(data[6]) | Int(data[7]) << 8
        #expect(width > 2 * 340, "two phones side by side")
        let overlay = try CLIProcess.run(
            [
                "compare", scenario("uirefreshcontrol"), scenario("uirefreshcontrol-120hz"), "--overlay",
                "-o", "ov.svg",
            ], in: directory)
        #expect(overlay.status == 0, "\(overlay.stderr)")
        let svg = try String(contentsOf: directory.appendingPathComponent("ov.svg"), encoding: .utf8)
        #expect(svg.hasPrefix("<?xml"))
    }

    @Test func filmstripWritesOneOrTwoRows() throws {
        let directory = try CLIProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let one = try CLIProcess.run(["filmstrip", scenario("wkwebview-bad")], in: directory)
        #expect(one.status == 0, "\(one.stderr)")
        #expect(one.stdout == "Output/wkwebview-bad-filmstrip.png\n")
        let two = try CLIProcess.run(["filmstrip", scenario("wkwebview-bad"), scenario("wkwebview-good"), "-o", "s.pdf"], in: directory)
        #expect(two.status == 0, "\(two.stderr)")
        let three = try CLIProcess.run(["filmstrip", scenario("ego"), scenario("ego"), scenario("ego")], in: directory)
        #expect(three.status == 2)
    }

    @Test func theOffsetAxisOptionTakesPullOffsetOrBoth() throws {
        let directory = try CLIProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for axis in ["pull", "offset", "both"] {
            let result = try CLIProcess.run(["plot", scenario("ego"), "--offset-axis", axis, "-o", "\(axis).svg"], in: directory)
            #expect(result.status == 0, "\(axis): \(result.stderr)")
        }
        let pull = try String(contentsOf: directory.appendingPathComponent("pull.svg"), encoding: .utf8)
        let both = try String(contentsOf: directory.appendingPathComponent("both.svg"), encoding: .utf8)
        #expect(pull != both)
        let bad = try CLIProcess.run(["plot", scenario("ego"), "--offset-axis", "sideways"], in: directory)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("sideways"))
    }
}
