/// A type that takes options: a command, the previewer, or a group other commands take whole.
///
/// Each option is declared once, as a static constant of the type that owns it
/// (`static let size = Option(…)`), or taken from where it is declared
/// (`static let ascii = OutputOptions.ascii`, `static let scene = OptionGroup.scene`); the type
/// then lists them, in help order, in `options`, next to the constants. The parser, `--help`,
/// the man page and the completion scripts read that list. `OptionListTests` fails when a
/// constant is declared and not listed; reading an option the command did not list stops a
/// debug build (`ParsedArguments.value(_:)`).
protocol DeclaresOptions {
  static var options: [OptionSpec] { get }
}

/// What a list of options is written with: an option, a flag, a list option or a group.
protocol OptionListing: Sendable {
  /// The options this stands for, in order.
  var specs: [OptionSpec] { get }
}

extension Option: OptionListing {
  var specs: [OptionSpec] { [spec] }
}

extension Flag: OptionListing {
  var specs: [OptionSpec] { [spec] }
}

extension ListOption: OptionListing {
  var specs: [OptionSpec] { [spec] }
}

extension OptionGroup: OptionListing {
  var specs: [OptionSpec] { options }
}

extension [OptionSpec] {
  /// A type's options from its constants, in the order given (`.listing(scene, size, ascii)`).
  static func listing(_ items: any OptionListing...) -> [OptionSpec] {
    items.flatMap(\.specs)
  }
}

/// Another type's options, taken whole, in their order (`SlotOptions`, or `scene`).
struct OptionGroup: Sendable {
  let options: [OptionSpec]

  init(_ options: [OptionSpec]) { self.options = options }

  /// The scene options, "[scene options]" in a usage line: the device's and the slot's.
  static var scene: OptionGroup { OptionGroup(SceneOptions.options + SlotOptions.options) }
}
