import AdPreviewApp
import AdPreviewCatalog
import AdPreviewCore

let catalog: DeviceCatalog = {
  do {
    return try DeviceCatalog.decode(files: BundledDevices.files)
  } catch {
    fatalError("the bundled catalog does not decode: \(error)")
  }
}()

func makeState(_ selection: Selection = Selection(), columns: Int = 120, rows: Int = 40) throws -> AppState {
  try AppState(configuration: AppConfiguration(catalog: catalog, selection: selection), columns: columns, rows: rows)
}

extension AppState {
  /// Presses keys at a time, returning the effects.
  @discardableResult
  mutating func press(_ characters: String, at time: Int) -> [AppEffect] {
    var effects: [AppEffect] = []
    for character in characters { effects += handle(.key(.character(character)), at: time) }
    return effects
  }

  var logText: String { session.log.map(\.text).joined(separator: "\n") }
}
