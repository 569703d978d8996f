// The renders of a Live Activity preview (`#Preview(_:as:using:widget:contentStates:)`): one per content state
// in the preview's presentation — the Lock Screen (`.content`) in each colour scheme asked for, the Dynamic
// Island (`.dynamicIsland(…)`) once, always dark — drawn by WidgetHost.renderActivity in the OS profile of the axes
// (its palette; `-ios26` in the name where it is not the standard one). Full colour stands for
// them unless the axes ask for modes; then each mode asked that the presentation is shown in (the Always-On
// Lock Screen's reduced luminance), and none when it is shown in none of them. Each render's legibility check is
// the places check (LegibilityCheck.check(places:…)) of its PlaceAppearance (PreviewPlace.appearance), from the
// views the host draws (WidgetHost.placeContent(ofActivity:…)): a mode other than full colour is judged against the
// full-colour render of the same presentation, state and scheme.
import PreviewRun
import Render
import Views
import WidgetApp
import WidgetPreviews
import Widgets

extension DiscoveredPreview {
    /// The renders of an activity preview along `axes`: content states in order, then the schemes.
    func activityRenders(_ activity: PreviewActivityContent, axes: PreviewAxes) async throws(PreviewError)
        -> [PreviewRender]
    {
        let declaration: WidgetDeclaration
        do { declaration = try activity.declaration() } catch { throw failure(.widget(error)) }
        let states = await activity.contentStates()
        guard !states.isEmpty else { throw failure(.emptyTimeline) }
        let presentation = Self.presentation(of: activity.viewKind, on: axes.device)
        if presentation.isDynamicIsland, axes.device?.idiom == .watch { return [] }
        let modes = axes.modes.isEmpty ? [.fullColor] : presentation.modes.filter { axes.modes.contains($0) }
        let schemes: [ColorScheme] = presentation.isSchemeAnAxis
            ? (axes.schemes.isEmpty ? ColorScheme.allCases : axes.schemes) : [.dark]
        let source = sourceDescription, name = self.name
        var renders: [PreviewRender] = []
        for (index, state) in states.enumerated() {
            for (mode, scheme) in modes.flatMap({ mode in schemes.map { (mode, $0) } }) {
                let activityOptions = ActivityRenderOptions(presentation: presentation, device: axes.device,
                                                            colorScheme: scheme, date: axes.date, mode: mode,
                                                            os: axes.os)
                var options = WidgetRenderOptions(family: .systemMedium, mode: mode, colorScheme: scheme)
                options.device = axes.device
                options.os = axes.os
                options.date = axes.date
                let stem = activityOptions.fileStem
                let attributes = activity.attributes
                let place = PreviewPlace.liveActivity(presentation)
                let appearance = place.appearance(entry: index, mode: mode, colorScheme: scheme, os: axes.os)
                renders.append(PreviewRender(
                    name: [name, String(index), stem].joined(separator: "-"), previewName: name, location: location,
                    source: source, entryIndex: index, family: nil, mode: mode, colorScheme: scheme,
                    options: options, placement: nil, place: place,
                    draw: { host throws(PreviewError) in
                        do throws(WidgetHostError) {
                            return try host.renderActivity(declaration, attributes: attributes, state: state,
                                                           options: activityOptions)
                        } catch {
                            throw PreviewError(previewName: name, source: source, reason: .widget(error))
                        }
                    }, widgetView: nil,
                    placeLegibility: { host throws(PreviewError) in
                        let content: PlaceContent
                        do throws(WidgetHostError) {
                            content = try WidgetHost.placeContent(ofActivity: declaration, attributes: attributes,
                                                                  state: state)
                        } catch {
                            throw PreviewError(previewName: name, source: source, reason: .widget(error))
                        }
                        do throws(RenderError) {
                            return try LegibilityCheck(renderer: host.renderer).check(
                                places: [appearance], content: content, date: axes.date, device: axes.device,
                                resources: host.resources)
                        } catch {
                            throw PreviewError(previewName: name, source: source, reason: .render(error))
                        }
                    }))
            }
        }
        return renders
    }

    /// The presentation a preview kind shows on `device` (nil: the default phone).
    static func presentation(of kind: ActivityPreviewViewKind, on device: WidgetDevice? = nil) -> ActivityPresentation {
        switch kind {
        case .content: return device?.idiom == .watch ? .smartStack : .lockScreen
        case .dynamicIsland(.compact): return .compact
        case .dynamicIsland(.minimal): return .minimal
        case .dynamicIsland(.expanded): return .expanded
        }
    }
}
