import AdPreviewCore
import AdPreviewFormats
import AdPreviewSource
import AdPreviewSystem
import AdPreviewTestSupport
import Foundation
import Testing

@testable import AdPreviewCLI

/// `adpreview lint`: its reporters, its exit codes, and files it cannot read.
@Suite struct LintCommandTests {
  static let mistake = """
    import GoogleMobileAds
    import UIKit

    final class Footer: UIViewController {
      let bannerView = BannerView()
      func pin() {
        bannerView.bottomAnchor.constraint(equalTo: view.bottomAnchor).isActive = true
        bannerView.adSize = currentOrientationAnchoredAdaptiveBanner(width: view.frame.inset(by: view.safeAreaInsets).width)
      }
    }
    """
  static let files = ["App/Footer.swift": mistake, "App/Notes.txt": "not source", "App/Pods/Lib/Lib.swift": mistake]

  @Test func textListsEachFindingWithItsPlaceAndTheFixesOnce() {
    let run = adpreview(["lint", "App"], files: Self.files)
    #expect(run.exitCode == 1)
    #expect(
      run.stdout.hasPrefix("App/Footer.swift:7:49: error: [edge-constraint] bannerView.bottomAnchor is constrained to view.bottomAnchor"),
      "\(run.stdout)")
    #expect(run.stdout.contains("App/Footer.swift:8:25: warning: [deprecated-anchored-adaptive]"))
    #expect(run.stdout.contains("How to fix:\n  edge-constraint: \(FindingDoc.of(.edgeConstraint).fix)"))
    // Pods is someone else's code; the text file is not source.
    #expect(!run.stdout.contains("Pods"))
    #expect(
      run.stdout.hasSuffix(
        "1 file read: 1 error, 1 warning, 0 info\nfailing: findings at or above error; `adpreview findings CODE` explains each code\n"))
  }

  @Test func failOnAndAFolderNamedOnTheCommandLine() {
    #expect(adpreview(["lint", "App", "--fail-on", "warning"], files: Self.files).exitCode == 1)
    let clean = ["A.swift": "import GoogleMobileAds\nlet s = currentOrientationAnchoredAdaptiveBanner(width: w)"]
    #expect(adpreview(["lint", "A.swift"], files: clean).exitCode == 0)
    #expect(adpreview(["lint", "A.swift", "--fail-on", "warning"], files: clean).exitCode == 1)
    #expect(adpreview(["lint", "A.swift", "--sdk", "12"], files: clean).stdout.hasPrefix("1 file read: 0 errors, 0 warnings"))
    // Named, a skipped folder is read.
    #expect(adpreview(["lint", "App/Pods"], files: Self.files).stdout.contains("Lib.swift:7:49"))
  }

  @Test func xcodeAndGitHubActionsPointAtTheLineAndColumn() {
    let xcode = adpreview(["lint", "App", "--reporter", "xcode"], files: Self.files, environment: ["PWD": "/work/app"])
    #expect(xcode.stdout.hasPrefix("/work/app/App/Footer.swift:7:49: error: [edge-constraint] "), "\(xcode.stdout)")
    #expect(xcode.stdout.contains(" How to fix: \(FindingDoc.of(.edgeConstraint).fix)"))
    let actions = adpreview(["lint", "App", "--reporter", "github-actions-logging"], files: Self.files)
    #expect(actions.stdout.hasPrefix("::error file=App/Footer.swift,line=7,col=49,title=adpreview lint edge-constraint::"), "\(actions.stdout)")
    #expect(actions.stdout.contains("::warning file=App/Footer.swift,line=8,col=25,"))
    // `github` is the name people type for it.
    let short = adpreview(["lint", "App", "--reporter", "github"], files: Self.files)
    #expect(short.stderr.isEmpty && short.stdout == actions.stdout, "\(short.stderr)")
  }

  @Test func jsonHasTheCountsTheFindingsAndWhatWasNotRead() throws {
    let report = try json(adpreview(["lint", "App", "Missing.swift", "--reporter", "json"], files: Self.files))
    #expect(report["files"] == .number(1) && report["errors"] == .number(1) && report["warnings"] == .number(1))
    #expect(report["findings"]?[0]?["code"] == .string("edge-constraint"))
    #expect(report["findings"]?[0]?["column"] == .number(49))
    #expect(report["unread"]?[0]?["file"] == .string("Missing.swift"))
  }

  @Test(.tags(.external), .needs(.jsonschema))
  func sarifValidatesAgainstTheSchemaWithColumnsAndSuppressions() throws {
    let files = [
      "A.swift": Self.mistake + "\nlet s = largeAnchoredAdaptiveBanner(width: 320) // adpreview:ignore width-from-screen a fixed card"
    ]
    let run = adpreview(["lint", "A.swift", "--reporter", "sarif"], files: files)
    #expect(run.exitCode == 1)
    let (status, output) = try Python.eachSARIFResult(
      run.stdout,
      """
          region = r["locations"][0]["physicalLocation"]["region"]
          print(r["ruleId"], r["level"], region["startLine"], region["startColumn"], r.get("suppressions", [{}])[0].get("justification", "-"))
      """)
    #expect(status == 0, "\(output)")
    #expect(output.contains("edge-constraint error 7 49 -"), "\(output)")
    #expect(output.contains("width-from-screen warning 11 44 a fixed card"), "\(output)")
    let log = try JSONParser.parse(run.stdout)
    guard case .array(let rules) = log["runs"]?[0]?["tool"]?["driver"]?["rules"] else { return }
    #expect(rules.count == FindingDoc.codes(.source).count)
  }

  @Test(.tags(.external), .needs(.junitparser))
  func junitIsReadByJUnitParser() throws {
    let run = adpreview(["lint", "App", "--reporter", "junit"], files: Self.files.merging(["App/Clean.swift": "let a = 1"]) { $1 })
    let script = """
      import sys
      from junitparser import JUnitXml
      xml = JUnitXml.fromstring(sys.stdin.read())
      for suite in xml:
          for case in suite:
              print(suite.name, case.name, "failed" if any(r._tag == "failure" for r in case.result) else "passed")
      """
    let (status, output) = try Python.run(script, input: run.stdout)
    #expect(status == 0, "\(output)")
    #expect(output.contains("App/Footer.swift App/Footer.swift:7:49 · edge-constraint failed"), "\(output)")
    #expect(output.contains("App/Footer.swift App/Footer.swift:8:25 · deprecated-anchored-adaptive passed"), "\(output)")
    #expect(output.contains("App/Clean.swift App/Clean.swift · no findings passed"), "\(output)")
  }

  @Test func outputsGoToFilesAndTheSceneReportersAreRefused() {
    let run = adpreview(["lint", "App", "--output", "sarif=out.sarif", "--output", "junit=out.xml"], files: Self.files)
    #expect(run.written["out.sarif"]?.contains("\"ruleId\": \"edge-constraint\"") == true)
    #expect(run.written["out.xml"]?.contains("<testsuites name=\"adpreview lint\"") == true)
    #expect(run.stdout.contains("sarif report written to \"out.sarif\""))
    let html = adpreview(["lint", "App", "--reporter", "html"], files: Self.files)
    #expect(html.exitCode == 2 && html.stderr.contains("lint has no html reporter"))
    #expect(adpreview(["lint", "App", "--output", "markdown=x.md"], files: Self.files).exitCode == 2)
    #expect(adpreview(["lint"]).stderr.contains("give the files or folders"))
  }

  @Test func anInfoPlistWithManyScenesRequiresTheScene() {
    let source =
      "import GoogleMobileAds\nclass C { func viewDidAppear(_ a: Bool) { if done { return }; done = true; interstitialLoader.load(Request()) } }"
    let plist = "<plist><dict><key>UIApplicationSceneManifest</key><dict><key>UIApplicationSupportsMultipleScenes</key><true/></dict></dict></plist>"
    let files = ["App/C.swift": source, "App/Info.plist": plist]
    #expect(adpreview(["lint", "App"], files: files).stdout.contains("[request-without-scene]"))
    #expect(!adpreview(["lint", "App", "--multi-scene", "off"], files: files).stdout.contains("[request-without-scene]"))
    #expect(!adpreview(["lint", "App/C.swift"], files: files).stdout.contains("[request-without-scene]"))
    #expect(adpreview(["lint", "App/C.swift", "--multi-scene", "on"], files: files).stdout.contains("[request-without-scene]"))
    let broken = adpreview(["lint", "App"], files: ["App/C.swift": source, "App/Info.plist": "<plist><dict>"])
    #expect(broken.exitCode == 2 && broken.stderr.contains("App/Info.plist:1:8: <dict> is never closed"), "\(broken.stderr)")
  }

  @Test func aMalformedFileIsNamedAtItsLineAndTheOthersAreStillRead() {
    let files = ["App/A.swift": "let a = \"never closed\n", "App/Footer.swift": Self.mistake, "App/B.m": "// adpreview:ignore nothing-real\n"]
    let run = adpreview(["lint", "App"], files: files)
    #expect(run.exitCode == 2)
    #expect(run.stderr.contains("adpreview: App/A.swift:1:9: this string literal is never closed"), "\(run.stderr)")
    #expect(run.stderr.contains("adpreview: App/B.m:1:1: adpreview:ignore names \"nothing-real\""), "\(run.stderr)")
    #expect(run.stdout.contains("App/Footer.swift:7:49: error: [edge-constraint]"))
    #expect(run.stdout.contains("3 files read: 1 error, 1 warning, 0 info; 2 files not read"), "\(run.stdout)")
  }

  @Test func unreadableFilesAreReported() {
    var context = CommandContext(
      readFile: { path in throw FileProblem("\(path.quotedForMessage): Permission denied") },
      listDirectory: { _ in ["A.swift"] },
      fileStatus: { path in
        FileStatus(kind: path == "App" ? .folder : .file, identity: FileIdentity(device: 1, inode: path == "App" ? 1 : 2), isLink: false)
      })
    context.environment = Environment([:])
    guard case .output(_, let stderr, let code) = AdPreviewCommand.run(["lint", "App"], context: context) else { return }
    #expect(code == 2)
    #expect(stderr == "adpreview: App/A.swift: Permission denied\n")
  }

  @Test func theRealFileSystemLoopsBinaryNonUTF8AndOversizedFiles() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(atPath: folder.path + "/App/Views", withIntermediateDirectories: true)
    try folder.write("App/Views/Footer.swift", Array(Self.mistake.utf8))
    try folder.write("App/Binary.swift", [0x69, 0x6D, 0x70, 0x00, 0x01])
    try folder.write("App/Latin1.m", Array("// caf".utf8) + [0xE9] + Array("\n".utf8))
    try folder.write("App/Huge.swift", [UInt8](repeating: 0x20, count: Limits.maximumFileBytes + 1))
    try FileManager.default.createSymbolicLink(atPath: folder.path + "/App/Views/Back", withDestinationPath: "..")
    try FileManager.default.createSymbolicLink(atPath: folder.path + "/App/Self.swift", withDestinationPath: "Self.swift")
    try FileManager.default.createSymbolicLink(atPath: folder.path + "/App/Gone.swift", withDestinationPath: "nowhere.swift")
    try FileManager.default.createSymbolicLink(atPath: folder.path + "/App/Same.swift", withDestinationPath: "Views/Footer.swift")
    let app = folder.path + "/App"
    let run = LintProjectsTests.run(["lint", app])
    #expect(run.exitCode == 2)
    let problems = run.stderr.split(separator: "\n").map { String($0).replacing(app + "/", with: "") }
    #expect(problems.contains("adpreview: Binary.swift:1:4: is binary (a NUL byte), not text"), "\(problems)")
    #expect(problems.contains("adpreview: Latin1.m:1:7: is not UTF-8 text (save it as UTF-8)"), "\(problems)")
    #expect(problems.contains("adpreview: Huge.swift: is larger than 4 MiB, the most adpreview reads"), "\(problems)")
    #expect(problems.contains("adpreview: Self.swift: is a symbolic-link loop"), "\(problems)")
    #expect(problems.contains("adpreview: Gone.swift: is a symbolic link to nothing"), "\(problems)")
    #expect(problems.contains { $0.hasPrefix("adpreview: Views/Back: is a symbolic-link loop: it leads back to") }, "\(problems)")
    // The file reached twice (directly and through Same.swift) is read once.
    #expect(run.stdout.components(separatedBy: "[edge-constraint]").count == 2, "\(run.stdout)")
    #expect(run.stdout.contains("1 file read"), "\(run.stdout)")
  }
}
