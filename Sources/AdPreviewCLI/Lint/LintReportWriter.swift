import AdPreviewCore
import AdPreviewFormats

/// Writes a `lint` report where the options send it: each reporter to standard output or its
/// file, and a line for each file written. The last of lint's three parts.
struct LintReportWriter {
  var context: CommandContext
  /// `--force`: write through a symbolic link or over a read-only file.
  var force = false

  /// The text for standard output and the notes of the files written.
  func write(_ report: LintReport, to destinations: [(CheckReporter, String?)], options: ReportOptions) throws -> (stdout: String, notes: String) {
    var stdout = ""
    var notes = ""
    for (reporter, file) in destinations {
      let text = LintReporters.write(reporter, report, options)
      guard let file else {
        stdout += text
        continue
      }
      let outcome = try ReportDestinations.write(text, to: file, option: LintCommand.output.name, force: force, context)
      notes += ReportDestinations.note("\(reporter.rawValue) report", file, outcome)
    }
    return (stdout, notes)
  }
}
