/// Levenshtein distance, for "did you mean" hints. Strings whose lengths differ by more than
/// a hint would ever allow get that difference (a lower bound) at once, so a megabyte-long
/// argument costs no more than reading it.
public func editDistance(_ a: String, _ b: String) -> Int {
  let a = Array(a)
  let b = Array(b)
  let difference = abs(a.count - b.count)
  if difference > 8 { return difference }
  if a.isEmpty { return b.count }
  var previous = Array(0...b.count)
  for i in 1...a.count {
    var current = [i] + Array(repeating: 0, count: b.count)
    for j in 1..<(b.count + 1) {
      let cost = a[i - 1] == b[j - 1] ? 0 : 1
      current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
    }
    previous = current
  }
  return previous[b.count]
}

/// " (did you mean x?)": the name one or two edits away from what was typed, or the names
/// that start with it (`landscap` → landscape-left or landscape-right); empty when none is
/// close. For every message that lists the words a value can be.
public func didYouMean(_ text: String, among names: [String]) -> String {
  if let closest = names.min(by: { editDistance($0, text) < editDistance($1, text) }), editDistance(closest, text) <= 2 {
    return " (did you mean \(closest.sanitizedForMessage)?)"
  }
  let started = text.count >= 2 ? names.filter { $0.hasPrefix(text) } : []
  guard let last = started.last, started.count <= 3 else { return "" }
  return " (did you mean \(started.dropLast().joined(separator: ", "))\(started.count > 1 ? " or " : "")\(last)?)"
}
