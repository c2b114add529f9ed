@testable import AdPreviewCore

func session(_ selection: Selection = Selection(), latency: Int = 400, seed: UInt64 = 1) -> PreviewSession {
  do {
    return try PreviewSession(catalog: bundledCatalog, selection: selection, latency: latency, seed: seed)
  } catch {
    fatalError("the selection does not resolve: \(error.message)")
  }
}

extension PreviewSession {
  /// Performs script lines, one command each; returns the log entries they wrote.
  @discardableResult
  mutating func run(_ lines: String) -> [LogEntry] {
    let before = log.count
    for line in lines.split(separator: "\n") {
      let command = try! PreviewCommand(parsing: String(line))!
      perform(command)
    }
    return Array(log[before...])
  }

  var texts: [String] { log.map(\.text) }
}
