// Where WidgetRender's own package is, for the runner package that `widgetrender previews` generates
// (it depends on WidgetRender by path): the first of
// 1. `--widgetrender-package DIR`,
// 2. the environment variable WIDGETRENDER_PACKAGE,
// 3. the package this binary was built from, recorded at build time (`#filePath` of this file), which is
//    right for `swift run widgetrender`, `make run` and a binary installed from a checkout that still exists.
// The folder must hold a Package.swift that declares WidgetRender (checked by name, not evaluated).
import FileAccess
import PortableFoundation

/// The WidgetRender package the preview runner builds against.
enum WidgetRenderPackage {
    /// The environment variable naming the package folder.
    static let environmentVariable = "WIDGETRENDER_PACKAGE"

    /// The package this binary was built from: four folders above this file
    /// (`<root>/Sources/widgetrender/Previews/WidgetRenderPackage.swift`).
    static let recordedAtBuild: String = {
        var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(4)
        return parts.joined(separator: "/")
    }()

    /// Steps 1–3: the package folder (absolute), or a usage error saying how to name it.
    static func locate(option: String?) throws -> String {
        let environment = ProcessInfo.processInfo.environment[environmentVariable].flatMap { $0.isEmpty ? nil : $0 }
        let (folder, origin): (String, String) =
            if let option { (option, "--widgetrender-package") }
            else if let environment { (environment, environmentVariable) }
            else { (recordedAtBuild, "the package this widgetrender was built from") }
        let path = PreviewsInput.absolute(folder)
        guard let bytes = try? RegularFile.readAll(path + "/Package.swift", limit: 1 << 20),
              String(decoding: bytes, as: UTF8.self).contains("name: \"WidgetRender\"")
        else {
            throw CLIFailure.usage("\(TerminalText.safe(folder)) (\(origin)) is not WidgetRender's package; pass "
                                   + "--widgetrender-package DIR or set \(environmentVariable) to a WidgetRender checkout")
        }
        return path
    }

    /// SwiftPM's identity of a package dependency given by path: its folder's name, lowercased.
    static func identity(of path: String) -> String {
        PreviewsInput.lastComponent(of: path).lowercased()
    }
}
