private struct LabelsHiddenKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// True below `labelsHidden()`: controls show no label (a toggle is its switch alone).
    public var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

extension View {
    /// Hides the labels of the controls in this view (SwiftUI's `labelsHidden()`): a switch toggle is
    /// drawn without its label and without taking the width it is offered.
    ///
    /// ```swift
    /// Toggle("Alarm", isOn: .constant(true)).labelsHidden()
    /// ```
    public func labelsHidden() -> some View {
        environmentModifier { $0.labelsHidden = true }
    }
}
