import AdPreviewCatalog
import AdPreviewCore
import Testing

@testable import AdPreviewApp

let catalog: DeviceCatalog = BundledDevices.catalog

/// iOS 18: the release the tests of the iPadOS 18 windows (Split View, the Slide Over
/// preset) and the iOS 14–18 insets pin.
let iOS18 = OSVersion(18)

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

extension AppState {
  /// One whole step, as TCA's `TestStore` asserts it: handles `input` at `time`, then
  /// checks the effects and that the new state is exactly the old one with `changes` made.
  mutating func assertStep(
    _ input: InputEvent, at time: Int, effects expectedEffects: [AppEffect] = [],
    sourceLocation: SourceLocation = #_sourceLocation, _ changes: (inout AppState) -> Void
  ) {
    var expected = self
    changes(&expected)
    let effects = handle(input, at: time)
    #expect(effects == expectedEffects, sourceLocation: sourceLocation)
    if self != expected {
      Issue.record(
        "the state differs from the expected one in: \(differences(from: expected).joined(separator: ", "))", sourceLocation: sourceLocation)
    }
  }

  /// The names of the stored properties that differ, for a readable failure.
  func differences(from other: AppState) -> [String] {
    zip(Mirror(reflecting: self).children, Mirror(reflecting: other).children).compactMap { mine, theirs in
      String(describing: mine.value) == String(describing: theirs.value) ? nil : mine.label ?? "?"
    }
  }
}
