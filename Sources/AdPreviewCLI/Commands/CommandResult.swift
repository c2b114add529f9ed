import AdPreviewApp
import AdPreviewCore
import AdPreviewFormats

/// What a subcommand produced: its output and exit code, or a request to start the
/// interactive previewer. Commands never print; `main` does.
public enum CommandResult: Sendable {
  case output(stdout: String, stderr: String, exitCode: Int32)
  /// Success with these bytes on stdout, written as they are: UTF-8 text the command made as
  /// bytes (a frame) is not made a String, which would check it all again; an image
  /// (`render --format png`) is not text at all.
  case utf8Output([UInt8])
  /// This UTF-8 on stdout as it is, the text on stderr and the exit code: a report the
  /// command wrote as bytes (`check --json`), which a String would check all again.
  case reportOutput(stdout: [UInt8], stderr: String, exitCode: Int32)
  case interactive(AppConfiguration)

  /// Success with this text on stdout.
  public static func success(_ text: String) -> CommandResult {
    .output(stdout: text, stderr: "", exitCode: 0)
  }

  /// Bad usage or bad input: the message on stderr, exit code 2.
  /// Every line goes through the one sanitiser on its way out, so a value that slipped into
  /// a message unescaped still cannot drive the terminal or flood it.
  public static func usageFailure(_ message: String) -> CommandResult { failure(message, exitCode: 2) }

  /// A failure: the message on stderr, the exit code `CommandError` carries.
  static func failure(_ message: String, exitCode: Int32) -> CommandResult {
    .output(stdout: "", stderr: "adpreview: \(safeLines(message))\n", exitCode: exitCode)
  }

  /// The message's lines, each sanitised and at most `lineLimit` characters long.
  static func safeLines(_ message: String) -> String {
    message.split(separator: "\n", omittingEmptySubsequences: false)
      .map { String($0).sanitized(truncatingTo: lineLimit) }.joined(separator: "\n")
  }

  /// The longest line of a message; echoed values are cut much shorter where they are quoted.
  static let lineLimit = 2000
}
