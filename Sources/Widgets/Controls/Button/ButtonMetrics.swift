import Graphics
import Views

/// Sizes of bordered buttons per ``ControlSize``.
///
/// Apple publishes no button metrics and we found no published measurement: the paddings (the regular
/// one aims at iOS's familiar ~34 pt bordered button with the body font), the fonts of the
/// mini/small/extra-large sizes and the corner radii are all **our choice** [C].
public struct ButtonMetrics: Equatable, Sendable {
    /// Space between the label and the left and right edges of the border.
    public var horizontalPadding: Double
    /// Space between the label and the top and bottom edges of the border.
    public var verticalPadding: Double
    /// Corner radius of `.roundedRectangle` without a radius.
    public var cornerRadius: Double
    /// The label's font when the environment sets none (nil: the body font, as every other text).
    public var font: Font?

    /// The metrics of `size`.
    public init(_ size: ControlSize) {
        switch size {
        case .mini:
            self.init(horizontalPadding: 8, verticalPadding: 3, cornerRadius: 5, font: .footnote)
        case .small:
            self.init(horizontalPadding: 10, verticalPadding: 5, cornerRadius: 6, font: .subheadline)
        case .regular:
            self.init(horizontalPadding: 12, verticalPadding: 7, cornerRadius: 8, font: nil)
        case .large:
            self.init(horizontalPadding: 20, verticalPadding: 14, cornerRadius: 12, font: nil)
        case .extraLarge:
            self.init(horizontalPadding: 24, verticalPadding: 16, cornerRadius: 14, font: .title3)
        }
    }

    init(horizontalPadding: Double, verticalPadding: Double, cornerRadius: Double, font: Font?) {
        self.horizontalPadding = horizontalPadding
        self.verticalPadding = verticalPadding
        self.cornerRadius = cornerRadius
        self.font = font
    }

    /// Opacity of the tint behind a `.bordered` button's label: **our choice** [C] (the light tinted
    /// background of iOS bordered buttons; Apple publishes no value).
    public static let borderedFillOpacity = 0.15
    /// Opacity of the white behind a `.bordered` button on a vibrant (Lock Screen) surface: the same
    /// 0.16 as `AccessoryWidgetBackground` there (WIDGETKIT.md §3), **our choice** [C].
    public static let vibrantFillOpacity = 0.16
}
