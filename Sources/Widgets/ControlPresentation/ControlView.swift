// A control as the system draws it in one presentation (ControlPresentation): Control Center's circular
// 1×1 button, its 2×1 module (symbol, title, value label) and 2×2 module, the Lock Screen slot and the Action
// button's label. The template's symbol is its label with `.labelStyle(.iconOnly)` and its value text the
// label with `.titleOnly` (Apple's templates write a `Label(_:systemImage:)`). The look follows screenshots
// of iOS 18 (WWDC24 "Extend your app's controls across the system"); every colour and inset is our choice [C]
// (ControlLook), listed in docs/widgets.md, "Controls in Control Center". In the iOS 26 profile
// (`EnvironmentValues.osProfile`) the modules and circles are Liquid Glass (`glassEffect`, Glass/GlassEffect.swift)
// — regular glass, tinted glass for an on toggle — as iOS 26's Control Center draws them.
import Graphics
import Views

/// The numbers of ``ControlView``: all our choice [C].
public enum ControlLook {
    /// Control Center's dimmed, blurred wallpaper behind the modules, per scheme.
    public static let backdrop = Color(lightScheme: RGBAColor(red: 0.40, green: 0.43, blue: 0.50, alpha: 1),
                                       darkScheme: RGBAColor(red: 0.08, green: 0.08, blue: 0.10, alpha: 1))
    /// A module's or an off button's material: white at this opacity over the backdrop.
    public static let materialOpacity = 0.22
    /// The tint of an on toggle when the template sets none: system blue.
    public static let defaultTint = Color.blue
    /// The symbol's point size in a small module (the circle is the cell).
    public static let smallSymbolSize: Double = 24
    /// The symbol circle's diameter in a medium or large module.
    public static let moduleCircle: Double = 44
    /// The symbol's point size in that circle.
    public static let moduleSymbolSize: Double = 19
    /// The inset of a module's content from its edges.
    public static let moduleInset: Double = 12
    /// A large module's corner radius.
    public static let largeCornerRadius: Double = 32
    /// The title's font in a module and the Action button's label.
    public static let titleFont = Font.system(size: 14, weight: .semibold)
    /// The value label's font in a module.
    public static let valueFont = Font.system(size: 13)
    /// The smallest scale of a module's title before it is truncated (a long title in the medium module).
    public static let titleMinimumScale = 0.8
    /// The value label's opacity (white) in a module.
    public static let valueOpacity = 0.7
    /// The Lock Screen slot when off: a dark material.
    public static let lockScreenOff = Color(white: 0.16).opacity(0.85)
    /// The symbol's point size in the Lock Screen slot.
    public static let lockScreenSymbolSize: Double = 20
    /// The Action button label's capsule: the Dynamic Island's black.
    public static let actionButtonFill = Color.black
    /// The symbol's point size on the Action button label.
    public static let actionSymbolSize: Double = 18
}

/// One control drawn as the system draws it in `presentation`.
///
/// ```swift
/// ViewRenderer().render(ControlView(content: content, presentation: .controlCenterSmall),
///                       size: ControlPresentation.controlCenterSmall.size, scale: 3, colorScheme: .dark,
///                       resources: resources)
/// ```
public struct ControlView: View {
    /// The template's content.
    public let content: ControlTemplateContent
    /// Where it is drawn.
    public let presentation: ControlPresentation

    /// A control drawn in `presentation`.
    public init(content: ControlTemplateContent, presentation: ControlPresentation) {
        self.content = content
        self.presentation = presentation
    }

    /// The tint: the template's, else ``ControlLook/defaultTint``.
    public var tint: Color { content.tint ?? ControlLook.defaultTint }

    @Environment(\.osProfile) private var os

    /// True in the iOS 26 profile: glass modules.
    var isGlass: Bool { os == .ios26 }

    /// The presentation's drawing, at its size.
    public var body: some View {
        let size = presentation.size
        return Group {
            switch presentation {
            case .controlCenterSmall:
                ZStack {
                    ControlLook.backdrop
                    symbolCircle(diameter: size.width, symbolSize: ControlLook.smallSymbolSize)
                }
            case .controlCenterMedium:
                ZStack(alignment: .leading) {
                    ControlLook.backdrop
                    module(Capsule())
                    HStack(spacing: 8) {
                        symbolCircle(diameter: ControlLook.moduleCircle, symbolSize: ControlLook.moduleSymbolSize)
                        titles
                    }
                    .padding(.leading, ControlLook.moduleInset)
                    .padding(.trailing, ControlLook.moduleInset)
                }
            case .controlCenterLarge:
                ZStack(alignment: .topLeading) {
                    ControlLook.backdrop
                    module(RoundedRectangle(cornerRadius: ControlLook.largeCornerRadius))
                    VStack(alignment: .leading, spacing: 0) {
                        symbolCircle(diameter: ControlLook.moduleCircle, symbolSize: ControlLook.moduleSymbolSize)
                        Spacer(minLength: 0)
                        titles
                    }
                    .padding(ControlLook.moduleInset + 4)
                }
            case .lockScreen:
                ZStack {
                    Circle().fill(content.isOn ? Color.white : ControlLook.lockScreenOff)
                    symbol(size: ControlLook.lockScreenSymbolSize)
                        .foregroundStyle(content.isOn ? Color.black : Color.white)
                }
            case .actionButton:
                ZStack {
                    Capsule().fill(ControlLook.actionButtonFill)
                    HStack(spacing: 8) {
                        symbol(size: ControlLook.actionSymbolSize)
                            .foregroundStyle(content.isOn ? tint : Color.white)
                        actionText.font(ControlLook.titleFont).foregroundStyle(Color.white).lineLimit(1)
                        Spacer(minLength: 0)
                        if content.kind == .toggle {
                            content.label.labelStyle(.titleOnly).font(ControlLook.valueFont)
                                .foregroundStyle(Color.white.opacity(ControlLook.valueOpacity)).lineLimit(1)
                        }
                    }
                    .padding(.horizontal, 16)
                }
            }
        }
        .frame(width: size.width, height: size.height)
    }

    /// The template's symbol at `size` points.
    func symbol(size: Double) -> some View {
        content.label.labelStyle(.iconOnly).font(.system(size: size, weight: .medium))
    }

    /// A module's platter: the material, or regular glass in iOS 26.
    @ViewBuilder func module<S: Shape>(_ shape: S) -> some View {
        if isGlass {
            Color.clear.glassEffect(.regular, in: shape)
        } else {
            shape.fill(Color.white.opacity(ControlLook.materialOpacity))
        }
    }

    /// The symbol in a circle: the material when off, the tint when on (in iOS 26 regular glass, tinted when
    /// on); the symbol white.
    func symbolCircle(diameter: Double, symbolSize: Double) -> some View {
        ZStack {
            if isGlass {
                Color.clear.glassEffect(content.isOn ? .regular.tint(tint) : .regular, in: Circle())
            } else {
                Circle().fill(content.isOn ? tint : Color.white.opacity(ControlLook.materialOpacity))
            }
            symbol(size: symbolSize).foregroundStyle(Color.white)
        }
        .frame(width: diameter, height: diameter)
    }

    /// The title over the value label (a button: its label's title alone).
    var titles: some View {
        VStack(alignment: .leading, spacing: 1) {
            if let title = content.title {
                title.font(ControlLook.titleFont).foregroundStyle(Color.white).lineLimit(1)
                    .minimumScaleFactor(ControlLook.titleMinimumScale)
                content.label.labelStyle(.titleOnly).font(ControlLook.valueFont)
                    .foregroundStyle(Color.white.opacity(ControlLook.valueOpacity)).lineLimit(1)
            } else {
                content.label.labelStyle(.titleOnly).font(ControlLook.titleFont)
                    .foregroundStyle(Color.white).lineLimit(2)
            }
        }
    }

    /// The Action button's text: the action hint, else the title, else the label's title.
    @ViewBuilder var actionText: some View {
        if let hint = content.actionHint {
            hint
        } else if let title = content.title {
            title
        } else {
            content.label.labelStyle(.titleOnly)
        }
    }
}
