/// A cell that changed since the last frame.
public struct CellChange: Hashable, Sendable {
  public var x: Int
  public var y: Int
  public var cell: Cell

  public init(x: Int, y: Int, cell: Cell) {
    self.x = x
    self.y = y
    self.cell = cell
  }
}

/// Where frames go: ncurses on a real terminal, memory in tests.
public protocol TerminalBackend {
  /// Draws these cells (never continuation cells), in row order.
  mutating func draw(_ changes: [CellChange])
  /// Forgets what the screen shows and clears it, before a full redraw.
  mutating func clear()
  /// Makes what was drawn visible.
  mutating func flush()
}

/// Keeps the last frame and sends the backend only the cells that changed.
public struct Terminal<Backend: TerminalBackend> {
  public var backend: Backend
  public private(set) var previous: CellBuffer?

  public init(backend: Backend) { self.backend = backend }

  /// Draws a frame; returns how many cells were sent. An unchanged frame sends nothing and
  /// does not flush. A frame of another size clears and redraws everything.
  @discardableResult
  public mutating func draw(_ frame: CellBuffer) -> Int {
    var changes: [CellChange] = []
    if let previous, previous.width == frame.width, previous.height == frame.height {
      let old = previous.cells
      let new = frame.cells
      for index in 0..<new.count where new[index] != old[index] {
        let cell = new[index]
        let x = index % frame.width
        let y = index / frame.width
        if cell.isContinuation {
          // A wide grapheme changed under us: redraw its first half.
          if x > 0, changes.last?.x != x - 1 || changes.last?.y != y {
            changes.append(CellChange(x: x - 1, y: y, cell: new[index - 1]))
          }
          continue
        }
        changes.append(CellChange(x: x, y: y, cell: cell))
      }
      if changes.isEmpty { return 0 }
    } else {
      backend.clear()
      for index in 0..<frame.cells.count where !frame.cells[index].isContinuation {
        changes.append(CellChange(x: index % frame.width, y: index / frame.width, cell: frame.cells[index]))
      }
    }
    previous = frame
    backend.draw(changes)
    backend.flush()
    return changes.count
  }

  /// Forces the next frame to be drawn whole (after the screen was disturbed).
  public mutating func invalidate() { previous = nil }
}

/// An in-memory backend for tests: keeps the screen and counts what was sent.
public struct TestBackend: TerminalBackend {
  public private(set) var screen: CellBuffer
  public private(set) var cellsDrawn = 0
  public private(set) var flushes = 0
  public private(set) var clears = 0

  public init(width: Int, height: Int) { screen = CellBuffer(width: width, height: height) }

  public mutating func resize(width: Int, height: Int) { screen = CellBuffer(width: width, height: height) }

  public mutating func draw(_ changes: [CellChange]) {
    for change in changes {
      screen[change.x, change.y] = change.cell
      if change.cell.width == 2 { screen[change.x + 1, change.y] = Cell(" ", width: 0, style: change.cell.style) }
    }
    cellsDrawn += changes.count
  }

  public mutating func clear() {
    clears += 1
    screen = CellBuffer(width: screen.width, height: screen.height)
  }

  public mutating func flush() { flushes += 1 }

  /// Resets the counters, keeping the screen.
  public mutating func resetCounts() {
    cellsDrawn = 0
    flushes = 0
    clears = 0
  }
}
