/// Writes a recording as an animated GIF: each cell drawn with `BitmapFont` in the
/// terminal's 256-colour palette (`TerminalColor.xtermPalette`, one global colour table), each
/// frame only the rectangle that changed since the one before, compressed with GIF's LZW.
/// Looped forever. The same frames always give the same bytes.
public enum GIFWriter {
  public static func write(_ recording: TimedFrames) -> [UInt8] {
    var stream = Stream(columns: recording.columns, rows: recording.rows)
    for frame in recording.frames { stream.add(frame) }
    return stream.finish(end: recording.end)
  }

  /// A GIF written a frame at a time, as a recording is played: it holds the frame before
  /// (as cells) and the one waiting for its delay, never the recording, and draws only the
  /// cells that changed, so its memory is bounded by the picture's size, not the length.
  public struct Stream {
    let width: Int
    let height: Int
    private(set) var out: [UInt8]
    /// The last frame written, which the next one is compared with.
    private var previous: CellBuffer?
    /// The frame waiting for the next one's time, which sets its delay.
    private var pending: TimedFrame?
    private var glyphs: [UInt32: BitmapFont.Glyph] = [:]
    private var dictionary = Dictionary()
    /// The frames written so far.
    public private(set) var frames = 0

    public init(columns: Int, rows: Int) {
      width = columns * BitmapFont.cellWidth
      height = rows * BitmapFont.cellHeight
      out = Array("GIF89a".utf8)
      out += le16(width) + le16(height)
      // A global colour table of 256 entries (2^(7+1)), 8 bits a primary.
      out += [0xF7, UInt8(TerminalColor.defaultBackgroundIndex), 0]
      for color in TerminalColor.xtermPalette { out += [color.red, color.green, color.blue] }
      // NETSCAPE2.0: loop forever.
      out += [0x21, 0xFF, 0x0B] + Array("NETSCAPE2.0".utf8) + [0x03, 0x01, 0x00, 0x00, 0x00]
    }

    /// Takes the next frame (later than the last, and different from it).
    public mutating func add(_ frame: TimedFrame) {
      if let pending { emit(pending, until: frame.time) }
      pending = frame
    }

    /// The GIF, the last frame held until `end` ms.
    public mutating func finish(end: Int) -> [UInt8] {
      if let pending { emit(pending, until: max(end, pending.time)) }
      pending = nil
      out.append(0x3B)
      return out
    }

    /// Writes `frame`, shown until `until` ms: its delay in hundredths, each moment rounded
    /// once so the delays add up to the end exactly.
    private mutating func emit(_ frame: TimedFrame, until: Int) {
      let delay = (until + 5) / 10 - (frame.time + 5) / 10
      let buffer = frame.buffer
      // The rectangle that changed, in pixels (the whole picture first): the changed cells'
      // rectangle, narrowed to the pixels that differ in it. One pixel when none did, as a
      // frame must hold at least one.
      var box = (x0: 0, y0: 0, x1: 0, y1: 0)
      var sub = [UInt8]()
      var transparent: UInt8? = nil
      if let previous {
        let cells = changedCells(buffer, previous)
        if cells.x1 > cells.x0 {
          let now = raster(buffer, cells: cells, glyphs: &glyphs)
          let before = raster(previous, cells: cells, glyphs: &glyphs)
          let regionWidth = (cells.x1 - cells.x0) * BitmapFont.cellWidth
          let regionHeight = (cells.y1 - cells.y0) * BitmapFont.cellHeight
          let inner = changed(now, before, width: regionWidth, height: regionHeight)
          if inner.x1 > inner.x0 {
            let left = cells.x0 * BitmapFont.cellWidth
            let top = cells.y0 * BitmapFont.cellHeight
            box = (left + inner.x0, top + inner.y0, left + inner.x1, top + inner.y1)
            // Inside the rectangle, the pixels that did not change are written as a colour
            // this frame does not use, marked transparent: the frame before shows through,
            // and long runs of that one index compress to little.
            var used = [Bool](repeating: false, count: 256)
            sub.reserveCapacity((inner.x1 - inner.x0) * (inner.y1 - inner.y0))
            for y in inner.y0..<inner.y1 {
              for x in inner.x0..<inner.x1 {
                let pixel = now[y * regionWidth + x]
                sub.append(pixel)
                if pixel != before[y * regionWidth + x] { used[Int(pixel)] = true }
              }
            }
            if let free = used.firstIndex(of: false) {
              let index = UInt8(free)
              transparent = index
              var offset = 0
              for y in inner.y0..<inner.y1 {
                for x in inner.x0..<inner.x1 {
                  if now[y * regionWidth + x] == before[y * regionWidth + x] { sub[offset] = index }
                  offset += 1
                }
              }
            }
          }
        }
        if box.x1 <= box.x0 {
          // Nothing drawn differs: one pixel, transparent.
          box = (0, 0, 1, 1)
          sub = [0]
          transparent = 0
        }
      } else {
        // The first frame has nothing to show through.
        box = (0, 0, width, height)
        sub = raster(buffer, width: width, height: height, glyphs: &glyphs)
      }
      previous = buffer
      frames += 1
      // Graphic control: keep the frame (disposal 1), the delay, and the transparent index.
      out += [0x21, 0xF9, 0x04, transparent == nil ? 0x04 : 0x05] + le16(max(0, delay)) + [transparent ?? 0x00, 0x00]
      out += [0x2C] + le16(box.x0) + le16(box.y0) + le16(box.x1 - box.x0) + le16(box.y1 - box.y0) + [0x00]
      out.append(8)
      let data = lzw(sub, dictionary: &dictionary)
      var index = 0
      while index < data.count {
        let count = min(255, data.count - index)
        out.append(UInt8(count))
        out += data[index..<index + count]
        index += count
      }
      out.append(0)
    }
  }

  static func le16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8((value >> 8) & 0xFF)] }

  /// The cells that differ between two pictures of one size, as a rectangle of cells
  /// (empty, x1 ≤ x0, when none does).
  static func changedCells(_ a: CellBuffer, _ b: CellBuffer) -> (x0: Int, y0: Int, x1: Int, y1: Int) {
    var box = (x0: a.width, y0: a.height, x1: 0, y1: 0)
    guard a.width == b.width, a.height == b.height else { return (0, 0, a.width, a.height) }
    for y in 0..<a.height {
      let row = y * a.width
      for x in 0..<a.width where a.cells[row + x] != b.cells[row + x] {
        box.x0 = min(box.x0, x)
        box.x1 = max(box.x1, x + 1)
        box.y0 = min(box.y0, y)
        box.y1 = max(box.y1, y + 1)
      }
    }
    return box
  }

  /// The picture as palette indices, a byte a pixel.
  static func raster(_ buffer: CellBuffer, width: Int, height: Int, glyphs: inout [UInt32: BitmapFont.Glyph]) -> [UInt8] {
    raster(buffer, cells: (0, 0, buffer.width, buffer.height), glyphs: &glyphs)
  }

  /// A rectangle of cells as palette indices, a byte a pixel, its rows one after another.
  static func raster(
    _ buffer: CellBuffer, cells box: (x0: Int, y0: Int, x1: Int, y1: Int), glyphs: inout [UInt32: BitmapFont.Glyph]
  ) -> [UInt8] {
    let cw = BitmapFont.cellWidth
    let ch = BitmapFont.cellHeight
    let width = (box.x1 - box.x0) * cw
    var pixels = [UInt8](repeating: UInt8(TerminalColor.defaultBackgroundIndex), count: width * (box.y1 - box.y0) * ch)
    for y in box.y0..<box.y1 {
      for x in box.x0..<box.x1 {
        let cell = buffer[x, y]
        var foreground = cell.style.foreground.exportIndex(background: false)
        var background = cell.style.background.exportIndex(background: true)
        if cell.style.attributes.contains(.reverse) { swap(&foreground, &background) }
        let scalar = cell.first
        let glyph: BitmapFont.Glyph
        if cell.isContinuation || scalar == " " {
          glyph = []
        } else if let known = glyphs[scalar.value] {
          glyph = known
        } else {
          glyph = BitmapFont.glyph(scalar)
          glyphs[scalar.value] = glyph
        }
        let fg = UInt8(foreground)
        let bg = UInt8(background)
        for row in 0..<ch {
          let bits = glyph.isEmpty ? 0 : glyph[row]
          let base = ((y - box.y0) * ch + row) * width + (x - box.x0) * cw
          for column in 0..<cw { pixels[base + column] = bits & (0x80 >> UInt8(column)) != 0 ? fg : bg }
        }
      }
    }
    return pixels
  }

  /// The smallest rectangle holding every pixel that differs.
  static func changed(_ a: [UInt8], _ b: [UInt8], width: Int, height: Int) -> (x0: Int, y0: Int, x1: Int, y1: Int) {
    var box = (x0: width, y0: height, x1: 0, y1: 0)
    for y in 0..<height {
      let row = y * width
      var x = 0
      while x < width {
        if a[row + x] != b[row + x] {
          box.x0 = min(box.x0, x)
          box.x1 = max(box.x1, x + 1)
          box.y0 = min(box.y0, y)
          box.y1 = max(box.y1, y + 1)
        }
        x += 1
      }
    }
    return box
  }

  /// The LZW dictionary, (prefix code, pixel) → code, each entry stamped with the generation
  /// of the table it belongs to: a new table costs no clearing, and one dictionary serves
  /// every frame (making and zeroing a dictionary for each frame was most of an export's time).
  struct Dictionary {
    var stamps = [UInt16](repeating: 0, count: 4096 * 256)
    var codes = [UInt16](repeating: 0, count: 4096 * 256)
    var generation: UInt16 = 0

    /// A new, empty table.
    mutating func reset() {
      if generation == UInt16.max {
        stamps = [UInt16](repeating: 0, count: 4096 * 256)
        generation = 0
      }
      generation += 1
    }
  }

  /// GIF's variable-width LZW for 8-bit pixels: codes of 9 to 12 bits, least significant
  /// bit first; the table starts again (a clear code) once it holds 4096 entries.
  static func lzw(_ pixels: [UInt8]) -> [UInt8] {
    var dictionary = Dictionary()
    return lzw(pixels, dictionary: &dictionary)
  }

  static func lzw(_ pixels: [UInt8], dictionary: inout Dictionary) -> [UInt8] {
    let clear = 256
    let end = 257
    var out: [UInt8] = []
    var accumulator: UInt32 = 0
    var bits: UInt32 = 0
    var next = 258
    /// A code, written as wide as the decoder will read it: it adds an entry for each code
    /// after the first, one behind the encoder.
    func emit(_ code: Int) {
      let width: UInt32 = next - 1 >= 2048 ? 12 : next - 1 >= 1024 ? 11 : next - 1 >= 512 ? 10 : 9
      accumulator |= UInt32(code) << bits
      bits += width
      while bits >= 8 {
        out.append(UInt8(accumulator & 0xFF))
        accumulator >>= 8
        bits -= 8
      }
    }
    dictionary.reset()
    emit(clear)
    guard let firstPixel = pixels.first else {
      emit(end)
      if bits > 0 { out.append(UInt8(accumulator & 0xFF)) }
      return out
    }
    var prefix = Int(firstPixel)
    for pixel in pixels.dropFirst() {
      let key = prefix << 8 | Int(pixel)
      if dictionary.stamps[key] == dictionary.generation {
        prefix = Int(dictionary.codes[key])
        continue
      }
      emit(prefix)
      dictionary.stamps[key] = dictionary.generation
      dictionary.codes[key] = UInt16(next)
      next += 1
      if next == 4096 {
        emit(clear)
        next = 258
        dictionary.reset()
      }
      prefix = Int(pixel)
    }
    emit(prefix)
    // The decoder adds an entry for that last code before it reads the end code.
    next += 1
    emit(end)
    if bits > 0 { out.append(UInt8(accumulator & 0xFF)) }
    return out
  }
}
