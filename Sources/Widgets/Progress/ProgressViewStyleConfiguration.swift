import Views

/// What a progress view style draws (SwiftUI's `ProgressViewStyleConfiguration`).
public struct ProgressViewStyleConfiguration {
    /// The completed fraction, 0…1, or nil when the progress is indeterminate.
    public var fractionCompleted: Double?
    /// What is in progress; nil when none was given.
    public var label: AnyView?
    /// The progress as text; nil when none was given.
    public var currentValueLabel: AnyView?

    /// Creates a configuration (the fraction is clamped to 0…1; NaN counts as 0).
    public init(fractionCompleted: Double?, label: AnyView? = nil, currentValueLabel: AnyView? = nil) {
        self.fractionCompleted = fractionCompleted.map { $0.isNaN ? 0 : min(max($0, 0), 1) }
        self.label = label
        self.currentValueLabel = currentValueLabel
    }
}
