import AdPreviewCore

/// One entry of a report in a format `check` and `lint` share (Xcode, GitHub Actions, SARIF,
/// JUnit): the writers of those formats take these, so each format is written in one place
/// whatever the command found.
struct ReportIssue {
  var code: Finding.Code
  var severity: Finding.Severity
  /// The text for people (one line; the writers add the fix and the link).
  var message: String
  /// Where it is written: the app file's slot line, a storyboard's, a source file's.
  var location: ReportLocation?
  /// A short title, where the format shows one (GitHub's annotations).
  var title: String
  /// Why it is accepted (an `ignore` entry, a baseline, an `adpreview:ignore` comment) and
  /// whether that is written in the source; nil: reported.
  var accepted: (reason: String, inSource: Bool)?
}

/// A place in a file, 1-based.
struct ReportLocation: Equatable {
  var file: String
  var line: Int
  var column: Int = 1
}
