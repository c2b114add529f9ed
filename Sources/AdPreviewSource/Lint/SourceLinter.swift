import AdPreviewCore

/// One mistake `adpreview lint` found in a source file.
public struct LintFinding: Sendable, Equatable {
  public var code: Finding.Code
  public var severity: Finding.Severity
  public var message: String
  /// 1-based line and column (bytes) of the code it is about.
  public var line: Int
  public var column: Int

  public init(_ code: Finding.Code, _ severity: Finding.Severity, _ message: String, line: Int, column: Int) {
    self.code = code
    self.severity = severity
    self.message = message
    self.line = line
    self.column = column
  }
}

/// What the lint knows about the app beyond one file.
public struct LintSettings: Sendable, Equatable {
  /// The SDK release the app links: 13 deprecates the classic anchored adaptive sizes, 12 and
  /// later have Swift names without the GAD prefix.
  public var sdk: SDKVersion { release >= 13 ? .v13 : .v12 }
  /// The SDK's major release (7 to 13): names keep their GAD prefix in Swift before 12.
  public var release: Int
  /// Whether the app declares multiple scenes (`UIApplicationSupportsMultipleScenes`), which
  /// makes `request.scene` required.
  public var multiScene: Bool

  /// The releases lint knows: 7 (the current Swift API's first) to 13.
  public static let releases = 7...13

  public init(sdk: SDKVersion = .current, multiScene: Bool = false) {
    release = Int(sdk.rawValue) ?? 13
    self.multiScene = multiScene
  }

  public init(release: Int, multiScene: Bool = false) {
    self.release = release
    self.multiScene = multiScene
  }
}

/// A file's lint: the findings, those an `adpreview:ignore` comment silences (with its
/// reason), and what kept the file from being read.
public struct LintResult: Sendable {
  public var findings: [LintFinding] = []
  public var ignored: [(finding: LintFinding, reason: String)] = []
  public var problems: [SourceProblem] = []
}

/// The source rules (FindingDoc's `.source` codes) over one tokenized file.
public enum SourceLinter {
  /// Lints one file's bytes (valid UTF-8). With a linked project `index` and the file's number
  /// in it, loads, guards and reloads reached through other files and types count.
  public static func lint(
    _ bytes: [UInt8], language: SourceLanguage, settings: LintSettings, index: SourceIndex? = nil, file: Int? = nil
  ) -> LintResult {
    let tokens = SourceTokens(bytes, language: language)
    var result = LintResult()
    result.problems = tokens.problems
    guard tokens.problems.isEmpty else { return result }
    var rules = SourceRules(SourceOutline(tokens.tokens, language: language), settings: settings, imports: tokens.imports)
    if let index, let file { rules.project = (index, file) }
    rules.literals = tokens.literals
    rules.run()
    // Silenced by a comment on the line or alone on the line before.
    var silenced: [Int: [(Finding.Code, String?)]] = [:]
    let lines = tokens.tokens.map(\.line)
    for directive in tokens.ignores {
      var target = directive.line
      if !directive.trailsCode {
        // The next line with code.
        var low = 0
        var high = lines.count
        while low < high {
          let middle = (low + high) / 2
          if lines[middle] <= directive.line { low = middle + 1 } else { high = middle }
        }
        target = low < lines.count ? lines[low] : directive.line
      }
      for code in directive.codes { silenced[target, default: []].append((code, directive.reason)) }
    }
    for finding in rules.findings.sorted(by: { ($0.line, $0.column, $0.code.rawValue) < ($1.line, $1.column, $1.code.rawValue) }) {
      if let entry = silenced[finding.line]?.first(where: { $0.0 == finding.code }) {
        result.ignored.append((finding, entry.1 ?? "adpreview:ignore in the source"))
      } else {
        result.findings.append(finding)
      }
    }
    return result
  }
}
