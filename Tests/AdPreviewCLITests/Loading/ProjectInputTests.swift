import AdPreviewCore
import AdPreviewFormats
import AdPreviewSystem
import Foundation
import Testing

@testable import AdPreviewCLI

/// The commands that read a user's tree, on a tree a hostile pull request could hold: a link
/// to the machine's root, a link to a file outside, a FIFO and a kernel file that blocks, a
/// name that is not UTF-8, and a config that aims its reports elsewhere. Each command ends
/// at once, reads only the tree's own files, and writes nothing it was not told to.
@Suite(.timeLimit(.minutes(1))) struct ProjectInputTests {
  static let banner = """
    import GoogleMobileAds
    import UIKit

    final class FeedViewController: UIViewController {
      let banner = BannerView(adSize: AdSizeBanner)
      override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(banner)
        banner.translatesAutoresizingMaskIntoConstraints = false
        banner.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor).isActive = true
        banner.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
      }
    }

    """
  /// A mistake that must never be reported: it is outside the tree.
  static let outside = """
    import GoogleMobileAds
    import UIKit

    final class SecretViewController: UIViewController {
      let banner = BannerView(adSize: AdSizeBanner)
      override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(banner)
        banner.bottomAnchor.constraint(equalTo: view.bottomAnchor).isActive = true
      }
    }

    """

  /// A tree with the repository `Repo/` (its app in `Repo/App`) and a folder beside it.
  static func hostileTree() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    let manager = FileManager.default
    try manager.createDirectory(atPath: folder.path + "/Repo/App", withIntermediateDirectories: true)
    try manager.createDirectory(atPath: folder.path + "/Elsewhere", withIntermediateDirectories: true)
    try folder.write("Repo/App/Feed.swift", Array(banner.utf8))
    try folder.write("Elsewhere/Secret.swift", Array(outside.utf8))
    try folder.write("Elsewhere/Podfile.lock", Array("PODS:\n  - Google-Mobile-Ads-SDK (12.6.0):\n".utf8))
    try manager.createSymbolicLink(atPath: folder.path + "/Repo/App/rootfs", withDestinationPath: "/")
    try manager.createSymbolicLink(atPath: folder.path + "/Repo/App/Secret.swift", withDestinationPath: "../../Elsewhere/Secret.swift")
    try manager.createSymbolicLink(atPath: folder.path + "/Repo/Podfile.lock", withDestinationPath: "../Elsewhere/Podfile.lock")
    try manager.createSymbolicLink(atPath: folder.path + "/Repo/App/Kernel.swift", withDestinationPath: "/proc/kmsg")
    #expect(mkfifo(folder.path + "/Repo/App/Evil.swift", 0o600) == 0)
    let odd = Array((folder.path + "/Repo/App/Caf").utf8) + [0xE9] + Array(".swift".utf8)
    let descriptor = withCPath(odd) { open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
    #expect(descriptor >= 0)
    close(descriptor)
    return folder
  }

  static func run(_ arguments: [String], in folder: TemporaryFolder) -> (stdout: String, stderr: String, exitCode: Int32) {
    ImportCommandTests.run(arguments, in: folder.path + "/Repo")
  }

  static let skipped = [
    "App/Evil.swift: note: is not a regular file (a FIFO, a device or a socket): not read",
    "App/Kernel.swift: note: is a symbolic link out of the folder (to \"/proc/kmsg\"): not followed",
    "App/Secret.swift: note: is a symbolic link out of the folder",
    "App/rootfs: note: is a symbolic link out of the folder (to \"/\"): not followed",
  ]

  @Test func lintReadsOnlyTheTreesOwnFiles() throws {
    let folder = try Self.hostileTree()
    let run = Self.run(["lint", "App", "--reporter", "json"], in: folder)
    #expect(run.exitCode == 0, "\(run.stderr)")
    for note in Self.skipped { #expect(run.stderr.contains(note), "\(run.stderr)") }
    let json = try JSONParser.parse(run.stdout)
    #expect(json["files"] == .number(2), "\(run.stdout)")
    #expect(!run.stdout.contains("Secret") && !run.stdout.contains("rootfs"), "\(run.stdout)")
  }

  @Test func importAndCheckOfTheProjectReadOnlyTheTreesOwnFiles() throws {
    let folder = try Self.hostileTree()
    let imported = Self.run(["import", "--project", "App"], in: folder)
    #expect(imported.exitCode == 0, "\(imported.stderr)")
    #expect(imported.stdout.contains("FeedViewController") && !imported.stdout.contains("Secret"), "\(imported.stdout)")
    for note in Self.skipped { #expect(imported.stderr.contains(note), "\(imported.stderr)") }
    let checked = Self.run(["check", "--project", "App", "--only", "iphone-17-pro"], in: folder)
    #expect(checked.exitCode == 0, "\(checked.stdout)\(checked.stderr)")
    #expect(checked.stderr.contains("1 screen with ads") && !checked.stderr.contains("SecretViewController"), "\(checked.stderr)")
    // The lock file linked from outside the project pins nothing: the project is the folder named.
    let whole = Self.run(["import", "--project", "."], in: folder)
    #expect(whole.stderr.contains("Podfile.lock: note: is a symbolic link out of the folder"), "\(whole.stderr)")
    #expect(!whole.stderr.contains("12.6.0"), "\(whole.stderr)")
  }

  @Test func aConfigCannotAimAReportOutOfTheRepository() throws {
    let folder = try Self.hostileTree()
    try FileManager.default.createSymbolicLink(atPath: folder.path + "/Repo/out", withDestinationPath: "../Elsewhere")
    try folder.write("Elsewhere/victim.sh", Array("echo safe\n".utf8))
    for (destination, why) in [
      ("../Elsewhere/victim.sh", "climbs out through .."), (folder.path + "/Elsewhere/victim.sh", "is absolute"),
      ("out/victim.sh", "leads out through the symbolic link \"out\""),
    ] {
      let config = "{\"output\": {\"text\": \"\(destination)\"}, \"lint\": {\"output\": {\"json\": \"\(destination)\"}}}"
      try folder.write("Repo/.adpreview.json", Array(config.utf8))
      for command in [["check", "--project", "App", "--only", "iphone-17-pro"], ["lint", "App"]] {
        let run = Self.run(command, in: folder)
        #expect(run.exitCode == 2, "\(command) \(destination)")
        #expect(run.stderr.contains(".adpreview.json: --output \(destination.quotedForMessage) \(why)"), "\(run.stderr)")
        #expect(folder.read("Elsewhere/victim.sh") == "echo safe\n")
      }
    }
    // A link inside the repository is no way out either when the report is the link itself.
    try FileManager.default.createSymbolicLink(atPath: folder.path + "/Repo/report.txt", withDestinationPath: "../Elsewhere/victim.sh")
    try folder.write("Repo/.adpreview.json", Array("{\"output\": {\"text\": \"report.txt\"}}".utf8))
    let linked = Self.run(["check", "--project", "App", "--only", "iphone-17-pro"], in: folder)
    #expect(linked.exitCode == 2 && linked.stderr.contains("is a symbolic link, which a config's report is never written through"))
    #expect(folder.read("Elsewhere/victim.sh") == "echo safe\n")
    // Inside the repository, the config's report is written as before.
    try folder.write("Repo/.adpreview.json", Array("{\"output\": {\"text\": \"reports/check.txt\"}}".utf8))
    try FileManager.default.createDirectory(atPath: folder.path + "/Repo/reports", withIntermediateDirectories: true)
    let inside = Self.run(["check", "--project", "App", "--only", "iphone-17-pro"], in: folder)
    #expect(inside.exitCode == 0, "\(inside.stderr)")
    #expect(folder.read("Repo/reports/check.txt")?.isEmpty == false)
  }

  @Test func noSpellingOfAnInputIsAnOutput() throws {
    let folder = try Self.hostileTree()
    let root = folder.path + "/Repo"
    try FileManager.default.linkItem(atPath: root + "/App/Feed.swift", toPath: root + "/hard.json")
    for output in ["App/Feed.swift", "./App/../App/Feed.swift", root + "/App/Feed.swift", "hard.json", "App//Feed.swift"] {
      let run = Self.run(["lint", "App", "--output", "json=\(output)"], in: folder)
      #expect(run.exitCode == 2, "\(output)")
      #expect(run.stderr.contains("one of the files lint reads: writing there would replace it"), "\(run.stderr)")
      let imported = Self.run(["import", "--project", "App", "--output", output], in: folder)
      #expect(imported.exitCode == 2 && imported.stderr.contains("one of the files import reads"), "\(imported.stderr)")
    }
    #expect(folder.read("Repo/App/Feed.swift") == Self.banner)
    // Two outputs that are one file, however spelled, are refused before either is written.
    try FileManager.default.createDirectory(atPath: root + "/sub", withIntermediateDirectories: true)
    let twice = Self.run(["lint", "App", "--output", "json=r.json", "--output", "sarif=sub/../r.json"], in: folder)
    #expect(twice.exitCode == 2, "\(twice.stderr)")
    #expect(
      twice.stderr.contains("--output and --output both write \"sub/../r.json\" (\"r.json\" and \"sub/../r.json\" are one file)"), "\(twice.stderr)")
    #expect(folder.read("Repo/r.json") == nil)
    // The config file read is an input too.
    try folder.write("Repo/.adpreview.json", Array("{}".utf8))
    let config = Self.run(["check", "--project", "App", "--output", "json=./.adpreview.json"], in: folder)
    #expect(config.exitCode == 2 && config.stderr.contains("one of the files check reads"), "\(config.stderr)")
    #expect(folder.read("Repo/.adpreview.json") == "{}")
  }

  @Test func anExportNeverReplacesTheScriptItPlays() throws {
    let folder = try TemporaryFolder()
    try folder.write("demo.play", Array("device iphone-17-pro\nwait 100\n".utf8))
    let run = ImportCommandTests.run(["play", "demo.play", "--cast", "./demo.play"], in: folder.path)
    #expect(run.exitCode == 2 && run.stderr.contains("--cast \"./demo.play\" is \"demo.play\", one of the files play reads"), "\(run.stderr)")
    #expect(folder.read("demo.play") == "device iphone-17-pro\nwait 100\n")
  }

  /// A project folder that is not there is named once, with no second line about ad views
  /// in no files.
  @Test func aMissingProjectFolderIsOneMessage() {
    for command in [["check", "--project", "nowhere"], ["import", "--project", "nowhere"]] {
      let run = adpreview(command)
      #expect(run.exitCode == 2)
      #expect(run.stderr == "adpreview: nowhere: No such file or directory\n", "\(run.stderr)")
    }
  }
}
