import AdPreviewCore
import AdPreviewSource
import Testing

@testable import AdPreviewCLI

/// `lint`'s three parts, each alone: `LintInput` walks and reads the project's settings,
/// `LintRun` lints what it is handed, `LintReportWriter` writes the reports.
@Suite struct LintPartsTests {
  static let mistake = """
    import GoogleMobileAds
    import UIKit

    final class Feed: UIViewController {
      let banner = BannerView(adSize: AdSizeBanner)
      override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(banner)
        banner.bottomAnchor.constraint(equalTo: view.bottomAnchor).isActive = true
      }
    }

    """

  static func input(_ line: [String], _ files: [String: String]) throws -> LintInput {
    try LintInput.read(
      try ParsedArguments(line, options: LintCommand.options), config: nil, destinations: [(.text, nil)], context: memoryContext(files))
  }

  // MARK: LintInput

  @Test func theInputIsTheSourcesWithTheProjectsSettingsUnderTheOptions() throws {
    let plist = "<plist><dict><key>UIApplicationSupportsMultipleScenes</key><true/></dict></plist>"
    let files = [
      "App/Feed.swift": Self.mistake, "App/Info.plist": plist, "App/Podfile.lock": "  - Google-Mobile-Ads-SDK (12.1.0):\n",
    ]
    let input = try Self.input(["App"], files)
    #expect(input.sources.map(\.file.path) == ["App/Feed.swift"])
    #expect(input.report.settings == LintSettings(release: 12, multiScene: true))
    #expect(input.report.multiSceneSource == "App/Info.plist")
    #expect(input.notes == "App/Podfile.lock:1:1: note: the app links Google Mobile Ads SDK 12.1.0: SDK 12's rules apply\n")
    let given = try Self.input(["App", "--sdk", "13", "--multi-scene", "off"], files)
    #expect(given.report.settings == LintSettings(release: 13, multiScene: false))
    #expect(given.notes.isEmpty)
  }

  @Test func aNamedFileLintDoesNotReadIsAProblemNotAPropertyList() throws {
    let input = try Self.input(["README.md", "App"], ["README.md": "# app", "App/Feed.swift": Self.mistake])
    #expect(
      input.report.problems.map(\.description) == [
        "README.md: is not a file lint reads (.swift, .m, .mm, .h, an Info.plist or a dependency lock file)"
      ])
    #expect(input.sources.count == 1)
  }

  // MARK: LintRun

  @Test func theRunLintsWhatItIsHandedAndNamesWhatItCouldNotRead() {
    var input = LintInput()
    let identity = FileIdentity(device: 1, inode: 1)
    input.sources = [
      (WalkedFile(path: "A.swift", location: [], identity: identity), .swift),
      (WalkedFile(path: "Gone.swift", location: [], identity: identity), .swift),
    ]
    let run = LintRun(
      read: { file in
        file.path == "A.swift" ? .success(Array(Self.mistake.utf8)) : .failure(InputProblem(path: file.path, message: "took too long"))
      }, config: nil, pwd: nil)
    let report = run.run(input)
    #expect(report.files == ["A.swift"])
    #expect(report.findings.map(\.finding.code).contains(.edgeConstraint), "\(report.findings.map(\.finding.code))")
    #expect(report.problems.map(\.description) == ["Gone.swift: took too long"])
  }

  // MARK: LintReportWriter

  @Test func reportsGoWhereTheyAreSent() throws {
    var report = LintReport()
    report.files = ["A.swift"]
    let written = Written()
    var context = CommandContext()
    context.writeFileAtomically = { path, bytes, _ in
      written.store(path, String(decoding: bytes, as: UTF8.self))
      return .overwrote
    }
    let (stdout, notes) = try LintReportWriter(context: context).write(
      report, to: [(.text, nil), (.junit, "lint.xml")], options: ReportOptions())
    #expect(stdout.hasPrefix("1 file read: 0 errors"), "\(stdout)")
    #expect(notes == "junit report overwrote \"lint.xml\"\n")
    #expect(written.take()["lint.xml"]?.contains("<testsuites") == true)
  }
}
