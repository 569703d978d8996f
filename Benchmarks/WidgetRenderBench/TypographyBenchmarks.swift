/// Benchmarks of the typography stage (filled in with the module).
func typographyBenchmarks(_ h: BenchHarness) {}
