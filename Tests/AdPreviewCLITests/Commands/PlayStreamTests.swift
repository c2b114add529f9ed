import AdPreviewTestSupport
import Foundation
import Testing

/// `play` prints its log as it goes: what happened before a bad line is already out when
/// the error comes, and a long scenario is never held whole.
@Suite struct PlayStreamTests {
  @Test(.tags(.external), .enabled(if: EndToEndTests.binary != nil))
  func theLogIsPrintedBeforeALaterLineFails() throws {
    let folder = try TemporaryFolder()
    let script = try folder.write("s.play", Array("appear\nwait 500\nrotate\nwait 800\nfold\n".utf8))
    let (stdout, stderr, status) = try EndToEndTests().run(["play", script], in: folder.path)
    #expect(status == 2)
    #expect(stdout.contains("bannerViewDidReceiveAd · ad #2 724×75"))
    #expect(stderr.contains("s.play:5: iPhone X does not fold"))
  }

  /// The log limit stops `play` before it prints a line, as it stops `compare`, with the
  /// same message; a stream used to print megabytes of log before the error.
  @Test(.tags(.external), .enabled(if: EndToEndTests.binary != nil))
  func theLogLimitStopsPlayAndCompareBeforeAnythingIsPrinted() throws {
    let folder = try TemporaryFolder()
    // Three entries a line: the limit falls about line 33,000 in play, 16,700 in compare.
    let lines = ["appear"] + (0..<18_000).flatMap { _ in ["ad native", "ad banner"] }
    let script = try folder.write("s.play", Array(lines.joined(separator: "\n").utf8))
    let message = "the scenario writes more than 100000 log entries (the limit); refresh less often or wait less\n"
    for command in ["play", "compare"] {
      let (stdout, stderr, status) = try EndToEndTests().run([command, script], in: folder.path)
      #expect(status == 2)
      #expect(stdout.isEmpty, "\(command) printed \(stdout.utf8.count) bytes")
      #expect(stderr.hasPrefix("adpreview: \(script):") && stderr.hasSuffix(message), "\(stderr)")
    }
    // Past 24 h of simulated time: refused before printing too, with the wait's line.
    let long = try folder.write("l.play", Array("appear\nwait 1000\nrotate\nwait 86400000\n".utf8))
    for command in ["play", "compare"] {
      let (stdout, stderr, status) = try EndToEndTests().run([command, long], in: folder.path)
      #expect(status == 2 && stdout.isEmpty, "\(command): \(stdout)")
      #expect(stderr == "adpreview: \(long):4: the scenario runs past 24 h of simulated time (the limit); shorten its waits\n")
    }
    // Under the limit it streams as before.
    let short = try folder.write("t.play", Array(lines.prefix(2_001).joined(separator: "\n").utf8))
    let (stdout, _, status) = try EndToEndTests().run(["play", short], in: folder.path)
    #expect(status == 0 && stdout.split(separator: "\n").count > 6_000)
  }

  @Test(.tags(.external), .enabled(if: EndToEndTests.binary != nil && FileManager.default.fileExists(atPath: "/dev/full")))
  func aFullDiskStopsThePlayWithTheReason() throws {
    let folder = try TemporaryFolder()
    try folder.write("s.play", Array("refresh 30\nappear\nwait 3600000\n".utf8))
    let (stderr, status) = try EndToEndTests().shell(#""$B" play s.play > /dev/full"#, in: folder.path)
    #expect(status == 2)
    #expect(stderr.contains("cannot write the output"))
  }
}
