import AdPreviewCLI
import AdPreviewFormats
import Foundation
import Testing

/// `check --json` on a streamed standard output: written as the sweep goes, in pieces cut
/// after whole results, and byte for byte the report a held run writes.
@Suite struct CheckJSONStreamTests {
  static func streamed(_ arguments: [String]) -> (pieces: [String], rest: String, exitCode: Int32) {
    let pieces = Recorded()
    var context = CommandContext()
    context.streamStandardOutput = { pieces.add(String(decoding: $0, as: UTF8.self)) }
    let (rest, _, exitCode) = AdPreviewCommand.run(arguments, context: context).printed ?? ("", "", -1)
    return (pieces.all, rest, exitCode)
  }

  /// Past `CheckRun.streamedJSONSlotScenes`: every iPhone on every release with every
  /// format; a small sweep is held, as before.
  static let large = ["check", "--ad", "all", "--os", "all", "--only", "iphone-*", "--json"]

  @Test(arguments: [
    large, ["check", "--ad", "all", "--json"], ["check", "--app", "examples/news-app.json", "--json"],
    ["check", "--json", "--only", "iphone-x", "--orientations", "portrait", "--windows", "full"],
  ])
  func aStreamedReportIsTheHeldOneInPieces(arguments: [String]) throws {
    let files = try CheckExamplesTests.example("news-app.json")
    let held = adpreview(arguments, files: files)
    var context = CommandContext()
    context.readFile = { path in
      guard let text = files[path] else { throw FileProblem("\(path): no such file") }
      return Array(text.utf8)
    }
    let pieces = Recorded()
    context.streamStandardOutput = { pieces.add(String(decoding: $0, as: UTF8.self)) }
    let (rest, _, exitCode) = AdPreviewCommand.run(arguments, context: context).printed ?? ("", "", -1)
    #expect(exitCode == held.exitCode)
    #expect(pieces.all.joined() + rest == held.stdout)
    // Each piece between the first (the counts, slots and groups) and the last (the end of
    // the results and the report) ends after a whole result.
    for piece in pieces.all.dropFirst().dropLast() { #expect(piece.hasSuffix("},")) }
    _ = try JSONParser.parse(pieces.all.joined() + rest)
  }

  /// A large report (7 MB) goes out in pieces of about a megabyte: it is never held whole.
  /// A small one goes out whole at the end.
  @Test func aLargeReportGoesOutInMegabytePieces() {
    let run = Self.streamed(Self.large)
    #expect(run.pieces.count >= 6, "\(run.pieces.count) pieces")
    #expect(Self.streamed(["check", "--ad", "all", "--json"]).pieces.isEmpty)
    #expect(run.pieces.dropFirst().allSatisfy { $0.utf8.count < 2 << 20 })
    #expect(run.rest.isEmpty, "the last piece is streamed too")
  }

  /// To a file that can be written in pieces, the same: the file is the held report, and its
  /// pieces are the sizes the stream's are.
  @Test func aLargeReportToAFileIsWrittenInPieces() {
    let held = adpreview(Self.large)
    let pieces = Recorded()
    var context = CommandContext()
    context.writeFileAtomicallyInPieces = { path, _, produce in
      try produce { pieces.add(String(decoding: $0, as: UTF8.self)) }
      return .created
    }
    let arguments = Array(Self.large.dropLast()) + ["--output", "json=report.json"]
    let (stdout, _, exitCode) = AdPreviewCommand.run(arguments, context: context).printed ?? ("", "", -1)
    #expect(exitCode == held.exitCode)
    #expect(pieces.all.joined() == held.stdout)
    #expect(pieces.all.count >= 6 && pieces.all.allSatisfy { $0.utf8.count < 2 << 20 })
    #expect(stdout.hasSuffix("json report written to \"report.json\"\n"), "\(stdout.suffix(200))")
  }
}
