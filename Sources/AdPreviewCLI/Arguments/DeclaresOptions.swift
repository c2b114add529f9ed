/// A type whose options are its static constants: each option declared once, as a constant of
/// the type that takes it (`static let size = Option(…)`), or taken from where it is declared
/// (`static let ascii = OutputOptions.ascii`, `static let scene = OptionGroup.scene`).
///
/// `options` is generated at build time (`DeclareOptionsPlugin`) from the type's own body: its
/// static constants in the order they are written, each through `OptionSpecs.of`, so the
/// parser, `--help`, the man page and the completion scripts list them in that order. Say the
/// conformance in the type's own header, and declare the constants in its body, not in an
/// extension; a `private` constant is not an option the type takes.
protocol DeclaresOptions {
  static var options: [OptionSpec] { get }
}

/// What a declaring type's constant gives its list of options, chosen by the constant's type
/// when the generated list is compiled.
enum OptionSpecs {
  static func of<Value>(_ option: Option<Value>) -> [OptionSpec] { [option.spec] }
  static func of(_ flag: Flag) -> [OptionSpec] { [flag.spec] }
  static func of<Element>(_ option: ListOption<Element>) -> [OptionSpec] { [option.spec] }
  static func of(_ group: OptionGroup) -> [OptionSpec] { group.options }
  /// A constant that is not an option (a command's name, a size, a table of names) gives none.
  static func of<Other>(_ other: Other) -> [OptionSpec] { [] }
}

/// Another type's options, taken whole, in their order (`SlotOptions`, or `scene`).
struct OptionGroup: Sendable {
  let options: [OptionSpec]

  init(_ options: [OptionSpec]) { self.options = options }

  /// The scene options, "[scene options]" in a usage line: the device's and the slot's.
  static var scene: OptionGroup { OptionGroup(SceneOptions.options + SlotOptions.options) }
}
