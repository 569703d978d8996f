// The five folders of a `widgetrender previews` run, checked apart before anything is written: the input
// PATH and WidgetRender's checkout (read), the build path, the output folder and the runners' shared scratch
// folder in the checkout (`<checkout>/.build/widgetrender-runners`, RunnerScratch.swift) (written). Compared as real
// paths (links resolved; a folder still to be created by the real path of its existing part):
//  1. no two are the same folder;
//  2. no folder we write holds another of the five (a runner package at `--build-path .` would otherwise
//     link and write over the input's own files, an output folder over the checkout's);
//  3. the build path lies inside the input only under a hidden folder of it (the default
//     PATH/.build/widgetrender-previews), which the source walk skips, so its links never become sources
//     (the output folder may: it holds only PNGs and index.html, and `previews .` writes it there);
//  4. the input does not hold WidgetRender's checkout (its sources would be taken for the extension's).
// An Xcode project's members may lie outside its folder: the folder holding them all (the module's folder)
// is read as the input is, under rules 1–3.
// The input may lie inside the checkout (its Examples/), and so may the build path and the output.
// Each refusal is a usage error naming both folders and the options that set them.
import FileAccess

/// The containment rules of `previews` over its five folders.
struct PreviewPaths {
    /// One folder of the run.
    struct Place {
        /// How the user named it: `--build-path /tmp/x`, `PATH Sources/Good`, `--output Good-previews (the default)`.
        var role: String
        /// Its real absolute path.
        var real: String
        /// True for the build path and the output folder.
        var isWritten: Bool

        /// `role` for the folder `path`, set by `role`.
        init(_ role: String, path: String, isWritten: Bool) {
            self.role = role
            self.real = FileSystem.resolvedPath(path)
            self.isWritten = isWritten
        }
    }

    /// The input PATH.
    var input: Place
    /// WidgetRender's checkout.
    var checkout: Place
    /// The runner package's folder.
    var build: Place
    /// The output folder.
    var output: Place
    /// SwiftPM's scratch folder the checkout's runner packages share (RunnerScratch), written.
    var scratch: Place
    /// The folders an Xcode project's members lie in (each module's folder), read like the input.
    var members: [Place] = []

    /// The five folders of a run: `path` and `buildPath`/`output` as given on the command line (nil when
    /// not given), `input` as located, `widgetRender` the checkout, `outputFolder` the output in effect.
    init(path: String, input: PreviewsInput, widgetRender: String, buildPath: String?, output: String?,
         outputFolder: String, buildFolder: String, scratchFolder: String, memberFolders: [String] = []) {
        self.input = Place("the input PATH \(TerminalText.safe(path))", path: input.path, isWritten: false)
        checkout = Place("WidgetRender's package \(TerminalText.safe(widgetRender))", path: widgetRender, isWritten: false)
        build = Place(buildPath.map { "--build-path \(TerminalText.safe($0))" }
                      ?? "the build path \(TerminalText.safe(buildFolder)) (the default --build-path)",
                      path: buildFolder, isWritten: true)
        self.output = Place(output.map { "--output \(TerminalText.safe($0))" }
                            ?? "the output folder \(TerminalText.safe(outputFolder)) (the default --output)",
                            path: outputFolder, isWritten: true)
        scratch = Place("the runners' build folder \(TerminalText.safe(scratchFolder)) (in WidgetRender's checkout)",
                        path: scratchFolder, isWritten: true)
        outputGiven = outputFolder
        members = memberFolders.map { Place("the folder of the project's members \(TerminalText.safe($0))", path: $0, isWritten: false) }
    }

    /// The output folder as given (or defaulted), for the kind check.
    private var outputGiven: String

    /// The output must be a folder or nothing yet, then rules 1–4; the first pair that breaks one is a
    /// usage error.
    func check() throws {
        if let kind = FileSystem.kind(of: outputGiven), kind != .folder {
            throw CLIFailure.usage("--output: \(TerminalText.safe(outputGiven)) exists and is not a folder")
        }
        let places = [input, checkout, build, output, scratch]
        for (index, first) in places.enumerated() {
            for second in places[(index + 1)...] {
                try check(first, second)
                try check(second, first)
            }
        }
        for member in members {
            for written in [build, output, scratch] {
                try check(written, member)
                try checkSources(member, holding: written)
            }
        }
    }

    /// The rules for `outer` holding (or being) `inner`.
    private func check(_ outer: Place, _ inner: Place) throws {
        guard FileSystem.contains(outer.real, inner.real) else { return }
        if outer.real == inner.real {
            throw refusal("\(outer.role) and \(inner.role) are the same folder (\(TerminalText.safe(outer.real)))")
        }
        if outer.isWritten {
            throw refusal("\(outer.role) holds \(inner.role) (\(TerminalText.safe(inner.real))); the folders "
                          + "previews writes may not hold the input, WidgetRender's checkout or each other")
        }
        if outer.real == input.real, inner.real == build.real { return try checkSources(outer, holding: inner) }
        if outer.real == input.real, inner.real == checkout.real {
            throw refusal("\(outer.role) holds WidgetRender's checkout \(TerminalText.safe(inner.real)); pass the "
                          + "extension's own folder")
        }
    }

    /// Rule 3: the build path lies inside a folder of sources only under a hidden folder (which the source
    /// walks skip at any depth); the output may lie there.
    private func checkSources(_ outer: Place, holding inner: Place) throws {
        guard inner.real == build.real, FileSystem.contains(outer.real, inner.real), outer.real != inner.real else { return }
        let below = inner.real.dropFirst(outer.real.count).split(separator: "/")
        if below.contains(where: { $0.hasPrefix(".") }) { return }
        throw refusal("\(inner.role) lies inside \(outer.role) (\(TerminalText.safe(outer.real))); the build path "
                      + "may lie inside the input only under a hidden folder such as .build")
    }

    /// A usage error saying to choose other folders.
    private func refusal(_ text: String) -> CLIFailure {
        .usage(text + " (choose other folders with --build-path and --output)")
    }
}
