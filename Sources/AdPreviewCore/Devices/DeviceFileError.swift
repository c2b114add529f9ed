import AdPreviewFormats

/// A device file that could not be used, with where and why.
public struct DeviceFileError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file as the user would name it (`devices/iphone-x.json`, `/home/me/phones/p.json`).
  public var file: String
  /// Where in the file, for a value that is wrong; nil for syntax errors and file-level ones.
  public var path: JSONPath?
  /// Line and column, for syntax errors.
  public var line: Int?
  public var column: Int?
  public var message: String

  public init(
    file: String, path: JSONPath? = nil, line: Int? = nil, column: Int? = nil, message: String
  ) {
    self.file = file
    self.path = path
    self.line = line
    self.column = column
    self.message = message
  }

  /// `my/p.json: displays[0].size.width: expected a number, found a string`, or
  /// `my/p.json:3:14: expected ',' or '}' in an object`.
  public var description: String {
    let file = file.sanitizedForTerminal
    if let line, let column { return "\(file):\(line):\(column): \(message)" }
    if let path { return "\(file): \(path): \(message)" }
    return "\(file): \(message)"
  }
}

extension JSONParser {
  /// Parses an input file's bytes; a syntax error becomes the file error every input file
  /// reports, naming `file`, the line and the column.
  public static func parse(_ bytes: [UInt8], file: String) throws(DeviceFileError) -> JSONValue {
    do throws(JSONSyntaxError) {
      return try parse(bytes)
    } catch {
      throw DeviceFileError(file: file, line: error.line, column: error.column, message: error.message)
    }
  }
}
