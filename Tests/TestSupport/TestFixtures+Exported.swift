// One import for the tests: `import TestSupport` brings the golden helpers and the framework-free fixtures
// (box glyphs, sample widgets, shared resources), which live in their own module only so the benchmark
// executable can use them without linking a test framework.
@_exported import TestFixtures
