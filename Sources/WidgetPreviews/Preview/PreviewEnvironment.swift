import Graphics
import Views

/// The environment a `PreviewProvider` child sets with `.environment(…)`, as far as it changes a
/// render's settings: the colour scheme, the Dynamic Type size and the locale. The modifiers themselves
/// stay on the view, so every other value they set applies too.
package struct PreviewEnvironment {
    /// The colour scheme every render of the preview uses; nil renders light and dark.
    package var colorScheme: ColorScheme?
    /// The Dynamic Type size; nil keeps Large.
    package var dynamicTypeSize: DynamicTypeSize?
    /// The locale identifier; nil keeps the default.
    package var localeIdentifier: String?

    /// An environment pinning what is given (by default nothing).
    package init(colorScheme: ColorScheme? = nil, dynamicTypeSize: DynamicTypeSize? = nil, localeIdentifier: String? = nil) {
        self.colorScheme = colorScheme
        self.dynamicTypeSize = dynamicTypeSize
        self.localeIdentifier = localeIdentifier
    }

    /// What `transform` pins: a value it gives whatever the value before it.
    static func pinned(by transform: (inout EnvironmentValues) -> Void) -> PreviewEnvironment {
        var light = EnvironmentValues()
        light.colorScheme = .light
        light.dynamicTypeSize = .xSmall
        light.setLocale(identifier: "en_US")
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        dark.dynamicTypeSize = .accessibility5
        dark.setLocale(identifier: "ja_JP")
        transform(&light)
        transform(&dark)
        var pinned = PreviewEnvironment()
        if light.colorScheme == dark.colorScheme { pinned.colorScheme = light.colorScheme }
        if light.dynamicTypeSize == dark.dynamicTypeSize { pinned.dynamicTypeSize = light.dynamicTypeSize }
        if light.locale.identifier == dark.locale.identifier { pinned.localeIdentifier = light.locale.identifier }
        return pinned
    }

    /// `inner` over `self`: the innermost modifier wins, as in SwiftUI.
    func overridden(by inner: PreviewEnvironment) -> PreviewEnvironment {
        PreviewEnvironment(colorScheme: inner.colorScheme ?? colorScheme,
                           dynamicTypeSize: inner.dynamicTypeSize ?? dynamicTypeSize,
                           localeIdentifier: inner.localeIdentifier ?? localeIdentifier)
    }
}
