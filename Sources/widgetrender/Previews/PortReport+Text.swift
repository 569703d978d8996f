// The port report as printed after the compiler's messages: a count line, then each group with its names
// (each name once, with its first place and how many more), and the group's usual fix. The "Apple API" group
// lists every name (each is a symbol to report); the app's groups list at most `maximumNamesPerGroup`.

extension PortReport {
    /// What each group is called and what usually fixes it (docs/porting.md has the patterns).
    static func title(_ group: Group) -> (title: String, fix: String) {
        switch group {
        case .appleAPI:
            return ("Apple API WidgetRender does not provide yet",
                    "not yours to fix: report the symbol to WidgetRender's issue tracker (docs/porting.md, \"Reporting\"); meanwhile fence the use with #if or give a preview-only stand-in")
        case .module:
            return ("modules not in the build (your app's own modules or packages)",
                    "add the module's sources or its package to the build, or fence the import with #if canImport(…)")
        case .outsideType:
            return ("names declared outside the extension's folder",
                    "the files are members of the extension's target in Xcode: add them to the build, or move the widget's model into the extension")
        case .framework:
            return ("frameworks a renderer cannot provide",
                    "fence the code with #if canImport(…) and give previews a stand-in value (docs/porting.md)")
        case .unknownName:
            return ("names declared nowhere in the project (from a module or package the build lacks)",
                    "add the module or package that declares them, or a preview-only stand-in")
        case .other:
            return ("other errors", "the compiler's messages above say what each is")
        }
    }

    /// The report's lines (empty when there is no error); every Apple API name, at most `maximumNamesPerGroup`
    /// names of each other group.
    func lines(maximumNamesPerGroup: Int = 12) -> [String] {
        guard !entries.isEmpty else { return [] }
        var lines = ["port report: \(entries.count) error\(entries.count == 1 ? "" : "s"): \(ours) WidgetRender's "
                     + "(Apple API it lacks), \(theirs) your app's to port, \(count(.other)) other"]
        for group in Group.allCases {
            let members = entries.filter { $0.group == group }
            guard !members.isEmpty else { continue }
            let (title, fix) = Self.title(group)
            lines.append("  \(title) (\(members.count)):")
            var order: [String] = []
            var byName: [String: [Entry]] = [:]
            for entry in members {
                if byName[entry.name] == nil { order.append(entry.name) }
                byName[entry.name, default: []].append(entry)
            }
            let shown = group == .appleAPI ? order.count : maximumNamesPerGroup
            for name in order.prefix(shown) {
                let found = byName[name] ?? []
                guard let first = found.first else { continue }
                let more = found.count > 1 ? " and \(found.count - 1) more" : ""
                let declared = first.declaredIn.map { " (declared in \($0))" } ?? ""
                let label = name.isEmpty ? first.diagnostic.message : name
                lines.append("    \(label)\(declared): \(first.diagnostic.place)\(more)")
            }
            if order.count > shown { lines.append("    … and \(order.count - shown) more names") }
            lines.append("    fix: \(fix)")
        }
        return lines
    }
}
