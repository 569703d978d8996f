/// Where one coverage mask lies in a shared byte atlas: `width × height` bytes from `offset`, row-major, with the
/// mask's top-left pixel at (`originX`, `originY`) relative to a pen position. A glyph cache keeps every glyph's
/// coverage in one atlas so that a glyph run is drawn from plain entries (`Canvas.drawMasks(_:atlas:paint:)`)
/// without copying, or counting references to, a mask per glyph.
public struct MaskAtlasEntry: Hashable, Sendable {
    /// Index of the mask's first byte in the atlas.
    public var offset: Int
    /// Width and height in pixels.
    public var width: Int
    public var height: Int
    /// Position of the mask's top-left pixel relative to the pen.
    public var originX: Int
    public var originY: Int

    /// An entry for the mask at `offset`.
    public init(offset: Int, width: Int, height: Int, originX: Int, originY: Int) {
        self.offset = offset
        self.width = width
        self.height = height
        self.originX = originX
        self.originY = originY
    }

    /// True when the entry's bytes lie inside an atlas of `count` bytes.
    func fits(atlasCount count: Int) -> Bool {
        // 1 ≤ width, height ≤ maximumSide as one unsigned comparison each; their product cannot overflow then.
        let side = UInt(Pixmap.maximumSide)
        return UInt(bitPattern: width &- 1) < side && UInt(bitPattern: height &- 1) < side && offset >= 0
            && offset <= count &- width &* height
    }
}
