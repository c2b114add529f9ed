import Foundation
import Testing

/// Keeps the choice of C library in one module: no Swift file outside Sources/AdPreviewSystem
/// imports Glibc, Musl or Darwin, names one of them, or asks which system it is built for.
@Suite struct LibCBoundaryTests {
  /// The package's root, from this file's place in it.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The module allowed to name the C library.
  static let platformModule = "Sources/AdPreviewSystem/"

  @Test func everyWayOfNamingTheCLibraryIsFound() {
    let flagged = [
      "import Glibc", "import Darwin", "import Musl", "@_exported import Glibc", "  import Darwin.ncurses",
      "@preconcurrency import Darwin", "import func Glibc.exit", "#if canImport(Glibc)", "#elseif canImport(Darwin)",
      "#if canImport( Musl )", "#if os(Linux)", "#elseif os(macOS)", "#if !os(Windows)", "_ = Glibc.close(descriptor)",
    ]
    for line in flagged {
      #expect(LibCBoundary.violations(in: line) == [1], "\(line)")
    }
    let allowed = [
      "import Foundation", "import AdPreviewSystem", "#if canImport(FoundationXML)", "// import Glibc is the old way",
      "/// On Darwin, curses comes with the SDK.", "let darwinLike = true",
    ]
    for line in allowed {
      #expect(LibCBoundary.violations(in: line).isEmpty, "\(line)")
    }
    #expect(LibCBoundary.violations(in: "import Testing\n\n#if canImport(Glibc)\n  import Glibc\n#endif\n") == [3, 4])
  }

  @Test func onlyThePlatformModuleNamesTheCLibrary() throws {
    let files = try LibCBoundary.swiftFiles(under: Self.root, in: ["Sources", "Tests"])
    // The walk found the package: the platform module itself would be flagged anywhere else.
    let libC = try #require(files.first { $0.path == Self.platformModule + "LibC.swift" })
    #expect(!LibCBoundary.violations(in: libC.text).isEmpty)
    #expect(files.count > 50)
    let thisFile = URL(fileURLWithPath: #filePath).lastPathComponent
    var found: [String] = []
    for file in files where !file.path.hasPrefix(Self.platformModule) && !file.path.hasSuffix("/" + thisFile) {
      found += LibCBoundary.violations(in: file.text).map { "\(file.path):\($0)" }
    }
    #expect(found.isEmpty, "name the C library only in \(Self.platformModule) (import AdPreviewSystem instead): \(found)")
  }
}

/// Finds the lines of Swift source that name the C library or the system it is built for.
enum LibCBoundary {
  private static let library = "(Glibc|SwiftGlibc|Musl|Darwin)"
  nonisolated(unsafe) private static let rules: [Regex<AnyRegexOutput>] = [
    // import Glibc, @_exported import Darwin, import Darwin.ncurses, import func Glibc.exit
    try! Regex(#"^\s*(@\w+\s+)*import\s+((struct|class|enum|protocol|typealias|func|var|let)\s+)?"# + library + #"\b"#),
    try! Regex(#"canImport\(\s*"# + library + #"\s*\)"#),
    try! Regex(#"^\s*#(if|elseif)\b.*\bos\("#),
    // A qualified name: Glibc.close(…)
    try! Regex(#"(^|[^\w.])"# + library + #"\.\w"#),
  ]

  /// The 1-based numbers of the lines that break the rule; comment lines are skipped.
  static func violations(in text: String) -> [Int] {
    var numbers: [Int] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      if trimmed.hasPrefix("//") || trimmed.hasPrefix("*") || trimmed.hasPrefix("/*") { continue }
      if rules.contains(where: { line.contains($0) }) { numbers.append(index + 1) }
    }
    return numbers
  }

  struct SourceFile {
    /// Relative to the package root.
    var path: String
    var text: String
  }

  /// Every .swift file under the named folders of `root`.
  static func swiftFiles(under root: URL, in folders: [String]) throws -> [SourceFile] {
    var files: [SourceFile] = []
    for folder in folders {
      let base = root.appendingPathComponent(folder).path
      guard let walker = FileManager.default.enumerator(atPath: base) else { continue }
      while let relative = walker.nextObject() as? String {
        guard relative.hasSuffix(".swift") else { continue }
        let text = try String(contentsOfFile: base + "/" + relative, encoding: .utf8)
        files.append(SourceFile(path: folder + "/" + relative, text: text))
      }
    }
    return files.sorted { $0.path < $1.path }
  }
}
