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

/// A file whose reading would block, or that trickles, is not waited on.
@Suite(.timeLimit(.minutes(1))) struct FileReaderBlockingTests {
  @Test(.enabled(if: access("/proc/kmsg", R_OK) == 0, "needs /proc/kmsg readable (root on Linux)"))
  func aKernelFileThatWaitsForMoreIsRefusedAtOnce() {
    do {
      _ = try FileReader.contents(of: "/proc/kmsg")
      Issue.record("read /proc/kmsg")
    } catch {
      #expect("\(error)" == "\"/proc/kmsg\": is a file whose reading waits for more (like /proc/kmsg): not read")
    }
  }

  @Test func aReadThatFindsNothingYetEndsAtOnce() {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    defer { close(ends[0]); close(ends[1]) }
    _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
    _ = "ab".withCString { write(ends[1], $0, 2) }
    guard case .wouldBlock = FileReader.readAll(ends[0], limit: 100, timeLimit: 1000) else {
      Issue.record("a read that would block waited or ended as a whole file")
      return
    }
  }

  @Test func aFileThatTricklesPastTheTimeLimitIsRefused() throws {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    let writer = ends[1]
    // A writer that sends a byte every 20 ms for a second, then ends; the reading end is
    // closed only after it (a write to a closed pipe would stop the tests with SIGPIPE).
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      for _ in 0..<50 {
        _ = "x".withCString { write(writer, $0, 1) }
        usleep(20_000)
      }
      close(writer)
      done.signal()
    }
    thread.start()
    defer {
      done.wait()
      close(ends[0])
    }
    guard case .tooSlow = FileReader.readAll(ends[0], limit: 1000, timeLimit: 200) else {
      Issue.record("a trickling file was read past the time limit")
      return
    }
  }
}
