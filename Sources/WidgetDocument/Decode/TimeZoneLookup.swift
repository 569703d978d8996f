// Time-zone identifiers of documents ("Europe/Paris", "UTC") without loading ICU at every start-up.
// FoundationEssentials' TimeZone knows only GMT by itself; named zones come from ICU through
// FoundationInternationalization, which FoundationEssentials looks up by type name at run time
// whenever that library is loaded. The CLI links neither (loading libFoundation, its ICU data and
// their conformance records was a fifth of every start-up, docs/performance.md), so the first
// document that names a zone other than UTC/GMT loads FoundationInternationalization with dlopen
// (once per process) and asks again. A program that imports Foundation has it loaded already.

import FileAccess
import PortableFoundation
#if canImport(Glibc)
import Glibc
#endif

enum TimeZoneLookup {
    /// The zone named `identifier`, or nil when neither GMT nor ICU (if it can be loaded) knows it.
    static func zone(_ identifier: String) -> TimeZone? {
        if let zone = TimeZone(identifier: identifier) { return zone }
        if identifier == "UTC" || identifier == "GMT" { return TimeZone(secondsFromGMT: 0) }
        guard internationalizationLoaded else { return nil }
        return TimeZone(identifier: identifier)
    }

    /// Identifiers for a did-you-mean hint: the tz database's zone files (capitalised paths under
    /// /usr/share/zoneinfo, as ICU lists them), or none where that directory is missing.
    static var knownIdentifiers: [String] {
        let root = "/usr/share/zoneinfo"
        // Links are listed, not followed (the tree holds links to folders such as `posix -> .`); a link to a
        // zone file is a zone name too.
        let walk = FolderWalk(maximumEntries: 10_000, maximumDepth: 4, skipsHidden: true, followsLinks: false)
        guard let entries = try? walk.entries(of: root) else { return [] }
        return entries.filter { entry in
            guard let first = entry.path.first, first.isUppercase else { return false }
            return entry.kind == .regular || (entry.isLink && FileSystem.kind(of: root + "/" + entry.path) == .regular)
        }.map(\.path).sorted()
    }

    /// Loads FoundationInternationalization once; true when it is (or already was) loaded.
    private static let internationalizationLoaded: Bool = {
        #if canImport(Glibc)
        return dlopen("libFoundationInternationalization.so", RTLD_NOW | RTLD_GLOBAL) != nil
        #else
        return true
        #endif
    }()
}
