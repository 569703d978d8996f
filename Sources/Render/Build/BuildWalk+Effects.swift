// Effects bracket their subtree (ResolvedView.drawSteps). Each `begin` records, innermost last, what its
// `end` must undo; `beginMask` adds the mask layer to the mask effect's record.
//
// - opacity: multiplies the alpha of every leaf drawn until the end (SwiftUI applies an ancestor's
//   opacity to each leaf separately; only a compositing group composites first).
// - clip: pushes the clip shape (in this node's frame, through the transform in force).
// - rotation / scale: about the anchor in this node's frame; composed before the transform in force.
// - compositingGroup, colorFilter, mask: a layer that takes the opacity in force (which restarts at 1
//   inside it); a colour filter is applied to the layer's pixels before it is composited; a mask draws
//   its mask views into a nested destination-in layer.
// - accentGroup: commands until the end belong to the accent group.
// - shadow, blur: an effect layer (its own full-size pixmap, blurred or shadowed when it ends) that takes
//   the opacity in force; σ = the radius in pixels. SwiftUI shadows every leaf of a container separately
//   unless a compositingGroup() intervenes; we shadow the subtree as one group (the same picture unless
//   leaves overlap). At most `maximumEffectLayerDepth` effect layers nest; deeper ones draw plainly.
import Drawing
import Graphics
import Layout
import Raster
import Views

extension BuildWalk {
    mutating func begin(_ effect: ResolvedEffect, of node: LaidOutNode) {
        var closers: [Closer] = [.restore(transform: transform, opacity: opacity, group: group)]
        switch effect {
        case .opacity(let value):
            opacity *= value.isFinite ? min(max(value, 0), 1) : 0
        case let .clip(geometry, rule):
            emit(.pushClip(clipOutline(geometry, of: node), rule))
            closers.insert(.popClip, at: 0)
        case let .rotation(angle, anchor):
            transform = about(anchor, of: node, AffineTransform(rotation: angle)).concatenating(transform)
        case let .scale(x, y, anchor):
            let sx = x.isFinite ? x : 1, sy = y.isFinite ? y : 1
            transform = about(anchor, of: node, AffineTransform(scaleX: sx, y: sy)).concatenating(transform)
        case .compositingGroup, .mask:
            pushLayer()
            closers.insert(.popLayer, at: 0)
        case .colorFilter(let filter):
            pushLayer()
            closers.insert(contentsOf: [.applyFilter(filter.matrix), .popLayer], at: 0)
        case .accentGroup:
            group = .accent
        case let .shadow(color, radius, x, y):
            guard color.alpha > 0 else { break }
            let offset = transform.applyToVector(Point(x: x * scale, y: y * scale))
            if pushEffectLayer(.shadow(color: color, sigma: sigma(radius), offset: offset)) {
                closers.insert(.popEffectLayer, at: 0)
            }
        case .blur(let radius, _):
            if pushEffectLayer(.blur(sigma: sigma(radius))) { closers.insert(.popEffectLayer, at: 0) }
        }
        open.append(closers)
    }

    /// `transform` applied about `anchor` in the node's pixel frame.
    func about(_ anchor: UnitPoint, of node: LaidOutNode, _ transform: AffineTransform) -> AffineTransform {
        let a = anchor.point(in: node.pixelFrame)
        return AffineTransform(translationX: -a.x, y: -a.y).concatenating(transform)
            .concatenating(AffineTransform(translationX: a.x, y: a.y))
    }

    /// A layer carrying the opacity in force; inside it opacity restarts at 1.
    mutating func pushLayer(blendMode: BlendMode = .sourceOver) {
        emit(.pushLayer(opacity: opacity, blendMode: blendMode))
        opacity = 1
    }

    /// The blur's standard deviation in device pixels for a SwiftUI radius in points: σ = radius, our
    /// reading of SwiftUI's (CoreImage's) blur radius [C], scaled by the transform in force.
    func sigma(_ radius: Double) -> Double {
        guard radius.isFinite, radius > 0 else { return 0 }
        return radius * scale * PaintMapping.meanScale(transform)
    }

    /// An effect layer carrying the opacity in force; false (and nothing emitted) when effect layers are
    /// already nested ``BuildWalk/maximumEffectLayerDepth`` deep — the subtree then draws plainly.
    mutating func pushEffectLayer(_ effect: LayerEffect) -> Bool {
        guard effectLayerDepth < Self.maximumEffectLayerDepth else { return false }
        emit(.pushEffectLayer(effect, opacity: opacity))
        opacity = 1
        effectLayerDepth += 1
        return true
    }

    /// What follows is the mask of the innermost mask effect: drawn into a destination-in layer at full opacity.
    mutating func beginMask(_ index: Int) {
        guard let last = open.indices.last else { return }
        emit(.pushLayer(opacity: 1, blendMode: .destinationIn))
        open[last].insert(.popLayer, at: 0)
        opacity = 1
    }

    /// Ends the innermost effect (the draw steps nest, so it is the one for `index`).
    mutating func end(_ index: Int) {
        guard let closers = open.popLast() else { return }
        close(closers)
    }

    /// Ends every effect still open (a defensive close for unbalanced steps).
    mutating func closeAll() {
        while let closers = open.popLast() { close(closers) }
    }

    private mutating func close(_ closers: [Closer]) {
        for closer in closers {
            switch closer {
            case .popClip: emit(.popClip)
            case .popLayer: emit(.popLayer)
            case .applyFilter(let matrix): emit(.applyFilter(matrix))
            case .popEffectLayer:
                emit(.popEffectLayer)
                effectLayerDepth -= 1
            case let .restore(transform, opacity, group):
                self.transform = transform
                self.opacity = opacity
                self.group = group
            }
        }
    }
}
