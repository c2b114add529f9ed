import AdPreviewCore

/// The log a settled scene shows: the request sent on appear and its outcome.
enum SettledLog {
  static func lines(_ resolved: ResolvedScene, request: RequestSettings) -> [String] {
    []
  }
}
