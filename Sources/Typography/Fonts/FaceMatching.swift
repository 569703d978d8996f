// Picks the face of a family closest to a requested weight and slant.
//
// A simplified CSS Fonts Level 4 §5.2 "font-style" / "font-weight" matching:
// 1. Keep faces whose slant matches. An italic request with no italic face within 100 weight units
//    uses the upright match instead, slanted synthetically (FontResolver applies the oblique).
// 2. Among them take the nearest weight; on a tie, the heavier face when the request is 500 or more,
//    else the lighter one (CSS's "heavier above 500, lighter below 400" rule, folded into one tie-break).

/// A face of one family as the matcher sees it.
struct FaceCandidate: Hashable, Sendable {
    var id: FaceID
    var weight: Int
    var isItalic: Bool
}

/// The matcher's answer: a face, and whether it needs a synthetic slant.
struct FaceMatch: Hashable, Sendable {
    var id: FaceID
    var needsSyntheticOblique: Bool
}

enum FaceMatching {
    /// The best face for `weight` and `italic`, or nil when `candidates` is empty.
    static func bestFace(among candidates: [FaceCandidate], weight: Int, italic: Bool) -> FaceMatch? {
        // Step 1: the requested slant, if a close enough weight has it.
        let sameSlant = nearest(candidates, italic: italic, weight: weight)
        if let best = sameSlant, !italic || abs(best.weight - weight) <= 100 {
            return FaceMatch(id: best.id, needsSyntheticOblique: false)
        }
        // Step 2: fall back to the other slant; an upright standing in for an italic gets slanted.
        if let best = nearest(candidates, italic: !italic, weight: weight) {
            return FaceMatch(id: best.id, needsSyntheticOblique: italic)
        }
        return sameSlant.map { FaceMatch(id: $0.id, needsSyntheticOblique: false) }
    }

    /// Among the faces of slant `italic`, the nearest weight, ties broken toward heavier for requests ≥ 500,
    /// lighter below (one pass, no intermediate arrays: fonts are resolved for every text layout).
    private static func nearest(_ faces: [FaceCandidate], italic: Bool, weight: Int) -> FaceCandidate? {
        var best: FaceCandidate?
        for face in faces where face.isItalic == italic {
            guard let current = best else {
                best = face
                continue
            }
            let da = abs(face.weight - weight), db = abs(current.weight - weight)
            let better: Bool
            if da != db {
                better = da < db
            } else if face.weight != current.weight {
                better = weight >= 500 ? face.weight > current.weight : face.weight < current.weight
            } else {
                better = face.id < current.id
            }
            if better { best = face }
        }
        return best
    }
}
