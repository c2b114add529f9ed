/// The `?` overlay listing every key, each help wrapped at word boundaries in its column;
/// when the terminal is too short for all of them, PgDn and PgUp page through. A terminal
/// whose help column is narrower than `wholeTextWidth` gets each key's gist on one row instead, so an 80×24 one
/// shows a page of keys, not a few keys' paragraphs.
public struct KeyHelpOverlay: Sendable {
  /// Each key binding: the keys as shown, and what they do.
  public var entries: [(keys: String, help: String)]

  public init(entries: [(keys: String, help: String)]) { self.entries = entries }

  /// The width of the keys' column, and where the help's column starts inside the box. A
  /// longer list of keys wraps inside it: a narrow column leaves the help, the long part,
  /// more of each row, so an 80×24 terminal shows a useful page.
  public static let keysWidth = 13
  public static let helpColumn = 17

  /// The narrowest help column that shows each help whole; below it, each key's gist.
  public static let wholeTextWidth = 80

  /// A help's first clause, up to its first colon, parenthesis or semicolon: `rotate clockwise
  /// / counter-clockwise` of `rotate clockwise / counter-clockwise (skipping …)`.
  public static func gist(_ help: String) -> String {
    var previous: Character?
    for index in help.indices {
      let character = help[index]
      if character == "(", previous == " " { return String(help[..<help.index(before: index)]) }
      if character == " ", previous == ":" || previous == ";" { return String(help[..<help.index(before: index)]) }
      previous = character
    }
    return help
  }

  /// Whether a help column `width` wide shows the gists.
  static func showsGists(width: Int) -> Bool { width < wholeTextWidth }

  /// The overlay's rows: a binding's keys wrapped in their column beside its help wrapped to
  /// `width` (or its gist on one row, cut with `…`); `first` marks a binding's first row.
  func rows(width: Int) -> [(keys: String, text: String, first: Bool)] {
    var rows: [(keys: String, text: String, first: Bool)] = []
    let gists = KeyHelpOverlay.showsGists(width: width)
    for entry in entries {
      let keys = entry.keys.wrapped(toWidth: KeyHelpOverlay.keysWidth)
      let help = gists ? [KeyHelpOverlay.gist(entry.help).truncated(toWidth: max(10, width))] : entry.help.wrapped(toWidth: max(10, width))
      for index in 0..<max(keys.count, help.count) {
        rows.append((index < keys.count ? keys[index] : "", index < help.count ? help[index] : "", index == 0))
      }
    }
    return rows
  }

  /// Where the box goes and how many rows of keys it shows: the help's column takes what the
  /// box has beside the keys', and the box keeps a row for each side of its frame and one
  /// for the paging hint; no blank rows, which an 80×24 terminal cannot spare.
  func layout(columns: Int, rows: Int) -> (box: CellRect, textWidth: Int, visible: Int)? {
    let width = min(columns - 2, 120)
    let textWidth = width - KeyHelpOverlay.helpColumn - 2
    let height = min(rows - 2, self.rows(width: textWidth).count + 2)
    guard width >= 20, height >= 5 else { return nil }
    let box = CellRect(x: 0, y: 0, width: columns, height: rows).centered(width: width, height: height)
    return (box, textWidth, height - 2)
  }

  /// The rows of each page: all of them when they fit, else pages one row short of the box
  /// (for the paging hint) that never split a key's help, unless one help is taller.
  public func pages(columns: Int, rows: Int) -> [Range<Int>] {
    guard let layout = layout(columns: columns, rows: rows) else { return [0..<0] }
    let lines = self.rows(width: layout.textWidth)
    guard lines.count > layout.visible else { return [0..<lines.count] }
    let room = max(1, layout.visible - 1)
    var pages: [Range<Int>] = []
    var start = 0
    while start < lines.count {
      var end = min(lines.count, start + room)
      // Back to the start of the binding the page would cut, if the page keeps any.
      if end < lines.count, let cut = (start + 1..<end + 1).last(where: { lines[$0].first }), cut > start {
        end = cut
      }
      pages.append(start..<end)
      start = end
    }
    return pages
  }

  /// The last page there is (0 when every key fits).
  public func lastPage(columns: Int, rows: Int) -> Int { pages(columns: columns, rows: rows).count - 1 }

  /// Draws page `scroll` over `buffer`.
  public func draw(into buffer: inout CellBuffer, scroll: Int = 0, options: RenderOptions) {
    guard let layout = layout(columns: buffer.width, rows: buffer.height) else { return }
    let box = layout.box
    let lines = rows(width: layout.textWidth)
    OverlayBox.draw(box, title: "Keys", into: &buffer, options: options)
    let pages = self.pages(columns: buffer.width, rows: buffer.height)
    let page = pages[min(max(0, scroll), pages.count - 1)]
    let style = options.style(.overlay)
    for (index, line) in lines[page].enumerated() {
      let y = box.y + 1 + index
      buffer.put(line.keys, x: box.x + 2, y: y, style: options.style(.overlayKey), maxWidth: KeyHelpOverlay.keysWidth)
      buffer.put(
        options.ascii ? line.text.asciiFallback : line.text, x: box.x + KeyHelpOverlay.helpColumn, y: y, style: style,
        maxWidth: layout.textWidth)
    }
    if pages.count > 1 {
      let end = page.upperBound
      let more =
        end < lines.count
        ? "… \(lines.count - end) more rows: PgDn (PgUp back)" : "the last rows · PgUp back to the first"
      // The terminal whose box leaves the help column `wholeTextWidth` wide (see `layout`).
      let wide = KeyHelpOverlay.wholeTextWidth + KeyHelpOverlay.helpColumn + 4
      let hint = KeyHelpOverlay.showsGists(width: layout.textWidth) ? more + " · whole texts from \(wide) columns" : more
      buffer.put(options.ascii ? hint.asciiFallback : hint, x: box.x + 2, y: box.maxY - 2, style: style, maxWidth: box.width - 4)
    }
  }
}
