import AdPreviewTestSupport
import Testing

/// The `check` table: what a user reads in a terminal or a CI log.
@Suite struct CheckTextReporterTests {
  /// Two devices with every format and every slot listed (`--all`), scene by scene: rows
  /// that say `ok`, sizes with a `×` (two UTF-8 bytes, one column) and fractions, and postures.
  static let sweep = [
    "check", "--ad", "all", "--all", "--only", "iphone-se-1,surface-duo-2", "--orientations", "portrait", "--group-by", "scene",
  ]

  @Test func theTableIsWhatItWas() {
    let run = adpreview(Self.sweep)
    #expect(run.exitCode == 1)
    assertSnapshot(run.stdout, named: "iphone-se-1-and-surface-duo-2")
  }

  @Test func everyColumnStartsAtTheSameTerminalColumnOnEveryLine() throws {
    // The table runs to the blank line before the totals.
    let lines = adpreview(Self.sweep).stdout.split(separator: "\n", omittingEmptySubsequences: false).prefix { !$0.isEmpty }
    let header = try #require(lines.first)
    #expect(header.hasPrefix("DEVICE"))
    // Where each header word starts, in columns (scalars): every row has a cell starting
    // there, after at least two spaces.
    let head = Array(header.unicodeScalars)
    let starts = ["ORIENTATION", "POSTURE", "WINDOW", "SLOT", "AD", "SIZE", "FINDINGS"].compactMap { word in
      let name = Array(word.unicodeScalars)
      return (1...head.count - name.count).first { start in
        head[start - 1] == " " && Array(head[start..<start + name.count]) == name
          && (start + name.count == head.count || head[start + name.count] == " ")
      }
    }
    #expect(starts.count == 7)
    #expect(starts == starts.sorted() && Set(starts).count == starts.count, "\(starts)")
    #expect(lines.count > 20)
    for line in lines {
      let scalars = Array(line.unicodeScalars)
      for start in starts {
        #expect(
          scalars.count > start && scalars[start] != " " && scalars[start - 1] == " " && scalars[start - 2] == " ",
          "\(line)")
      }
    }
    #expect(lines.contains { $0.hasSuffix(" ok") })
    #expect(lines.contains { $0.contains(" 537.6×90 ") })
  }

  @Test func withNothingToListOnlyTheTotalsArePrinted() {
    let run = adpreview(["check", "--ad", "banner", "--only", "iphone-x", "--orientations", "portrait"])
    #expect(run.exitCode == 0)
    #expect(run.stdout == "\n1 scenes checked, 0 with findings: 0 errors, 0 warnings, 0 info\n")
  }

  @Test func findingsAreListedWithTheirSeverityLetter() {
    let run = adpreview(["check", "--ad", "leaderboard", "--only", "iphone-x", "--orientations", "portrait", "--group-by", "scene"])
    let row = run.stdout.split(separator: "\n").first { $0.hasPrefix("iphone-x") }
    #expect(row?.hasSuffix("tablet-only-size(w) does-not-fit(e)") == true, "\(run.stdout)")
  }

  @Test func byDefaultARowIsASlotAndACodeWithWhereItHolds() throws {
    let files = try CheckExamplesTests.example("mistakes-app.json")
    let run = adpreview(["check", "--app", "examples/mistakes-app.json", "--only", "iphone-x,ipad-pro-11"], files: files)
    #expect(run.exitCode == 1)
    let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).prefix { !$0.isEmpty }
    #expect(lines.first?.hasPrefix("SLOT    FINDING") == true, "\(run.stdout)")
    let rows = lines.dropFirst().map { $0.split(separator: " ", maxSplits: 3, omittingEmptySubsequences: true).map(String.init) }
    // Each slot × code once, errors first.
    let pairs = rows.map { "\($0[0]) \($0[1])" }
    #expect(Set(pairs).count == pairs.count)
    #expect(rows.first?[1].hasSuffix("(e)") == true)
    let home = try #require(rows.first { $0[0] == "footer" && $0[1] == "overlaps-home-indicator(e)" })
    // Every scene of both devices: the iPhone X's three orientations, the iPad's four ×
    // full screen, its two tiled halves and Slide Over; on each one's release.
    #expect(home[2] == "19")
    #expect(home[3].drop { $0 == " " } == "every scene", "\(home[3])")
    // Where only some scenes fail, the combinations that do: the whole iPhone X, and the
    // iPad's three narrow windows in every orientation (not full screen).
    let media = try #require(rows.first { $0[0] == "feed" && $0[1] == "media-too-small(e)" })
    #expect(media[2] == "15")
    #expect(
      media[3].drop { $0 == " " } == "every scene on iphone-x; ipad-pro-11: window left-half, right-half, slide-over", "\(media[3])")
    #expect(run.stdout.contains("scenes checked"))
    // --all adds the slots with nothing to say.
    let clean = adpreview(
      ["check", "--app", "examples/news-app.json", "--only", "iphone-x", "--all"], files: try CheckExamplesTests.example("news-app.json"))
    #expect(
      clean.stdout.split(separator: "\n").contains { $0.hasPrefix("footer") && $0.contains(" ok ") && $0.hasSuffix("every scene") }, "\(clean.stdout)"
    )
  }
}
