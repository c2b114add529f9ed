import AdPreviewCore
import AdPreviewFormats
import AdPreviewTestSupport
import Foundation
import Testing

/// `play` on the shipped example scripts: the text log for people and the JSON lines.
@Suite struct PlayCommandTests {
  static let examples = [
    "rotate-iphone-x", "ipad-interstitial-resize", "fold-galaxy-banner", "fold-galaxy-native",
    "multi-scene-test-mode", "multi-scene-production", "collapsible", "app-open",
  ]

  func example(_ name: String) throws -> (path: String, text: String) {
    let path = "examples/\(name).play"
    let url = packageRoot().appendingPathComponent(path)
    return (path, try String(contentsOf: url, encoding: .utf8))
  }

  @Test(arguments: examples)
  func textLog(name: String) throws {
    let (path, text) = try example(name)
    let run = adpreview(["play", path], files: [path: text])
    #expect(run.exitCode == 0, "\(run.stderr)")
    assertSnapshot(run.stdout, named: "\(name)-log")
  }

  @Test(arguments: examples)
  func jsonLogIsStable(name: String) throws {
    let (path, text) = try example(name)
    let first = adpreview(["play", path, "--json"], files: [path: text])
    let second = adpreview(["play", path, "--json"], files: [path: text])
    #expect(first.exitCode == 0)
    #expect(first.stdout == second.stdout)
    let kinds: Set<String> = ["event", "request", "loaded", "failed", "cancelled", "present-check", "presented", "relayout", "skipped", "finding"]
    for line in first.stdout.split(separator: "\n") {
      let entry = try JSONParser.parse(String(line))
      guard case .string(let kind) = entry["kind"], case .number = entry["t"] else {
        Issue.record("no t or kind: \(line)")
        continue
      }
      #expect(kinds.contains(kind))
      if kind == "request" || kind == "loaded" { #expect(entry["size"]?["width"] != nil) }
      if kind == "failed" { #expect(entry["message"] != nil) }
      if kind == "finding" {
        guard case .string(let code) = entry["code"], case .string(let severity) = entry["severity"] else {
          Issue.record("a finding without code or severity: \(line)")
          continue
        }
        #expect(Finding.Code(rawValue: code) != nil)
        #expect(Finding.Severity(rawValue: severity) != nil)
      }
      if kind == "present-check" {
        #expect(entry["ok"] != nil)
        // The SDK's exact words: the documented message, or the one users report on iPadOS 26.
        if entry["ok"] == false, case .string(let message) = entry["message"] {
          #expect(message == SDKMessage.exceedsWindow || message.hasPrefix("Ad too large for window. Ad size: {"), "\(message)")
        }
      }
    }
    assertSnapshot(first.stdout, named: "\(name)-jsonl")
  }

  @Test func theSeedScenariosShowWhatTheSDKDoes() throws {
    let (path, text) = try example("multi-scene-test-mode")
    let run = adpreview(["play", path, "--json"], files: [path: text])
    #expect(
      run.stdout.contains(
        #""kind": "failed", "request": 1, "message": "Invalid Request. The GADRequest scene property should be set for applications that support multi-scene. Treating the unset property as an error while in test mode.""#
      ))
    let (iPad, iPadText) = try example("ipad-interstitial-resize")
    let resize = adpreview(["play", iPad, "--json"], files: [iPad: iPadText])
    #expect(
      resize.stdout.contains(
        #""kind": "present-check", "request": 1, "size": {"width": 834, "height": 1194}, "ok": false, "message": "Ad cannot be presented. The full screen ad content size exceeds the current window size.""#
      ))
  }

  @Test func readsStandardInputAndHonoursTheLatency() {
    let run = adpreview(["play", "-", "--latency", "1000"], stdin: "appear\nwait 1500\n")
    #expect(run.exitCode == 0)
    // SDK 13's default banner: large anchored adaptive.
    #expect(run.stdout.contains("  1.000  bannerViewDidReceiveAd · ad #1 375×117"))
  }

  @Test func badScriptsNameTheFileAndLine() {
    let run = adpreview(["play", "bad.play"], files: ["bad.play": "device iphone-x\nappear\nspin 3\n"])
    #expect(run.exitCode == 2)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.hasPrefix("adpreview: bad.play:3: unknown command \"spin\""))
    let fold = adpreview(["play", "-"], stdin: "device iphone-x\nfold\n")
    #expect(fold.stderr == "adpreview: <stdin>:2: iPhone X does not fold (fold, unfold and f are for foldables and dual-screen devices)\n")
    #expect(adpreview(["play", "missing.play"]).stderr.hasPrefix("adpreview: \"missing.play\": no such file"))
    #expect(adpreview(["play"]).stderr.hasPrefix("adpreview: play needs a script file"))
    // A compare script says so, and how to run it.
    let sided = adpreview(["play", "two.play"], files: ["two.play": "left: device iphone-x\nright: device iphone-duo\nappear\n"])
    #expect(sided.exitCode == 2)
    #expect(
      sided.stderr.hasPrefix(
        "adpreview: two.play:1: left: starts a line of a compare script (two scenes side by side): run it with `adpreview compare two.play`"),
      "\(sided.stderr)")
  }

  @Test func aBareRotateSkipsWhatTheDeviceRefusesAsTheKeysDo() {
    let run = adpreview(["play", "-"], stdin: "device iphone-x\nappear\nrotate landscape-right\nrotate\n")
    #expect(run.exitCode == 0)
    #expect(run.stdout.contains("rotated to landscape-left"))
    #expect(!run.stdout.contains("does not support"))
  }

  @Test func aStaleSizeIsReportedAsAFinding() throws {
    let run = adpreview(["play", "-", "--json"], stdin: "appear\nwait 500\nreload off\nrotate\n")
    let findings = try run.stdout.split(separator: "\n").map { try JSONParser.parse(String($0)) }
      .filter { $0["kind"] == .string("finding") }
    #expect(findings.map { $0["code"] } == [.string("stale-size")])
    #expect(findings.first?["severity"] == .string("warning"))
  }

  @Test func aScenarioMayNotRunPastADay() {
    let run = adpreview(["play", "-"], stdin: "appear\nwait 86400000\nwait 1\n")
    #expect(run.exitCode == 2)
    #expect(run.stderr.contains("<stdin>:3: the scenario runs past 24 h of simulated time"))
  }

  /// Row 9 of the hardening issue: a 1.4 KB script printed 56 MB. A scenario past a day of
  /// simulated time is refused at the line that goes past it, at once.
  @Test(.timeLimit(.minutes(5))) func aScriptThatWaitsForMonthsIsRefusedAtOnce() {
    let script = "refresh 30\nappear\n" + String(repeating: "wait 86400000\n", count: 100)
    let run = adpreview(["play", "-"], stdin: script)
    #expect(run.exitCode == 2)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.contains("<stdin>:4: the scenario runs past 24 h of simulated time"))
  }

  @Test func onScreenOptionsWithoutWatchOrCastAreUsageErrors() {
    let run = adpreview(["play", "-", "--speed", "2"], stdin: "appear\n")
    #expect(run.exitCode == 2)
    #expect(run.stderr.hasPrefix("adpreview: --speed goes with --watch, --cast, --gif or --svg"))
    #expect(adpreview(["play", "-", "--no-animation"], stdin: "appear\n").exitCode == 2)
  }
}

/// Two exports of one run to one file: refused before anything is rendered, as the
/// previewer and `check` refuse it.
@Suite struct ExportDestinationTests {
  @Test(arguments: [["play", "s.play"], ["compare", "--device", "iphone-x", "--device", "iphone-14"]])
  func twoExportsToOneFileAreRefused(command: [String]) {
    let run = adpreview(command + ["--gif", "x", "--svg", "x"], files: ["s.play": "appear\nwait 100\n"])
    #expect(run.exitCode == 2)
    #expect(run.stderr.contains("--gif and --svg name the same file \"x\": the second would overwrite the first"))
  }
}
