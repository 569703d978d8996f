// The Lock Screen presentation of a Live Activity composed from the public DSL: the activity's view inside
// the system's margins, on the system's rounded container filled with the material of the colour scheme or
// the `activityBackgroundTint`, at the Lock Screen width; its height is the view's own at that width, up to
// ActivityMetrics.heightLimit (taller views are clipped, as iOS truncates them). StandBy shows the same
// presentation scaled by ActivityMetrics.standByScale, its background extended over the whole screen.
import Graphics
import Layout
import Views

/// The Lock Screen and StandBy presentations of a Live Activity's view.
///
/// ```swift
/// let measured = ActivityLockScreenLayout.measured(view, width: 408)        // measure its height
/// let drawn = ActivityLockScreenLayout.container(view, style: style, width: 408, height: 84)
/// ```
public enum ActivityLockScreenLayout {
    /// [C] The system's material behind an activity without `activityBackgroundTint`: iOS's light and dark
    /// notification platters, opaque here (no wallpaper behind a still image).
    public static let defaultBackground = Color(lightScheme: RGBAColor(r255: 242, 242, 247),
                                                darkScheme: RGBAColor(r255: 44, 44, 46))
    /// [C] StandBy's background when the activity sets no tint: black, as StandBy's screen.
    public static let standByBackground = Color.black

    /// The view inside the system's margins at `width`: what is measured for the presentation's height.
    public static func measured(_ view: AnyView, width: Double) -> some View {
        view.padding(ActivityMetrics.lockScreenMargin).frame(width: width)
    }

    /// The presentation: `view` in its margins at `width` × `height` on the rounded container, clipped to it.
    public static func container(_ view: AnyView, style: ActivityStyle, width: Double, height: Double) -> some View {
        let shape = RoundedRectangle(cornerRadius: ActivityMetrics.lockScreenCornerRadius)
        return measured(view, width: width)
            .frame(width: width, height: height, alignment: .top)
            .background(background(style, fallback: defaultBackground).clipShape(shape))
            .clipShape(shape)
    }

    /// StandBy: the presentation's content scaled up and centred on `screen`, its background filling it.
    public static func standBy(_ view: AnyView, style: ActivityStyle, width: Double, height: Double,
                               screen: Size) -> some View {
        measured(view, width: width)
            .frame(width: width, height: height, alignment: .top)
            .clipped()
            .scaleEffect(ActivityMetrics.standByScale)
            .frame(width: screen.width, height: screen.height)
            .background(background(style, fallback: standByBackground))
    }

    /// The tint over the fallback (a translucent tint shows the material under it).
    private static func background(_ style: ActivityStyle, fallback: Color) -> some View {
        ZStack {
            fallback
            if let tint = style.backgroundTint { tint }
        }
    }
}
