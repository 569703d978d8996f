// Looking up `.custom(name, …)` fonts in the caller's custom fonts directory.
//
// 1. A file whose name without extension equals `name` (case-insensitive) — no font is opened.
// 2. Otherwise every custom face is opened once and matched by PostScript name, then by
//    "family style" full name, then by family name with weight/slant matching (FaceMatching).
extension FontRegistry {
    /// The custom face for `name` at `weight`/`italic`.
    func customFace(named name: String, weight: Int, italic: Bool) throws(TypographyError) -> FaceMatch {
        let key = "\(name.lowercased())|\(weight)|\(italic)"
        if let remembered = rememberedCustomMatch(key) {
            return FaceMatch(id: remembered, needsSyntheticOblique: false)
        }
        let custom = descriptors.filter { $0.family == nil }
        let wanted = name.lowercased()
        // Step 1.
        if let byFile = custom.first(where: { Self.baseName($0.path).lowercased() == wanted }) {
            rememberCustomMatch(key, byFile.id)
            return FaceMatch(id: byFile.id, needsSyntheticOblique: false)
        }
        // Step 2: open the faces (unreadable ones are skipped, they cannot be the font asked for).
        var loaded: [FontFace] = []
        for descriptor in custom {
            if let face = try? self.face(descriptor.id) { loaded.append(face) }
        }
        if let exact = loaded.first(where: { $0.metrics.postScriptName.lowercased() == wanted })
            ?? loaded.first(where: { "\($0.metrics.familyName) \($0.metrics.styleName)".lowercased() == wanted }) {
            rememberCustomMatch(key, exact.id)
            return FaceMatch(id: exact.id, needsSyntheticOblique: false)
        }
        let family = loaded.filter { $0.metrics.familyName.lowercased() == wanted }
            .map { FaceCandidate(id: $0.id, weight: $0.metrics.weightClass, isItalic: $0.metrics.isItalic) }
        guard let match = FaceMatching.bestFace(among: family, weight: weight, italic: italic) else {
            throw .unknownCustomFont(name: name)
        }
        if !match.needsSyntheticOblique { rememberCustomMatch(key, match.id) }
        return match
    }

    private static func baseName(_ path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = file.lastIndex(of: ".") else { return file }
        return String(file[..<dot])
    }
}
