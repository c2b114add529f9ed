import AdPreviewTestSupport
import Foundation
import Testing

@testable import AdPreviewCLI

/// A command's options: the list the parser and `--help` read, and the constants it is
/// written from.
@Suite struct OptionListTests {
  @Test func aCommandsOptionsAreItsListInOrder() {
    let scene = SceneOptions.options.map(\.name) + SlotOptions.options.map(\.name)
    #expect(RenderCommand.options.map(\.name) == scene + ["--loaded-size", "--size", "--format", "--ascii", "--cell-aspect"])
    #expect(
      SceneOptions.options.map(\.name) == [
        "--device", "--app", "--devices", "--orientation", "--posture", "--window", "--os", "--host", "--vertical-bars", "--ad",
      ])
    #expect(FindingsCommand.options.map(\.name) == ["--json", "--markdown"])
    #expect(DevicesCommand.options.map(\.name) == ["--json", "--devices"])
  }

  @Test func everyOptionConstantOfACommandIsInItsList() throws {
    let folder = packageRoot().appendingPathComponent("Sources/AdPreviewCLI")
    var sources: [(file: String, text: String)] = []
    let files = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
    for case let url as URL in files where url.pathExtension == "swift" {
      sources.append((url.lastPathComponent, try String(contentsOf: url, encoding: .utf8)))
    }
    let declarations = OptionConstants(sources)
    #expect(declarations.types.count >= 12, "the scan finds the commands and option groups")
    #expect(declarations.unlisted == [])
    #expect(declarations.listedTwice == [])
  }

  @Test func anOptionLeftOutOfTheListIsNamed() {
    let source = """
      enum PingCommand: Command {
        static let name = "ping"
        static let options: [OptionSpec] = .listing(
          count, ascii)
        static let count = Option<Int?>("--count", value: "N", help: "how many { pings") { Int($0) }
        static let quiet = Flag("--quiet", help: "say nothing")
        static let ascii = OutputOptions.ascii
        static let wait = OutputOptions.waitTime
        static let scene = OptionGroup.scene
        private static let hidden = Flag("--hidden", help: "not an option")
      }
      enum OutputOptions {
        static let ascii = Flag("--ascii", help: "ASCII")
        static let waitTime = Option<Int?>("--wait", value: "MS", help: "wait") { Int($0) }
      }
      """
    let declarations = OptionConstants([("Ping.swift", source)])
    #expect(declarations.types == ["PingCommand"])
    #expect(declarations.unlisted == ["Ping.swift: PingCommand.quiet", "Ping.swift: PingCommand.wait", "Ping.swift: PingCommand.scene"])
  }

  @Test func aTakenOptionIsTheDeclarationItself() {
    // Read back by identity: a value given to compare's --watch is play's --watch.
    #expect(CompareCommand.options.contains { $0 === PlayCommand.watch.spec })
    #expect(CheckCommand.options.contains { $0 === SceneOptions.app.spec })
    #expect(LintCommand.options.contains { $0 === CheckCommand.failOn.spec })
    // check declares its own --ad (it also takes `all`), so the scene's is not among its options.
    #expect(!CheckCommand.options.contains { $0 === SceneOptions.ad.spec })
    #expect(CheckCommand.options.filter { $0.name == "--ad" }.count == 1)
  }

  @Test func theSlotOptionsAreTakenWholeByEveryCommandThatShowsAScene() {
    let slot = SlotOptions.options
    for options in [RenderCommand.options, LayoutCommand.options, CompareCommand.options, CheckCommand.options, AdPreviewCommand.interactiveOptions] {
      let taken = options.filter { option in slot.contains { $0 === option } }
      #expect(taken.map(\.name) == slot.map(\.name))
    }
    #expect(!AdPreviewCommand.interactiveOptions.contains { $0.name == "--loaded-size" })
  }
}

/// The option constants of the types that take options (a `Command` or `DeclaresOptions` in
/// their header), read from source, and the names their `options` list gives.
///
/// A constant is an option when it is declared as one (`Option`, `Flag`, `ListOption`,
/// `OptionGroup`) or names a constant that is (`OutputOptions.ascii`). The reading is a
/// test's: string literals and `"""` blocks are skipped so their braces do not count.
private struct OptionConstants {
  private(set) var types: [String] = []
  private(set) var unlisted: [String] = []
  private(set) var listedTwice: [String] = []

  init(_ sources: [(file: String, text: String)]) {
    struct Constant {
      let file: String
      let type: String
      let name: String
      let value: String
      let isPrivate: Bool
    }
    var constants: [Constant] = []
    var listings: [String: [String]] = [:]
    for source in sources {
      var stack: [(type: String?, depth: Int)] = []
      var depth = 0
      var inBlockString = false
      var listing: (type: String, text: String)?
      for rawLine in source.text.split(separator: "\n", omittingEmptySubsequences: false) {
        var line = String(rawLine)
        if line.components(separatedBy: "\"\"\"").count % 2 == 0 {
          inBlockString.toggle()
          continue
        }
        if inBlockString { continue }
        line = line.replacingOccurrences(of: #""(?:[^"\\]|\\.)*""#, with: "\"\"", options: .regularExpression)
        if let comment = line.range(of: "//") { line = String(line[..<comment.lowerBound]) }
        let current = stack.last(where: { $0.type != nil })?.type
        if var open = listing {
          open.text += line
          listing = open
        } else if let current, let range = line.range(of: "static let options: [OptionSpec] = .listing(") {
          listing = (current, String(line[range.upperBound...]))
        } else if let current,
          let match = line.firstMatch(of: /^\s*(private |fileprivate )?static let (\w+)(?:: [^=]+)? = ([\w.<>?\[\]]+)/)
        {
          constants.append(
            Constant(file: source.file, type: current, name: String(match.2), value: String(match.3), isPrivate: match.1 != nil))
        }
        if let open = listing, open.text.contains(")") {
          let names = open.text.prefix { $0 != ")" }.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
          listings[open.type, default: []] += names
          listing = nil
        }
        // A type's header opens the first brace of its line.
        var header = line.firstMatch(of: /\b(?:enum|struct|extension)\s+([\w.]+)([^{]*)\{/)
        for character in line {
          if character == "{" {
            depth += 1
            if let opened = header {
              let conforms = opened.2.contains(/:.*\b(Command|DeclaresOptions)\b/)
              stack.append((conforms ? String(opened.1) : nil, depth))
              header = nil
            } else {
              stack.append((nil, depth))
            }
          } else if character == "}" {
            if stack.last?.depth == depth { stack.removeLast() }
            depth -= 1
          }
        }
      }
    }
    let byName = Dictionary(constants.map { ("\($0.type).\($0.name)", $0.value) }, uniquingKeysWith: { first, _ in first })
    var allConstants: [String: String] = byName
    for source in sources {
      var owner = ""
      for line in source.text.split(separator: "\n") {
        if let header = line.firstMatch(of: /\b(?:enum|struct|extension)\s+([\w.]+)/) { owner = String(header.1) }
        if let match = line.firstMatch(of: /^\s*static let (\w+)(?:: [^=]+)? = ([\w.<>?\[\]]+)/) {
          allConstants["\(owner).\(match.1)"] = allConstants["\(owner).\(match.1)"] ?? String(match.2)
        }
      }
    }
    func isOption(_ value: String, seen: Int = 0) -> Bool {
      if value.firstMatch(of: /^(Option|Flag|ListOption|OptionGroup)(?!\w)/) != nil { return true }
      guard seen < 8, let taken = allConstants[value] else { return false }
      return isOption(taken, seen: seen + 1)
    }
    types = []
    for constant in constants where !types.contains(constant.type) { types.append(constant.type) }
    for constant in constants where !constant.isPrivate && isOption(constant.value) {
      if !(listings[constant.type] ?? []).contains(constant.name) {
        unlisted.append("\(constant.file): \(constant.type).\(constant.name)")
      }
    }
    for (type, names) in listings.sorted(by: { $0.key < $1.key }) {
      for (index, name) in names.enumerated() where names[..<index].contains(name) {
        listedTwice.append("\(type).\(name)")
      }
    }
  }
}
