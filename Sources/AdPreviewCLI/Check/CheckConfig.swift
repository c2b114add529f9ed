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
