/// Benchmarks of the png stage (filled in with the module).
func pngBenchmarks(_ h: BenchHarness) {}
