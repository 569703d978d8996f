import Graphics

extension View {
    /// Draws a blurred copy of the view's shape behind it (`radius` is the blur radius in points).
    ///
    /// ```swift
    /// RoundedRectangle(cornerRadius: 12).fill(.white).shadow(radius: 4, y: 2)
    /// ```
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: Double,
                       x: Double = 0, y: Double = 0) -> some View {
        effectModifier("shadow") { environment in
            .shadow(color: color.resolve(in: environment), radius: radius, x: x, y: y)
        }
    }

    /// Blurs the view (`radius` in points).
    public func blur(radius: Double, opaque: Bool = false) -> some View {
        effectModifier("blur") { _ in .blur(radius: radius, isOpaque: opaque) }
    }

    /// Removes colour: 0 unchanged, 1 fully grey.
    public func grayscale(_ amount: Double) -> some View {
        drawingEffect(.colorFilter(.grayscale(amount)))
    }

    /// Changes saturation: 0 grey, 1 unchanged.
    public func saturation(_ amount: Double) -> some View {
        drawingEffect(.colorFilter(.saturation(amount)))
    }

    /// Adds `amount` to each colour channel.
    public func brightness(_ amount: Double) -> some View {
        drawingEffect(.colorFilter(.brightness(amount)))
    }

    /// Scales each colour channel about mid-grey.
    public func contrast(_ amount: Double) -> some View {
        drawingEffect(.colorFilter(.contrast(amount)))
    }

    /// Multiplies every pixel by a colour.
    public func colorMultiply(_ color: Color) -> some View {
        effectModifier("colorMultiply") { environment in .colorFilter(.colorMultiply(color.resolve(in: environment))) }
    }

    /// Rotates hues.
    public func hueRotation(_ angle: Angle) -> some View {
        drawingEffect(.colorFilter(.hueRotation(angle)))
    }

    /// Inverts colours.
    public func colorInvert() -> some View {
        drawingEffect(.colorFilter(.colorInvert))
    }

    /// Turns luminance into alpha.
    public func luminanceToAlpha() -> some View {
        drawingEffect(.colorFilter(.luminanceToAlpha))
    }

    /// Draws the view as one layer before compositing it (so `opacity` below applies to the whole).
    public func compositingGroup() -> some View {
        drawingEffect(.compositingGroup)
    }

    /// Wraps the view in an effect node drawing it with `effect`: the extension point sibling
    /// modules use for their own effects (the widget layer's `widgetAccentable()` is
    /// `drawingEffect(.accentGroup)`).
    ///
    /// ```swift
    /// Text("Now").drawingEffect(.accentGroup)
    /// ```
    public func drawingEffect(_ effect: ResolvedEffect) -> some View {
        effectModifier(Self.effectName(effect)) { _ in effect }
    }

    static func effectName(_ effect: ResolvedEffect) -> String {
        switch effect {
        case .opacity: return "opacity"
        case .clip: return "clipShape"
        case .rotation: return "rotationEffect"
        case .scale: return "scaleEffect"
        case .shadow: return "shadow"
        case .blur: return "blur"
        case .colorFilter(let filter): return "\(filter)".split(separator: " ").first.map(String.init) ?? "colorFilter"
        case .compositingGroup: return "compositingGroup"
        case .accentGroup: return "accentGroup"
        case .mask: return "mask"
        }
    }
}
