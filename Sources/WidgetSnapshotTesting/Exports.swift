// `import WidgetSnapshotTesting` also brings the framework-free core (record modes, SnapshotOutcome,
// ImageSnapshotVerifier, ImageDifference), which lives in the Snapshot module the CLI shares.
@_exported import Snapshot
