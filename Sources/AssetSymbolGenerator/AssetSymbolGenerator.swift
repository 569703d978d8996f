// The tool the AssetSymbols build plugin runs: reads a target's asset catalogs and writes
// GeneratedAssetSymbols.swift (AssetSymbolSource). Usage:
//     AssetSymbolGenerator OUTPUT MODULE [--no-symbols] [--no-extensions] CATALOG...
// `--no-symbols` / `--no-extensions` are Xcode's ASSETCATALOG_COMPILER_GENERATE_ASSET_SYMBOLS = NO and
// ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS = NO (the plugin reads them from the target's
// `.asset-symbols.xcconfig`). A catalog that cannot be read fails the build with the catalog's error (file
// and JSON path); the output is replaced only when it changes.
import AssetCatalog
import FileAccess
import Glibc

@main
enum AssetSymbolGenerator {
    static let usage = "usage: AssetSymbolGenerator OUTPUT MODULE [--no-symbols] [--no-extensions] CATALOG..."

    static func main() {
        var arguments = Array(CommandLine.arguments.dropFirst())
        guard arguments.count >= 2 else { fail(usage) }
        let output = arguments.removeFirst()
        let module = arguments.removeFirst()
        var options = AssetSymbolOptions()
        while let flag = arguments.first, flag.hasPrefix("--") {
            switch flag {
            case "--no-symbols": options.generatesSymbols = false
            case "--no-extensions": options.generatesExtensions = false
            default: fail("error: unknown option \(flag)\n\(usage)")
            }
            arguments.removeFirst()
        }
        var catalogs: [AssetCatalog] = []
        for path in arguments {
            do { catalogs.append(try AssetCatalog(contentsOf: path)) } catch {
                fail("error: \(error)")
            }
        }
        let text = AssetSymbolSource.text(for: catalogs, importing: module, options: options)
        if let existing = try? RegularFile.readAll(output, limit: 64 << 20), existing == Array(text.utf8) { return }
        do { try OutputFile.write(Array(text.utf8), to: output) } catch {
            fail("error: \(error)")
        }
    }

    private static func fail(_ message: String) -> Never {
        try? StandardStream.write(Array((message + "\n").utf8), to: 2)
        exit(1)
    }
}
