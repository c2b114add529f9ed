import AdPreviewApp
import AdPreviewCore
import AdPreviewFormats
import AdPreviewRender

/// The previewer's `--gif` and `--svg`: the session's frames, kept while it runs
/// (`FrameKeeper`), written when it ends by the writers and the file rules of `play --gif`.
public enum SessionExports {
  /// The files asked for, GIF first.
  static func files(_ configuration: AppConfiguration) -> [(kind: PlayCommand.Export, path: String)] {
    [(PlayCommand.Export.gif, configuration.gifPath), (.svg, configuration.svgPath)].compactMap { kind, path in
      path.map { (kind: kind, path: $0) }
    }
  }

  /// Refuses, before the terminal is taken over, a destination the files could not be
  /// written to when the session ends (a missing folder, a link without `--force`, a folder):
  /// the user would lose the session they recorded.
  static func check(_ configuration: AppConfiguration, context: CommandContext) throws {
    let files = files(configuration)
    if files.isEmpty, configuration.forcesExports { throw CommandError("--force goes with --gif or --svg") }
    for file in files {
      if let record = configuration.recordPath, context.target(of: record) == context.target(of: file.path) {
        throw CommandError("--\(file.kind.rawValue) and --record name the same file \(file.path.quotedForMessage)")
      }
    }
    if files.count == 2, context.target(of: files[0].path) == context.target(of: files[1].path) {
      throw CommandError("--gif and --svg name the same file \(files[0].path.quotedForMessage)")
    }
    // Never one of the files the session reads, however spelled.
    var claims = FileClaims(command: "the previewer", context: context)
    if let script = configuration.script?.name, script != "stdin" { claims.reads(script) }
    if let app = configuration.appPath { claims.reads(app) }
    if let record = configuration.recordPath { try claims.writes(record, by: "--record") }
    for file in files {
      try claims.writes(file.path, by: "--\(file.kind.rawValue)")
      do {
        try context.checkWritable(file.path, configuration.forcesExports)
      } catch {
        throw FileProblem("--\(file.kind.rawValue): \(error)")
      }
    }
  }

  /// What the previewer hands its kept frames to when it ends: writes the files, prints what
  /// was written and returns the exit code; nil when no file is asked for (no frame is kept).
  public static func writer(_ configuration: AppConfiguration, context: CommandContext) -> ((KeptFrames) -> Int32)? {
    guard !files(configuration).isEmpty else { return nil }
    return { kept in
      let (stdout, stderr, exitCode) = write(kept, configuration: configuration, context: context)
      return StandardOutput.emit(stdout: stdout, stderr: stderr, exitCode: exitCode)
    }
  }

  /// Writes the session's GIF and SVG and says what was written (what the recording leaves
  /// out, too), as `play` does: the stdout, the stderr and the exit code (2 when a file could
  /// not be written, which then does not exist).
  public static func write(
    _ kept: KeptFrames, configuration: AppConfiguration, context: CommandContext
  ) -> (stdout: String, stderr: String, exitCode: Int32) {
    var notes: [String] = []
    if let note = FrameCap.note(kept.limit, end: kept.frames.end, length: kept.sessionLength, of: "session") { notes.append(note) }
    if kept.fitted {
      notes.append(
        "frames drawn after the terminal was resized are cut or filled out to the \(kept.frames.columns)×\(kept.frames.rows) it started at")
    }
    var stdout = ""
    var failures: [String] = []
    // Each file on its own: one that cannot be written does not cost the other.
    for file in files(configuration) {
      do {
        stdout += try PlayCommand.write(
          kept.frames, to: [file], title: "adpreview", force: configuration.forcesExports,
          note: notes.isEmpty ? nil : notes.joined(separator: "; "), context: context)
      } catch {
        failures.append("adpreview: \(CommandResult.safeLines(CommandError(reporting: error).message))\n")
      }
    }
    return (stdout, failures.joined(), failures.isEmpty ? 0 : 2)
  }
}
