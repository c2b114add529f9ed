import AdPreviewCore
import AdPreviewTestSupport
import Testing

@testable import AdPreviewSource

/// The outline's scopes and types on the shapes that once cost it a pass per body (bodies
/// never closed, classes nested deep): each token still belongs to its innermost body, and
/// lint finds what it found.
@Suite struct SourceOutlineTests {
  func outline(_ source: String) -> SourceOutline {
    SourceOutline(SourceTokens(Array(source.utf8), language: .swift).tokens, language: .swift)
  }

  /// What painting the ranges in order leaves, one position at a time: the reference `mark`
  /// must agree with.
  static func painted(_ count: Int, _ ranges: [(value: Int32, open: Int, close: Int)]) -> [Int32] {
    var owner = [Int32](repeating: -1, count: count)
    for range in ranges {
      for position in range.open..<min(range.close + 1, count) { owner[position] = range.value }
    }
    return owner
  }

  /// Ranges nested, side by side, overlapping without nesting (an Objective-C
  /// `@implementation` runs to its `@end`, not to a bracket), opening on the same token, or
  /// running past the end, as the outline hands them: ordered by their opening token.
  @Test func markLeavesWhatPaintingInOrderWould() {
    var random = FuzzRandom(seed: 0x5_0_0_7)
    for _ in 0..<2_000 {
      let count = random.below(40) + 1
      var ranges: [(value: Int32, open: Int, close: Int)] = []
      for value in 0..<random.below(12) {
        let open = random.below(count)
        let close = random.chance(20) ? count + random.below(3) : open + random.below(count - open)
        ranges.append((Int32(value), open, close))
      }
      // A stable order by the opening token, as the outline's sorts leave ties.
      ranges = ranges.enumerated().sorted { ($0.element.open, $0.offset) < ($1.element.open, $1.offset) }.map(\.element)
      var owner = [Int32](repeating: -1, count: count)
      SourceOutline.mark(&owner, with: ranges)
      #expect(owner == Self.painted(count, ranges), "\(ranges)")
    }
  }

  /// `func fN() {` never closed, N times: each body runs to the end of the file, and each
  /// token belongs to the last function opened before it.
  @Test func unclosedFunctionsEachHoldTheTokensAfterThem() {
    let outline = outline((0..<50).map { "func f\($0)() {\n  let x\($0) = 1\n" }.joined())
    #expect(outline.scopes.map(\.name) == (0..<50).map { "f\($0)" })
    #expect(outline.scopes.allSatisfy { $0.close == outline.tokens.count })
    for (index, token) in outline.tokens.enumerated() where token.text.hasPrefix("x") {
      #expect(outline.scopes[Int(outline.scopeOf[index])].name == "f" + token.text.dropFirst(), "\(token.text)")
    }
    #expect(outline.scopeOf.first == -1)
  }

  /// `class AN {` nested N deep and closed at the end: each member belongs to its class, and
  /// a method of the deepest class to that class.
  @Test func nestedClassesEachOwnTheirMembers() throws {
    let depth = 40
    let source =
      (0..<depth).map { "class A\($0) {\n  var member\($0) = 0\n" }.joined() + "func deepest() {}\n" + String(repeating: "}\n", count: depth)
      + "let after = 1\n"
    let outline = outline(source)
    for (index, token) in outline.tokens.enumerated() where token.text.hasPrefix("member") {
      #expect(outline.typeNames[Int(outline.typeOf[index])] == "A" + token.text.dropFirst(6), "\(token.text)")
    }
    let deepest = try #require(outline.scopes.first { $0.name == "deepest" })
    #expect(outline.typeNames[deepest.type] == "A\(depth - 1)")
    let after = try #require(outline.tokens.firstIndex { $0.text == "after" })
    #expect(outline.typeOf[after] == -1 && outline.typeOf[0] == -1)
  }

  static func findings(_ source: String) -> [String] {
    SourceLinter.lint(Array(source.utf8), language: .swift, settings: LintSettings()).findings.map {
      "\($0.line):\($0.column) \($0.code.rawValue)"
    }
  }

  /// The findings the release before the single-pass outline gave on these files.
  @Test func lintFindsWhatItFoundInUnclosedFunctions() {
    let source = """
      import GoogleMobileAds
      import UIKit

      class Feed: UIViewController {
        var bannerView: BannerView!
        override func viewDidLoad() {
          bannerView.load(Request())
        func f0() {
        override func viewDidAppear(_ animated: Bool) {
          bannerView.load(Request())
        func f1() {
          let w = UIScreen.main.bounds.width
      """
    #expect(Self.findings(source) == ["7:16 load-in-view-did-load", "10:16 load-without-once-guard"])
  }

  @Test func lintFindsWhatItFoundInNestedClasses() {
    let source = """
      import GoogleMobileAds
      import UIKit

      class A0: UIViewController {
        var bannerView: BannerView!
        override func viewDidLoad() {
          bannerView.load(Request())
        }
        class A1: UIViewController {
          var bannerView: BannerView!
          override func viewDidAppear(_ animated: Bool) {
            bannerView.load(Request())
          }
          class A2: UIViewController {
            var loaded = false
            var bannerView: BannerView!
            override func viewDidAppear(_ animated: Bool) {
              guard !loaded else { return }
              loaded = true
              bannerView.load(Request())
            }
          }
          func reload() {
            bannerView.load(Request())
          }
        }
      }
      """
    #expect(Self.findings(source) == ["7:16 load-in-view-did-load", "12:18 load-without-once-guard"])
  }
}
