import AdPreviewCore
import AdPreviewSource

/// The option declarations of a module's source: for every type that declares options (a
/// `Command`, or a type that says `DeclaresOptions` in its own header), the names of its
/// static constants, in the order they are written.
///
/// The generated `options` of such a type hands each constant to `OptionSpecs.of`, whose
/// overloads the compiler picks by the constant's type: an option, a flag and a list option
/// give their one declaration, an `OptionGroup` its options, anything else (a name, a size)
/// nothing. So what makes a constant an option is its type, checked by the compiler, and the
/// scan only has to find names and their order. Swift macros would do this, but they need
/// swift-syntax, which a build here cannot fetch.
struct OptionDeclarations: Equatable {
  /// A type that declares options: its name as an extension names it (`AdPreviewCommand.Previewer`)
  /// and its static constants, in order.
  struct Declarer: Equatable {
    var typeName: String
    var constants: [String]
  }

  /// The protocols whose conformance, written in a type's own header, marks it as declaring
  /// options.
  static let markers: Set<String> = ["Command", "DeclaresOptions"]

  var declarers: [Declarer] = []
  /// What stopped a file from being read as code (an unterminated string or comment).
  var problems: [String] = []

  /// Reads one file's declarers. Only a type's own body counts: constants added in an
  /// extension would have no order with the body's.
  mutating func scan(_ bytes: [UInt8], file: String) {
    let source = SourceTokens(bytes, language: .swift)
    for problem in source.problems {
      problems.append("\(file):\(problem.line):\(problem.column): \(problem.message)")
    }
    let tokens = source.tokens
    // One entry per open brace: the type it opens, if it opens one.
    var scopes: [(name: String?, declares: Bool)] = []
    // A type declaration read up to its opening brace.
    var pending: (name: String, declares: Bool)?
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      if token.kind == .identifier, Self.typeKeywords.contains(token.text), !Self.isMember(tokens, index),
        let name = Self.declaredName(tokens, after: index)
      {
        // A protocol or an extension that names a marker is no type's own body.
        let isOwnBody = token.text != "protocol" && token.text != "extension"
        pending = (name, isOwnBody && Self.headerConforms(tokens, from: index))
      } else if token.is("{") {
        scopes.append(pending.map { (name: $0.name, declares: $0.declares) } ?? (nil, false))
        if let pending, pending.declares {
          declarers.append(Declarer(typeName: Self.qualifiedName(scopes), constants: []))
        }
        pending = nil
      } else if token.is("}") {
        if !scopes.isEmpty { scopes.removeLast() }
      } else if token.is("static"), let scope = scopes.last, scope.declares, scope.name != nil,
        index + 2 < tokens.count, tokens[index + 1].is("let"), tokens[index + 2].kind == .identifier,
        !Self.isPrivate(tokens, before: index)
      {
        let qualified = Self.qualifiedName(scopes)
        if let last = declarers.lastIndex(where: { $0.typeName == qualified }) {
          declarers[last].constants.append(tokens[index + 2].text)
        }
      }
      index += 1
    }
  }

  /// The generated Swift source: each declarer's `options`.
  var generatedSource: String {
    var text = """
      // Generated at build time by DeclareOptions from the option declarations of AdPreviewCLI:
      // a declaring type's static constants, in the order they are written. Do not edit.

      """
    for declarer in declarers {
      text += "\nextension \(declarer.typeName) {\n"
      text += "  /// The options this type declares or takes, in the order its constants are written.\n"
      text += "  static let options: [OptionSpec] = {\n"
      text += "    var options: [OptionSpec] = []\n"
      for constant in declarer.constants {
        text += "    options += OptionSpecs.of(\(constant))\n"
      }
      text += "    return options\n  }()\n}\n"
    }
    return text
  }

  private static let typeKeywords: Set<String> = ["enum", "struct", "class", "actor", "extension", "protocol"]

  /// `.enum` or `x.class` is a member, not a declaration.
  private static func isMember(_ tokens: [SourceToken], _ index: Int) -> Bool {
    index > 0 && tokens[index - 1].is(".")
  }

  /// The name after `enum`, `struct`, …: a dotted name for an extension. Nil where the keyword
  /// does not declare a type (`class func`, `class var`).
  private static func declaredName(_ tokens: [SourceToken], after index: Int) -> String? {
    var position = index + 1
    guard position < tokens.count, tokens[position].kind == .identifier,
      !["func", "var", "let", "subscript", "init", "override", "final"].contains(tokens[position].text)
    else { return nil }
    var name = tokens[position].text
    while position + 2 < tokens.count, tokens[position + 1].is("."), tokens[position + 2].kind == .identifier {
      name += "." + tokens[position + 2].text
      position += 2
    }
    return name
  }

  /// Whether the header from `index` to its opening brace names a marker protocol after its
  /// colon (and before any `where`).
  private static func headerConforms(_ tokens: [SourceToken], from index: Int) -> Bool {
    var position = index + 1
    var afterColon = false
    while position < tokens.count, !tokens[position].is("{") {
      let token = tokens[position]
      if token.is("where") { break }
      if token.is(":") { afterColon = true }
      if afterColon, token.kind == .identifier, markers.contains(token.text) { return true }
      position += 1
    }
    return false
  }

  /// `private static let` and `fileprivate static let` are not seen by the generated extension.
  private static func isPrivate(_ tokens: [SourceToken], before index: Int) -> Bool {
    var position = index - 1
    while position >= 0, tokens[position].kind == .identifier,
      ["private", "fileprivate", "nonisolated", "internal", "public"].contains(tokens[position].text)
    {
      if tokens[position].is("private") || tokens[position].is("fileprivate") { return true }
      position -= 1
    }
    return false
  }

  /// The innermost type's name with the types around it (`AdPreviewCommand.Previewer`).
  private static func qualifiedName(_ scopes: [(name: String?, declares: Bool)]) -> String {
    scopes.compactMap(\.name).joined(separator: ".")
  }
}
