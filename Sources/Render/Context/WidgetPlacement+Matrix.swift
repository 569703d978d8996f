// The renders a place adds to the render matrix (`--contexts`), for gallery and previews alike: each family
// the place shows, in each chosen mode the place shows it in, on the place's device (the caller's when it is of
// a kind the place shows, else none); the Lock Screens, the Mac desktop and Notification Center in each chosen
// scheme (their wallpaper is light or dark), StandBy and the Smart Stack once (always dark). And their file
// stem: the matrix's stem, the scheme kept where the wallpaper follows it, then `-<place>`.
import Views
import Widgets

extension WidgetPlacement {
    /// The combinations this place shows of `family`, in `modes` and `schemes` (empty: all), in order
    /// (modes in `allCases` order, light before dark), on `device` or the place's ``defaultDevice``; none for the
    /// Home Screen (the widget alone is the matrix itself), a family the place does not show or a device of a
    /// kind it does not show (``device(_:)``).
    ///
    /// ```swift
    /// WidgetPlacement.standBy.appearances(of: .systemSmall).map(\.mode)   // [.fullColor, .night]
    /// ```
    public func appearances(of family: WidgetFamily, modes: [WidgetMode] = [], schemes: [ColorScheme] = [],
                            device: WidgetDevice? = nil) -> [WidgetAppearance] {
        guard self != .homeScreen, families.contains(family) else { return [] }
        let placed: WidgetDevice?
        do { placed = try self.device(device) } catch { return [] }
        let modes = modes.isEmpty ? WidgetMode.allCases : modes
        let schemes = isAlwaysDark ? [ColorScheme.light] : (schemes.isEmpty ? ColorScheme.allCases : schemes)
        return modes.filter(self.modes.contains).flatMap { mode in
            schemes.map { WidgetAppearance(family: family, mode: mode, colorScheme: $0, device: placed) }
        }
    }

    /// True where the scheme changes nothing drawn: StandBy and the watch's Smart Stack are dark whatever it is.
    var isAlwaysDark: Bool { self == .standBy || self == .smartStack }

    /// `<matrix stem>-<place>` (`systemSmall-vibrant-dark-iPadLockScreen`): over a wallpaper the scheme is an
    /// axis; StandBy and the Smart Stack are dark whatever it is.
    public func fileStem(_ appearance: WidgetAppearance) -> String {
        guard self != .homeScreen else { return appearance.fileStem }
        return appearance.fileStem(qualifiers: [], schemeIsAnAxis: !isAlwaysDark) + "-\(self)"
    }
}
