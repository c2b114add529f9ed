import AdPreviewCore
import AdPreviewFormats
import AdPreviewSource

/// One file a walk found: its path as shown, and the bytes that open it.
struct WalkedFile: Equatable {
  /// Relative to where the user started, as they named the folder; a name that is not UTF-8
  /// is written with `\x` escapes.
  var path: String
  var location: [UInt8]
  var identity: FileIdentity
}

/// The files under the paths `lint`, `import` and `check --project` are given: the one walk
/// of a user's tree, which treats everything in it as hostile. Folders are walked depth first
/// in name order. A path named on the command line is taken as it is; inside it, a symbolic
/// link is followed only where it resolves inside the folder named (a link out of it is
/// skipped, with a note), each folder and file is taken once, and a link back into a folder
/// being walked is a loop, reported and not followed. Only regular files are taken: a FIFO,
/// a device or a socket is skipped, with a note when its name is one the walk wants. Hidden
/// folders and the folders of other people's code (`Pods`, `Carthage`, …) are skipped unless
/// named on the command line.
enum FolderWalker {
  /// Folders a walk does not enter: dependencies and build products, not the app's own code
  /// (and any `*.framework` or `*.xcframework` bundle: a vendored SDK's headers).
  static let skippedFolders: Set<String> = ["Pods", "Carthage", "DerivedData", "build", "node_modules", "SourcePackages"]

  /// What a walk found.
  struct Walk {
    var files: [WalkedFile] = []
    /// Paths that could not be taken: bad input, exit 2.
    var problems: [InputProblem] = []
    /// What was passed over on purpose (a link out of the tree, a FIFO), for standard error.
    var notes: [InputProblem] = []
  }

  /// The files under `paths` that `wanted` accepts (a path named directly is always taken
  /// when it is a file), in walk order, and the problems and notes met on the way.
  static func files(under paths: [String], context: CommandContext, wanted: (String) -> Bool) -> Walk {
    let tree = context.tree
    var walk = Walk()
    var seenFiles = Set<FileIdentity>()
    var seenFolders = Set<FileIdentity>()
    // The folders met, each with the index of the folder it is in, to tell a loop from a
    // second way into a folder already read.
    var folders: [(path: String, identity: FileIdentity, parent: Int)] = []
    // What is left to visit: a path as shown and as bytes, the index of its folder (-1: named
    // on the command line) and the resolved folder it must stay in.
    var pending: [(shown: String, location: [UInt8], parent: Int, root: [UInt8]?)] = paths.reversed().map {
      ($0, Array($0.utf8), -1, nil)
    }
    while let (path, location, parent, root) = pending.popLast() {
      let status: FileStatus
      do {
        status = try tree.status(location, path)
      } catch {
        walk.problems.append(InputProblem(path: path, message: Self.reason(error, path)))
        continue
      }
      if status.isLink, let root, status.kind == .folder || wanted(path) {
        guard let target = tree.resolve(location), Self.contains(root, target) else {
          let whereTo = tree.resolve(location).map { " (to \(FileTree.shown($0).quotedForMessage))" } ?? ""
          walk.notes.append(InputProblem(path: path, message: "is a symbolic link out of the folder\(whereTo): not followed"))
          continue
        }
      }
      switch status.kind {
      case .other:
        if parent < 0 {
          walk.problems.append(InputProblem(path: path, message: "is not a file or a folder"))
        } else if wanted(path) {
          walk.notes.append(InputProblem(path: path, message: "is not a regular file (a FIFO, a device or a socket): not read"))
        }
      case .file:
        guard parent < 0 || wanted(path) else { continue }
        if seenFiles.insert(status.identity).inserted {
          walk.files.append(WalkedFile(path: path, location: location, identity: status.identity))
        }
      case .folder:
        if !seenFolders.insert(status.identity).inserted {
          var ancestor = parent
          while ancestor >= 0 && folders[ancestor].identity != status.identity { ancestor = folders[ancestor].parent }
          if ancestor >= 0 {
            walk.problems.append(
              InputProblem(path: path, message: "is a symbolic-link loop: it leads back to \(folders[ancestor].path.quotedForMessage); not followed"))
          }
          continue
        }
        guard let names = tree.list(location) else {
          walk.problems.append(InputProblem(path: path, message: "is a folder that cannot be read"))
          continue
        }
        // The folder a walk stays in: the one named, as the file system resolves it.
        let inside = root ?? tree.resolve(location) ?? location
        folders.append((path, status.identity, parent))
        let index = folders.count - 1
        let prefix = path.hasSuffix("/") ? path : path + "/"
        let locationPrefix = location.last == 0x2F ? location : location + [0x2F]
        for name in names.sorted(by: { $0.lexicographicallyPrecedes($1) }).reversed() {
          let shownName = FileTree.shown(name)
          let child = locationPrefix + name
          if name.first == 0x2E || skippedFolders.contains(shownName) || shownName.hasSuffix(".framework") || shownName.hasSuffix(".xcframework") {
            // Only folders are skipped by name; a file of that name is taken if wanted.
            if (try? tree.status(child, prefix + shownName))?.kind == .folder { continue }
          }
          pending.append((prefix + shownName, child, index, inside))
        }
      }
    }
    return walk
  }

  /// Whether `path` (resolved) is `folder` (resolved) or inside it.
  static func contains(_ folder: [UInt8], _ path: [UInt8]) -> Bool {
    if folder == [0x2F] { return path.first == 0x2F }
    return path == folder || (path.count > folder.count && path.starts(with: folder) && path[folder.count] == 0x2F)
  }

  /// The reason in a `FileProblem`, without the path it repeats.
  static func reason(_ error: any Error, _ path: String) -> String {
    let text = "\(error)"
    let quoted = path.quotedForMessage + ": "
    return text.hasPrefix(quoted) ? String(text.dropFirst(quoted.count)) : text
  }

  /// A walked file as the project reader takes it: its bytes, or why they could not be read.
  static func read(_ file: WalkedFile, context: CommandContext) -> ProjectFile {
    do {
      return ProjectFile(path: file.path, bytes: try context.tree.read(file.location, file.path))
    } catch {
      return ProjectFile(path: file.path, content: .unreadable(InputProblem(path: file.path, message: reason(error, file.path))))
    }
  }

  /// The file's text, or the problem that keeps it from being read as UTF-8 text (too large,
  /// binary, not UTF-8, unreadable, blocking), naming the place where one can.
  static func text(of file: WalkedFile, context: CommandContext) -> Result<[UInt8], InputProblem> {
    read(file, context: context).text
  }
}
