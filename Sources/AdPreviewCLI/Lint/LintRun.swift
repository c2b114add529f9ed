import AdPreviewCore
import AdPreviewFormats
import AdPreviewSource

/// Lints what a `LintInput` found: first the project's index (every file's methods and calls,
/// so a load, a guard or a reload reached through another file counts), then each file with
/// it. Only a summary of each file is kept between the two passes; the files are read again
/// one at a time, through `read`, so memory stays flat. The second of lint's three parts.
struct LintRun {
  /// Reads a file's text: the walker's, or a test's.
  var read: (WalkedFile) -> Result<[UInt8], InputProblem>
  /// The config's rules by path.
  var config: LintConfig?
  /// The working directory the config's paths are relative to.
  var pwd: String?

  /// The finished report.
  func run(_ input: LintInput) -> LintReport {
    var report = input.report
    var index = SourceIndex()
    var numbers: [String: Int] = [:]
    for (file, language) in input.sources {
      if case .success(let bytes) = read(file), let number = index.add(bytes, language: language) {
        numbers[file.path] = number
      }
    }
    index.link()
    for (file, language) in input.sources {
      let path = file.path
      switch read(file) {
      case .failure(let problem): report.problems.append(problem)
      case .success(let bytes):
        report.files.append(path)
        var settings = report.settings
        if input.multiSceneGiven == nil, let multiScene = input.settings.multiScene(for: path) { settings.multiScene = multiScene }
        let result = SourceLinter.lint(bytes, language: language, settings: settings, index: index, file: numbers[path])
        for problem in result.problems {
          report.problems.append(InputProblem(path: path, line: problem.line, column: problem.column, message: problem.message))
        }
        for var finding in result.findings {
          switch config?.level(of: finding.code, in: path, pwd: pwd) {
          case .some((.off, let place)):
            report.ignored.append((path, finding, "off in \(config?.file ?? "") (\(place))"))
            continue
          case .some((.severity(let severity), _)): finding.severity = severity
          case nil: break
          }
          report.findings.append((path, finding))
        }
        report.ignored += result.ignored.map { (path, $0.finding, $0.reason) }
      }
    }
    return report
  }
}
