import Graphics

/// Clipping: each `pushClip` intersects the current clip with an anti-aliased path mask until `popClip`.
extension Canvas {
    /// Restricts drawing to `path` (anti-aliased), intersected with the current clip, until `popClip()`.
    public mutating func pushClip(_ path: Path, fillRule: FillRule = .nonZero, transform: AffineTransform = .identity,
                                  tolerance: Double = Path.defaultFlatteningTolerance) {
        let previous = clip
        let region = clip.box
        var next = ClipState.rect(.empty)
        if !region.isEmpty {
            var scratch = RasterScratch()
            swap(&scratch, &self.scratch)
            if let (count, box) = scratch.cells(for: path, transform: transform, tolerance: tolerance, clip: region) {
                var sink = MaskSink(box: box)
                scratch.sweep.sweep(scratch.cellStorage, count: count, box: box, fillRule: fillRule, into: &sink)
                next = clip.intersecting(CoverageMask(box: box, coverage: sink.bytes))
            }
            swap(&scratch, &self.scratch)
        }
        stack.append(.clip(previous))
        clip = next
    }

    /// Restricts drawing to a rectangle of whole pixels (no anti-aliasing), intersected with the current clip.
    public mutating func pushClip(pixelRect x: Int, _ y: Int, width: Int, height: Int) {
        let box = PixelBox(x0: x, y0: y, x1: x &+ max(0, width), y1: y &+ max(0, height))
        stack.append(.clip(clip))
        switch clip {
        case .rect(let current): clip = .rect(current.intersection(box))
        case .mask(let current):
            let b = current.mask.box.intersection(box)
            clip = b.isEmpty ? .rect(.empty) : ClipState.rect(b).intersecting(current.mask)
        }
    }

    /// Restores the clip before the matching `pushClip`. Does nothing when the innermost entry is a layer.
    public mutating func popClip() {
        guard case .clip(let previous) = stack.last else { return }
        stack.removeLast()
        clip = previous
    }

    /// The number of clips and layers currently pushed.
    public var stackDepth: Int { stack.count }
}
