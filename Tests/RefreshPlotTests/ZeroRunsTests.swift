import Foundation
@testable import RefreshPlot
import Testing

/// A phone film's error bytes as runs: they expand to the bytes given, whichever pieces they came
/// in, and are the runs the format describes (a literal goes on through gaps of up to 2 zeros).
struct ZeroRunsTests {
    /// Mostly zeros, with literals and gaps of every length up to 9 (a fixed generator, so the
    /// same bytes every run).
    static func errorBytes(count: Int, seed: UInt64) -> [UInt8] {
        var state = seed
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        var bytes: [UInt8] = []
        while bytes.count < count {
            bytes += repeatElement(0, count: Int(next() % 10) + (next() % 4 == 0 ? Int(next() % 700) : 0))
            bytes += (0..<Int(next() % 6)).map { _ in UInt8(next() % 255 + 1) }
        }
        return Array(bytes.prefix(count))
    }

    static func runs(of bytes: [UInt8], pieces: [Int]) -> [UInt8] {
        var writer = ZeroRunWriter()
        var start = 0
        for length in pieces + [bytes.count] where start < bytes.count {
            let end = min(start + length, bytes.count)
            let piece = Array(bytes[start..<end])
            if piece.allSatisfy({ $0 == 0 }) && length % 2 == 0 {
                writer.appendZeros(piece.count)
            } else {
                piece.withUnsafeBufferPointer { writer.append($0) }
            }
            start = end
        }
        writer.finish()
        #expect(writer.expandedCount == bytes.count)
        return writer.take()
    }

    @Test func runsExpandToTheBytesWhateverPiecesTheyCameIn() throws {
        for seed in 1...20 as ClosedRange<UInt64> {
            let bytes = Self.errorBytes(count: 5_000 + Int(seed) * 37, seed: seed)
            let whole = Self.runs(of: bytes, pieces: [])
            #expect(ZeroRuns.expand(whole, count: bytes.count) == bytes, "seed \(seed)")
            for width in [1, 2, 3, 7, 8, 9, 64, 340] {
                #expect(
                    Self.runs(of: bytes, pieces: Array(repeating: width, count: bytes.count / width + 1)) == whole,
                    "seed \(seed), pieces of \(width)")
            }
            #expect(ZeroRuns.expand(whole, count: bytes.count + 1)?.count == nil, "runs read as more bytes than they hold")
            #expect(ZeroRuns.expand(Array(whole.dropLast(1)), count: bytes.count)?.count == nil, "runs cut in their last count")
        }
    }

    @Test func literalsGoOnThroughGapsOfTwoZerosAndCountsAreLEB128() {
        let bytes: [UInt8] = [0, 0, 0, 5, 0, 0, 6, 0, 0, 0, 7] + Array(repeating: 0, count: 200)
        // 3 zeros, then [5 0 0 6]; 3 zeros, then [7]; 200 zeros to the end (0xC8 0x01).
        #expect(Self.runs(of: bytes, pieces: []) == [3, 4, 5, 0, 0, 6, 3, 1, 7, 0xC8, 0x01, 0])
        #expect(Self.runs(of: [], pieces: []) == [0, 0])
        #expect(Self.runs(of: [9], pieces: []) == [0, 1, 9, 0, 0])
    }
}
