/// The shorter spellings people type for an option's values (`github` for
/// `github-actions-logging`). Each vocabulary declares its own beside its cases
/// (`CheckReporter.aliases`); this gathers them for what reads every option's values: the
/// parser (`ValueParser.choice`), `--help` and the man page (an option's help says its
/// aliases) and the completion scripts (which offer them).
///
/// An alias counts only where its word is one of the option's values, so `lint --reporter`,
/// which takes a part of the reporters, has the aliases of that part alone.
enum ValueAliases {
  /// Every alias and the value it stands for.
  static let all: [(alias: String, word: String)] = CheckReporter.aliases.map { ($0.alias, $0.reporter.rawValue) }

  /// The aliases whose values are among `words`, in the table's order.
  static func aliases(among words: [String]) -> [(alias: String, word: String)] {
    all.filter { words.contains($0.word) && !words.contains($0.alias) }
  }

  /// The value `text` is an alias of, when that value is among `words`.
  static func word(for text: String, among words: [String]) -> String? {
    aliases(among: words).first { $0.alias == text }?.word
  }

  /// `; github stands for github-actions-logging` after an option's help, or nothing.
  static func note(among words: [String]) -> String {
    let found = aliases(among: words)
    guard !found.isEmpty else { return "" }
    return "; " + found.map { "\($0.alias) stands for \($0.word)" }.joined(separator: ", ")
  }
}
