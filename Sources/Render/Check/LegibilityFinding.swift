import Graphics
import Views
import Widgets

/// One element that is hard or impossible to read in one family × mode × scheme × context.
public struct LegibilityFinding: Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public enum Kind: String, Hashable, Sendable {
        /// Readable in full colour, the colour of what lies beneath it here (or, for an image, a flat
        /// silhouette): the white-on-white of the tinted Home Screen, the image that turns into a blank tile.
        case collapsed
        /// Below the required WCAG contrast against what lies beneath it.
        case lowContrast
    }

    /// What is wrong.
    public var kind: Kind
    /// The element.
    public var element: LegibilityElement
    /// The family rendered (a place's finding: `.systemSmall`, unused; ``place`` names it).
    public var family: WidgetFamily
    /// The mode rendered.
    public var mode: WidgetMode
    /// The colour scheme asked for (vibrant and StandBy resolve dark whatever it is).
    public var scheme: ColorScheme
    /// Where the widget was shown (a place's finding: `.homeScreen`, unused).
    public var context: WidgetContext
    /// The measured contrast ratio here (for an image: between its own light and dark parts).
    public var ratio: Double
    /// The ratio the element must reach (for a collapse: the collapse threshold it fell to).
    public var required: Double
    /// The same element's ratio in full colour with the same scheme, when measured.
    public var fullColorRatio: Double?
    /// The Live Activity or control render it was found in; nil: a widget's.
    public var place: PlaceAppearance? = nil
    /// On the clear and tinted glass, what opaque white reaches there (``LegibilityMeasurement/glassWhiteRatio``),
    /// named in a low-contrast line.
    public var glassWhiteRatio: Double? = nil

    /// One line, the verdict before the element's place: `systemSmall accented light homeScreen: Text
    /// "Hydrate" collapsed, 1.00:1 (full colour 12.63:1) at (16, 40, 80, 20) pt in frame(…) > ZStack > Text "Hydrate"`;
    /// a place's named by it: `activity StandBy · goal met · night: Text "Water" collapsed, …`.
    public var description: String {
        var line = "\(place?.name ?? "\(family) \(mode) \(scheme) \(context)"): \(element) "
        switch kind {
        case .collapsed:
            line += element.kind == .image ? "collapsed, its own contrast \(Self.ratio(ratio))" : "collapsed, \(Self.ratio(ratio))"
            if let fullColorRatio { line += " (full colour \(Self.ratio(fullColorRatio)))" }
        case .lowContrast:
            line += "low contrast, \(Self.ratio(ratio)) (needs \(Self.ratio(required))"
            if let glassWhiteRatio { line += ", white on this glass \(Self.ratio(glassWhiteRatio))" }
            line += ")"
            if let fullColorRatio, mode != .fullColor { line += " (full colour \(Self.ratio(fullColorRatio)))" }
        }
        return line + " at \(element.frame) pt in \(element.path)"
    }

    /// `4.50:1`.
    static func ratio(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction):1"
    }
}
