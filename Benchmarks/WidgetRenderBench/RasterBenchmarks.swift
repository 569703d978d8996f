/// Benchmarks of the raster stage (filled in with the module).
func rasterBenchmarks(_ h: BenchHarness) {}
