import AdPreviewCore
import Testing

@Suite struct FindingTests {
  @Test func aFindingReadsAndReplacesItsMessage() {
    var finding = Finding(.staleSize) { "built when read" }
    #expect(finding.message == "built when read")
    #expect(finding == Finding(.staleSize, "built when read"))
    finding.message = "replaced"
    #expect(finding.message == "replaced")
    #expect(finding != Finding(.staleSize, "built when read"))
  }
}
