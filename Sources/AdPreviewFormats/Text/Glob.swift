/// Shell-style wildcards for device selectors and ignore entries: `*` any run of
/// characters, `?` one character; everything else matches itself.
public enum Glob {
  /// Whether `pattern` has a wildcard at all.
  public static func isPattern(_ pattern: String) -> Bool {
    pattern.contains("*") || pattern.contains("?")
  }

  /// Whether `text` matches `pattern` as a whole. Linear in practice: one backtrack point.
  public static func matches(_ pattern: String, _ text: String) -> Bool {
    let p = Array(pattern.utf8)
    let t = Array(text.utf8)
    var pi = 0
    var ti = 0
    var star: Int? = nil
    var mark = 0
    while ti < t.count {
      if pi < p.count && (p[pi] == UInt8(ascii: "?") || p[pi] == t[ti]) {
        pi += 1
        ti += 1
      } else if pi < p.count && p[pi] == UInt8(ascii: "*") {
        star = pi
        mark = ti
        pi += 1
      } else if let star {
        pi = star + 1
        mark += 1
        ti = mark
      } else {
        return false
      }
    }
    while pi < p.count && p[pi] == UInt8(ascii: "*") { pi += 1 }
    return pi == p.count
  }
}
