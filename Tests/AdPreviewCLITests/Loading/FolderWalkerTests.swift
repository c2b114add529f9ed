import AdPreviewSystem
import Foundation
import Testing

@testable import AdPreviewCLI

/// The walk `lint` and `import` share, on the real file system.
@Suite struct FolderWalkerTests {
  @Test func foldersInNameOrderSkippingOtherPeoplesCodeAndEachFileOnce() throws {
    let folder = try TemporaryFolder()
    for name in ["App/b.swift", "App/a/z.swift", "App/Pods/x.swift", "App/.git/y.swift", "App/c.txt", "App/Pods.swift"] {
      let path = folder.path + "/" + name
      try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try folder.write(name, Array("x".utf8))
    }
    try FileManager.default.createSymbolicLink(atPath: folder.path + "/App/again.swift", withDestinationPath: "b.swift")
    let walk = FolderWalker.files(under: [folder.path + "/App", folder.path + "/App/c.txt"], context: .files(environment: Environment([:]))) {
      $0.hasSuffix(".swift")
    }
    let names = walk.files.map { String($0.dropFirst(folder.path.count + 1)) }
    // A file named on the command line is taken whatever its name; a file named like a skipped folder is not skipped.
    #expect(names == ["App/Pods.swift", "App/a/z.swift", "App/again.swift", "App/c.txt"], "\(names)")
    #expect(walk.problems.isEmpty)
  }

  @Test func aLinkBackUpTheTreeIsALoopAndALinkToASiblingIsReadOnce() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(atPath: folder.path + "/App/One/Deep", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: folder.path + "/App/Two", withIntermediateDirectories: true)
    try folder.write("App/Two/t.swift", Array("x".utf8))
    try FileManager.default.createSymbolicLink(atPath: folder.path + "/App/One/Deep/Up", withDestinationPath: "../..")
    try FileManager.default.createSymbolicLink(atPath: folder.path + "/App/One/Side", withDestinationPath: "../Two")
    let walk = FolderWalker.files(under: [folder.path + "/App"], context: .files(environment: Environment([:]))) { $0.hasSuffix(".swift") }
    #expect(walk.files.map { String($0.dropFirst(folder.path.count + 1)) } == ["App/One/Side/t.swift"])
    #expect(walk.problems.map(\.path) == [folder.path + "/App/One/Deep/Up"])
    #expect(walk.problems.first?.message.contains("leads back to") == true)
  }

  @Test func placesAreLinesAndByteColumns() {
    #expect(FolderWalker.place(of: 0, in: Array("ab".utf8)) == (1, 1))
    #expect(FolderWalker.place(of: 5, in: Array("ab\ncde".utf8)) == (2, 3))
  }
}
