import Foundation
import SwiftUI
import Testing
import TestSupport

/// The container reads a process-wide environment variable: these tests set it under ProcessEnvironment's lock.
@Suite struct AppGroupContainerTests {
    private func withRoot<T>(_ root: String?, _ body: () throws -> T) rethrows -> T {
        try ProcessEnvironment.with(FileManager.appGroupsRootVariable, root, body)
    }

    @Test func unsetRootMeansNoEntitlement() {
        withRoot(nil) {
            #expect(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.x") == nil)
        }
        withRoot("") {
            #expect(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.x") == nil)
        }
    }

    @Test func containerIsAFolderPerIdentifierCreatedOnFirstUse() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("groups-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try withRoot(root.path) {
            let url = try #require(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.com.example.weather"))
            #expect(url.standardizedFileURL == root.appendingPathComponent("group.com.example.weather").standardizedFileURL)
            var isDirectory: ObjCBool = false
            #expect(FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue)
            try Data("{}".utf8).write(to: url.appendingPathComponent("data.json"))
            let again = try #require(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.com.example.weather"))
            #expect(try Data(contentsOf: again.appendingPathComponent("data.json")) == Data("{}".utf8))
        }
    }

    @Test func identifiersThatAreNotFolderNamesAreNil() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("groups-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        withRoot(root.path) {
            for bad in ["", ".", "..", "group/../../etc", "a/b"] {
                #expect(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: bad) == nil, "\(bad)")
            }
        }
    }

    @Test func aFileInPlaceOfTheContainerIsNil() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("groups-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data().write(to: root.appendingPathComponent("group.file"))
        withRoot(root.path) {
            #expect(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.file") == nil)
        }
    }
}
