import AdPreviewCore
import AdPreviewFormats

/// Writes one `check` run's reports where the options send them: each reporter to standard
/// output or its file, a large JSON report in pieces as the sweep goes, the pictures of
/// the worst scenes, the baseline; and says what it wrote. The last of `check`'s three parts:
/// `CheckInput` → `CheckRun` → report writer.
struct CheckReportWriter {
  var context: CommandContext
  /// `--force`: write through a symbolic link or over a read-only file.
  var force = false
  /// The file `--report` names, so its errors name that option.
  var htmlReport: String?

  /// What was written: the one report for standard output (as bytes: a JSON report is
  /// megabytes, moved there, not copied) and a line for each file written.
  struct Written {
    var stdout: [UInt8] = []
    var notes = ""
  }

  /// Runs the sweep with its JSON report written as it goes, to `file` (in pieces, replaced
  /// whole once done) or to standard output: the report, and the line saying where the JSON
  /// went. For a run that `streamsJSON`.
  func sweep(_ run: CheckRun, to file: String?, appFile: String?, failOn: Finding.Severity) throws -> (CheckReport, String) {
    if let file, let save = context.writeFileAtomicallyInPieces {
      var checked: CheckReport?
      let outcome: FileWriteOutcome
      do {
        outcome = try save(file, force) { write in checked = try run.streamedReport(appFile: appFile, failOn: failOn, to: write) }
      } catch let error as CommandError {
        throw error
      } catch {
        throw FileProblem("\(CheckCommand.output.name): \(error)")
      }
      guard let checked else { throw FileProblem("\(CheckCommand.output.name): \(file): the report was not written") }
      return (checked, ReportDestinations.note("json report", file, outcome))
    }
    // `CheckRun` streams only where one of the two ways is there.
    guard file == nil, let stream = context.streamStandardOutput else {
      throw FileProblem("\(CheckCommand.output.name): the JSON report cannot be written as the sweep goes here")
    }
    return (try run.streamedReport(appFile: appFile, failOn: failOn, to: stream), "")
  }

  /// Writes every report of `destinations` for `checked` (but a JSON report written as the
  /// sweep went).
  func write(
    _ checked: CheckReport, of run: CheckRun, to destinations: [(CheckReporter, String?)], options: ReportOptions, baseline: String?
  ) throws -> Written {
    var written = Written()
    for (reporter, file) in destinations {
      // Written as the sweep went (`sweep(_:to:appFile:failOn:)`).
      if reporter == .json, run.streamsJSON { continue }
      let bytes = reporter.bytes(checked, options)
      guard let file else {
        if written.stdout.isEmpty { written.stdout = bytes } else { written.stdout += bytes }
        continue
      }
      let option = reporter == .html && htmlReport == file ? CheckCommand.report.name : CheckCommand.output.name
      let outcome = try ReportDestinations.write(bytes: bytes, to: file, option: option, force: force, context)
      written.notes += ReportDestinations.note("\(reporter.rawValue) report", file, outcome)
    }
    if let file = baseline {
      let outcome = try ReportDestinations.write(
        Baseline.write(checked), to: file, option: CheckCommand.writeBaseline.name, force: force, context)
      written.notes += ReportDestinations.note("baseline", file, outcome)
    }
    return written
  }

  /// Writes a picture of each finding's worst scene into `folder`; the pictures' names for the
  /// reports, and a line saying how many.
  func writeImages(_ checked: CheckReport, to folder: String) throws -> (images: [String: String], note: String) {
    let images = try SceneImages.write(checked, to: folder, force: force, context: context)
    let count = images.count
    return (images, "\(count == 1 ? "1 picture" : "\(count) pictures") of the worst scenes written to \(folder.quotedForMessage)\n")
  }
}
