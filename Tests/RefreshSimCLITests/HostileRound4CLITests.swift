import Foundation
import Testing

/// The fourth hostile round (issue 35): interrupted commands that deleted earlier work. Each test
/// sends a real signal at the moment the issue names; `REFRESHSIM_TEST_PAUSE_BEFORE_PLACING`
/// holds a command with its outputs finished and not yet in place.
@Suite struct HostileRound4CLITests {
    /// Waits (at most 20 s) until the command in the background has printed the seam's line.
    static let waitForPause = #"for i in $(seq 400); do grep -q 'test pause' err 2>/dev/null && break; sleep 0.05; done"#

    /// A stand-in for refreshsim-port that notes whether a signal reached it, and when it ended.
    static let fakePortTool = #"""
        cat > fake-port <<'EOF'
        #!/bin/bash
        trap 'sleep 1; echo stopped > marker; exit 130' INT TERM
        echo started > marker
        for i in $(seq 100); do sleep 0.1; done
        echo finished > marker
        EOF
        chmod +x fake-port && mkdir in && echo 'let x = 1' > in/a.swift
        """#

    /// Item 1: Ctrl-C on a terminal signals the whole process group. The port tool is in
    /// refreshsim's group, so it gets the signal, and refreshsim waits for it to end.
    @Test func ctrlCOnPortReachesThePortToolAndRefreshsimWaitsForIt() throws {
        let script =
            Self.fakePortTool + "\n" + #"""
                REFRESHSIM_PORT=$PWD/fake-port setsid "$R" port in -o out 2>err & pid=$!
                for i in $(seq 200); do [ -s marker ] && break; sleep 0.05; done
                kill -INT -- -$pid
                wait $pid; echo "status $?"; cat marker
                """#
        _ = try CLIProcess.shell(script) { result, _ in
            #expect(result.stdout == "status 130\nstopped\n", "\(result.stdout) \(result.stderr)")
        }
    }

    /// Item 1: a SIGTERM to refreshsim alone is passed on to the port tool, and refreshsim ends
    /// only after it.
    @Test func sigtermToRefreshsimStopsThePortToolFirst() throws {
        let script =
            Self.fakePortTool + "\n" + #"""
                REFRESHSIM_PORT=$PWD/fake-port "$R" port in -o out 2>err & pid=$!
                for i in $(seq 200); do [ -s marker ] && break; sleep 0.05; done
                kill -TERM $pid
                wait $pid; echo "status $?"; cat marker
                """#
        _ = try CLIProcess.shell(script) { result, _ in
            #expect(result.stdout == "status 130\nstopped\n", "\(result.stdout) \(result.stderr)")
        }
    }

    /// Item 2, the issue's case: the map and CSV are finished, the report waits on a FIFO no one
    /// reads, Ctrl-C: both earlier files are there, byte for byte, and no temporary file is left.
    @Test func anInterruptedSweepKeepsTheEarlierMapAndCSV() throws {
        let script = #"""
            "$R" sweep s.json --vary 'gestures[0].distance=100,200' -o map.png --csv cells.csv >/dev/null 2>&1
            cp map.png map.before && cp cells.csv cells.before && mkfifo rep.fifo
            "$R" sweep s.json --vary 'gestures[0].distance=100,300' -o map.png --csv cells.csv --report rep.fifo >/dev/null 2>err & pid=$!
            for i in $(seq 200); do [ "$(ls -A | grep -c '^\.refreshsim-')" -ge 2 ] && break; sleep 0.05; done
            kill -INT $pid; wait $pid; echo "status $?"
            cmp map.png map.before && cmp cells.csv cells.before && echo same
            ls -A | grep -c '^\.refreshsim-'
            """#
        _ = try CLIProcess.shell(script) { result, _ in
            #expect(result.stdout == "status 130\nsame\n0\n", "\(result.stdout) \(result.stderr)")
        }
    }

    /// Item 2, the audit: every command with several outputs, interrupted with all of them
    /// finished and none in place, leaves every earlier output byte-identical.
    @Test func everyMultiOutputCommandInterruptedLeavesEveryEarlierOutput() throws {
        let commands = [
            #""$R" check s.json --junit j.xml --json j.json --review rv --baseline bl --record"#,
            #""$R" plot d/"#,
            #""$R" review s.json t.json -o rv2"#,
            #""$R" compare s.json t.json -o c.png"#,
            #""$R" animate s.json -o a.gif"#,
            #""$R" sweep s.json --vary 'gestures[0].distance=100,200' -o m.png --csv m.csv --report m.json"#,
        ]
        for command in commands {
            let script = #"""
                cp s.json t.json && mkdir d && cp s.json d/ && sed 's/"name": "cj-header"/"name": "other"/' s.json > d/o.json
                \#(command) >/dev/null 2>&1 || exit 9
                mkdir before && cp -r $(ls | grep -v -x -e before -e s.json) before/
                sed -i 's/"duration": 6/"duration": 5/' s.json t.json d/s.json d/o.json
                REFRESHSIM_TEST_PAUSE_BEFORE_PLACING=30 \#(command) >/dev/null 2>err & pid=$!
                \#(Self.waitForPause)
                kill -INT $pid; wait $pid; echo "status $?"
                for f in $(ls before); do [ "$f" = t.json ] || [ "$f" = d ] || diff -r "before/$f" "$f" >/dev/null || echo "changed: $f"; done
                find . -name '.refreshsim-*' | head -3
                """#
            _ = try CLIProcess.shell(script) { result, _ in
                #expect(result.stdout == "status 130\n", "\(command): \(result.stdout) \(result.stderr)")
            }
        }
    }

    /// Item 3: a review into a folder holding an earlier review, SIGTERM once the new page is
    /// finished and not yet in place: the old page is whole, byte for byte. Uninterrupted, the
    /// new page replaces the old one whole: no earlier run's asset is left.
    @Test func anInterruptedReviewLeavesThePreviousPageWholeAndNoStaleAssets() throws {
        let script = #"""
            sed 's/"name": "cj-header"/"name": "two"/' s.json > t.json
            sed 's/"name": "cj-header"/"name": "three"/; s/"duration": 6/"duration": 4/' s.json > u.json
            "$R" review s.json t.json -o R >/dev/null 2>&1 && cp -r R before
            REFRESHSIM_TEST_PAUSE_BEFORE_PLACING=30 "$R" review u.json -o R >/dev/null 2>err & pid=$!
            \#(Self.waitForPause)
            kill -TERM $pid; wait $pid; echo "status $?"
            diff -r before R && echo same
            ls -A | grep -c '^\.refreshsim-'
            "$R" review u.json -o R >/dev/null 2>&1; ls R/assets; grep -c '"three"' R/index.html
            """#
        _ = try CLIProcess.shell(script) { result, _ in
            #expect(result.stdout == "status 130\nsame\n0\nm0.js\n1\n", "\(result.stdout) \(result.stderr)")
        }
    }

    /// Nothing that is not a review's is ever replaced or removed: a folder holding other files
    /// is refused before anything runs, and left as it was.
    @Test func aReviewFolderHoldingOtherFilesIsRefused() throws {
        _ = try CLIProcess.shell(
            #""$R" review s.json -o R >/dev/null 2>&1; echo mine > R/notes.txt; "$R" review s.json -o R; echo "status $?"; cat R/notes.txt"#
        ) { result, _ in
            #expect(result.stdout == "status 2\nmine\n", "\(result.stdout) \(result.stderr)")
            #expect(result.stderr.contains("R: not replaced: it holds notes.txt, which refreshsim did not write"), "\(result.stderr)")
        }
    }
}
