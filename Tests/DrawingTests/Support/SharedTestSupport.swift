// The shared test support (bundled fonts, plain colours), visible in every file of this test target.
@_exported import TestSupport
