// The shared test support (bundled fonts, golden helpers), visible in every file of this test target.
@_exported import TestSupport
