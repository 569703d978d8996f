// The shared test support (the built binary's runner, golden helpers, fixtures), visible in every file of this
// test target.
@_exported import TestSupport
