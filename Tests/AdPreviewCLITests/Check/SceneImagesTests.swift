import AdPreviewCLI
import Testing

@testable import AdPreviewCLI

/// `check --images DIR`: a PNG of each row's worst scene, linked from the markdown summary.
@Suite struct SceneImagesTests {
  static let arguments = ["check", "--app", "examples/news-app.json", "--reporter", "markdown", "--images", "pics"]

  static func files() throws -> [String: String] {
    var files = try CheckExamplesTests.example("news-app.json")
    files["pics/.keep"] = ""
    return files
  }

  @Test func eachRowLinksAPictureOfItsWorstScene() throws {
    let run = adpreview(Self.arguments, files: try Self.files())
    #expect(run.exitCode == 0, "\(run.stderr)")
    let rows = run.stdout.split(separator: "\n").filter { $0.hasPrefix("| info") || $0.hasPrefix("| warning") || $0.hasPrefix("| error") }
    #expect(rows.count == 3, "\(run.stdout)")
    #expect(run.stdout.contains("| severity | slot | finding | scenes | where | worst scene |\n|---|---|---|--:|---|---|\n"))
    // The footer's corners: the first scene where they hold, its picture named for the row.
    #expect(run.stdout.contains("| [iphone-12-mini portrait full](pics/02-footer-overlaps-corner.png) |"), "\(run.stdout)")
    let pictures = run.written.keys.filter { $0.hasPrefix("pics/") }.sorted()
    #expect(pictures == ["pics/01-feed-never-fully-visible.png", "pics/02-footer-overlaps-corner.png", "pics/03-feed-overlaps-corner.png"])
    for picture in pictures { #expect(run.written[picture]?.dropFirst().hasPrefix("PNG\r\n") == true, "\(picture)") }
    #expect(run.stderr.contains("3 pictures of the worst scenes written to \"pics\""), "\(run.stderr)")
  }

  @Test func withoutImagesTheTableHasNoPictureColumn() throws {
    let run = adpreview(Array(Self.arguments.dropLast(2)), files: try Self.files())
    #expect(run.stdout.contains("| severity | slot | finding | scenes | where |\n"))
    #expect(!run.stdout.contains("worst scene"))
    #expect(run.written.isEmpty)
  }

  /// A missing folder is made, as `mkdir` would: one level, in a folder that is there.
  @Test func aMissingFolderIsMade() throws {
    var files = try Self.files()
    files["pics/.keep"] = nil
    let run = adpreview(Self.arguments, files: files)
    #expect(run.exitCode == 0, "\(run.stderr)")
    #expect(run.madeFolders == ["pics"])
    #expect(run.written.keys.filter { $0.hasPrefix("pics/") }.count == 3, "\(run.written.keys.sorted())")
    files["out/.keep"] = ""
    let deeper = adpreview(Self.arguments.dropLast() + ["out/pics/"], files: files)
    #expect(deeper.exitCode == 0, "\(deeper.stderr)")
    #expect(deeper.madeFolders == ["out/pics"])
    #expect(deeper.stdout.contains("(out/pics/02-footer-overlaps-corner.png)"), "\(deeper.stdout)")
  }

  /// A destination that is not a folder and cannot be made one is refused before anything is
  /// checked.
  @Test func aFolderWithoutItsParentOrAFileIsRefused() throws {
    var files = try Self.files()
    files["pics/.keep"] = nil
    let missing = adpreview(Self.arguments.dropLast() + ["no/pics"], files: files)
    #expect(missing.exitCode == 2)
    #expect(
      missing.stderr.contains("--images: \"no/pics\": no such folder, and its parent \"no\" is none either (create it first)"),
      "\(missing.stderr)")
    #expect(missing.madeFolders.isEmpty && missing.written.isEmpty)
    files["pics"] = "a file"
    let file = adpreview(Self.arguments, files: files)
    #expect(file.exitCode == 2)
    #expect(file.stderr.contains("--images: \"pics\" is not a folder"), "\(file.stderr)")
  }

  /// The link is a URI reference, as SARIF writes paths: a folder with spaces, brackets or
  /// letters beyond ASCII still links.
  @Test func linksHoldAnyFolderName() {
    #expect(SARIFReporter.uri("my pics/(1)/a.png") == "my%20pics/%281%29/a.png")
    #expect(SARIFReporter.uri("bilder/über.png") == "bilder/%C3%BCber.png")
  }
}
