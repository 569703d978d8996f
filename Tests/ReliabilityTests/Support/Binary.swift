import Dispatch
import Foundation
import Synchronization

/// What one run of the `widgetrender` binary did.
struct RunResult {
    /// The exit status, or the signal number when `wasSignalled`.
    var status: Int32
    /// True when a signal ended the process.
    var wasSignalled: Bool
    /// Everything written to stdout.
    var stdout: [UInt8]
    /// Everything written to stderr.
    var stderr: String
}

/// Runs the BUILT `widgetrender` binary (SwiftPM puts it next to the test bundle; `WIDGETRENDER_BINARY`
/// overrides), as the CLI tests do, plus starting it in the background to signal it.
enum Binary {
    /// The binary's path, or nil when it was not built.
    static let path: String? = {
        if let override = ProcessInfo.processInfo.environment["WIDGETRENDER_BINARY"] { return override }
        var folders = [URL(fileURLWithPath: CommandLine.arguments.first ?? "").deletingLastPathComponent()]
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            folders.append(bundle.bundleURL.deletingLastPathComponent())
        }
        folders.append(Bundle.main.bundleURL)
        return folders.map { $0.appendingPathComponent("widgetrender").path }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// Starts `widgetrender arguments…` in `folder`, output captured; the caller waits with ``finish(_:)``.
    static func start(_ arguments: [String], in folder: String,
                      environment: [String: String] = [:]) throws -> (Process, Pipe, Pipe) {
        guard let path else { throw HarnessError("the widgetrender binary was not built next to the tests") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        var merged = ProcessInfo.processInfo.environment
        merged.merge(environment) { $1 }
        process.environment = merged
        let stdout = Pipe(), stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        return (process, stdout, stderr)
    }

    /// Reads both pipes to the end (so a full pipe cannot block the child), then waits for it.
    static func finish(_ started: (Process, Pipe, Pipe)) -> RunResult {
        let (process, stdout, stderr) = started
        let errorData = Mutex(Data())
        let group = DispatchGroup()
        let errorHandle = stderr.fileHandleForReading
        DispatchQueue.global().async(group: group) {
            let data = errorHandle.readDataToEndOfFile()
            errorData.withLock { $0 = data }
        }
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return RunResult(status: process.terminationStatus, wasSignalled: process.terminationReason == .uncaughtSignal,
                         stdout: [UInt8](output), stderr: errorData.withLock { String(decoding: $0, as: UTF8.self) })
    }

    /// Runs `bash -c script` in `folder` with `$WR` set to the binary's path (and the fonts found as the
    /// tests find them), and waits for it.
    static func shell(_ script: String, in folder: String) throws -> RunResult {
        guard let path else { throw HarnessError("the widgetrender binary was not built next to the tests") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", script]
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        var environment = ProcessInfo.processInfo.environment
        environment["WR"] = path
        if environment["WIDGETRENDER_FONTS"] == nil { environment["WIDGETRENDER_FONTS"] = Repository.path("Fonts") }
        process.environment = environment
        let stdout = Pipe(), stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        return finish((process, stdout, stderr))
    }

    /// Runs `widgetrender arguments…` in `folder` and waits for it.
    static func run(_ arguments: [String], in folder: String, environment: [String: String] = [:]) throws -> RunResult {
        finish(try start(arguments, in: folder, environment: environment))
    }
}

/// A failure of the test harness itself.
struct HarnessError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
