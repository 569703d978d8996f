import Graphics
import Views

/// The view WidgetKit's host builds around a widget body: the container background filling the
/// whole widget, under the body inset by the content margins, at the widget's size
/// (WIDGETKIT.md §2.5: "the background always fills the whole widget"; §3 for the background).
///
/// ```swift
/// let canvas = try WidgetCanvas(family: .systemSmall)
/// let root = WidgetContainer(canvas: canvas, content: StepsView())   // resolve in canvas.environment()
/// ```
/// The background layer follows ``ContainerBackgroundTreatment``: `.drawn` draws the declared
/// background or ``defaultBackground``; `.removedOverBlack` draws black; `.removed` and
/// `.replacedByAccentedBackground` draw nothing (the accented renderer paints its tinted background
/// after the paint substitution). The container shape is not clipped here: the renderer masks the
/// final pixels with ``WidgetCanvas/containerPath(scale:)``, after every mode's post-pass.
public struct WidgetContainer<Content: View>: View {
    /// The surface.
    public var canvas: WidgetCanvas
    /// What the body declared (background, removable flag, margins disabled).
    public var configuration: ContainerConfiguration
    /// The widget body.
    public var content: Content

    /// Wraps `content` for `canvas` with the declarations in `configuration`.
    public init(canvas: WidgetCanvas, configuration: ContainerConfiguration = ContainerConfiguration(), content: Content) {
        self.canvas = canvas
        self.configuration = configuration
        self.content = content
    }

    /// The margins applied around the body: the context's, or none after `contentMarginsDisabled()`.
    public var margins: EdgeInsets {
        configuration.isContentMarginsDisabled ? .zero : canvas.contentMargins
    }

    /// What happens to the background here, given the declared removable flag.
    public var backgroundTreatment: ContainerBackgroundTreatment {
        canvas.backgroundTreatment(isRemovable: configuration.isContainerBackgroundRemovable)
    }

    public var body: some View {
        ZStack {
            backgroundLayer
            content.padding(margins)
        }
        .frame(width: canvas.size.width, height: canvas.size.height)
    }

    @ViewBuilder private var backgroundLayer: some View {
        switch backgroundTreatment {
        case .drawn:
            if let declared = configuration.containerBackground {
                declared.view(filling: canvas)
            } else {
                Self.defaultBackground(for: canvas)
            }
        case .removedOverBlack:
            Color.black
        case .removed, .replacedByAccentedBackground:
            EmptyView()
        }
    }

    /// The background drawn when the body declares none (§3, our choice [C]): the Xcode template's
    /// `.fill.tertiary` over systemBackground; on the watch Smart Stack, ``ContainerBackgroundTreatment/watchSmartStackMaterial``.
    @ViewBuilder public static func defaultBackground(for canvas: WidgetCanvas) -> some View {
        if canvas.context == .watchSmartStack {
            Color(ContainerBackgroundTreatment.watchSmartStackMaterial)
        } else {
            ZStack {
                Color(.systemBackground)
                Rectangle().fill(.fill.tertiary)
            }
        }
    }
}

