import ArgumentParser
import PreviewRun

/// `--shard INDEX/COUNT` (`previews`, `gallery`): render only this machine's share of the work (``Shard``), for a
/// CI matrix of COUNT jobs; `widgetrender merge` joins the shards' folders.
struct ShardOption: ParsableArguments {
    @Option(help: ArgumentHelp("Render only share INDEX of COUNT (e.g. 2/4): the work is split by cost the same way on "
                               + "every machine; `widgetrender merge` joins the folders.", valueName: "index/count"))
    var shard: String?

    func validate() throws { _ = try parsed() }

    /// The parsed shard, nil without the option.
    func parsed() throws -> Shard? {
        guard let shard else { return nil }
        switch Shard.parse(shard) {
        case .success(let value): return value
        case .failure(let error): throw ValidationError(error.message)
        }
    }
}

/// `--junit FILE` (`previews`, `gallery`, `check`, `compare`, `merge`): the results as JUnit XML (``JUnitReport``).
struct JUnitOption: ParsableArguments {
    @Option(help: ArgumentHelp("Also write the results as JUnit XML to this file (one test case per render or "
                               + "comparison), for CI test reports.", valueName: "file"))
    var junit: String?
}
