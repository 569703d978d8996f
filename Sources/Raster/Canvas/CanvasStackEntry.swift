/// One entry of a canvas's state stack.
enum CanvasStackEntry: Sendable {
    /// `pushClip`: the clip to restore.
    case clip(ClipState)
    /// `pushLayer`.
    case layer
}
