// The Dynamic Island's presentations composed from the public DSL, as WidgetContainer composes a widget:
// a black island shape (a capsule for compact and minimal, a rounded rectangle when expanded), its keyline,
// and the activity's views in their areas. Sizes are ActivityMetrics' (ActivityPresentation.swift).
//
// Expanded layout (Apple's DynamicIslandExpandedRegion documentation: `leading` and `trailing` along the edges
// beside the TrueDepth camera, wrapping below it; `center` right below the camera; `bottom` below the three):
// one row — leading, center (after a space the sensor housing's height), trailing — then bottom. The row is an
// HStack whose children carry their region's `priority` as `layoutPriority`, so the higher priority region is
// offered the row's width first (WidgetKit: "which content to prioritize when it sizes the content"). A leading or
// trailing column with a view in ``IslandViews/regionsBelowCamera`` starts below the camera, as the center region
// does (IslandVerticalPlacement.swift).
import Graphics
import Layout
import Views

/// An area of the Dynamic Island whose content margins `contentMargins(_:_:for:)` sets.
public enum IslandArea: String, CaseIterable, Hashable, Sendable {
    /// The compact presentation's leading view.
    case compactLeading
    /// The compact presentation's trailing view.
    case compactTrailing
    /// The minimal presentation.
    case minimal
    /// The expanded presentation.
    case expanded

    /// [C] The margins when the activity sets none: 8 pt on a compact view's outer side (the capsule's round
    /// end), 6 pt around the minimal view, 16 pt around the expanded regions (inside its 44 pt corners).
    public var defaultMargins: EdgeInsets {
        switch self {
        case .compactLeading: return EdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 2)
        case .compactTrailing: return EdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 8)
        case .minimal: return EdgeInsets(top: 6, leading: 6, bottom: 6, trailing: 6)
        case .expanded: return EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
        }
    }
}

/// One `contentMargins(_:_:for:)` call: the edges, the length (nil: the default) and the areas it applies to.
public struct IslandMarginSetting: Hashable, Sendable {
    /// The edges set.
    public var edges: Edge.Set
    /// The length; nil restores the default.
    public var length: Double?
    /// The areas (`.compact` names both compact views).
    public var areas: [IslandArea]

    /// A setting of `edges` to `length` in `areas`.
    public init(edges: Edge.Set, length: Double?, areas: [IslandArea]) {
        self.edges = edges
        self.length = length
        self.areas = areas
    }

    /// The margins of `area` after `settings`, in call order, over its defaults.
    public static func margins(of area: IslandArea, after settings: [IslandMarginSetting]) -> EdgeInsets {
        let base = area.defaultMargins
        var insets = base
        for setting in settings where setting.areas.contains(area) {
            if setting.edges.contains(.top) { insets.top = setting.length ?? base.top }
            if setting.edges.contains(.leading) { insets.leading = setting.length ?? base.leading }
            if setting.edges.contains(.bottom) { insets.bottom = setting.length ?? base.bottom }
            if setting.edges.contains(.trailing) { insets.trailing = setting.length ?? base.trailing }
        }
        return insets
    }
}

/// An expanded region's view, type-erased, with its position and priority.
public struct IslandRegion {
    /// The four places of the expanded island.
    public enum Place: String, Hashable, Sendable {
        case leading, trailing, center, bottom
    }

    /// Where it sits.
    public var place: Place
    /// Which region is offered space first.
    public var priority: Double
    /// Its view.
    public var view: AnyView

    /// A region at `place`.
    public init(place: Place, priority: Double, view: AnyView) {
        self.place = place
        self.priority = priority
        self.view = view
    }
}

/// The views of a Dynamic Island, ready to compose.
public struct IslandViews {
    /// The expanded regions, in the order written (a place written twice: its views stacked in order).
    public var regions: [IslandRegion]
    /// The compact leading view.
    public var compactLeading: AnyView
    /// The compact trailing view.
    public var compactTrailing: AnyView
    /// The minimal view.
    public var minimal: AnyView
    /// `keylineTint(_:)`; nil: no keyline.
    public var keylineTint: Color?
    /// `contentMargins(_:_:for:)` calls, in order.
    public var margins: [IslandMarginSetting]
    /// The indices in ``regions`` of the leading and trailing views too wide to sit beside the camera that asked to
    /// go below it (`dynamicIsland(verticalPlacement: .belowIfTooWide)`): their place's column starts below the
    /// camera. Set by ``placingRegions(width:housingWidth:environment:idealWidth:)``; empty: every region in its place.
    public var regionsBelowCamera: Set<Int> = []

    /// The island's views.
    public init(regions: [IslandRegion], compactLeading: AnyView, compactTrailing: AnyView, minimal: AnyView,
                keylineTint: Color?, margins: [IslandMarginSetting]) {
        self.regions = regions
        self.compactLeading = compactLeading
        self.compactTrailing = compactTrailing
        self.minimal = minimal
        self.keylineTint = keylineTint
        self.margins = margins
    }

    /// [C] The keyline's width in points, and the opacity that makes the tint "subtle" (WidgetKit's words).
    public static let keylineWidth = 1.0
    public static let keylineOpacity = 0.6

    /// The compact presentation: leading and trailing views in their areas around the sensor housing.
    public func compact(_ island: ActivityMetrics.IslandMetrics) -> some View {
        let leading = IslandMarginSetting.margins(of: .compactLeading, after: margins)
        let trailing = IslandMarginSetting.margins(of: .compactTrailing, after: margins)
        return HStack(spacing: 0) {
            compactLeading.padding(leading)
                .frame(width: island.compactLeading.width, height: island.compactLeading.height)
            Color.clear.frame(width: island.housingWidth, height: island.compactLeading.height)
            compactTrailing.padding(trailing)
                .frame(width: island.compactTrailing.width, height: island.compactTrailing.height)
        }
        .background(Capsule().fill(Color.black))
        .overlay(keyline(Capsule()))
        .clipShape(Capsule())
    }

    /// The minimal view in its margins: what is measured for the presentation's width.
    public func minimalContent() -> some View {
        minimal.padding(IslandMarginSetting.margins(of: .minimal, after: margins))
    }

    /// The minimal presentation, `width` wide (the content's, within ``ActivityMetrics/minimalWidths``).
    public func minimalPresentation(width: Double) -> some View {
        minimalContent()
            .frame(width: width, height: ActivityMetrics.minimalHeight)
            .background(Capsule().fill(Color.black))
            .overlay(keyline(Capsule()))
            .clipShape(Capsule())
    }

    /// The expanded regions laid out at `width` (height: the content's, as measured by the caller).
    public func expandedContent(width: Double) -> some View {
        let insets = IslandMarginSetting.margins(of: .expanded, after: margins)
        return VStack(spacing: 6) {
            HStack(alignment: .top, spacing: 0) {
                region(.leading).layoutPriority(priority(of: .leading))
                Spacer(minLength: 8)
                if hasRegion(.center) {
                    VStack(spacing: 0) {
                        Color.clear.frame(width: 1, height: ActivityMetrics.sensorHousingHeight)
                        region(.center)
                    }
                    .layoutPriority(priority(of: .center))
                    Spacer(minLength: 8)
                }
                region(.trailing).layoutPriority(priority(of: .trailing))
            }
            if hasRegion(.bottom) { region(.bottom) }
        }
        .padding(insets)
        .frame(width: width)
    }

    /// The expanded presentation: the regions at `size` on the island's rounded rectangle, clipped to it.
    public func expanded(width: Double, height: Double) -> some View {
        let shape = RoundedRectangle(cornerRadius: ActivityMetrics.expandedCornerRadius)
        return expandedContent(width: width)
            .frame(width: width, height: height, alignment: .top)
            .background(shape.fill(Color.black))
            .overlay(keyline(shape))
            .clipShape(shape)
    }

    private func hasRegion(_ place: IslandRegion.Place) -> Bool { regions.contains { $0.place == place } }

    private func priority(of place: IslandRegion.Place) -> Double {
        regions.filter { $0.place == place }.map(\.priority).max() ?? 0
    }

    /// The views written for `place`, stacked (nothing when none), below the camera when one of them is in
    /// ``regionsBelowCamera``.
    private func region(_ place: IslandRegion.Place) -> some View {
        let alignment: HorizontalAlignment = place == .leading ? .leading : place == .trailing ? .trailing : .center
        let isBelowCamera = regions.indices.contains { regionsBelowCamera.contains($0) && regions[$0].place == place }
        return VStack(alignment: alignment, spacing: 0) {
            if isBelowCamera { Color.clear.frame(width: 0, height: ActivityMetrics.sensorHousingHeight) }
            ForEach(Array(regions.filter { $0.place == place }.enumerated()), id: \.offset) { _, region in
                region.view
            }
        }
    }

    private func keyline<S: InsettableShape>(_ shape: S) -> some View {
        Group {
            if let keylineTint {
                shape.strokeBorder(keylineTint.opacity(Self.keylineOpacity), lineWidth: Self.keylineWidth)
            } else {
                Color.clear
            }
        }
    }
}
