/// Opacity layers: `pushLayer` redirects drawing to a transparent offscreen pixmap; `popLayer` composites it.
extension Canvas {
    /// Starts an offscreen layer covering the current clip; `popLayer()` composites it with `opacity` and
    /// `blendMode`, masked by the clip active now. (A 50 % layer holding two overlapping opaque shapes shows
    /// 50 % everywhere, not 75 % where they overlap.)
    public mutating func pushLayer(opacity: Double, blendMode: BlendMode = .sourceOver) {
        let box = clip.box.intersection(targetBox)
        let pixmap = (box.isEmpty ? nil : Pixmap(width: box.width, height: box.height)) ?? Canvas.placeholder
        layers.append(Layer(pixmap: pixmap, box: box.isEmpty ? .empty : box,
                            opacity: opacity.isFinite ? min(max(opacity, 0), 1) : 0,
                            blendMode: blendMode, clipAtPush: clip))
        stack.append(.layer)
    }

    /// Composites the innermost layer onto what is below it. Clips pushed inside the layer and not popped are
    /// popped first. Does nothing when no layer is pushed.
    public mutating func popLayer() {
        guard stack.contains(where: { if case .layer = $0 { return true } else { return false } }) else { return }
        while let entry = stack.popLast() {
            if case .clip(let previous) = entry {
                clip = previous
                continue
            }
            break
        }
        guard let layer = layers.popLast() else { return }
        guard !layer.box.isEmpty else { return }
        let mode = layer.blendMode
        var region = layer.clipAtPush.box.intersection(layer.box).intersection(targetBox)
        if mode.preservesDestinationUnderTransparentSource { region = region.intersection(layer.dirty) }
        guard !region.isEmpty else { return }
        let shader = Shader.pixmap(PixmapShader(source: layer.pixmap, offsetX: layer.box.x0, offsetY: layer.box.y0,
                                                opacity: GradientTable.byte(layer.opacity)))
        if layer.opacity == 0 && mode.preservesDestinationUnderTransparentSource { return }
        blitRegion(region, shader: shader, mode: mode, clip: layer.clipAtPush)
        markDirty(region)
    }

    /// A 1×1 pixmap for layers that cover nothing.
    static var placeholder: Pixmap { Pixmap(unchecked: 1, 1) }
}

extension Pixmap {
    /// A transparent pixmap without size validation (internal; callers pass valid sizes).
    init(unchecked width: Int, _ height: Int) {
        self.width = width
        self.height = height
        self.storage = [UInt32](repeating: 0, count: width * height)
    }
}
