/// The benchmark suites, in pipeline order. Each lives in its own file.
struct BenchSuite {
    var name: String
    var run: (BenchHarness) -> Void
}

let benchmarkSuites: [BenchSuite] = [
    BenchSuite(name: "raster", run: rasterBenchmarks),
    BenchSuite(name: "png", run: pngBenchmarks),
    BenchSuite(name: "typography", run: typographyBenchmarks),
    BenchSuite(name: "views", run: viewsBenchmarks),
    BenchSuite(name: "render", run: renderBenchmarks),
    BenchSuite(name: "glass", run: glassBenchmarks),
    BenchSuite(name: "check", run: checkBenchmarks),
    BenchSuite(name: "scenes", run: sceneBenchmarks),
    BenchSuite(name: "endtoend", run: endToEndBenchmarks),
    BenchSuite(name: "previews", run: previewsBenchmarks),
]
