import AdPreviewCore
import AdPreviewRender

/// The mouse, the scroll wheel and the grid's moves: a click picks a device or a finding, a
/// drag resizes a free window, paging scrolls the log or turns the grid's pages.
extension AppState {
  mutating func moveGridSelection(dx: Int, dy: Int) {
    guard case .grid(let selected) = view else { return }
    let count = catalog.devices.count
    let perRow = max(1, GridLayout(columns: columns, rows: rows, count: count, selected: selected).perRow)
    let next = min(count - 1, max(0, selected + dx + dy * perRow))
    view = .grid(selected: next)
  }

  mutating func openGridSelection() {
    guard case .grid(let selected) = view else { return }
    view = .scene
    let id = catalog.devices[selected].id
    if id != selection.deviceID { run(.device(.to(id))) }
  }

  /// A click: a device in the grid, a finding in the panel, or the start of a drag of the
  /// window's edge.
  mutating func click(x: Int, y: Int) {
    pressedAt = Cell(x: x, y: y)
    switch view {
    case .grid(let selected):
      let layout = GridLayout(columns: columns, rows: rows, count: catalog.devices.count, selected: selected)
      guard let index = layout.index(atX: x, y: y) else { return }
      view = .grid(selected: index)
      openGridSelection()
    case .scene:
      guard other == nil, let finding = SceneRenderer.finding(atX: x, y: y, in: AppView.model(self), columns: columns, rows: rows) else { return }
      expandedFinding = selectedFinding == finding ? !expandedFinding : true
      selectedFinding = finding
    }
  }

  /// The end of a drag: a free window's edge dragged to a new place resizes it, as the
  /// window's grab handles do (Stage Manager, iPadOS 26 windows, iOS 27 iPhone windows).
  mutating func release(x: Int, y: Int) {
    defer { pressedAt = nil }
    guard case .scene = view, other == nil, let start = pressedAt, start.x != x || start.y != y else { return }
    let model = AppView.model(self)
    guard let from = SceneRenderer.point(atX: start.x, y: start.y, in: model, columns: columns, rows: rows),
      let to = SceneRenderer.point(atX: x, y: y, in: model, columns: columns, rows: rows)
    else { return }
    let scene = resolved.scene
    let window = scene.window
    guard !scene.isFullScreen || device.family != .tablet else { return }
    // Which edges the press was on, within a couple of points per cell.
    let reach = SceneRenderer.pointsPerCell(in: model, columns: columns, rows: rows) * 1.5
    let onLeft = abs(from.x - window.minX) <= reach
    let onRight = abs(from.x - window.maxX) <= reach
    let onTop = abs(from.y - window.minY) <= reach
    let onBottom = abs(from.y - window.maxY) <= reach
    guard onLeft || onRight || onTop || onBottom else { return }
    let moved = Point(x: (to.x - from.x).rounded(), y: (to.y - from.y).rounded())
    switch selection.window {
    case .full, .free:
      // A centred window grows on both sides: twice the drag.
      let dx = onRight ? moved.x * 2 : onLeft ? -moved.x * 2 : 0
      let dy = onBottom ? moved.y * 2 : onTop ? -moved.y * 2 : 0
      run(.resize(dx: dx, dy: dy))
    case .tiled, .placed, .preset, .slideOver:
      // A window in its place keeps its other edges where they are.
      if onRight || onBottom, !onLeft, !onTop {
        run(.resize(dx: onRight ? moved.x : 0, dy: onBottom ? moved.y : 0))
      } else {
        let minX = onLeft ? window.minX + moved.x : window.minX
        let minY = onTop ? window.minY + moved.y : window.minY
        let frame = Rect(x: minX, y: minY, width: window.maxX - minX, height: window.maxY - minY)
        guard frame.width >= PreviewSession.minimumWindowSide, frame.height >= PreviewSession.minimumWindowSide,
          frame.minX >= 0, frame.minY >= 0
        else { return }
        run(.window(.to(selection.window.isSlideOver ? .slideOver(frame.size) : .placed(frame))))
      }
    }
  }

  mutating func page(_ pages: Int) {
    if case .grid(let selected) = view {
      let layout = GridLayout(columns: columns, rows: rows, count: catalog.devices.count, selected: selected)
      view = .grid(selected: min(catalog.devices.count - 1, max(0, layout.first + pages * layout.pageSize)))
    } else {
      scrollLog(by: -pages * 5)
    }
  }

  mutating func toEnds(newest: Bool) {
    if isGrid {
      view = .grid(selected: newest ? catalog.devices.count - 1 : 0)
    } else {
      logScroll = newest ? 0 : max(0, session.log.count - 1)
    }
  }

  /// Scrolls the log: a positive count goes back to older entries.
  mutating func scrollLog(by entries: Int) {
    logScroll = min(max(0, session.log.count - 1), max(0, logScroll + entries))
  }
}
