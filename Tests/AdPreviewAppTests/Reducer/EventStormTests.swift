import AdPreviewCore
import AdPreviewRender
import Testing

@testable import AdPreviewApp

/// Random storms of keys, clicks and terminal sizes (down to 1×1) on every device never crash
/// and keep the invariant: an ad placed in safe-area mode lies in the safe area, or a finding
/// says why not.
@Suite struct EventStormTests {
  static let keys: [Key] =
    "rRfFwWdDaApglsmcCnixv?eqS][ .".map { Key.character($0) } + [
      .shiftLeft, .shiftRight, .shiftUp, .shiftDown, .up, .down, .left, .right, .enter, .escape, .tab, .pageUp,
      .pageDown, .home, .end,
    ]

  /// The storm runs on a one-slot app and on an app layout with several slots.
  static let apps: [Selection] = [
    Selection(),
    Selection(
      slot: AdSlot(name: "footer"),
      otherSlots: [
        AdSlot(name: "feed", format: .native, position: .top, offset: 140), AdSlot(name: "break", format: .interstitial),
        AdSlot(name: "header", format: .banner, position: .top),
      ]),
  ]

  @Test(arguments: [1, 2, 3, 4, 5, 6])
  func aStormNeverBreaksTheInvariants(seed: UInt64) throws {
    var random = SeededRandom(seed: seed)
    var state = try makeState(Self.apps[Int(seed) % Self.apps.count])
    var time = 0
    for _ in 0..<1500 {
      time += Int(random.next() % 300)
      let roll = random.next() % 100
      let event: InputEvent
      if roll < 6 {
        event = .resized(columns: Int(random.next() % 220) + 1, rows: Int(random.next() % 70) + 1)
      } else if roll < 9 {
        event = .clicked(x: Int(random.next() % 200), y: Int(random.next() % 60))
      } else {
        var key = Self.keys[Int(random.next() % UInt64(Self.keys.count))]
        if key == .character("q") { key = .character("v") }  // keep the storm going
        event = .key(key)
      }
      _ = state.handle(event, at: time)
      let frame = AppView.render(state, options: RenderOptions(color: random.next() % 2 == 0, ascii: random.next() % 5 == 0))
      #expect(frame.width == state.columns && frame.height == state.rows)
      try checkInvariant(state)
    }
  }

  func checkInvariant(_ state: AppState) throws {
    let evaluation = state.resolved.evaluation
    guard state.selection.slot.guide == .safeArea, let placement = evaluation.placement,
      !placement.format.isFullScreen
    else { return }
    let inside = state.resolved.scene.safeRect.contains(placement.frame, tolerance: 0.5)
    // Mid-transition an ad the app is about to bring to the new scene is explained by what
    // the session says it is doing.
    let explained =
      evaluation.findings.contains {
        [.outsideSafeArea, .outsideWindow].contains($0.code)
      } || evaluation.catchingUp != nil
    #expect(inside || explained, "\(state.selection) places \(placement.frame) outside \(state.resolved.scene.safeRect)")
  }

  @Test func everyDeviceEveryFormatRendersAtEverySize() throws {
    for device in catalog.devices {
      for format in AdFormat.allCases {
        let selection = Selection(deviceID: device.id, slot: AdSlot(format: format))
        let model = PreviewModel(session: try PreviewSession.settled(catalog: catalog, selection: selection))
        for (columns, rows) in [(1, 1), (2, 30), (40, 12), (61, 17), (133, 41)] {
          let frame = SceneRenderer.render(model, columns: columns, rows: rows, options: RenderOptions())
          #expect(frame.cells.count == columns * rows)
        }
      }
    }
  }
}
