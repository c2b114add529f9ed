import AdPreviewCore
import AdPreviewFormats
import Foundation

/// The core's seeded SplitMix64 generator with the helpers a fuzzer needs, so every fuzz run
/// can be repeated from its seed.
public struct FuzzRandom: RandomNumberGenerator {
  private var source: SeededRandom

  public init(seed: UInt64) { source = SeededRandom(seed: seed) }

  public mutating func next() -> UInt64 { source.next() }

  public mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(1, bound))) }

  public mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }

  public mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
}

/// Mutates JSON documents the way a careless or hostile user would: values swapped for
/// extremes, controls and markup, members dropped or repeated, bytes flipped, cut or spliced.
public struct JSONMutator {
  public var random: FuzzRandom

  public init(random: FuzzRandom) { self.random = random }

  /// How many inputs a fuzzer runs: `ADPREVIEW_FUZZ_ITERATIONS` when set; `standard` with
  /// `ADPREVIEW_FUZZ=full` (as `.ci/run` sets); else a fifth of it, so a newcomer's
  /// `swift test` stays a few minutes.
  public static func iterations(standard: Int) -> Int {
    let environment = ProcessInfo.processInfo.environment
    if let count = environment["ADPREVIEW_FUZZ_ITERATIONS"].flatMap({ Int($0) }) { return count }
    return environment["ADPREVIEW_FUZZ"] == "full" ? standard : standard / 5
  }

  /// 1e-320, a subnormal number, written by its bits: the literal would underflow with a warning.
  static let subnormal = Double(bitPattern: 0x7E8)

  static let numbers: [Double] = [
    0, -0.0, -1, 1, 0.5, 32, subnormal, .leastNonzeroMagnitude, 1e15, 1e30, 1e308, -1e308, 100_000, 100_001, -100_001,
    9_223_372_036_854_774_784, 86_400_001, 1.7976931348623157e308, 375, 812, 44,
  ]

  static let strings: [String] = [
    "", " ", "\u{1B}]0;pwned\u{07}", "\u{1B}[2J", "x\u{9B}2Jy", "a\u{202E}b", "\u{2066}iso\u{2069}", "<img src=x onerror=alert(1)>",
    "&amp;\"'", "portrait", "landscape-left", "folded", "open", "spanned", "main", "inner", "cover", "banner", "native",
    "split-1/3", "slide-over", "notch", "pill", "16:9", "1:0", "0x10:1", "1e308:1e-308", "phone", "foldable", "tablet",
    String(repeating: "A", count: 5000), "\u{0}", "\u{7F}", "日本語", "👍🏽",
  ]

  /// Raw fragments spliced into the bytes.
  static let fragments: [String] = [
    "1e308", "-1e308", "1e-320", "+5", "0x10", "0x1p3", "inf", "nan", "Infinity", "null", "true", "[", "]", "{", "}",
    ",", ":", "\"", "\\u001b", "\\u009b", "\\u202e", "\\ud800", "01", "-", "1e", "\u{FEFF}", "\u{1B}[31m", "\n", "\t",
  ]

  /// One mutant of a seed document (given parsed, so it is parsed once): a few changes to
  /// its values, written out, then sometimes a few changes to the bytes.
  public mutating func mutate(_ seed: JSONValue) -> [UInt8] {
    var value = seed
    for _ in 0..<random.below(4) { value = mutateValue(value) }
    var bytes = Array((random.chance(50) ? value.prettyText : value.compactText).utf8)
    if random.chance(40) {
      for _ in 0...random.below(2) { mutateBytes(&bytes) }
    }
    return bytes
  }

  private mutating func mutateBytes(_ bytes: inout [UInt8]) {
    guard !bytes.isEmpty else {
      bytes = Array(random.pick(Self.fragments).utf8)
      return
    }
    let at = random.below(bytes.count)
    switch random.below(7) {
    case 0: bytes[at] ^= UInt8(1 << random.below(8))
    case 1: bytes[at] = UInt8(truncatingIfNeeded: random.next())
    case 2: bytes.insert(contentsOf: random.pick(Self.fragments).utf8, at: at)
    case 3: bytes.removeSubrange(at..<min(bytes.count, at + 1 + random.below(40)))
    case 4:
      let end = min(bytes.count, at + 1 + random.below(200))
      bytes.insert(contentsOf: bytes[at..<end], at: random.below(bytes.count))
    case 5: bytes = Array(bytes[..<at])
    default: bytes.insert(contentsOf: [0xC3, 0x28, 0xFF, 0xED, 0xA0, 0x80][random.below(6)...], at: at)
    }
  }

  /// Changes one node, chosen at random along a path from the root.
  private mutating func mutateValue(_ value: JSONValue, depth: Int = 0) -> JSONValue {
    let descend = random.chance(75) && depth < 12
    switch value {
    case .object(var members) where !members.isEmpty:
      let index = random.below(members.count)
      if descend {
        members[index].value = mutateValue(members[index].value, depth: depth + 1)
        return .object(members)
      }
      switch random.below(4) {
      case 0: members.remove(at: index)
      case 1: members.append(JSONMember(random.pick(["name", "id", "x", "bogus", "\u{1B}key", members[index].key + "2"]), replacement()))
      case 2: members[index].value = replacement()
      default: members.swapAt(index, random.below(members.count))
      }
      return .object(members)
    case .array(var items) where !items.isEmpty:
      let index = random.below(items.count)
      if descend {
        items[index] = mutateValue(items[index], depth: depth + 1)
        return .array(items)
      }
      switch random.below(4) {
      case 0: items.remove(at: index)
      case 1: items.append(items[index])
      case 2: items = Array(repeating: items[index], count: 1 + random.below(300))
      default: items[index] = replacement()
      }
      return .array(items)
    default:
      return replacement()
    }
  }

  private mutating func replacement() -> JSONValue {
    switch random.below(10) {
    case 0...3: return .number(random.pick(Self.numbers))
    case 4...6: return .string(random.pick(Self.strings))
    case 7: return random.pick([.null, .bool(true), .bool(false)])
    case 8: return .array([.number(random.pick(Self.numbers))])
    default: return .object([])
    }
  }
}

/// C0, DEL, C1 and bidi controls: what no message or name may carry to the terminal.
public func containsControls(_ text: String) -> Bool {
  text.unicodeScalars.contains { scalar in
    let value = scalar.value
    return value < 0x20 || (0x7F...0x9F).contains(value) || [0x061C, 0x200E, 0x200F, 0x2028, 0x2029].contains(value)
      || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
  }
}

/// The repository's `examples/` folder, found from this file.
public let examplesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().appendingPathComponent("examples")
