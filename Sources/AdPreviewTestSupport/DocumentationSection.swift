import Foundation

/// The documentation files that may hold a generated section: the README and `docs/*.md`.
public func documentationFiles() -> [URL] {
  let root = packageRoot()
  let docs = root.appendingPathComponent("docs")
  let names = ((try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []).filter { $0.hasSuffix(".md") }.sorted()
  return [root.appendingPathComponent("README.md")] + names.map { docs.appendingPathComponent($0) }
}

/// The text between a `begin` marker line and an `end` marker in the documentation file that
/// holds it: a part written from the code, which a test compares with what the code writes now.
public func documentationSection(begin: String, end: String) throws -> String {
  let (_, text, start, stop) = try locate(begin: begin, end: end)
  return String(text[start.upperBound..<stop.lowerBound])
}

/// The documentation's section between `begin` and `end`, and with `SNAPSHOT_RECORD=1` in
/// the environment first written anew as `expected` (what the code writes now): the generated
/// parts are recorded the way snapshots are.
public func documentationSection(begin: String, end: String, recording expected: String) throws -> String {
  guard ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"] == "1" else { return try documentationSection(begin: begin, end: end) }
  let (file, text, start, stop) = try locate(begin: begin, end: end)
  try (text[..<start.upperBound] + expected + text[stop.lowerBound...]).write(to: file, atomically: true, encoding: .utf8)
  return expected
}

private func locate(begin: String, end: String) throws -> (URL, String, Range<String.Index>, Range<String.Index>) {
  for file in documentationFiles() {
    guard let text = try? String(contentsOf: file, encoding: .utf8), let start = text.range(of: begin + "\n") else { continue }
    guard let stop = text.range(of: end, range: start.upperBound..<text.endIndex) else {
      throw DocumentationMarkerMissing(marker: end, file: file.lastPathComponent)
    }
    return (file, text, start, stop)
  }
  throw DocumentationMarkerMissing(marker: begin, file: "README.md or docs/*.md")
}

/// The documentation lacks a marker a generated section needs.
public struct DocumentationMarkerMissing: Error, CustomStringConvertible {
  public var marker: String
  public var file: String
  public var description: String { "\(file) has no line \(marker)" }
}
