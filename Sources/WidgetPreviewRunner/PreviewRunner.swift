// The preview runner's program (`widgetrender previews` generates a `main.swift` that calls
// `PreviewRunner.main()` and links the extension's modules):
// 1. Read the request (PreviewRun's JSON) named by the one argument, and freeze the process's wall clock at
//    its render date (WallClock, linked into this executable: `Date()` in the extension reads the date the
//    renders stand for; monotonic clocks, and so every timeout below, keep running).
// 2. Find the previews the linked modules register and expand each into its renders (entry × the render
//    matrix along the request's axes × places), keeping those the request's filter selects
//    (PreviewPlan+Expansion.swift).
// 3. Render them on `jobs` threads, each PNG written atomically into the work folder under a name that
//    depends only on the render (so any thread count writes the same files), with a progress line; each
//    record carries the render's warnings and, with `check`, the legibility check's findings.
// 4. Write the report; exit 0. A bad request or an unwritable folder exits with the CLI's codes (65, 74)
//    after one line on stderr.
// Bounds: first thing, the process limits its own memory (RLIMIT_DATA, setrlimit(2), from the request: a
// limit a process may lower on itself without privileges, and one posix_spawn cannot set for a child; DATA
// rather than AS because it counts memory written, not address space reserved by thread stacks and malloc
// arenas, which grows with the core count). Past it an allocation fails and the process ends; the CLI says
// so. Every expansion and render has a time limit (RenderWatchdog.swift): on an overrun the report names
// it and the process exits 3 at once; the CLI runs it again without the overrun ones.
import AssetCatalog
import Dispatch
import FileAccess
import Foundation
import JSON
import PNGCodec
import PreviewRun
import Render
import Synchronization
import Views
import WallClock
import WidgetApp
import WidgetHosting
import Widgets

/// The entry point of the program `widgetrender previews` builds around a widget extension.
///
/// ```swift
/// // Sources/PreviewRunner/main.swift, generated:
/// import WidgetPreviewRunner
/// import MyWidgetExtension
/// await WidgetPreviewRunner.PreviewRunner.main()
/// ```
public enum PreviewRunner {
    /// Runs the request named by the first argument and exits.
    public static func main() async -> Never {
        let arguments = CommandLine.arguments.dropFirst()
        guard arguments.count == 1, let path = arguments.first else {
            fail("usage: PreviewRunner REQUEST.json (run by `widgetrender previews`)", code: ExitCodes.usage)
        }
        do {
            let request = try readRequest(path)
            freezeClock(at: request.axes.date ?? WidgetRenderOptions.defaultDate)
            limitMemory(mebibytes: request.memoryLimitMiB)
            let catalog = try catalog(of: request)
            // This process runs one extension: its bundle holds these catalogs while its code runs, on every
            // thread (NSDataAsset(name:) reads them). In-process callers of `run` (tests) leave it to the search.
            BundleCatalog.install(catalog)
            let report = try await run(request, catalog: catalog)
            let bytes = try JSONEncoder().encode(report)
            try OutputFile.write(Array(bytes), to: request.folder + "/" + PreviewRunReport.fileName)
            exit(0)
        } catch let failure as RunnerFailure {
            fail(failure.message, code: failure.code)
        } catch let error as FileAccessError {
            fail(error.description, code: ExitCodes.io)
        } catch {
            fail("\(error)", code: ExitCodes.io)
        }
    }

    /// Steps 2–3 for `request`: every selected render, written, and the report of them.
    public static func run(_ request: PreviewRunRequest) async throws -> PreviewRunReport {
        try await run(request, catalog: try catalog(of: request))
    }

    /// The one catalog of the request's asset catalogs, or nil when it names none.
    static func catalog(of request: PreviewRunRequest) throws -> AssetCatalog? {
        let catalogs = request.assetCatalogs ?? request.assetCatalog.map { [$0] } ?? []
        guard !catalogs.isEmpty else { return nil }
        do { return try AssetCatalog(contentsOf: catalogs) } catch {
            throw RunnerFailure(message: "\(error)", code: ExitCodes.input)
        }
    }

    /// Steps 2–3 with the request's catalog already read.
    static func run(_ request: PreviewRunRequest, catalog: AssetCatalog?) async throws -> PreviewRunReport {
        let start = DispatchTime.now()
        let resources: RenderResources
        do { resources = try RenderResources.bundled(assetCatalog: catalog) } catch {
            throw RunnerFailure(message: "the bundled fonts cannot be loaded: \(error)", code: ExitCodes.io)
        }
        let timeout = Duration.milliseconds(Int64(max(0.001, request.providerTimeoutSeconds) * 1000))
        let host = WidgetHost(resources: resources, providerTimeout: timeout)
        let watchdog = RenderWatchdog(seconds: request.renderTimeoutSeconds)
        let found = Atomic<Int>(0)
        watchdog.start { late in
            if request.progress { ProgressLine(total: 0).finish() }
            let report = PreviewRunReport(renders: late.map(\.overrun), previewsFound: found.load(ordering: .relaxed),
                                          overrun: late.map(\.key))
            do {
                try OutputFile.write(Array(try JSONEncoder().encode(report)), to: request.folder + "/" + PreviewRunReport.fileName)
            } catch {
                fail("\(error)", code: ExitCodes.io)
            }
            _exit(3)  // at once: a render thread that never returns may hold locks exit's handlers need
        }
        let plan = await PreviewPlan.make(request, host: host, watchdog: watchdog)
        found.store(plan.previewsFound, ordering: .relaxed)
        let progress = request.progress ? ProgressLine(total: plan.renders.count * request.repetitions) : nil
        var records: [PreviewRenderRecord] = []
        for _ in 0..<request.repetitions {
            records = render(plan, folder: request.folder, jobs: request.jobs, progress: progress, watchdog: watchdog,
                             overrun: Set(request.overrun), timeout: RenderWatchdog.message(seconds: request.renderTimeoutSeconds))
        }
        progress?.finish()
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        return PreviewRunReport(renders: records, previewsFound: plan.previewsFound, found: plan.found,
                                peakMemoryKiB: PeakMemory.kibibytes(), seconds: seconds)
    }

    /// Step 3: renders every planned render on `jobs` threads, each watched by `watchdog` (key: its file
    /// name); one named in `overrun` fails with `timeout` without starting. Records come back in plan order.
    static func render(_ plan: PreviewPlan, folder: String, jobs: Int, progress: ProgressLine?, watchdog: RenderWatchdog,
                       overrun: Set<String>, timeout: String) -> [PreviewRenderRecord] {
        let renders = plan.renders
        let next = Atomic<Int>(0)
        let records = Mutex<[PreviewRenderRecord?]>(Array(repeating: nil, count: renders.count))
        DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, renders.count))) { slot in
            while true {
                let index = next.add(1, ordering: .relaxed).oldValue
                guard index < renders.count else { return }
                let render = renders[index]
                let record: PreviewRenderRecord
                if overrun.contains(render.fileName) {
                    record = render.record(failure: timeout)
                } else {
                    watchdog.begin(render.fileName, slot: slot, overrun: render.record(failure: timeout))
                    record = render.write(into: folder)
                    watchdog.end(slot: slot)
                }
                records.withLock { $0[index] = record }
                progress?.advance(record.preview)
            }
        }
        return records.withLock { $0.compactMap { $0 } }
    }

    /// Step 1.
    static func readRequest(_ path: String) throws -> PreviewRunRequest {
        let bytes: [UInt8]
        do { bytes = try RegularFile.readAll(path, limit: 1 << 20) } catch {
            throw RunnerFailure(message: error.description, code: ExitCodes.io)
        }
        let request: PreviewRunRequest
        do { request = try JSONValueDecoder().decode(PreviewRunRequest.self, from: bytes) } catch {
            throw RunnerFailure(message: "\(path): not a preview-run request: \(error)", code: ExitCodes.input)
        }
        // Unknown axis values failed the decoding above (PreviewRunRequest+Coding.swift): none reaches the plan.
        return request
    }

    /// Freezes the whole process's wall clock at `date`; says so on stderr when this executable cannot (a
    /// static binary: the extension's `Date()` then reads the real clock).
    static func freezeClock(at date: Date) {
        guard WallClock.isInterposed else {
            _ = try? StandardStream.write(Array(("widgetrender previews: the runner's wall clock cannot be frozen (its "
                + "clock_gettime is not WallClock's); Date() reads the real clock\n").utf8), to: 2)
            return
        }
        WallClock.freezeProcess(atSecondsSince1970: date.timeIntervalSince1970)
    }

    /// Lowers this process's RLIMIT_DATA (soft and hard) to `mebibytes`; 0 leaves it. A limit already lower stays.
    static func limitMemory(mebibytes: Int) {
        guard mebibytes > 0 else { return }
        var limit = rlimit()
        let resource = __rlimit_resource_t(RLIMIT_DATA.rawValue)
        guard getrlimit(resource, &limit) == 0 else { return }
        let wanted = rlim_t(mebibytes) << 20
        if limit.rlim_max != rlim_t.max, limit.rlim_max < wanted { return }
        limit.rlim_cur = wanted
        limit.rlim_max = wanted
        if setrlimit(resource, &limit) != 0 {
            _ = try? StandardStream.write(Array("widgetrender previews: the runner's memory limit cannot be set\n".utf8), to: 2)
        }
    }

    /// One line on stderr, then exit.
    static func fail(_ message: String, code: Int32) -> Never {
        _ = try? StandardStream.write(Array("widgetrender previews: \(message)\n".utf8), to: 2)
        exit(code)
    }
}

/// A failure the runner reports with one of the CLI's exit codes.
struct RunnerFailure: Error {
    /// One line, naming the place.
    var message: String
    /// `ExitCodes.usage`, `.input` or `.io` (64, 65 or 74).
    var code: Int32
}
