import AdPreviewCore
import AdPreviewFormats
import Testing

@testable import AdPreviewCLI

/// The `lint` section of `.adpreview.json`: options, excluded paths, and rules off or at another
/// severity by path; the command line wins, and a wrong entry is named with its place.
@Suite struct LintConfigTests {
  static let load = """
    import GoogleMobileAds
    import UIKit

    final class Screen: UIViewController {
      let bannerView = BannerView(adSize: AdSizeBanner)
      override func viewDidLoad() {
        super.viewDidLoad()
        bannerView.load(Request())
      }
    }
    """
  static func files(_ config: String) -> [String: String] {
    [
      ".adpreview.json": config, "App/Home.swift": load, "App/Legacy/Old.swift": load, "App/Vendor/Kit/Kit.swift": load,
    ]
  }

  @Test func excludedPathsAreNotReadAndRulesChangeByPath() throws {
    let config = """
      {"app": "app.json", "lint": {"exclude": ["Vendor/"], "rules": {"load-in-view-did-load": "error"},
        "overrides": [{"paths": ["App/Legacy/**"], "rules": {"load-in-view-did-load": "off"}}]}}
      """
    let run = adpreview(["lint", "App", "--reporter", "json"], files: Self.files(config))
    #expect(run.exitCode == 1, "\(run.stderr)")
    let report = try JSONParser.parse(run.stdout)
    guard case .array(let findings) = report["findings"], case .array(let ignored) = report["ignoredFindings"] else {
      Issue.record("no findings in \(run.stdout)")
      return
    }
    #expect(findings.count == 1)
    #expect(findings.first?["file"] == .string("App/Home.swift"))
    #expect(findings.first?["severity"] == .string("error"))
    #expect(ignored.count == 1)
    #expect(ignored.first?["file"] == .string("App/Legacy/Old.swift"))
    guard case .string(let reason) = ignored.first?["reason"] else {
      Issue.record("no reason")
      return
    }
    #expect(reason == "off in .adpreview.json (lint.overrides[0])")
    #expect(!run.stdout.contains("Vendor"))
  }

  @Test func optionsComeFromTheConfigAndTheCommandLineWins() {
    let config = #"{"lint": {"failOn": "warning", "rules": {"load-in-view-did-load": "warning"}}}"#
    #expect(adpreview(["lint", "App/Home.swift"], files: Self.files(config)).exitCode == 1)
    #expect(adpreview(["lint", "App/Home.swift", "--fail-on", "error"], files: Self.files(config)).exitCode == 0)
    // A config with no lint section changes nothing; check's own keys stay check's.
    let checkOnly = #"{"only": ["phone"]}"#
    #expect(adpreview(["lint", "App/Home.swift"], files: Self.files(checkOnly)).exitCode == 0)
    // --config names another file.
    var files = Self.files(checkOnly)
    files["ci/lint.json"] = #"{"lint": {"sdk": 11, "failOn": "info"}}"#
    #expect(adpreview(["lint", "App/Home.swift", "--config", "ci/lint.json"], files: files).exitCode == 1)
  }

  @Test(arguments: [
    (#"{"lint": {"rules": {"load-in-viewdidload": "off"}}}"#, "lint.rules.load-in-viewdidload", "did you mean load-in-view-did-load?"),
    (#"{"lint": {"rules": {"overlaps-bar": "off"}}}"#, "lint.rules.overlaps-bar", "it is one of check's"),
    (#"{"lint": {"rules": {"edge-constraint": "of"}}}"#, "lint.rules.edge-constraint", "did you mean off?"),
    (#"{"lint": {"overrides": [{"paths": [], "rules": {}}]}}"#, "lint.overrides[0].paths", "give at least one path"),
    (#"{"lint": {"exclude": [""]}}"#, "lint.exclude[0]", "not an empty string"),
    (#"{"lint": {"exlude": ["Vendor/"]}}"#, "lint.exlude", "did you mean exclude?"),
    (#"{"lint": {"sdk": 6}}"#, ".adpreview.json: lint:", "is not an SDK release lint reads"),
  ])
  func aWrongEntryIsNamedWithItsPlace(config: String, place: String, words: String) {
    let run = adpreview(["lint", "App/Home.swift"], files: Self.files(config))
    #expect(run.exitCode == 2)
    #expect(run.stderr.contains(".adpreview.json"), "\(run.stderr)")
    #expect(run.stderr.contains(place), "\(run.stderr)")
    #expect(run.stderr.contains(words), "\(run.stderr)")
  }

  @Test func checkReadsAConfigWithALintSection() {
    let config = #"{"only": ["iphone-16-pro"], "lint": {"exclude": ["Vendor/"]}}"#
    let run = adpreview(["check"], files: [".adpreview.json": config])
    #expect(run.exitCode != 2, "\(run.stderr)")
  }
}
