import Testing

@testable import AdPreviewFormats

/// The zlib stream: known checksums, and every stream read back by an independent reader of
/// fixed-code blocks (below) to the bytes that went in. Pillow and Chromium read the PNGs
/// that carry it (RenderCommandTests).
@Suite struct DeflateTests {
  @Test func checksumsAreTheStandardOnes() {
    // RFC 1950's and ISO 3309's check values.
    #expect(Deflate.adler32(Array("Wikipedia".utf8)) == 0x11E6_0398)
    #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
    #expect(CRC32.checksum(Array("6789".utf8), continuing: CRC32.checksum(Array("12345".utf8))) == 0xCBF4_3926)
  }

  @Test(arguments: [0, 1, 2, 3, 100, 70_000])
  func eachStreamReadsBackToItsBytes(length: Int) throws {
    // Text that repeats, runs of one byte as a picture has, and bytes that do not repeat.
    var generator = Scrambler(seed: UInt64(length))
    let inputs: [[UInt8]] = [
      Array(String(repeating: "the fold, the hinge and the banner · ", count: length / 30 + 1).utf8.prefix(length)),
      (0..<length).map { UInt8(($0 / 997) % 7) },
      (0..<length).map { _ in UInt8(truncatingIfNeeded: generator.next()) },
    ]
    for input in inputs {
      let stream = Deflate.zlib(input)
      #expect(try Inflate.zlib(stream) == input, "\(input.prefix(20))…")
    }
  }

  @Test func runsCompressToAFewBitsPerMatch() {
    // A picture's background: 960 × 640 of one colour, in matches of 258 bytes at 13 bits
    // each (the fixed codes' length 258 and distance 1): under 1 % of the pixels.
    let stream = Deflate.zlib([UInt8](repeating: 16, count: 960 * 640))
    #expect(stream.count < 960 * 640 / 100, "\(stream.count) bytes")
  }
}

/// A reader of zlib streams whose blocks use the fixed codes, written from RFC 1951 apart
/// from the writer, to read back what it wrote.
enum Inflate {
  struct Malformed: Error {}

  static func zlib(_ stream: [UInt8]) throws -> [UInt8] {
    guard stream.count >= 6, stream[0] == 0x78, (Int(stream[0]) << 8 | Int(stream[1])) % 31 == 0 else { throw Malformed() }
    var bits = BitReader(bytes: stream, position: 16)
    var out: [UInt8] = []
    var final = false
    while !final {
      final = try bits.read(1) == 1
      guard try bits.read(2) == 1 else { throw Malformed() }
      while true {
        let symbol = try literal(&bits)
        if symbol < 256 {
          out.append(UInt8(symbol))
        } else if symbol == 256 {
          break
        } else {
          let index = symbol - 257
          let length = Deflate.FixedCodes.lengthBases[index] + (try bits.read(Deflate.FixedCodes.lengthExtra[index]))
          var code = 0
          for _ in 0..<5 { code = code << 1 | (try bits.read(1)) }
          let distance = Deflate.FixedCodes.distanceBases[code] + (try bits.read(Deflate.FixedCodes.distanceExtra[code]))
          guard distance <= out.count else { throw Malformed() }
          for _ in 0..<length { out.append(out[out.count - distance]) }
        }
      }
    }
    // The Adler-32 follows on the next whole byte.
    let end = (bits.position + 7) / 8
    guard end + 4 == stream.count else { throw Malformed() }
    let sum = stream[end..<end + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    guard sum == Deflate.adler32(out) else { throw Malformed() }
    return out
  }

  /// A literal / length symbol: its code read a bit at a time from the highest bit, against
  /// the ranges of RFC 1951 §3.2.6.
  static func literal(_ bits: inout BitReader) throws -> Int {
    var code = 0
    for _ in 0..<7 { code = code << 1 | (try bits.read(1)) }
    if code <= 0b0010111 { return 256 + code }
    code = code << 1 | (try bits.read(1))
    if (0b0011_0000...0b1011_1111).contains(code) { return code - 0b0011_0000 }
    if (0b1100_0000...0b1100_0111).contains(code) { return 280 + code - 0b1100_0000 }
    code = code << 1 | (try bits.read(1))
    guard (0b1_1001_0000...0b1_1111_1111).contains(code) else { throw Inflate.Malformed() }
    return 144 + code - 0b1_1001_0000
  }

  struct BitReader {
    var bytes: [UInt8]
    var position: Int

    /// `count` bits, the first read the lowest.
    mutating func read(_ count: Int) throws -> Int {
      var value = 0
      for bit in 0..<count {
        guard position / 8 < bytes.count else { throw Malformed() }
        value |= Int((bytes[position / 8] >> UInt8(position % 8)) & 1) << bit
        position += 1
      }
      return value
    }
  }
}

/// A linear congruential generator (Numerical Recipes' constants): bytes that do not repeat,
/// the same every run.
struct Scrambler {
  var state: UInt32
  init(seed: UInt64) { state = UInt32(truncatingIfNeeded: seed) }
  mutating func next() -> UInt32 {
    state = state &* 1_664_525 &+ 1_013_904_223
    return state >> 8
  }
}
