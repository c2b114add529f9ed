import AdPreviewCLI
import AdPreviewCore
import AdPreviewFormats
import AdPreviewSystem
import AdPreviewTestSupport
import Foundation
import Testing

/// `lint` on the fixture apps in Tests/Projects reports exactly the lines marked
/// `// MISTAKE: code`, and nothing in their correct twins.
@Suite struct LintProjectsTests {
  static let projects = ["UIKitApp", "SwiftUIApp", "ObjCApp", "ShopApp", "HelperApp"]

  /// `adpreview ARGS` on the real file system, from the package root.
  static func run(_ arguments: [String]) -> (stdout: String, stderr: String, exitCode: Int32) {
    let context = CommandContext.files(environment: Environment(["PWD": packageRoot().path]))
    switch AdPreviewCommand.run(arguments, context: context) {
    case .output(let stdout, let stderr, let exitCode): return (stdout, stderr, exitCode)
    case .utf8Output(let bytes): return (String(decoding: bytes, as: UTF8.self), "", 0)
    case .reportOutput(let bytes, let stderr, let exitCode): return (String(decoding: bytes, as: UTF8.self), stderr, exitCode)
    case .interactive: return ("", "interactive", -1)
    }
  }

  static func path(_ project: String) -> String { packageRoot().appendingPathComponent("Tests/Projects/\(project)").path }

  /// `lint` on a project, with its `.adpreview.json` when it has one.
  static func lint(_ project: String, _ more: [String] = []) -> (stdout: String, stderr: String, exitCode: Int32) {
    let config = path(project) + "/.adpreview.json"
    let given = FileManager.default.fileExists(atPath: config) ? ["--config", config] : []
    return run(["lint", path(project)] + given + more)
  }

  /// `file:line code` for each code each `MISTAKE:` marker names.
  static func marked(in project: String) throws -> Set<String> {
    var marks = Set<String>()
    let root = path(project)
    let enumerator = FileManager.default.enumerator(atPath: root)
    while let name = enumerator?.nextObject() as? String {
      guard name.hasSuffix(".swift") || name.hasSuffix(".m") || name.hasSuffix(".h") else { continue }
      let text = try String(contentsOfFile: "\(root)/\(name)", encoding: .utf8)
      for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        guard let marker = line.range(of: "MISTAKE: ") else { continue }
        for code in line[marker.upperBound...].split(separator: ",") {
          marks.insert("\(root)/\(name):\(index + 1) \(code.trimmingCharacters(in: .whitespaces))")
        }
      }
    }
    return marks
  }

  @Test(arguments: projects)
  func lintReportsExactlyTheMarkedMistakes(project: String) throws {
    let run = Self.lint(project, ["--reporter", "json"])
    #expect(run.exitCode == 1, "\(run.stderr)")
    // ShopApp's Podfile.lock pins SDK 12: said once, as a note.
    #expect(run.stderr.isEmpty || project == "ShopApp" && run.stderr.hasSuffix("SDK 12.6.0: SDK 12's rules apply\n"), "\(run.stderr)")
    let report = try JSONParser.parse(run.stdout)
    guard case .array(let findings) = report["findings"] else {
      Issue.record("no findings")
      return
    }
    var found = Set<String>()
    for finding in findings {
      guard case .string(let file) = finding["file"], case .number(let line) = finding["line"], case .string(let code) = finding["code"] else {
        continue
      }
      #expect(!file.contains("Fixed"), "a correct twin has a finding: \(file):\(Int(line)) \(code)")
      found.insert("\(file):\(Int(line)) \(code)")
    }
    let marked = try Self.marked(in: project)
    #expect(found.subtracting(marked).isEmpty, "reported but not marked: \(found.subtracting(marked).sorted())")
    #expect(marked.subtracting(found).isEmpty, "marked but not reported: \(marked.subtracting(found).sorted())")
  }

  @Test func theFindingsPointAtTheirColumns() throws {
    var lines: [String] = []
    for project in Self.projects {
      let report = try JSONParser.parse(Self.lint(project, ["--reporter", "json"]).stdout)
      guard case .array(let findings) = report["findings"] else { continue }
      for finding in findings {
        guard case .string(let file) = finding["file"], case .number(let line) = finding["line"], case .number(let column) = finding["column"],
          case .string(let code) = finding["code"]
        else { continue }
        lines.append("\(file.replacing(packageRoot().path + "/", with: "")):\(Int(line)):\(Int(column)) \(code)")
      }
    }
    assertSnapshot(lines.joined(separator: "\n") + "\n", named: "locations")
  }
}
