// The tool the IntentDefinition build plugin runs: reads a target's `.intentdefinition` files and writes the
// Swift Xcode generates from them (IntentDefinitionSource). Usage:
//     IntentDefinitionGenerator OUTPUT MODULE DEFINITION...
// MODULE is the module the generated file imports (`Intents`, or `WidgetIntents`). A file that cannot be read
// or generated fails the build with its error (file and key path); the output is replaced only when it changes.
import FileAccess
import Glibc
import IntentDefinition

@main
enum IntentDefinitionGenerator {
    static let usage = "usage: IntentDefinitionGenerator OUTPUT MODULE DEFINITION..."

    static func main() {
        var arguments = Array(CommandLine.arguments.dropFirst())
        guard arguments.count >= 2 else { fail(usage) }
        let output = arguments.removeFirst()
        let module = arguments.removeFirst()
        var definitions: [(file: String, definition: IntentDefinition)] = []
        for path in arguments {
            do { definitions.append((path, try IntentDefinition(contentsOf: path))) } catch {
                fail("error: \(error)")
            }
        }
        let text: String
        do { text = try IntentDefinitionSource.text(for: definitions, importing: module) } catch { fail("error: \(error)") }
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
