// The renders of a Live Activity preview (`#Preview(_:as:using:widget:contentStates:)`): one per content state
// in the preview's presentation — the Lock Screen (`.content`) in each colour scheme asked for, the Dynamic
// Island (`.dynamicIsland(…)`) once, always dark — drawn by WidgetHost.renderActivity. Live Activities have no
// rendering modes of a widget: only full colour stands for them, so axes asking for other modes only leave none.
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
        guard axes.modes.isEmpty || axes.modes.contains(.fullColor) else { return [] }
        let presentation = Self.presentation(of: activity.viewKind)
        let schemes: [ColorScheme] = presentation == .lockScreen
            ? (axes.schemes.isEmpty ? ColorScheme.allCases : axes.schemes) : [.dark]
        let source = sourceDescription, name = self.name
        var renders: [PreviewRender] = []
        for (index, state) in states.enumerated() {
            for scheme in schemes {
                var activityOptions = ActivityRenderOptions(presentation: presentation, device: axes.device,
                                                            colorScheme: scheme, date: axes.date)
                activityOptions.isStale = false
                var options = WidgetRenderOptions(family: .systemMedium, mode: .fullColor, colorScheme: scheme)
                options.device = axes.device
                options.date = axes.date
                let stem = WidgetAppearance.fileStem([presentation.rawValue], colorScheme: scheme,
                                                     schemeIsAnAxis: presentation == .lockScreen)
                let attributes = activity.attributes
                renders.append(PreviewRender(
                    name: [name, String(index), stem].joined(separator: "-"), previewName: name, location: location,
                    source: source, entryIndex: index, family: nil, mode: .fullColor, colorScheme: scheme,
                    options: options, placement: nil,
                    draw: { host throws(PreviewError) in
                        do throws(WidgetHostError) {
                            return try host.renderActivity(declaration, attributes: attributes, state: state,
                                                           options: activityOptions)
                        } catch {
                            throw PreviewError(previewName: name, source: source, reason: .widget(error))
                        }
                    }, widgetView: nil))
            }
        }
        return renders
    }

    /// The presentation a preview kind shows.
    static func presentation(of kind: ActivityPreviewViewKind) -> ActivityPresentation {
        switch kind {
        case .content: return .lockScreen
        case .dynamicIsland(.compact): return .compact
        case .dynamicIsland(.minimal): return .minimal
        case .dynamicIsland(.expanded): return .expanded
        }
    }
}
