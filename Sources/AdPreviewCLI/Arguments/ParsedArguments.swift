/// A subcommand's arguments, checked against its options.
public struct ParsedArguments: Sendable {
  public private(set) var values: [String: String] = [:]
  public private(set) var flags: Set<String> = []
  public private(set) var positionals: [String] = []
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
      if values[name] != nil || flags.contains(name) {
        throw UsageError("\(name) is given twice")
      }
      if spec.isFlag {
        if inlineValue != nil { throw UsageError("\(name) takes no value") }
        flags.insert(name)
        continue
      }
      if let inlineValue {
        values[name] = inlineValue
      } else if index < arguments.count, !ParsedArguments.looksLikeOption(arguments[index]) {
        values[name] = arguments[index]
        index += 1
      } else {
        throw UsageError("\(name) needs a value (\(spec.synopsis))")
      }
    }
  }

  public func value(_ name: String) -> String? { values[name] }

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

/// Levenshtein distance, for "did you mean" hints. Strings whose lengths differ by more than
/// a hint would ever allow get that difference (a lower bound) at once, so a megabyte-long
/// argument costs no more than reading it.
func editDistance(_ a: String, _ b: String) -> Int {
  let a = Array(a)
  let b = Array(b)
  let difference = abs(a.count - b.count)
  if difference > 8 { return difference }
  if a.isEmpty { return b.count }
  var previous = Array(0...b.count)
  for i in 1...a.count {
    var current = [i] + Array(repeating: 0, count: b.count)
    for j in 1..<(b.count + 1) {
      let cost = a[i - 1] == b[j - 1] ? 0 : 1
      current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
    }
    previous = current
  }
  return previous[b.count]
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
