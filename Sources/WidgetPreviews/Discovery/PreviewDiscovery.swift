// Discovery: every preview linked into the process, without a list written by hand. The `#Preview`
// expansions conform to PreviewRegistry and the PreviewProvider types to PreviewProvider; both are found
// by their protocol-conformance records (ConformanceScan), then ordered by module, file, line and column
// (PreviewProvider children without a location after the macros of their module, by type name and
// child index), never by the order the linker laid the records out.

/// Finds the previews compiled into the process; WidgetHosting renders them.
///
/// ```swift
/// import WidgetHosting
///
/// let previews = PreviewDiscovery.previews(inModule: "HabitWidgetExtension")
/// let host = WidgetHost(resources: try RenderResources.bundled())
/// for preview in previews {
///     for render in try await preview.renders(using: host) {
///         let output = try render.render(using: host)
///         try output.pixmap.writePNG(to: "\(render.name).png")
///     }
/// }
/// ```
public enum PreviewDiscovery {
    /// Every preview of every module, in a stable order.
    public static func all() -> [DiscoveredPreview] {
        previews { _ in true }
    }

    /// The previews compiled into `moduleName` (a `#Preview`'s module is its `#fileID`'s first part; a
    /// `PreviewProvider`'s the module of its type).
    public static func previews(inModule moduleName: String) -> [DiscoveredPreview] {
        previews { $0 == moduleName }
    }

    /// The previews of the modules `includes` accepts, sorted.
    static func previews(where includes: (String) -> Bool) -> [DiscoveredPreview] {
        var found: [DiscoveredPreview] = []
        for (protocolName, type) in ConformanceScan.conformingTypes(to: ["PreviewRegistry", "PreviewProvider"],
                                                                    declaredIn: "WidgetPreviews") {
            if protocolName == "PreviewRegistry", let registry = type as? any PreviewRegistry.Type {
                let location = PreviewSourceLocation(fileID: registry.fileID, line: registry.line, column: registry.column)
                guard includes(location.moduleName) else { continue }
                guard let preview = try? registry.makePreview() else { continue }
                found.append(DiscoveredPreview(preview: preview, origin: .macro, moduleName: location.moduleName,
                                               location: location))
            } else if protocolName == "PreviewProvider", let provider = type as? any PreviewProvider.Type {
                let moduleName = Self.moduleName(of: provider)
                guard includes(moduleName) else { continue }
                found += provider.discoveredPreviews(moduleName: moduleName)
            }
        }
        return found.sorted(by: Self.precedes)
    }

    /// The module of a type: the first component of its qualified name.
    static func moduleName(of type: Any.Type) -> String {
        String(String(reflecting: type).split(separator: ".", maxSplits: 1).first ?? "")
    }

    /// Module, then macros and located children by location, then unlocated children by type and index.
    static func precedes(_ lhs: DiscoveredPreview, _ rhs: DiscoveredPreview) -> Bool {
        if lhs.moduleName != rhs.moduleName { return lhs.moduleName < rhs.moduleName }
        switch (lhs.location, rhs.location) {
        case let (left?, right?) where left != right: return left < right
        case (.some, nil): return true
        case (nil, .some): return false
        default: break
        }
        switch (lhs.origin, rhs.origin) {
        case (.macro, .previewProvider): return true
        case (.previewProvider, .macro): return false
        case let (.previewProvider(leftType, leftIndex), .previewProvider(rightType, rightIndex)):
            return (leftType, leftIndex) < (rightType, rightIndex)
        case (.macro, .macro): return false
        }
    }
}
