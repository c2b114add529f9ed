import AdPreviewApp

/// What a subcommand produced: its output and exit code, or a request to start the
/// interactive previewer. Commands never print; `main` does.
public enum CommandResult: Sendable {
  case output(stdout: String, stderr: String, exitCode: Int32)
  case interactive(AppConfiguration)

  /// Success with this text on stdout.
  public static func success(_ text: String) -> CommandResult {
    .output(stdout: text, stderr: "", exitCode: 0)
  }

  /// Bad usage or bad input: the message on stderr, exit code 2.
  public static func usageFailure(_ message: String) -> CommandResult {
    .output(stdout: "", stderr: "adpreview: \(message)\n", exitCode: 2)
  }
}
