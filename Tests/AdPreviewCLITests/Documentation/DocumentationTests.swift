import AdPreviewTestSupport
import Foundation
import Testing

/// The README and `docs/`, read as a newcomer reads them: a README that fits on a screen or
/// two, commands that run as written, links that lead somewhere.
@Suite struct DocumentationTests {
  static let readme = (try? String(contentsOf: packageRoot().appendingPathComponent("README.md"), encoding: .utf8)) ?? ""

  @Test func theREADMEFitsOnAScreenOrTwo() {
    let lines = Self.readme.split(separator: "\n", omittingEmptySubsequences: false).count
    #expect(lines > 40 && lines < 350, "README.md has \(lines) lines")
  }

  /// The `swift run adpreview COMMAND …` lines of the README's shell blocks: the commands a
  /// newcomer copies. The previewer and `--watch` need a terminal; the smoke test runs those.
  static var readmeCommands: [String] {
    var commands: [String] = []
    var inShell = false
    for line in readme.split(separator: "\n") {
      if line.hasPrefix("```") {
        inShell = line == "```sh"
        continue
      }
      guard inShell, line.hasPrefix("swift run adpreview ") else { continue }
      let command = line.split(separator: "#", maxSplits: 1)[0].dropFirst("swift run adpreview ".count)
        .trimmingCharacters(in: .whitespaces)
      if command.isEmpty || command.hasPrefix("--") || command.contains("--watch") { continue }
      commands.append(command)
    }
    return commands
  }

  @Test(.tags(.external), .enabled(if: EndToEndTests.binary != nil))
  func everyCommandInTheREADMERunsAsWritten() throws {
    let commands = Self.readmeCommands
    #expect(commands.count >= 8, "\(commands)")
    for command in commands {
      let words = command.split(separator: " ").map(String.init)
      let (stdout, stderr, status) = try EndToEndTests().run(words, in: packageRoot().path)
      // 1 is a command's answer that it found something (check, lint); 2 is a usage error.
      #expect(status == 0 || status == 1, "swift run adpreview \(command): exit \(status): \(stderr)")
      #expect(!stdout.isEmpty, "swift run adpreview \(command) printed nothing")
    }
  }

  /// Every relative link of the README and `docs/*.md` names a file that exists, and its
  /// anchor a heading or an `<a id>` there.
  @Test func everyLinkLeadsSomewhere() throws {
    var broken: [String] = []
    for file in documentationFiles() {
      let text = try String(contentsOf: file, encoding: .utf8)
      for match in text.matches(of: /\]\(([^)\s]+)\)/) {
        let target = String(match.1)
        if target.hasPrefix("http://") || target.hasPrefix("https://") || target.hasPrefix("mailto:") { continue }
        let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let linked = parts[0].isEmpty ? file : file.deletingLastPathComponent().appendingPathComponent(parts[0]).standardizedFileURL
        guard FileManager.default.fileExists(atPath: linked.path) else {
          broken.append("\(file.lastPathComponent): \(target) (no such file)")
          continue
        }
        if parts.count == 2, linked.pathExtension == "md" {
          let anchors = Self.anchors(of: try String(contentsOf: linked, encoding: .utf8))
          if !anchors.contains(parts[1]) { broken.append("\(file.lastPathComponent): \(target) (no such anchor)") }
        }
      }
    }
    #expect(broken == [])
  }

  /// A Markdown file's anchors as GitHub makes them: each heading's, and each `<a id>`.
  static func anchors(of text: String) -> Set<String> {
    var anchors: Set<String> = []
    var inCode = false
    for line in text.split(separator: "\n") {
      if line.hasPrefix("```") { inCode.toggle() }
      if inCode { continue }
      for match in line.matches(of: /<a id="([^"]+)"/) { anchors.insert(String(match.1)) }
      guard let heading = line.firstMatch(of: /^#+ (.*)$/) else { continue }
      let words = heading.1.lowercased().filter { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" || $0 == "_" }
      anchors.insert(words.replacingOccurrences(of: " ", with: "-"))
    }
    return anchors
  }
}
