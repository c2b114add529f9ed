import AdPreviewSystem
import Foundation
import Testing

@testable import AdPreviewCLI

/// Row 11 of the hardening issue: file outputs are replaced in one step, never through a
/// symbolic link unless asked, and say when they replaced a file.
@Suite struct AtomicFileWriterTests {
  @Test func writesANewFileAndSaysWhenItOverwritesOne() throws {
    let folder = try TemporaryFolder()
    let path = "\(folder.path)/report.html"
    #expect(try AtomicFileWriter.save(Array("one".utf8), to: path, force: false) == .created)
    #expect(try AtomicFileWriter.save(Array("two".utf8), to: path, force: false) == .overwrote)
    #expect(folder.read("report.html") == "two")
    // No temporary file is left beside it.
    #expect(folder.names == ["report.html"])
  }

  @Test func aStringIsWrittenWholeFromItsOwnBytes() throws {
    let folder = try TemporaryFolder()
    // Longer than a pipe's or a single write's usual chunk, with multi-byte characters and
    // a small (inline) string after it.
    let text = String(repeating: "iphone-x  portrait  728×90  does-not-fit(e) — café\n", count: 6_000)
    for (name, content) in [("long.txt", text), ("short.txt", "×"), ("empty.txt", "")] {
      let descriptor = open("\(folder.path)/\(name)", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
      #expect(descriptor >= 0)
      try AtomicFileWriter.writeAll(content, to: descriptor)
      close(descriptor)
      #expect(folder.read(name) == content)
    }
  }

  @Test func refusesASymbolicLinkUnlessForced() throws {
    let folder = try TemporaryFolder()
    try folder.write("victim.txt", Array("keep".utf8))
    let link = "\(folder.path)/report.html"
    #expect(symlink("victim.txt", link) == 0)
    #expect(throws: FileProblem.self) { try AtomicFileWriter.save(Array("x".utf8), to: link, force: false) }
    #expect(folder.read("victim.txt") == "keep")
    #expect(try AtomicFileWriter.save(Array("forced".utf8), to: link, force: true) == .overwrote)
    #expect(folder.read("victim.txt") == "forced")
    var status = stat()
    #expect(lstat(link, &status) == 0 && (status.st_mode & S_IFMT) == S_IFLNK)
    #expect(folder.names == ["report.html", "victim.txt"])
  }

  @Test func aFolderOrAMissingFolderIsAnError() throws {
    let folder = try TemporaryFolder()
    #expect(throws: FileProblem.self) { try AtomicFileWriter.save([], to: folder.path, force: true) }
    #expect(throws: FileProblem.self) { try AtomicFileWriter.save([], to: "\(folder.path)/no/such/r.html", force: false) }
  }

  @Test func checkSaysWhetherTheReportWasWrittenOrOverwritten() {
    let new = adpreview("check", "--only", "iphone-x", "--report", "r.html")
    #expect(new.stdout.hasSuffix("report written to \"r.html\"\n"))
    let old = adpreview(["check", "--only", "iphone-x", "--report", "r.html"], files: ["r.html": "old"])
    #expect(old.stdout.hasSuffix("report overwrote \"r.html\"\n"))
  }
}
