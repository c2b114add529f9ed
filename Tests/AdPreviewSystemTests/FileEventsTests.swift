import Foundation
import Testing

@testable import AdPreviewSystem

/// The system's file events on real files: a write and an editor's save by renaming a new
/// file over the old one are seen; a file in the same folder that is not watched is not.
@Suite(.timeLimit(.minutes(1))) struct FileEventsTests {
  func folder() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("adpreview-events-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  @Test func writesAndRenamedSavesAreSeenAndOtherFilesAreNot() throws {
    let root = try folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let watched = root + "/A.swift"
    try Data("a".utf8).write(to: URL(fileURLWithPath: watched))
    try Data("b".utf8).write(to: URL(fileURLWithPath: root + "/Other.swift"))
    let events = try #require(FileEvents(paths: [watched]))
    #expect(events.changes().isEmpty)
    try Data("b".utf8).write(to: URL(fileURLWithPath: root + "/Other.swift"))
    #expect(events.changes().isEmpty)
    try Data("changed".utf8).write(to: URL(fileURLWithPath: watched))
    #expect(events.changes() == [watched])
    #expect(events.changes().isEmpty)
    // A save as editors make it: a new file renamed over the old one.
    try Data("saved".utf8).write(to: URL(fileURLWithPath: root + "/.A.swift.tmp"))
    #expect(rename(root + "/.A.swift.tmp", watched) == 0)
    #expect(events.changes() == [watched])
    try Data("again".utf8).write(to: URL(fileURLWithPath: watched))
    #expect(events.changes() == [watched])
  }
}
