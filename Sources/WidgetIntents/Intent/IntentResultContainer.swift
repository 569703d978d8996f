/// The value behind `.result()`, `.result(value:)` and `.result(dialog:)`.
public struct IntentResultContainer<Value>: IntentResult, ReturnsValue, ProvidesDialog {
    /// The returned value, if any.
    public var value: Value?
    /// The dialog, if any (never spoken here).
    public var dialog: IntentDialog?

    init(value: Value?, dialog: IntentDialog?) {
        self.value = value
        self.dialog = dialog
    }
}

extension IntentResult where Self == IntentResultContainer<Never> {
    /// An empty result.
    public static func result() -> Self { IntentResultContainer(value: nil, dialog: nil) }

    /// A result with a dialog.
    public static func result(dialog: IntentDialog) -> Self { IntentResultContainer(value: nil, dialog: dialog) }
}

extension IntentResult {
    /// A result with a value.
    public static func result<Value>(value: Value) -> Self where Self == IntentResultContainer<Value> {
        IntentResultContainer(value: value, dialog: nil)
    }

    /// A result with a value and a dialog.
    public static func result<Value>(value: Value, dialog: IntentDialog) -> Self
    where Self == IntentResultContainer<Value> {
        IntentResultContainer(value: value, dialog: dialog)
    }
}
