#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension CommandContext {
  /// The real world: files through the C library, the process environment, the terminal.
  public static func system() -> CommandContext {
    var environment: [String: String] = [:]
    var pointer = environ
    while let entry = pointer.pointee {
      let text = String(cString: entry)
      if let equals = text.firstIndex(of: "=") {
        environment[String(text[..<equals])] = String(text[text.index(after: equals)...])
      }
      pointer += 1
    }
    var size: (columns: Int, rows: Int)?
    var window = winsize()
    if isatty(STDOUT_FILENO) == 1, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0 {
      size = (Int(window.ws_col), Int(window.ws_row))
    }
    return CommandContext(
      environment: environment,
      readFile: readWholeFile,
      listDirectory: directoryEntries,
      readStandardInput: { readAll(STDIN_FILENO) },
      terminalSize: size,
      isInteractiveTerminal: isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1,
      writeFile: writeWholeFile)
  }
}

@Sendable private func readWholeFile(_ path: String) throws -> [UInt8] {
  let descriptor = open(path, O_RDONLY)
  guard descriptor >= 0 else { throw FileProblem("\(path): \(String(cString: strerror(errno)))") }
  defer { close(descriptor) }
  var status = stat()
  if fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
    throw FileProblem("\(path): is a folder, not a file")
  }
  return readAll(descriptor)
}

@Sendable private func readAll(_ descriptor: Int32) -> [UInt8] {
  var bytes: [UInt8] = []
  var chunk = [UInt8](repeating: 0, count: 65536)
  while true {
    let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    if count < 0 && errno == EINTR { continue }
    if count <= 0 { break }
    bytes += chunk[..<count]
  }
  return bytes
}

@Sendable private func writeWholeFile(_ path: String, _ bytes: [UInt8]) throws {
  let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
  guard descriptor >= 0 else { throw FileProblem("\(path): \(String(cString: strerror(errno)))") }
  defer { close(descriptor) }
  var offset = 0
  while offset < bytes.count {
    let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    if written < 0 && errno == EINTR { continue }
    guard written > 0 else { throw FileProblem("\(path): \(String(cString: strerror(errno)))") }
    offset += written
  }
}

@Sendable private func directoryEntries(_ path: String) -> [String]? {
  guard let directory = opendir(path) else { return nil }
  defer { closedir(directory) }
  var names: [String] = []
  while let entry = readdir(directory) {
    let name = withUnsafePointer(to: entry.pointee.d_name) {
      $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
    }
    if name != "." && name != ".." { names.append(name) }
  }
  return names
}
