import AdPreviewSystem
import AdPreviewTestSupport
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

  /// `--gif ''` or a folder's name names no file: refused before anything is taken over.
  @Test func anEmptyNameOrAFolderNameIsRefused() throws {
    let folder = try TemporaryFolder()
    for path in ["", "\(folder.path)/"] {
      let problem = #expect(throws: FileProblem.self) { try AtomicFileWriter.check(path, force: true) }
      #expect(problem.map { "\($0)" }?.contains("names no file") == true, "\(path)")
    }
    #expect(folder.names.isEmpty)
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

  /// A read-only file is replaced only with `force`, and stays read-only; the trial before
  /// a previewer session refuses it too.
  @Test func refusesAReadOnlyFileUnlessForced() throws {
    let folder = try TemporaryFolder()
    let path = try folder.write("demo.gif", Array("keep".utf8))
    #expect(chmod(path, 0o444) == 0)
    #expect {
      try AtomicFileWriter.save(Array("x".utf8), to: path, force: false)
    } throws: { error in
      "\(error)".contains("is read-only; adpreview does not replace it (--force does)")
    }
    #expect(throws: FileProblem.self) { try AtomicFileWriter.check(path, force: false) }
    #expect(folder.read("demo.gif") == "keep")
    #expect(try AtomicFileWriter.save(Array("forced".utf8), to: path, force: true) == .overwrote)
    #expect(folder.read("demo.gif") == "forced")
    var status = stat()
    #expect(stat(path, &status) == 0 && status.st_mode & 0o777 == 0o444)
  }

  /// A file written in pieces is the pieces in order; an error while they are made leaves
  /// no file, and the one replaced as it was.
  @Test func aFileWrittenInPiecesIsWholeOrNotThere() throws {
    let folder = try TemporaryFolder()
    let path = "\(folder.path)/report.json"
    #expect(
      try AtomicFileWriter.save(to: path, force: false) { write in for piece in ["{", "\"a\": 1", "}"] { try write(Array(piece.utf8)) } } == .created)
    #expect(folder.read("report.json") == "{\"a\": 1}")
    struct Interrupted: Error {}
    #expect(throws: FileProblem.self) {
      try AtomicFileWriter.save(to: path, force: false) { write in
        try write(Array("{\"b\"".utf8))
        throw Interrupted()
      }
    }
    #expect(folder.read("report.json") == "{\"a\": 1}")
    #expect(folder.names == ["report.json"])
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

  @Test(.tags(.external), .enabled(if: EndToEndTests.binary != nil))
  func aFileSizeLimitIsAWriteErrorAndLeavesNoTemporaryFile() throws {
    let folder = try TemporaryFolder()
    let e2e = EndToEndTests()
    let (report, reportStatus) = try e2e.shell(
      "ulimit -f 64; \"$B\" check --ad all --only iphone-x --output json=out.json", in: folder.path)
    #expect(reportStatus == 2, "\(report)")
    #expect(report.contains("--output: \"out.json\": cannot be written (File too large)"), "\(report)")
    #expect(folder.names.isEmpty, "\(folder.names)")
    let (stdout, stdoutStatus) = try e2e.shell("ulimit -f 64; \"$B\" check --ad all --only iphone-x --json > out.json", in: folder.path)
    #expect(stdoutStatus == 2)
    #expect(stdout.contains("cannot write the output: File too large"), "\(stdout)")
  }

  @Test(.tags(.external), .enabled(if: EndToEndTests.binary != nil), .needs(.python3))
  func aSignalDuringTheWriteRemovesTheTemporaryFile() throws {
    let folder = try TemporaryFolder()
    // Start a large report, wait until its temporary file appears and end the process then;
    // a few tries, since the write may finish before the signal lands.
    let script = """
      import os, signal, subprocess, sys, time
      binary, folder = sys.argv[1], sys.argv[2]
      hits = 0
      def default_signals():
          # As from a shell: the test runner may have left these ignored or blocked, which
          # a child inherits.
          for s in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
              signal.signal(s, signal.SIG_DFL)
          signal.pthread_sigmask(signal.SIG_UNBLOCK, [signal.SIGTERM, signal.SIGINT, signal.SIGHUP])
      for attempt in range(8):
          for sig in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
              target = os.path.join(folder, "out-%d-%d.json" % (attempt, sig))
              p = subprocess.Popen([binary, "check", "--ad", "all", "--output", "json=" + target],
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, preexec_fn=default_signals)
              seen = False
              while p.poll() is None:
                  if any(".adpreview-" in n for n in os.listdir(folder)):
                      p.send_signal(sig)
                      seen = True
                      break
              code = p.wait()
              left = [n for n in os.listdir(folder) if ".adpreview-" in n]
              if left:
                  print("left", sig, code, left)
                  sys.exit(1)
              if seen and code == -sig:
                  hits += 1
              else:
                  print("missed", sig, seen, code)
          if hits >= 3:
              break
      print("hits", hits)
      """
    let (status, output) = try Python.run(script, input: "", arguments: [EndToEndTests.binary!.path, folder.path])
    #expect(status == 0, "\(output)")
    let hits = Int(output.split(separator: " ").last?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "") ?? 0
    #expect(hits >= 1, "no signal landed during a write: \(output)")
  }
}
