import Testing

@testable import AdPreviewFormats

/// The hint every message that lists a value's words ends with.
@Suite struct DidYouMeanTests {
  @Test func theNearestNameOrTheNamesThatStartWithWhatWasTyped() {
    #expect(didYouMean("bannner", among: ["banner", "native"]) == " (did you mean banner?)")
    #expect(didYouMean("landscap", among: ["portrait", "landscape-left", "landscape-right"]) == " (did you mean landscape-left or landscape-right?)")
    #expect(didYouMean("zzz", among: ["banner", "native"]) == "")
  }

  @Test func anUnknownKeyAndAnEnumeratedValueInAFileGetTheHint() throws {
    let field = JSONField(try JSONParser.parse(Array(#"{"postion": "top"}"#.utf8)))
    let problem = #expect(throws: JSONDecodeProblem.self) { try field.rejectUnknownKeys(["position", "align"]) }
    #expect(problem?.message.hasSuffix("(did you mean position?)") == true)
  }
}
