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
    guard
      case .array(let results) = try json(
        adpreview(
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

  @Test func narrowingToNoSceneIsAnErrorThatSaysWhy() {
    let windows = adpreview(["check", "--only", "iphone-x", "--windows", "split-1/3"])
    #expect(windows.exitCode == 2)
    #expect(windows.stdout.isEmpty)
    #expect(windows.stderr.contains("no scene to check on iphone-x: --windows split-1/3 (their windows: full)"), "\(windows.stderr)")
    let postures = adpreview(["check", "--only", "iphone-x", "--postures", "half-open"])
    #expect(postures.exitCode == 2)
    #expect(postures.stderr.contains("--postures half-open (their postures: none)"), "\(postures.stderr)")
    let orientations = adpreview(["check", "--only", "ipad-pro-11", "--os", "18", "--orientations", "portrait", "--windows", "split-1/2"])
    #expect(orientations.exitCode == 2)
    #expect(orientations.stderr.contains("their windows: full, split-2/3, split-1/3, slide-over"), "\(orientations.stderr)")
    // A window size refused by the scene says why.
    let big = adpreview(["check", "--only", "ipad-pro-11", "--os", "18", "--windows", "5000x5000"])
    #expect(big.exitCode == 2)
    #expect(big.stderr.contains("does not fit"), "\(big.stderr)")
  }

  @Test func windowSizesAreCheckedAsWindowChecksThem() {
    for size in ["0x0", "0.5x300", "300x0", "200000x300", "slide-over:0x100"] {
      let run = adpreview(["check", "--only", "ipad-pro-11", "--windows", size])
      #expect(run.exitCode == 2, "\(size)")
      #expect(run.stderr.contains("--windows: a window of "), "\(size): \(run.stderr)")
    }
    #expect(adpreview(["check", "--only", "ipad-pro-11", "--windows", "600x800"]).exitCode == 0)
  }
}
