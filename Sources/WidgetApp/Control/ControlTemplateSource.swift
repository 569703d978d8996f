// How a host gets a control's template: the configuration's content called with a value. The value is the
// provider's `previewValue` (what the controls gallery shows), its `currentValue()` (bounded in time, like a
// widget provider's calls, by ProviderWait), or — for a Bool-valued toggle — the state asked for, so both
// states can be drawn. A static control without a provider has one template.
import Widgets

/// A control's template for a value: what WidgetHost draws (its `renderControl` forms).
package struct ControlTemplateSource {
    /// The template for the provider's `previewValue` (or the only one).
    package let preview: () -> ControlTemplateContent
    /// The template for a state, when the control's value is a `Bool` (nil otherwise: the preview's
    /// template is switched to the state, its value label kept).
    package let forState: ((Bool) -> ControlTemplateContent)?
    /// The template for the provider's `currentValue()`, waited for at most the wait's timeout; a value
    /// provider that throws gets the preview's template (our choice: WidgetKit keeps showing the last value).
    package let current: (ProviderWait, String) async throws(WidgetHostError) -> ControlTemplateContent

    /// A control from its three answers.
    package init(preview: @escaping () -> ControlTemplateContent, forState: ((Bool) -> ControlTemplateContent)?,
                 current: @escaping (ProviderWait, String) async throws(WidgetHostError) -> ControlTemplateContent) {
        self.preview = preview
        self.forState = forState
        self.current = current
    }

    /// A control whose template does not depend on a value.
    package init(_ content: @escaping () -> ControlTemplateContent) {
        self.init(preview: content, forState: nil, current: { _, _ in content() })
    }

    /// A control whose template shows `provider`'s value.
    package init<Provider: ControlValueProvider, Content: ControlWidgetTemplate>(
        provider: Provider, content: @escaping (Provider.Value) -> Content
    ) {
        self.init(previewValue: { provider.previewValue }, currentValue: ValueReader { try? await provider.currentValue() },
                  content: content)
    }

    /// A control whose template shows a value read by `previewValue` and `currentValue` (a value provider's,
    /// or an App Intent value provider's for the configuration intent).
    package init<Value, Content: ControlWidgetTemplate>(
        previewValue: @escaping () -> Value, currentValue: ValueReader<Value>,
        content: @escaping (Value) -> Content
    ) {
        let preview = { content(previewValue())._controlContent() }
        var forState: ((Bool) -> ControlTemplateContent)?
        if Value.self == Bool.self {
            forState = { isOn in
                guard let value = isOn as? Value else { return preview() }
                return content(value)._controlContent()
            }
        }
        self.init(preview: preview, forState: forState, current: { wait, kind throws(WidgetHostError) in
            let value = try await wait.result(of: "currentValue()", kind: kind) { await currentValue.read() }
            guard let value else { return preview() }
            return content(value)._controlContent()
        })
    }

    /// The template in `state`: the state's own template for a Bool-valued control, else the preview's
    /// switched to the state.
    package func content(in state: ControlState) -> ControlTemplateContent {
        if let forState { return forState(state.isOn).inState(state) }
        return preview().inState(state)
    }
}

/// How a control's current value is read, handed to the wait's task: the provider's call is made in a plain
/// closure (a `@Sendable` one would capture the provider's metatype, which need not be Sendable).
package struct ValueReader<Value>: @unchecked Sendable {
    // Called only by the one task the wait starts.
    let read: () async -> Value?
}
