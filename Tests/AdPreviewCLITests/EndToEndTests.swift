import AdPreviewTestSupport
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

  /// The environment every run starts from, whatever the test runner's: a plain one, as a
  /// user's shell gives (`swift test` sets NO_COLOR for its children when its output is not a
  /// terminal, so an inherited one made outputs differ between a terminal and a pipe).
  static let plainEnvironment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]

  /// Runs the binary with `arguments` in `directory`, in the plain environment with
  /// `environment` added.
  func run(
    _ arguments: [String], in directory: String = "/", stdin: String? = nil, environment: [String: String] = [:]
  ) throws -> (String, String, Int32) {
    let process = Process()
    guard let binary = Self.binary else { throw CocoaError(.fileNoSuchFile) }
    process.executableURL = binary
    process.arguments = arguments
    process.environment = Self.plainEnvironment.merging(environment) { _, given in given }
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    let input = Pipe()
    process.standardInput = input
    _ = ignoreBrokenPipes
    try process.run()
    if let stdin { try? input.fileHandleForWriting.write(contentsOf: Data(stdin.utf8)) }
    try input.fileHandleForWriting.close()
    let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (stdout, stderr, process.terminationStatus)
  }

  @Test(.tags(.external), .enabled(if: binary != nil))
  func theBundledCatalogIsFoundFromTheRootDirectory() throws {
    let (stdout, _, status) = try run(["devices"], in: "/")
    #expect(status == 0)
    #expect(stdout.contains("iphone-x"))
    #expect(stdout.contains("galaxy-z-fold-5"))
  }

  @Test(.tags(.external), .enabled(if: binary != nil))
  func layoutPrintsTheContract() throws {
    let (stdout, _, status) = try run(["layout", "--device", "iphone-x", "--orientation", "landscape-left", "--json"])
    #expect(status == 0)
    #expect(stdout.contains("\"left\": 44"))
  }

  @Test(.tags(.external), .enabled(if: binary != nil))
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

  @Test(.tags(.external), .enabled(if: binary != nil))
  func thePreviewerRefusesAPipe() throws {
    let (_, stderr, status) = try run([], stdin: "")
    #expect(status == 2)
    #expect(stderr.contains("needs a terminal"))
  }

  /// Runs a shell command line with the binary as $0's argument `B`, for redirections a
  /// `Process` cannot express (`>&-`, `> /dev/full`).
  func shell(_ line: String, in directory: String = "/") throws -> (String, Int32) {
    guard let binary = Self.binary else { throw CocoaError(.fileNoSuchFile) }
    return try runShell("B='\(binary.path)'; \(line)", in: directory)
  }

  func runShell(_ line: String, in directory: String) throws -> (String, Int32) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", line]
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    let err = Pipe()
    process.standardError = err
    try process.run()
    let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (stderr, process.terminationStatus)
  }

  /// Row 10: a failed write to stdout is exit 2 with the reason, never 0.
  @Test(.tags(.external), .enabled(if: binary != nil && FileManager.default.fileExists(atPath: "/dev/full")))
  func aFullDiskOrAClosedStdoutIsAnError() throws {
    let (full, fullStatus) = try shell(#""$B" devices > /dev/full"#)
    #expect(fullStatus == 2)
    #expect(full == "adpreview: cannot write the output: No space left on device\n")
    let (closed, closedStatus) = try shell(#""$B" layout --json >&-"#)
    #expect(closedStatus == 2)
    #expect(closed.hasPrefix("adpreview: cannot write the output: "))
  }

  /// Rows 8 and 11 through the real file system.
  @Test(.tags(.external), .enabled(if: binary != nil), .timeLimit(.minutes(5)))
  func fifosDevicesAndSymbolicLinksAreRefused() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(atPath: "\(folder.path)/d", withIntermediateDirectories: true)
    #expect(mkfifo("\(folder.path)/d/x.json", 0o600) == 0)
    let (_, fifo, fifoStatus) = try run(["devices", "--devices", "d"], in: folder.path)
    #expect(fifoStatus == 2)
    #expect(fifo == "adpreview: \"d/x.json\": is a FIFO (named pipe), not a regular file\n")
    let (_, zero, zeroStatus) = try run(["render", "--app", "/dev/zero"], in: folder.path)
    #expect(zeroStatus == 2)
    #expect(zero == "adpreview: --app: \"/dev/zero\": is a character device, not a regular file\n")
    try folder.write("victim.txt", Array("keep".utf8))
    #expect(symlink("victim.txt", "\(folder.path)/report.html") == 0)
    let (_, link, linkStatus) = try run(["check", "--only", "iphone-x", "--report", "report.html"], in: folder.path)
    #expect(linkStatus == 2)
    #expect(link.contains("\"report.html\": is a symbolic link"))
    #expect(folder.read("victim.txt") == "keep")
  }

  /// Row 14: a byte order mark is skipped in a play script as in a JSON file.
  @Test(.tags(.external), .enabled(if: binary != nil))
  func aPlayScriptWithAByteOrderMarkRuns() throws {
    let folder = try TemporaryFolder()
    try folder.write("s.play", [0xEF, 0xBB, 0xBF] + Array("appear\nwait 500\n".utf8))
    let (stdout, stderr, status) = try run(["play", "s.play"], in: folder.path)
    #expect(status == 0, "\(stderr)")
    #expect(stdout.contains("bannerViewDidReceiveAd"))
    let (_, _, stdinStatus) = try run(["play", "-"], in: folder.path, stdin: "\u{FEFF}appear\n")
    #expect(stdinStatus == 0)
  }
}
