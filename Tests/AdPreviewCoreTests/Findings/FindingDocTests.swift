import Testing

@testable import AdPreviewCore

/// The one table of finding codes: every code has its entry, and every finding takes its
/// severity from it.
@Suite struct FindingDocTests {
  /// The compiler gives every code an entry; what it cannot see: each says something, and the
  /// codes `lint` reads code for come after the scene rules', as `findings` lists them.
  @Test func everyEntrySaysItsMeaningSourceAndFixAndTheSourceRulesComeLast() {
    for doc in FindingDoc.all {
      #expect(doc.meaning.count > 20 && doc.fix.count > 10 && !doc.source.isEmpty, "\(doc.code)")
    }
    let origins = FindingDoc.all.map(\.origin)
    let firstSource = origins.firstIndex(of: .source) ?? origins.endIndex
    #expect(!origins[firstSource...].contains(.scene))
    #expect(FindingDoc.codes(.source).first == .edgeConstraint)
  }

  /// A rule names the case, the table says the severity: a shaved corner is the table's
  /// info, a code without a lesser case keeps its severity whatever the rule asks.
  @Test func findingsTakeTheirSeverityFromTheTable() {
    #expect(Finding(.overlapsCorner, "deep").severity == .warning)
    #expect(Finding(.overlapsCorner, lesser: true, "shaved").severity == .info)
    #expect(Finding(.adChoicesOverAsset, lesser: true, "badge").severity == .warning)
    #expect(Finding(.outsideWindow, lesser: true, "no lesser case").severity == .error)
    #expect(FindingDoc.of(.overlapsCorner).severityWords == "warning; info when the corner only shaves the ad (6 pt or less)")
    #expect(FindingDoc.of(.outsideWindow).severityWords == "error")
  }

  /// Every finding the catalog gives, in every scene of every device, has its code's
  /// severity or the code's lesser one.
  @Test func theCatalogsFindingsAgreeWithTheTable() throws {
    var seen = 0
    for device in bundledCatalog.devices {
      for orientation in device.orientations {
        for format in AdFormat.allCases {
          let evaluation = try evaluate(device.id, orientation, slot: AdSlot(format: format), request: RequestSettings(sdk: .v13))
          for finding in evaluation.findings {
            let doc = FindingDoc.of(finding.code)
            #expect(finding.severity == doc.severity || finding.severity == doc.lesser?.severity, "\(finding.code)")
            seen += 1
          }
        }
      }
    }
    #expect(seen > 100)
  }
}
