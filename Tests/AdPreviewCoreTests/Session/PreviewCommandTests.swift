import Testing

@testable import AdPreviewCore

@Suite struct PreviewCommandTests {
  /// Every case of the vocabulary, each shape of its argument.
  /// Every command of the table's examples: the round trip reads the one table.
  static let everyCommand: [PreviewCommand] = CommandSpec.all.flatMap(\.examples)

  @Test(arguments: everyCommand)
  func everyCommandReadsBackFromItsScriptLine(command: PreviewCommand) throws {
    let line = command.scriptLine
    #expect(try PreviewCommand(parsing: line) == command, "\(line)")
  }

  /// Each entry spells its own examples and no other entry claims them.
  @Test func everyEntryOwnsItsExamples() {
    for spec in CommandSpec.all {
      #expect(!spec.examples.isEmpty, "\(spec.word)")
      for command in spec.examples {
        #expect(String(command.scriptLine.split(separator: " ")[0]) == spec.word, "\(command)")
        #expect(CommandSpec.all.filter { $0.spell(command) != nil }.count == 1, "\(command)")
      }
    }
    #expect(Set(PreviewCommand.names).count == CommandSpec.all.count)
  }

  /// A caption is quoted (a `#` inside it is text, not a comment) or the rest of the line.
  @Test func aCaptionIsQuotedOrTheRestOfTheLine() throws {
    let script = try PreviewScript.parse(
      """
      say "Split View: the ad #1 no longer fits"   # a comment
      say   the rest   of the line   # another
      say "a \\"quote\\" and a \\\\"
      say ""
      """, file: "t.play")
    #expect(
      script.commands.map(\.command) == [
        .say("Split View: the ad #1 no longer fits"), .say("the rest   of the line"), .say("a \"quote\" and a \\"), .say(""),
      ])
  }

  @Test func readsCommandsCommentsAndBlankLines() throws {
    let script = try PreviewScript.parse(
      """
      \u{FEFF}# a comment
      device iphone-x   # trailing comment

      ad banner
      rotate
      rotate landscape-right
      window 600x800
      wait 250
      failures 30%
      """, file: "t.play")
    #expect(script.commands.map(\.line) == [2, 4, 5, 6, 7, 8, 9])
    #expect(
      script.commands.map(\.command) == [
        .device(.to("iphone-x")), .ad(.to(.banner)), .rotate(.clockwise), .rotate(.to(.landscapeRight)),
        .window(.to(.free(Size(width: 600, height: 800)))), .wait(250), .failures(0.3),
      ])
  }

  @Test(arguments: [
    (
      "dance",
      "unknown command \"dance\" (commands: device, os, ad, slot, mode, multi-scene, sdk, host, vertical-bars, scene, appear, rotate, fold, unfold, posture, window, resize, wait, present, dismiss, background, foreground, collapse, collapsible, position, align, guide, adchoices, refresh, reload, failures, latency, say, pause)"
    ),
    (
      "ad billboard",
      "ad: \"billboard\" is not one of banner, large-banner, medium-rectangle, full-banner, leaderboard, skyscraper, smart-banner, anchored-adaptive, large-anchored-adaptive, inline-adaptive, native, native-small, native-medium, interstitial, rewarded, rewarded-interstitial, app-open, none, next, previous"
    ),
    ("wait soon", "wait: \"soon\" is not a time up to a day: milliseconds (400), or with a unit (500ms, 30s, 5m, 4h)"),
    ("wait 1e5", "wait: \"1e5\" is not a time up to a day: milliseconds (400), or with a unit (500ms, 30s, 5m, 4h)"),
    ("wait 25h", "wait: \"25h\" is not a time up to a day: milliseconds (400), or with a unit (500ms, 30s, 5m, 4h)"),
    ("collapsible left", "collapsible: \"left\" is not one of top, bottom, off"),
    ("latency 90000000", "latency: \"90000000\" is not a number of milliseconds from 0 to 86400000 (a day)"),
    ("appear now", "appear takes no argument"),
    ("say \"no end", "say: the quoted text has no closing quote"),
    ("say \"one\" two", "say: text after the closing quote"),
    ("say " + String(repeating: "x", count: 201), "say: the text is longer than 200 characters"),
    ("refresh 10", "refresh: \"10\" is not off or 30–120 seconds"),
    ("device", "device takes one argument, got 0"),
    ("resize 10", "resize takes two numbers, DX DY (points), got 1 arguments"),
    ("resize 0x10 5", "resize: \"0x10\" is not a number of points (like +10 or -20)"),
    ("rotate sideways", "rotate: \"sideways\" is not one of portrait, landscape-left, landscape-right, portrait-upside-down, cw, ccw"),
    ("multi-scene toggle", "multi-scene: \"toggle\" is not on or off"),
  ])
  func badLinesNameTheFileAndLine(text: String, message: String) {
    #expect(throws: ScriptError(file: "t.play", line: 2, message: message)) {
      try PreviewScript.parse("appear\n" + text, file: "t.play")
    }
  }

  /// `wait` reads the units a script about an app open ad's 4-hour expiry wants.
  @Test func waitReadsUnits() throws {
    let script = try PreviewScript.parse("wait 4h\nwait 30s\nwait 5m\nwait 500ms\nwait 400\nwait 24h", file: "t.play")
    #expect(script.commands.map(\.command) == [.wait(14_400_000), .wait(30_000), .wait(300_000), .wait(500), .wait(400), .wait(86_400_000)])
  }

  /// A step from a value not in the list: next is the first, previous the last.
  @Test func aStepFromOutsideTheListStartsAtAnEnd() {
    let all = [1, 2, 3]
    #expect(PreviewCommand.Choice<Int>.step(.next).value(in: all, current: 9) == 1)
    #expect(PreviewCommand.Choice<Int>.step(.previous).value(in: all, current: 9) == 3)
    #expect(PreviewCommand.Choice<Int>.step(.previous).value(in: all, current: 1) == 3)
  }
}

/// A mistyped script word names the nearest one, as options do.
@Suite struct ScriptDidYouMeanTests {
  @Test func aMistypedCommandOrValueSaysWhatWasMeant() {
    let command = #expect(throws: CommandSyntaxError.self) { try PreviewCommand(parsing: "rotat left") }
    #expect(command?.message.hasSuffix("(did you mean rotate?)") == true)
    let value = #expect(throws: CommandSyntaxError.self) { try PreviewCommand(parsing: "rotate landscap-left") }
    #expect(value?.message.hasSuffix("(did you mean landscape-left?)") == true)
  }
}

/// `o` and `O` step through major releases, each at its newest point release.
@Suite struct OSStepTests {
  @Test func stepsGoMajorByMajorAndScriptsReachEveryPointRelease() {
    var preview = session(Selection(deviceID: "ipad-pro-11"))
    preview.perform(.os(.to(OSVersion(27, 1))))
    var seen: [String] = []
    for _ in 0..<3 {
      preview.perform(.os(.step(.previous)))
      seen.append(preview.resolved.scene.os.map { "\($0)" } ?? "-")
    }
    #expect(seen == ["26.6", "18", "17"])
    preview.perform(.os(.to(OSVersion(26, 2))))
    #expect(preview.resolved.scene.os == OSVersion(26, 2))
    preview.perform(.os(.step(.next)))
    #expect(preview.resolved.scene.os == OSVersion(27, 1))
  }
}
