import AdPreviewSource
import AdPreviewSystem
import Foundation
import Testing

@testable import AdPreviewCLI

/// The one walk of a user's tree, on the real file system, with the trees a hostile pull
/// request can hold: links out of it, FIFOs, names that are not UTF-8.
@Suite struct FolderWalkerTests {
  let system = CommandContext.files(environment: Environment([:]))

  func make(_ folder: TemporaryFolder, _ names: [String]) throws {
    for name in names {
      let path = folder.path + "/" + name
      try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try folder.write(name, Array("x".utf8))
    }
  }

  func link(_ folder: TemporaryFolder, _ name: String, to target: String) throws {
    try FileManager.default.createSymbolicLink(atPath: folder.path + "/" + name, withDestinationPath: target)
  }

  @Test func foldersInNameOrderSkippingOtherPeoplesCodeAndEachFileOnce() throws {
    let folder = try TemporaryFolder()
    try make(folder, ["App/b.swift", "App/a/z.swift", "App/Pods/x.swift", "App/.git/y.swift", "App/c.txt", "App/Pods.swift"])
    try link(folder, "App/again.swift", to: "b.swift")
    let walk = FolderWalker.files(under: [folder.path + "/App", folder.path + "/App/c.txt"], context: system) { $0.hasSuffix(".swift") }
    let names = walk.files.map { String($0.path.dropFirst(folder.path.count + 1)) }
    // A file named on the command line is taken whatever its name; a file named like a skipped folder is not skipped.
    #expect(names == ["App/Pods.swift", "App/a/z.swift", "App/again.swift", "App/c.txt"], "\(names)")
    #expect(walk.problems.isEmpty && walk.notes.isEmpty)
  }

  @Test func aLinkBackUpTheTreeIsALoopAndALinkToASiblingIsReadOnce() throws {
    let folder = try TemporaryFolder()
    try make(folder, ["App/Two/t.swift"])
    try FileManager.default.createDirectory(atPath: folder.path + "/App/One/Deep", withIntermediateDirectories: true)
    try link(folder, "App/One/Deep/Up", to: "../..")
    try link(folder, "App/One/Side", to: "../Two")
    let walk = FolderWalker.files(under: [folder.path + "/App"], context: system) { $0.hasSuffix(".swift") }
    #expect(walk.files.map { String($0.path.dropFirst(folder.path.count + 1)) } == ["App/One/Side/t.swift"])
    #expect(walk.problems.map(\.path) == [folder.path + "/App/One/Deep/Up"])
    #expect(walk.problems.first?.message.contains("leads back to") == true)
  }

  @Test func linksOutOfTheFolderAreNotFollowedAndSaySo() throws {
    let folder = try TemporaryFolder()
    try make(folder, ["App/A.swift", "Outside/Secret.swift", "Outside/Deep/More.swift"])
    try link(folder, "App/rootfs", to: "/")
    try link(folder, "App/Sibling", to: "../Outside")
    try link(folder, "App/Secret.swift", to: folder.path + "/Outside/Secret.swift")
    try link(folder, "App/Notes.txt", to: "/etc/hostname")
    // A link that climbs out and back in stays inside: it is followed.
    try link(folder, "App/Back.swift", to: "../App/A.swift")
    let walk = FolderWalker.files(under: [folder.path + "/App"], context: system) { $0.hasSuffix(".swift") }
    let files = walk.files.map { String($0.path.dropFirst(folder.path.count + 1)) }
    #expect(files == ["App/A.swift"], "\(files)")
    let notes = walk.notes.map { "\(String($0.path.dropFirst(folder.path.count + 1))): \($0.message)" }
    #expect(
      notes == [
        "App/Secret.swift: is a symbolic link out of the folder (to \"\(folder.path)/Outside/Secret.swift\"): not followed",
        "App/Sibling: is a symbolic link out of the folder (to \"\(folder.path)/Outside\"): not followed",
        "App/rootfs: is a symbolic link out of the folder (to \"/\"): not followed",
      ], "\(notes)")
    #expect(walk.problems.isEmpty)
  }

  @Test func aFolderNamedThroughALinkIsWalkedInsideWhereItLeads() throws {
    let folder = try TemporaryFolder()
    try make(folder, ["Real/A.swift", "Real/Sub/B.swift"])
    try link(folder, "Named", to: "Real")
    try link(folder, "Real/Up", to: "..")
    let walk = FolderWalker.files(under: [folder.path + "/Named"], context: system) { $0.hasSuffix(".swift") }
    #expect(walk.files.map { String($0.path.dropFirst(folder.path.count + 1)) } == ["Named/A.swift", "Named/Sub/B.swift"])
    #expect(walk.notes.map(\.message) == ["is a symbolic link out of the folder (to \"\(folder.path)\"): not followed"])
  }

  @Test func aFIFOOrADeviceInTheTreeIsANoteAndNeverOpened() throws {
    let folder = try TemporaryFolder()
    try make(folder, ["App/A.swift"])
    #expect(mkfifo(folder.path + "/App/Evil.swift", 0o600) == 0)
    #expect(mkfifo(folder.path + "/App/quiet.txt", 0o600) == 0)
    let walk = FolderWalker.files(under: [folder.path + "/App"], context: system) { $0.hasSuffix(".swift") }
    #expect(walk.files.map(\.path) == [folder.path + "/App/A.swift"])
    // Only what the walk wanted is worth a note.
    #expect(walk.notes.map(\.path) == [folder.path + "/App/Evil.swift"])
    #expect(walk.notes.first?.message == "is not a regular file (a FIFO, a device or a socket): not read")
  }

  @Test func aNameThatIsNotUTF8IsReadAndShownEscaped() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(atPath: folder.path + "/App", withIntermediateDirectories: true)
    let name: [UInt8] = Array("Caf".utf8) + [0xE9] + Array(".swift".utf8)
    let raw = Array((folder.path + "/App/").utf8) + name
    let descriptor = withCPath(raw) { open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
    #expect(descriptor >= 0)
    _ = "let x = 1\n".withCString { write(descriptor, $0, 10) }
    close(descriptor)
    let walk = FolderWalker.files(under: [folder.path + "/App"], context: system) { $0.hasSuffix(".swift") }
    #expect(walk.files.map(\.path) == [folder.path + "/App/Caf\\xE9.swift"])
    #expect(walk.problems.isEmpty)
    let read = try #require(walk.files.first.map { FolderWalker.read($0, context: system) })
    guard case .bytes(let bytes) = read.content else {
      Issue.record("not read: \(read.content)")
      return
    }
    #expect(String(decoding: bytes, as: UTF8.self) == "let x = 1\n")
  }

  @Test func aFolderThatCannotBeListedIsAProblem() {
    let context = CommandContext(
      listDirectory: { _ in nil },
      fileStatus: { path in FileStatus(kind: .folder, identity: FileIdentity(device: 1, inode: 1), isLink: false) })
    let walk = FolderWalker.files(under: ["App"], context: context) { _ in true }
    #expect(walk.problems == [InputProblem(path: "App", message: "is a folder that cannot be read")])
  }

  @Test func containmentIsByWholeNames() {
    #expect(FolderWalker.contains(Array("/a/b".utf8), Array("/a/b".utf8)))
    #expect(FolderWalker.contains(Array("/a/b".utf8), Array("/a/b/c".utf8)))
    #expect(!FolderWalker.contains(Array("/a/b".utf8), Array("/a/bc".utf8)))
    #expect(!FolderWalker.contains(Array("/a/b".utf8), Array("/a".utf8)))
    #expect(FolderWalker.contains(Array("/".utf8), Array("/etc".utf8)))
  }
}
