import AdPreviewCore
import Testing

@testable import AdPreviewApp

/// The previewer's file watch: a save is read again once it has held for an interval, and
/// input goes on meanwhile.
@Suite struct WatchingInputTests {
  /// Stamps a test sets by hand.
  final class Stamps: @unchecked Sendable {
    var values: [String: Int] = ["app.json": 1]
  }

  @Test func aSaveIsReloadedOnceItHolds() {
    let clock = ManualClock()
    let stamps = Stamps()
    let watch = FileWatch(paths: ["app.json"]) { AppReload(file: $0, problem: "read at \(clock.now())") }
    var input = WatchingInput(
      ScriptedInput([(100, .key(.character("r")))], clock: clock), watch: watch, clock: clock, interval: 500,
      stamp: { stamps.values[$0] })
    // Keys pass through.
    #expect(input.next(timeout: 1000) == .key(.character("r")))
    // No change: nothing but time.
    #expect(input.next(timeout: 600) == nil || clock.now() >= 500)
    stamps.values["app.json"] = 2
    clock.set(1000)
    // Seen changing: not yet read (the editor may still be writing).
    #expect(input.next(timeout: 0) == nil)
    // Still writing: the stamp moved again, so it waits again.
    stamps.values["app.json"] = 3
    clock.set(1500)
    #expect(input.next(timeout: 0) == nil)
    clock.set(2000)
    #expect(input.next(timeout: 0) == .reloaded(AppReload(file: "app.json", problem: "read at 2000")))
    // Read once: the same stamp is not news.
    clock.set(2500)
    #expect(input.next(timeout: 0) == nil)
    clock.set(3000)
    #expect(input.next(timeout: 0) == nil)
  }

  @Test func aReloadRebuildsTheAppAndSaysSo() throws {
    var state = try makeState(Selection(deviceID: "iphone-16-pro"))
    var app = Selection()
    app.slots = [AdSlot(name: "footer", format: .banner)]
    _ = state.handle(.reloaded(AppReload(file: "app.json", app: app)), at: 500)
    #expect(state.session.selection.slots.map(\.name) == ["footer"])
    #expect(state.logText.contains("app.json changed: the app was built again with it (1 slot)"))
    // A file that cannot be read leaves the app as it was, and says why.
    _ = state.handle(.reloaded(AppReload(file: "app.json", problem: "line 3: unknown key")), at: 900)
    #expect(state.session.selection.slots.map(\.name) == ["footer"])
    #expect(state.logText.contains("app.json changed but cannot be read: line 3: unknown key; the app is as it was"))
  }
}

/// The watch with the system's file events: nothing is stamped, and a save is read once its
/// events have been quiet for the debounce.
@Suite struct WatchingInputEventTests {
  final class Events: @unchecked Sendable {
    var pending: [String] = []
    var stamped = 0
    func take() -> [String] {
      defer { pending = [] }
      return pending
    }
  }

  @Test func aSaveIsReadOnceItsEventsAreQuiet() {
    let clock = ManualClock()
    let events = Events()
    let watch = FileWatch(paths: ["App/A.swift", "App/B.swift"]) { AppReload(file: $0, problem: "read at \(clock.now())") }
    var input = WatchingInput(
      ScriptedInput([], clock: clock), watch: watch, clock: clock,
      stamp: { (_: String) -> Int? in
        events.stamped += 1
        return 1
      }, events: { events.take() }, debounce: 30)
    #expect(events.stamped == 0)
    // An editor's save: several events within a few milliseconds.
    events.pending = ["App/A.swift"]
    clock.set(20)
    #expect(input.next(timeout: 0) == nil)
    events.pending = ["App/A.swift", "App/B.swift"]
    clock.set(40)
    #expect(input.next(timeout: 0) == nil)
    // Quiet for less than the debounce: not yet.
    clock.set(60)
    #expect(input.next(timeout: 0) == nil)
    // Quiet for the debounce: read once, named by its first file.
    clock.set(75)
    #expect(input.next(timeout: 0) == .reloaded(AppReload(file: "App/A.swift", problem: "read at 75")))
    clock.set(200)
    #expect(input.next(timeout: 0) == nil)
    #expect(events.stamped == 0)
  }

  @Test func theWaitForInputIsNoLongerThanTheEventInterval() {
    let clock = ManualClock()
    var input = WatchingInput(
      ScriptedInput([(500, .key(.character("r")))], clock: clock), watch: FileWatch(paths: ["a"]) { AppReload(file: $0) }, clock: clock,
      stamp: { (_: String) -> Int? in 1 }, events: { [] })
    // The scripted input waits as long as it is told: the watch tells it the interval.
    _ = input.next(timeout: 1000)
    #expect(clock.now() <= WatchingInput<ScriptedInput, ManualClock, Int>.eventInterval)
  }
}
