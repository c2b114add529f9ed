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
