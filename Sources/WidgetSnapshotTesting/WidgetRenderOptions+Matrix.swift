import Graphics
import Render
import Views
import Widgets

extension WidgetRenderOptions {
    /// Every combination of the given axes, one declaration for many configurations: families × modes ×
    /// schemes × Dynamic Type sizes × locales, in that nesting order (locales vary fastest). A locale sets
    /// the layout direction of its language (`ar_EG` → right to left). Each result's ``snapshotName`` says
    /// which combination it is (`systemSmall-fullColor-dark-AX5-ar_EG-rtl`), so the files never collide.
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
                              locales: [String?] = [nil]) -> [WidgetRenderOptions] {
        var all: [WidgetRenderOptions] = []
        for family in families {
            for mode in modes {
                for scheme in schemes {
                    for size in dynamicTypeSizes {
                        for locale in locales {
                            var options = WidgetRenderOptions(family: family, mode: mode, colorScheme: scheme)
                            options.dynamicTypeSize = size
                            options.localeIdentifier = locale
                            options.layoutDirection = locale.map { LayoutDirection(localeIdentifier: $0) } ?? .leftToRight
                            all.append(options)
                        }
                    }
                }
            }
        }
        return all
    }
}
