import AdPreviewCore

/// A subcommand's arguments, checked against its options.
public struct ParsedArguments: Sendable {
  public private(set) var values: [String: String] = [:]
  public private(set) var flags: Set<String> = []
  public private(set) var positionals: [String] = []
  /// Every value of a repeatable option, in order (`values` keeps the first).
  public private(set) var lists: [String: [String]] = [:]
  /// `--help` or `-h` was given.
  public private(set) var wantsHelp = false

  /// Parses `--name value`, `--name=value`, flags and positionals; `--` ends the options.
  ///
  /// - Throws: `UsageError` for an unknown option, a missing value, a value given to a flag,
  ///   or an option given twice.
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
      if let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      guard let spec = options.first(where: { $0.name == name }) else {
        throw UsageError(ParsedArguments.unknownOptionMessage(name, options: options))
      }
      if (values[name] != nil && !spec.repeatable) || flags.contains(name) {
        throw UsageError("\(name) is given twice")
      }
      if spec.isFlag {
        if inlineValue != nil { throw UsageError("\(name) takes no value") }
        flags.insert(name)
        continue
      }
      if let inlineValue {
        add(name, inlineValue)
      } else if index < arguments.count, !ParsedArguments.looksLikeOption(arguments[index]) {
        add(name, arguments[index])
        index += 1
      } else {
        throw UsageError("\(name) needs a value (\(spec.synopsis))")
      }
    }
  }

  private mutating func add(_ name: String, _ value: String) {
    if values[name] == nil { values[name] = value }
    lists[name, default: []].append(value)
  }

  public func value(_ name: String) -> String? { values[name] }

  /// Every value given for `name`, each split at commas (`--reporter json,sarif`).
  public func list(_ name: String) -> [String] {
    (lists[name] ?? []).flatMap { $0.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingSpaces } }
  }

  /// The arguments back as a command line: for re-parsing with defaults added.
  public var commandLine: [String] {
    lists.sorted { $0.key < $1.key }.flatMap { name, values in values.flatMap { [name, $0] } } + flags.sorted()
  }

  public func flag(_ name: String) -> Bool { flags.contains(name) }

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

/// Reads an option's value as one of a fixed set of words.
func choice<Value: RawRepresentable & CaseIterable>(
  _ text: String, for option: String, as type: Value.Type
) throws(UsageError) -> Value where Value.RawValue == String {
  if let value = Value(rawValue: text) { return value }
  let names = Value.allCases.map(\.rawValue)
  var message = "\(option): \(text.quotedForMessage) is not one of \(names.joined(separator: ", "))"
  if let closest = names.min(by: { editDistance($0, text) < editDistance($1, text) }),
    editDistance(closest, text) <= 2
  {
    message += " (did you mean \(closest)?)"
  }
  throw UsageError(message)
}
