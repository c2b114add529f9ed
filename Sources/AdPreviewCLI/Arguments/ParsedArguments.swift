import AdPreviewCore
import AdPreviewFormats

/// A subcommand's arguments, checked against its options: every value given is checked by its
/// declaration's parser as the command line is parsed, so a bad value is a usage error before
/// the command runs, and reading a value back (with the same parser) cannot fail.
public struct ParsedArguments: Sendable {
  /// The options given with a value, and their texts, in the order given: one for a single
  /// option, one a time given for a repeatable one. A command line holds a handful, so a list
  /// searched does (a dictionary's hashing costs every start more than it saves). The texts
  /// are kept and read again by the declaration that checked them when asked for: values kept
  /// as `any Sendable` were cast back at every look-up, instantiating the metadata of every
  /// type asked for.
  private var given: [OptionSpec] = []
  private var texts: [String] = []
  private var flags: [String] = []
  /// The options these arguments were parsed against: the command's list.
  private let options: [OptionSpec]
  public private(set) var positionals: [String] = []
  /// `--help` or `-h` was given.
  public private(set) var wantsHelp = false

  /// Parses `--name value`, `--name=value`, flags and positionals; `--` ends the options.
  ///
  /// `paired` options may be given twice (`compare`: the first for the left scene, the second
  /// for the right; `sides` splits them).
  ///
  /// - Throws: `CommandError` for an unknown option, a missing or bad value, a value given to
  ///   a flag, or an option given twice (a paired one three times).
  public init(_ arguments: [String], options: [OptionSpec], paired: [OptionSpec] = []) throws(CommandError) {
    self.options = options
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
        throw CommandError(ParsedArguments.unknownOptionMessage(name, options: options))
      }
      if isGiven(name), !spec.repeatable, paired.contains(where: { $0.name == name }) {
        if given.count(where: { $0.name == name }) >= 2 {
          throw CommandError("\(name) is given three times: give it once for both scenes, or twice (the left's, then the right's)")
        }
      } else if (isGiven(name) && !spec.repeatable) || flags.contains(name) {
        throw CommandError("\(name) is given twice")
      }
      guard let check = spec.check else {
        if inlineValue != nil { throw CommandError("\(name) takes no value") }
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
        throw CommandError("\(name) needs a value (\(spec.synopsis))")
      }
      try check(text)
      given.append(spec)
      texts.append(text)
    }
  }

  /// The option's value: what was given, read by its parser, or its default. Only a value
  /// given for this declaration (or one that gives its value, `Option(_:help:)`) counts:
  /// another declaration of the same name (`check`'s `--ad`, which also takes `all`) leaves it
  /// at its default.
  func value<Value>(_ option: Option<Value>) -> Value {
    assertTaken(option.spec)
    let declaration = option.spec.declaration
    guard let index = given.firstIndex(where: { $0.declaration === declaration }) else { return option.defaultValue }
    return (try? option.parse(texts[index])) ?? option.defaultValue
  }

  /// The option's value, or its default when the command does not take it: for readers shared
  /// by commands that take only some of a group (`check` sweeps devices and orientations, so it
  /// takes no `--device` or `--orientation`).
  func valueIfTaken<Value>(_ option: Option<Value>) -> Value {
    options.contains { $0.declaration === option.spec.declaration } ? value(option) : option.defaultValue
  }

  /// Whether the flag was given; false when the command does not take it (as `valueIfTaken`).
  func isSetIfTaken(_ flag: Flag) -> Bool {
    options.contains { $0.declaration === flag.spec.declaration } && flags.contains(flag.name)
  }

  /// Every element given for a list option, in order; empty when not given.
  func values<Element>(_ option: ListOption<Element>) -> [Element] {
    assertTaken(option.spec)
    var elements: [Element] = []
    for index in given.indices where given[index].declaration === option.spec.declaration {
      elements += (try? option.parse(texts[index])) ?? []
    }
    return elements
  }

  /// The arguments of a comparison's two scenes: an option given twice gives its first value
  /// to the left and its second to the right; every other is the same for both.
  func sides() -> (left: ParsedArguments, right: ParsedArguments) {
    var left = self
    var right = self
    left.given = []
    left.texts = []
    right.given = []
    right.texts = []
    for index in given.indices {
      let name = given[index].name
      let count = given.count { $0.name == name }
      let isFirst = given[..<index].contains { $0.name == name } == false
      if count < 2 || given[index].repeatable || isFirst {
        left.given.append(given[index])
        left.texts.append(texts[index])
      }
      if count < 2 || given[index].repeatable || !isFirst {
        right.given.append(given[index])
        right.texts.append(texts[index])
      }
    }
    return (left, right)
  }

  /// The options given twice, one for each side of a comparison, by name.
  func givenTwice() -> [String] {
    var names: [String] = []
    for spec in given where !spec.repeatable && !names.contains(spec.name) && given.count(where: { $0.name == spec.name }) == 2 {
      names.append(spec.name)
    }
    return names
  }

  /// Whether the flag was given.
  func isSet(_ flag: Flag) -> Bool {
    assertTaken(flag.spec)
    return flags.contains(flag.name)
  }

  /// Stops a debug build when a command reads an option it does not list: the user could never
  /// give it, so the command would silently read its default.
  private func assertTaken(_ spec: OptionSpec) {
    assert(
      options.contains { $0.declaration === spec.declaration },
      "\(spec.name) is read but is not among the command's options: add it to the command's `options` list")
  }

  /// Whether the option was given at all (for options that only make sense together).
  func isGiven(_ spec: OptionSpec) -> Bool { isGiven(spec.name) || flags.contains(spec.name) }

  private func isGiven(_ name: String) -> Bool { given.contains { $0.name == name } }

  /// These arguments, with the options of `other` that are not given here added: a config
  /// file's options under the command line's.
  func filling(from other: ParsedArguments) -> ParsedArguments {
    var merged = self
    for index in other.given.indices where !isGiven(other.given[index].name) {
      merged.given.append(other.given[index])
      merged.texts.append(other.texts[index])
    }
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
