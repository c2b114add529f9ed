import AdPreviewCore
import AdPreviewFormats

/// `adpreview findings [CODE] [--json | --markdown]`: every finding code, what it means,
/// where the rule comes from and how to fix it.
enum FindingsCommand: Command {
  static let name = "findings"
  static let abstract = "every finding code: severity, meaning, the rule's source and how to fix it"
  static let positionals = "[CODE]"
  static let positionalCompletion = ValueCompletion.words(Finding.Code.allCases.map(\.rawValue))
  /// Its options, in help order: the parser, `--help`, the man page and the completion scripts
  /// read this list, and a test fails when a declared option is missing from it.
  static let options: [OptionSpec] = .listing(
    asJSON, asMarkdown)

  static let asJSON = Flag("--json", help: "one JSON array, an object per code")
  static let asMarkdown = Flag("--markdown", help: "the README's list, with an anchor per code (reports link to them)")

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> CommandResult {
    var docs = FindingDoc.all
    if let code = arguments.positionals.first {
      let known: Finding.Code
      do throws(CommandError) {
        known = try ValueParser.choice(code, as: Finding.Code.self)
      } catch {
        throw CommandError("findings: \(error.message)")
      }
      docs = [FindingDoc.of(known)]
    }
    if arguments.positionals.count > 1 { throw CommandError("findings: give at most one code") }
    if arguments.isSet(asJSON) {
      return .success(JSONValue.array(docs.map(json)).prettyText + "\n")
    }
    if arguments.isSet(asMarkdown) { return .success(markdown(docs)) }
    return .success(docs.map(text).joined(separator: "\n"))
  }

  static func json(_ doc: FindingDoc) -> JSONValue {
    .object([
      JSONMember("code", .string(doc.code.rawValue)), JSONMember("severity", .string(doc.severity.rawValue)),
      JSONMember(
        "lesser", doc.lesser.map { .object([JSONMember("severity", .string($0.severity.rawValue)), JSONMember("when", .string($0.when))]) } ?? .null),
      JSONMember("meaning", .string(doc.meaning)), JSONMember("source", .string(doc.source)),
      JSONMember("fix", .string(doc.fix)), JSONMember("help", .string(doc.documentationLink)),
      JSONMember("origin", .string(doc.origin.rawValue)),
    ])
  }

  static func text(_ doc: FindingDoc) -> String {
    "\(doc.code.rawValue) (\(doc.severityWords)\(doc.origin == .source ? "; adpreview lint" : ""))\n  \(doc.meaning)\n  source: \(doc.source)\n  fix: \(doc.fix)\n"
  }

  static func markdown(_ docs: [FindingDoc]) -> String {
    var entries = docs.map { doc in
      "<a id=\"\(doc.anchor)\"></a>\n**`\(doc.code.rawValue)`** (\(doc.severityWords)) — \(doc.meaning)  \n"
        + "Source: \(doc.source).  \nFix: \(doc.fix)\n"
    }
    // The codes read in the code come after the scene ones, under their own line.
    if let first = docs.firstIndex(where: { $0.origin == .source }), first > 0 {
      entries.insert("The codes `adpreview lint` reports, read in the app's Swift and Objective-C code:\n", at: first)
    }
    return entries.joined(separator: "\n")
  }
}
