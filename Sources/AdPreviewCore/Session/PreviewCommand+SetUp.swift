extension PreviewCommand {
  /// The commands that take a session on `base` to `selection`: the device, its OS release
  /// (when the selection names one) and how it is held, the first slot's options (when `slots`), and the request settings, which are
  /// always written so that a script says how its requests are built.
  public static func setUp(_ selection: Selection, from base: Selection, slots: Bool) -> [PreviewCommand] {
    var commands: [PreviewCommand] = [.device(.to(selection.deviceID))]
    // Before the window, which the release decides.
    if let os = selection.os { commands.append(.os(.to(os))) }
    if selection.orientation != base.orientation { commands.append(.rotate(.to(selection.orientation))) }
    if let posture = selection.posture { commands.append(.posture(.to(posture))) }
    if selection.window != base.window { commands.append(.window(.to(selection.window))) }
    // After the window: only a resized iPhone window has a host.
    if selection.host != base.host { commands.append(.host(.to(selection.host))) }
    if selection.verticalBars != base.verticalBars { commands.append(.verticalBars(.to(selection.verticalBars))) }
    if slots {
      let slot = selection.slot
      let from = base.slot
      if slot.format != from.format { commands.append(.ad(.to(slot.format))) }
      if slot.position != from.position { commands.append(.position(.to(slot.position))) }
      if slot.alignment != from.alignment, let alignment = slot.alignment { commands.append(.align(.to(alignment))) }
      if slot.guide != from.guide { commands.append(.guide(.to(slot.guide))) }
      if slot.native.adChoices != from.native.adChoices { commands.append(.adChoices(.to(slot.native.adChoices))) }
    }
    if selection.request.sdk != base.request.sdk { commands.append(.sdk(selection.request.sdk)) }
    commands.append(.multiScene(selection.request.multiScene))
    commands.append(.mode(.to(selection.request.mode)))
    commands.append(.scene(.to(selection.request.scene)))
    return commands
  }
}
