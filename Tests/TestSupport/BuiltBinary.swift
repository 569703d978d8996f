// The one way tests run the BUILT `widgetrender` binary, as a person would: a child process with
// arguments, a working folder, captured stdout and stderr, its exit status (or the signal that ended it);
// started in the background to be signalled; or `bash -c` with `$WR` naming the binary; and, for the
// hostile-input table, as an unprivileged user when the tests run as root (util-linux's setpriv drops to
// uid/gid 65534, "nobody"), so a rule that only root would pass is caught.
import Dispatch
import Foundation
import Synchronization

/// What one run of the `widgetrender` binary did.
public struct RunResult: Sendable {
    /// The exit status, or the signal number when `wasSignalled`.
    public var status: Int32
    /// True when a signal ended the process.
    public var wasSignalled: Bool
    /// Everything written to stdout.
    public var stdout: [UInt8]
    /// Everything written to stderr, as text.
    public var stderr: String

    /// stdout as text.
    public var output: String { String(decoding: stdout, as: UTF8.self) }
}

/// Who a run is: the test process's own user, or an unprivileged one.
public enum BinaryUser: Sendable {
    /// The test process's user (root in CI).
    case current
    /// uid/gid 65534 through `setpriv` when the tests run as root; the current user otherwise.
    case unprivileged
}

/// Runs the built `widgetrender` (SwiftPM puts executables next to the test bundle; `WIDGETRENDER_BINARY`
/// overrides).
public enum BuiltBinary {
    /// The binary's path, or nil when it was not built.
    public static let path: String? = {
        if let override = ProcessInfo.processInfo.environment["WIDGETRENDER_BINARY"] { return override }
        var folders = [URL(fileURLWithPath: CommandLine.arguments.first ?? "").standardizedFileURL.deletingLastPathComponent()]
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            folders.append(bundle.bundleURL.deletingLastPathComponent())
        }
        folders.append(Bundle.main.bundleURL)
        folders.append(Bundle.main.bundleURL.deletingLastPathComponent())
        return folders.map { $0.appendingPathComponent("widgetrender").path }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// True when the tests run as root, so `.unprivileged` really drops privileges.
    public static var runsAsRoot: Bool { geteuid() == 0 }

    /// Starts `widgetrender arguments…` in `folder`, output captured; the caller waits with ``finish(_:)``.
    public static func start(_ arguments: [String], in folder: String, environment: [String: String] = [:],
                             as user: BinaryUser = .current) throws -> (Process, Pipe, Pipe) {
        guard let path else { throw HarnessError("the widgetrender binary was not built next to the tests") }
        let process = Process()
        if user == .unprivileged, runsAsRoot {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
            process.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", "--", path] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: path)
            process.arguments = arguments
        }
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
    public static func finish(_ started: (Process, Pipe, Pipe)) -> RunResult {
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

    /// Runs `widgetrender arguments…` in `folder` and waits for it.
    public static func run(_ arguments: [String], in folder: String, environment: [String: String] = [:],
                           as user: BinaryUser = .current) throws -> RunResult {
        finish(try start(arguments, in: folder, environment: environment, as: user))
    }

    /// Runs `widgetrender arguments…` in `folder` and waits for it.
    public static func run(_ arguments: [String], in folder: URL, environment: [String: String] = [:],
                           as user: BinaryUser = .current) throws -> RunResult {
        try run(arguments, in: folder.path, environment: environment, as: user)
    }

    /// Runs `bash -c script` in `folder` with `$WR` set to the binary's path (and `WIDGETRENDER_FONTS` to
    /// `fonts` when it is not set), and waits for it.
    public static func shell(_ script: String, in folder: String, fonts: String) throws -> RunResult {
        guard let path else { throw HarnessError("the widgetrender binary was not built next to the tests") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", script]
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        var environment = ProcessInfo.processInfo.environment
        environment["WR"] = path
        if environment["WIDGETRENDER_FONTS"] == nil { environment["WIDGETRENDER_FONTS"] = fonts }
        process.environment = environment
        let stdout = Pipe(), stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        return finish((process, stdout, stderr))
    }

    /// A new empty folder under the system's temporary folder; with `sharedWithUnprivileged`, open to every
    /// user (mode 0777), so an `.unprivileged` run can write into it.
    public static func temporaryFolder(sharedWithUnprivileged: Bool = false) throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("widgetrender-cli-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        if sharedWithUnprivileged { _ = chmod(folder.path, 0o777) }
        return folder
    }
}

/// A failure of the test harness itself.
public struct HarnessError: Error, CustomStringConvertible {
    /// What went wrong.
    public var description: String
    /// Creates an error.
    public init(_ description: String) { self.description = description }
}
