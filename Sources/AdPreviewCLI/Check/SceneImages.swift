import AdPreviewCore
import AdPreviewFormats
import AdPreviewRender

/// `check --images DIR`: a PNG of each reported finding's worst scene (the first at its
/// highest severity), drawn as the previewer shows it, for the Markdown summary to link
/// beside its row: what a reviewer of a pull request looks at before opening anything.
enum SceneImages {
  /// Each picture's size in cells: the previewer at 120×40, 960×640 pixels.
  static let size = TerminalCells(columns: 120, rows: 40)

  /// The groups that get a picture: the reported ones the Markdown table lists.
  static func pictured(_ report: CheckReport) -> ArraySlice<FindingGroup> {
    report.groups.filter { !$0.isAccepted }.prefix(MarkdownReporter.maximumRows)
  }

  /// The key a group's picture is filed under in `ReportOptions.images`.
  static func key(_ group: FindingGroup) -> String { "\(group.slot.index) \(group.code.rawValue)" }

  /// `03-footer-overlaps-corner.png`: the row's number, then the slot and code with anything
  /// but letters, digits, `-` and `_` made `-`, so any slot name gives one plain file name.
  static func fileName(_ number: Int, _ group: FindingGroup) -> String {
    let slot = String(group.slotName.prefix(60).map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : "-" })
    let digits = number < 10 ? "0\(number)" : "\(number)"
    return "\(digits)-\(slot)-\(group.code.rawValue).png"
  }

  /// Refuses, before anything is checked, a destination that is not a folder and cannot be
  /// made one: a file, or a missing folder whose parent is missing too (one level is made, as
  /// `mkdir` does; a mistyped path deeper down is more likely a mistake than a wish).
  static func checkFolder(_ folder: String, context: CommandContext) throws(CommandError) {
    guard let status = try? context.fileStatus(folder) else {
      let parent = parent(of: folder)
      guard (try? context.fileStatus(parent))?.kind == .folder else {
        throw CommandError(
          "--images: \(folder.quotedForMessage): no such folder, and its parent \(parent.quotedForMessage) is none either "
            + "(create it first)")
      }
      return
    }
    guard status.kind == .folder else { throw CommandError("--images: \(folder.quotedForMessage) is not a folder") }
  }

  /// The folder that holds `path`: `a/b` → `a`, `b` → `.`, `/b` → `/`.
  static func parent(of path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    guard let slash = trimmed.lastIndex(of: "/") else { return "." }
    return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
  }

  /// Makes `folder` when it is not there yet (its parent is, as `checkFolder` found).
  static func makeFolder(_ folder: String, context: CommandContext) throws {
    guard (try? context.fileStatus(folder)) == nil else { return }
    do {
      try context.makeFolder(folder)
    } catch {
      throw FileProblem("--images: \(error)")
    }
  }

  /// Draws and writes each pictured group's worst scene into `folder`, atomically; returns
  /// each picture's path by group key.
  static func write(_ report: CheckReport, to folder: String, force: Bool, context: CommandContext) throws -> [String: String] {
    var paths: [String: String] = [:]
    try makeFolder(folder, context: context)
    let base = folder.hasSuffix("/") ? folder : folder + "/"
    for (index, group) in pictured(report).enumerated() {
      guard let session = try? PreviewSession.settled(catalog: report.catalog, selection: group.first.scene.selection) else { continue }
      var model = PreviewModel(session: session)
      model.still = true
      let buffer = SceneRenderer.render(model, columns: size.columns, rows: size.rows, options: RenderOptions(color: true))
      let path = base + fileName(index + 1, group)
      do {
        _ = try context.writeFileAtomically(path, PNGWriter.write(buffer), force)
      } catch {
        throw FileProblem("--images: \(error)")
      }
      paths[key(group)] = path
    }
    return paths
  }
}
