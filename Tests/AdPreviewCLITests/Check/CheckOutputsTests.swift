import AdPreviewCLI
import AdPreviewCore
import Foundation
import Testing

/// Where `check`'s reports go: each to one file, once; never two to one file or to standard
/// output together; the command line over the config file.
@Suite struct CheckOutputsTests {
  static let sweep = ["check", "--guide", "legacy", "--only", "iphone-x", "--orientations", "portrait"]

  /// Runs `check` with a context that counts every file write.
  func counting(_ arguments: [String], files: [String: String] = [:]) -> (result: CommandResult, writes: [String]) {
    let writes = Recorded()
    let context = CommandContext(
      readFile: { path in
        guard let text = files[path] else { throw FileProblem("\(path): no such file") }
        return Array(text.utf8)
      },
      exists: { files[$0] != nil },
      writeFileAtomically: { path, _, _ in
        writes.add(path)
        return .created
      })
    return (AdPreviewCommand.run(arguments, context: context), writes.all)
  }

  @Test func theTextReportSentToAFileIsWrittenOnce() {
    let (result, writes) = counting(Self.sweep + ["--output", "text=out.txt"])
    #expect(writes == ["out.txt"])
    guard let (stdout, stderr, exitCode) = result.printed else {
      Issue.record("no output")
      return
    }
    #expect(exitCode == 1)
    #expect(stdout.isEmpty)
    #expect(stderr == "text report written to \"out.txt\"\n")
  }

  @Test func twoOutputsToOneFileAreRefusedBeforeAnythingIsWritten() {
    let cases: [[String]] = [
      ["--output", "sarif=out", "--output", "junit=out"],
      ["--output", "sarif=out", "--output", "junit=./out"],
      ["--output", "json=r/out.json", "--report", "r//out.json"],
      ["--output", "sarif=out.sarif", "--write-baseline", "out.sarif"],
      ["--output", "sarif=a.sarif", "--output", "sarif=b.sarif"],
    ]
    for extra in cases {
      let (result, writes) = counting(Self.sweep + extra)
      #expect(writes.isEmpty, "\(extra)")
      guard let (_, stderr, exitCode) = result.printed else { continue }
      #expect(exitCode == 2, "\(extra)")
      #expect(stderr.contains("give each its own file") || stderr.contains("give one"), "\(stderr)")
    }
  }

  @Test func severalReportersOnStandardOutputAreRefused() {
    for extra in [["--reporter", "json", "--reporter", "sarif"], ["--reporter", "text", "--json"], ["--reporter", "xcode", "--reporter", "junit"]] {
      let (result, writes) = counting(Self.sweep + extra + ["--output", "html=r.html"])
      #expect(writes.isEmpty)
      guard let (stdout, stderr, exitCode) = result.printed else { continue }
      #expect(exitCode == 2)
      #expect(stdout.isEmpty)
      #expect(stderr.contains("would go to standard output one after the other"), "\(stderr)")
    }
    // One on standard output and the rest in files is what CI runs.
    let (result, writes) = counting(Self.sweep + ["--reporter", "github-actions-logging", "--output", "sarif=a.sarif", "--output", "html=a.html"])
    #expect(writes.sorted() == ["a.html", "a.sarif"])
    if let (stdout, _, exitCode) = result.printed {
      #expect(exitCode == 1)
      #expect(stdout.hasPrefix("::"))
    }
  }

  @Test func reportOnTheCommandLineWinsOverTheConfigsHTMLOutput() {
    let config = #"{"only": "iphone-x", "output": {"html": "config.html", "sarif": "config.sarif"}}"#
    let files = [".adpreview.json": config]
    let run = adpreview(["check", "--guide", "legacy", "--report", "mine.html"], files: files)
    #expect(run.exitCode == 1, "\(run.stderr)")
    #expect(run.written["mine.html"]?.hasPrefix("<!doctype html>") == true)
    #expect(run.written["config.html"] == nil)
    // The config's other outputs still hold.
    #expect(run.written["config.sarif"] != nil)
    // Without --report the config's file is written.
    #expect(adpreview(["check", "--guide", "legacy"], files: files).written["config.html"] != nil)
  }
}
