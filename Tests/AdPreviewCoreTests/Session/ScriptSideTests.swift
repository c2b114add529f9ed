import Testing

@testable import AdPreviewCore

/// Side-by-side scripts (`compare`): each line's side, and one line performed on two sessions.
@Suite struct ScriptSideTests {
  @Test func aLinesSideIsReadFromItsFirstWord() throws {
    let script = try PreviewScript.parse(
      "left: rotate\nright:fold\n  both: appear\nsay \"note: a colon\"\nwait 100 # right: not a prefix\n", file: "s.play", sided: true)
    #expect(script.commands.map(\.command.scriptLine) == ["rotate", "fold", "appear", "say \"note: a colon\"", "wait 100"])
    #expect(script.sides == [.left, .right, .both, .both, .both])
    // A script of one scene addresses both with every line.
    let plain = try PreviewScript.parse("rotate\nfold\n", file: "s.play")
    #expect(plain.sides.isEmpty && plain.side(1) == .both)
  }

  /// `wait` and `say` are for both scenes; a side in front of one is refused on its line,
  /// not quietly applied to both.
  @Test(arguments: [("left: wait 10", "wait", "left"), ("right: say \"hi\"", "say", "right"), ("  left:wait 1", "wait", "left")])
  func aSideOnABothSidesCommandNamesItsLine(line: String, word: String, side: String) {
    #expect(
      throws: ScriptError(
        file: "s.play", line: 2,
        message: "\(word) is for both scenes, which share one clock and one caption: write it without \(side): in front")
    ) {
      try PreviewScript.parse("appear\n\(line)\n", file: "s.play", sided: true)
    }
    // Without a side, or with both:, they are read as before.
    #expect((try? PreviewScript.parse("wait 10\nboth: say \"hi\"\n", file: "s.play", sided: true))?.commands.count == 2)
  }

  /// A script saved with Windows or classic Mac line endings has the lines its author sees.
  @Test(arguments: ["\n", "\r\n", "\r"])
  func everyLineEndingEndsALine(ending: String) throws {
    let script = try PreviewScript.parse(
      ["appear", "left: rotate", "", "say \"a b\""].joined(separator: ending) + ending, file: "s.play", sided: true)
    #expect(script.commands.map(\.line) == [1, 2, 4])
    #expect(script.commands.map(\.command.scriptLine) == ["appear", "rotate", "say \"a b\""])
    #expect(throws: ScriptError(file: "s.play", line: 3, message: "appear takes no argument")) {
      try PreviewScript.parse(["appear", "wait 1", "appear now"].joined(separator: ending), file: "s.play")
    }
  }

  @Test func anUnknownSideOrABareOneNamesItsLine() {
    #expect(throws: ScriptError(file: "s.play", line: 2, message: "unknown side \"middle:\" (a line may start with left:, right: or both:)")) {
      try PreviewScript.parse("appear\nmiddle: rotate\n", file: "s.play", sided: true)
    }
    #expect(throws: ScriptError(file: "s.play", line: 1, message: "right: needs a command after it")) {
      try PreviewScript.parse("right:   # nothing\n", file: "s.play", sided: true)
    }
  }

  /// A compare script given where one scene plays (`play`, the previewer) is named as one,
  /// not as an unknown command `left:`.
  @Test func aSidedLineInAOneSceneScriptSaysItIsForCompare() {
    #expect(
      throws: ScriptError(
        file: "s.play", line: 2, message: "left: starts a line of a compare script (two scenes side by side): run it with `adpreview compare s.play`")
    ) {
      try PreviewScript.parse("appear\nleft: rotate\n", file: "s.play")
    }
    #expect(
      throws: ScriptError(
        file: "<stdin>", line: 1, message: "both: starts a line of a compare script (two scenes side by side): run it with `adpreview compare -`")
    ) {
      try PreviewScript.parse("both:appear\n", file: "<stdin>")
    }
    // A word that names no side is still an unknown command.
    #expect(throws: ScriptError.self) { try PreviewScript.parse("middle: rotate\n", file: "s.play") }
  }

  /// Each session ends where the lines for it took it, on one clock.
  @Test func eachSessionEndsWhereItsLinesTookIt() throws {
    let script = try PreviewScript.parse(
      """
      left: device iphone-x
      right: device iphone-duo
      appear
      left: rotate landscape-left
      right: posture half-open
      both: ad banner
      say "both"
      wait 500
      fold
      """, file: "s.play", sided: true)
    var left = try PreviewSession(catalog: bundledCatalog, selection: Selection())
    var right = try PreviewSession(catalog: bundledCatalog, selection: Selection())
    for (index, (_, command)) in script.commands.enumerated() {
      let outcome = SideBySide.perform(command, on: script.side(index), left: &left, right: &right)
      #expect(outcome.refusal == nil, "line \(index + 1): \(outcome.refusal ?? "")")
    }
    // A wait is for both: one clock.
    #expect(left.now == right.now && left.now >= 500)
    left.settle()
    right.settle()
    #expect(left.selection.deviceID == "iphone-x" && right.selection.deviceID == "iphone-duo")
    #expect(left.selection.orientation == .landscapeLeft && right.selection.orientation == .portrait)
    #expect(right.resolved.scene.posture?.name == .folded)
    #expect(left.selection.slot.format == .banner && right.selection.slot.format == .banner)
    #expect(left.caption?.text == "both" && right.caption?.text == "both")
    // The iPhone X cannot fold: it skipped the line and said so.
    #expect(left.log.contains { $0.text.hasPrefix("skipped here: ") })
  }

  @Test func aLineNoSideItAddressesCanTakeIsRefused() throws {
    var left = try PreviewSession(catalog: bundledCatalog, selection: Selection(deviceID: "iphone-x"))
    var right = try PreviewSession(catalog: bundledCatalog, selection: Selection(deviceID: "iphone-duo"))
    let oneSide = SideBySide.perform(.fold, on: .left, left: &left, right: &right)
    #expect(oneSide.refusal?.hasPrefix("left: ") == true)
    #expect(oneSide.right == nil)
    var phone = try PreviewSession(catalog: bundledCatalog, selection: Selection(deviceID: "iphone-x"))
    let both = SideBySide.perform(.fold, on: .both, left: &left, right: &phone)
    #expect(both.refusal != nil)
    #expect(both.refusal?.hasPrefix("left: ") == false, "the same reason is said once")
  }
}
