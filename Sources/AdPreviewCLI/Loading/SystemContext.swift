import AdPreviewFormats
import AdPreviewSystem

extension CommandContext {
  /// The real world: files through the C library, the process environment, the terminal.
  public static func system() -> CommandContext {
    var context = files(environment: .process)
    context.terminalSize = terminalWindowSize(STDOUT_FILENO)
    context.isInteractiveTerminal = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    context.streamStandardOutput = { text in
      do {
        try AtomicFileWriter.writeAll(text, to: STDOUT_FILENO)
      } catch {
        throw FileProblem("cannot write the output: \(error)")
      }
    }
    return context
  }

  /// The real file system with the environment given, and nothing else of the process (its
  /// environment, terminal and standard output): for tests that read real files, which
  /// must not read the process's environment while another test changes it.
  public static func files(environment: Environment) -> CommandContext {
    var context = CommandContext(
      environment: environment,
      readFile: { try FileReader.contents(of: $0) },
      listDirectory: directoryEntries,
      exists: { path in
        var status = stat()
        return lstat(path, &status) == 0
      },
      fileStatus: statusOfFile,
      readStandardInput: { try FileReader.readStandardInput() },
      writeFile: writeWholeFile,
      writeFileAtomically: { try AtomicFileWriter.save($1, to: $0, force: $2) },
      checkWritable: { try AtomicFileWriter.check($0, force: $1) })
    context.writeFileAtomicallyInPieces = { try AtomicFileWriter.save(to: $0, force: $1, producing: $2) }
    return context
  }
}

@Sendable private func writeWholeFile(_ path: String, _ bytes: [UInt8]) throws {
  let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
  guard descriptor >= 0 else { throw FileProblem("\(path): \(String(cString: strerror(errno)))") }
  defer { close(descriptor) }
  try AtomicFileWriter.writeAll(bytes, to: descriptor)
}

@Sendable private func statusOfFile(_ path: String) throws -> FileStatus {
  var link = stat()
  guard lstat(path, &link) == 0 else { throw FileProblem("\(path.quotedForMessage): \(FileReader.reason())") }
  let isLink = link.st_mode & S_IFMT == S_IFLNK
  var status = link
  if isLink {
    guard stat(path, &status) == 0 else {
      // ELOOP: the links lead round in a circle; ENOENT: to nothing.
      let why = errno == ELOOP ? "is a symbolic-link loop" : errno == ENOENT ? "is a symbolic link to nothing" : FileReader.reason()
      throw FileProblem("\(path.quotedForMessage): \(why)")
    }
  }
  let kind: FileStatus.Kind =
    switch status.st_mode & S_IFMT {
    case S_IFREG: .file
    case S_IFDIR: .folder
    default: .other
    }
  return FileStatus(kind: kind, identity: FileIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino)), isLink: isLink)
}

@Sendable private func directoryEntries(_ path: String) -> [String]? {
  guard let directory = opendir(path) else { return nil }
  defer { closedir(directory) }
  var names: [String] = []
  while let entry = readdir(directory) {
    let name = entry.pointee.name
    if name != "." && name != ".." { names.append(name) }
  }
  return names
}
