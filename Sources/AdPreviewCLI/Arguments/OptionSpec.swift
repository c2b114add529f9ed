/// One option a subcommand accepts.
public struct OptionSpec: Sendable {
  public var name: String
  /// Nil for a flag; otherwise what the value is called in help (`ID`, `FILE`).
  public var valueName: String?
  public var help: String
  /// May be given more than once (`--reporter json --reporter sarif`).
  public var repeatable: Bool

  public init(_ name: String, value: String? = nil, help: String, repeatable: Bool = false) {
    self.name = name
    self.valueName = value
    self.help = help
    self.repeatable = repeatable
  }

  public var isFlag: Bool { valueName == nil }

  /// `--device ID`.
  var synopsis: String { valueName.map { "\(name) \($0)" } ?? name }
}
