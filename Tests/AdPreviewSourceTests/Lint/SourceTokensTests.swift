import AdPreviewCore
import AdPreviewSource
import Testing

/// Comments, strings, directives and dead `#if` blocks are not code; everything else is, at
/// the right line and column.
@Suite struct SourceTokensTests {
  func words(_ source: String, _ language: SourceLanguage = .swift) -> [String] {
    SourceTokens(Array(source.utf8), language: language).tokens.filter { $0.kind == .identifier }.map(\.text)
  }

  @Test func commentsAndStringsAreNotCode() {
    let source = """
      let a = "bannerView.load(x)" // UIScreen
      /* outer /* nested */ still comment UIScreen */ let b = 1
      let c = \"""
        view.bottomAnchor "quoted" \\(inner("x)")) more
        \"""
      let d = #"raw "UIScreen" \\(not interpolated)"#
      let e = ##"a "# is not the end"##
      let f = "\\(a + "\\(b)") done"
      let g = #/regex UIScreen/#
      """
    #expect(words(source) == ["let", "a", "let", "b", "let", "c", "let", "d", "let", "e", "let", "f", "let", "g"])
    #expect(SourceTokens(Array(source.utf8), language: .swift).problems.isEmpty)
  }

  @Test func swiftRegexLiteralsAreReadAsSwiftReadsThem() {
    let source = """
      let r = /a"b UIScreen/
      let s = (/x[/]y/, try /z\\/w/)
      let q = a / b / c
      let t = x.count/2 + y/3
      return /end"/
      """
    let tokens = SourceTokens(Array(source.utf8), language: .swift)
    #expect(tokens.problems.isEmpty, "\(tokens.problems)")
    #expect(words(source) == ["let", "r", "let", "s", "try", "let", "q", "a", "b", "c", "let", "t", "x", "count", "y", "return"])
  }

  @Test func objectiveCPlusPlusRawStrings() {
    let source = "static const char *js = R\"js(a \"quoted\" (paren) \n UIScreen)js\";\nint after = 1;\nconst char *p = u8R\"(x)\";"
    let tokens = SourceTokens(Array(source.utf8), language: .objectiveC)
    #expect(tokens.problems.isEmpty, "\(tokens.problems)")
    #expect(!words(source, .objectiveC).contains("UIScreen"))
    // The lines after it are counted right.
    #expect(tokens.tokens.first { $0.text == "after" }?.line == 3)
  }

  @Test func objectiveCStringsCharactersAndPreprocessorLines() {
    let source = """
      #import <GoogleMobileAds/GoogleMobileAds.h>
      #define WIDTH \\
        UIScreen
      NSString *s = @"UIScreen"; char c = '"'; char *t = "a\\"b";
      /* no /* nesting in C */ int x;
      """
    let tokens = SourceTokens(Array(source.utf8), language: .objectiveC)
    #expect(tokens.imports == ["GoogleMobileAds"])
    #expect(tokens.tokens.filter { $0.kind == .identifier }.map(\.text) == ["NSString", "s", "char", "c", "char", "t", "int", "x"])
    #expect(tokens.problems.isEmpty)
  }

  @Test func blocksThatAreNeverBuiltAreLeftOut() {
    let swift = """
      #if false
      never
      #elseif DEBUG
      maybe
      #else
      otherwise
      #endif
      #if true
      always
      #else
      not
      #endif
      #if canImport(UIKit)
      ios
      #endif
      """
    #expect(words(swift) == ["maybe", "otherwise", "always", "ios"])
    let objectiveC = """
      #if 0
      it's prose with an apostrophe
      #else
      kept
      #endif
      #ifdef DEBUG
      debug
      #endif
      """
    #expect(words(objectiveC, .objectiveC) == ["kept", "debug"])
    #expect(SourceTokens(Array(objectiveC.utf8), language: .objectiveC).problems.isEmpty)
  }

  @Test func linesAndColumnsAreBytes() {
    let tokens = SourceTokens(Array("let é = 1\n  view.frame".utf8), language: .swift).tokens
    #expect(tokens.map { "\($0.text)@\($0.line):\($0.column)" } == ["let@1:1", "é@1:5", "=@1:8", "1@1:10", "view@2:3", ".@2:7", "frame@2:8"])
  }

  @Test func operatorsNumbersAndAttributes() {
    let tokens = SourceTokens(Array("@IBOutlet x==2.5e-3 a*2 1..<3 $0?.b".utf8), language: .swift).tokens.map(\.text)
    #expect(tokens == ["@IBOutlet", "x", "==", "2.5e-3", "a", "*", "2", "1", "..<", "3", "$0", "?", ".", "b"])
  }

  @Test(arguments: [
    ("let a = \"open", 1, 9, "string literal is never closed"),
    ("let a = \"\"\"\nno end", 1, 9, "multi-line string literal is never closed"),
    ("x\n/* never closed", 2, 1, "comment is never closed"),
    ("#if DEBUG\nx", 1, 1, "#if has no #endif"),
    ("#endif", 1, 1, "#endif without #if"),
    ("let r = #\"raw", 1, 9, "string literal is never closed"),
  ])
  func malformedSourceNamesWhere(source: String, line: Int, column: Int, message: String) throws {
    let problem = try #require(SourceTokens(Array(source.utf8), language: .swift).problems.first)
    #expect(problem.line == line && problem.column == column, "\(problem)")
    #expect(problem.message.contains(message), "\(problem.message)")
  }

  @Test func ignoreCommentsNameCodesAndApplyToTheirLine() {
    let source = """
      let w = 1 // adpreview:ignore width-from-screen,doubled-inset the help screen
      // adpreview:ignore edge-constraint
      let x = 2
      // mentions adpreview:ignore edge-constraint in prose: nothing
      """
    let tokens = SourceTokens(Array(source.utf8), language: .swift)
    #expect(tokens.problems.isEmpty)
    #expect(tokens.ignores.count == 2)
    #expect(
      tokens.ignores[0].codes == [.widthFromScreen, .doubledInset] && tokens.ignores[0].trailsCode && tokens.ignores[0].reason == "the help screen")
    #expect(tokens.ignores[1].codes == [.edgeConstraint] && !tokens.ignores[1].trailsCode && tokens.ignores[1].line == 2)
  }

  @Test func anIgnoreOfAnUnknownCodeIsAProblem() throws {
    let tokens = SourceTokens(Array("x // adpreview:ignore edge-constrain".utf8), language: .swift)
    let problem = try #require(tokens.problems.first)
    #expect(problem.message.contains("did you mean edge-constraint?"))
    // A scene code is not one lint can silence.
    #expect(!SourceTokens(Array("x // adpreview:ignore outside-window".utf8), language: .swift).problems.isEmpty)
  }

  @Test func nestedInterpolationsAreReadToABound() {
    func nested(_ depth: Int) -> [UInt8] {
      Array(("let a = " + String(repeating: "\"\\(", count: depth) + String(repeating: ")\"", count: depth)).utf8)
    }
    let fine = SourceTokens(nested(40), language: .swift)
    #expect(fine.problems.isEmpty)
    #expect(fine.tokens.count == 4)
    // Deeper than any real code: refused with a message, never a stack overflow.
    #expect(SourceTokens(nested(100_000), language: .swift).problems.first?.message.contains("nest deeper") == true)
  }
}

/// CR, LF and CRLF all end lines.
@Suite struct LineEndingTests {
  @Test(arguments: ["\n", "\r\n", "\r"])
  func findingsAndIgnoresLandOnTheirLines(ending: String) {
    let source = [
      "import GoogleMobileAds", "class C: UIViewController {", "  let banner = BannerView()",
      "  func a() { banner.topAnchor.constraint(equalTo: view.topAnchor).isActive = true }",
      "  // adpreview:ignore edge-constraint kept for the splash",
      "  func b() { banner.bottomAnchor.constraint(equalTo: view.bottomAnchor).isActive = true }", "}",
    ].joined(separator: ending)
    let result = SourceLinter.lint(Array(source.utf8), language: .swift, settings: LintSettings())
    #expect(result.findings.map(\.line) == [4], "\(result.findings)")
    #expect(result.findings.first?.column == 51)
    #expect(result.ignored.map(\.finding.line) == [6])
  }
}
