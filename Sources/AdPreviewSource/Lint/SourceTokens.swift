import AdPreviewCore

/// The language of a source file, from its name.
public enum SourceLanguage: String, Sendable {
  case swift
  case objectiveC = "objective-c"

  /// `.swift` is Swift; `.m`, `.mm` and `.h` are Objective-C; anything else is not source.
  public init?(path: String) {
    if path.hasSuffix(".swift") {
      self = .swift
    } else if path.hasSuffix(".m") || path.hasSuffix(".mm") || path.hasSuffix(".h") {
      self = .objectiveC
    } else {
      return nil
    }
  }
}

/// One piece of code: what the lint rules read. Comments, string literals, preprocessor and
/// compilation-condition lines and the blocks of a `#if` that can never be built are not code
/// and give no tokens.
public struct SourceToken: Sendable {
  public enum Kind: UInt8, Sendable {
    /// A name (`bannerView`), a keyword (`func`), an attribute or directive word (`@IBOutlet`,
    /// `@implementation`, `#available`).
    case identifier
    case number
    /// A string literal, whole (its text is empty: what it says is not code).
    case string
    /// One of `( ) { } [ ] , ; : .`, or a run of operator characters (`=`, `==`, `*`, `?`).
    case punctuation
  }

  public var kind: Kind
  public var text: String
  /// 1-based line and column (in bytes, as compilers count them).
  public var line: Int
  public var column: Int

  public func `is`(_ text: String) -> Bool { self.text == text }
}

/// Something in a source file that stops it being read as code: an unterminated string or
/// comment, an unbalanced `#if`, an `adpreview:ignore` naming no known code.
public struct SourceProblem: Error, Sendable, Equatable {
  public var line: Int
  public var column: Int
  public var message: String

  public init(line: Int, column: Int, _ message: String) {
    self.line = line
    self.column = column
    self.message = message
  }
}

/// An `// adpreview:ignore CODE[,CODE…] [reason]` comment: the codes it silences on the line it
/// applies to (its own line after code, else the next line of code).
public struct IgnoreDirective: Sendable {
  public var codes: [Finding.Code]
  public var reason: String?
  /// The line of the comment.
  public var line: Int
  /// Whether code comes before the comment on its line (then it applies to that line).
  public var trailsCode: Bool
}

/// A file cut into tokens in one pass over its bytes.
public struct SourceTokens: Sendable {
  public var language: SourceLanguage
  public var tokens: [SourceToken] = []
  public var ignores: [IgnoreDirective] = []
  public var problems: [SourceProblem] = []
  /// The modules the file imports (`import GoogleMobileAds`, `@import GoogleMobileAds;`,
  /// `#import <GoogleMobileAds/GoogleMobileAds.h>`).
  public var imports: [String] = []
  /// What plain one-line string literals say, by token index (`"NativeAdView"`).
  public var literals: [Int: String] = [:]

  /// Tokenizes `bytes` (valid UTF-8) as `language`.
  public init(_ bytes: [UInt8], language: SourceLanguage) {
    self.language = language
    // A lone CR ends a line, as in files saved with classic Mac line endings: it reads as an
    // LF (one byte for one, so columns and places stay), and CRLF stays as it is.
    var bytes = bytes
    for index in bytes.indices where bytes[index] == 13 && (index + 1 == bytes.count || bytes[index + 1] != 10) {
      bytes[index] = 10
    }
    var lexer = SourceLexer(bytes: bytes, language: language)
    lexer.run()
    tokens = lexer.tokens
    ignores = lexer.ignores
    problems = lexer.problems
    imports = lexer.imports
    literals = lexer.literals
  }
}
