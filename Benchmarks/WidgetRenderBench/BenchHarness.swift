/// A tiny benchmark harness: warm up, run repeatedly, report the median, one figure per line with its unit.
///
/// Figures are also collected and written as JSON to `.build/bench.json` so runs can be compared between
/// commits. In-process samples are the calling thread's CPU time (`CLOCK_THREAD_CPUTIME_ID`): on a quiet
/// machine that equals wall time, and on a shared one (builds running beside the bench) it leaves out the
/// time the thread waited for a core, which wall time would add. The median of repeated samples resists the
/// rest of the noise (cache and frequency effects of the neighbours).
import Foundation
#if canImport(Glibc)
import Glibc
#endif

struct BenchFigure: Codable {
    var name: String
    var value: Double
    var unit: String
    var note: String?
}

final class BenchHarness {
    private(set) var figures: [BenchFigure] = []
    /// Only suites whose name contains this (case-insensitive) run; empty runs all.
    let filter: String

    /// Profiling mode (`--quick`): one warm-up and three samples per figure, no time target, so a callgrind
    /// run of a suite stays short and every figure weighs about the same.
    let quick: Bool

    init(filter: String, quick: Bool = false) {
        self.filter = filter.lowercased()
        self.quick = quick
    }

    func wants(_ suite: String) -> Bool { filter.isEmpty || suite.lowercased().contains(filter) }

    /// Median seconds per call of `body`, after warm-up; runs at least `minimumSamples` samples and
    /// keeps sampling until about `targetSeconds` have passed. Each sample times `inner` calls.
    func measure(inner: Int = 1, minimumSamples: Int = 15, targetSeconds: Double = 0.4,
                 _ body: () -> Void) -> Double {
        for _ in 0..<max(1, inner) { body() }  // warm-up
        let minimumSamples = quick ? 3 : minimumSamples
        let targetSeconds = quick ? 0 : targetSeconds
        var samples: [Double] = []
        let start = threadCPUSeconds()
        while samples.count < minimumSamples || (threadCPUSeconds() - start < targetSeconds && samples.count < 2000) {
            let t0 = threadCPUSeconds()
            for _ in 0..<max(1, inner) { body() }
            let t1 = threadCPUSeconds()
            samples.append((t1 - t0) / Double(max(1, inner)))
        }
        samples.sort()
        lastFastest = samples[0]
        return samples[samples.count / 2]
    }

    /// The fastest sample of the last `measure` (what a quiet machine gives; a busy neighbour on the other
    /// hardware thread slows every sample of a window).
    private(set) var lastFastest = 0.0

    /// Records and prints one figure.
    func report(_ name: String, _ value: Double, _ unit: String, note: String? = nil) {
        figures.append(BenchFigure(name: name, value: value, unit: unit, note: note))
        let formatted: String
        if value >= 1000 { formatted = String(format: "%.0f", value) }
        else if value >= 10 { formatted = String(format: "%.1f", value) }
        else { formatted = String(format: "%.3f", value) }
        var line = "\(name.padding(toLength: max(name.count, 58), withPad: " ", startingAt: 0)) \(formatted) \(unit)"
        if let note { line += "   (\(note))" }
        print(line)
        fflush(stdout)
    }

    /// Writes every figure as JSON.
    func writeJSON(to path: String) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        guard let data = try? encoder.encode(figures) else { return }
        let url = URL(fileURLWithPath: path)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? data.write(to: url, options: .atomic)
    }
}

/// CPU seconds the calling thread has run.
func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Keeps the optimizer from deleting a computation whose result is unused.
@inline(never) func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
