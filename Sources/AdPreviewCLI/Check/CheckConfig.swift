import AdPreviewCore
import AdPreviewFormats

/// `.adpreview.json` in the working directory (or `--config FILE`): the `check` options a
/// project keeps in its repository, so CI runs plain `adpreview check`. Options given on the
/// command line win.
///
/// ```json
/// {"app": "Ads/app-layout.json", "only": ["phone", "ipad-*"], "reporter": ["xcode"],
///  "output": {"sarif": "adpreview.sarif"}, "failOn": "warning", "baseline": "adpreview-baseline.json"}
/// ```
enum CheckConfig {
  static let defaultFile = ".adpreview.json"

  /// The config's keys and the options they stand for.
  static let keys: [(key: String, option: OptionSpec)] = [
    ("app", SceneOptions.app.spec), ("devices", SceneOptions.devices.spec), ("ad", CheckCommand.ad.spec),
    ("only", CheckCommand.only.spec), ("orientations", CheckCommand.orientations.spec), ("windows", CheckCommand.windows.spec),
    ("postures", CheckCommand.postures.spec), ("reporter", CheckCommand.reporter.spec), ("output", CheckCommand.output.spec),
    ("failOn", CheckCommand.failOn.spec), ("baseline", CheckCommand.baseline.spec), ("groupBy", CheckCommand.groupBy.spec),
    ("helpUrl", CheckCommand.helpURL.spec),
  ]

  /// The config file a command reads and its bytes: `given` (`--config FILE`), else
  /// `.adpreview.json` in the working directory when there is one; nil when neither.
  static func file(given: String?, context: CommandContext) throws -> (path: String, bytes: [UInt8])? {
    let path: String
    if let given {
      path = given
    } else if context.exists(defaultFile) {
      path = defaultFile
    } else {
      return nil
    }
    do { return (path, try context.readFile(path)) } catch { throw FileProblem("--config: \(error)") }
  }

  /// The options whose values a config gives as paths, and for `--output` the part after `=`.
  static let pathOptions: Set<String> = ["--app", "--devices", "--baseline", "--output"]

  /// Refuses, in a config's argument line, a path that leads out of the working directory
  /// (absolute, through `..`, or through a symbolic link) or an output that is a link.
  ///
  /// - Throws: `CommandError` naming the config file, the key's option and the path.
  static func confine(_ line: [String], file: String, context: CommandContext) throws(CommandError) {
    for index in stride(from: 0, to: line.count - 1, by: 2) where pathOptions.contains(line[index]) {
      let option = line[index]
      var path = line[index + 1]
      if option == "--output", let equals = path.firstIndex(of: "=") { path = String(path[path.index(after: equals)...]) }
      func refuse(_ why: String) -> CommandError {
        CommandError(
          "\(file.sanitizedForMessage): \(option) \(path.quotedForMessage) \(why): a config file names only paths inside the "
            + "working directory; give this one on the command line")
      }
      let parts = path.split(separator: "/", omittingEmptySubsequences: true)
      if path.hasPrefix("/") || path.hasPrefix("~") { throw refuse("is absolute") }
      if parts.contains("..") { throw refuse("climbs out through ..") }
      let tree = context.tree
      let top = tree.resolve(Array(".".utf8)) ?? Array(".".utf8)
      var prefix = ""
      for (number, part) in parts.enumerated() where part != "." {
        prefix += (prefix.isEmpty ? "" : "/") + part
        guard let status = try? context.fileStatus(prefix), status.isLink else { continue }
        if option == "--output" && number == parts.count - 1 { throw refuse("is a symbolic link, which a config's report is never written through") }
        guard let target = tree.resolve(Array(prefix.utf8)), FolderWalker.contains(top, target) else {
          throw refuse("leads out through the symbolic link \(prefix.quotedForMessage)")
        }
      }
    }
  }

  /// The config's options as a command line, read with `check`'s options and put under the
  /// command line's.
  static func arguments(_ bytes: [UInt8], file: String) throws(DeviceFileError) -> [String] {
    let json = try JSONParser.parse(bytes, file: file)
    var added: [String] = []
    do throws(JSONDecodeProblem) {
      let root = JSONField(json)
      // `lint` is lint's own section (LintConfig).
      try root.rejectUnknownKeys(["schemaVersion", "lint"] + keys.map(\.key))
      for (key, option) in keys {
        guard let field = root.optionalMember(key) else { continue }
        for value in try strings(field, pairs: key == "output") { added += [option.name, value] }
      }
    } catch {
      throw DeviceFileError(file: file, path: error.path, message: error.message)
    }
    return added
  }

  /// A string, a list of strings, or for `output` an object of reporter → file.
  private static func strings(_ field: JSONField, pairs: Bool) throws(JSONDecodeProblem) -> [String] {
    switch field.value {
    case .string(let text): return [text]
    case .array: return try field.array().map { item throws(JSONDecodeProblem) in try item.string() }
    case .object(let members) where pairs:
      return try members.map { member throws(JSONDecodeProblem) in
        "\(member.key)=\(try field.member(member.key).string())"
      }
    default:
      throw field.problem(pairs ? "give an object of reporter names and files" : "give a string or a list of strings")
    }
  }
}
