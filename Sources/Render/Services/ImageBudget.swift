// The decoded pixels of one render's images, counted as the resolver asks for them (issue 8,
// docs/limits.md). Every image a widget shows stays decoded until it is drawn, and the image store's own
// bound (ImageStore.byteLimit) cannot free what the render still holds, so many distinct images in small
// frames (cheap to draw, so the work budget lets them through) could decode gigabytes. Past the limit no
// further image is decoded, and the renderer refuses the widget before layout.
import Drawing
import Synchronization
import Views

/// Counts the pixels of the distinct images one render decodes; shared by the copies of its services.
public final class ImageBudget: Sendable {
    /// The most decoded pixels of distinct images in one render: 16 Mi (64 MiB of RGBA), four images at
    /// the 4 Mi-pixel decode limit.
    public static let defaultMaximumPixels = 16 << 20

    /// The limit this budget enforces.
    public let maximumPixels: Int
    private let state = Mutex(State())

    private struct State {
        var sources: Set<ImageSource> = []
        var pixels = 0
    }

    /// A budget of `maximumPixels` decoded pixels.
    public init(maximumPixels: Int = ImageBudget.defaultMaximumPixels) {
        self.maximumPixels = max(0, maximumPixels)
    }

    /// Pixels of the distinct images counted so far.
    public var pixels: Int { state.withLock { $0.pixels } }

    /// Throws once the images counted so far exceed the limit, so no further image is decoded.
    func admit(_ source: ImageSource) throws(RenderError.Reason) {
        let over = state.withLock { !$0.sources.contains(source) && $0.pixels > maximumPixels }
        if over { throw overBudget(pixels) }
    }

    /// Counts `source`'s decoded pixels once.
    func record(_ source: ImageSource, pixelCount: Int) {
        state.withLock { state in
            if state.sources.insert(source).inserted { state.pixels = state.pixels.addingClamped(pixelCount) }
        }
    }

    /// Throws when the images counted exceed the limit.
    public func check() throws(RenderError.Reason) {
        let counted = pixels
        if counted > maximumPixels { throw overBudget(counted) }
    }

    private func overBudget(_ counted: Int) -> RenderError.Reason {
        .overBudget("the images need more than \(RenderBudget.millions(counted)) million decoded pixels; the limit "
                    + "is \(RenderBudget.millions(maximumPixels)) million (fewer or smaller images)")
    }
}
