import AdPreviewCore
import AdPreviewRender

/// `adpreview check`: the ad slot across every device, orientation, posture and window.
enum CheckCommand: Command {
  static let name = "check"
  static let abstract = "check the ad slot on every device × orientation × posture × window; exit 1 on errors"
  static let usage = "adpreview check [scene options] [--ad FORMAT|all] [--only IDS] [--json] [--report FILE.html [--force]]"
  static let options =
    SceneOptions.specs.filter { !["--device", "--orientation", "--posture", "--window"].contains($0.name) } + [
      SceneOptions.loadedSizeSpec,
      OptionSpec("--only", value: "IDS", help: "only these devices, comma-separated ids"),
      OptionSpec("--json", help: "the results as JSON"),
      OptionSpec("--report", value: "FILE", help: "also write an HTML report with a drawing of every scene that has findings"),
      OptionSpec("--force", help: "let --report write through a symbolic link (it is refused otherwise)"),
      OptionSpec("--all", help: "list every scene, not only those with findings"),
    ]
  static var discussion: String {
    """
    Every supported orientation, every posture and every window preset of each device is
    checked, with the slot given by the scene options; --ad all checks every format. The table
    lists the scenes with findings (e error, w warning, i info). Exit code 1 when any error is
    found, 0 otherwise.

    """ + SceneOptions.formatsHelp
  }

  struct Result {
    var selection: Selection
    var resolved: ResolvedScene
  }

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> CommandResult {
    var formats: [AdFormat]? = nil
    var parsed = arguments
    if arguments.value("--ad") == "all" {
      formats = AdFormat.allCases.filter { $0 != .none }
      parsed = try ParsedArguments(
        arguments.values.filter { $0.key != "--ad" }.flatMap { [$0.key, $0.value] } + Array(arguments.flags),
        options: options)
    }
    let base = try SceneOptions.selection(from: parsed, context: context)
    let catalog = try DeviceLoader.load(devicesOption: arguments.value("--devices"), context: context)
    var devices = catalog.devices
    if let only = arguments.value("--only") {
      let names = only.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingSpaces }
      if names.contains("") {
        throw UsageError("--only: \(only.quotedForMessage) has an empty device id (give ids separated by commas)")
      }
      var ids: Set<String> = []
      for name in names {
        do throws(SceneError) {
          ids.insert(try catalog.resolve(name).device.id)
        } catch {
          throw UsageError("--only: \(error.message)")
        }
      }
      devices = devices.filter { ids.contains($0.id) }
    }
    let results = check(
      devices, formats: formats ?? [base.slot.format], base: base, catalog: catalog,
      loadedSizes: try SceneOptions.loadedSizes(from: arguments))
    let errors = results.filter { $0.resolved.allFindings.contains { $0.severity == .error } }.count
    var output: String
    if arguments.flag("--json") {
      output = json(results).prettyText + "\n"
    } else {
      output = table(results, everything: arguments.flag("--all"))
    }
    if let path = arguments.value("--report") {
      let outcome: FileWriteOutcome
      do {
        let html = HTMLReport.write(results.map { ($0.selection, $0.resolved) }, catalog: catalog)
        outcome = try context.writeFileAtomically(path, Array(html.utf8), arguments.flag("--force"))
      } catch {
        throw FileProblem("--report: \(error)")
      }
      if !arguments.flag("--json") {
        output += outcome == .overwrote ? "report overwrote \(path.quotedForMessage)\n" : "report written to \(path.quotedForMessage)\n"
      }
    }
    return .output(stdout: output, stderr: "", exitCode: errors > 0 ? 1 : 0)
  }

  static func check(
    _ devices: [Device], formats: [AdFormat], base: Selection, catalog: DeviceCatalog, loadedSizes: [Size?] = []
  ) -> [Result] {
    var results: [Result] = []
    for device in devices {
      let postures: [PostureName?] = device.postures.isEmpty ? [nil] : device.postures.map(\.name)
      for orientation in device.orientations {
        let windows = [WindowChoice.full] + device.presets(in: orientation).map { WindowChoice.preset($0.name) }
        for posture in postures {
          for window in windows {
            for format in formats {
              var selection = base
              selection.deviceID = device.id
              selection.orientation = orientation
              selection.posture = posture
              selection.window = window
              selection.slot.format = format
              guard let resolved = try? selection.resolve(in: catalog, loadedSizes: loadedSizes) else { continue }
              results.append(Result(selection: selection, resolved: resolved))
            }
          }
        }
      }
    }
    return results
  }

  static func table(_ results: [Result], everything: Bool) -> String {
    var rows = [["DEVICE", "ORIENTATION", "POSTURE", "WINDOW", "AD", "SIZE", "FINDINGS"]]
    var counts: [Finding.Severity: Int] = [:]
    for result in results {
      let evaluation = result.resolved.evaluation
      let findings = result.resolved.allFindings
      for finding in findings { counts[finding.severity, default: 0] += 1 }
      guard everything || !findings.isEmpty else { continue }
      rows.append([
        result.selection.deviceID, result.selection.orientation.rawValue,
        result.resolved.scene.posture?.name.rawValue ?? "-", result.selection.window.description,
        result.selection.slot.format.rawValue, evaluation.sizing?.size.label ?? "-",
        findings.isEmpty
          ? "ok" : findings.map { "\($0.slot.map { "\($0):" } ?? "")\($0.code.rawValue)(\($0.severity.rawValue.prefix(1)))" }.joined(separator: " "),
      ])
    }
    let widths = (0..<6).map { column in rows.map { $0[column].count }.max() ?? 0 }
    var text = ""
    for row in rows where rows.count > 1 {
      text += row.enumerated().map { $1.padding(to: $0 < 6 ? widths[$0] : 0) }.joined(separator: "  ") + "\n"
    }
    let flagged = results.filter { !$0.resolved.allFindings.isEmpty }.count
    text += "\n\(results.count) scenes checked, \(flagged) with findings: \(counts[.error] ?? 0) errors, "
      + "\(counts[.warning] ?? 0) warnings, \(counts[.info] ?? 0) info\n"
    return text
  }

  static func json(_ results: [Result]) -> JSONValue {
    let all = results.flatMap(\.resolved.allFindings)
    return .object([
      JSONMember("scenes", .number(Double(results.count))),
      JSONMember("errors", .number(Double(all.filter { $0.severity == .error }.count))),
      JSONMember("warnings", .number(Double(all.filter { $0.severity == .warning }.count))),
      JSONMember("results", .array(results.map { result in
        let evaluation = result.resolved.evaluation
        return .object([
          JSONMember("device", .string(result.selection.deviceID)),
          JSONMember("orientation", .string(result.selection.orientation.rawValue)),
          JSONMember("posture", result.resolved.scene.posture.map { .string($0.name.rawValue) } ?? .null),
          JSONMember("window", .string(result.selection.window.description)),
          JSONMember("ad", evaluation.placement.map { JSONReport.ad($0, sizing: evaluation.sizing) } ?? .null),
          JSONMember("format", .string(result.selection.slot.format.rawValue)),
          JSONMember("findings", .array(result.resolved.allFindings.map(JSONReport.finding))),
        ])
      })),
    ])
  }
}
