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

  static let help = OptionSpec(name: "--help", valueName: nil, summary: { "this help" }, check: nil)

  /// The words a shell offers for an option's value; nil for free text or a path.
  static func words(for option: OptionSpec, catalog: DeviceCatalog) -> [String]? {
    words(for: option.completion, catalog: catalog)
  }

  /// The words a completion offers; nil for free text or a path.
  static func words(for completion: ValueCompletion, catalog: DeviceCatalog) -> [String]? {
    switch completion {
    // A value's aliases are offered too: they are what people type.
    case .words(let words): words + ValueAliases.aliases(among: words).map(\.alias)
    case .devices: catalog.devices.map(\.id) + catalog.devices.flatMap(\.covers).map(DeviceCatalog.slug)
    case .deviceSelectors: catalog.devices.map(\.id) + DeviceFamily.allCases.map(\.rawValue)
    case .none, .path: nil
    }
  }

  static func script(_ shell: Shell, catalog: DeviceCatalog) -> String {
    switch shell {
    case .bash: BashCompletion.script(catalog)
    case .zsh: ZshCompletion.script(catalog)
    case .fish: FishCompletion.script(catalog)
    }
  }

  /// A word list a shell reads as one argument: names are plain ASCII, anything else dropped.
  static func wordList(_ list: [String]) -> String {
    list.filter { $0.unicodeScalars.allSatisfy { $0.isASCII && !" '\"\\$`;&|<>()".unicodeScalars.contains($0) } }
      .joined(separator: " ")
  }

}
