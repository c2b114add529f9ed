import Foundation
import Testing

/// Compares `actual` with the snapshot file `__Snapshots__/<test file>/<name>.txt` beside
/// the calling test file.
///
/// With `SNAPSHOT_RECORD=1` in the environment, or when the file is missing, the snapshot is
/// (re)written and the test fails, so a recording run never passes by accident. A mismatch
/// fails with the first differing lines.
public func assertSnapshot(
  _ actual: String, named name: String, filePath: StaticString = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let testFile = URL(fileURLWithPath: "\(filePath)")
  let directory = testFile.deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")
    .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
  let file = directory.appendingPathComponent("\(name).txt")
  let recording = ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"] == "1"
  let existing = try? String(contentsOf: file, encoding: .utf8)
  if recording || existing == nil {
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try? actual.write(to: file, atomically: true, encoding: .utf8)
    Issue.record(
      "Recorded snapshot \(file.path); check it and run again without SNAPSHOT_RECORD.",
      sourceLocation: sourceLocation)
    return
  }
  guard let expected = existing, expected != actual else { return }
  let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
  let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
  var diff: [String] = []
  for index in 0..<max(expectedLines.count, actualLines.count) where diff.count < 24 {
    let e = index < expectedLines.count ? String(expectedLines[index]) : "<none>"
    let a = index < actualLines.count ? String(actualLines[index]) : "<none>"
    if e != a {
      diff.append("line \(index + 1):\n  expected |\(e)|\n  actual   |\(a)|")
    }
  }
  let report =
    "Snapshot \(name) differs from \(file.path) (SNAPSHOT_RECORD=1 to re-record):\n"
    + diff.joined(separator: "\n")
  Issue.record(Comment(rawValue: report), sourceLocation: sourceLocation)
}

/// The package's root folder, found from this file's path.
public func packageRoot(filePath: StaticString = #filePath) -> URL {
  var url = URL(fileURLWithPath: "\(filePath)")
  while url.path != "/" {
    url.deleteLastPathComponent()
    if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
      return url
    }
  }
  return url
}
