import AdPreviewFormats
import AdPreviewSystem

extension CommandContext {
  /// The real world: files through the C library, the process environment, the terminal.
  public static func system() -> CommandContext {
    var context = files(environment: .process)
    context.terminalSize = terminalWindowSize(STDOUT_FILENO)
    context.isInteractiveTerminal = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    context.streamStandardOutput = { bytes in
      do {
        try AtomicFileWriter.writeAll(bytes, to: STDOUT_FILENO)
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
      fileStatus: { try statusOfFile(Array($0.utf8), shown: $0) },
      readStandardInput: { try FileReader.readStandardInput() },
      writeFile: writeWholeFile,
      writeFileAtomically: { try AtomicFileWriter.save($1, to: $0, force: $2) },
      checkWritable: { try AtomicFileWriter.check($0, force: $1) })
    context.writeFileAtomicallyInPieces = { try AtomicFileWriter.save(to: $0, force: $1, producing: $2) }
    context.fileTree = .system
    context.makeFolder = makeSystemFolder
    context.fileTarget = targetOfPath
    return context
  }
}

extension FileTree {
  /// The real file system, through the C library.
  public static let system = system(in: nil)

  /// The real file system, with relative paths taken from `folder` rather than the working
  /// directory (for tests that run commands as if in another folder).
  public static func system(in folder: String?) -> FileTree {
    let base = folder.map { Array($0.utf8) + [0x2F] }
    @Sendable func absolute(_ path: [UInt8]) -> [UInt8] {
      guard let base, path.first != 0x2F else { return path }
      return base + path
    }
    return FileTree(
      list: { folder in
        withCPath(absolute(folder)) { path in
          guard let directory = opendir(path) else { return nil }
          defer { closedir(directory) }
          var names: [[UInt8]] = []
          while let entry = readdir(directory) {
            let name = entry.pointee.nameBytes
            if name != [0x2E] && name != [0x2E, 0x2E] { names.append(name) }
          }
          return names
        }
      },
      status: { path, shown in try statusOfFile(absolute(path), shown: shown) },
      resolve: { path in
        withCPath(absolute(path)) { path in
          guard let resolved = realpath(path, nil) else { return nil }
          defer { free(resolved) }
          return Array(UnsafeRawBufferPointer(start: resolved, count: strlen(resolved)))
        }
      },
      read: { path, shown in try FileReader.contents(atBytes: absolute(path), shown: shown) })
  }
}

@Sendable private func writeWholeFile(_ path: String, _ bytes: [UInt8]) throws {
  let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
  guard descriptor >= 0 else { throw FileProblem("\(path): \(String(cString: strerror(errno)))") }
  defer { close(descriptor) }
  try AtomicFileWriter.writeAll(bytes, to: descriptor)
}

private func statusOfFile(_ bytes: [UInt8], shown: String) throws -> FileStatus {
  var link = stat()
  guard withCPath(bytes, { lstat($0, &link) }) == 0 else { throw FileProblem("\(shown.quotedForMessage): \(FileReader.reason())") }
  let isLink = link.st_mode & S_IFMT == S_IFLNK
  var status = link
  if isLink {
    guard withCPath(bytes, { stat($0, &status) }) == 0 else {
      // ELOOP: the links lead round in a circle; ENOENT: to nothing.
      let why = errno == ELOOP ? "is a symbolic-link loop" : errno == ENOENT ? "is a symbolic link to nothing" : FileReader.reason()
      throw FileProblem("\(shown.quotedForMessage): \(why)")
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

/// Where a path leads: the file it names after its links, else (nothing there yet, or a link
/// to nothing) its folder's identity and its name.
@Sendable private func targetOfPath(_ path: String) -> FileTarget {
  var status = stat()
  if stat(path, &status) == 0 {
    return .file(FileIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino)))
  }
  let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
  let slash = trimmed.lastIndex(of: "/")
  let folder = slash.map { $0 == trimmed.startIndex ? "/" : String(trimmed[..<$0]) } ?? "."
  let name = slash.map { String(trimmed[trimmed.index(after: $0)...]) } ?? trimmed
  guard !name.isEmpty, name != ".", name != "..", stat(folder, &status) == 0 else { return .spelled(FileTree.normalized(path)) }
  return .new(folder: FileIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino)), name: name)
}

/// `makeFolder` on the real file system: the C library's `mkdir`, readable and writable as the
/// user's umask allows.
@Sendable private func makeSystemFolder(_ path: String) throws {
  guard mkdir(path, 0o777) == 0 else {
    throw FileProblem("\(path.quotedForMessage): the folder cannot be made (\(FileReader.reason()))")
  }
}
