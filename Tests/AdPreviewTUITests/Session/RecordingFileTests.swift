import AdPreviewApp
import AdPreviewSystem
import Foundation
import Testing

@testable import AdPreviewTUI

/// `--record FILE`: a regular file only, opened without blocking; a failed write ends the session.
@Suite struct RecordingFileTests {
  func folder() throws -> String {
    let path = NSTemporaryDirectory() + "adpreview-record-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  @Test(.timeLimit(.minutes(5))) func aFIFOIsRefusedAtOnceWithNoReader() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let fifo = folder + "/cast.fifo"
    #expect(mkfifo(fifo, 0o600) == 0)
    guard case .failure(let problem) = RecordingFile.open(fifo) else {
      Issue.record("a FIFO was taken")
      return
    }
    #expect(problem.reason == "is a FIFO (named pipe), not a regular file; --record writes a file")
  }

  @Test func devicesAndFoldersAreRefused() throws {
    for (path, kind) in [("/dev/full", "a character device"), ("/dev/null", "a character device"), ("/", "a folder")] {
      guard case .failure(let problem) = RecordingFile.open(path) else {
        Issue.record("\(path) was taken")
        continue
      }
      #expect(problem.reason.hasPrefix("is \(kind)"), "\(path): \(problem.reason)")
    }
  }

  @Test func aRegularFileIsEmptiedAndWritten() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/session.cast"
    try Data("old and longer content".utf8).write(to: URL(fileURLWithPath: path))
    guard case .success(let file) = RecordingFile.open(path) else {
      Issue.record("a regular file was refused")
      return
    }
    file.append("new")
    file.close()
    #expect(file.failure == nil)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "new")
  }

  @Test func inputReadsAsEndedOnceToldToStop() {
    struct Keys: InputSource {
      mutating func next(timeout: Int) -> InputEvent? { .key(.character("r")) }
    }
    var stop = false
    var input = EndingInput(Keys()) { stop }
    #expect(input.next(timeout: 0) == .key(.character("r")))
    stop = true
    #expect(input.next(timeout: 0) == .ended)
  }
}
