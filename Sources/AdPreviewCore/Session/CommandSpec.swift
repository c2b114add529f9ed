import AdPreviewFormats

/// One word of the command vocabulary: how it is written, what it takes, what it does, how
/// it reads and how a command of it is written back. `CommandSpec.all` is the one table the
/// parser, `scriptLine`, the grammar, the names, the README and the round-trip test read;
/// adding a command is an entry here and its rule in the session.
public struct CommandSpec: Sendable {
  /// `device`.
  public var word: String
  /// `ID|next|previous`; empty for none.
  public var arguments: String
  /// A short note for the grammar, after the arguments; may be empty.
  public var note: String
  /// What it does, for the README's table.
  public var help: String
  /// Commands of this word, for the round-trip test.
  public var examples: [PreviewCommand]
  let parse: @Sendable (CommandArguments) throws(CommandSyntaxError) -> PreviewCommand
  /// The arguments of `command` if it is of this word (empty for none), else nil.
  let spell: @Sendable (PreviewCommand) -> String?

  /// Each word's entry, for the parser.
  static let named = Dictionary(uniqueKeysWithValues: all.map { ($0.word, $0) })

  static func word<Value>(_ choice: PreviewCommand.Choice<Value>, _ spell: (Value) -> String) -> String {
    switch choice {
    case .to(let value): spell(value)
    case .step(let step): step.rawValue
    }
  }

  static func word<Value>(_ toggle: PreviewCommand.Toggle<Value>, _ spell: (Value) -> String) -> String {
    switch toggle {
    case .to(let value): spell(value)
    case .toggle: "toggle"
    }
  }

  static func signed(_ value: Double) -> String { value >= 0 ? "+" + formatPoints(value) : formatPoints(value) }

  /// A command without arguments.
  static func bare(_ word: String, _ command: PreviewCommand, help: String, note: String = "") -> CommandSpec {
    CommandSpec(
      word: word, arguments: "", note: note, help: help, examples: [command],
      parse: { arguments throws(CommandSyntaxError) in
        try arguments.none()
        return command
      }, spell: { $0 == command ? "" : nil })
  }

  /// Every command, in the order of the grammar.
  public static let all: [CommandSpec] = [
    CommandSpec(
      word: "device", arguments: "ID|next|previous", note: "",
      help: "another device (its default posture, full screen, portrait if it cannot keep the orientation, the same OS release if it runs it)",
      examples: [.device(.to("iphone-x")), .device(.step(.next)), .device(.step(.previous))],
      parse: { a throws(CommandSyntaxError) in .device(try a.step { $0 }) },
      spell: { if case .device(let c) = $0 { word(c) { $0 } } else { nil } }),
    CommandSpec(
      word: "os", arguments: "RELEASE|next|previous", note: "18, 26.1, 27: the iOS / iPadOS release, among those the device runs",
      help: "another iOS / iPadOS release of the device: the app launches again on it (a window the release lacks becomes full screen)",
      examples: [.os(.to(OSVersion(18))), .os(.to(OSVersion(26, 1))), .os(.step(.next)), .os(.step(.previous))],
      parse: { a throws(CommandSyntaxError) in
        let word = try a.one()
        if let step = PreviewCommand.Step(rawValue: word) { return .os(.step(step)) }
        guard let version = OSVersion(parsing: word), OSRelease.named(version) != nil else {
          throw a.fail("os: \(a.quoted(word)) is not a release adpreview models (\(OSRelease.listing)), next or previous")
        }
        return .os(.to(version))
      },
      spell: { if case .os(let c) = $0 { word(c, \.description) } else { nil } }),
    CommandSpec(
      word: "ad", arguments: "FORMAT|next|previous", note: "", help: "another format for the slot",
      examples: AdFormat.allCases.map { .ad(.to($0)) } + [.ad(.step(.next)), .ad(.step(.previous))],
      parse: { a throws(CommandSyntaxError) in .ad(try a.choice(AdFormat.self)) },
      spell: { if case .ad(let c) = $0 { word(c, \.rawValue) } else { nil } }),
    CommandSpec(
      word: "slot", arguments: "NAME|next|previous", note: "which slot of an --app file the slot commands change",
      help: "which slot of an `--app` file the slot commands change",
      examples: [.slot(.to("feed")), .slot(.step(.next)), .slot(.step(.previous))],
      parse: { a throws(CommandSyntaxError) in .slot(try a.step { $0 }) },
      spell: { if case .slot(let c) = $0 { word(c) { $0 } } else { nil } }),
    CommandSpec(
      word: "mode", arguments: "test|production|toggle", note: "", help: "test or production requests",
      examples: RequestMode.allCases.map { .mode(.to($0)) } + [.mode(.toggle)],
      parse: { a throws(CommandSyntaxError) in .mode(try a.toggle(RequestMode.self)) },
      spell: { if case .mode(let t) = $0 { word(t, \.rawValue) } else { nil } }),
    CommandSpec(
      word: "multi-scene", arguments: "on|off", note: "", help: "whether the app supports multiple scenes",
      examples: [.multiScene(true), .multiScene(false)],
      parse: { a throws(CommandSyntaxError) in
        guard case .to(let on) = try a.onOff(allowToggle: false) else { throw a.fail("multi-scene takes on or off") }
        return .multiScene(on)
      },
      spell: { if case .multiScene(let on) = $0 { on ? "on" : "off" } else { nil } }),
    CommandSpec(
      word: "sdk", arguments: SDKVersion.allCases.map(\.rawValue).joined(separator: "|"), note: "the Google Mobile Ads SDK release",
      help: "the Google Mobile Ads SDK release the app links (its ad views are rebuilt)",
      examples: SDKVersion.allCases.map { .sdk($0) },
      parse: { a throws(CommandSyntaxError) in
        let word = try a.one()
        guard let version = SDKVersion(rawValue: word) else {
          throw a.fail(
            "sdk: \(a.quoted(word)) is not \(SDKVersion.allCases.map(\.rawValue).joined(separator: " or ")) (the SDK releases adpreview models)")
        }
        return .sdk(version)
      },
      spell: { if case .sdk(let version) = $0 { version.rawValue } else { nil } }),
    CommandSpec(
      word: "host", arguments: (WindowHost.Name.allCases.map(\.rawValue) + ["none", "next", "previous"]).joined(separator: "|"),
      note: "where a resized iPhone window is shown, after `window WxH`",
      help: "show the resized iPhone window in its host (`mac`: iPhone Mirroring, `ipad`: an iPhone app on an iPad) or on the "
        + "phone (`none`), as `--host` does; a scene that is no resized iPhone window on iOS 27 or later refuses a host",
      examples: WindowHost.Name.allCases.map { .host(.to($0)) } + [.host(.to(nil)), .host(.step(.next)), .host(.step(.previous))],
      parse: { a throws(CommandSyntaxError) in
        let word = try a.one()
        if word == "none" { return .host(.to(nil)) }
        if let step = PreviewCommand.Step(rawValue: word) { return .host(.step(step)) }
        return .host(.to(try a.value(word, WindowHost.Name.self, extra: ["none", "next", "previous"])))
      },
      spell: {
        guard case .host(let choice) = $0 else { return nil }
        switch choice {
        case .to(let host): return host?.rawValue ?? "none"
        case .step(let step): return step.rawValue
        }
      }),
    CommandSpec(
      word: "vertical-bars", arguments: "automatic|disabled|toggle", note: "the app's preferredVerticalBarBehavior",
      help: "let the system put the app's bars and the status bar along a side (`automatic`, the iPhone Duo's) or keep them "
        + "horizontal (`disabled`), as `--vertical-bars` does; the safe area changes, no view resizes, so only a changed size "
        + "reloads; a device without vertical bars shows no difference",
      examples: VerticalBarBehavior.allCases.map { .verticalBars(.to($0)) } + [.verticalBars(.toggle)],
      parse: { a throws(CommandSyntaxError) in .verticalBars(try a.toggle(VerticalBarBehavior.self)) },
      spell: { if case .verticalBars(let t) = $0 { word(t, \.rawValue) } else { nil } }),
    CommandSpec(
      word: "scene", arguments: "set|unset|toggle", note: "", help: "whether requests carry `request.scene`",
      examples: SceneSetting.allCases.map { .scene(.to($0)) } + [.scene(.toggle)],
      parse: { a throws(CommandSyntaxError) in .scene(try a.toggle(SceneSetting.self)) },
      spell: { if case .scene(let t) = $0 { word(t, \.rawValue) } else { nil } }),
    bare("appear", .appear, help: "`viewDidAppear`: the first requests (once)"),
    CommandSpec(
      word: "rotate", arguments: "[ORIENTATION|cw|ccw]",
      note: "no argument: a quarter turn clockwise, skipping orientations the device refuses",
      help: "rotate; without an orientation a quarter turn clockwise, skipping orientations the device refuses; an orientation "
        + "the device does not support is refused (a script error, with the words `layout --orientation` uses), as a bare "
        + "`rotate` is on a device with one orientation",
      examples: [.rotate(.clockwise), .rotate(.counterClockwise)] + Orientation.allCases.map { .rotate(.to($0)) },
      parse: { a throws(CommandSyntaxError) in
        if a.words.isEmpty { return .rotate(.clockwise) }
        let word = try a.one()
        if word == "cw" { return .rotate(.clockwise) }
        if word == "ccw" { return .rotate(.counterClockwise) }
        return .rotate(.to(try a.value(word, Orientation.self, extra: ["cw", "ccw"])))
      },
      spell: { command in
        guard case .rotate(let rotation) = command else { return nil }
        switch rotation {
        case .clockwise: return ""
        case .counterClockwise: return "ccw"
        case .to(let orientation): return orientation.rawValue
        }
      }),
    bare("fold", .fold, help: "foldables: folded; dual-screen devices: one screen"),
    bare("unfold", .unfold, help: "foldables: open; dual-screen devices: spanned"),
    CommandSpec(
      word: "posture", arguments: "NAME|next|previous", note: "", help: "a posture of a foldable or dual-screen device",
      examples: PostureName.allCases.map { .posture(.to($0)) } + [.posture(.step(.next)), .posture(.step(.previous))],
      parse: { a throws(CommandSyntaxError) in .posture(try a.choice(PostureName.self)) },
      spell: { if case .posture(let c) = $0 { word(c, \.rawValue) } else { nil } }),
    CommandSpec(
      word: "window", arguments: "PRESET|WxH|WxH@X,Y|next|previous",
      note: "iPadOS ≤ 18: split-1/3, split-1/2, split-2/3, each with -left or -right for the app's pane, slide-over; "
        + "iPadOS 26+: left-half, right-half, slide-over, slide-over:WxH, WxH; iOS 27 iPhones: WxH; "
        + "foldables' inner display: split-1/2-left or -right, -top or -bottom on a turned Android foldable",
      help: "the windows the device has on its release: iPad windows, iOS 27 iPhone windows; a Split View preset the new orientation "
        + "lacks becomes the nearest one on rotation, and a step past one says so",
      examples: [.window(.to(.full)), .window(.to(.free(Size(width: 600, height: 800.5)))), .window(.step(.next)), .window(.step(.previous))]
        + WindowPresetName.allCases.map { .window(.to(.preset($0))) }
        + PaneSide.across.flatMap { side in [.window(.to(.preset(.splitOneThird, side: side))), .window(.to(.tiled(side)))] }
        + PaneSide.stacked.map { .window(.to(.preset(.splitHalf, side: $0))) }
        + [.window(.to(.slideOver(Size(width: 400, height: 900)))), .window(.to(.placed(Rect(x: 10, y: 20, width: 600, height: 800))))],
      parse: { a throws(CommandSyntaxError) in
        let word = try a.one()
        if let step = PreviewCommand.Step(rawValue: word) { return .window(.step(step)) }
        guard let window = WindowChoice(parsing: word) else {
          throw a.fail(
            "window: \(a.quoted(word)) is not full, split-1/3, split-1/2, split-2/3 (with -left or -right; -top or -bottom), slide-over, "
              + "left-half, right-half, slide-over:WxH, WxH, WxH@X,Y, next or previous")
        }
        return .window(.to(window))
      },
      spell: { if case .window(let c) = $0 { word(c, \.description) } else { nil } }),
    CommandSpec(
      word: "resize", arguments: "DX DY", note: "a free window, in points", help: "resize a free window by so many points",
      examples: [.resize(dx: -10, dy: 0), .resize(dx: 0, dy: 12.5)],
      parse: { a throws(CommandSyntaxError) in
        guard a.words.count == 2 else { throw a.fail("resize takes two numbers, DX DY (points), got \(a.words.count) arguments") }
        var deltas: [Double] = []
        for word in a.words {
          guard let delta = DecimalNumber.parse(word.hasPrefix("+") ? word.dropFirst() : Substring(word)), abs(delta) <= 100_000 else {
            throw a.fail("resize: \(a.quoted(word)) is not a number of points (like +10 or -20)")
          }
          deltas.append(delta)
        }
        return .resize(dx: deltas[0], dy: deltas[1])
      },
      spell: { if case .resize(let dx, let dy) = $0 { "\(signed(dx)) \(signed(dy))" } else { nil } }),
    CommandSpec(
      word: "wait", arguments: "TIME", note: "milliseconds, or with a unit: 500ms, 30s, 5m, 4h",
      help: "let simulated time pass (a day at most): milliseconds (`400`) or with a unit (`500ms`, `30s`, `5m`, `4h`)",
      examples: [.wait(0), .wait(250), .wait(86_400_000)],
      parse: { a throws(CommandSyntaxError) in .wait(try a.duration()) },
      spell: { if case .wait(let ms) = $0 { "\(ms)" } else { nil } }),
    bare("present", .present, help: "present the full-screen slot's ad"),
    bare("dismiss", .dismiss, help: "dismiss the presented full-screen ad"),
    bare("background", .background, help: "the app leaves the screen (`sceneDidEnterBackground`)"),
    bare(
      "foreground", .foreground, help: "the app comes back: app open ads show here, and expire after 4 hours",
      note: "app open ads show here"),
    bare("collapse", .collapse, help: "tap a collapsible banner's collapse button", note: "a collapsible banner's overlay"),
    CommandSpec(
      word: "collapsible", arguments: "top|bottom|off", note: "the banner's collapsible extra",
      help: "the banner's `collapsible` request extra (a new request)",
      examples: [.collapsible(nil)] + CollapsiblePlacement.allCases.map { .collapsible($0) },
      parse: { a throws(CommandSyntaxError) in
        let word = try a.one()
        if word == "off" { return .collapsible(nil) }
        return .collapsible(try a.value(word, CollapsiblePlacement.self, extra: ["off"]))
      },
      spell: { if case .collapsible(let placement) = $0 { placement?.rawValue ?? "off" } else { nil } }),
    CommandSpec(
      word: "position", arguments: "top|bottom|toggle", note: "", help: "the slot at the top or bottom of its guide",
      examples: AdPosition.allCases.map { .position(.to($0)) } + [.position(.toggle)],
      parse: { a throws(CommandSyntaxError) in .position(try a.toggle(AdPosition.self)) },
      spell: { if case .position(let t) = $0 { word(t, \.rawValue) } else { nil } }),
    CommandSpec(
      word: "align", arguments: "center|fill|toggle", note: "", help: "the ad view at its width, or filling the guide's",
      examples: AdAlignment.allCases.map { .align(.to($0)) } + [.align(.toggle)],
      parse: { a throws(CommandSyntaxError) in .align(try a.toggle(AdAlignment.self)) },
      spell: { if case .align(let t) = $0 { word(t, \.rawValue) } else { nil } }),
    CommandSpec(
      word: "guide", arguments: "safe-area|layout-guides|superview|toggle", note: "legacy: superview's old name",
      help: "the layout guide the ad is pinned to (`legacy`: `superview`'s old name)",
      examples: LayoutGuide.allCases.map { .guide(.to($0)) } + [.guide(.toggle)],
      parse: { a throws(CommandSyntaxError) in
        let word = try a.one()
        if word == "toggle" { return .guide(.toggle) }
        guard let guide = LayoutGuide(named: word) else {
          throw a.fail("guide: \(a.quoted(word)) is not safe-area, layout-guides, superview (legacy: its old name) or toggle")
        }
        return .guide(.to(guide))
      },
      spell: { if case .guide(let t) = $0 { word(t, \.rawValue) } else { nil } }),
    CommandSpec(
      word: "adchoices", arguments: "CORNER|next|previous", note: "", help: "the native ad's AdChoices corner",
      examples: AdChoicesCorner.allCases.map { .adChoices(.to($0)) } + [.adChoices(.step(.next)), .adChoices(.step(.previous))],
      parse: { a throws(CommandSyntaxError) in .adChoices(try a.choice(AdChoicesCorner.self)) },
      spell: { if case .adChoices(let c) = $0 { word(c, \.rawValue) } else { nil } }),
    CommandSpec(
      word: "refresh", arguments: "SECONDS|off", note: "30–120", help: "banner refresh every 30–120 seconds, or off",
      examples: [.refresh(nil), .refresh(30), .refresh(120)],
      parse: { a throws(CommandSyntaxError) in
        let word = try a.one()
        if word == "off" { return .refresh(nil) }
        guard let seconds = Int(decimal: word), (30...120).contains(seconds) else {
          throw a.fail("refresh: \(a.quoted(word)) is not off or 30–120 seconds")
        }
        return .refresh(seconds)
      },
      spell: { if case .refresh(let seconds) = $0 { seconds.map(String.init) ?? "off" } else { nil } }),
    CommandSpec(
      word: "reload", arguments: "on|off|toggle", note: "whether the app reloads banners on resize",
      help: "whether banners reload on resize (off: the stale-size bug)",
      examples: [.reload(.to(true)), .reload(.to(false)), .reload(.toggle)],
      parse: { a throws(CommandSyntaxError) in .reload(try a.onOff(allowToggle: true)) },
      spell: { if case .reload(let t) = $0 { word(t) { $0 ? "on" : "off" } } else { nil } }),
    CommandSpec(
      word: "failures", arguments: "PERCENT", note: "", help: "the share of requests that fail (seeded by `--seed`)",
      examples: [.failures(0), .failures(0.125), .failures(1)],
      parse: { a throws(CommandSyntaxError) in
        let word = try a.one()
        guard let percent = DecimalNumber.parse(word.hasSuffix("%") ? word.dropLast() : Substring(word)), (0...100).contains(percent)
        else {
          throw a.fail("failures: \(a.quoted(word)) is not a percentage 0–100")
        }
        return .failures((percent * 1000).rounded() / 100_000)
      },
      spell: { if case .failures(let rate) = $0 { "\(formatPoints((rate * 100_000).rounded() / 1000))%" } else { nil } }),
    CommandSpec(
      word: "latency", arguments: "MS", note: "", help: "the simulated load latency",
      examples: [.latency(0), .latency(1500)],
      parse: { a throws(CommandSyntaxError) in .latency(try a.milliseconds()) },
      spell: { if case .latency(let ms) = $0 { "\(ms)" } else { nil } }),
    CommandSpec(
      word: "say", arguments: "\"TEXT\"", note: "a caption over the picture until the next; \"\" clears it",
      help: "a caption over the picture in `--watch`, casts and exports, until the next `say` (`say \"\"` clears it); "
        + "the text quoted (`\\\"` and `\\\\` inside) or the rest of the line, at most 200 characters",
      examples: [.say("Flicked to the left half: the interstitial no longer fits"), .say(""), .say("a \"quote\" and a \\ # not a comment")],
      parse: { a throws(CommandSyntaxError) in .say(try a.caption()) },
      spell: { command in
        guard case .say(let text) = command else { return nil }
        return "\"" + text.replacing(every: "\\", with: "\\\\").replacing(every: "\"", with: "\\\"") + "\""
      }),
    bare(
      "pause", .pause,
      help: "hold the scenario and its caption until a key is pressed (`--watch`, `--script`); "
        + "in casts and exports, which no key reaches, hold \(PreviewCommand.pauseHold / 1000) seconds",
      note: "until a key; 4 s in exports"),
  ]

  /// The README's table of script commands.
  public static var markdown: String {
    var text = "| command | what it does |\n|---|---|\n"
    for spec in all {
      let usage = [spec.word, spec.arguments].filter { !$0.isEmpty }.joined(separator: " ").replacingBars()
      text += "| `\(usage)` | \(spec.help.replacingBars()) |\n"
    }
    return text
  }
}

extension String {
  /// `a\|b`: a bar that does not end a Markdown table cell.
  fileprivate func replacingBars() -> String { split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|") }
}
