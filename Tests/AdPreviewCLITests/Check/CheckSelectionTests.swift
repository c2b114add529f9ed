import AdPreviewCore
import Testing

/// `--only`, `--orientations`, `--windows`, `--postures`.
@Suite struct CheckSelectionTests {
  func devices(_ arguments: [String]) throws -> Set<String> {
    guard case .array(let results) = try json(adpreview(["check", "--json"] + arguments))["results"] else { return [] }
    return Set(results.compactMap { if case .string(let id) = $0["device"] { return id } else { return nil } })
  }

  @Test func globsFamiliesAndIds() throws {
    let iphones = try devices(["--only", "iphone-*"])
    #expect(iphones.count > 5 && iphones.allSatisfy { $0.hasPrefix("iphone-") })
    let tablets = try devices(["--only", "tablet"])
    #expect(tablets.allSatisfy { $0.hasPrefix("ipad") })
    #expect(try devices(["--only", "iphone-x", "--only", "surface-duo"]) == ["iphone-x", "surface-duo"])
    #expect(try devices(["--only", "iphone-x,foldable"]).count > 2)
  }

  @Test func theSweepNarrows() throws {
    guard case .array(let results) = try json(adpreview(
      ["check", "--json", "--only", "tablet", "--orientations", "landscape-left", "--windows", "split-1/3,slide-over"]))["results"]
    else {
      Issue.record("no results")
      return
    }
    #expect(!results.isEmpty)
    #expect(results.allSatisfy { $0["orientation"] == .string("landscape-left") })
    #expect(results.allSatisfy { $0["window"] == .string("split-1/3") || $0["window"] == .string("slide-over") })
    guard case .array(let folded) = try json(adpreview(["check", "--json", "--only", "foldable", "--postures", "folded"]))["results"]
    else { return }
    #expect(!folded.isEmpty && folded.allSatisfy { $0["posture"] == .string("folded") })
  }

  @Test func aBadSelectorGetsDidYouMean() {
    let run = adpreview(["check", "--only", "iphne-x"])
    #expect(run.exitCode == 2)
    #expect(run.stderr.contains("did you mean iphone-x"))
    #expect(adpreview(["check", "--orientations", "portait"]).stderr.contains("did you mean portrait?"))
    #expect(adpreview(["check", "--windows", "split-1/4"]).stderr.contains("did you mean"))
    #expect(adpreview(["check", "--postures", "foldd"]).stderr.contains("did you mean folded?"))
    #expect(adpreview(["check", "--only", "iphone-x,"]).stderr.contains("empty selector"))
  }
}
