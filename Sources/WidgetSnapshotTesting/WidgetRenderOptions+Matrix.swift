import Graphics
import Render
import Views
import Widgets

extension WidgetRenderOptions {
    /// The render matrix as options (``Widgets/WidgetAppearance/matrix(families:modes:schemes:dynamicTypeSizes:locales:device:pinnedScheme:)``):
    /// families × the modes a device shows each in × the schemes that change its pixels × Dynamic Type sizes
    /// × locales, in that nesting order (locales vary fastest); empty modes or schemes mean all. A locale sets
    /// the layout direction of its language (`ar_EG` → right to left). Each result's ``Render/WidgetRenderOptions/fileStem``
    /// says which combination it is (`systemSmall-fullColor-dark-AX5-ar_EG`), so the files never collide,
    /// and the gallery, `widgetrender previews` and the legibility check enumerate the same combinations.
    /// `device` (nil: each family's default) decides which rows of the device table count; a family no
    /// device of that idiom shows in the chosen modes gives nothing (accessoryCircular with the default
    /// `[.fullColor]`: pass `modes: []` for every mode it is shown in). `profiles` adds the OS axis (empty: the
    /// default profile; `[.ios26]` with `modes: [.clear, .tinted]` for the iOS 26 Home Screens).
    ///
    /// ```swift
    /// for options in WidgetRenderOptions.matrix(families: [.systemSmall, .systemMedium],
    ///                                           schemes: [.light, .dark],
    ///                                           dynamicTypeSizes: [.xSmall, .large, .accessibility5],
    ///                                           locales: [nil, "ar_EG"]) {
    ///     assertWidgetSnapshot(of: HabitWidget(), options: options)
    /// }
    /// ```
    public static func matrix(families: [WidgetFamily], modes: [WidgetMode] = [.fullColor],
                              schemes: [ColorScheme] = [.light],
                              dynamicTypeSizes: [DynamicTypeSize] = [.large],
                              locales: [String?] = [nil], device: WidgetDevice? = nil,
                              profiles: [OSProfile] = []) -> [WidgetRenderOptions] {
        WidgetAppearance.matrix(families: families, modes: modes, schemes: schemes, dynamicTypeSizes: dynamicTypeSizes,
                                locales: locales, device: device, profiles: profiles).map(WidgetRenderOptions.init)
    }
}
