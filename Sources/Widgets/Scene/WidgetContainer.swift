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
/// background over what the device has behind it (``backing(for:)``: the opaque system widget background on
/// the Home Screen, so a translucent `.fill.tertiary` comes out opaque as on the device) or
/// ``defaultBackground``; `.systemAccessoryBackgroundOnly` (an accessory family) draws a declared
/// `AccessoryWidgetBackground()` alone, over nothing, and nothing else; `.removedOverBlack` draws black; `.removed` and
/// `.replacedByAccentedBackground` draw nothing (the accented renderer paints its tinted background
/// after the paint substitution), nor does `.replacedByGlass` (the glass pass draws the glass behind the pixels). The container shape is not clipped here: the renderer masks the
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

    /// The background for ``backgroundTreatment``, type-erased per branch: a `@ViewBuilder` switch would make
    /// one conditional type of every branch, whose runtime metadata each render instantiates in full (about
    /// 40 000 instructions of demangling, measured with callgrind on the CLI) although one branch is drawn.
    private var backgroundLayer: AnyView {
        switch backgroundTreatment {
        case .drawn:
            guard let declared = configuration.containerBackground else { return AnyView(Self.defaultBackground(for: canvas)) }
            return AnyView(ZStack {
                Self.backing(for: canvas)
                declared.view(filling: canvas)
            })
        case .systemAccessoryBackgroundOnly:
            guard let declared = configuration.containerBackground, declared.isAccessoryWidgetBackground else {
                return AnyView(EmptyView())
            }
            return AnyView(declared.view(filling: canvas))
        case .removedOverBlack:
            return AnyView(Color.black)
        case .removed, .replacedByAccentedBackground, .replacedByGlass:
            return AnyView(EmptyView())
        }
    }

    /// What a declared container background is composited over where it is drawn (WIDGETKIT.md §3):
    /// on the Home Screen the opaque system widget background (`systemBackground`: white in light, black in
    /// dark), so `.fill.tertiary` gives about (239, 239, 240) and (28, 28, 31) as on the device, and on the Mac [C]; in StandBy
    /// (a non-removable background) black, what StandBy shows behind widgets; on the Lock Screen and the
    /// watch nothing — the wallpaper or face is behind (transparent pixels; the vibrant pass adds its backdrop).
    @ViewBuilder public static func backing(for canvas: WidgetCanvas) -> some View {
        switch canvas.context {
        case .homeScreen, .macDesktop, .notificationCenter: Color(.systemBackground)
        case .standBy: Color.black
        case .lockScreen, .watchComplication, .watchSmartStack: EmptyView()
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

