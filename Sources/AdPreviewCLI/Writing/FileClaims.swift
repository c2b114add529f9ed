import AdPreviewFormats

/// The files one command reads and writes, compared by what they are on disk (device and
/// inode after the links, or for a new file its folder's and its name), never by spelling:
/// `x.swift`, `./x.swift`, `d/../x.swift`, an absolute path and a hard link are one file. An
/// output that is one of the inputs, or another output, is refused before anything is written.
struct FileClaims {
  private let context: CommandContext
  private let command: String
  private var inputs: [FileTarget: String] = [:]
  private var outputs: [FileTarget: (file: String, option: String)] = [:]

  /// - Parameter command: the command, for the message (`import reads`).
  init(command: String, context: CommandContext) {
    self.command = command
    self.context = context
  }

  /// A file the command reads, by its path.
  mutating func reads(_ path: String) {
    let target = context.target(of: path)
    if inputs[target] == nil { inputs[target] = path }
  }

  /// Files a walk took: known by the identity the walk saw (their names need not be UTF-8).
  mutating func reads(_ files: [WalkedFile]) {
    for file in files {
      // The in-memory trees of tests have no inodes: their files are known as spelled.
      let target = context.fileTarget == nil ? context.target(of: file.path) : .file(file.identity)
      if inputs[target] == nil { inputs[target] = file.path }
    }
  }

  /// A file the command writes, named by `option`.
  ///
  /// - Throws: `CommandError` naming both when it is an input or another output.
  mutating func writes(_ file: String, by option: String) throws(CommandError) {
    let target = context.target(of: file)
    if let input = inputs[target] {
      let which = input == file ? "one of the files" : "\(input.quotedForMessage), one of the files"
      throw CommandError(
        "\(option) \(file.quotedForMessage) is \(which) \(command) reads: writing there would replace it; give another file")
    }
    if let earlier = outputs[target] {
      let same = earlier.file == file ? "" : " (\(earlier.file.quotedForMessage) and \(file.quotedForMessage) are one file)"
      throw CommandError(
        "\(earlier.option) and \(option) both write \(file.quotedForMessage)\(same); the second would overwrite the first (give each its own file)")
    }
    outputs[target] = (file, option)
  }
}
