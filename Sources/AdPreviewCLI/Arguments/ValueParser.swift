import AdPreviewCore
import AdPreviewFormats

/// Reads option values from their text. Each throws a `CommandError` saying what is wrong with
/// the value; the option's name is put in front by the declaration.
enum ValueParser {
  /// One of an enum's cases, by its raw value or an alias of it (`ValueAliases`), with "did
  /// you mean" for a near miss.
  static func choice<Value: RawRepresentable & CaseIterable>(
    _ text: String, as type: Value.Type, or extra: [String] = []
  ) throws(CommandError) -> Value where Value.RawValue == String {
    if let value = Value(rawValue: text) { return value }
    let words = Value.allCases.map(\.rawValue)
    if let word = ValueAliases.word(for: text, among: words), let value = Value(rawValue: word) { return value }
    let names = words + extra
    let aliases = ValueAliases.aliases(among: words)
    let aliasWords = aliases.isEmpty ? "" : " (or " + aliases.map { "\($0.alias) for \($0.word)" }.joined(separator: ", ") + ")"
    throw CommandError(
      "\(text.quotedForMessage) is not one of \(names.joined(separator: ", "))\(aliasWords)"
        + suggestion(text, among: names + aliases.map(\.alias)))
  }

  /// A value `read` knows (a case by its raw value, or another spelling it takes), or a
  /// message saying what the value should be, with its names and "did you mean".
  static func named<Value>(_ text: String, _ read: (String) -> Value?, what: String, names: [String]) throws(CommandError) -> Value {
    if let value = read(text) { return value }
    throw CommandError("\(text.quotedForMessage) is not \(what) (\(names.joined(separator: ", ")))" + suggestion(text, among: names))
  }

  /// " (did you mean x?)" (`didYouMean`).
  static func suggestion(_ text: String, among names: [String]) -> String { didYouMean(text, among: names) }

  /// A decimal number (`DecimalNumber`: no `+`, hex, `inf` or `nan`) within `range`.
  static func number(_ text: String, in range: ClosedRange<Double>, unit: String = "") throws(CommandError) -> Double {
    guard let value = DecimalNumber.parse(text) else {
      throw CommandError("\(text.quotedForMessage) is not a decimal number")
    }
    if value < range.lowerBound {
      throw CommandError("\(formatPoints(value)) must be at least \(formatPoints(range.lowerBound))\(unit)")
    }
    if value > range.upperBound {
      throw CommandError("\(formatPoints(value)) is more than the limit of \(formatPoints(range.upperBound))\(unit)")
    }
    return value
  }

  /// A ratio written `W:H` or as one number, from 1:100 to 100:1.
  static func ratio(_ text: String) throws(CommandError) -> Double {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    let value: Double?
    if parts.count == 2, let w = DecimalNumber.parse(parts[0]), let h = DecimalNumber.parse(parts[1]), w > 0, h > 0 {
      value = w / h
    } else {
      value = parts.count == 1 ? DecimalNumber.parse(text) : nil
    }
    guard let value, Limits.aspectRatio.contains(value) else {
      throw CommandError("\(text.quotedForMessage) is not a ratio like 16:9 or 1.91 (from 1:100 to 100:1)")
    }
    return value
  }

  /// A ratio as people write it: `16:9` when small whole numbers give it, else the number.
  static func ratioLabel(_ value: Double) -> String {
    for height in 1...20 {
      let width = value * Double(height)
      if abs(width - width.rounded()) < 1e-9 { return "\(Int(width.rounded())):\(height)" }
    }
    return formatPoints(value)
  }

  /// A whole number written in decimal digits only (no sign), at most `maximum`.
  static func wholeNumber(_ text: some StringProtocol, maximum: UInt64 = UInt64.max) -> UInt64? {
    // Digit by digit: the standard library's generic integer parsing is slower to start.
    var value: UInt64 = 0
    for byte in text.utf8 {
      guard byte >= 0x30 && byte <= 0x39 else { return nil }
      let (tens, overflowed) = value.multipliedReportingOverflow(by: 10)
      let (sum, carried) = tens.addingReportingOverflow(UInt64(byte - 0x30))
      guard !overflowed, !carried else { return nil }
      value = sum
    }
    guard !text.isEmpty, value <= maximum else { return nil }
    return value
  }

  /// A terminal size `COLSxROWS`, from `minimum` to 1000×1000.
  static func cells(_ text: String, minimum: TerminalCells) throws(CommandError) -> TerminalCells {
    let x = text.utf8.firstIndex(of: UInt8(ascii: "x")) ?? text.endIndex
    let columns = text[..<x]
    let rows = x == text.endIndex ? "" : text[text.utf8.index(after: x)...]
    guard let c = wholeNumber(columns, maximum: 1000), let r = wholeNumber(rows, maximum: 1000)
    else {
      throw CommandError("\(text.quotedForMessage) is not COLSxROWS (like 120x40, at most 1000x1000)")
    }
    guard c >= minimum.columns, r >= minimum.rows else {
      throw CommandError("\(c)x\(r) is smaller than the picture needs (at least \(minimum))")
    }
    return TerminalCells(columns: Int(c), rows: Int(r))
  }

  /// `full`, a multitasking preset or a Stage Manager `WxH`.
  static func window(_ text: String) throws(CommandError) -> WindowChoice {
    guard let window = WindowChoice(parsing: text) else {
      let names = WindowChoice.names
      throw CommandError(
        "\(text.quotedForMessage) is not \(names.joined(separator: ", ")), slide-over:WxH, WxH (like 600x800) or WxH@X,Y"
          + suggestion(text, among: names))
    }
    return window
  }

  /// `on` or `off`.
  static func onOff(_ text: String) throws(CommandError) -> Bool {
    switch text {
    case "on": return true
    case "off": return false
    default: throw CommandError("\(text.quotedForMessage) is not on or off")
    }
  }
}

/// A size in terminal cells.
struct TerminalCells: Sendable, Equatable, CustomStringConvertible {
  var columns: Int
  var rows: Int

  /// `120x40`: how the option is written.
  var description: String { "\(columns)x\(rows)" }
}
