/// The GIF export's own bitmap font: 8×16-pixel cells, as the terminal's cells, with a
/// baseline at row 12. Capitals and symbols are 5×7 designs stretched to the ten-row
/// capital height; digits and lowercase letters are drawn at the cell's own pixels with their
/// ascenders and descenders, and accented Latin letters are a letter and an accent. Box
/// drawing, block and quadrant elements, shades and braille (the spinner) are drawn from
/// their geometry, so the device outline and its cutouts join up as they do on screen. A
/// character it does not have is an outlined box.
public enum BitmapFont {
  public static let cellWidth = 8
  public static let cellHeight = 16

  /// A glyph: 16 rows of 8 pixels, the leftmost the highest bit; set pixels are the
  /// foreground.
  public typealias Glyph = [UInt8]

  /// The designs, `scalar=rows`: the scalar in hex, then seven rows of five pixels as hex
  /// bytes (the low five bits, the leftmost the highest).
  static let designs = """
    0020=00000000000000 0021=04040404040004 0022=0a0a0000000000 0023=0a0a1f0a1f0a0a 0024=040f140e051e04
    0025=18190204081303 0026=0c12140815120d 0027=04040000000000 0028=02040808080402 0029=08040202020408
    002a=0004150e150400 002b=0004041f040400 002d=0000001f000000 002f=00010204081000 003c=02040810080402
    003d=00001f001f0000 003e=08040201020408 003f=0e110102040004 0040=0e11010d15150e 0041=0e11111f111111
    0042=1e11111e11111e 0043=0e11101010110e 0044=1c12111111121c 0045=1f10101e10101f 0046=1f10101e101010
    0047=0e11101711110f 0048=1111111f111111 0049=0e04040404040e 004a=0702020202120c 004b=11121418141211
    004c=1010101010101f 004d=111b1515111111 004e=11111915131111 004f=0e11111111110e 0050=1e11111e101010
    0051=0e11111115120d 0052=1e11111e141211 0053=0f10100e01011e 0054=1f040404040404 0055=1111111111110e
    0056=11111111110a04 0057=1111111515150a 0058=11110a040a1111 0059=11110a04040404 005a=1f01020408101f
    005b=0e08080808080e 005c=00100804020100 005d=0e02020202020e 005e=040a1100000000 0060=08040000000000
    007b=02040408040402 007d=08040402040408 007e=00000815020000 00b7=00000004000000 00d7=00000a040a0000
    2013=0000000e000000 2014=0000001f000000 201c=050a0a00000000 201d=0a0a1400000000 2018=02040400000000
    2019=04040800000000 2022=00000e0e0e0000 2026=00000000000015 203a=00080402040800 2039=00020408040200
    2192=0004021f020400 2190=0004081f080400 2191=040e1504040400 2193=00040404150e04 21bb=0d13111011110e
    2264=0204080402001f 2265=0804020408001f 00b1=04041f0404001f 00a7=0e100c120c021c 23ce=010105091e0804
    23f8=001b1b1b1b1b00 25b2=0004040e0e1f00 25bc=001f0e0e040400 25b6=181c1e1f1e1c18 25cf=000e1f1f1f0e00
    25cb=000e1111110e00 2605=04041f0e0a1100 2606=040a1b110a1511 2713=00010214080000 2717=110a040a110000
    """

  /// The height in pixels of each of a design's seven rows, from the top of the capitals
  /// (row 3) to the baseline (row 12): ten rows, the middle bar (design row 3) a pixel above
  /// the middle, as printed capitals have it.
  static let designRowHeights = [1, 2, 1, 1, 2, 2, 1]
  static let capitalTop = 3

  /// Digits, lowercase letters and the marks that reach below the baseline, drawn at the
  /// cell's own pixels (a stretched design's loops come out uneven, and an 8 reads as a 6): the character, its first row, then its rows of five pixels (x 1–5). The
  /// x-height is rows 6–12, ascenders start at row 3 with the capitals, and descenders take
  /// rows 13–15, so g, j, p, q and y hang below the line as in print.
  static let drawings = """
    0 3 .###. #...# #...# #..## #.#.# #.#.# ##..# #...# #...# .###.
    1 3 ..#.. .##.. #.#.. ..#.. ..#.. ..#.. ..#.. ..#.. ..#.. #####
    2 3 .###. #...# ....# ....# ...#. ..#.. .#... #.... #.... #####
    3 3 .###. #...# ....# ....# ..##. ....# ....# ....# #...# .###.
    4 3 ...#. ..##. .#.#. #..#. #..#. ##### ...#. ...#. ...#. ...#.
    5 3 ##### #.... #.... ####. ....# ....# ....# ....# #...# .###.
    6 3 ..##. .#... #.... #.... ####. #...# #...# #...# #...# .###.
    7 3 ##### ....# ....# ...#. ...#. ..#.. ..#.. ..#.. ..#.. ..#..
    8 3 .###. #...# #...# #...# .###. #...# #...# #...# #...# .###.
    9 3 .###. #...# #...# #...# #...# .#### ....# ....# ...#. .##..
    a 6 .###. ....# .#### #...# #...# #..## .##.#
    b 3 #.... #.... #.... #.##. ##..# #...# #...# #...# ##..# #.##.
    c 6 .###. #...# #.... #.... #.... #...# .###.
    d 3 ....# ....# ....# .##.# #..## #...# #...# #...# #..## .##.#
    e 6 .###. #...# #...# ##### #.... #...# .###.
    f 3 ..##. .#..# .#... ####. .#... .#... .#... .#... .#... .#...
    g 6 .#### #...# #...# #...# #...# #..## .##.# ....# #...# .###.
    h 3 #.... #.... #.... #.##. ##..# #...# #...# #...# #...# #...#
    i 4 ..#.. ..... .##.. ..#.. ..#.. ..#.. ..#.. ..#.. .###.
    j 4 ...#. ..... ..##. ...#. ...#. ...#. ...#. ...#. ...#. ...#. #..#. .##..
    k 3 #.... #.... #.... #...# #..#. #.#.. ##... #.#.. #..#. #...#
    l 3 .##.. ..#.. ..#.. ..#.. ..#.. ..#.. ..#.. ..#.. ..#.. .###.
    m 6 ##.#. #.#.# #.#.# #.#.# #.#.# #.#.# #.#.#
    n 6 #.##. ##..# #...# #...# #...# #...# #...#
    o 6 .###. #...# #...# #...# #...# #...# .###.
    p 6 #.##. ##..# #...# #...# #...# ##..# #.##. #.... #.... #....
    q 6 .##.# #..## #...# #...# #...# #..## .##.# ....# ....# ....#
    r 6 #.##. ##..# #.... #.... #.... #.... #....
    s 6 .#### #.... #.... .###. ....# ....# ####.
    t 4 .#... .#... ####. .#... .#... .#... .#... .#..# ..##.
    u 6 #...# #...# #...# #...# #...# #..## .##.#
    v 6 #...# #...# #...# #...# .#.#. .#.#. ..#..
    w 6 #...# #...# #...# #.#.# #.#.# #.#.# .#.#.
    x 6 #...# #...# .#.#. ..#.. .#.#. #...# #...#
    y 6 #...# #...# #...# #...# #...# #..## .##.# ....# #...# .###.
    z 6 ##### ....# ...#. ..#.. .#... #.... #####
    ı 6 .##.. ..#.. ..#.. ..#.. ..#.. ..#.. .###.
    ȷ 6 ..##. ...#. ...#. ...#. ...#. ...#. ...#. ...#. #..#. .##..
    ß 3 .##.. #..#. #..#. #..#. #.#.. #..#. #...# #...# #...# #.##.
    ø 6 .###. #..## #.#.# #.#.# #.#.# ##..# .###.
    Ø 3 .###. #...# #..## #..## #.#.# #.#.# ##..# ##..# #...# .###.
    æ 6 .#.#. #.#.# ..#.# .#### #.#.. #.#.# .#.#.
    Æ 3 .#### #.#.. #.#.. #.#.. ##### #.#.. #.#.. #.#.. #.#.. #.###
    , 11 .##.. .##.. ..#.. .#...
    ; 7 .##.. .##.. ..... ..... .##.. .##.. ..#.. .#...
    . 11 .##.. .##..
    : 7 .##.. .##.. ..... ..... .##.. .##..
    _ 14 #####
    Ł 3 .#... .#... .#... .#.#. .##.. ##... .#... .#... .#... .####
    ł 3 .##.. ..#.. ..#.. ..#.# ..##. .##.. ..#.. ..#.. ..#.. .###.
    | 2 ..#.. ..#.. ..#.. ..#.. ..#.. ..#.. ..#.. ..#.. ..#.. ..#.. ..#.. ..#.. ..#..
    """

  /// The accents, each as rows of five pixels, and the letters made of a base letter and
  /// one: over a lowercase letter in rows 3–4, over a capital in rows 0–1 (the ring is
  /// three rows), and the cedilla and the ogonek below the baseline.
  static let accentRows: [Character: [String]] = [
    "´": ["...#.", "..#.."], "`": [".#...", "..#.."], "^": ["..#..", ".#.#."], "¨": [".....", ".#.#."],
    "~": [".##.#", "#..#."], "°": ["..#..", ".#.#.", "..#.."], "ˇ": [".#.#.", "..#.."], "¸": ["..#..", ".##.."],
    "˙": [".....", "..#.."], "˝": ["..#.#", ".#.#."], "˛": ["...#.", "....#"],
  ]

  /// Each accented letter: its base and its accent.
  static let accentedLetters: [(Character, Character, Character)] = {
    var letters: [(Character, Character, Character)] = []
    func add(_ accented: String, _ bases: String, _ accent: Character) {
      for (letter, base) in zip(accented, bases) { letters.append((letter, base, accent)) }
    }
    add("ÀÈÌÒÙàèìòù", "AEIOUaeıou", "`")
    add("ÁÉÍÓÚÝáéíóúýĆćŃńŚśŹź", "AEIOUYaeıouyCcNnSsZz", "´")
    add("ÂÊÎÔÛâêîôû", "AEIOUaeıou", "^")
    add("ÄËÏÖÜäëïöüÿŸ", "AEIOUaeıouyY", "¨")
    add("ÃÑÕãñõ", "ANOano", "~")
    add("ÅåŮů", "AaUu", "°")
    add("ČčŠšŽžĚěŘřŇň", "CcSsZzEeRrNn", "ˇ")
    add("ŐőŰű", "OoUu", "˝")
    add("ÇçŞş", "CcSs", "¸")
    add("Żż", "Zz", "˙")
    add("ĄąĘęĮįŲų", "AaEeIiUu", "˛")
    return letters
  }()

  /// Every designed, drawn and accented glyph by its scalar, made once.
  static let designed: [UInt32: Glyph] = {
    var glyphs: [UInt32: Glyph] = [:]
    for entry in designs.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
      let halves = entry.split(separator: "=")
      guard halves.count == 2, let scalar = UInt32(halves[0], radix: 16) else { continue }
      let hex = Array(halves[1])
      var glyph = Glyph(repeating: 0, count: cellHeight)
      var y = capitalTop
      for row in 0..<7 {
        guard let bits = UInt8(String(hex[row * 2..<row * 2 + 2]), radix: 16) else { continue }
        // Five columns at x 1–5.
        for _ in 0..<designRowHeights[row] {
          glyph[y] = bits << 2
          y += 1
        }
      }
      glyphs[scalar] = glyph
    }
    for line in drawings.split(separator: "\n") {
      let fields = line.split(separator: " ")
      guard fields.count > 2, let scalar = fields[0].unicodeScalars.first, let first = Int(fields[1]) else { continue }
      var glyph = Glyph(repeating: 0, count: cellHeight)
      for (offset, row) in fields.dropFirst(2).enumerated() where first + offset < cellHeight {
        glyph[first + offset] = pixels(row)
      }
      glyphs[scalar.value] = glyph
    }
    for (letter, base, accent) in accentedLetters {
      guard let scalar = letter.unicodeScalars.first, let baseScalar = base.unicodeScalars.first,
        var glyph = glyphs[baseScalar.value], let rows = accentRows[accent]
      else { continue }
      let top: Int
      if accent == "¸" || accent == "˛" {
        top = 13
      } else {
        top = base.isUppercase ? 0 : 3 - (rows.count - 2)
      }
      for (offset, row) in rows.enumerated() where top + offset < cellHeight {
        glyph[top + offset] |= pixels(Substring(row))
      }
      glyphs[scalar.value] = glyph
    }
    return glyphs
  }()

  /// A row of five pixels, `.` and `#`, at x 1–5.
  static func pixels(_ row: Substring) -> UInt8 {
    var bits: UInt8 = 0
    for (x, pixel) in row.prefix(5).enumerated() where pixel == "#" { bits |= 0x40 >> UInt8(x) }
    return bits
  }

  /// The glyph of a scalar.
  public static func glyph(_ scalar: Unicode.Scalar) -> Glyph {
    let value = scalar.value
    if let glyph = designed[value] { return glyph }
    if let glyph = drawn(value) { return glyph }
    return missing
  }

  /// An outlined box: a character the font does not have.
  static let missing: Glyph = {
    var glyph = Glyph(repeating: 0, count: cellHeight)
    glyph[2] = 0b0111_1110
    glyph[13] = 0b0111_1110
    for row in 3..<13 { glyph[row] = 0b0100_0010 }
    return glyph
  }()

  /// Pixels `x0..<x1` of rows `y0..<y1` set.
  static func fill(_ glyph: inout Glyph, x0: Int, x1: Int, y0: Int, y1: Int) {
    guard x0 < x1, y0 < y1 else { return }
    var bits: UInt8 = 0
    for x in max(0, x0)..<min(cellWidth, x1) { bits |= 0x80 >> UInt8(x) }
    for y in max(0, y0)..<min(cellHeight, y1) { glyph[y] |= bits }
  }

  /// The glyphs drawn from their geometry; nil for the rest.
  static func drawn(_ value: UInt32) -> Glyph? {
    var glyph = Glyph(repeating: 0, count: cellHeight)
    let w = cellWidth
    let h = cellHeight
    switch value {
    case 0x254C, 0x254D:  // ╌ ╍: dashed horizontal
      for x in stride(from: 0, to: w, by: 4) { fill(&glyph, x0: x, x1: x + 2, y0: 7, y1: value == 0x254D ? 9 : 8) }
    case 0x2504, 0x2505, 0x2508, 0x2509:  // ┄ ┅ ┈ ┉
      for x in stride(from: 0, to: w, by: 3) { fill(&glyph, x0: x, x1: x + 2, y0: 7, y1: value & 1 == 1 ? 9 : 8) }
    case 0x2506, 0x2507, 0x250A, 0x250B, 0x254E, 0x254F:  // ┆ ┇ ┊ ┋ ╎ ╏: dashed vertical
      for y in stride(from: 0, to: h, by: 4) { fill(&glyph, x0: 3, x1: value & 1 == 1 ? 5 : 4, y0: y, y1: y + 2) }
    case 0x2500...0x254B:
      guard let arms = boxArms(value) else { return nil }
      // Light lines one pixel through the cell's middle, heavy ones two.
      let (up, down, left, right) = arms
      func vertical(_ weight: Int, from y0: Int, to y1: Int) {
        fill(&glyph, x0: 3, x1: weight > 1 ? 5 : 4, y0: y0, y1: y1)
      }
      func horizontal(_ weight: Int, from x0: Int, to x1: Int) {
        fill(&glyph, x0: x0, x1: x1, y0: 7, y1: weight > 1 ? 9 : 8)
      }
      if up > 0 { vertical(up, from: 0, to: 9) }
      if down > 0 { vertical(down, from: 7, to: h) }
      if left > 0 { horizontal(left, from: 0, to: 5) }
      if right > 0 { horizontal(right, from: 3, to: w) }
    case 0x256D...0x2570:  // ╭ ╮ ╯ ╰: drawn as corners
      let arms: [(Bool, Bool, Bool, Bool)] = [
        (false, true, false, true), (false, true, true, false), (true, false, true, false), (true, false, false, true),
      ]
      let (up, down, left, right) = arms[Int(value - 0x256D)]
      if up { fill(&glyph, x0: 3, x1: 4, y0: 0, y1: 8) }
      if down { fill(&glyph, x0: 3, x1: 4, y0: 7, y1: h) }
      if left { fill(&glyph, x0: 0, x1: 4, y0: 7, y1: 8) }
      if right { fill(&glyph, x0: 3, x1: w, y0: 7, y1: 8) }
    case 0x2571...0x2573:  // ╱ ╲ ╳
      for y in 0..<h {
        let x = (h - 1 - y) * w / h
        if value != 0x2572 { fill(&glyph, x0: x, x1: x + 1, y0: y, y1: y + 1) }
        if value != 0x2571 { fill(&glyph, x0: w - 1 - x, x1: w - x, y0: y, y1: y + 1) }
      }
    case 0x2580: fill(&glyph, x0: 0, x1: w, y0: 0, y1: h / 2)
    case 0x2581...0x2588:  // ▁ … █: lower eighths
      let eighths = Int(value - 0x2580)
      fill(&glyph, x0: 0, x1: w, y0: h - eighths * 2, y1: h)
    case 0x2589...0x258F:  // ▉ … ▏: left eighths
      fill(&glyph, x0: 0, x1: 0x2590 - Int(value), y0: 0, y1: h)
    case 0x2590: fill(&glyph, x0: w / 2, x1: w, y0: 0, y1: h)
    case 0x2591...0x2593:  // ░ ▒ ▓
      for y in 0..<h {
        for x in 0..<w {
          let on: Bool
          switch value {
          case 0x2591: on = (x + 2 * y) % 4 == 0
          case 0x2592: on = (x + y) % 2 == 0
          default: on = (x + 2 * y) % 4 != 0
          }
          if on { fill(&glyph, x0: x, x1: x + 1, y0: y, y1: y + 1) }
        }
      }
    case 0x2594: fill(&glyph, x0: 0, x1: w, y0: 0, y1: 2)
    case 0x2595: fill(&glyph, x0: w - 1, x1: w, y0: 0, y1: h)
    case 0x2596...0x259F:
      // The quadrants: which of top-left, top-right, bottom-left, bottom-right each sets.
      let masks: [UInt8] = [0b0100, 0b1000, 0b0001, 0b1101, 0b1001, 0b0111, 0b1011, 0b0010, 0b0110, 0b1110]
      let mask = masks[Int(value - 0x2596)]
      if mask & 1 != 0 { fill(&glyph, x0: 0, x1: w / 2, y0: 0, y1: h / 2) }
      if mask & 2 != 0 { fill(&glyph, x0: w / 2, x1: w, y0: 0, y1: h / 2) }
      if mask & 4 != 0 { fill(&glyph, x0: 0, x1: w / 2, y0: h / 2, y1: h) }
      if mask & 8 != 0 { fill(&glyph, x0: w / 2, x1: w, y0: h / 2, y1: h) }
    case 0x2800...0x28FF:
      // Braille: dots 1–3 and 7 down the left, 4–6 and 8 down the right, two pixels each.
      let dots = value - 0x2800
      let places: [(x: Int, y: Int)] = [(1, 1), (1, 5), (1, 9), (5, 1), (5, 5), (5, 9), (1, 13), (5, 13)]
      for (bit, place) in places.enumerated() where dots & (1 << UInt32(bit)) != 0 {
        fill(&glyph, x0: place.x, x1: place.x + 2, y0: place.y, y1: place.y + 2)
      }
    default:
      return nil
    }
    return glyph
  }

  /// The arms of a box-drawing character (U+2500–254B) as weights up, down, left, right:
  /// 0 none, 1 light, 2 heavy (or double, drawn heavy).
  static func boxArms(_ value: UInt32) -> (Int, Int, Int, Int)? {
    switch value {
    case 0x2500: (0, 0, 1, 1)
    case 0x2501: (0, 0, 2, 2)
    case 0x2502: (1, 1, 0, 0)
    case 0x2503: (2, 2, 0, 0)
    case 0x250C: (0, 1, 0, 1)
    case 0x250F: (0, 2, 0, 2)
    case 0x2510: (0, 1, 1, 0)
    case 0x2513: (0, 2, 2, 0)
    case 0x2514: (1, 0, 0, 1)
    case 0x2517: (2, 0, 0, 2)
    case 0x2518: (1, 0, 1, 0)
    case 0x251B: (2, 0, 2, 0)
    case 0x251C: (1, 1, 0, 1)
    case 0x2523: (2, 2, 0, 2)
    case 0x2524: (1, 1, 1, 0)
    case 0x252B: (2, 2, 2, 0)
    case 0x252C: (0, 1, 1, 1)
    case 0x2533: (0, 2, 2, 2)
    case 0x2534: (1, 0, 1, 1)
    case 0x253B: (2, 0, 2, 2)
    case 0x253C: (1, 1, 1, 1)
    case 0x254B: (2, 2, 2, 2)
    default: nil
    }
  }
}
