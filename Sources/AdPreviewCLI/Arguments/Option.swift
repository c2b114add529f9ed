import AdPreviewCore
import AdPreviewFormats

/// An option that takes a value: its name, the value's name and type, its help, its default
/// and how its text is read. One declaration gives the parser, `--help`, the man page and the
/// completion scripts what they need; commands read it back typed with
/// `arguments.value(option)`.
///
/// An option with no default has an optional `Value` and reads as nil when not given.
struct Option<Value: Sendable>: Sendable {
  let spec: OptionSpec
  let defaultValue: Value
  /// Reads a value's text; `spec.check` has run it on every value given, so reading one back
  /// cannot fail.
  let parse: @Sendable (String) throws(CommandError) -> Value

  /// - Parameters:
  ///   - defaultLabel: how the default reads in help, "(default …)"; nil for none.
  ///   - parse: reads the value's text; a `CommandError` says what is wrong with it (the
  ///     option's name is put in front).
  init(
    _ name: String, value valueName: String, help: @autoclosure @escaping @Sendable () -> String,
    default defaultValue: Value, defaultLabel: @autoclosure @escaping @Sendable () -> String?,
    completion: @autoclosure @escaping @Sendable () -> ValueCompletion = .none,
    parse: @escaping @Sendable (String) throws(CommandError) -> Value
  ) {
    self.defaultValue = defaultValue
    self.parse = parse
    spec = OptionSpec(
      name: name, valueName: valueName, summary: help, defaultLabel: defaultLabel, completion: completion,
      check: { text throws(CommandError) in
        do throws(CommandError) {
          _ = try parse(text)
        } catch {
          throw CommandError("\(name): \(error.message)")
        }
      })
  }

  /// `option` for another command with its own help: the same name, value, default and
  /// parser, and a value given for either read by both.
  init(_ option: Option<Value>, help: @autoclosure @escaping @Sendable () -> String) {
    defaultValue = option.defaultValue
    parse = option.parse
    spec = option.spec.giving(help: help)
  }

  var name: String { spec.name }
}

extension Option where Value: CustomStringConvertible {
  /// An option whose default reads in help as the value itself (`400`, `iphone-x`, `full`).
  init(
    _ name: String, value valueName: String, help: @autoclosure @escaping @Sendable () -> String,
    default defaultValue: Value, completion: @autoclosure @escaping @Sendable () -> ValueCompletion = .none,
    parse: @escaping @Sendable (String) throws(CommandError) -> Value
  ) {
    self.init(
      name, value: valueName, help: help(), default: defaultValue, defaultLabel: defaultValue.description,
      completion: completion(), parse: parse)
  }
}

extension Option {
  /// An option with no default: nil when not given.
  init<Wrapped>(
    _ name: String, value valueName: String, help: @autoclosure @escaping @Sendable () -> String,
    completion: @autoclosure @escaping @Sendable () -> ValueCompletion = .none,
    parse: @escaping @Sendable (String) throws(CommandError) -> Wrapped
  ) where Value == Wrapped? {
    self.init(
      name, value: valueName, help: help(), default: nil, defaultLabel: nil, completion: completion(),
      parse: { text throws(CommandError) in try parse(text) })
  }

  /// One of an enum's cases, by its raw value; the default is shown by its raw value.
  static func choice(
    _ name: String, value valueName: String, help: @autoclosure @escaping @Sendable () -> String,
    default defaultValue: Value
  ) -> Option where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
    Option(
      name, value: valueName, help: help(), default: defaultValue, defaultLabel: defaultValue.rawValue,
      completion: .words(Value.allCases.map(\.rawValue)), parse: { text throws(CommandError) in try ValueParser.choice(text, as: Value.self) })
  }

  /// One of an enum's cases, or nil when not given.
  static func choice<Wrapped>(
    _ name: String, value valueName: String, help: @autoclosure @escaping @Sendable () -> String
  ) -> Option where Value == Wrapped?, Wrapped: RawRepresentable & CaseIterable & Sendable, Wrapped.RawValue == String {
    Option(
      name, value: valueName, help: help(), completion: .words(Wrapped.allCases.map(\.rawValue)),
      parse: { text throws(CommandError) in try ValueParser.choice(text, as: Wrapped.self) })
  }
}

extension Option where Value == Double {
  /// A decimal number within `range`; the default is shown in points' notation (`400`, `0.5`).
  static func number(
    _ name: String, value valueName: String, help: @autoclosure @escaping @Sendable () -> String,
    default defaultValue: Double, range: ClosedRange<Double>, unit: String = ""
  ) -> Option {
    Option(
      name, value: valueName, help: help(), default: defaultValue, defaultLabel: formatPoints(defaultValue),
      parse: { text throws(CommandError) in try ValueParser.number(text, in: range, unit: unit) })
  }
}

extension Option where Value == Double? {
  /// A decimal number within `range`, or nil when not given.
  static func number(
    _ name: String, value valueName: String, help: @autoclosure @escaping @Sendable () -> String,
    range: ClosedRange<Double>, unit: String = ""
  ) -> Option {
    Option(
      name, value: valueName, help: help(),
      parse: { text throws(CommandError) in try ValueParser.number(text, in: range, unit: unit) })
  }
}

/// An option without a value: given or not.
struct Flag: Sendable {
  let spec: OptionSpec

  init(_ name: String, help: @autoclosure @escaping @Sendable () -> String) {
    spec = OptionSpec(name: name, valueName: nil, summary: help, check: nil)
  }

  var name: String { spec.name }
}

/// An option that may be given more than once, each value a comma-separated list
/// (`--reporter json,sarif --reporter xcode`); reads back as every element, in order.
struct ListOption<Element: Sendable>: Sendable {
  let spec: OptionSpec
  /// Reads one value's text, every element of its list (checked as for `Option.parse`).
  let parse: @Sendable (String) throws(CommandError) -> [Element]

  init(
    _ name: String, value valueName: String, help: @autoclosure @escaping @Sendable () -> String,
    completion: @autoclosure @escaping @Sendable () -> ValueCompletion = .none,
    parse: @escaping @Sendable (String) throws(CommandError) -> Element
  ) {
    let parseList: @Sendable (String) throws(CommandError) -> [Element] = { text throws(CommandError) in
      var elements: [Element] = []
      for part in text.split(separator: ",", omittingEmptySubsequences: false) {
        do throws(CommandError) {
          elements.append(try parse(String(part).trimmingSpaces))
        } catch {
          throw CommandError("\(name): \(error.message)")
        }
      }
      return elements
    }
    self.parse = parseList
    spec = OptionSpec(
      name: name, valueName: valueName, summary: help, repeatable: true, completion: completion,
      check: { text throws(CommandError) in _ = try parseList(text) })
  }

  var name: String { spec.name }
}

extension ListOption where Element: RawRepresentable & CaseIterable, Element.RawValue == String {
  /// A list of an enum's cases.
  init(_ name: String, value valueName: String, help: @autoclosure @escaping @Sendable () -> String) {
    self.init(
      name, value: valueName, help: help(), completion: .words(Element.allCases.map(\.rawValue)),
      parse: { text throws(CommandError) in try ValueParser.choice(text, as: Element.self) })
  }
}
