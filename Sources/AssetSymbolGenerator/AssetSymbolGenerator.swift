// The tool the AssetSymbols build plugin runs: reads an asset catalog and writes GeneratedAssetSymbols.swift
// (AssetSymbolSource). Usage: AssetSymbolGenerator CATALOG OUTPUT MODULE. A catalog that cannot be read
// fails the build with the catalog's error (file and JSON path); the output is replaced only when it changes.
import AssetCatalog
import FileAccess
import Glibc

@main
enum AssetSymbolGenerator {
    static func main() {
        let arguments = CommandLine.arguments
        guard arguments.count == 4 else {
            fail("usage: AssetSymbolGenerator CATALOG OUTPUT MODULE")
        }
        let catalog: AssetCatalog
        do { catalog = try AssetCatalog(contentsOf: arguments[1]) } catch {
            fail("error: \(error)")
        }
        let text = AssetSymbolSource.text(for: catalog, importing: arguments[3])
        if let existing = try? RegularFile.readAll(arguments[2], limit: 64 << 20), existing == Array(text.utf8) { return }
        do { try OutputFile.write(Array(text.utf8), to: arguments[2]) } catch {
            fail("error: \(error)")
        }
    }

    private static func fail(_ message: String) -> Never {
        try? StandardStream.write(Array((message + "\n").utf8), to: 2)
        exit(1)
    }
}
