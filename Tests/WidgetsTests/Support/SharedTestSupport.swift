// The shared test support (box glyphs, sample widgets, shared resources, golden helpers), visible in every
// file of this test target.
@_exported import TestSupport
