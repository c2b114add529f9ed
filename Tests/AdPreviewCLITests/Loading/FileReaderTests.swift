import AdPreviewCore
import AdPreviewFormats
import Foundation
import Testing

@testable import AdPreviewCLI

/// Row 8 of the hardening issue: only regular files of a bounded size are read; a FIFO,
/// a device or a folder is refused at once instead of blocking or growing without end.
@Suite(.timeLimit(.minutes(5))) struct FileReaderTests {
  func problem(_ path: String, limit: Int = Limits.maximumFileBytes) -> String? {
    do {
      _ = try FileReader.contents(of: path, limit: limit)
      return nil
    } catch {
      return "\(error)"
    }
  }

  @Test func aFIFOIsRefusedWithoutWaitingForAWriter() throws {
    let folder = try TemporaryFolder()
    let fifo = "\(folder.path)/x.json"
    #expect(mkfifo(fifo, 0o600) == 0)
    #expect(problem(fifo) == "\"\(fifo)\": is a FIFO (named pipe), not a regular file")
  }

  @Test func devicesAndFoldersAreRefused() throws {
    #expect(problem("/dev/zero") == "\"/dev/zero\": is a character device, not a regular file")
    let folder = try TemporaryFolder()
    #expect(problem(folder.path) == "\"\(folder.path)\": is a folder, not a regular file")
    #expect(problem("\(folder.path)/missing.json") == "\"\(folder.path)/missing.json\": No such file or directory")
  }

  @Test func aFileOverTheLimitIsRefused() throws {
    let folder = try TemporaryFolder()
    let path = try folder.write("big.json", Array(repeating: 0x20, count: 101))
    #expect(problem(path, limit: 100)?.hasSuffix(": is larger than 0 MiB, the most adpreview reads") == true)
    #expect(problem(path, limit: 101) == nil)
    let real = try folder.write("real.json", Array(repeating: 0x20, count: Limits.maximumFileBytes + 1))
    #expect(problem(real) == "\"\(real)\": is larger than 4 MiB, the most adpreview reads")
  }

  @Test func aByteOrderMarkIsSkippedInEveryFile() throws {
    let folder = try TemporaryFolder()
    let path = try folder.write("s.play", UTF8Validation.byteOrderMark + Array("appear\n".utf8))
    #expect(try FileReader.contents(of: path) == Array("appear\n".utf8))
  }
}
