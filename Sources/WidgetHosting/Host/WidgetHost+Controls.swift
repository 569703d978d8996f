// WidgetKit's host for a control (ControlWidget): take the declared control's template for a value (its
// provider's previewValue, its currentValue() within providerTimeout, or a toggle state), build the view the
// system draws for the presentation (Widgets' ControlView) and render it through the one pipeline
// (WidgetRenderer's RenderPipeline, a view scene at the presentation's size; no mode pass: Control Center,
// the Lock Screen slot and the Action button are drawn in their own colours).
import Graphics
import Render
import Views
import WidgetApp
import Widgets

extension WidgetHost {
    /// The declaration of `control`: its kind, names and template source.
    public static func declaration<C: ControlWidget>(ofControl control: C) throws(WidgetHostError) -> WidgetDeclaration {
        guard let first = C.Body._controlDeclarations(of: control.body).first(where: \.isControl) else {
            throw .noWidget(type: "\(C.self)")
        }
        return first
    }

    /// Renders `control` in `appearance`: the toggle state it names, else the provider's `previewValue`.
    ///
    /// ```swift
    /// let output = try host.renderControl(TimerControl(), appearance: ControlAppearance(presentation: .controlCenterSmall, state: .on))
    /// ```
    public func renderControl<C: ControlWidget>(_ control: C, appearance: ControlAppearance,
                                                scale: Double = 3) throws(WidgetHostError) -> RenderOutput {
        try renderControl(Self.declaration(ofControl: control), appearance: appearance, scale: scale)
    }

    /// Renders the declared control in `appearance`: the toggle state it names, else its `previewValue`.
    public func renderControl(_ declaration: WidgetDeclaration, appearance: ControlAppearance,
                              scale: Double = 3) throws(WidgetHostError) -> RenderOutput {
        try draw(Self.controlContent(of: declaration, state: appearance.state), of: declaration, appearance: appearance,
                 scale: scale)
    }

    /// Renders the declared control showing its provider's `currentValue()`, waited for at most
    /// ``providerTimeout``.
    public func renderCurrentControl(_ declaration: WidgetDeclaration, appearance: ControlAppearance,
                                     scale: Double = 3) async throws(WidgetHostError) -> RenderOutput {
        let source = try Self.controlSource(of: declaration)
        let content = try await source.current(ProviderWait(timeout: providerTimeout), declaration.kind)
        return try draw(content, of: declaration, appearance: appearance, scale: scale)
    }

    /// The template the control shows in `appearance` (for tests and the CLI's listing).
    public static func controlContent(of declaration: WidgetDeclaration,
                                      state: ControlState?) throws(WidgetHostError) -> ControlTemplateContent {
        content(of: try controlSource(of: declaration), state: state)
    }

    /// The template `source` gives in `state`: the state's own, else (nil) the provider's `previewValue`.
    static func content(of source: ControlTemplateSource, state: ControlState?) -> ControlTemplateContent {
        state.map { source.content(in: $0) } ?? source.preview()
    }

    static func controlSource(of declaration: WidgetDeclaration) throws(WidgetHostError) -> ControlTemplateSource {
        guard let source = declaration.control else {
            throw .notRenderable(kind: declaration.kind, configuration: declaration.configuration)
        }
        return source
    }

    /// The control's view at the presentation's size, through the pipeline.
    func draw(_ content: ControlTemplateContent, of declaration: WidgetDeclaration, appearance: ControlAppearance,
              scale: Double) throws(WidgetHostError) -> RenderOutput {
        do { return try renderer.pipeline(resources).renderControl(content, appearance: appearance, scale: scale) } catch {
            throw .render(kind: declaration.kind, error)
        }
    }
}
