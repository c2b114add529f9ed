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

  @Test(.tags(.external), .enabled(if: EndToEndTests.binary != nil && FileManager.default.fileExists(atPath: "/dev/full")))
  func aFullDiskStopsThePlayWithTheReason() throws {
    let folder = try TemporaryFolder()
    try folder.write("s.play", Array("refresh 30\nappear\nwait 3600000\n".utf8))
    let (stderr, status) = try EndToEndTests().shell(#""$B" play s.play > /dev/full"#, in: folder.path)
    #expect(status == 2)
    #expect(stderr.contains("cannot write the output"))
  }
}
