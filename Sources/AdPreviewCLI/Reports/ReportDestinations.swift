import AdPreviewCore
import AdPreviewFormats

/// Where the reports of `check` and `lint` go: which reporters run, which write to files, and
/// the checks that keep two outputs from running into one another.
enum ReportDestinations {
  /// The reporters and where each goes (nil: standard output), in the order given.
  ///
  /// - Parameters:
  ///   - reporters: `--reporter` values; `outputs`: `--output NAME=FILE` values;
  ///     `htmlReport`: `check --report FILE`; `otherFiles`: files the command also writes,
  ///     with the option naming each (`--write-baseline`); `asJSON`: `--json`.
  /// - Throws: `CommandError`, before anything is written, when two outputs name one file
  ///   (the second would overwrite the first) or more than one reporter would go to standard
  ///   output (their formats run together into something no parser reads).
  static func plan(
    reporters given: [CheckReporter], outputs: [ReportDestination], htmlReport: String? = nil, otherFiles: [(String, String)] = [],
    asJSON: Bool = false
  ) throws(CommandError) -> [(CheckReporter, String?)] {
    var files: [CheckReporter: String] = [:]
    // Every file written and the option that names it, to refuse one named twice.
    var named: [(file: String, option: String)] = []
    func claim(_ file: String, by option: String) throws(CommandError) {
      if let earlier = named.first(where: { sameFile($0.file, file) }) {
        throw CommandError(
          "\(earlier.option) and \(option) both write \(file.quotedForMessage); the second would overwrite the first (give each its own file)")
      }
      named.append((file, option))
    }
    for destination in outputs {
      if let earlier = files[destination.reporter] {
        throw CommandError(
          "--output names two files for \(destination.reporter.rawValue) "
            + "(\(earlier.quotedForMessage) and \(destination.file.quotedForMessage)); give one")
      }
      try claim(destination.file, by: "--output \(destination.reporter.rawValue)=\(destination.file.sanitizedForMessage)")
      files[destination.reporter] = destination.file
    }
    if let file = htmlReport {
      guard files[.html] == nil else { throw CommandError("--report and --output html=FILE both name the HTML report; give one") }
      try claim(file, by: "--report")
      files[.html] = file
    }
    for (file, option) in otherFiles { try claim(file, by: option) }
    var reporters: [CheckReporter] = []
    for reporter in given where !reporters.contains(reporter) { reporters.append(reporter) }
    if asJSON && !reporters.contains(.json) { reporters.append(.json) }
    // A reporter named only in --output is written there.
    for reporter in CheckReporter.allCases where files[reporter] != nil && !reporters.contains(reporter) {
      reporters.append(reporter)
    }
    // The table goes to standard output when nothing else does, unless it goes to a file.
    if !reporters.contains(where: { files[$0] == nil }) && !asJSON && given.isEmpty && !reporters.contains(.text) {
      reporters.insert(.text, at: 0)
    }
    let onStandardOutput = reporters.filter { files[$0] == nil }
    if onStandardOutput.count > 1 {
      throw CommandError(
        "\(onStandardOutput.map(\.rawValue).joined(separator: " and ")) would go to standard output one after the other, "
          + "which no parser reads; send all but one to files (--output NAME=FILE)")
    }
    return reporters.map { ($0, files[$0]) }
  }

  /// Whether two paths name one file as written (`out.xml`, `./out.xml`, `a//out.xml`): the
  /// spelling, not the file system, which the writes have not touched yet.
  static func sameFile(_ a: String, _ b: String) -> Bool {
    func normal(_ path: String) -> [Substring] {
      path.split(separator: "/").filter { $0 != "." }
    }
    return a.hasPrefix("/") == b.hasPrefix("/") && normal(a) == normal(b)
  }

  /// Writes one output atomically (through a link only with `--force`); the error names the
  /// option that asked for it.
  static func write(_ text: String, to file: String, option: String, force: Bool, _ context: CommandContext) throws -> FileWriteOutcome {
    try write(bytes: Array(text.utf8), to: file, option: option, force: force, context)
  }

  /// The same for a report made as bytes.
  static func write(bytes: [UInt8], to file: String, option: String, force: Bool, _ context: CommandContext) throws -> FileWriteOutcome {
    do {
      return try context.writeFileAtomically(file, bytes, force)
    } catch {
      throw FileProblem("\(option): \(error)")
    }
  }

  /// `sarif report written to "x"` (or overwrote), for the command's notes.
  static func note(_ what: String, _ file: String, _ outcome: FileWriteOutcome) -> String {
    outcome == .overwrote ? "\(what) overwrote \(file.quotedForMessage)\n" : "\(what) written to \(file.quotedForMessage)\n"
  }
}
