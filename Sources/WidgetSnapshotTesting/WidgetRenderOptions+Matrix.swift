import Graphics
import Render
import Views
import Widgets

extension WidgetRenderOptions {
    /// Every combination of the given axes, one declaration for many configurations: families × modes ×
    /// schemes × Dynamic Type sizes, in that nesting order (sizes vary fastest). Each result's
    /// ``snapshotName`` says which combination it is (`systemSmall-fullColor-dark-AX5`), so the files of
    /// a matrix never collide.
    ///
    /// ```swift
    /// for options in WidgetRenderOptions.matrix(families: [.systemSmall, .systemMedium],
    ///                                           schemes: [.light, .dark],
    ///                                           dynamicTypeSizes: [.xSmall, .large, .accessibility5]) {
    ///     assertWidgetSnapshot(of: HabitWidget(), options: options)
    /// }
    /// ```
    public static func matrix(families: [WidgetFamily], modes: [WidgetMode] = [.fullColor],
                              schemes: [ColorScheme] = [.light],
                              dynamicTypeSizes: [DynamicTypeSize] = [.large]) -> [WidgetRenderOptions] {
        var all: [WidgetRenderOptions] = []
        for family in families {
            for mode in modes {
                for scheme in schemes {
                    for size in dynamicTypeSizes {
                        var options = WidgetRenderOptions(family: family, mode: mode, colorScheme: scheme)
                        options.dynamicTypeSize = size
                        all.append(options)
                    }
                }
            }
        }
        return all
    }
}
