import AdPreviewRender
import CNCursesW

/// Draws changed cells with ncurses' wide-character calls; ncurses then sends only what
/// differs from the screen.
struct NCursesBackend: TerminalBackend {
  let colors: Bool
  let colorCount: Int
  private var pairs: [PairKey: Int16] = [:]
  private var nextPair: Int16 = 1

  private struct PairKey: Hashable {
    var foreground: Int16
    var background: Int16
  }

  init(colors: Bool, colorCount: Int) {
    self.colors = colors
    self.colorCount = colorCount
  }

  mutating func draw(_ changes: [CellChange]) {
    let window = cnw_stdscr()
    var character = cchar_t()
    for change in changes {
      let style = change.cell.style
      var attributes: attr_t = 0
      if style.attributes.contains(.bold) { attributes |= cnw_a_bold() }
      if style.attributes.contains(.dim) { attributes |= cnw_a_dim() }
      if style.attributes.contains(.reverse) { attributes |= cnw_a_reverse() }
      if style.attributes.contains(.underline) { attributes |= cnw_a_underline() }
      let pair = colors ? self.pair(style) : 0
      var text: (wchar_t, wchar_t, wchar_t) = (
        wchar_t(bitPattern: change.cell.first.value), wchar_t(bitPattern: change.cell.second?.value ?? 0), 0
      )
      withUnsafePointer(to: &text) { pointer in
        pointer.withMemoryRebound(to: wchar_t.self, capacity: 3) { _ = setcchar(&character, $0, attributes, pair, nil) }
      }
      // The bottom-right cell returns ERR although it is drawn.
      _ = mvwadd_wch(window, Int32(change.y), Int32(change.x), &character)
    }
  }

  mutating func clear() { werase(cnw_stdscr()) }

  mutating func flush() {
    wnoutrefresh(cnw_stdscr())
    doupdate()
  }

  /// The colour pair for a style, made on first use.
  private mutating func pair(_ style: Style) -> Int16 {
    let key = PairKey(foreground: color(style.foreground), background: color(style.background))
    if key.foreground == -1 && key.background == -1 { return 0 }
    if let pair = pairs[key] { return pair }
    guard Int32(nextPair) < cnw_color_pairs(), nextPair < Int16.max else { return 0 }
    init_pair(nextPair, key.foreground, key.background)
    pairs[key] = nextPair
    nextPair += 1
    return nextPair - 1
  }

  private func color(_ color: TerminalColor) -> Int16 {
    if colorCount >= 256, let index = color.index { return Int16(index) }
    if let basic = color.basic { return Int16(basic) }
    return -1
  }
}
