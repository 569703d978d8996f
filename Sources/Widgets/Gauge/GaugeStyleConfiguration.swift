import Views

/// What a gauge style draws (SwiftUI's `GaugeStyleConfiguration`): the value as a fraction of its
/// range and the gauge's label views.
public struct GaugeStyleConfiguration {
    /// The value mapped into 0…1 by the gauge's bounds (clamped; a NaN value or an empty range gives 0).
    public var value: Double
    /// What the gauge measures (`label:`); nil when the gauge has none.
    public var label: AnyView?
    /// The value as text (`currentValueLabel:`); nil when none was given.
    public var currentValueLabel: AnyView?
    /// The lower bound's label; nil when none was given.
    public var minimumValueLabel: AnyView?
    /// The upper bound's label; nil when none was given.
    public var maximumValueLabel: AnyView?

    /// Creates a configuration.
    public init(value: Double, label: AnyView? = nil, currentValueLabel: AnyView? = nil,
                minimumValueLabel: AnyView? = nil, maximumValueLabel: AnyView? = nil) {
        self.value = value.isNaN ? 0 : min(max(value, 0), 1)
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }
}
