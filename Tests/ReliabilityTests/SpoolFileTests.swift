import FileAccess
import Foundation
import Synchronization
import Testing

/// FileAccess's scratch file: what is appended reads back by its range, from any number of threads, and the
/// folder it lives in never shows it.
@Suite struct SpoolFileTests {
    @Test func appendedBytesReadBackByTheirRangesAndTheFolderStaysEmpty() throws {
        let scratch = try Scratch("spool")
        defer { scratch.remove() }
        let spool = try SpoolFile(in: scratch.path)
        let first = try spool.append([1, 2, 3])
        let empty = try spool.append([])
        let second = try spool.append(Array(repeating: 7, count: 100_000))
        #expect(first == 0..<3)
        #expect(empty == 3..<3)
        #expect(second == 3..<100_003)
        #expect(try spool.read(second) == Array(repeating: 7, count: 100_000))
        #expect(try spool.read(first) == [1, 2, 3])
        #expect(try spool.read(empty) == [])
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).isEmpty)
    }

    /// Two hundred appends from eight threads: every range is disjoint and holds exactly its own bytes.
    @Test func concurrentAppendsNeverOverlap() throws {
        let scratch = try Scratch("spool-threads")
        defer { scratch.remove() }
        let spool = try SpoolFile(in: scratch.path)
        let ranges = Mutex<[Int: Range<Int>]>([:])
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for k in 0..<25 {
                let id = thread * 25 + k
                let range = try? spool.append(Array(repeating: UInt8(id % 251), count: 1 + id * 37 % 4_000))
                ranges.withLock { $0[id] = range }
            }
        }
        let all = ranges.withLock { $0 }
        #expect(all.count == 200)
        var covered = 0
        for (id, range) in all.sorted(by: { $0.key < $1.key }) {
            #expect(try spool.read(range) == Array(repeating: UInt8(id % 251), count: 1 + id * 37 % 4_000))
            covered += range.count
        }
        let sorted = all.values.sorted { $0.lowerBound < $1.lowerBound }
        for (a, b) in zip(sorted, sorted.dropFirst()) { #expect(a.upperBound == b.lowerBound) }
        #expect(sorted.last?.upperBound == covered)
    }

    @Test func aMissingFolderIsAnErrorNamingIt() {
        #expect(throws: FileAccessError.self) { try SpoolFile(in: "/nonexistent-widgetrender-folder") }
        do { _ = try SpoolFile(in: "/nonexistent-widgetrender-folder") } catch {
            #expect(error.description.contains("/nonexistent-widgetrender-folder"))
        }
    }
}
