import AdPreviewCore
import AdPreviewFormats

/// Writes one `check` run's reports where the options send them: each reporter to standard
/// output or its file, a large JSON report in pieces as a second sweep goes, the pictures of
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

  /// Writes every report of `destinations` for `checked`.
  func write(
    _ checked: CheckReport, of run: CheckRun, to destinations: [(CheckReporter, String?)], options: ReportOptions, baseline: String?
  ) throws -> Written {
    var written = Written()
    for (reporter, file) in destinations {
      if reporter == .json, run.streamsJSON {
        if let file, let save = context.writeFileAtomicallyInPieces {
          let outcome: FileWriteOutcome
          do {
            outcome = try save(file, force) { write in try run.streamJSON(checked, to: write) }
          } catch {
            throw FileProblem("\(CheckCommand.output.name): \(error)")
          }
          written.notes += ReportDestinations.note("json report", file, outcome)
        } else if let stream = context.streamStandardOutput {
          try run.streamJSON(checked) { try stream(String(decoding: $0, as: UTF8.self)) }
        }
        continue
      }
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
