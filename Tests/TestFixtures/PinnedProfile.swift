import Render
import Views
import Widgets

extension EnvironmentValues {
    /// The environment the engine's own tests resolve in: iOS 18's (``Views/EnvironmentValues/osProfile``
    /// pinned), so they test resolution and layout, and stay byte-identical whatever `OSProfile.standard` is.
    public static var ios18: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.osProfile = .ios18
        return environment
    }
}

extension WidgetRenderOptions {
    /// These options in iOS 18 where the mode exists there (the glass modes keep the iOS 26 they imply): the
    /// engine's render tests pin the profile so they stay byte-identical whatever `OSProfile.standard` is.
    public var ios18: WidgetRenderOptions {
        var options = self
        if options.os == nil, options.mode.exists(in: .ios18) { options.os = .ios18 }
        return options
    }
}
