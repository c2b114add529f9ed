import AdPreviewFormats

/// The scene of a side-by-side comparison (`adpreview compare`) a script line addresses.
public enum ScriptSide: String, CaseIterable, Sendable {
  case left
  case right
  case both

  /// Whether a line addressed to this side runs on the left scene.
  public var includesLeft: Bool { self != .right }
  /// Whether a line addressed to this side runs on the right scene.
  public var includesRight: Bool { self != .left }

  /// A line's side and the rest of it: `left: rotate` is the left's `rotate`; a line with no
  /// `word:` in front addresses both.
  ///
  /// - Throws: `CommandSyntaxError` for a `word:` in front that names no side.
  static func split(_ line: Substring) throws(CommandSyntaxError) -> (ScriptSide?, Substring) {
    let start = line.drop { $0 == " " || $0 == "\t" }
    guard let first = start.firstIndex(where: { $0 == " " || $0 == "\t" || $0 == ":" }), start[first] == ":" else { return (nil, line) }
    let word = start[..<first]
    guard let side = ScriptSide(rawValue: String(word)) else {
      // A caption's text may hold a colon; only a line's first word is a prefix.
      throw CommandSyntaxError(
        message: "unknown side \("\"\(String(word).sanitizedForTerminal):\"") (a line may start with left:, right: or both:)")
    }
    return (side, start[start.index(after: first)...])
  }
}

/// Two preview sessions side by side (`adpreview compare`): one line of a script performed on
/// the scenes it addresses, by the one rule `compare` and the previewer share.
public enum SideBySide {
  /// What one line did on each side; nil for a side it did not run on.
  public struct Outcome: Sendable {
    public var left: PreviewOutcome?
    public var right: PreviewOutcome?
    /// Why the line cannot be taken: every side it addresses refused it. A line for both
    /// that one side cannot take (a fold on a phone without one) runs on the other, and the
    /// side that skipped it says so in its log.
    public var refusal: String?
  }

  /// Whether `command` is for both scenes whatever a line says: the two share one clock
  /// (`wait`) and one caption (`say`), so neither can be for one side.
  public static func isForBoth(_ command: PreviewCommand) -> Bool {
    switch command {
    case .wait, .say, .pause: true
    default: false
    }
  }

  /// Performs `command` on the scenes `side` addresses. `wait` and `say` run on both (a
  /// script that gives them one side is refused when it is read).
  public static func perform(
    _ command: PreviewCommand, on side: ScriptSide, left: inout PreviewSession, right: inout PreviewSession
  ) -> Outcome {
    let side = isForBoth(command) ? .both : side
    var outcome = Outcome()
    if side.includesLeft { outcome.left = left.perform(command) }
    if side.includesRight { outcome.right = right.perform(command) }
    switch (outcome.left?.refusal, outcome.right?.refusal) {
    case (let reason?, nil) where side == .both:
      left.note("skipped here: \(reason)")
    case (nil, let reason?) where side == .both:
      right.note("skipped here: \(reason)")
    case (let leftReason?, let rightReason?):
      outcome.refusal = leftReason == rightReason ? leftReason : "left: \(leftReason); right: \(rightReason)"
    case (let reason?, nil), (nil, let reason?):
      outcome.refusal = "\(side.rawValue): \(reason)"
    case (nil, nil):
      break
    }
    return outcome
  }
}
