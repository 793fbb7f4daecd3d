import Foundation
import Testing

/// The third hostile round (issue 23): shared temp folders, outputs onto inputs, two outputs on
/// one path in `sweep` and `check`, file names that speak to CI logs and terminals, FIFOs met in a
/// folder, and sweep outputs checked before the work.
struct HostileRound3CLITests {
    private func shell(
        _ script: String, environment: [String: String] = [:],
        check: (CLIResult, URL) throws -> Void = { _, _ in }
    ) throws -> CLIResult {
        try CLIProcess.shell(script, environment: environment, check: check)
    }

    /// Item 1: another user (`nobody`, when the suite runs as root) makes `$TMPDIR/refreshsim-check`
    /// first and plants a link named like a mismatch's image. A failing `check --baseline` writes into a folder of its own (mode 0700)
    /// and the link's target is left as it was.
    @Test func aPlantedLinkInTheSharedTempFolderIsNeverFollowed() throws {
        let script = #"""
            # The attacker is another local user: `nobody` when the suite runs as root.
            AS=""; if [ "$(id -u)" = 0 ]; then AS="runuser -u nobody --"; chmod 755 .; fi
            mkdir -p tmp && chmod 1777 tmp && printf 'victim' > victim
            $AS mkdir -p tmp/refreshsim-check && $AS ln -s "$PWD/victim" tmp/refreshsim-check/cj-header.chart.actual.png
            "$R" check s.json --baseline b --record >/dev/null
            sed 's/"duration": 6/"duration": 5/' s.json > t.json && mv t.json s.json
            "$R" check s.json --baseline b; echo "status $?"
            cat victim; echo
            ls -d tmp/refreshsim-check.* | wc -l; stat -c %a tmp/refreshsim-check.*
            """#
        _ = try shell(script, environment: ["TMPDIR": "tmp", "SNAPSHOT_ARTIFACTS": ""]) { result, _ in
            let lines = result.stdout.split(separator: "\n").map(String.init)
            #expect(lines.contains("status 1"))
            #expect(lines.contains("victim"), "the planted link's target is untouched")
            #expect(lines.suffix(2) == ["1", "700"], "one private folder, mode 0700")
            #expect(result.stdout.contains("tmp/refreshsim-check.") && result.stdout.contains("cj-header.chart.actual.png"))
        }
    }

    /// Item 3: an output onto the command's own input is refused (status 2) and the input is
    /// byte-identical afterwards, whatever the command, also through a link.
    @Test func anOutputOntoAnInputIsRefusedAndTheInputKept() throws {
        let commands = [
            #""$R" run s.json --csv s.json"#, #""$R" run s.json --report s.json"#,
            #""$R" plot s.json -o s.json --format png"#, #""$R" compare s.json s.json -o s.json --format svg"#,
            #""$R" check s.json --junit s.json"#, #""$R" check s.json --json s.json"#,
            #""$R" sweep s.json --vary 'gestures[0].distance=100,200' --csv s.json"#,
            #"ln -s s.json l.json && "$R" run s.json --csv l.json"#,
            #"ln -s s.json t.gif && "$R" animate s.json -o t.gif"#,
            #"ln -s s.json f.svg && "$R" filmstrip s.json -o f.svg"#,
        ]
        for command in commands {
            _ = try shell("cp s.json before && \(command); echo \"status $?\"; cmp -s s.json before && echo same") { result, _ in
                #expect(result.stdout == "status 2\nsame\n", "\(command): \(result.stderr)")
                #expect(result.stderr.contains("which is the input"), "\(command)")
            }
        }
        // A scenario file named like the baseline that --record would write over it.
        _ = try shell(
            #"sed 's/"name": "cj-header"/"name": "x"/' s.json > x.findings.json && cp x.findings.json before && "$R" check x.findings.json --baseline . --record; echo "status $?"; cmp -s x.findings.json before && echo same"#
        ) { result, _ in
            #expect(result.stdout.hasSuffix("status 2\nsame\n"), "\(result.stdout) \(result.stderr)")
        }
    }

    /// Item 4: two outputs on one path are refused by `sweep` and `check` as by `run`.
    @Test func twoOutputsOnOnePathAreRefusedEverywhere() throws {
        let sweep = #""$R" sweep s.json --vary 'gestures[0].distance=100,200'"#
        for command in [
            "\(sweep) --csv x.csv --report x.csv", "\(sweep) -o m.png --csv m.png",
            #""$R" check s.json --junit o.xml --json o.xml"#,
            #""$R" check s.json --record --baseline bl --junit bl/cj-header.findings.json"#,
        ] {
            _ = try shell("\(command); echo \"status $?\"; ls") { result, _ in
                #expect(result.stdout.hasPrefix("status 2\n"), "\(command): \(result.stdout) \(result.stderr)")
                #expect(result.stderr.contains("would both be written"), "\(command)")
                #expect(!result.stdout.contains("x.csv") && !result.stdout.contains("m.png") && !result.stdout.contains("o.xml"))
            }
        }
    }

    /// Item 6: a file name with a newline and a workflow command, or with terminal escapes, is
    /// printed escaped: no line of the output starts a GitHub command, no raw ESC reaches the terminal.
    @Test func fileNamesCannotSpeakToCIOrTheTerminal() throws {
        let script = #"""
            name=$'f\n::add-mask::X\n::warning::x.json'; cp s.json "$name"
            esc=$'t\e]0;pwned\a\e[2J.json'; cp s.json "$esc"
            "$R" check "$name" "$esc"; "$R" run "$name" > /dev/null; "$R" validate "$esc"; "$R" plot s.json -o "$name.png"
            echo '{"name": "t", "duration": 1, "content": {"height": 1}, "bad\u202Ekey": 1}' > k.json; "$R" validate k.json
            """#
        _ = try shell(script) { result, _ in
            let all = result.stdout + result.stderr
            for line in all.split(separator: "\n") {
                #expect(!line.hasPrefix("::add-mask::") && !line.hasPrefix("::warning::"), "\(line)")
            }
            #expect(!all.unicodeScalars.contains("\u{1B}") && !all.unicodeScalars.contains("\u{07}"))
            #expect(!all.unicodeScalars.contains("\u{202E}"))
            #expect(all.contains(#"f\u{A}::add-mask::X\u{A}::warning::x.json"#))
        }
    }

    /// Item 8: a FIFO (or a link to /dev/stdin) in a scanned folder is skipped with a note; the
    /// good files are still judged and the command returns.
    @Test func aFIFOInAFolderIsSkippedNotRead() throws {
        _ = try shell(#"mkdir d && cp s.json d/a.json && mkfifo d/c.json && ln -s /dev/stdin d/e.json && "$R" check d/; echo "status $?""#)
        { result, _ in
            #expect(result.stdout.contains("PASS cj-header (d/a.json)"))
            #expect(result.stdout.hasSuffix("status 0\n"), "\(result.stdout) \(result.stderr)")
            #expect(result.stderr.contains("d/c.json: skipped: not a regular file"))
            #expect(result.stderr.contains("d/e.json: skipped: not a regular file"))
        }
    }

    /// Item 10: an unwritable sweep output is found before any cell runs.
    @Test func sweepOutputsAreCheckedBeforeTheWork() throws {
        _ = try shell(
            #""$R" sweep s.json --vary 'gestures[0].distance=10...400:1' --vary 'gestures[0].duration=0.1...3:0.1' --csv s.json/cells.csv; echo "status $?""#
        ) { result, _ in
            #expect(result.stdout.hasSuffix("status 3\n"), "\(result.stdout) \(result.stderr)")
            #expect(result.stderr.contains("s.json: exists and is not a directory"))
            #expect(!result.stderr.contains("cells run") && !result.stderr.contains("% "), "no cell ran: \(result.stderr)")
        }
    }

    /// Item 5: `sweep --report -` is one JSON document on standard output; `--csv - --report -`
    /// is refused.
    @Test func aSweepReportOnStandardOutputIsJSONAlone() throws {
        _ = try shell(
            #""$R" sweep s.json --vary 'gestures[0].distance=100,200' --report - > out.json; python3 -c 'import json; json.load(open("out.json")); print("valid")'"#
        ) { result, _ in
            #expect(result.stdout == "valid\n", "\(result.stdout) \(result.stderr)")
        }
        _ = try shell(#""$R" sweep s.json --vary 'gestures[0].distance=100,200' --csv - --report -; echo "status $?""#) { result, _ in
            #expect(result.stdout == "status 2\n")
        }
    }

    /// Item 7: a non-character in a description is refused by `validate` and by `plot` alike,
    /// with status 2 and nothing written.
    @Test func validateAndPlotAgreeOnNonCharacters() throws {
        _ = try shell(
            #"sed 's/"description": "/"description": "\\uFDD0/' s.json > n.json && "$R" validate n.json; echo "validate $?"; "$R" plot n.json -o out/; echo "plot $?"; ls out 2>/dev/null | wc -l"#
        ) { result, _ in
            #expect(result.stdout == "validate 2\nplot 2\n0\n", "\(result.stdout) \(result.stderr)")
            #expect(result.stderr.contains("description: contains U+FDD0"))
        }
    }

    /// Item 12: a PNG or GIF is not written onto a terminal (as gzip refuses); an SVG, a pipe or
    /// a redirect is fine.
    @Test func binaryOutputOntoATerminalIsRefused() throws {
        _ = try shell(
            #"script -qec '"$R" plot s.json -o -' /dev/null > tty.txt; echo "plot $?"; script -qec '"$R" animate s.json -o -' /dev/null > tty2.txt; echo "animate $?"; cat tty.txt tty2.txt; "$R" plot s.json -o - | head -c 4 | od -An -c"#
        ) { result, _ in
            #expect(result.stdout.contains("plot 2\n") && result.stdout.contains("animate 2\n"), "\(result.stdout) \(result.stderr)")
            #expect(
                result.stdout.contains("refusing to write a PNG to a terminal")
                    && result.stdout.contains("refusing to write a GIF to a terminal"))
            #expect(result.stdout.contains("P   N   G"), "a pipe still gets the PNG")
        }
        _ = try shell(
            #"script -qec '"$R" filmstrip s.json -o -' /dev/null > tty.txt; echo "filmstrip $?"; cat tty.txt; "$R" filmstrip s.json -o - | head -c 4 | od -An -c"#
        ) { result, _ in
            #expect(result.stdout.contains("filmstrip 2\n"), "\(result.stdout) \(result.stderr)")
            #expect(result.stdout.contains("refusing to write a PNG to a terminal"))
            #expect(result.stdout.contains("P   N   G"), "a pipe still gets the filmstrip")
        }
    }

    /// Item 11: two outputs whose names differ only in case are one file on a Mac: refused here too.
    @Test func namesThatDifferOnlyInCaseClash() throws {
        _ = try shell(
            #"sed 's/"name": "cj-header"/"name": "Foo"/' s.json > a.json && sed 's/"name": "cj-header"/"name": "foo"/' s.json > b.json && "$R" plot a.json b.json -o out/; echo "status $?""#
        ) { result, _ in
            #expect(result.stdout.hasSuffix("status 2\n"))
            #expect(result.stderr.contains("case-insensitive"))
        }
    }

    /// Item 2: a sweep file's outputs stay inside its folder: `../` and absolute paths are
    /// refused before anything runs, and the file they name is left as it was.
    @Test func aSweepFileCannotWriteOutsideItsFolder() throws {
        let script = #"""
            mkdir -p repo/sweeps victim && printf 'keep' > victim/fake_bashrc && cp s.json repo/s.json
            printf '{"scenarios": ["../s.json"], "vary": ["gestures[0].distance=100,200"], "csv": "../../victim/fake_bashrc"}' > repo/sweeps/a.json
            printf '{"scenarios": ["../s.json"], "vary": ["gestures[0].distance=100,200"], "report": "%s/victim/fake_bashrc"}' "$PWD" > repo/sweeps/b.json
            "$R" sweep --spec repo/sweeps/a.json; echo "a $?"; "$R" sweep --spec repo/sweeps/b.json; echo "b $?"; cat victim/fake_bashrc; echo
            "$R" sweep --spec repo/sweeps/a.json --csv here.csv > /dev/null; echo "named $?"
            """#
        _ = try shell(script) { result, _ in
            #expect(result.stdout == "a 2\nb 2\nkeep\nnamed 0\n", "\(result.stdout) \(result.stderr)")
            #expect(result.stderr.contains("csv: ../../victim/fake_bashrc is outside the sweep file's folder"))
            #expect(result.stderr.contains("report:") && result.stderr.contains("is outside the sweep file's folder"))
        }
    }

    /// Item 14: `plot -o existing.png` where that is a folder is refused, as `animate -o dir.gif` is.
    @Test func aFolderNamedLikeAFileIsRefusedByPlotAndAnimate() throws {
        _ = try shell(
            #"mkdir d.png d.gif && "$R" plot s.json -o d.png; echo "plot $?"; "$R" animate s.json -o d.gif; echo "animate $?"; ls d.png | wc -l"#
        ) { result, _ in
            #expect(result.stdout == "plot 2\nanimate 2\n0\n", "\(result.stdout) \(result.stderr)")
        }
    }

    /// Item 15: a link committed inside a folder the tool chooses (Output/<name>.png, a baseline)
    /// is replaced by the file, not written through; a link the user names is still followed.
    @Test func linksFoundInChosenFoldersAreNotWrittenThrough() throws {
        let script = #"""
            mkdir -p Output b elsewhere && printf 'keep' > elsewhere/chart && printf 'keep' > elsewhere/base
            ln -s ../elsewhere/chart Output/cj-header.png && ln -s ../elsewhere/base b/cj-header.findings.json
            "$R" plot s.json > /dev/null; echo "plot $?"; "$R" check s.json --baseline b --record > /dev/null; echo "check $?"
            cat elsewhere/chart elsewhere/base; echo; test -L Output/cj-header.png || echo "chart replaced"; test -L b/cj-header.findings.json || echo "baseline replaced"
            ln -s elsewhere/named named.png && "$R" plot s.json -o named.png > /dev/null; test -s elsewhere/named && echo "named link followed"
            """#
        _ = try shell(script) { result, _ in
            #expect(
                result.stdout == "plot 0\ncheck 0\nkeepkeep\nchart replaced\nbaseline replaced\nnamed link followed\n",
                "\(result.stdout) \(result.stderr)")
        }
        // The same for animate, filmstrip and compare's default paths.
        let others = #"""
            mkdir -p Output elsewhere && for f in gif film cmp; do printf 'keep' > elsewhere/$f; done
            ln -s ../elsewhere/gif Output/cj-header.gif && ln -s ../elsewhere/film Output/cj-header-filmstrip.png
            ln -s ../elsewhere/cmp Output/cj-header-vs-cj-header.png && cp s.json t.json
            "$R" animate s.json --fps 5 > /dev/null; echo "animate $?"; "$R" filmstrip s.json > /dev/null; echo "filmstrip $?"
            "$R" compare s.json t.json > /dev/null; echo "compare $?"
            cat elsewhere/gif elsewhere/film elsewhere/cmp; echo; find Output -type l | wc -l
            """#
        _ = try shell(others) { result, _ in
            #expect(result.stdout == "animate 0\nfilmstrip 0\ncompare 0\nkeepkeepkeep\n0\n", "\(result.stdout) \(result.stderr)")
        }
    }

    /// Item 13: `animate` and `sweep` print what they plan before starting, and refuse past the
    /// default budget, naming the figure and the flag that lifts it.
    @Test func longWorkIsPlannedAndBudgeted() throws {
        let script = #"""
            sed 's/"duration": 6/"duration": 600/' s.json > long.json
            "$R" animate long.json --speed 0.05 --fps 50 -o a.gif; echo "animate $?"; ls a.gif 2>/dev/null
            "$R" sweep s.json --vary 'gestures[0].distance=1...400:0.5' --vary 'gestures[0].duration=0.1...3:0.01' --csv c.csv; echo "sweep $?"
            "$R" animate s.json --fps 5 -o small.gif > /dev/null; echo "small $?"
            """#
        _ = try shell(script) { result, _ in
            #expect(result.stdout == "animate 2\nsweep 2\nsmall 0\n", "\(result.stdout) \(result.stderr)")
            #expect(result.stderr.contains("is over the budget of 2,000,000,000; give --max-pixels"))
            #expect(result.stderr.contains("sweep: 232,509 cells") && result.stderr.contains("give --max-cells 232509"))
            #expect(result.stderr.contains("animate: 31 frames of"))
        }
    }

    /// Item 9: a file name that is not UTF-8 is read, named on the command line or found in a folder.
    @Test func fileNamesThatAreNotUTF8AreRead() throws {
        let script = #"""
            cp s.json "$(printf 'bad\xff.json')" && mkdir d && cp s.json "d/$(printf 'e\xfe.json')"
            "$R" validate "$(printf 'bad\xff.json')"; echo "validate $?"; "$R" check d/; echo "check $?"
            """#
        _ = try shell(script) { result, _ in
            #expect(result.stdout.contains("ok: cj-header, 6 s, 1 gesture"), "\(result.stdout) \(result.stderr)")
            #expect(result.stdout.contains("validate 0\n") && result.stdout.contains("1 passed, 0 failed\ncheck 0\n"))
            #expect(!result.stderr.contains("no such file"))
        }
    }
}
