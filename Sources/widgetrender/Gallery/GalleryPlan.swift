import Graphics
import PreviewRun
import Render
import Views
import Widgets

/// The renders of a gallery: the render matrix (``Widgets/WidgetAppearance/matrix(families:modes:schemes:dynamicTypeSizes:locales:device:pinnedScheme:)``:
/// only what a device shows, dark only where the scheme changes the pixels) of the chosen families the widget
/// supports, then the chosen contexts (placements), then — for a built-in example with a Live Activity or a
/// control, when no families are chosen — the activity in every presentation, mode it is shown in and scheme, for
/// each content state (``Widgets/ActivityAppearance/matrix(presentations:modes:schemes:)``), and the control in its
/// matrix (``Widgets/ControlAppearance/matrix(isToggle:presentations:schemes:profiles:)``), in a fixed order.
struct GalleryPlan: Sendable {
    /// One render of the gallery.
    struct Entry: Hashable, Sendable {
        var family: WidgetFamily
        var mode: WidgetMode
        var scheme: ColorScheme
        /// The Dynamic Type size (an axis only when `--dynamic-type-sizes` is given).
        var dynamicTypeSize: DynamicTypeSize = .large
        /// The locale identifier (an axis only when `--locales` is given); its language sets the layout
        /// direction, as `--locale` does.
        var locale: String? = nil
        /// Where the widget is shown (`--contexts`); nil: alone, as on the Home Screen.
        var placement: WidgetPlacement? = nil
        /// The OS profile (`--os`); nil: the one the mode implies.
        var os: OSProfile? = nil
        /// A Live Activity's or a control's render; nil: the widget in ``family`` (unused then).
        var place: Place? = nil

        /// What a gallery draws besides the widget's families (Widgets' one matrix of them): the Live Activity in a
        /// content state, presentation and mode, or the control in a presentation and state. Its scheme is the
        /// entry's (the place's is always light, so a dark render finds its light twin).
        typealias Place = PlaceAppearance

        /// The combination of the render matrix this entry draws.
        var appearance: WidgetAppearance {
            WidgetAppearance(family: family, mode: mode, colorScheme: scheme, dynamicTypeSize: dynamicTypeSize,
                             localeIdentifier: locale,
                             layoutDirection: locale.map { LayoutDirection(localeIdentifier: $0) } ?? .leftToRight,
                             os: os)
        }

        /// The matrix's file stem (``Widgets/WidgetAppearance/fileStem``) and `-CONTEXT` for a placement
        /// (`-lockScreen`); over a Lock Screen wallpaper the scheme is an axis (the wallpaper's). A Live Activity's:
        /// `activity-<state>-<presentation>[-<mode>][-dark]`; a control's: its appearance's, `control-lockScreen-on`.
        var fileStem: String {
            if let place { return place.withScheme(scheme).fileStem }
            return placement?.fileStem(appearance) ?? appearance.fileStem
        }

        /// The contact sheet's group: the family's name, `Live Activity` or `control`.
        var group: String {
            switch place {
            case .activity?: return "Live Activity"
            case .control?: return "control"
            case nil: return family.rawValue
            }
        }

        /// `fullColor`, `fullColor dark`, `fullColor AX5`, `fullColor ar_EG`, `vibrant lockScreen` …: the tile's label;
        /// a Live Activity's and a control's their appearance's (`Lock Screen · goal met · dark`, `Action button · on`).
        var label: String {
            if let place { return place.withScheme(scheme).label }
            var words = [mode.rawValue]
            if scheme == .dark { words.append("dark") }
            if dynamicTypeSize != .large { words.append(dynamicTypeSize.name) }
            if let locale { words.append(locale) }
            if let placement { words.append(placement.rawValue) }
            return words.joined(separator: " ")
        }
    }

    /// The renders, in order.
    var entries: [Entry]

    /// The Live Activity and control renders, in plan order, each in its entry's scheme (what `gallery --check`
    /// measures of them).
    var places: [PlaceAppearance] {
        entries.compactMap { entry in entry.place?.withScheme(entry.scheme) }
    }

    /// The families of the renders, in plan order.
    var families: [WidgetFamily] {
        var seen = Set<WidgetFamily>()
        return entries.filter { $0.place == nil }.map(\.family).filter { seen.insert($0).inserted }
    }

    /// Plans the gallery of a widget supporting `supported` for the chosen families, modes, schemes,
    /// Dynamic Type sizes and locales (empty lists mean all, except sizes: empty means Large only, and
    /// locales: empty means the default locale, unnamed). Locales vary innermost, then sizes. `os` picks the OS
    /// profile (nil: ``Views/OSProfile/standard``): with iOS 26 the Home Screen shows clear and tinted.
    /// `activityStates` names the content states of the widget's Live Activity (empty: none); `controlIsToggle` says
    /// whether it has a control (nil: none) and which kind. Both are drawn only when `families` is empty.
    init(supported: [WidgetFamily], families chosen: [WidgetFamily], modes: [WidgetMode], schemes: [ColorScheme],
         dynamicTypeSizes: [DynamicTypeSize] = [], locales: [String] = [], contexts: [WidgetPlacement] = [],
         os: OSProfile? = nil, activityStates: [String] = [], controlIsToggle: Bool? = nil) {
        let families = (chosen.isEmpty ? WidgetFamily.allCases : chosen).filter(supported.contains)
        let schemes = schemes.isEmpty ? ColorScheme.allCases : schemes
        // The matrix takes the modes as given: empty means the profile's own modes, while a mode named explicitly
        // is drawn in its own release even where the profile lacks it (WidgetAppearance.profileModes).
        var entries = WidgetAppearance.matrix(families: families, modes: modes, schemes: schemes,
                                              dynamicTypeSizes: dynamicTypeSizes, locales: locales,
                                              profiles: os.map { [$0] } ?? []).map { appearance in
            Entry(family: appearance.family, mode: appearance.mode, scheme: appearance.colorScheme,
                  dynamicTypeSize: appearance.dynamicTypeSize, locale: appearance.localeIdentifier, os: appearance.os)
        }
        let modes = modes.isEmpty ? WidgetMode.allCases.filter { $0.exists(in: os ?? .standard) } : modes
        // Contexts come after the widget alone (WidgetPlacement.appearances(of:modes:schemes:device:)).
        for placement in contexts {
            for family in families {
                for appearance in placement.appearances(of: family, modes: modes, schemes: schemes) {
                    entries.append(Entry(family: family, mode: appearance.mode, scheme: appearance.colorScheme,
                                         placement: placement, os: os == appearance.mode.impliedProfile ? nil : os))
                }
            }
        }
        if chosen.isEmpty {
            entries += Self.placeEntries(modes: modes, schemes: schemes, os: os, activityStates: activityStates,
                                         controlIsToggle: controlIsToggle)
        }
        self.entries = entries
    }

    /// The Live Activity's renders (content states, then its matrix) and the control's (its matrix), each in the
    /// schemes asked for where the scheme is an axis (``Widgets/PlaceAppearance/matrix(activityStates:controlIsToggle:modes:schemes:os:)``).
    static func placeEntries(modes: [WidgetMode], schemes: [ColorScheme], os: OSProfile?, activityStates: [String],
                             controlIsToggle: Bool?) -> [Entry] {
        PlaceAppearance.matrix(activityStates: activityStates, controlIsToggle: controlIsToggle, modes: modes,
                               schemes: schemes, os: os).map { place in
            Entry(family: .systemSmall, mode: place.mode, scheme: place.colorScheme, place: place.withScheme(.light))
        }
    }
}

extension GalleryPlan.Entry.Place {
    /// StandBy's whole landscape screen: its thumbnail is shrunk twice as much, as a StandBy widget's.
    var isFullScreen: Bool {
        if case .activity(let appearance, _, _) = self { return appearance.presentation == .standBy }
        return false
    }
}

extension GalleryPlan {
    /// Only `shard`'s share of the renders (PreviewRun's ``Shard``): a light render and its dark twin stay
    /// together (the dark one is compared with it), each pair costing its pixels (``GalleryBudget/renderSize(_:)``).
    func only(_ shard: Shard) -> GalleryPlan {
        let twins = GalleryRunner.lightTwins(of: entries)
        // Each entry's unit: its light twin's index, or its own.
        let units = entries.indices.map { twins[$0] ?? $0 }
        var costs = [Int](repeating: 0, count: entries.count)
        for (index, entry) in entries.enumerated() {
            costs[units[index]] += GalleryBudget.renderSize(entry).map { $0.width * $0.height } ?? 1
        }
        let leaders = entries.indices.filter { units[$0] == $0 }
        let mine = shard.selects(leaders.map { (entries[$0].fileStem, costs[$0]) })
        let kept = Set(zip(leaders, mine).compactMap { leader, isMine in isMine ? leader : nil })
        var plan = self
        plan.entries = entries.indices.filter { kept.contains(units[$0]) }.map { entries[$0] }
        return plan
    }
}
