// One `import Views` gives the whole DSL vocabulary, as `import SwiftUI` does: the geometry, path,
// stroke and font values (Graphics) and the layout vocabulary (Alignment, Edge, Axis, ContentMode …).
@_exported import Graphics
@_exported import Layout
