import AdPreviewSystem
import Testing

@Suite struct DirectoryEntryNameTests {
  /// Names are read whole, up to the longest a file system allows (255 bytes), and as UTF-8.
  @Test func namesAreReadWhole() throws {
    var template = Array("/tmp/adpreview-dirent-XXXXXX".utf8CString)
    let folder = try #require(template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }.map { String(cString: $0) })
    let names: Set<String> = [String(repeating: "n", count: 255), "Galaxy Z Fold5 · ½.json", "a"]
    for name in names {
      let descriptor = open(folder + "/" + name, O_WRONLY | O_CREAT | O_EXCL, 0o644)
      #expect(descriptor >= 0, "\(name)")
      close(descriptor)
    }
    defer {
      for name in names { unlink(folder + "/" + name) }
      rmdir(folder)
    }
    let directory = try #require(opendir(folder))
    defer { closedir(directory) }
    var read: Set<String> = []
    while let entry = readdir(directory) { read.insert(entry.pointee.name) }
    #expect(read == names.union([".", ".."]))
  }
}
