import AdPreviewSystem

/// Prints a command's result: stdout, then stderr. A failed write to stdout (a full disk, a
/// closed descriptor) is an error the user hears about, never a silent exit 0.
public enum StandardOutput {
  /// Writes the texts and returns the exit code to end with: `exitCode`, or 2 when stdout
  /// could not be written (the reason then goes to stderr).
  public static func emit(stdout: String, stderr: String, exitCode: Int32) -> Int32 {
    emit(exitCode: exitCode, stderr: stderr) { try AtomicFileWriter.writeAll(stdout, to: STDOUT_FILENO) }
  }

  /// Writes UTF-8 the command made itself to stdout; returns 0, or 2 when it could not be written.
  public static func emit(utf8 stdout: [UInt8], stderr: String = "", exitCode: Int32 = 0) -> Int32 {
    emit(exitCode: exitCode, stderr: stderr) { try AtomicFileWriter.writeAll(stdout, to: STDOUT_FILENO) }
  }

  private static func emit(exitCode: Int32, stderr: String, writingStandardOutput write: () throws -> Void) -> Int32 {
    var code = exitCode
    do {
      try write()
    } catch {
      code = 2
      try? AtomicFileWriter.writeAll("adpreview: cannot write the output: \(error)\n", to: STDERR_FILENO)
    }
    try? AtomicFileWriter.writeAll(stderr, to: STDERR_FILENO)
    return code
  }
}
