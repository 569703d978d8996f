/// `make bench`: release-build benchmarks for every module, one figure per line; JSON in .build/bench.json.
///
/// Usage: widgetrender-bench [FILTER] [--json PATH]
import Foundation

var arguments = Array(CommandLine.arguments.dropFirst())
var jsonPath = ".build/bench.json"
if let i = arguments.firstIndex(of: "--json"), i + 1 < arguments.count {
    jsonPath = arguments[i + 1]
    arguments.removeSubrange(i...(i + 1))
}
let harness = BenchHarness(filter: arguments.first ?? "")

#if DEBUG
print("warning: this is a debug build; run `make bench` for release figures")
#endif

for suite in benchmarkSuites where harness.wants(suite.name) {
    print("# \(suite.name)")
    suite.run(harness)
}
harness.writeJSON(to: jsonPath)
print("wrote \(jsonPath)")
