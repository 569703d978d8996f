/// `make bench`: release-build benchmarks for every module, one figure per line; JSON in .build/bench.json.
///
/// Usage: widgetrender-bench [FILTER] [--json PATH] [--quick]
///        widgetrender-bench --profile WORKLOAD [COUNT]   (see ProfileWorkload)
///        widgetrender-bench --scene-raster [--json PATH]  (see SceneRasterRun; `make bench-peers`)
///
/// FILTER runs only the suites whose name contains it (raster, png, typography, views, render, scenes,
/// endtoend). `--quick` takes three samples per figure (for callgrind: `valgrind --tool=callgrind
/// .build/release/widgetrender-bench scenes --quick`).
import Foundation

var arguments = Array(CommandLine.arguments.dropFirst())
// The spawn probe of the endtoend suite: spawn, wait, report; nothing else (see ChildProcess).
if arguments.first == ChildProcess.spawnProbeFlag {
    exit(ChildProcess.runProbe(Array(arguments.dropFirst())))
}
if arguments.first == "--profile" {
    exit(ProfileWorkload.run(Array(arguments.dropFirst())))
}
if arguments.first == SceneRasterRun.flag {
    exit(SceneRasterRun.run(Array(arguments.dropFirst())))
}
var jsonPath = ".build/bench.json"
if let i = arguments.firstIndex(of: "--json"), i + 1 < arguments.count {
    jsonPath = arguments[i + 1]
    arguments.removeSubrange(i...(i + 1))
}
let quick = arguments.contains("--quick")
arguments.removeAll { $0 == "--quick" }
let harness = BenchHarness(filter: arguments.first ?? "", quick: quick)

#if DEBUG
print("warning: this is a debug build; run `make bench` for release figures")
#endif

for suite in benchmarkSuites where harness.wants(suite.name) {
    print("# \(suite.name)")
    suite.run(harness)
}
harness.writeJSON(to: jsonPath)
print("wrote \(jsonPath)")
