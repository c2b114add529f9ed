import AdPreviewCore
import AdPreviewFormats

/// A file or folder a walk could not take, or a file that cannot be read as text: the path,
/// where in it when known, and why.
struct InputProblem: Error, Equatable {
  var path: String
  var line: Int?
  var column: Int?
  var message: String

  /// `path:line:col: message`, as compilers write it.
  var description: String {
    var place = path
    if let line { place += ":\(line)" + (column.map { ":\($0)" } ?? "") }
    return "\(place): \(message)"
  }
}

/// The files under the paths `lint` and `import` are given: folders are walked depth first in
/// name order; symbolic links are followed, but each folder and file is read once, and a link
/// that leads back into a folder being walked is reported and not followed (a loop).
/// Hidden folders and the folders of other people's code (`Pods`, `Carthage`, …) are skipped
/// unless named on the command line.
enum FolderWalker {
  /// Folders a walk does not enter: dependencies and build products, not the app's own code
  /// (and any `*.framework` or `*.xcframework` bundle: a vendored SDK's headers).
  static let skippedFolders: Set<String> = ["Pods", "Carthage", "DerivedData", "build", "node_modules", "SourcePackages"]

  /// The files under `paths` that `wanted` accepts (a path named directly is always taken
  /// when it is a file), in walk order, and the problems met on the way.
  static func files(
    under paths: [String], context: CommandContext, wanted: (String) -> Bool
  ) -> (files: [String], problems: [InputProblem]) {
    var files: [String] = []
    var problems: [InputProblem] = []
    var seenFiles = Set<FileIdentity>()
    var seenFolders = Set<FileIdentity>()
    // The folders met, each with the index of the folder it is in, to tell a loop from a
    // second way into a folder already read.
    var folders: [(path: String, identity: FileIdentity, parent: Int)] = []
    // What is left to visit: a path and the index of its folder (-1: named on the command line).
    var pending: [(path: String, parent: Int)] = paths.reversed().map { ($0, -1) }
    while let (path, parent) = pending.popLast() {
      let status: FileStatus
      do {
        status = try context.fileStatus(path)
      } catch {
        problems.append(InputProblem(path: path, message: Self.reason(error, path)))
        continue
      }
      switch status.kind {
      case .other:
        if parent < 0 { problems.append(InputProblem(path: path, message: "is not a file or a folder")) }
      case .file:
        guard parent < 0 || wanted(path) else { continue }
        if seenFiles.insert(status.identity).inserted { files.append(path) }
      case .folder:
        if !seenFolders.insert(status.identity).inserted {
          var ancestor = parent
          while ancestor >= 0 && folders[ancestor].identity != status.identity { ancestor = folders[ancestor].parent }
          if ancestor >= 0 {
            problems.append(
              InputProblem(path: path, message: "is a symbolic-link loop: it leads back to \(folders[ancestor].path.quotedForMessage); not followed"))
          }
          continue
        }
        guard let names = context.listDirectory(path) else {
          problems.append(InputProblem(path: path, message: "is a folder that cannot be read"))
          continue
        }
        folders.append((path, status.identity, parent))
        let index = folders.count - 1
        let prefix = path.hasSuffix("/") ? path : path + "/"
        for name in names.sorted().reversed() {
          if name.hasPrefix(".") || skippedFolders.contains(name) || name.hasSuffix(".framework") || name.hasSuffix(".xcframework") {
            // Only folders are skipped by name; a file of that name is taken if wanted.
            if (try? context.fileStatus(prefix + name))?.kind == .folder { continue }
          }
          pending.append((prefix + name, index))
        }
      }
    }
    return (files, problems)
  }

  /// The reason in a `FileProblem`, without the path it repeats.
  static func reason(_ error: any Error, _ path: String) -> String {
    let text = "\(error)"
    let quoted = path.quotedForMessage + ": "
    return text.hasPrefix(quoted) ? String(text.dropFirst(quoted.count)) : text
  }

  /// The file's text, or the problem that keeps it from being read as UTF-8 text (too large,
  /// binary, not UTF-8, unreadable), naming the place where one can.
  static func text(of path: String, context: CommandContext) -> Result<[UInt8], InputProblem> {
    let bytes: [UInt8]
    do {
      bytes = try context.readFile(path)
    } catch {
      return .failure(InputProblem(path: path, message: reason(error, path)))
    }
    if let zero = bytes.firstIndex(of: 0) {
      let (line, column) = place(of: zero, in: bytes)
      return .failure(InputProblem(path: path, line: line, column: column, message: "is binary (a NUL byte), not text"))
    }
    if let bad = UTF8Validation.firstInvalidByte(in: bytes) {
      let (line, column) = place(of: bad, in: bytes)
      return .failure(InputProblem(path: path, line: line, column: column, message: "is not UTF-8 text (save it as UTF-8)"))
    }
    return .success(bytes)
  }

  /// The 1-based line and column (bytes) of an offset.
  static func place(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
    var line = 1
    var start = 0
    for index in 0..<offset where LineEndings.endsLine(bytes, at: index) {
      line += 1
      start = index + 1
    }
    return (line, offset - start + 1)
  }
}
