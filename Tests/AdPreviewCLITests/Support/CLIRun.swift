import AdPreviewApp
import AdPreviewCLI
import AdPreviewCore
import AdPreviewFormats
import AdPreviewSystem
import Foundation
import Testing

/// The outcome of running the command line in-process.
struct CLIRun {
  var written: [String: String] = [:]
  /// The folders the command made, in order.
  var madeFolders: [String] = []
  var stdout: String
  var stderr: String
  var exitCode: Int32
  var interactive: Bool
  /// The previewer's configuration, when the command line starts it.
  var configuration: AppConfiguration?
}

/// Runs `adpreview ARGS` in-process against an in-memory file system.
func adpreview(
  _ arguments: String..., files: [String: String] = [:], environment: [String: String] = [:],
  stdin: String = "", terminal: Bool = false
) -> CLIRun {
  adpreview(arguments, files: files, environment: environment, stdin: stdin, terminal: terminal)
}

/// A context over in-memory files: reads `files`, stores what is written in `written` and
/// the folders made in `made`; a file's identity is its spelling without `.` and `..`.
func memoryContext(
  _ files: [String: String], environment: [String: String] = [:], stdin: String = "", terminal: Bool = false,
  written: Written = Written(), made: Written = Written()
) -> CommandContext {
  var context = CommandContext(
    environment: Environment(environment),
    readFile: { path in
      guard let text = files[path] else { throw FileProblem("\(path.quotedForMessage): no such file") }
      return Array(text.utf8)
    },
    listDirectory: { folder in
      let prefix = folder.hasSuffix("/") ? folder : folder + "/"
      // The folder's own entries: a file, or the first part of a deeper path (a folder).
      let names = Set(
        files.keys.filter { $0.hasPrefix(prefix) }.compactMap { $0.dropFirst(prefix.count).split(separator: "/").first.map(String.init) })
      return names.isEmpty && !files.keys.contains(where: { $0 == folder + "/" }) ? nil : Array(names)
    },
    exists: { files[$0] != nil },
    fileStatus: { spelled in
      // Each file its own identity, from its spelling without `.`, `..` and doubled slashes:
      // the in-memory files have no links.
      let path = FileTree.normalized(spelled)
      let identity = FileIdentity(device: 1, inode: UInt64(truncatingIfNeeded: path.hashValue))
      if files[path] != nil { return FileStatus(kind: .file, identity: identity, isLink: false) }
      // The current folder, and the folders the command made.
      if path.isEmpty || path == "." || made.has(path) { return FileStatus(kind: .folder, identity: identity, isLink: false) }
      let prefix = path.hasSuffix("/") ? path : path + "/"
      if files.keys.contains(where: { $0.hasPrefix(prefix) }) { return FileStatus(kind: .folder, identity: identity, isLink: false) }
      throw FileProblem("\(spelled.quotedForMessage): No such file or directory")
    },
    readStandardInput: { Array(stdin.utf8) },
    terminalSize: terminal ? (120, 40) : nil,
    isInteractiveTerminal: terminal,
    writeFile: { path, bytes in written.store(path, String(decoding: bytes, as: UTF8.self)) },
    writeFileAtomically: { path, bytes, _ in
      written.store(path, String(decoding: bytes, as: UTF8.self))
      return files[path] == nil ? .created : .overwrote
    },
    checkWritable: { path, _ in
      // A file goes in the current folder, or in a folder some file is in.
      guard let slash = path.lastIndex(of: "/") else { return }
      let folder = String(path[...slash])
      guard files.keys.contains(where: { $0.hasPrefix(folder) }) else {
        throw FileProblem("\(path.quotedForMessage): cannot be written: no new file can be made in its folder (No such file or directory)")
      }
    })
  context.makeFolder = { path in
    let path = FileTree.normalized(path)
    guard !made.has(path) else { throw FileProblem("\(path.quotedForMessage): File exists") }
    made.store(path, "")
  }
  return context
}

func adpreview(
  _ arguments: [String], files: [String: String] = [:], environment: [String: String] = [:],
  stdin: String = "", terminal: Bool = false
) -> CLIRun {
  // One store a run: tests run in parallel, and a shared one let a test take another's files.
  let written = Written()
  let made = Written()
  let context = memoryContext(files, environment: environment, stdin: stdin, terminal: terminal, written: written, made: made)
  switch AdPreviewCommand.run(arguments, context: context) {
  case .output(let stdout, let stderr, let exitCode):
    return CLIRun(
      written: written.take(), madeFolders: made.names, stdout: stdout, stderr: stderr, exitCode: exitCode, interactive: false)
  case .utf8Output(let stdout):
    // Checked as UTF-8 here: the program writes these bytes as they are.
    guard let text = String(validating: stdout, as: UTF8.self) else {
      Issue.record("stdout is not valid UTF-8")
      return CLIRun(written: written.take(), stdout: "", stderr: "", exitCode: 0, interactive: false)
    }
    return CLIRun(written: written.take(), stdout: text, stderr: "", exitCode: 0, interactive: false)
  case .reportOutput(let stdout, let stderr, let exitCode):
    guard let text = String(validating: stdout, as: UTF8.self) else {
      Issue.record("stdout is not valid UTF-8")
      return CLIRun(written: written.take(), stdout: "", stderr: stderr, exitCode: exitCode, interactive: false)
    }
    return CLIRun(
      written: written.take(), madeFolders: made.names, stdout: text, stderr: stderr, exitCode: exitCode, interactive: false)
  case .interactive(let configuration):
    return CLIRun(stdout: "", stderr: "", exitCode: 0, interactive: true, configuration: configuration)
  }
}

/// Parses a command's JSON output.
func json(_ run: CLIRun) throws -> JSONValue {
  try JSONParser.parse(run.stdout)
}

/// Files a command wrote, collected for the run that wrote them.
final class Written: @unchecked Sendable {
  private var files: [String: String] = [:]
  private let lock = NSLock()

  func store(_ path: String, _ text: String) {
    lock.lock()
    files[path] = text
    lock.unlock()
  }

  func has(_ path: String) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    return files[path] != nil
  }

  /// The paths stored, sorted.
  var names: [String] {
    lock.lock()
    defer { lock.unlock() }
    return files.keys.sorted()
  }

  func take() -> [String: String] {
    lock.lock()
    defer { lock.unlock() }
    let taken = files
    files = [:]
    return taken
  }
}

extension CommandResult {
  /// What a command that prints text printed, whether it made it as a String or as bytes
  /// (`check`'s reports); nil for the previewer.
  var printed: (stdout: String, stderr: String, exitCode: Int32)? {
    switch self {
    case .output(let stdout, let stderr, let exitCode): (stdout, stderr, exitCode)
    case .reportOutput(let stdout, let stderr, let exitCode): (String(decoding: stdout, as: UTF8.self), stderr, exitCode)
    case .utf8Output(let stdout): (String(decoding: stdout, as: UTF8.self), "", 0)
    case .interactive: nil
    }
  }
}
