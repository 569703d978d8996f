// The Apple Watch Smart Stack presentation of a Live Activity (watchOS 11), composed from the public DSL at the
// watch's Smart Stack size (ActivityMetrics.smartStackSize: the device's accessoryRectangular row, the HIG's
// watchOS dimensions), always dark, on the Smart Stack's rounded platter.
//
// 1. Declared (`supplementalActivityFamilies([.small])`): the activity's `content` view, resolved with
//    `activityFamily == .small` by the host, inside the Smart Stack's content margins, on its
//    `activityBackgroundTint` or else the Smart Stack's dark material (the widget Smart Stack's, S9).
// 2. Not declared: what watchOS shows by default (HIG Live Activities, watchOS: "the view displayed in the Smart
//    Stack combines the leading and trailing elements from the Live Activity's compact presentation"; its picture
//    puts them in the lower corners; WWDC24 "Bring your Live Activity to Apple Watch": with the app's name above):
//    the app's name, when the render knows it, top-leading; compact leading bottom-leading, compact trailing
//    bottom-trailing. The arrangement follows Apple's picture; its margins and type size are our choice [C].
import Graphics
import Layout
import Views

/// The watch Smart Stack presentation of a Live Activity.
///
/// ```swift
/// let custom = ActivitySmartStackLayout.custom(view, style: style, size: Size(184, 80.5))
/// let fallback = ActivitySmartStackLayout.compactViews(islandViews, appName: "Habit", size: Size(184, 80.5))
/// ```
public enum ActivitySmartStackLayout {
    /// [C] The app name's type in the default view: 15 pt semibold, one line.
    public static let appNameSize = 15.0

    /// The platter: the Smart Stack widget's rounded rectangle (``ContainerShape/accessoryRectangularRadiusRatio``
    /// × the height) filled with the tint over the Smart Stack's dark material.
    static func platter(_ tint: Color?, size: Size) -> some View {
        let shape = RoundedRectangle(cornerRadius: ContainerShape.accessoryRectangularRadiusRatio * size.height)
        return ZStack {
            Color(ContainerBackgroundTreatment.watchSmartStackMaterial)
            if let tint { tint }
        }
        .clipShape(shape)
    }

    /// 1: the activity's `.small` view in the Smart Stack's margins at `size`, clipped to the platter.
    public static func custom(_ view: AnyView, style: ActivityStyle, size: Size) -> some View {
        let shape = RoundedRectangle(cornerRadius: ContainerShape.accessoryRectangularRadiusRatio * size.height)
        return view.padding(ContentMargins.watchSmartStack)
            .frame(width: size.width, height: size.height)
            .background(platter(style.backgroundTint, size: size))
            .clipShape(shape)
    }

    /// 2: the compact leading and trailing views in the lower corners, the app's name (when given) above them.
    public static func compactViews(_ island: IslandViews, appName: String?, size: Size) -> some View {
        let shape = RoundedRectangle(cornerRadius: ContainerShape.accessoryRectangularRadiusRatio * size.height)
        return VStack(alignment: .leading, spacing: 0) {
            if let appName {
                Text(appName).font(.system(size: appNameSize, weight: .semibold)).lineLimit(1)
            }
            Spacer(minLength: 0)
            HStack(alignment: .bottom, spacing: 0) {
                island.compactLeading
                Spacer(minLength: ContentMargins.watchSmartStack)
                island.compactTrailing
            }
        }
        .padding(ContentMargins.watchSmartStack)
        .frame(width: size.width, height: size.height)
        .background(platter(nil, size: size))
        .clipShape(shape)
    }
}
