import AdPreviewCore
import AdPreviewFormats

/// The zsh completion function, `_adpreview`, written from the option declarations with
/// zsh's own `_arguments`: each option with its help, its value's name and what completes it.
enum ZshCompletion {
  static func script(_ catalog: DeviceCatalog) -> String {
    var commands: [(String, String)] = AdPreviewCommand.commands.map { ($0.name, $0.abstract) }
    commands.append(("help", "a command's help"))
    var text = """
      #compdef adpreview
      # zsh completion for adpreview (adpreview --generate-completion-script zsh)

      _adpreview() {
        local -a commands
        commands=(

      """
    for (name, abstract) in commands {
      text += "    \(quoted(escapeDescribe(name) + ":" + escapeDescribe(abstract)))\n"
    }
    text += """
        )
        if (( CURRENT == 2 )) && [[ $PREFIX != -* ]]; then
          _describe -t commands 'adpreview command' commands
          return
        fi
        local command=""
        if (( CURRENT > 2 )) && [[ ${words[2]} != -* ]]; then
          command=${words[2]}
          shift words
          (( CURRENT-- ))
        fi
        case $command in
          help)
            _describe -t commands 'adpreview command' commands
            ;;

      """
    for command in AdPreviewCommand.commands {
      let name: String = command.name
      let options: [OptionSpec] = command.options
      var specs = options.map { spec(for: $0, catalog: catalog) } + [quoted("(- *)--help[show this help]")]
      switch command.positionalCompletion {
      case .none: break
      case .path: specs.append(quoted("1:\(escapeMessage(command.positionals)):_files"))
      case let completion:
        let words = CompletionScript.words(for: completion, catalog: catalog) ?? []
        specs.append(quoted("1:\(escapeMessage(command.positionals)):(\(CompletionScript.wordList(words)))"))
      }
      text += "    \(name))\n      _arguments -s -S : \\\n        " + specs.joined(separator: " \\\n        ") + "\n      ;;\n"
    }
    let previewer = AdPreviewCommand.interactiveOptions.map { spec(for: $0, catalog: catalog) } + [quoted("(- *)--help[show this help]")]
    text += "    *)\n      _arguments -s -S : \\\n        " + previewer.joined(separator: " \\\n        ") + "\n      ;;\n"
    text += """
        esac
      }

      if [[ ${zsh_eval_context[-1]} == loadautofunc ]]; then
        _adpreview "$@"
      else
        compdef _adpreview adpreview
      fi

      """
    return text
  }

  /// `'--device=[help]:ID:(iphone-x …)'`: `*` in front when it may be repeated.
  private static func spec(for option: OptionSpec, catalog: DeviceCatalog) -> String {
    var text = (option.repeatable ? "*" : "") + option.name
    guard let valueName = option.valueName else {
      return quoted(text + "[\(escapeHelp(option.help))]")
    }
    text += "=[\(escapeHelp(option.help))]:\(escapeMessage(valueName)):"
    if let words = CompletionScript.words(for: option, catalog: catalog) {
      text += "(\(CompletionScript.wordList(words)))"
    } else if option.completion == .path {
      text += "_files"
    } else {
      text += " "
    }
    return quoted(text)
  }

  /// A single-quoted shell word.
  private static func quoted(_ text: String) -> String {
    "'" + text.replacing(every: "'", with: "'\\''") + "'"
  }

  /// Text inside `[…]`: brackets and backslashes escaped, one line.
  private static func escapeHelp(_ text: String) -> String {
    text.sanitizedForTerminal.replacing(every: "\\", with: "\\\\").replacing(every: "[", with: "\\[")
      .replacing(every: "]", with: "\\]").replacing(every: "\n", with: " ")
  }

  /// A value's message between colons.
  private static func escapeMessage(_ text: String) -> String {
    text.replacing(every: "\\", with: "\\\\").replacing(every: ":", with: "\\:")
  }

  /// `name:description` for `_describe`: colons in either escaped.
  private static func escapeDescribe(_ text: String) -> String {
    text.sanitizedForTerminal.replacing(every: "\\", with: "\\\\").replacing(every: ":", with: "\\:")
  }
}
