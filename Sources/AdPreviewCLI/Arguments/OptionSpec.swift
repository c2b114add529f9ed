/// One option as the parser, `--help`, the man page and the completion scripts see it: the
/// untyped face of an `Option`, `Flag` or `ListOption` declaration.
///
/// A class, as it never changes once declared: the tables of options (a command's, the
/// scene options') share one instance an option instead of copying its name and closures.
public final class OptionSpec: Sendable {
  public let name: String
  /// Nil for a flag; otherwise what the value is called in help (`ID`, `FILE`).
  public let valueName: String?
  /// What the option does, without its default.
  public var summary: String { makeSummary() }
  /// How the default reads (`400`, `iphone-x`); nil when the option has none to show.
  public var defaultLabel: String? { makeDefaultLabel() }
  /// May be given more than once (`--reporter json --reporter sarif`).
  public let repeatable: Bool
  /// What a shell offers for the value.
  public var completion: ValueCompletion { makeCompletion() }
  // The help, the default's label and the completion words are worked out when asked for:
  // only `--help`, the man page and the completion scripts read them, so a command that only
  // runs does not build every option's lists of cases and labels of numbers first.
  private let makeSummary: @Sendable () -> String
  private let makeDefaultLabel: @Sendable () -> String?
  private let makeCompletion: @Sendable () -> ValueCompletion
  /// Checks a value's text with the declaration's own parser (nil for a flag), so every value
  /// given is checked as the command line is parsed.
  let check: (@Sendable (String) throws(CommandError) -> Void)?
  /// The declaration whose value this one gives under another help text (`play --app` gives
  /// the scene options' `--app`); nil for a declaration of its own.
  let valueOf: OptionSpec?

  /// The declaration whose value this is: itself, or the one it gives the value of.
  var declaration: OptionSpec { valueOf ?? self }

  /// The declarations' own closures, kept as they are given (not wrapped once more).
  init(
    name: String, valueName: String?, summary: @escaping @Sendable () -> String,
    defaultLabel: @escaping @Sendable () -> String? = { nil }, repeatable: Bool = false,
    completion: @escaping @Sendable () -> ValueCompletion = { .none },
    check: (@Sendable (String) throws(CommandError) -> Void)?, valueOf: OptionSpec? = nil
  ) {
    self.valueOf = valueOf
    self.name = name
    self.valueName = valueName
    makeSummary = summary
    makeDefaultLabel = defaultLabel
    self.repeatable = repeatable
    makeCompletion = completion
    self.check = check
  }

  /// This option under another help text, for another command: the same name, value, default
  /// and parser, and its value read as this one's.
  func giving(help: @escaping @Sendable () -> String) -> OptionSpec {
    OptionSpec(
      name: name, valueName: valueName, summary: help, defaultLabel: makeDefaultLabel, repeatable: repeatable,
      completion: makeCompletion, check: check, valueOf: declaration)
  }

  /// This option with another default's label, for a command whose default differs (the
  /// previewer's first device): its value read as this one's.
  func giving(defaultLabel: @escaping @Sendable () -> String?) -> OptionSpec {
    OptionSpec(
      name: name, valueName: valueName, summary: makeSummary, defaultLabel: defaultLabel, repeatable: repeatable,
      completion: makeCompletion, check: check, valueOf: declaration)
  }

  public var isFlag: Bool { valueName == nil }

  /// The help text, then the aliases its values have (`ValueAliases`), ending with
  /// "(default: …)" when the declaration has a default.
  public var help: String {
    var aliases = ""
    if case .words(let words) = completion { aliases = ValueAliases.note(among: words) }
    return summary + aliases + (defaultLabel.map { " (default: \($0))" } ?? "")
  }

  /// `--device ID`.
  var synopsis: String { valueName.map { "\(name) \($0)" } ?? name }
}

/// What a shell completes an option's value with.
public enum ValueCompletion: Sendable, Equatable {
  case none
  /// A fixed set of words (an enum's cases).
  case words([String])
  /// Device ids and the model names the devices cover (from the catalog).
  case devices
  /// Device ids and families, for `--only`.
  case deviceSelectors
  /// A file or folder name.
  case path
}
