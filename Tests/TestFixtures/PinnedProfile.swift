import Views

extension EnvironmentValues {
    /// The environment the engine's own tests resolve in: iOS 18's (``Views/EnvironmentValues/osProfile``
    /// pinned), so they test resolution and layout, and stay byte-identical whatever `OSProfile.standard` is.
    public static var ios18: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.osProfile = .ios18
        return environment
    }
}
