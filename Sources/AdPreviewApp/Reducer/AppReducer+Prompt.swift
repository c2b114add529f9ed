import AdPreviewCore
import AdPreviewFormats

/// The keys while a prompt reads a line: the device picker (`/`) filters the catalog as the
/// user types and opens the picked device with the `device` command, through the resolver
/// `--device` uses; `:` reads the scenario line to jump to. Enter takes, Esc cancels.
extension AppState {
  /// The devices the picker shows for what was typed.
  public var pickerMatches: [DeviceMatch] {
    guard case .device(let query, _) = prompt else { return [] }
    return catalog.matches(typed: query)
  }

  /// The releases the picker lists: every one the device (or the model it stands for) runs,
  /// newest first.
  public var releaseChoices: [OSVersion] {
    guard let range = session.device.releases(ofModel: resolved.scene.model) else { return [] }
    return range.releases.map(\.version).reversed()
  }

  mutating func type(_ key: Key) -> [AppEffect] {
    guard let current = prompt else { return [] }
    switch (current, key) {
    case (_, .escape), (_, .interrupt):
      prompt = nil
    case (.device(let query, let selected), .enter):
      prompt = nil
      let matches = catalog.matches(typed: query)
      guard matches.indices.contains(selected) else {
        say("no device matches \(query.quotedForMessage)")
        return []
      }
      let name = matches[selected].name
      if name != selection.deviceID { run(.device(.to(name))) }
    case (.release(let selected), .enter):
      prompt = nil
      let releases = releaseChoices
      guard releases.indices.contains(selected) else { return [] }
      if releases[selected] != resolved.scene.os { run(.os(.to(releases[selected]))) }
    case (.release(let selected), .up), (.release(let selected), .down):
      let count = releaseChoices.count
      guard count > 0 else { return [] }
      prompt = .release(selected: (selected + (key == .up ? count - 1 : 1)) % count)
    case (.line(let typed), .enter):
      prompt = nil
      guard let number = Int(typed) else {
        say("no line number typed")
        return []
      }
      jump(toScriptLine: number)
    case (.device(let query, let selected), .up), (.device(let query, let selected), .down):
      let count = catalog.matches(typed: query).count
      guard count > 0 else { return [] }
      prompt = .device(query: query, selected: (selected + (key == .up ? count - 1 : 1)) % count)
    case (.device(let query, _), .backspace):
      prompt = .device(query: String(query.dropLast()), selected: 0)
    case (.line(let typed), .backspace):
      prompt = .line(String(typed.dropLast()))
    case (.device(let query, _), .character(let character)):
      guard query.count < Prompt.maximumLength, !character.isNewline else { return [] }
      prompt = .device(query: query + String(character), selected: 0)
    case (.line(let typed), .character(let character)):
      guard typed.count < 9, character.isASCII, character.isNumber else { return [] }
      prompt = .line(typed + String(character))
    default:
      break
    }
    return []
  }
}
