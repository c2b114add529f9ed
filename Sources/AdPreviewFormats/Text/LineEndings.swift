/// Where lines end in the files adpreview reads: LF (Unix), CRLF (Windows) and a lone CR
/// (classic Mac OS) each end one, so a file saved by any editor has the lines its author sees
/// and messages point at them.
public enum LineEndings {
  /// Whether the byte at `index` ends a line: an LF, or a CR that no LF follows (in a CRLF
  /// the LF ends the line, so the CR stays the line's last column).
  @inlinable
  public static func endsLine<Bytes: RandomAccessCollection>(_ bytes: Bytes, at index: Bytes.Index) -> Bool where Bytes.Element == UInt8 {
    switch bytes[index] {
    case 0x0A: return true
    case 0x0D:
      let next = bytes.index(after: index)
      return next == bytes.endIndex || bytes[next] != 0x0A
    default: return false
    }
  }
}

extension StringProtocol {
  /// The text's lines without their endings (LF, CRLF or CR), as `split(separator: "\n",
  /// omittingEmptySubsequences: false)` gives them for LF alone: text that ends with a line
  /// ending has an empty last line. (A Swift `Character` holds CRLF whole, so splitting at
  /// `"\n"` never splits a CRLF file.)
  public var lineSlices: [SubSequence] {
    var lines: [SubSequence] = []
    let bytes = utf8
    var start = startIndex
    var index = bytes.startIndex
    while index != bytes.endIndex {
      let byte = bytes[index]
      guard byte == 0x0A || byte == 0x0D else {
        bytes.formIndex(after: &index)
        continue
      }
      lines.append(self[start..<index])
      bytes.formIndex(after: &index)
      if byte == 0x0D, index != bytes.endIndex, bytes[index] == 0x0A { bytes.formIndex(after: &index) }
      start = index
    }
    lines.append(self[start..<endIndex])
    return lines
  }
}
