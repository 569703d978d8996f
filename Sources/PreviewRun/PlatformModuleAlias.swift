// Apple's module names that WidgetRender builds under names of its own (UIKit, os, OSLog, Combine) and reaches
// through the compiler's `-module-alias`: the one list the CLI writes into the runner package's targets.
// WidgetRender's own Package.swift spells the same list (`platformAliases`; a manifest cannot import this
// module, and says why the modules are aliased); CLITests' PlatformModuleAliasTests keeps the two equal.

/// One Apple module name and the WidgetRender module it stands for.
public struct PlatformModuleAlias: Equatable, Sendable {
    /// The name widget code imports (`UIKit`).
    public var appleName: String
    /// The module WidgetRender builds (`WidgetRenderUIKit`).
    public var moduleName: String

    /// An alias.
    public init(appleName: String, moduleName: String) {
        self.appleName = appleName
        self.moduleName = moduleName
    }

    /// Every alias, in Package.swift's order.
    public static let all: [PlatformModuleAlias] = [
        PlatformModuleAlias(appleName: "UIKit", moduleName: "WidgetRenderUIKit"),
        PlatformModuleAlias(appleName: "os", moduleName: "WidgetRenderOS"),
        PlatformModuleAlias(appleName: "OSLog", moduleName: "WidgetRenderOSLog"),
        PlatformModuleAlias(appleName: "Combine", moduleName: "WidgetRenderCombine"),
    ]

    /// The compiler flags of every alias: `-module-alias`, `UIKit=WidgetRenderUIKit`, ….
    public static var compilerFlags: [String] {
        all.flatMap { ["-module-alias", "\($0.appleName)=\($0.moduleName)"] }
    }
}
