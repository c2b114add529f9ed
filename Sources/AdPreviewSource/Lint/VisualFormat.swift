/// A string of Auto Layout's visual format language (`V:[label]-8-[banner(50)]|`), read for
/// what placing an ad needs: the axis, the views in order, the space before each, and which
/// views sit against the superview's edges. Metric names and priorities are read as unknown
/// spacings; a string that is not the language is nil.
struct VisualFormat: Equatable {
  enum Axis: Equatable { case horizontal, vertical }

  /// One view in the string and the connection before it: the superview's edge (`|`) or the
  /// view before, and the space (nil: the standard `-`, a metric name or an inequality).
  struct Placement: Equatable {
    var view: String
    var after: String?
    var spacing: Double?
    /// Its size in the axis (`[banner(50)]`), when a number gives it.
    var size: Double?
  }

  var axis: Axis
  var views: [Placement]
  /// The last view when a connection to the superview's trailing or bottom edge ends the
  /// string, and the space.
  var trailing: (view: String, spacing: Double?)?

  static func == (a: VisualFormat, b: VisualFormat) -> Bool {
    a.axis == b.axis && a.views == b.views && a.trailing?.view == b.trailing?.view && a.trailing?.spacing == b.trailing?.spacing
  }

  /// The placement of `view` when it sits against the superview's leading or top edge.
  var leading: Placement? { views.first.flatMap { $0.after == nil && leadingBar ? $0 : nil } }
  private var leadingBar = false

  init?(_ text: String) {
    let s = Array(text.utf8).filter { $0 != UInt8(ascii: " ") }
    var i = 0
    func at(_ c: Character) -> Bool { i < s.count && s[i] == c.asciiValue! }
    axis = .horizontal
    if s.count >= 2, s[1] == UInt8(ascii: ":"), s[0] == UInt8(ascii: "V") || s[0] == UInt8(ascii: "H") {
      axis = s[0] == UInt8(ascii: "V") ? .vertical : .horizontal
      i = 2
    }
    views = []
    trailing = nil
    if at("|") {
      leadingBar = true
      i += 1
    }
    /// A connection: nothing (0), `-` (standard), or `-predicate-`; nil when malformed.
    func connection() -> Double?? {
      guard at("-") else { return .some(0) }
      i += 1
      if at("[") || at("|") { return .some(nil) }
      let start = i
      while i < s.count && !at("-") { i += 1 }
      guard at("-") else { return nil }
      let predicate = String(decoding: s[start..<i], as: UTF8.self)
      i += 1
      return .some(Self.number(predicate))
    }
    var before: String? = nil
    var space: Double?? = leadingBar ? connection() : .some(0)
    while at("[") {
      guard let spacing = space else { return nil }
      i += 1
      let start = i
      while i < s.count && !at("(") && !at("]") { i += 1 }
      let name = String(decoding: s[start..<i], as: UTF8.self)
      var size: Double? = nil
      if at("(") {
        let open = i + 1
        while i < s.count && !at(")") { i += 1 }
        guard at(")") else { return nil }
        size = Self.number(String(decoding: s[open..<i], as: UTF8.self))
        i += 1
      }
      guard at("]"), !name.isEmpty else { return nil }
      i += 1
      views.append(Placement(view: name, after: before, spacing: spacing, size: size))
      before = name
      space = connection()
    }
    guard !views.isEmpty, let last = space else { return nil }
    if at("|") {
      trailing = (views[views.count - 1].view, last)
      i += 1
    }
    guard i == s.count else { return nil }
  }

  /// The number an equality predicate gives (`8`, `==8`, `8@750`); nil for a metric name or
  /// an inequality.
  private static func number(_ predicate: String) -> Double? {
    var text = Substring(predicate)
    if let at = text.firstIndex(of: "@") { text = text[..<at] }
    if text.hasPrefix("==") { text = text.dropFirst(2) }
    return Double(text)
  }
}
