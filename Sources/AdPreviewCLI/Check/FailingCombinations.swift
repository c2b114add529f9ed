import AdPreviewCore

/// Where a finding holds, said as the combinations that fail: a device on which every
/// scene fails is named in one list (`every scene on iphone-x, iphone-xs`); on the others,
/// a dimension that fails whole is left out and the values that fail are named
/// (`ipad-pro-11: window split-1/3, slide-over`), and where the failing scenes are no such
/// product they are split by the first dimension that differs (`portrait · window
/// slide-over / landscape-left`). Devices with the same failing combinations are named
/// together. Unlike listing each dimension's values apart, every combination named fails.
enum FailingCombinations {
  /// At most this many device groups, alternatives in a group and values in a list; the
  /// rest are counted.
  static let groupLimit = 5
  static let alternativeLimit = 4
  static let valueLimit = 6

  /// The scenes a slot was checked in (those of its range, in its format alone when given),
  /// by device, and the dimensions that vary among them: the same for every finding of the
  /// slot, so worked out once for all of them, not once for each.
  struct Universe {
    var count: Int
    /// The scenes of each device, by the device's code.
    var byDevice: [[Int]]
    var dimensions: [SceneTable.Dimension]

    init(_ range: Range<Int>, format: AdFormat?, in table: SceneTable) {
      let formatCode = format.flatMap { format in table.names[SceneTable.Dimension.format.rawValue].firstIndex(of: format.rawValue) }
      let scenes = formatCode.map { code in table.scenesByFormat[code].filter { range.contains($0) } } ?? Array(range)
      count = scenes.count
      // Each device's list made once at its size: grown by appends, each was copied as it doubled.
      var sizes = Array(repeating: 0, count: table.names[SceneTable.Dimension.device.rawValue].count)
      for scene in scenes { sizes[Int(table.code(scene, .device))] += 1 }
      byDevice = sizes.map { size in
        var list: [Int] = []
        list.reserveCapacity(size)
        return list
      }
      for scene in scenes { byDevice[Int(table.code(scene, .device))].append(scene) }
      dimensions = SceneTable.Dimension.allCases.dropFirst().filter { dimension in
        guard let first = scenes.first else { return false }
        let value = table.code(first, dimension)
        return scenes.contains { table.code($0, dimension) != value }
      }
    }

    /// What a cache of universes is keyed by.
    struct Key: Hashable {
      var lower: Int
      var upper: Int
      var format: AdFormat?
    }
  }

  /// The failing `scenes` (indices into `table`, ascending) among those of `range` (those in
  /// `format` alone, when given: the scenes a slot named by its format was checked in).
  static func describe(_ scenes: [Int], of range: Range<Int>, format: AdFormat?, in table: SceneTable) -> String {
    describe(scenes, in: Universe(range, format: format, in: table), table: table)
  }

  /// The same, among a universe worked out before.
  static func describe(_ scenes: [Int], in universe: Universe, table: SceneTable) -> String {
    guard !scenes.isEmpty else { return "nowhere" }
    if scenes.count >= universe.count { return "every scene" }
    // The failing scenes by device (by its code), devices in the order they fail.
    var deviceOrder: [Int32] = []
    var failing: [[Int]] = Array(repeating: [], count: universe.byDevice.count)
    var sizes = Array(repeating: 0, count: universe.byDevice.count)
    for scene in scenes { sizes[Int(table.code(scene, .device))] += 1 }
    for device in sizes.indices where sizes[device] > 0 { failing[device].reserveCapacity(sizes[device]) }
    for scene in scenes {
      let device = table.code(scene, .device)
      if failing[Int(device)].isEmpty { deviceOrder.append(device) }
      failing[Int(device)].append(scene)
    }
    // Devices with the same combinations, in order; "" where every scene fails. A few keys,
    // scanned: cheaper than hashing each.
    var keys: [String] = []
    var devicesOfKey: [[String]] = []
    for device in deviceOrder {
      let alternatives = combinations(failing[Int(device)], of: universe.byDevice[Int(device)], universe.dimensions, table)
      var key = ""
      if alternatives != [""] {
        key = OrderedNames.joined(alternatives.prefix(alternativeLimit), separator: " / ")
        if alternatives.count > alternativeLimit { key += " / and \(alternatives.count - alternativeLimit) more" }
      }
      let name = table.names[SceneTable.Dimension.device.rawValue][Int(device)]
      if let known = keys.firstIndex(of: key) {
        devicesOfKey[known].append(name)
      } else {
        keys.append(key)
        devicesOfKey.append([name])
      }
    }
    var parts: [String] = []
    if let whole = keys.firstIndex(of: "") {
      parts.append("every scene on " + OrderedNames.short(devicesOfKey[whole], 4, noun: "devices"))
    }
    for (key, devices) in zip(keys, devicesOfKey) where !key.isEmpty {
      parts.append(OrderedNames.short(devices, 4, noun: "devices") + ": " + key)
    }
    let groupsLeft = parts.count - groupLimit
    if groupsLeft > 0 {
      parts = Array(parts.prefix(groupLimit)) + ["and \(groupsLeft) more device \(groupsLeft == 1 ? "group" : "groups")"]
    }
    return OrderedNames.joined(parts, separator: "; ")
  }

  /// The failing `scenes` among `swept` (one device's) as alternatives, each a combination
  /// of the dimensions that do not fail whole; `[""]` when every swept scene fails.
  static func combinations(_ scenes: [Int], of swept: [Int], _ dimensions: [SceneTable.Dimension], _ table: SceneTable) -> [String] {
    if scenes.count >= swept.count { return [""] }
    // Each dimension's failing and swept values, as sets of codes; the failing ones in the
    // order they fail are listed only where a label or a split needs them.
    var failingSets: [CodeSet] = []
    var sweptSets: [CodeSet] = []
    failingSets.reserveCapacity(dimensions.count)
    sweptSets.reserveCapacity(dimensions.count)
    for dimension in dimensions {
      var failing = CodeSet()
      for scene in scenes { failing.insert(table.code(scene, dimension)) }
      var sweptValues = CodeSet()
      for scene in swept { sweptValues.insert(table.code(scene, dimension)) }
      failingSets.append(failing)
      sweptSets.append(sweptValues)
    }
    // A product of its values: the swept scenes with a failing value in every dimension
    // are exactly the failing ones.
    var product = 0
    for scene in swept where dimensions.indices.allSatisfy({ failingSets[$0].contains(table.code(scene, dimensions[$0])) }) {
      product += 1
    }
    let split = dimensions.indices.first { failingSets[$0].count > 1 }
    guard product != scenes.count, let split else {
      var parts: [String] = []
      for index in dimensions.indices where failingSets[index] != sweptSets[index] {
        parts.append(label(dimensions[index], values(of: scenes, in: dimensions[index], table), table))
      }
      return [OrderedNames.joined(parts, separator: " · ")]
    }
    let dimension = dimensions[split]
    let rest = dimensions.filter { $0 != dimension }
    var alternatives: [String] = []
    for value in values(of: scenes, in: dimension, table) {
      let sub = combinations(
        scenes.filter { table.code($0, dimension) == value }, of: swept.filter { table.code($0, dimension) == value }, rest, table)
      let head = label(dimension, [value], table)
      alternatives += sub.map { $0.isEmpty ? head : head + " · " + $0 }
    }
    return alternatives
  }

  /// The values of `dimension` that `scenes` have, each once, in the order first met.
  static func values(of scenes: [Int], in dimension: SceneTable.Dimension, _ table: SceneTable) -> [Int32] {
    var seen = CodeSet()
    var values: [Int32] = []
    for scene in scenes {
      let code = table.code(scene, dimension)
      if seen.insert(code) { values.append(code) }
    }
    return values
  }

  /// `landscape-left, landscape-right`, `window slide-over`, `OS 18, 26`.
  static func label(_ dimension: SceneTable.Dimension, _ values: [Int32], _ table: SceneTable) -> String {
    let (head, noun) =
      switch dimension {
      case .device, .orientation: ("", "orientations")
      case .release: ("OS ", "releases")
      case .posture: ("posture ", "postures")
      case .window: ("window ", "windows")
      case .format: ("format ", "formats")
      }
    // `OrderedNames.short` of the values' names, written straight after the head: no list
    // of names nor second string made for it.
    let names = table.names[dimension.rawValue]
    var text = head
    let shown = values.count > valueLimit ? valueLimit - 1 : values.count
    for index in 0..<shown {
      if index > 0 { text += ", " }
      text += names[Int(values[index])]
    }
    if values.count > valueLimit { text += " and \(values.count - valueLimit + 1) more (\(values.count) \(noun))" }
    return text
  }
}
