import Dispatch
import Foundation
import Raster
import Render
import Synchronization
import Testing

/// Same input → same pixels (DESIGN.md §3, README "Determinism"): every built-in example in every family,
/// rendered twice in one process — once on one thread, once on all threads at once sharing warm caches —
/// gives identical pixels. `scripts/determinism.sh` compares debug and release builds on every family,
/// mode and scheme.
@Suite struct DeterminismTests {
    @Test func everyExampleRendersTheSamePixelsOnOneThreadAndOnAllThreads() throws {
        let entries = RenderMatrix.examples
        let serial = try RenderMatrix.serialExamples.get().map(\.hash)
        let resources = try RenderResources.bundled()
        let parallel = Mutex([String?](repeating: nil, count: entries.count))
        let threads = max(2, ProcessInfo.processInfo.activeProcessorCount)
        let next = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            while true {
                let index = next.add(1, ordering: .relaxed).oldValue
                guard index < entries.count else { return }
                let hash = (try? RenderMatrix.render(entries[index], resources: resources)).map { RenderMatrix.hash($0.pixmap) }
                parallel.withLock { $0[index] = hash ?? "failed" }
            }
        }
        let second = parallel.withLock { $0 }
        #expect(entries.count >= 100)
        for (index, entry) in entries.enumerated() {
            #expect(serial[index] == second[index], "\(entry): \(serial[index]) then \(second[index] ?? "nothing")")
        }
    }
}
