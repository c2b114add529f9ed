import AdPreviewCore
import AdPreviewFormats

/// The fish completions, a `complete` line an option, written from the option declarations.
enum FishCompletion {
  static func script(_ catalog: DeviceCatalog) -> String {
    func quoted(_ text: String) -> String {
      "'" + text.replacing(every: "\\", with: "\\\\").replacing(every: "'", with: "\\'") + "'"
    }
    var text = "# fish completion for adpreview (adpreview --generate-completion-script fish)\n"
    text += "complete -c adpreview -f\n"
    for command in AdPreviewCommand.commands {
      let name: String = command.name
      let abstract: String = command.abstract
      text += "complete -c adpreview -n __fish_use_subcommand -a \(name) -d \(quoted(abstract))\n"
    }
    for (name, options) in CompletionScript.table() {
      let condition = name.isEmpty ? "__fish_use_subcommand" : "'__fish_seen_subcommand_from \(name)'"
      for option in options {
        var line = "complete -c adpreview -n \(condition) -l \(option.name.dropFirst(2))"
        if let values = CompletionScript.words(for: option, catalog: catalog) {
          line += " -x -a \(quoted(CompletionScript.wordList(values)))"
        } else if option.completion == .path {
          line += " -r -F"
        } else if !option.isFlag {
          line += " -x"
        }
        text += line + " -d \(quoted(String(option.help.prefix(80))))\n"
      }
    }
    return text
  }
}
