import AdPreviewTestSupport
import Foundation
import Testing

/// `adpreview check` as CI runs it: the built binary, in a folder with `.adpreview.json`.
@Suite struct CheckEndToEndTests {
  @Test(.tags(.external), .enabled(if: EndToEndTests.binary != nil))
  func plainCheckReadsTheConfigAndWritesItsReports() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("adpreview-ci-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("ads"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let mistakes = try Data(contentsOf: packageRoot().appendingPathComponent("examples/mistakes-app.json"))
    try mistakes.write(to: folder.appendingPathComponent("ads/app.json"))
    let config = #"{"app": "ads/app.json", "only": "ipad-pro-11", "reporter": "xcode", "output": {"sarif": "out.sarif"}}"#
    try Data(config.utf8).write(to: folder.appendingPathComponent(".adpreview.json"))
    let (stdout, stderr, status) = try EndToEndTests().run(["check"], in: folder.path)
    #expect(status == 1, "\(stderr)")
    let real = folder.resolvingSymlinksInPath().path
    let lines = stdout.split(separator: "\n")
    #expect(!lines.isEmpty)
    #expect(lines.allSatisfy { $0.hasPrefix("\(real)/ads/app.json:") || $0.hasPrefix("\(folder.path)/ads/app.json:") }, "\(stdout)")
    #expect(stderr.contains("sarif report written to \"out.sarif\""))
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.sarif").path))
  }
}
