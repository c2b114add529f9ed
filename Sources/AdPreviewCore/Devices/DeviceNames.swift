import AdPreviewFormats

/// Every name the devices answer to, folded the way people type them, for the resolver's
/// second try, its "did you mean" and the picker.
///
/// The rule, in order (`DeviceCatalog.match` tries the exact id, name and covered model
/// first):
///
/// 1. **Folded.** Case and every mark between words are dropped (`fold`): `iphone17pro`,
///    `IPhone-17-Pro` and `iPhone 17 Pro` are one name. A device answers to its id, its name,
///    its short name (`Z Fold5`) and the models it covers, all folded.
/// 2. **Last words.** A query of four characters or more, with a letter, may be the last
///    words of one name (`fold5` for `Galaxy Z Fold5`, `duo2`), matched at a word's start.
///
/// Either step answers only when every name it finds is one device's (or one model's):
/// folding may make two devices' names meet (`fold` is the end of several), and then the
/// query picks none and the message lists them rather than one being picked silently.
struct DeviceNames {
  struct Entry {
    /// The device itself, or a model it covers, that the name is of.
    let match: DeviceMatch
    /// How a suggestion writes it: the id, or the covered model as an id (`iphone-15`).
    let shown: String
    /// The whole name, folded.
    let folded: String
    /// Every run of the name's last words short of the whole name, folded, longest first
    /// (`zfold5`, `fold5`, `5` for `galaxy-z-fold-5`).
    let tails: [String]
  }

  let entries: [Entry]

  init(_ devices: [Device]) {
    var entries: [Entry] = []
    for device in devices {
      let itself = DeviceMatch(device: device)
      var seen = Set<String>()
      for name in [device.id, device.name, device.shortName] where seen.insert(DeviceNames.fold(name)).inserted {
        entries.append(Entry(itself, shown: device.id, name: name))
      }
      for model in device.covers {
        entries.append(Entry(DeviceMatch(device: device, model: model), shown: DeviceCatalog.slug(model), name: model))
      }
    }
    self.entries = entries
  }

  /// `IPhone-17-Pro`, `iphone_17 pro.` → `iphone17pro`: lower case, letters and digits only.
  static func fold(_ name: String) -> String {
    var out = ""
    for scalar in name.lowercased().unicodeScalars
    where ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
      out.unicodeScalars.append(scalar)
    }
    return out
  }

  /// The one device or model whose folded name is `folded`, else its last words; nil when
  /// none is, or when the names found belong to more than one.
  func match(folded: String) -> DeviceMatch? {
    guard !folded.isEmpty else { return nil }
    if let whole = DeviceNames.only(entries.filter { $0.folded == folded }) { return whole }
    // A bare number (`11`) or a few letters are the end of too many names to mean one.
    guard folded.count >= 4, folded.unicodeScalars.contains(where: { ("a"..."z").contains($0) }) else { return nil }
    return DeviceNames.only(entries.filter { $0.tails.contains(folded) })
  }

  /// How many edits `folded` is from the entry: from its whole name, or from the start of
  /// its last words (a typo in the word it begins with: `pixle` is one from `pixe`); 0 when
  /// the name holds it (a fragment, `fold`).
  func distance(_ folded: String, to entry: Entry) -> Int {
    if folded.count >= 3 && entry.folded.contains(exactly: folded) { return 0 }
    var best = editDistance(entry.folded, folded)
    for tail in [entry.folded] + entry.tails {
      for length in max(1, folded.count - 1)...(folded.count + 1) where length <= tail.count {
        best = min(best, editDistance(String(tail.prefix(length)), folded))
      }
    }
    return best
  }

  /// The most edits a near name may be from what was typed: one, or two in a name of twelve
  /// characters or more; none below three characters, where every name is near. (Two in a
  /// shorter name make `iphone99` near every `iphone1…`.)
  static func tolerance(_ folded: String) -> Int {
    folded.count >= 12 ? 2 : folded.count >= 3 ? 1 : 0
  }

  /// The entries near `folded`, nearest first (then in the catalog's order), each with its
  /// distance. Names far longer than any device's get none (and no quadratic distances).
  func near(_ folded: String) -> [(entry: Entry, distance: Int)] {
    guard folded.count <= 64 else { return [] }
    let tolerance = DeviceNames.tolerance(folded)
    guard tolerance > 0 else { return [] }
    let scored = entries.compactMap { entry -> (entry: Entry, distance: Int)? in
      let distance = distance(folded, to: entry)
      return distance <= tolerance ? (entry, distance) : nil
    }
    // A stable sort: enumerate, so equal distances keep the catalog's order.
    return scored.enumerated().sorted { ($0.element.distance, $0.offset) < ($1.element.distance, $1.offset) }.map(\.element)
  }

  /// The match all `found` name, when they name one device or one covered model: the device
  /// itself when both it and one of its models are named.
  private static func only(_ found: [Entry]) -> DeviceMatch? {
    guard let first = found.first, found.allSatisfy({ $0.match.device.id == first.match.device.id }) else { return nil }
    if let itself = found.first(where: { $0.match.model == nil }) { return itself.match }
    return found.allSatisfy { $0.match.model == first.match.model } ? first.match : nil
  }
}

extension DeviceNames.Entry {
  init(_ match: DeviceMatch, shown: String, name: String) {
    self.match = match
    self.shown = shown
    folded = DeviceNames.fold(name)
    let words = DeviceCatalog.slug(name).split(separator: "-")
    tails = (1..<max(1, words.count)).map { start in DeviceNames.fold(words[start...].joined()) }
  }
}
