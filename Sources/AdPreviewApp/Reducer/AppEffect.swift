/// What the reducer asks the outside world to do; the answer comes back as an `InputEvent`.
public enum AppEffect: Hashable, Sendable {
  /// Create a new file (never replacing one): answered by `fileWritten` or `fileNotWritten`.
  case createFile(path: String, contents: String)
  /// The same for bytes that are not text (a PNG).
  case createBinaryFile(path: String, contents: [UInt8])
}
