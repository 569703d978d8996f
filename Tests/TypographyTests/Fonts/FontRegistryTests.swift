import Foundation
import Graphics
import Testing
@testable import Typography

/// A fresh temporary directory, removed by the caller.
private func temporaryDirectory() throws -> String {
    let path = NSTemporaryDirectory() + "widgetrender-type-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

private func bundledPath(_ file: String) throws -> String {
    try TestFonts.registry().fontsDirectory + "/" + file
}

/// A registry over the bundled fonts plus `files` (name → bytes) as custom fonts.
private func registry(customFiles files: [String: [UInt8]], fileSizeLimit: Int = FontRegistry.defaultFileSizeLimit)
    throws -> (FontRegistry, String) {
    let directory = try temporaryDirectory()
    for (name, bytes) in files {
        try Data(bytes).write(to: URL(fileURLWithPath: directory + "/" + name))
    }
    let fonts = try FontRegistry(fontsDirectory: try TestFonts.registry().fontsDirectory,
                                 customFontsDirectory: directory, fileSizeLimit: fileSizeLimit)
    return (fonts, directory)
}

private func customID(_ fonts: FontRegistry, _ name: String) throws -> FaceID {
    try #require(fonts.descriptors.first { $0.path.hasSuffix("/" + name) }).id
}

@Test func facesLoadOnlyWhenTextNeedsThem() throws {
    let fonts = try FontRegistry(fontsDirectory: try TestFonts.registry().fontsDirectory)
    #expect(fonts.loadedFaceCount == 0)
    _ = try TextLayoutEngine(registry: fonts).layout("Hello", font: .body, proposedWidth: nil)
    #expect(fonts.loadedFaceCount == 1)
}

@Test func missingFontsDirectoryIsATypedError() {
    #expect(throws: TypographyError.self) { try FontRegistry(fontsDirectory: "/nonexistent/fonts") }
}

@Test func bundledSearchListsTheEnvironmentExecutableAndSourceTree() {
    let candidates = FontRegistry.bundledFontsCandidates(filePath: "/repo/Sources/Typography/Fonts/FontRegistry+Bundled.swift")
    #expect(candidates.last == "/repo/Fonts")
    #expect(candidates.contains { $0.hasSuffix("/share/widgetrender/Fonts") })
}

@Test func truncatedFontFileIsATypedError() throws {
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: bundledPath("Inter/Inter-Regular.otf"))).prefix(2000))
    let (fonts, directory) = try registry(customFiles: ["Broken.otf": bytes])
    defer { try? FileManager.default.removeItem(atPath: directory) }
    #expect(throws: TypographyError.self) { try fonts.face(customID(fonts, "Broken.otf")) }
}

@Test func randomBytesAreAnInvalidFont() throws {
    var generator = SystemRandomNumberGenerator()
    let bytes = (0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) }
    let (fonts, directory) = try registry(customFiles: ["Noise.ttf": bytes])
    defer { try? FileManager.default.removeItem(atPath: directory) }
    do {
        _ = try fonts.face(customID(fonts, "Noise.ttf"))
        Issue.record("random bytes loaded as a font")
    } catch let error as TypographyError {
        guard case .invalidFont(_, let code, _) = error else { Issue.record("unexpected \(error)"); return }
        #expect(code != 0)
    }
}

@Test func fontFileOverTheSizeLimitIsRefusedBeforeReading() throws {
    let bytes = [UInt8](repeating: 0, count: 300_000)
    let (fonts, directory) = try registry(customFiles: ["Huge.ttf": bytes], fileSizeLimit: 100_000)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    #expect(throws: TypographyError.fileTooLarge(path: directory + "/Huge.ttf", byteCount: 300_000, limit: 100_000)) {
        try fonts.face(customID(fonts, "Huge.ttf"))
    }
}

@Test func emptyFontFileIsATypedError() throws {
    let (fonts, directory) = try registry(customFiles: ["Empty.otf": []])
    defer { try? FileManager.default.removeItem(atPath: directory) }
    #expect(throws: TypographyError.unusableFont(path: directory + "/Empty.otf", reason: "empty file")) {
        try fonts.face(customID(fonts, "Empty.otf"))
    }
}

@Test func customFontIsFoundByFileName() throws {
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: bundledPath("Quicksand/Quicksand-Bold.ttf"))))
    let (fonts, directory) = try registry(customFiles: ["Brand.ttf": bytes])
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let resolved = try fonts.resolve(.custom("Brand", size: 20))
    #expect(resolved.primary.id == (try customID(fonts, "Brand.ttf")))
    #expect(resolved.primary.sizeFactor == 1)
    #expect(resolved.tracking == 0)
    #expect(resolved.ascent == 20)
}

@Test func customFontIsFoundByPostScriptName() throws {
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: bundledPath("Quicksand/Quicksand-Bold.ttf"))))
    let (fonts, directory) = try registry(customFiles: ["a.ttf": bytes])
    defer { try? FileManager.default.removeItem(atPath: directory) }
    #expect(try fonts.resolve(.custom("Quicksand-Bold", size: 20)).primary.id == customID(fonts, "a.ttf"))
}

@Test func unknownCustomFontIsATypedError() throws {
    let (fonts, directory) = try registry(customFiles: [:])
    defer { try? FileManager.default.removeItem(atPath: directory) }
    #expect(throws: TypographyError.unknownCustomFont(name: "Nope")) { try fonts.resolve(.custom("Nope", size: 12)) }
}

@Test func textWhoseFaceCannotBeReadFailsInsteadOfVanishing() throws {
    // A copy of the bundled fonts (links) whose body face is an empty file.
    let bundled = try TestFonts.registry()
    let bodyFile = try #require(bundled.descriptors.first { $0.id == (try bundled.resolve(.body)).primary.id }).path
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    for name in try FileManager.default.subpathsOfDirectory(atPath: bundled.fontsDirectory) {
        let source = bundled.fontsDirectory + "/" + name
        var isFolder: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: source, isDirectory: &isFolder)
        if isFolder.boolValue {
            try FileManager.default.createDirectory(atPath: directory + "/" + name, withIntermediateDirectories: true)
        } else if source == bodyFile {
            try Data().write(to: URL(fileURLWithPath: directory + "/" + name))
        } else {
            try FileManager.default.createSymbolicLink(atPath: directory + "/" + name, withDestinationPath: source)
        }
    }
    let fonts = try FontRegistry(fontsDirectory: directory)
    let bodyName = String(bodyFile.dropFirst(bundled.fontsDirectory.count + 1))
    do {
        _ = try TextLayoutEngine(registry: fonts).layout("Hello", font: .body, proposedWidth: nil)
        Issue.record("the text was laid out without its face")
    } catch {
        #expect("\(error)".contains(bodyName), "\(error)")
    }
}
