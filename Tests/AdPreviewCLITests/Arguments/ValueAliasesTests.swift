import Testing

@testable import AdPreviewCLI

/// The other names of option values: read as their value, said in the help, never a value's
/// own name.
@Suite struct ValueAliasesTests {
  @Test func anAliasReadsAsItsValue() throws {
    #expect(try ValueParser.choice("github", as: CheckReporter.self) == .githubActionsLogging)
    #expect(try ValueParser.choice("github-actions-logging", as: CheckReporter.self) == .githubActionsLogging)
    #expect(throws: CommandError.self) { try ValueParser.choice("githb", as: CheckReporter.self) }
    do {
      _ = try ValueParser.choice("githb", as: CheckReporter.self)
    } catch {
      #expect(error.message.hasSuffix("html (or github for github-actions-logging) (did you mean github?)"), "\(error.message)")
    }
  }

  /// An alias that were a value, or two aliases alike, would make one name mean two things.
  @Test func noAliasIsAValueOrTwoAliases() {
    let aliases = ValueAliases.all.map(\.alias)
    #expect(Set(aliases).count == aliases.count)
    for (alias, word) in ValueAliases.all {
      #expect(CheckReporter(rawValue: alias) == nil, "\(alias)")
      #expect(CheckReporter(rawValue: word) != nil, "\(word)")
    }
  }

  /// The help says the aliases of the values an option takes, and only those.
  @Test func theHelpSaysAnOptionsAliases() {
    #expect(CheckCommand.reporter.spec.help.contains("github stands for github-actions-logging"))
    #expect(LintCommand.reporter.spec.help.contains("github stands for github-actions-logging"))
    #expect(ValueAliases.note(among: ["text", "json"]).isEmpty)
    #expect(!CheckCommand.failOn.spec.help.contains("stands for"))
  }
}
