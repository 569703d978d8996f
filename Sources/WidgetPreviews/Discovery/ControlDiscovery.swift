// Discovery of the controls linked into the process: every type conforming to WidgetApp's ControlWidget,
// found by its protocol-conformance record (ConformanceScan, as previews are), ordered by module and type
// name. Apple has no `#Preview` for controls, so `widgetrender previews` renders each control found.

import WidgetApp

/// One `ControlWidget` type found in the process, with its declaration.
public struct DiscoveredControl {
    /// The type's name (`HabitWidgetExtensionControl`).
    public var name: String
    /// The module that declares it.
    public var moduleName: String
    /// Its declaration (kind, names, template source).
    public var declaration: WidgetDeclaration
}

/// Finds the controls compiled into the process.
///
/// ```swift
/// for control in ControlDiscovery.all() { print(control.moduleName, control.name, control.declaration.kind) }
/// ```
public enum ControlDiscovery {
    /// Every non-generic `ControlWidget` of every module, by module then type name.
    public static func all() -> [DiscoveredControl] {
        var found: [DiscoveredControl] = []
        for (_, type) in ConformanceScan.conformingTypes(to: ["ControlWidget"], declaredIn: "WidgetApp") {
            guard let control = type as? any ControlWidget.Type else { continue }
            let moduleName = PreviewDiscovery.moduleName(of: type)
            let name = String(String(reflecting: type).split(separator: ".").last ?? "")
            for declaration in declarations(of: control) where declaration.isControl {
                found.append(DiscoveredControl(name: name, moduleName: moduleName, declaration: declaration))
            }
        }
        return found.sorted { ($0.moduleName, $0.name) < ($1.moduleName, $1.name) }
    }

    /// The declarations of a control type's `body`.
    static func declarations<C: ControlWidget>(of type: C.Type) -> [WidgetDeclaration] {
        C.Body._controlDeclarations(of: C().body)
    }
}
