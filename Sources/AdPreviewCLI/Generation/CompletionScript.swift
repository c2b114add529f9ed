import AdPreviewCore

/// `adpreview --generate-completion-script bash|zsh|fish`: completion written from the
/// commands' option tables (the ones `--help` prints), with option values from the enums
/// they are read with and the catalog's device ids and model names.
enum CompletionScript {
  enum Shell: String, CaseIterable, Sendable {
    case bash, zsh, fish
  }

  /// The subcommands with their options; `""` is the previewer.
  static func table() -> [(name: String, options: [OptionSpec])] {
    var rows: [(name: String, options: [OptionSpec])] = [("", AdPreviewCommand.interactiveOptions)]
    for command in AdPreviewCommand.commands {
      let name: String = command.name
      let options: [OptionSpec] = command.options
      rows.append((name, options + [help]))
    }
    return rows
  }

  static let help = OptionSpec("--help", value: nil, help: "this help", read: nil)

  /// The words a shell offers for an option's value; nil for free text or a path.
  static func words(for option: OptionSpec, catalog: DeviceCatalog) -> [String]? {
    switch option.completion {
    case .words(let words): words
    case .devices: catalog.devices.map(\.id) + catalog.devices.flatMap(\.covers).map(DeviceCatalog.slug)
    case .deviceSelectors: catalog.devices.map(\.id) + DeviceFamily.allCases.map(\.rawValue)
    case .none, .path: nil
    }
  }

  static func script(_ shell: Shell, catalog: DeviceCatalog) -> String {
    switch shell {
    case .bash: bash(catalog)
    case .zsh: "#compdef adpreview\n# zsh completion for adpreview: the bash completion through bashcompinit.\n"
      + "autoload -U +X bashcompinit && bashcompinit\n" + bash(catalog)
    case .fish: fish(catalog)
    }
  }

  /// A word list a shell reads as one argument: names are plain ASCII, anything else dropped.
  private static func wordList(_ list: [String]) -> String {
    list.filter { $0.unicodeScalars.allSatisfy { $0.isASCII && !" '\"\\$`;&|<>()".unicodeScalars.contains($0) } }
      .joined(separator: " ")
  }

  private static func bash(_ catalog: DeviceCatalog) -> String {
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
    for (name, options) in table() {
      for option in options where !option.isFlag {
        let key = "\(name):\(option.name)"
        if let values = words(for: option, catalog: catalog) {
          let list = wordList(values)
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
    for (name, options) in table() where !name.isEmpty {
      text += "    \(name)) COMPREPLY=($(compgen -W '\(wordList(options.map(\.name)))' -- \"$cur\")) ;;\n"
    }
    let previewer = table()[0].options.map(\.name)
    text += """
        *)
          if [[ "$cur" == -* ]]; then
            COMPREPLY=($(compgen -W '\(wordList(previewer + ["--help"]))' -- "$cur"))
          else
            COMPREPLY=($(compgen -W '\(wordList(commands))' -- "$cur"))
          fi ;;
        esac
      }
      complete -F _adpreview adpreview

      """
    return text
  }

  private static func fish(_ catalog: DeviceCatalog) -> String {
    func quoted(_ text: String) -> String {
      "'" + text.replacing("\\", with: "\\\\").replacing("'", with: "\\'") + "'"
    }
    var text = "# fish completion for adpreview (adpreview --generate-completion-script fish)\n"
    text += "complete -c adpreview -f\n"
    for command in AdPreviewCommand.commands {
      let name: String = command.name
      let abstract: String = command.abstract
      text += "complete -c adpreview -n __fish_use_subcommand -a \(name) -d \(quoted(abstract))\n"
    }
    for (name, options) in table() {
      let condition = name.isEmpty ? "__fish_use_subcommand" : "'__fish_seen_subcommand_from \(name)'"
      for option in options {
        var line = "complete -c adpreview -n \(condition) -l \(option.name.dropFirst(2))"
        if let values = words(for: option, catalog: catalog) {
          line += " -x -a \(quoted(wordList(values)))"
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
