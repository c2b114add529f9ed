import AdPreviewCore
import AdPreviewTestSupport
import Foundation
import Testing

@testable import AdPreviewRender

/// The GIF's own font has every character the previewer draws.
@Suite struct BitmapFontTests {
  /// What the picture, the panel, the key bar, the log and the help write: the palette's
  /// glyphs, the quadrants, the spinners and the symbols of the texts.
  static let used: String = {
    var text = String(UnicodeScalar(0x20)!)
    for value in 0x21...0x7E { text.unicodeScalars.append(Unicode.Scalar(value)!) }
    for entry in Palette.standard.entries { text += [entry.colorGlyph, entry.monoGlyph, entry.asciiGlyph] }
    text += QuadrantGlyphs.unicode + String(Spinner.frames)
    text += "─━│┃┊┌┏┐┓└┗┘┛├┤┬┴╌╭╮╯╰╱╲╳▀▂▄▆█▌▐░▒▓·×–—“”•…›→↓↻≤⏎⏸▲▶●★☆✓✗±§"
    return text
  }()

  @Test func everyCharacterThePreviewerDrawsHasAGlyph() {
    for scalar in BitmapFontTests.used.unicodeScalars {
      #expect(BitmapFont.glyph(scalar) != BitmapFont.missing, "U+\(String(scalar.value, radix: 16)) \(scalar) has no glyph")
      #expect(BitmapFont.glyph(scalar).count == BitmapFont.cellHeight)
    }
    #expect(BitmapFont.glyph(" ").allSatisfy { $0 == 0 })
    #expect(BitmapFont.glyph("\u{4E2D}") == BitmapFont.missing, "a character it lacks is an outlined box")
  }

  /// Lines meet at the cell's edges, so the device outline joins from cell to cell.
  @Test func boxLinesReachTheEdgesTheyPointTo() {
    let horizontal = BitmapFont.glyph("─")
    #expect(horizontal[7] == 0xFF)
    let vertical = BitmapFont.glyph("│")
    #expect(vertical.allSatisfy { $0 & 0b0001_0000 != 0 })
    let corner = BitmapFont.glyph("┌")
    #expect(corner[0] == 0 && corner[15] & 0b0001_0000 != 0 && corner[7] & 1 != 0)
    #expect(BitmapFont.glyph("█").allSatisfy { $0 == 0xFF })
    #expect(BitmapFont.glyph("▀").prefix(8).allSatisfy { $0 == 0xFF } && BitmapFont.glyph("▀").suffix(8).allSatisfy { $0 == 0 })
  }

  /// g, j, p, q, y and the comma hang below the baseline (row 12); letters without a
  /// descender do not, and an ascender reaches the capitals' height.
  @Test func descendersHangBelowTheBaseline() {
    func below(_ character: Unicode.Scalar) -> Bool { BitmapFont.glyph(character)[13...].contains { $0 != 0 } }
    for character in "gjpqy,;".unicodeScalars { #expect(below(character), "\(character) has no descender") }
    for character in "aceimnorsuvwxzAGS0123456789.".unicodeScalars { #expect(!below(character), "\(character) reaches below the line") }
    for character in "bdfhklABH".unicodeScalars { #expect(BitmapFont.glyph(character)[3] != 0, "\(character) is short") }
    // A g is not a 9: its bowl starts at the x-height, the 9's at the capitals'.
    #expect(BitmapFont.glyph("g")[3..<6].allSatisfy { $0 == 0 })
    #expect(BitmapFont.glyph("9")[3] != 0)
  }

  /// Accented Latin letters are their letter with the accent above (or the cedilla below).
  @Test func polishLettersHaveTheirStrokeAndOgonek() {
    // The ogonek hangs below the line, as the cedilla does.
    for letter in "ąĄęĘ".unicodeScalars { #expect(BitmapFont.glyph(letter)[13...].contains { $0 != 0 }, "\(letter) has no ogonek") }
    // Ł and ł are their own drawings: an L and an l with a stroke through the stem.
    for (stroked, plain) in zip("Łł".unicodeScalars, "Ll".unicodeScalars) {
      let glyph = BitmapFont.glyph(stroked)
      #expect(glyph != BitmapFont.missing && glyph != BitmapFont.glyph(plain), "\(stroked)")
      #expect(glyph[3..<13].contains { $0.nonzeroBitCount >= 2 && $0 != BitmapFont.glyph(plain)[12] }, "\(stroked) has no stroke")
    }
  }

  @Test func accentedLettersCarryTheirAccent() {
    for (accented, base) in zip("éÉüÜñÑåÅçÇšŠąĄęĘ".unicodeScalars, "eEuUnNaAcCsSaAeE".unicodeScalars) {
      let glyph = BitmapFont.glyph(accented)
      #expect(glyph != BitmapFont.missing, "\(accented) is missing")
      #expect(glyph != BitmapFont.glyph(base), "\(accented) has no accent")
      // The base letter is all there: the accent only adds pixels.
      #expect(zip(glyph, BitmapFont.glyph(base)).allSatisfy { $0 & $1 == $1 }, "\(accented) lost part of \(base)")
    }
    #expect(BitmapFont.glyph("í")[6...] == BitmapFont.glyph("ı")[6...], "an accented i has no dot under its accent")
  }

  /// An OCR engine reads the words the README's GIF shows, written in the font: "Samsung",
  /// not "Samsun9"; "adpreview", not "adPreview".
  @Test(.tags(.external), .needs(.tesseract))
  func anOCREngineReadsTheWords() throws {
    let words = ["Samsung", "Findings", "adpreview", "quickly", "jumping"]
    let line = words.joined(separator: " ")
    // Black on white, four times the size, with a margin: what OCR reads best.
    let scale = 4
    let margin = 16
    let width = line.unicodeScalars.count * BitmapFont.cellWidth * scale + 2 * margin
    let height = BitmapFont.cellHeight * scale + 2 * margin
    var pixels = [UInt8](repeating: 255, count: width * height)
    for (index, scalar) in line.unicodeScalars.enumerated() {
      let glyph = BitmapFont.glyph(scalar)
      for row in 0..<BitmapFont.cellHeight {
        for column in 0..<BitmapFont.cellWidth where glyph[row] & (0x80 >> UInt8(column)) != 0 {
          for dy in 0..<scale {
            for dx in 0..<scale {
              let x = margin + (index * BitmapFont.cellWidth + column) * scale + dx
              let y = margin + row * scale + dy
              pixels[y * width + x] = 0
            }
          }
        }
      }
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("adpreview-font-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let image = folder.appendingPathComponent("words.pgm")
    try (Data("P5\n\(width) \(height)\n255\n".utf8) + Data(pixels)).write(to: image)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(Validator.find("tesseract")))
    process.arguments = [image.path, "stdout", "--psm", "7"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self)
    for word in words { #expect(text.contains(word), "OCR read \"\(text.trimmingCharacters(in: .whitespacesAndNewlines))\"") }
  }

  /// `375×812`: the multiplication sign is a small cross at the middle of the line, not a
  /// capital X, so a size reads as a size.
  @Test func theMultiplicationSignIsSmallerThanX() {
    func lit(_ glyph: BitmapFont.Glyph) -> (rows: Int, columns: Int) {
      let rows = glyph.filter { $0 != 0 }.count
      let columns = (0..<8).filter { bit in glyph.contains { $0 & (0x80 >> bit) != 0 } }.count
      return (rows, columns)
    }
    let times = lit(BitmapFont.glyph("×"))
    let x = lit(BitmapFont.glyph("X"))
    #expect(times.rows * 2 <= x.rows && times.columns < x.columns, "× \(times), X \(x)")
  }
}
