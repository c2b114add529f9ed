import AdPreviewCore
import AdPreviewTestSupport
import Foundation
import Testing

@Suite struct FindingsCommandTests {
  @Test func everyCodeIsDocumentedWithASourceAndAFix() throws {
    guard case .array(let docs) = try json(adpreview(["findings", "--json"])) else {
      Issue.record("not an array")
      return
    }
    #expect(docs.map { $0["code"] } == Finding.Code.allCases.map { .string($0.rawValue) })
    for doc in docs {
      guard case .string(let source) = doc["source"], case .string(let fix) = doc["fix"] else {
        Issue.record("\(doc)")
        continue
      }
      #expect(source.contains("https://") || source.contains("model") || source.contains(".h"))
      #expect(!fix.isEmpty)
    }
  }

  @Test func oneCodeAndTheREADMEAnchors() throws {
    let one = adpreview(["findings", "media-too-small"])
    #expect(one.stdout.hasPrefix("media-too-small (error)"))
    #expect(adpreview(["findings", "media-to-small"]).stderr.contains("did you mean media-too-small?"))
    let readme = try String(contentsOf: packageRoot().appendingPathComponent("README.md"), encoding: .utf8)
    for code in Finding.Code.allCases {
      #expect(readme.contains("<a id=\"finding-\(code.rawValue)\"></a>"), "README has no entry for \(code.rawValue)")
    }
  }

  @Test func theREADMEsFindingCodesAreTheTable() throws {
    let readme = try String(contentsOf: packageRoot().appendingPathComponent("README.md"), encoding: .utf8)
    let section = try #require(readme.components(separatedBy: "## Finding codes\n\n").dropFirst().first?.components(separatedBy: "\n## ").first)
    #expect(section == adpreview(["findings", "--markdown"]).stdout, "README.md's finding codes differ: paste `adpreview findings --markdown`")
  }

  @Test func theLintCodesSayWhereTheirRuleLooks() throws {
    let one = adpreview(["findings", "edge-constraint"])
    #expect(one.stdout.hasPrefix("edge-constraint (error, adpreview lint)"))
    let docs = try json(adpreview(["findings", "--json"]))
    #expect(docs[0]?["origin"] == .string("scene"))
  }
}
