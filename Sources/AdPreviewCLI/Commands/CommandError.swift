/// Why a command cannot go on: the message (naming the option, file, line or JSON path that
/// was wrong), the exit code it ends with, and whether the message points to `--help`.
/// Every failure a command reports is one; an error from Core (a scene that cannot be, a
/// broken device file or script) becomes one where the command line meets it.
public struct CommandError: Error, Equatable, Sendable, CustomStringConvertible {
  public var message: String
  /// 2: bad usage or bad input, the only way a command fails (a gate that fails, as
  /// `check --fail-on` does, is a result with its own exit code, not an error).
  public var exitCode: Int32
  /// Whether "run `adpreview COMMAND --help`" follows: for a wrong option or argument, not
  /// for a file whose content is wrong.
  public var pointsToHelp: Bool

  /// Bad command-line input.
  public init(_ message: String) {
    self.message = message
    exitCode = 2
    pointsToHelp = true
  }

  /// A failure from below the command line, in its own words.
  public init(reporting error: any Error) {
    if let error = error as? CommandError {
      self = error
    } else {
      message = "\(error)"
      exitCode = 2
      pointsToHelp = false
    }
  }

  public var description: String { message }
}
