import Foundation
import Testing

/// Runs the built `adpreview` binary, as a user would.
@Suite struct EndToEndTests {
  static let binary: URL? = {
    let runner = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var directory = runner.deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = directory.appendingPathComponent("adpreview")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      directory.deleteLastPathComponent()
    }
    return nil
  }()

  func run(_ arguments: [String], in directory: String = "/", stdin: String? = nil) throws -> (String, String, Int32) {
    let process = Process()
    guard let binary = Self.binary else { throw CocoaError(.fileNoSuchFile) }
    process.executableURL = binary
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    let input = Pipe()
    process.standardInput = input
    try process.run()
    if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
    try input.fileHandleForWriting.close()
    let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (stdout, stderr, process.terminationStatus)
  }

  @Test(.enabled(if: binary != nil))
  func theBundledCatalogIsFoundFromTheRootDirectory() throws {
    let (stdout, _, status) = try run(["devices"], in: "/")
    #expect(status == 0)
    #expect(stdout.contains("iphone-x"))
    #expect(stdout.contains("galaxy-z-fold-5"))
  }

  @Test(.enabled(if: binary != nil))
  func layoutPrintsTheContract() throws {
    let (stdout, _, status) = try run(["layout", "--device", "iphone-x", "--orientation", "landscape-left", "--json"])
    #expect(status == 0)
    #expect(stdout.contains("\"left\": 44"))
  }

  @Test(.enabled(if: binary != nil))
  func aBrokenDeviceFileExitsWithTwo() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("adpreview-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("{\"schemaVersion\": 1,".utf8).write(to: folder.appendingPathComponent("broken.json"))
    let (stdout, stderr, status) = try run(["devices", "--devices", folder.path])
    #expect(status == 2)
    #expect(stdout.isEmpty)
    #expect(stderr == "adpreview: \(folder.path)/broken.json:1:21: the document ends inside an object\n")
  }

  @Test(.enabled(if: binary != nil))
  func thePreviewerRefusesAPipe() throws {
    let (_, stderr, status) = try run([], stdin: "")
    #expect(status == 2)
    #expect(stderr.contains("needs a terminal"))
  }
}
