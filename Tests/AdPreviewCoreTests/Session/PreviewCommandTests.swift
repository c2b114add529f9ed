import Testing

@testable import AdPreviewCore

@Suite struct PreviewCommandTests {
  /// Every case of the vocabulary, each shape of its argument.
  static let everyCommand: [PreviewCommand] = {
    var commands: [PreviewCommand] = [
      .slot(.to("feed")), .slot(.step(.next)), .slot(.step(.previous)),
      .device(.to("iphone-x")), .device(.step(.next)), .device(.step(.previous)),
      .os(.to(OSVersion(18))), .os(.to(OSVersion(26, 1))), .os(.step(.next)), .os(.step(.previous)),
      .multiScene(true), .multiScene(false), .sdk(.v12), .sdk(.v13), .appear,
      .rotate(.clockwise), .rotate(.counterClockwise), .fold, .unfold,
      .window(.to(.full)), .window(.to(.free(Size(width: 600, height: 800.5)))), .window(.step(.next)), .window(.step(.previous)),
      .resize(dx: -10, dy: 0), .resize(dx: 0, dy: 12.5), .wait(0), .wait(86_400_000), .present, .dismiss,
      .refresh(nil), .refresh(30), .refresh(120), .reload(.to(true)), .reload(.to(false)), .reload(.toggle),
      .failures(0), .failures(0.125), .failures(1), .latency(0), .latency(1500),
      .mode(.toggle), .scene(.toggle), .position(.toggle), .align(.toggle), .guide(.toggle),
      .posture(.step(.next)), .posture(.step(.previous)), .ad(.step(.next)), .ad(.step(.previous)),
      .adChoices(.step(.next)), .adChoices(.step(.previous)),
      .background, .foreground, .collapse, .collapsible(nil), .collapsible(.top), .collapsible(.bottom),
    ]
    commands += AdFormat.allCases.map { .ad(.to($0)) }
    commands += RequestMode.allCases.map { .mode(.to($0)) }
    commands += SceneSetting.allCases.map { .scene(.to($0)) }
    commands += Orientation.allCases.map { .rotate(.to($0)) }
    commands += PostureName.allCases.map { .posture(.to($0)) }
    commands += WindowPresetName.allCases.map { .window(.to(.preset($0))) }
    commands += PaneSide.allCases.flatMap { side in
      [.window(.to(.preset(.splitOneThird, side: side))), .window(.to(.tiled(side)))]
    }
    commands += [
      .window(.to(.slideOver(Size(width: 400, height: 900)))),
      .window(.to(.placed(Rect(x: 10, y: 20.5, width: 600, height: 700)))),
    ]
    commands += AdPosition.allCases.map { .position(.to($0)) }
    commands += AdAlignment.allCases.map { .align(.to($0)) }
    commands += LayoutGuide.allCases.map { .guide(.to($0)) }
    commands += AdChoicesCorner.allCases.map { .adChoices(.to($0)) }
    return commands
  }()

  @Test(arguments: everyCommand)
  func everyCommandReadsBackFromItsScriptLine(command: PreviewCommand) throws {
    let line = command.scriptLine
    #expect(try PreviewCommand(parsing: line) == command, "\(line)")
  }

  @Test func theVocabularyCoversEveryCommandWord() {
    let words = Set(PreviewCommandTests.everyCommand.map { String($0.scriptLine.split(separator: " ")[0]) })
    #expect(words == Set(PreviewCommand.names))
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
    #expect(script.commands.map(\.command) == [
      .device(.to("iphone-x")), .ad(.to(.banner)), .rotate(.clockwise), .rotate(.to(.landscapeRight)),
      .window(.to(.free(Size(width: 600, height: 800)))), .wait(250), .failures(0.3),
    ])
  }

  @Test(arguments: [
    ("dance", "unknown command \"dance\" (commands: device, os, ad, slot, mode, multi-scene, sdk, scene, appear, rotate, fold, unfold, posture, window, resize, wait, present, dismiss, background, foreground, collapse, collapsible, position, align, guide, adchoices, refresh, reload, failures, latency)"),
    ("ad billboard", "ad: \"billboard\" is not one of banner, large-banner, medium-rectangle, full-banner, leaderboard, skyscraper, smart-banner, anchored-adaptive, large-anchored-adaptive, inline-adaptive, native, native-small, native-medium, interstitial, rewarded, rewarded-interstitial, app-open, none, next, previous"),
    ("wait soon", "wait: \"soon\" is not a time up to a day: milliseconds (400), or with a unit (500ms, 30s, 5m, 4h)"),
    ("wait 1e5", "wait: \"1e5\" is not a time up to a day: milliseconds (400), or with a unit (500ms, 30s, 5m, 4h)"),
    ("wait 25h", "wait: \"25h\" is not a time up to a day: milliseconds (400), or with a unit (500ms, 30s, 5m, 4h)"),
    ("collapsible left", "collapsible: \"left\" is not one of top, bottom, off"),
    ("latency 90000000", "latency: \"90000000\" is not a number of milliseconds from 0 to 86400000 (a day)"),
    ("appear now", "appear takes no argument"),
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
}
