// `import WidgetSnapshotTesting` also brings the framework-free core (record modes, SnapshotOutcome,
// ImageSnapshotVerifier, ImageDifference), which lives in the Snapshot module the CLI shares, and `Shard`
// (PreviewRun's), the `shard:` argument of the preview-snapshot functions.
@_exported import Snapshot
import PreviewRun

/// One share of the previews for one CI machine (``PreviewRun/Shard``): `Shard(index: 2, count: 4)`.
public typealias Shard = PreviewRun.Shard
