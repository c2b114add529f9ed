/// One line of a `play` script.
public enum PlayCommand: Hashable, Sendable {
  case device(String)
  case ad(AdFormat)
  case mode(RequestMode)
  case multiScene(Bool)
  case scene(SceneSetting)
  case appear
  /// Nil: a quarter turn clockwise.
  case rotate(Orientation?)
  case fold
  case unfold
  case posture(PostureName)
  case window(WindowChoice)
  case wait(Int)
  case present
  case dismiss
  case position(AdPosition)
  case align(AdAlignment)
  case guide(LayoutGuide)
  case adChoices(AdChoicesCorner)
  /// Banner refresh every N seconds (30–120), or off.
  case refresh(Int?)
  /// Whether the app reloads banners on resize.
  case reload(Bool)
  /// The share of requests that fail, 0–100 %.
  case failures(Double)
}

/// A script line that could not be read: `file:line: message`.
public struct PlayScriptError: Error, Equatable, Sendable, CustomStringConvertible {
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

/// A scenario for `adpreview play`: one command a line, `#` starts a comment.
public struct PlayScript: Sendable {
  public var commands: [(line: Int, command: PlayCommand)]

  /// The commands, for help texts.
  public static let grammar = """
    device ID · ad FORMAT · mode test|production · multi-scene on|off · scene set|unset ·
    appear · rotate [ORIENTATION] (no argument: a quarter turn clockwise) · fold · unfold ·
    posture NAME · window PRESET|WxH · wait MS · present · dismiss · position top|bottom ·
    align center|fill · guide safe-area|legacy · adchoices CORNER · refresh SECONDS|off (30–120) ·
    reload on|off (whether the app reloads banners on resize) · failures PERCENT
    """

  static let commandNames =
    "device, ad, mode, multi-scene, scene, appear, rotate, fold, unfold, posture, window, wait, present, dismiss, "
    + "position, align, guide, adchoices, refresh, reload, failures"

  public static func parse(_ text: String, file: String) throws(PlayScriptError) -> PlayScript {
    var commands: [(Int, PlayCommand)] = []
    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      var line = Substring(raw)
      if let hash = line.firstIndex(of: "#") { line = line[..<hash] }
      let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
      guard let name = words.first else { continue }
      do throws(ParseProblem) {
        commands.append((index + 1, try command(name, Array(words.dropFirst()))))
      } catch {
        throw PlayScriptError(file: file, line: index + 1, message: error.message)
      }
    }
    return PlayScript(commands: commands)
  }

  private struct ParseProblem: Error {
    var message: String
  }

  private static func command(_ name: String, _ args: [String]) throws(ParseProblem) -> PlayCommand {
    func one() throws(ParseProblem) -> String {
      guard args.count == 1 else { throw ParseProblem(message: "\(name) takes one argument, got \(args.count)") }
      return args[0]
    }
    func none() throws(ParseProblem) {
      guard args.isEmpty else { throw ParseProblem(message: "\(name) takes no argument") }
    }
    func pick<Value: RawRepresentable & CaseIterable>(_ type: Value.Type) throws(ParseProblem) -> Value
    where Value.RawValue == String {
      let word = try one()
      guard let value = Value(rawValue: word) else {
        throw ParseProblem(
          message: "\(name): \"\(word.sanitizedForTerminal)\" is not one of \(Value.allCases.map(\.rawValue).joined(separator: ", "))")
      }
      return value
    }
    func onOff() throws(ParseProblem) -> Bool {
      let word = try one()
      guard word == "on" || word == "off" else { throw ParseProblem(message: "\(name): \"\(word.sanitizedForTerminal)\" is not on or off") }
      return word == "on"
    }
    switch name {
    case "device": return .device(try one())
    case "ad": return .ad(try pick(AdFormat.self))
    case "mode": return .mode(try pick(RequestMode.self))
    case "multi-scene": return .multiScene(try onOff())
    case "scene": return .scene(try pick(SceneSetting.self))
    case "appear": try none(); return .appear
    case "rotate":
      if args.isEmpty { return .rotate(nil) }
      return .rotate(try pick(Orientation.self))
    case "fold": try none(); return .fold
    case "unfold": try none(); return .unfold
    case "posture": return .posture(try pick(PostureName.self))
    case "window":
      let word = try one()
      guard let window = WindowChoice(parsing: word) else {
        throw ParseProblem(message: "window: \"\(word.sanitizedForTerminal)\" is not full, split-1/3, split-1/2, split-2/3, slide-over or WxH")
      }
      return .window(window)
    case "wait":
      let word = try one()
      guard let ms = Int(word), ms >= 0, ms <= 86_400_000 else {
        throw ParseProblem(message: "wait: \"\(word.sanitizedForTerminal)\" is not a number of milliseconds")
      }
      return .wait(ms)
    case "present": try none(); return .present
    case "dismiss": try none(); return .dismiss
    case "position": return .position(try pick(AdPosition.self))
    case "align": return .align(try pick(AdAlignment.self))
    case "guide": return .guide(try pick(LayoutGuide.self))
    case "adchoices": return .adChoices(try pick(AdChoicesCorner.self))
    case "refresh":
      let word = try one()
      if word == "off" { return .refresh(nil) }
      guard let seconds = Int(word), (30...120).contains(seconds) else {
        throw ParseProblem(message: "refresh: \"\(word.sanitizedForTerminal)\" is not off or 30–120 seconds")
      }
      return .refresh(seconds)
    case "reload": return .reload(try onOff())
    case "failures":
      let word = try one()
      guard let percent = Double(word.hasSuffix("%") ? String(word.dropLast()) : word), (0...100).contains(percent) else {
        throw ParseProblem(message: "failures: \"\(word.sanitizedForTerminal)\" is not a percentage 0–100")
      }
      return .failures(percent / 100)
    default:
      throw ParseProblem(message: "unknown command \"\(name.sanitizedForTerminal)\" (commands: \(commandNames))")
    }
  }
}
