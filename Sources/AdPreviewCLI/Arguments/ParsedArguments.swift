import AdPreviewCore

/// A subcommand's arguments, checked against its options: every value given is read by its
/// declaration's parser as the command line is parsed, so a bad value is a usage error before
/// the command runs, and reading a value back cannot fail.
public struct ParsedArguments: Sendable {
  /// The values read, in the order given: one for a single option, one a time given for a
  /// repeatable one. A command line holds a handful, so a list searched by name does (a
  /// dictionary's hashing costs every start more than it saves).
  private var values: [(name: String, value: any Sendable)] = []
  private var flags: [String] = []
  public private(set) var positionals: [String] = []
  /// `--help` or `-h` was given.
  public private(set) var wantsHelp = false

  /// Parses `--name value`, `--name=value`, flags and positionals; `--` ends the options.
  ///
  /// - Throws: `UsageError` for an unknown option, a missing or bad value, a value given to
  ///   a flag, or an option given twice.
  public init(_ arguments: [String], options: [OptionSpec]) throws(UsageError) {
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
        positionals.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      if argument == "--help" || argument == "-h" {
        wantsHelp = true
        continue
      }
      var name = argument
      var inlineValue: String?
      if let equals = argument.utf8.firstIndex(of: UInt8(ascii: "=")) {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.utf8.index(after: equals)...])
      }
      guard let spec = options.first(where: { $0.name == name }) else {
        throw UsageError(ParsedArguments.unknownOptionMessage(name, options: options))
      }
      if (isGiven(name) && !spec.repeatable) || flags.contains(name) {
        throw UsageError("\(name) is given twice")
      }
      guard let read = spec.read else {
        if inlineValue != nil { throw UsageError("\(name) takes no value") }
        flags.append(name)
        continue
      }
      let text: String
      if let inlineValue {
        text = inlineValue
      } else if index < arguments.count, !ParsedArguments.looksLikeOption(arguments[index]) {
        text = arguments[index]
        index += 1
      } else {
        throw UsageError("\(name) needs a value (\(spec.synopsis))")
      }
      values.append((name, try read(text)))
    }
  }

  /// The option's value: what was given, read by its parser, or its default.
  func value<Value>(_ option: Option<Value>) -> Value {
    (values.first { $0.name == option.name }?.value as? Value) ?? option.defaultValue
  }

  /// Every element given for a list option, in order; empty when not given.
  func values<Element>(_ option: ListOption<Element>) -> [Element] {
    values.filter { $0.name == option.name }.flatMap { ($0.value as? [Element]) ?? [] }
  }

  /// Whether the flag was given.
  func isSet(_ flag: Flag) -> Bool { flags.contains(flag.name) }

  /// Whether the option was given at all (for options that only make sense together).
  func isGiven(_ spec: OptionSpec) -> Bool { isGiven(spec.name) || flags.contains(spec.name) }

  private func isGiven(_ name: String) -> Bool { values.contains { $0.name == name } }

  /// These arguments, with the options of `other` that are not given here added: a config
  /// file's options under the command line's.
  func filling(from other: ParsedArguments) -> ParsedArguments {
    var merged = self
    merged.values += other.values.filter { !isGiven($0.name) }
    merged.flags += other.flags.filter { !flags.contains($0) }
    return merged
  }

  private static func looksLikeOption(_ text: String) -> Bool {
    text.hasPrefix("--") && text.count > 2
  }

  private static func unknownOptionMessage(_ name: String, options: [OptionSpec]) -> String {
    let closest = options.map(\.name).min { editDistance($0, name) < editDistance($1, name) }
    if let closest, editDistance(closest, name) <= 3 {
      return "unknown option \(name.sanitizedForMessage) (did you mean \(closest)?)"
    }
    return "unknown option \(name.sanitizedForMessage)"
  }
}
