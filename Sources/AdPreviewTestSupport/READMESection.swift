import Foundation

/// The README's text between a `begin` marker line and an `end` marker: a part written from
/// the code, which a test compares with what the code writes now.
public func readmeSection(begin: String, end: String) throws -> String {
  let path = packageRoot().appendingPathComponent("README.md").path
  let text = try String(contentsOfFile: path, encoding: .utf8)
  guard let start = text.range(of: begin + "\n") else { throw READMEMarkerMissing(marker: begin) }
  guard let stop = text.range(of: end, range: start.upperBound..<text.endIndex) else { throw READMEMarkerMissing(marker: end) }
  return String(text[start.upperBound..<stop.lowerBound])
}

/// README.md lacks a marker a generated section needs.
public struct READMEMarkerMissing: Error, CustomStringConvertible {
  public var marker: String
  public var description: String { "README.md has no line \(marker)" }
}

/// The README's section between `begin` and `end`, and with `SNAPSHOT_RECORD=1` in the
/// environment first written anew as `expected` (what the code writes now): the generated
/// parts are recorded the way snapshots are.
public func readmeSection(begin: String, end: String, recording expected: String) throws -> String {
  guard ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"] == "1" else { return try readmeSection(begin: begin, end: end) }
  let path = packageRoot().appendingPathComponent("README.md").path
  let text = try String(contentsOfFile: path, encoding: .utf8)
  guard let start = text.range(of: begin + "\n") else { throw READMEMarkerMissing(marker: begin) }
  guard let stop = text.range(of: end, range: start.upperBound..<text.endIndex) else { throw READMEMarkerMissing(marker: end) }
  try (text[..<start.upperBound] + expected + text[stop.lowerBound...]).write(toFile: path, atomically: true, encoding: .utf8)
  return expected
}
