/// A path pattern as `.gitignore` and most linters' configs write them, for the files a config
/// excludes or treats differently: `*` and `?` within one folder or file name, `**` any number
/// of folders, a trailing `/` the folder and everything in it, and a pattern without a `/`
/// (`*.m`, `Legacy`) a name at any depth. Paths are `/`-separated and relative to the config.
public struct PathPattern: Sendable, Equatable {
  /// The pattern as written, for messages.
  public let text: String
  private let segments: [String]

  public init(_ text: String) {
    self.text = text
    var body = Substring(text)
    while body.hasPrefix("./") { body = body.dropFirst(2) }
    while body.hasPrefix("/") { body = body.dropFirst() }
    var parts = body.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    // `Vendor/` and `Vendor`: the folder and everything under it (or the file of that name).
    if !(parts.last.map { $0 == "**" } ?? true) { parts.append("**") }
    // No `/` inside: the name at any depth.
    if !body.dropLast(body.hasSuffix("/") ? 1 : 0).contains("/") { parts.insert("**", at: 0) }
    // `**/**` matches what one `**` does. Kept as one, a run of them costs the matcher one
    // state instead of a state each, every one of which stepped over all the rest.
    segments = parts.enumerated().filter { $0.offset == 0 || $0.element != "**" || parts[$0.offset - 1] != "**" }.map(\.element)
  }

  /// Whether the relative path matches: itself, or a folder above it.
  public func matches(_ path: String) -> Bool {
    let names = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    // Positions reachable in the pattern after each name, as a set: linear in names ×
    // segments, with no backtracking.
    var states = Set([0])
    func close(_ set: Set<Int>) -> Set<Int> {
      var result = set
      for state in set where state < segments.count && segments[state] == "**" {
        var next = state
        while next < segments.count && segments[next] == "**" {
          next += 1
          result.insert(next)
        }
      }
      return result
    }
    states = close(states)
    for name in names {
      var next = Set<Int>()
      for state in states where state < segments.count {
        if segments[state] == "**" {
          next.insert(state)
        } else if Glob.matches(segments[state], name) {
          next.insert(state + 1)
        }
      }
      states = close(next)
      if states.isEmpty { return false }
    }
    return states.contains(segments.count)
  }
}
