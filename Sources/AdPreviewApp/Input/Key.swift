import AdPreviewCore

/// A key the user pressed, decoded once by the front end.
public enum Key: Hashable, Sendable {
  case character(Character)
  case up, down, left, right
  case shiftUp, shiftDown, shiftLeft, shiftRight
  case enter, escape, backspace, tab
  case pageUp, pageDown, home, end
  /// Ctrl-C when it arrives as a key (raw mode).
  case interrupt
  /// A key adpreview does not use.
  case other(Int)
}

/// What the front end delivers to the loop: input, and the answers to effects.
public enum InputEvent: Hashable, Sendable {
  case key(Key)
  case resized(columns: Int, rows: Int)
  /// A mouse click at a cell (the first button pressed).
  case clicked(x: Int, y: Int)
  /// The first button let go at a cell (the end of a drag when it was pressed elsewhere).
  case released(x: Int, y: Int)
  /// The mouse wheel turned, up (back) or down.
  case scrolled(up: Bool)
  /// Standard input closed.
  case ended
  /// A file the previewer asked for was written.
  case fileWritten(path: String)
  /// A file could not be written; `exists` when a file of that name was already there.
  case fileNotWritten(path: String, reason: String, exists: Bool)
  /// A file the previewer was opened with (its app file, its project's files) changed and
  /// was read again.
  case reloaded(AppReload)
}

/// What a changed app file or project read as: the app (its slots, bars and request
/// settings, applied to the scene options it was opened with), or why it could not be read.
public struct AppReload: Hashable, Sendable {
  /// The file that changed, as given.
  public var file: String
  public var app: Selection?
  public var problem: String?

  public init(file: String, app: Selection? = nil, problem: String? = nil) {
    self.file = file
    self.app = app
    self.problem = problem
  }
}
