import AdPreviewFormats
import CZlib

/// Writes a picture of cells as a PNG: each cell drawn with `BitmapFont` as the GIF draws it,
/// in the terminal's 256-colour palette, one byte a pixel, compressed by the system's zlib. What
/// `render --format png`, the previewer's `S` and `check --images` write: a still a browser,
/// an image viewer or a pull request shows. The same picture always gives the same bytes.
public enum PNGWriter {
  public static func write(_ buffer: CellBuffer) -> [UInt8] {
    let width = buffer.width * BitmapFont.cellWidth
    let height = buffer.height * BitmapFont.cellHeight
    var glyphs: [UInt32: BitmapFont.Glyph] = [:]
    let pixels = GIFWriter.raster(buffer, width: width, height: height, glyphs: &glyphs)
    // Each row starts with its filter type: 0, none (the compressor finds the repeats).
    var rows = [UInt8]()
    rows.reserveCapacity((width + 1) * height)
    for y in 0..<height {
      rows.append(0)
      rows += pixels[(y * width)..<(y * width + width)]
    }
    var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    // Width, height, 8 bits a sample, colour type 3 (a palette), deflate, filters of method
    // 0, not interlaced.
    chunk("IHDR", be32(width) + be32(height) + [8, 3, 0, 0, 0], into: &out)
    chunk("PLTE", TerminalColor.xtermPalette.flatMap { [$0.red, $0.green, $0.blue] }, into: &out)
    chunk("IDAT", compressed(rows), into: &out)
    chunk("IEND", [], into: &out)
    return out
  }

  static func be32(_ value: Int) -> [UInt8] {
    [UInt8((value >> 24) & 0xFF), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
  }

  /// A chunk: its length, type, data and the CRC of type and data.
  static func chunk(_ type: String, _ data: [UInt8], into out: inout [UInt8]) {
    out += be32(data.count)
    let typed = Array(type.utf8) + data
    out += typed
    let crc = typed.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
    out += be32(Int(crc))
  }

  /// A zlib stream of `bytes` at zlib's default level, as PNG's IDAT holds it.
  static func compressed(_ bytes: [UInt8]) -> [UInt8] {
    var length = compressBound(uLong(bytes.count))
    var out = [UInt8](repeating: 0, count: Int(length))
    let status = out.withUnsafeMutableBufferPointer { target in
      bytes.withUnsafeBufferPointer { source in
        compress2(target.baseAddress, &length, source.baseAddress, uLong(source.count), Z_DEFAULT_COMPRESSION)
      }
    }
    // compressBound leaves room for any input: only a failed allocation inside zlib stops it.
    precondition(status == Z_OK, "zlib could not compress the picture (\(status))")
    return Array(out[..<Int(length)])
  }
}
