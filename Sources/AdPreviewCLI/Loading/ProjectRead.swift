import AdPreviewCore
import AdPreviewFormats
import AdPreviewSource

/// A project as a command read it: what `ProjectReader` made of the files, the files the walk
/// took (which outputs must never replace, and live reload watches) and what the walk passed
/// over.
struct ProjectRead {
  var project: Project
  /// Every file the walk took, read or not.
  var inputs: [WalkedFile] = []
  /// What the walk passed over on purpose: links out of the folder, FIFOs.
  var skipped: [InputProblem] = []

  /// Exit 2 with every note and problem and why nothing was imported, when no screen has
  /// ad views; nil otherwise.
  var nothingFound: CommandResult? {
    guard project.screens.isEmpty else { return nil }
    // Nothing could be read at all (a folder that is not there): the problem says it all, and
    // "no ad view in 0 files" would only mislead.
    if project.files == 0, !project.problems.isEmpty { return .output(stdout: "", stderr: messages(), exitCode: 2) }
    return .output(stdout: "", stderr: messages() + "adpreview: \(nothingFoundReason)\n", exitCode: 2)
  }

  /// Why nothing was imported, in a line.
  var nothingFoundReason: String {
    let count = project.files == 1 ? "1 file" : "\(project.files) files"
    let what = project.readsCode ? ", and no ad placed in code," : ""
    return "no ad view (\(InterfaceBuilderImport.bannerClasses.sorted().joined(separator: ", ")), a native ad view)\(what) in \(count)"
  }

  /// The notes about the files and about `screen`, what the walk passed over, and the
  /// problems, for standard error, a line each.
  func messages(for screen: ImportedScreen? = nil, screens: [ImportedScreen] = []) -> String {
    var text = ""
    for note in project.notes + (screen?.notes ?? []) + screens.flatMap(\.notes) {
      text += CommandResult.safeLines("\(note.file):\(note.line):\(note.column): note: \(note.message)") + "\n"
    }
    for note in skipped { text += CommandResult.safeLines("\(note.path): note: \(note.message)") + "\n" }
    for problem in project.problems { text += "adpreview: " + CommandResult.safeLines(problem.description) + "\n" }
    return text
  }

  /// The notes the previewer shows at its start.
  var startNotes: [String] {
    project.notes.map(\.description) + skipped.map { "\($0.path): \($0.message)" }
  }
}
