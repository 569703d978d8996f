/// A tiny benchmark harness: warm up, run repeatedly, report the median, one figure per line with its unit.
///
/// Figures are also collected and written as JSON to `.build/bench.json` so runs can be compared between
/// commits. Timing uses the monotonic clock; the median of repeated samples resists noise on shared machines.
import Foundation

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

    init(filter: String) { self.filter = filter.lowercased() }

    func wants(_ suite: String) -> Bool { filter.isEmpty || suite.lowercased().contains(filter) }

    /// Median seconds per call of `body`, after warm-up; runs at least `minimumSamples` samples and
    /// keeps sampling until about `targetSeconds` have passed. Each sample times `inner` calls.
    func measure(inner: Int = 1, minimumSamples: Int = 15, targetSeconds: Double = 0.4,
                 _ body: () -> Void) -> Double {
        for _ in 0..<max(1, inner) { body() }  // warm-up
        var samples: [Double] = []
        let start = DispatchTime.now().uptimeNanoseconds
        while samples.count < minimumSamples
            || (Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 < targetSeconds && samples.count < 2000)
        {
            let t0 = DispatchTime.now().uptimeNanoseconds
            for _ in 0..<max(1, inner) { body() }
            let t1 = DispatchTime.now().uptimeNanoseconds
            samples.append(Double(t1 - t0) / 1e9 / Double(max(1, inner)))
        }
        samples.sort()
        return samples[samples.count / 2]
    }

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

/// Keeps the optimizer from deleting a computation whose result is unused.
@inline(never) func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
