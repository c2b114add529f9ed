import Foundation

// Usage: EmbedDevices OUTPUT.swift FILE.json...
// Writes `BundledDeviceFiles.files`: each device file's name and bytes as a raw string literal.
let arguments = CommandLine.arguments.dropFirst()
guard let output = arguments.first else {
  FileHandle.standardError.write(Data("usage: EmbedDevices OUTPUT.swift FILE.json...\n".utf8))
  exit(2)
}

var source = """
  // Generated from devices/*.json at build time. Do not edit.

  /// The device files bundled with adpreview, in file-name order.
  public enum BundledDeviceFiles {
    /// One entry per bundled file: its name (`iphone-x.json`) and its text.
    public static let files: [(name: String, text: String)] = [

  """
for path in arguments.dropFirst() {
  let url = URL(fileURLWithPath: path)
  let text = try String(contentsOf: url, encoding: .utf8)
  // A raw string whose delimiter cannot occur in the text.
  var hashes = "#"
  while text.contains("\"" + hashes) || text.contains("\\" + hashes) { hashes += "#" }
  source += "    (\"\(url.lastPathComponent)\", \(hashes)\"\"\"\n\(text)\n\"\"\"\(hashes)),\n"
}
source += "  ]\n}\n"

let data = Data(source.utf8)
if (try? Data(contentsOf: URL(fileURLWithPath: output))) != data {
  try data.write(to: URL(fileURLWithPath: output))
}
