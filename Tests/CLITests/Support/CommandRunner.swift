import Dispatch
import Foundation
import Synchronization

/// What one run of the `widgetrender` binary did.
struct CommandResult {
    /// The exit status.
    var status: Int32
    /// Everything written to stdout.
    var stdout: [UInt8]
    /// Everything written to stderr, as text.
    var stderr: String

    /// stdout as text.
    var output: String { String(decoding: stdout, as: UTF8.self) }
}

/// Runs the BUILT `widgetrender` binary, as a person would: a child process with arguments, a working
/// folder, captured stdout and stderr, and its exit status.
///
/// The binary is found next to the test bundle (SwiftPM puts executables and the test bundle in the
/// same `.build/<triple>/<config>/` folder), or at `$WIDGETRENDER_BINARY`.
enum CommandRunner {
    /// The binary's path, or nil when it was not built.
    static let binary: URL? = {
        let fileManager = FileManager.default
        if let override = ProcessInfo.processInfo.environment["WIDGETRENDER_BINARY"] {
            return URL(fileURLWithPath: override)
        }
        var folders: [URL] = []
        let runner = URL(fileURLWithPath: CommandLine.arguments.first ?? "").standardizedFileURL
        folders.append(runner.deletingLastPathComponent())
        folders.append(Bundle.main.bundleURL)
        folders.append(Bundle.main.bundleURL.deletingLastPathComponent())
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            folders.append(bundle.bundleURL.deletingLastPathComponent())
        }
        for folder in folders {
            let candidate = folder.appendingPathComponent("widgetrender")
            if fileManager.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }()

    /// Runs `widgetrender arguments…` in `folder` and waits for it.
    static func run(_ arguments: [String], in folder: URL) throws -> CommandResult {
        guard let binary else {
            throw RunnerError("the widgetrender binary was not found next to the tests; build it first (swift build)")
        }
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let stdout = Pipe(), stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        // Read both pipes to the end before waiting, so a full pipe cannot block the child.
        let errorHandle = stderr.fileHandleForReading
        let errorData = Mutex(Data())
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) {
            let data = errorHandle.readDataToEndOfFile()
            errorData.withLock { $0 = data }
        }
        let outputData = stdout.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        let errorText = errorData.withLock { String(decoding: $0, as: UTF8.self) }
        return CommandResult(status: process.terminationStatus, stdout: [UInt8](outputData), stderr: errorText)
    }

    /// A new empty folder under the system's temporary folder.
    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("widgetrender-cli-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}

/// A failure of the test harness itself.
struct RunnerError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
