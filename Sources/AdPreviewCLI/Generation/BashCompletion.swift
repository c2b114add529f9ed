import AdPreviewCore

/// The bash completion function, `_adpreview`, written from the option declarations.
enum BashCompletion {
  static func script(_ catalog: DeviceCatalog) -> String {
    var commands = ["help"]
    for command in AdPreviewCommand.commands { commands.append(command.name) }
    var text = """
      # bash completion for adpreview (adpreview --generate-completion-script bash)
      _adpreview() {
        local cur prev command i
        cur="${COMP_WORDS[COMP_CWORD]}"
        prev="${COMP_WORDS[COMP_CWORD-1]}"
        command=""
        for ((i = 1; i < COMP_CWORD; i++)); do
          case "${COMP_WORDS[i]}" in
            \(commands.joined(separator: "|"))) command="${COMP_WORDS[i]}"; break ;;
          esac
        done
        case "$command:$prev" in

      """
    // One pattern per word list, naming every command:option that completes with it.
    var patterns: [String: [String]] = [:]
    var order: [String] = []
    var paths: [String] = []
    for (name, options) in CompletionScript.table() {
      for option in options where !option.isFlag {
        let key = "\(name):\(option.name)"
        if let values = CompletionScript.words(for: option, catalog: catalog) {
          let list = CompletionScript.wordList(values)
          if patterns[list] == nil { order.append(list) }
          patterns[list, default: []].append(key)
        } else if option.completion == .path {
          paths.append(key)
        }
      }
    }
    for list in order {
      text += "    \(patterns[list]!.joined(separator: "|"))) COMPREPLY=($(compgen -W '\(list)' -- \"$cur\")); return ;;\n"
    }
    if !paths.isEmpty {
      text += "    \(paths.joined(separator: "|"))) COMPREPLY=($(compgen -f -- \"$cur\")); return ;;\n"
    }
    text += "  esac\n  case \"$command\" in\n"
    for (name, options) in CompletionScript.table() where !name.isEmpty {
      let optionWords = "COMPREPLY=($(compgen -W '\(CompletionScript.wordList(options.map(\.name)))' -- \"$cur\"))"
      // The command's positional argument, when it takes one: a file or one of a few words.
      let completion = AdPreviewCommand.commands.first { $0.name == name }?.positionalCompletion ?? .none
      let positional: String? =
        switch completion {
        case .none: nil
        case .path: "COMPREPLY=($(compgen -f -- \"$cur\"))"
        default:
          CompletionScript.words(for: completion, catalog: catalog)
            .map { "COMPREPLY=($(compgen -W '\(CompletionScript.wordList($0))' -- \"$cur\"))" }
        }
      if let positional {
        text += "    \(name)) if [[ \"$cur\" == -* ]]; then \(optionWords); else \(positional); fi ;;\n"
      } else {
        text += "    \(name)) \(optionWords) ;;\n"
      }
    }
    let previewer = CompletionScript.table()[0].options.map(\.name)
    text += """
        *)
          if [[ "$cur" == -* ]]; then
            COMPREPLY=($(compgen -W '\(CompletionScript.wordList(previewer + ["--help"]))' -- "$cur"))
          else
            COMPREPLY=($(compgen -W '\(CompletionScript.wordList(commands))' -- "$cur"))
          fi ;;
        esac
      }
      complete -F _adpreview adpreview

      """
    return text
  }
}
