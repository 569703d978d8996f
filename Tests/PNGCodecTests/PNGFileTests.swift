import Foundation
import Testing
@testable import PNGCodec

/// A fresh empty directory under the system temporary directory.
private func makeTemporaryDirectory() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("png-tests-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

@Test func writeThenDecodeFileRoundTripsAndLeavesOnlyTheFile() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let rgba = randomRGBA(width: 9, height: 4, seed: 3)
    try PNGEncoder.write(width: 9, height: 4, rgba: rgba, to: directory + "/out.png")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["out.png"])
    #expect(try PNGDecoder.decode(contentsOfFile: directory + "/out.png").rgba == rgba)
}

@Test func writeReplacesAnExistingFile() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/out.png"
    try Data("old contents".utf8).write(to: URL(fileURLWithPath: path))
    let rgba = randomRGBA(width: 2, height: 2, seed: 4)
    try PNGEncoder.write(width: 2, height: 2, rgba: rgba, to: path)
    #expect(try PNGDecoder.decode(contentsOfFile: path).rgba == rgba)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["out.png"])
}

@Test func writeIntoAMissingDirectoryIsAFileSystemError() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/missing/out.png"
    #expect(throws: PNGError.fileSystem(path: path, operation: "create", message: "no such file or folder")) {
        try PNGEncoder.write(width: 1, height: 1, rgba: [0, 0, 0, 0], to: path)
    }
}

@Test func aFolderAsDestinationIsRefusedAndLeavesNothingBehind() throws {
    // The destination is a directory: refused before a temporary file is made (FileAccess output rules).
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/taken"
    try FileManager.default.createDirectory(atPath: path + "/inside", withIntermediateDirectories: true)
    let error = thrownError { () throws(PNGError) in try PNGEncoder.write(width: 1, height: 1, rgba: [1, 2, 3, 4], to: path) }
    #expect(error == .fileSystem(path: path, operation: "write", message: "it is a folder, not a regular file"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["taken"])
}

@Test func writeRejectsInvalidPixelsWithoutCreatingAFile() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    #expect(throws: PNGError.bufferSizeMismatch(expected: 4, actual: 3)) {
        try PNGEncoder.write(width: 1, height: 1, rgba: [1, 2, 3], to: directory + "/out.png")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == [])
}

@Test func decodeOfAMissingFileIsAFileSystemError() {
    #expect(throws: PNGError.fileSystem(path: "/nonexistent/x.png", operation: "open", message: "no such file or folder")) {
        try PNGDecoder.decode(contentsOfFile: "/nonexistent/x.png")
    }
}

@Test func decodeOfAFileAboveTheSizeLimitIsRefusedFromItsSize() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/big.png"
    try Data(count: 5000).write(to: URL(fileURLWithPath: path))
    var limits = PNGDecodeLimits.default
    limits.maximumFileBytes = 4999
    #expect(throws: PNGError.fileTooLarge(byteCount: 5000, maximumByteCount: 4999)) {
        try PNGDecoder.decode(contentsOfFile: path, limits: limits)
    }
}

@Test func decodeOfAFileReadsLargerThanOneReadChunk() throws {
    // Random pixels barely compress, so the file spans several 64 KiB reads.
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let rgba = randomRGBA(width: 200, height: 150, seed: 5)
    try PNGEncoder.write(width: 200, height: 150, rgba: rgba, to: directory + "/noise.png")
    #expect(try PNGDecoder.decode(contentsOfFile: directory + "/noise.png").rgba == rgba)
}

@Test func writeEncodedBytesIsAtomicToo() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let png = try PNGEncoder.encode(width: 1, height: 1, rgba: [9, 8, 7, 6])
    try PNGEncoder.write(encoded: png, to: directory + "/a.png")
    #expect(try Data(contentsOf: URL(fileURLWithPath: directory + "/a.png")) == Data(png))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["a.png"])
}
