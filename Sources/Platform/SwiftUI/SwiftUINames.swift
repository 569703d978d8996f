// The SwiftUI (and CoreGraphics) names whose values live in Graphics and Layout, the engine's modules that
// `import SwiftUI` does not re-export: each is an alias of the one type, so a value made through SwiftUI is
// the pipeline's value, and members and extensions declared on it in Graphics, Layout or Views are usable
// as before. Graphics' and Layout's other public names (pixels' geometry `Point`/`Rect`, `RGBAColor`,
// layout nodes, the engine) stay out of a user's scope. PlatformTests' SwiftUIScopeTests type-checks a file
// against the built modules to prove both halves.
import Graphics
import Layout
import Views
import WidgetIntents

/// An angle in degrees or radians (SwiftUI's `Angle`).
public typealias Angle = Graphics.Angle
/// The inset distances of a rectangle's sides (SwiftUI's `EdgeInsets`).
public typealias EdgeInsets = Graphics.EdgeInsets
/// A font: system sizes, text styles, weights, designs (SwiftUI's `Font`).
public typealias Font = Graphics.Font
/// The outline of a 2D shape (SwiftUI's `Path`).
public typealias Path = Graphics.Path
/// A stroke's width, caps, joins and dashes (SwiftUI's `StrokeStyle`).
public typealias StrokeStyle = Graphics.StrokeStyle
/// The rule that decides a path's inside (SwiftUI's `FillStyle` rule: `.nonZero`, `.evenOdd`).
public typealias FillRule = Graphics.FillRule
/// The shape of rounded-rectangle corners (SwiftUI's `RoundedCornerStyle`).
public typealias RoundedCornerStyle = Graphics.RoundedCornerStyle
/// The Dynamic Type size (SwiftUI's `DynamicTypeSize`).
public typealias DynamicTypeSize = Graphics.DynamicTypeSize
/// Left-to-right or right-to-left (SwiftUI's `LayoutDirection`).
public typealias LayoutDirection = Graphics.LayoutDirection
/// How lines of a paragraph are aligned (SwiftUI's `TextAlignment`).
public typealias TextAlignment = Graphics.TextAlignment
/// How SF Symbols' layers are coloured (SwiftUI's `SymbolRenderingMode`).
public typealias SymbolRenderingMode = Graphics.SymbolRenderingMode
/// How a stroke's open ends are drawn (CoreGraphics' `CGLineCap`, as SwiftUI re-exports it).
public typealias CGLineCap = Graphics.LineCap
/// How a stroke's corners are drawn (CoreGraphics' `CGLineJoin`, as SwiftUI re-exports it).
public typealias CGLineJoin = Graphics.LineJoin

/// A two-axis alignment (SwiftUI's `Alignment`).
public typealias Alignment = Layout.Alignment
/// A horizontal alignment guide (SwiftUI's `HorizontalAlignment`).
public typealias HorizontalAlignment = Layout.HorizontalAlignment
/// A vertical alignment guide (SwiftUI's `VerticalAlignment`).
public typealias VerticalAlignment = Layout.VerticalAlignment
/// The horizontal or vertical axis (SwiftUI's `Axis`).
public typealias Axis = Layout.Axis
/// An edge of a rectangle (SwiftUI's `Edge`).
public typealias Edge = Layout.Edge
/// Fit or fill (SwiftUI's `ContentMode`).
public typealias ContentMode = Layout.ContentMode

/// A localised string looked up at display time: Foundation's type on Apple platforms, which SwiftUI
/// re-exports; Linux's Foundation has none, so it is WidgetIntents' (the one AppIntents uses).
public typealias LocalizedStringResource = WidgetIntents.LocalizedStringResource

extension Text {
    /// Where a line that does not fit is shortened (SwiftUI's `Text.TruncationMode`).
    public typealias TruncationMode = Graphics.TruncationMode
}
