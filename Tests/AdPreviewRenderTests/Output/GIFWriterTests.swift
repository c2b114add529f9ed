import AdPreviewCore
import Testing

@testable import AdPreviewRender

/// The GIF encoder, read back by a decoder written from the GIF 89a specification: the LZW
/// codes come back as the pixels at every code width and across table resets.
@Suite struct GIFWriterTests {
  /// GIF's LZW decoder for 8-bit pixels (codes of 9–12 bits, least significant first).
  static func decode(_ data: [UInt8]) -> [UInt8] {
    var pixels: [UInt8] = []
    var table: [[UInt8]] = []
    func reset() { table = (0..<256).map { [UInt8($0)] } + [[], []] }
    reset()
    var width = 9
    var bitPosition = 0
    var previous: [UInt8]?
    func read() -> Int? {
      guard bitPosition + width <= data.count * 8 else { return nil }
      var code = 0
      for bit in 0..<width {
        let position = bitPosition + bit
        if data[position / 8] & (1 << UInt8(position % 8)) != 0 { code |= 1 << bit }
      }
      bitPosition += width
      return code
    }
    while let code = read() {
      if code == 256 {
        reset()
        width = 9
        previous = nil
        continue
      }
      if code == 257 { break }
      var entry: [UInt8]
      if code < table.count {
        entry = table[code]
      } else {
        guard let previous else { break }
        entry = previous + [previous[0]]
      }
      pixels += entry
      if let previous, table.count < 4096 { table.append(previous + [entry[0]]) }
      previous = entry
      if table.count == 1 << width && width < 12 { width += 1 }
    }
    return pixels
  }

  @Test(arguments: [0, 1, 2, 300, 5_000, 70_000, 250_000])
  func lzwCodesReadBackAsThePixels(count: Int) {
    // Runs, noise and repeats: every code width, and tables that fill up and start again.
    var random = SeededRandom(seed: UInt64(count + 1))
    var pixels: [UInt8] = []
    for index in 0..<count {
      if index % 997 < 400 {
        pixels.append(UInt8(index / 50 % 7))
      } else {
        let noise = UInt8(min(255, random.unit() * 256))
        pixels.append(index % 3 == 0 ? noise : noise & 0x0F)
      }
    }
    #expect(GIFWriterTests.decode(GIFWriter.lzw(pixels)) == pixels)
  }

  @Test func aRecordingIsAnAnimatedGIFOfItsFrames() {
    var first = CellBuffer(width: 10, height: 3)
    first.put("Hi ▀▄█", x: 0, y: 0, style: Style(foreground: .palette(231, basic: 7), background: .palette(28, basic: 2)))
    var second = first
    second.put("⠋", x: 9, y: 2)
    let recording = TimedFrames(frames: [TimedFrame(time: 0, buffer: first), TimedFrame(time: 440, buffer: second)], end: 1500, columns: 10, rows: 3)
    let bytes = GIFWriter.write(recording)
    #expect(Array(bytes.prefix(6)) == Array("GIF89a".utf8))
    #expect(Array(bytes[6..<10]) == [80, 0, 48, 0], "80×48 pixels: 8×16 a cell")
    #expect(bytes.last == 0x3B)
    // Two graphic controls with the delays, in hundredths: 44 then 106.
    let controls = bytes.indices.dropLast(8).filter { bytes[$0] == 0x21 && bytes[$0 + 1] == 0xF9 }
    #expect(controls.map { Int(bytes[$0 + 4]) | Int(bytes[$0 + 5]) << 8 } == [44, 106])
    // The second frame is only the pixels that changed: the spinner's dots in the last cell.
    let descriptors = controls.map { $0 + 8 }
    #expect(descriptors.map { bytes[$0] } == [0x2C, 0x2C])
    let box = Array(bytes[descriptors[1] + 1..<descriptors[1] + 9]).enumerated().filter { $0.offset % 2 == 0 }.map { Int($0.element) }
    #expect(box == [73, 33, 6, 6], "x, y, width, height of the change")
    // The first frame is opaque; in the second, the pixels of the rectangle that did not
    // change are one colour the frame does not use, marked transparent.
    #expect(bytes[controls[0] + 3] == 0x04 && bytes[controls[1] + 3] == 0x05)
    let transparent = bytes[controls[1] + 6]
    var data: [UInt8] = []
    var position = descriptors[1] + 11
    while bytes[position] != 0 {
      data += bytes[position + 1...position + Int(bytes[position])]
      position += Int(bytes[position]) + 1
    }
    let pixels = Self.decode(data)
    #expect(pixels.count == 36)
    let changed = pixels.filter { $0 != transparent }
    #expect(!changed.isEmpty && changed.count < 36, "the spinner's dots, and the rest shows through")
    #expect(!changed.contains(transparent))
    #expect(GIFWriter.write(recording) == bytes)
  }

  @Test func cellsAreTheirGlyphInTheirColours() {
    var buffer = CellBuffer(width: 2, height: 1)
    buffer.put("█", x: 0, y: 0, style: Style(foreground: .palette(213, basic: 5)))
    buffer.put("▀", x: 1, y: 0, style: Style(foreground: .palette(231, basic: 7), background: .palette(24, basic: 4), attributes: .reverse))
    var glyphs: [UInt32: BitmapFont.Glyph] = [:]
    let pixels = GIFWriter.raster(buffer, width: 16, height: 16, glyphs: &glyphs)
    #expect(pixels[0] == 213 && pixels[15 * 16 + 7] == 213)
    // Reversed: the upper half in the background's colour, the lower in the foreground's.
    #expect(pixels[8] == 24 && pixels[15 * 16 + 8] == 231)
  }
}
