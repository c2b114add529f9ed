import AdPreviewCore
import AdPreviewRender

/// The files the previewer writes for the user (`e`, `S`): asked for as effects, each answer
/// a message; a name already taken moves on to the next free one.
extension AppState {
  mutating func exportSession(attempt: Int) -> [AppEffect] {
    export = .session(attempt: attempt)
    let path = FileExport.numbered(configuration.exportPath, attempt)
    return [.createFile(path: path, contents: recorder.script(path: path, configuration: configuration, until: session.now))]
  }

  /// The picture as it is now: SVG (as `render --format svg` draws it), then plain text,
  /// then the picture as the screen shows it, in colour, as PNG (as `render --format png`).
  mutating func exportFrame(attempt: Int) -> [AppEffect] {
    let model = AppView.model(self)
    let text = AppView.render(self, options: RenderOptions(color: false)).plainText(endingWithNewline: true)
    export = .frameDrawing(attempt: attempt, text: text)
    return [.createFile(path: FileExport.numbered("adpreview-frame.svg", attempt), contents: SVGWriter.write(model))]
  }

  mutating func written(_ path: String) -> [AppEffect] {
    switch export {
    case .frameDrawing(let attempt, let text):
      let image = PNGWriter.write(AppView.render(self, options: RenderOptions(color: true)))
      export = .frameText(attempt: attempt, drawing: path, image: image)
      return [.createFile(path: FileExport.numbered("adpreview-frame.txt", attempt), contents: text)]
    case .frameText(let attempt, let drawing, let image):
      export = .frameImage(drawing: drawing, text: path)
      return [.createBinaryFile(path: FileExport.numbered("adpreview-frame.png", attempt), contents: image)]
    case .frameImage(let drawing, let text):
      export = nil
      say("frame written to \(drawing), \(text) and \(path)")
      session.note("frame written to \(drawing), \(text) and \(path)")
    case .session, nil:
      export = nil
      let replay = recorder.replayCommand(path: path, configuration: configuration)
      say("session written to \(path) · replay: \(replay)")
      session.note("session written to \(path) (replay: \(replay))")
    }
    return []
  }

  mutating func notWritten(_ path: String, reason: String, exists: Bool) -> [AppEffect] {
    switch export {
    case .session(let attempt) where exists && attempt < FileExport.attempts:
      return exportSession(attempt: attempt + 1)
    case .frameDrawing(let attempt, _) where exists && attempt < FileExport.attempts:
      return exportFrame(attempt: attempt + 1)
    default:
      export = nil
      say("could not write \(path): \(reason)")
      session.note("could not write \(path): \(reason)")
      return []
    }
  }
}
