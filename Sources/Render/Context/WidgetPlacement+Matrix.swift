// The renders a place adds to the render matrix (`--contexts`), for gallery and previews alike: each family
// the place shows, in each chosen mode the place shows it in; the Lock Screens in each chosen scheme (their
// wallpaper is light or dark), StandBy once (always dark). And their file stem: the matrix's stem, the
// scheme kept where the wallpaper follows it, then `-<place>`.
import Views
import Widgets

extension WidgetPlacement {
    /// The combinations this place shows of `family`, in `modes` and `schemes` (empty: all), in order
    /// (modes in `allCases` order, light before dark); none for the Home Screen (the widget alone is the
    /// matrix itself) or a family the place does not show.
    ///
    /// ```swift
    /// WidgetPlacement.standBy.appearances(of: .systemSmall).map(\.mode)   // [.fullColor, .night]
    /// ```
    public func appearances(of family: WidgetFamily, modes: [WidgetMode] = [], schemes: [ColorScheme] = [],
                            device: WidgetDevice? = nil) -> [WidgetAppearance] {
        guard self != .homeScreen, families.contains(family) else { return [] }
        let modes = modes.isEmpty ? WidgetMode.allCases : modes
        let schemes = self == .standBy ? [ColorScheme.light] : (schemes.isEmpty ? ColorScheme.allCases : schemes)
        return modes.filter(self.modes.contains).flatMap { mode in
            schemes.map { WidgetAppearance(family: family, mode: mode, colorScheme: $0, device: device) }
        }
    }

    /// `<matrix stem>-<place>` (`systemSmall-vibrant-dark-iPadLockScreen`): over a Lock Screen wallpaper the
    /// scheme is an axis; StandBy is dark whatever it is.
    public func fileStem(_ appearance: WidgetAppearance) -> String {
        guard self != .homeScreen else { return appearance.fileStem }
        return appearance.fileStem(qualifiers: [], schemeIsAnAxis: self != .standBy) + "-\(self)"
    }
}
