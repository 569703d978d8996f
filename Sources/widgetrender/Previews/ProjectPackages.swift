// An Xcode target's Swift package products as the runner package's manifest declares them:
//   local   XCLocalSwiftPackageReference  → .package(path: "/abs/path")            (must hold Package.swift)
//   remote  XCRemoteSwiftPackageReference → .package(url: "…", from: "1.2.0")       upToNextMajorVersion
//                                           .package(url: "…", .upToNextMinor(from: "1.2.0"))
//                                           .package(url: "…", exact: "1.2.0")
//                                           .package(url: "…", "1.2.0"..<"2.0.0")   versionRange
//                                           .package(url: "…", branch: "main")
//                                           .package(url: "…", revision: "…")
// and each product as `.product(name: "X", package: "<identity>")`, the identity SwiftPM gives the package:
// its folder's or URL's last component (without `.git`), lower-cased. SwiftPM resolves the remote ones when
// the runner package builds (where the machine can reach them); each value is written as a Swift string
// literal (RunnerPackage.literal), so no text of the project reaches the manifest unquoted.
import FileAccess
import XcodeProject

/// The package products of a project's target, for the runner package.
enum ProjectPackages {
    /// `products` as the runner's manifest uses them; a local package that is not one is an input error
    /// naming the pbxproj line.
    static func uses(_ products: [TargetDescription.PackageProduct], shown: String) throws -> [PreviewsInput.PackageUse] {
        try products.map { product in
            switch product.source {
            case .local(let raw):
                let path = PreviewsInput.absolute(raw)
                guard FileSystem.exists(path + "/Package.swift") else {
                    throw CLIFailure.input("\(shown):\(product.position.line): the local package of the product "
                                           + "\(TerminalText.safe(product.name)), \(TerminalText.safe(path)), holds no Package.swift")
                }
                return PreviewsInput.PackageUse(product: product.name, identity: identity(path),
                                                declaration: ".package(path: \"\(RunnerPackage.literal(path))\")")
            case .remote(let url, let requirement):
                let declaration = ".package(url: \"\(RunnerPackage.literal(url))\", \(Self.requirement(requirement)))"
                return PreviewsInput.PackageUse(product: product.name, identity: identity(url), declaration: declaration)
            }
        }
    }

    /// The requirement as `.package(url:…)`'s second argument.
    static func requirement(_ requirement: PackageRequirement) -> String {
        func quoted(_ text: String) -> String { "\"\(RunnerPackage.literal(text))\"" }
        switch requirement {
        case .upToNextMajor(let version): return "from: \(quoted(version))"
        case .upToNextMinor(let version): return ".upToNextMinor(from: \(quoted(version)))"
        case .exact(let version): return "exact: \(quoted(version))"
        case .range(let lower, let upper): return "\(quoted(lower))..<\(quoted(upper))"
        case .branch(let branch): return "branch: \(quoted(branch))"
        case .revision(let revision): return "revision: \(quoted(revision))"
        }
    }

    /// SwiftPM's identity of the package at `location` (a path or URL).
    static func identity(_ location: String) -> String {
        var last = location.split(separator: "/").last.map(String.init) ?? location
        if last.hasSuffix(".git") { last.removeLast(4) }
        return last.lowercased()
    }
}
