/// A script line that could not be read: `file:line: message`.
public struct ScriptError: Error, Equatable, Sendable, CustomStringConvertible {
  public var file: String
  public var line: Int
  public var message: String

  public init(file: String, line: Int, message: String) {
    self.file = file
    self.line = line
    self.message = message
  }

  public var description: String { "\(file):\(line): \(message)" }
}

/// Why a command's words could not be read.
public struct CommandSyntaxError: Error, Equatable, Sendable {
  public var message: String
}

extension PreviewCommand {
  /// The commands, for help texts.
  public static let grammar = """
    device ID|next|previous · os RELEASE|next|previous (18, 26.1, 27: the iOS / iPadOS
    release, among those the device runs) · ad FORMAT|next|previous · slot NAME|next|previous (which slot
    of an --app file the slot commands change) · mode test|production|toggle ·
    multi-scene on|off · sdk 12|13 (the Google Mobile Ads SDK release) · scene set|unset|toggle · appear · rotate [ORIENTATION|cw|ccw]
    (no argument: a quarter turn clockwise, skipping orientations the device refuses) · fold ·
    unfold · posture NAME|next|previous · window PRESET|WxH|WxH@X,Y|next|previous (iPadOS ≤ 18:
    split-1/3, split-1/2, split-2/3, each with -left or -right for the app's pane, slide-over;
    iPadOS 26+: left-half, right-half, slide-over, slide-over:WxH, WxH; iOS 27 iPhones: WxH) ·
    resize DX DY (a free window, in points) · wait TIME (milliseconds, or with a unit: 500ms, 30s, 5m, 4h) ·
    present · dismiss · background · foreground (app open ads show here) · collapse (a collapsible banner's
    overlay) · collapsible top|bottom|off (the banner's collapsible extra) · position top|bottom|toggle ·
    align center|fill|toggle · guide safe-area|layout-guides|superview|toggle (legacy: superview's old name) · adchoices CORNER|next|previous ·
    refresh SECONDS|off (30–120) · reload on|off|toggle (whether the app reloads banners on
    resize) · failures PERCENT · latency MS
    """

  /// The command words, in the order of the grammar.
  public static let names = [
    "device", "os", "ad", "slot", "mode", "multi-scene", "sdk", "scene", "appear", "rotate", "fold", "unfold", "posture",
    "window", "resize", "wait", "present", "dismiss", "background", "foreground", "collapse", "collapsible", "position", "align", "guide", "adchoices", "refresh",
    "reload", "failures", "latency",
  ]

  /// Reads one script line (without its comment); nil for a blank line.
  public init?(parsing line: String) throws(CommandSyntaxError) {
    let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
    guard let name = words.first else { return nil }
    self = try PreviewCommand.command(name, Array(words.dropFirst()))
  }

  private static func command(_ name: String, _ args: [String]) throws(CommandSyntaxError) -> PreviewCommand {
    func fail(_ message: String) -> CommandSyntaxError { CommandSyntaxError(message: message) }
    func quoted(_ word: String) -> String { "\"\(word.sanitizedForTerminal)\"" }
    func one() throws(CommandSyntaxError) -> String {
      guard args.count == 1 else { throw fail("\(name) takes one argument, got \(args.count)") }
      return args[0]
    }
    func none() throws(CommandSyntaxError) {
      guard args.isEmpty else { throw fail("\(name) takes no argument") }
    }
    func value<Value: RawRepresentable & CaseIterable>(_ word: String, _ type: Value.Type, extra: [String])
      throws(CommandSyntaxError) -> Value where Value.RawValue == String
    {
      guard let value = Value(rawValue: word) else {
        let all = Value.allCases.map(\.rawValue) + extra
        throw fail("\(name): \(quoted(word)) is not one of \(all.joined(separator: ", "))")
      }
      return value
    }
    func choice<Value: RawRepresentable & CaseIterable>(_ type: Value.Type) throws(CommandSyntaxError) -> Choice<Value>
    where Value.RawValue == String {
      let word = try one()
      if let step = Step(rawValue: word) { return .step(step) }
      return .to(try value(word, type, extra: ["next", "previous"]))
    }
    func toggle<Value: RawRepresentable & CaseIterable>(_ type: Value.Type) throws(CommandSyntaxError) -> Toggle<Value>
    where Value.RawValue == String {
      let word = try one()
      if word == "toggle" { return .toggle }
      return .to(try value(word, type, extra: ["toggle"]))
    }
    func onOff(allowToggle: Bool) throws(CommandSyntaxError) -> Toggle<Bool> {
      let word = try one()
      switch word {
      case "on": return .to(true)
      case "off": return .to(false)
      case "toggle" where allowToggle: return .toggle
      default: throw fail("\(name): \(quoted(word)) is not on\(allowToggle ? ", off or toggle" : " or off")")
      }
    }
    func milliseconds() throws(CommandSyntaxError) -> Int {
      let word = try one()
      guard let ms = Int(decimal: word), ms >= 0, ms <= maximumMilliseconds else {
        throw fail("\(name): \(quoted(word)) is not a number of milliseconds from 0 to \(maximumMilliseconds) (a day)")
      }
      return ms
    }
    /// Milliseconds, or a number with a unit (`30s`, `4h`): scripts that wait for an app
    /// open ad's expiry read as the guide's hours.
    func duration() throws(CommandSyntaxError) -> Int {
      let word = try one()
      let units: [(suffix: String, scale: Int)] = [("ms", 1), ("s", 1000), ("m", 60_000), ("h", 3_600_000)]
      for unit in units where word.hasSuffix(unit.suffix) {
        let digits = String(word.dropLast(unit.suffix.count))
        if let count = Int(decimal: digits), count <= maximumMilliseconds / unit.scale {
          return count * unit.scale
        }
        break
      }
      if let ms = Int(decimal: word), ms <= maximumMilliseconds { return ms }
      throw fail(
        "\(name): \(quoted(word)) is not a time up to a day: milliseconds (400), or with a unit (500ms, 30s, 5m, 4h)")
    }
    switch name {
    case "slot":
      let word = try one()
      if let step = Step(rawValue: word) { return .slot(.step(step)) }
      return .slot(.to(word))
    case "device":
      let word = try one()
      if let step = Step(rawValue: word) { return .device(.step(step)) }
      return .device(.to(word))
    case "os":
      let word = try one()
      if let step = Step(rawValue: word) { return .os(.step(step)) }
      guard let version = OSVersion(parsing: word), OSRelease.named(version) != nil else {
        throw fail("os: \(quoted(word)) is not a release adpreview models (\(OSRelease.listing)), next or previous")
      }
      return .os(.to(version))
    case "ad": return .ad(try choice(AdFormat.self))
    case "mode": return .mode(try toggle(RequestMode.self))
    case "multi-scene":
      guard case .to(let on) = try onOff(allowToggle: false) else { throw fail("multi-scene takes on or off") }
      return .multiScene(on)
    case "sdk":
      let word = try one()
      guard let version = SDKVersion(rawValue: word) else {
        throw fail("sdk: \(quoted(word)) is not \(SDKVersion.allCases.map(\.rawValue).joined(separator: " or ")) (the SDK releases adpreview models)")
      }
      return .sdk(version)
    case "scene": return .scene(try toggle(SceneSetting.self))
    case "appear": try none(); return .appear
    case "rotate":
      if args.isEmpty { return .rotate(.clockwise) }
      let word = try one()
      if word == "cw" { return .rotate(.clockwise) }
      if word == "ccw" { return .rotate(.counterClockwise) }
      return .rotate(.to(try value(word, Orientation.self, extra: ["cw", "ccw"])))
    case "fold": try none(); return .fold
    case "unfold": try none(); return .unfold
    case "posture": return .posture(try choice(PostureName.self))
    case "window":
      let word = try one()
      if let step = Step(rawValue: word) { return .window(.step(step)) }
      guard let window = WindowChoice(parsing: word) else {
        throw fail(
          "window: \(quoted(word)) is not full, split-1/3, split-1/2, split-2/3 (with -left or -right), slide-over, "
            + "left-half, right-half, slide-over:WxH, WxH, WxH@X,Y, next or previous")
      }
      return .window(.to(window))
    case "resize":
      guard args.count == 2 else { throw fail("resize takes two numbers, DX DY (points), got \(args.count) arguments") }
      var deltas: [Double] = []
      for word in args {
        guard let delta = DecimalNumber.parse(word.hasPrefix("+") ? word.dropFirst() : Substring(word)), abs(delta) <= 100_000 else {
          throw fail("resize: \(quoted(word)) is not a number of points (like +10 or -20)")
        }
        deltas.append(delta)
      }
      return .resize(dx: deltas[0], dy: deltas[1])
    case "wait": return .wait(try duration())
    case "latency": return .latency(try milliseconds())
    case "present": try none(); return .present
    case "dismiss": try none(); return .dismiss
    case "background": try none(); return .background
    case "foreground": try none(); return .foreground
    case "collapse": try none(); return .collapse
    case "collapsible":
      let word = try one()
      if word == "off" { return .collapsible(nil) }
      return .collapsible(try value(word, CollapsiblePlacement.self, extra: ["off"]))
    case "position": return .position(try toggle(AdPosition.self))
    case "align": return .align(try toggle(AdAlignment.self))
    case "guide":
      let word = try one()
      if word == "toggle" { return .guide(.toggle) }
      guard let guide = LayoutGuide(named: word) else {
        throw fail("guide: \(quoted(word)) is not safe-area, layout-guides, superview (legacy: its old name) or toggle")
      }
      return .guide(.to(guide))
    case "adchoices": return .adChoices(try choice(AdChoicesCorner.self))
    case "refresh":
      let word = try one()
      if word == "off" { return .refresh(nil) }
      guard let seconds = Int(decimal: word), (30...120).contains(seconds) else {
        throw fail("refresh: \(quoted(word)) is not off or 30–120 seconds")
      }
      return .refresh(seconds)
    case "reload": return .reload(try onOff(allowToggle: true))
    case "failures":
      let word = try one()
      guard let percent = DecimalNumber.parse(word.hasSuffix("%") ? word.dropLast() : Substring(word)), (0...100).contains(percent)
      else {
        throw fail("failures: \(quoted(word)) is not a percentage 0–100")
      }
      return .failures((percent * 1000).rounded() / 100_000)
    default:
      throw fail("unknown command \(quoted(name)) (commands: \(names.joined(separator: ", ")))")
    }
  }
}

/// A scenario for `adpreview play`: one command a line, `#` starts a comment.
public struct PreviewScript: Sendable {
  public var commands: [(line: Int, command: PreviewCommand)]

  public init(commands: [(line: Int, command: PreviewCommand)]) {
    self.commands = commands
  }

  /// Reads a script; the first line that cannot be read is an error naming it.
  public static func parse(_ text: String, file: String) throws(ScriptError) -> PreviewScript {
    var commands: [(Int, PreviewCommand)] = []
    var number = 0
    for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
      number += 1
      var line = Substring(raw)
      if number == 1, line.first == "\u{FEFF}" { line = line.dropFirst() }
      if let hash = line.firstIndex(of: "#") { line = line[..<hash] }
      do throws(CommandSyntaxError) {
        if let command = try PreviewCommand(parsing: String(line)) { commands.append((number, command)) }
      } catch {
        throw ScriptError(file: file, line: number, message: error.message)
      }
    }
    return PreviewScript(commands: commands)
  }
}

extension Int {
  /// A whole number written in decimal digits (a count of milliseconds or seconds).
  init?(decimal text: String) {
    guard !text.isEmpty, text.count <= 18, text.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }) else { return nil }
    self.init(text)
  }
}
