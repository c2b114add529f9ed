import AdPreviewCore
import AdPreviewFormats

/// The `lint` section of `.adpreview.json` (or of `--config FILE`): the lint options a project
/// keeps in its repository, the paths lint leaves alone, and rules turned off or to another
/// severity, for every file or for some paths. Options given on the command line win; for a
/// rule, the last entry whose paths match the file wins.
///
/// ```json
/// {"lint": {"sdk": 11, "failOn": "warning", "exclude": ["Vendor/", "**/*.generated.swift"],
///   "rules": {"deprecated-name": "info"},
///   "overrides": [{"paths": ["Legacy/**"], "rules": {"load-in-view-did-load": "off"}}]}}
/// ```
///
/// Paths are relative to the config file's folder, written as `.gitignore` writes them.
struct LintConfig {
  /// What a rule becomes: off, or reported at a severity.
  enum Level: Equatable {
    case off
    case severity(Finding.Severity)

    static let names = ["off"] + Finding.Severity.allCases.map(\.rawValue)
  }

  /// A set of rule levels and the paths they apply to (none: every file).
  struct Entry {
    var paths: [PathPattern]
    var rules: [Finding.Code: Level]
    /// Where it is written, for the reason a silenced finding gives (`lint.overrides[0]`).
    var place: String
  }

  /// The config file as the user named it, and its folder as an absolute path.
  var file: String
  var folder: String
  var exclude: [PathPattern] = []
  var entries: [Entry] = []

  /// The option keys and the lint options they stand for.
  static let keys: [(key: String, option: OptionSpec)] = [
    ("sdk", LintCommand.sdk.spec), ("multiScene", LintCommand.multiScene.spec), ("reporter", LintCommand.reporter.spec),
    ("output", LintCommand.output.spec), ("failOn", LintCommand.failOn.spec), ("helpUrl", LintCommand.helpURL.spec),
  ]

  /// Reads the `lint` member of a config file (nil when there is none) and the options it
  /// gives, as a command line for lint's options.
  static func read(_ bytes: [UInt8], file: String, pwd: String?) throws(DeviceFileError) -> (config: LintConfig, arguments: [String])? {
    let json = try JSONParser.parse(bytes, file: file)
    do throws(JSONDecodeProblem) {
      guard let section = JSONField(json).optionalMember("lint") else { return nil }
      try section.rejectUnknownKeys(keys.map(\.key) + ["exclude", "rules", "overrides"])
      var arguments: [String] = []
      for (key, option) in keys {
        guard let field = section.optionalMember(key) else { continue }
        for value in try optionValues(field, pairs: key == "output") { arguments += [option.name, value] }
      }
      var config = LintConfig(file: file, folder: Self.absolute(Self.folder(of: file), pwd: pwd))
      config.exclude = try patterns(section.optionalMember("exclude"))
      if let rules = section.optionalMember("rules") {
        config.entries.append(Entry(paths: [], rules: try levels(rules), place: rules.path.description))
      }
      for override in try section.optionalMember("overrides")?.array() ?? [] {
        try override.rejectUnknownKeys(["paths", "rules"])
        let paths = try patterns(override.member("paths"))
        if paths.isEmpty { throw try override.member("paths").problem("give at least one path") }
        config.entries.append(Entry(paths: paths, rules: try levels(override.member("rules")), place: override.path.description))
      }
      return (config, arguments)
    } catch {
      throw DeviceFileError(file: file, path: error.path, message: error.message)
    }
  }

  /// Whether the config leaves the file out.
  func excludes(_ path: String, pwd: String?) -> Bool {
    guard !exclude.isEmpty, let relative = relative(path, pwd: pwd) else { return false }
    return exclude.contains { $0.matches(relative) }
  }

  /// What the config makes of a rule in a file, and the entry that says so; nil when it says
  /// nothing.
  func level(of code: Finding.Code, in path: String, pwd: String?) -> (level: Level, place: String)? {
    let relative = relative(path, pwd: pwd)
    for entry in entries.reversed() {
      guard let level = entry.rules[code] else { continue }
      if entry.paths.isEmpty || relative.map({ path in entry.paths.contains { $0.matches(path) } }) == true {
        return (level, entry.place)
      }
    }
    return nil
  }

  /// The path relative to the config's folder; nil when it is outside it.
  private func relative(_ path: String, pwd: String?) -> String? {
    let absolute = Self.absolute(path, pwd: pwd)
    if folder == "/" { return String(absolute.dropFirst()) }
    guard absolute.hasPrefix(folder + "/") else { return nil }
    return String(absolute.dropFirst(folder.count + 1))
  }

  /// The folder a path is in (`.` for a bare name).
  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// The path made absolute against the working directory, `.` and `..` resolved by name.
  static func absolute(_ path: String, pwd: String?) -> String {
    // Without a working directory both sides stay relative to the same unknown folder.
    let joined = path.hasPrefix("/") ? path : (pwd ?? "") + "/" + path
    var names: [Substring] = []
    for name in joined.split(separator: "/") {
      switch name {
      case ".": continue
      case "..": if !names.isEmpty { names.removeLast() }
      default: names.append(name)
      }
    }
    return "/" + names.joined(separator: "/")
  }

  private static func patterns(_ field: JSONField?) throws(JSONDecodeProblem) -> [PathPattern] {
    guard let field else { return [] }
    return try field.array().map { item throws(JSONDecodeProblem) in
      let text = try item.string()
      if text.isEmpty { throw item.problem("give a path pattern, not an empty string") }
      return PathPattern(text)
    }
  }

  /// `{"code": "off"|"info"|"warning"|"error"}`, for the rules lint reads.
  private static func levels(_ field: JSONField) throws(JSONDecodeProblem) -> [Finding.Code: Level] {
    let codes = FindingDoc.codes(.source)
    var result: [Finding.Code: Level] = [:]
    for member in try field.object() {
      let item = try field.member(member.key)
      guard let code = codes.first(where: { $0.rawValue == member.key }) else {
        let known = codes.map(\.rawValue)
        let sceneCode = Finding.Code(rawValue: member.key) != nil
        throw item.problem(
          "\(member.key.quotedForMessage) is not a rule lint reads"
            + (sceneCode ? " (it is one of check's; `adpreview findings` lists lint's)" : didYouMean(member.key, among: known)))
      }
      let text = try item.string()
      if text == "off" {
        result[code] = .off
      } else if let severity = Finding.Severity(rawValue: text) {
        result[code] = .severity(severity)
      } else {
        throw item.problem(
          "\(text.quotedForMessage) is not one of \(Level.names.map { "\"\($0)\"" }.joined(separator: ", "))"
            + didYouMean(text, among: Level.names))
      }
    }
    return result
  }

  /// A string, a number (`"sdk": 11`), a list of strings, or for `output` an object of
  /// reporter → file.
  private static func optionValues(_ field: JSONField, pairs: Bool) throws(JSONDecodeProblem) -> [String] {
    switch field.value {
    case .string(let text): return [text]
    case .number(let number) where !pairs && number == number.rounded() && abs(number) < 1e9: return [String(Int(number))]
    case .array: return try field.array().map { item throws(JSONDecodeProblem) in try item.string() }
    case .object(let members) where pairs:
      return try members.map { member throws(JSONDecodeProblem) in "\(member.key)=\(try field.member(member.key).string())" }
    default:
      throw field.problem(pairs ? "give an object of reporter names and files" : "give a string, a number or a list of strings")
    }
  }
}
