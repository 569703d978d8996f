// The rendering-mode post-pass of one render, as a value: what happens to the display list before it is
// drawn (accented paint substitution, the tinted background) and to the pixels after (the container mask,
// then vibrant, night or reduced luminance). The front end decides it from the widget's family, mode,
// context and tint (WIDGETKIT.md §1–§3); the backend only carries it out, in this order:
//
// 1. List: accented substitution per accent group (AccentedPass), paint order kept; then the tinted
//    background, when it replaces the container background, inserted first (§3).
// 2. Pixels: the iOS 26 glass behind the content where it replaces the container background (GlassPass,
//    §1.3), then each pixel step in order — vibrant (§1.5), night (§1.6), reduced luminance (§1.7).
// 3. Pixels: masked to the container shape (pixels outside become transparent), after the steps, so a
//    step's backdrop fills the widget's outline and never a square around it.
import Graphics
import Raster

/// What the mode pass does to one render; ``identity`` for a plain view.
///
/// ```swift
/// var pass = ModePass.identity
/// pass.pixelSteps = [.night]
/// let list = pass.apply(to: builtList)
/// var pixels = try executor.execute(list)
/// pass.apply(to: &pixels, masks: ShapeMaskCache())
/// ```
public struct ModePass: Sendable {
    /// The accented substitution: the default and accent groups' colours, and the opaque tinted
    /// background drawn under everything when it replaces the container background (nil: none).
    public struct Accent: Sendable {
        /// The default group's colour.
        public var defaultColor: RGBAColor
        /// The accent group's colour (the tint).
        public var accentColor: RGBAColor
        /// The background that replaces the container background, or nil.
        public var background: RGBAColor?

        /// Creates an accented substitution.
        public init(defaultColor: RGBAColor, accentColor: RGBAColor, background: RGBAColor?) {
            self.defaultColor = defaultColor
            self.accentColor = accentColor
            self.background = background
        }
    }

    /// A per-pixel pass over the finished pixels.
    public enum PixelStep: Sendable {
        /// The Lock Screen's vibrant luminance pass with a tint, over a backdrop (nil: transparent).
        case vibrant(tint: RGBAColor, backdrop: RGBAColor?)
        /// StandBy night: red on black.
        case night
        /// Always-On: the colours dimmed.
        case reducedLuminance
    }

    /// The accented substitution, or nil.
    public var accent: Accent?
    /// The container outline in device pixels; pixels outside it become transparent (nil: no mask).
    public var containerShape: Path?
    /// The pixel passes, in order.
    public var pixelSteps: [PixelStep]
    /// The iOS 26 glass drawn behind the content before the pixel steps (nil: none).
    public var glass: GlassBackground?

    /// A pass.
    public init(accent: Accent? = nil, containerShape: Path? = nil, pixelSteps: [PixelStep] = [],
                glass: GlassBackground? = nil) {
        self.accent = accent
        self.containerShape = containerShape
        self.pixelSteps = pixelSteps
        self.glass = glass
    }

    /// Changes nothing.
    public static let identity = ModePass()

    /// Step 1: the display list as it is drawn.
    public func apply(to list: DisplayList) -> DisplayList {
        guard let accent else { return list }
        var out = AccentedPass.apply(to: list, defaultColor: accent.defaultColor, accentColor: accent.accentColor)
        if let background = accent.background {
            let rect = Path(Rect(x: 0, y: 0, width: Double(out.pixelWidth), height: Double(out.pixelHeight)))
            out.items.insert(DisplayItem(.fill(rect, .solid(background), .nonZero)), at: 0)
        }
        return out
    }

    /// Steps 2 and 3: the drawn pixels passed through each pixel step, then masked to the container (in place:
    /// pass a uniquely referenced pixmap to avoid a copy). The mask comes last so that a step's backdrop (the
    /// vibrant wallpaper stand-in, StandBy's black) fills the widget's outline only, not a square tile around it.
    public func apply(to pixmap: inout Pixmap, masks: ShapeMaskCache) {
        if let glass { pixmap = GlassPass.apply(to: pixmap, glass: glass, masks: masks) }
        for step in pixelSteps {
            switch step {
            case let .vibrant(tint, backdrop):
                pixmap = VibrantPass.apply(to: pixmap, tint: tint, backdrop: backdrop)
            case .night:
                pixmap = VibrantPass.night(pixmap)
            case .reducedLuminance:
                pixmap = ReducedLuminancePass.apply(to: pixmap)
            }
        }
        if let containerShape {
            pixmap.mask(with: masks.mask(for: containerShape, width: pixmap.width, height: pixmap.height))
        }
    }
}
