// Controls in a previews run: every ControlWidget linked into the runner (WidgetPreviews' ControlDiscovery),
// selected by the request's filter (its type name), each rendered in its matrix (Widgets' ControlAppearance:
// the request's OS profile × presentations × toggle states × the request's schemes where the scheme is an axis) through WidgetHost's
// renderControl. Each render is named `<Type>-control-<presentation>[-<state>][-dark]`. With the request's `check`,
// each is measured by the places check (LegibilityCheck.check(places:…)) from the templates the host draws
// (WidgetHost.placeContent(ofControl:)), its findings named by the place (`control Action button · on: …`).
import PreviewRun
import Render
import Views
import WidgetApp
import WidgetHosting
import WidgetPreviews
import Widgets

extension PreviewPlan {
    /// The renders of every selected control, in discovery order.
    static func controlRenders(_ request: PreviewRunRequest, host: WidgetHost) -> [Render] {
        let filter = request.filter.map(PreviewFilter.init)
        var renders: [Render] = []
        for control in ControlDiscovery.all() {
            let file = control.moduleName + "." + control.name
            guard filter?.selects(name: control.name, fileID: nil, line: nil, source: file) ?? true else { continue }
            let isToggle = (try? WidgetHost.controlContent(of: control.declaration, state: nil).kind) == .toggle
            let shared = SharedControl(declaration: control.declaration, host: host)
            for appearance in ControlAppearance.matrix(isToggle: isToggle, schemes: request.axes.schemes,
                                                                   profiles: request.axes.os.map { [$0] } ?? []) {
                renders.append(Render(preview: control.name, file: file, line: 0, entry: 0, family: nil,
                                      mode: nil, scheme: appearance.colorScheme,
                                      fileName: PreviewRender.fileStem(control.name + "-" + appearance.fileStem),
                                      place: .control(appearance.presentation, state: appearance.state)) {
                    let output = try shared.host.renderControl(shared.declaration, appearance: appearance)
                    let pixmap = output.pixmap
                    let scale = output.scene.scale
                    let factor = request.thumbnailScale > 0 ? Thumbnail.factor(scale: scale, sheetScale: request.thumbnailScale) : nil
                    let findings = request.check ? try shared.findings(.control(appearance)) : []
                    return Render.Drawn(width: pixmap.width, height: pixmap.height, scale: scale, rgba: pixmap.straightRGBA(),
                                        warnings: output.warnings.map(PreviewWarning.init), findings: findings,
                                        thumbnailFactor: factor)
                })
            }
        }
        return renders
    }
}

/// A control's declaration and the host, handed to the render threads. Unchecked for the reason
/// SharedRender is: a render reads only the values the control's template captured and draws through the
/// thread-safe renderer and resources.
struct SharedControl: @unchecked Sendable {
    var declaration: WidgetDeclaration
    var host: WidgetHost

    /// The legibility check's findings in `place`, at the scale renderControl draws.
    func findings(_ place: PlaceAppearance) throws -> [String] {
        let content = try WidgetHost.placeContent(ofControl: declaration)
        return try LegibilityCheck(renderer: host.renderer).check(places: [place], content: content,
                                                                  resources: host.resources).findings.map(\.description)
    }
}
