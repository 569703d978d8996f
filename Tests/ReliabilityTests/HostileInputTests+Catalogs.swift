import Foundation
import PNGCodec

/// Asset catalogs beside a document: every file a catalog names is confined to the catalog's folder as a
/// document's `{"path": …}` is to the document's (links followed only while they stay inside), and a link
/// loop in a catalog is refused as one.
extension HostileInputTests {
    /// `Assets.xcassets/Pic.imageset` naming `p.png`, and `outside/secret.png` beside the catalog.
    static func catalogWithOutsideFile(_ scratch: Scratch) throws {
        try scratch.write("outside/secret.png", try HostileFiles.png())
        try scratch.write("Assets.xcassets/Pic.imageset/Contents.json",
                          #"{"images": [{"filename": "p.png", "idiom": "universal"}], "info": {"version": 1, "author": "xcode"}}"#)
    }

    static let catalogCases: [HostileCase] = [
        .document("catalog image linked out of the catalog", widget(#"{"Image": "Pic"}"#),
                  expecting: #""Pic.imageset/p.png" is a symbolic link out of the asset catalog's folder; image paths may not leave it"#,
                  setup: { scratch in
                      try catalogWithOutsideFile(scratch)
                      try FileManager.default.createSymbolicLink(atPath: scratch.file("Assets.xcassets/Pic.imageset/p.png"),
                                                                 withDestinationPath: "../../outside/secret.png")
                  }),
        .document("catalog image linked to an absolute path", widget(#"{"Image": "Pic"}"#),
                  expecting: #""Pic.imageset/p.png" is a symbolic link out of the asset catalog's folder; image paths may not leave it"#,
                  setup: { scratch in
                      try catalogWithOutsideFile(scratch)
                      try FileManager.default.createSymbolicLink(atPath: scratch.file("Assets.xcassets/Pic.imageset/p.png"),
                                                                 withDestinationPath: scratch.file("outside/secret.png"))
                  }),
        .document("catalog image set folder linked out of the catalog", widget(#"{"Image": "Pic"}"#),
                  expecting: #""Pic.imageset/Contents.json" is a symbolic link out of the asset catalog's folder"#,
                  setup: { scratch in
                      try scratch.write("outside/set/p.png", try HostileFiles.png())
                      try scratch.write("outside/set/Contents.json", #"{"images": [{"filename": "p.png", "idiom": "universal"}]}"#)
                      try FileManager.default.createDirectory(atPath: scratch.file("Assets.xcassets"), withIntermediateDirectories: true)
                      try FileManager.default.createSymbolicLink(atPath: scratch.file("Assets.xcassets/Pic.imageset"),
                                                                 withDestinationPath: "../outside/set")
                  }),
        .document("catalog group linked to the catalog itself", widget(#"{"Image": "Pic"}"#),
                  expecting: "Assets.xcassets/Group: a link loop (a symbolic link back to a folder it is in, or to itself)",
                  setup: { scratch in
                      try scratch.write("Assets.xcassets/Pic.imageset/p.png", try HostileFiles.png())
                      try scratch.write("Assets.xcassets/Pic.imageset/Contents.json",
                                        #"{"images": [{"filename": "p.png", "idiom": "universal"}]}"#)
                      try FileManager.default.createSymbolicLink(atPath: scratch.file("Assets.xcassets/Group"), withDestinationPath: ".")
                  }),
        .document("catalog image linked to itself", widget(#"{"Image": "Pic"}"#),
                  expecting: "Pic.imageset/p.png is a link loop",
                  setup: { scratch in
                      try catalogWithOutsideFile(scratch)
                      try FileManager.default.createSymbolicLink(atPath: scratch.file("Assets.xcassets/Pic.imageset/p.png"),
                                                                 withDestinationPath: "p.png")
                  }),
    ]
}
