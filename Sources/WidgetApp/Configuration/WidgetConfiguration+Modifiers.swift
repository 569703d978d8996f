import Views
import Widgets

extension WidgetConfiguration {
    /// The widget's name in the widget gallery.
    ///
    /// ```swift
    /// .configurationDisplayName("Habit Tracker")
    /// ```
    public func configurationDisplayName(_ displayNameKey: LocalizedStringKey) -> some WidgetConfiguration {
        ModifiedWidgetConfiguration(self) { $0.displayName = displayNameKey.key }
    }

    /// The widget's name in the widget gallery, from a string.
    @_disfavoredOverload
    public func configurationDisplayName<S: StringProtocol>(_ displayName: S) -> some WidgetConfiguration {
        ModifiedWidgetConfiguration(self) { $0.displayName = String(displayName) }
    }

    /// The widget's name in the widget gallery, as text (accepted; its string is not recorded).
    public func configurationDisplayName(_ displayName: Text) -> some WidgetConfiguration {
        ModifiedWidgetConfiguration(self) { _ in }
    }

    /// The widget's description in the widget gallery.
    ///
    /// ```swift
    /// .description("Track your daily habit progress.")
    /// ```
    public func description(_ descriptionKey: LocalizedStringKey) -> some WidgetConfiguration {
        ModifiedWidgetConfiguration(self) { $0.description = descriptionKey.key }
    }

    /// The widget's description in the widget gallery, from a string.
    @_disfavoredOverload
    public func description<S: StringProtocol>(_ description: S) -> some WidgetConfiguration {
        ModifiedWidgetConfiguration(self) { $0.description = String(description) }
    }

    /// The widget's description in the widget gallery, as text (accepted; its string is not recorded).
    public func description(_ description: Text) -> some WidgetConfiguration {
        ModifiedWidgetConfiguration(self) { _ in }
    }

    /// The families the widget offers; WidgetHost refuses to render any other.
    ///
    /// ```swift
    /// .supportedFamilies([.systemSmall, .systemMedium, .accessoryCircular, .accessoryInline])
    /// ```
    public func supportedFamilies(_ families: [WidgetFamily]) -> some WidgetConfiguration {
        ModifiedWidgetConfiguration(self) { $0.supportedFamilies = families }
    }

    /// Removes the system's content margins around every entry's view (iOS 17+; WIDGETKIT.md §2.5).
    ///
    /// ```swift
    /// .contentMarginsDisabled()
    /// ```
    public func contentMarginsDisabled() -> some WidgetConfiguration {
        ModifiedWidgetConfiguration(self) { $0.isContentMarginsDisabled = true }
    }

    /// Whether the system may remove the container background (default true; WIDGETKIT.md §3).
    ///
    /// ```swift
    /// .containerBackgroundRemovable(false)
    /// ```
    public func containerBackgroundRemovable(_ isRemovable: Bool = true) -> some WidgetConfiguration {
        ModifiedWidgetConfiguration(self) { $0.isContainerBackgroundRemovable = isRemovable }
    }

    /// Places where the widget should not be offered for these families (recorded; inert here).
    ///
    /// ```swift
    /// .disfavoredLocations([.standBy, .iPhoneWidgetsOnMac], for: [.systemSmall])
    /// ```
    public func disfavoredLocations(_ locations: [WidgetLocation], for families: [WidgetFamily])
        -> some WidgetConfiguration
    {
        ModifiedWidgetConfiguration(self) { $0.disfavoredLocations.append((locations, families)) }
    }

    /// Asks the person to configure the widget when it is added (recorded; inert here).
    public func promptsForUserConfiguration() -> some WidgetConfiguration {
        ModifiedWidgetConfiguration(self) { $0.promptsForUserConfiguration = true }
    }

    /// Handles background URL session events of the widget's extension (accepted; never called here).
    public func onBackgroundURLSessionEvents(
        matching matchingString: String? = nil,
        _ urlSessionEvent: @escaping (_ identifier: String, _ completion: @escaping () -> Void) -> Void
    ) -> some WidgetConfiguration {
        ModifiedWidgetConfiguration(self) { _ in }
    }
}
