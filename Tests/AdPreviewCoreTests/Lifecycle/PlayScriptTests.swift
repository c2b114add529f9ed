import Testing

@testable import AdPreviewCore

@Suite struct PlayScriptTests {
  @Test func readsCommandsCommentsAndBlankLines() throws {
    let script = try PlayScript.parse("""
      # a comment
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
      .device("iphone-x"), .ad(.banner), .rotate(nil), .rotate(.landscapeRight),
      .window(.free(Size(width: 600, height: 800))), .wait(250), .failures(0.3),
    ])
  }

  @Test(arguments: [
    ("dance", "t.play:1: unknown command \"dance\" (commands: device, ad, mode, multi-scene, scene, appear, rotate, fold, unfold, posture, window, wait, present, dismiss, position, align, guide, adchoices, refresh, reload, failures)"),
    ("ad billboard", "t.play:1: ad: \"billboard\" is not one of banner, large-banner, medium-rectangle, full-banner, leaderboard, skyscraper, smart-banner, anchored-adaptive, large-anchored-adaptive, inline-adaptive, native, native-small, native-medium, interstitial, rewarded, none"),
    ("wait soon", "t.play:1: wait: \"soon\" is not a number of milliseconds"),
    ("appear now", "t.play:1: appear takes no argument"),
    ("refresh 10", "t.play:1: refresh: \"10\" is not off or 30–120 seconds"),
    ("device", "t.play:1: device takes one argument, got 0"),
  ])
  func badLinesNameTheFileAndLine(text: String, message: String) {
    #expect(throws: PlayScriptError(file: "t.play", line: 1, message: String(message.dropFirst("t.play:1: ".count)))) {
      try PlayScript.parse(text, file: "t.play")
    }
  }

  @Test func aScenarioTheDeviceCannotTakeIsAnError() throws {
    let script = try PlayScript.parse("device iphone-x\nappear\nfold\n", file: "s.play")
    #expect(throws: PlayScriptError(file: "s.play", line: 3, message: "iPhone X does not fold (it has no postures)")) {
      try PlayRunner.run(script, file: "s.play", catalog: bundledCatalog)
    }
    let window = try PlayScript.parse("device iphone-x\nwindow split-1/3\n", file: "s.play")
    #expect(throws: PlayScriptError.self) { try PlayRunner.run(window, file: "s.play", catalog: bundledCatalog) }
  }

  @Test func aRefusedRotationIsLoggedNotAnError() throws {
    let script = try PlayScript.parse("device iphone-x\nappear\nrotate portrait-upside-down\n", file: "s.play")
    let log = try PlayRunner.run(script, file: "s.play", catalog: bundledCatalog)
    #expect(log.contains { $0.kind == .skipped && $0.text.hasPrefix("iPhone X does not support portrait-upside-down") })
  }
}
