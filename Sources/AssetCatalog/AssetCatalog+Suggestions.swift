// "Did you mean" for names the catalog lacks: the nearest colour or image name by the program's one rule
// (Graphics' NameSuggestion).
import Graphics

extension AssetCatalog {
    /// `no colour named "BrandBlu" in Assets.xcassets; did you mean "BrandBlue"?`
    public func missingColorMessage(for name: String) -> String {
        message(kind: "colour", name: name, candidates: colorNames)
    }

    /// `no image named "avtar" in Assets.xcassets; did you mean "avatar"?`
    public func missingImageMessage(for name: String) -> String {
        message(kind: "image", name: name, candidates: imageNames)
    }

    private func message(kind: String, name: String, candidates: [String]) -> String {
        let shown = name.count > NameSuggestion.lengthLimit ? String(name.prefix(NameSuggestion.lengthLimit)) + "…" : name
        let text = "no \(kind) named \"\(shown)\" in \(path)"
        guard let nearest = NameSuggestion.nearest(to: name, among: candidates) else { return text }
        return text + "; did you mean \"\(nearest)\"?"
    }
}
