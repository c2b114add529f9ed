/// Compresses bytes as a zlib stream (RFC 1950) holding one DEFLATE block (RFC 1951) with
/// the fixed Huffman codes: matches found through hash chains over a 32 KiB window, the
/// rest literals. Enough for pictures of terminal cells, whose rows repeat in runs, without
/// a library the toolchain does not ship. The same bytes always give the same stream.
public enum Deflate {
  /// The zlib stream of `bytes`: the header, the block, the Adler-32 of `bytes`.
  public static func zlib(_ bytes: [UInt8]) -> [UInt8] {
    var writer = BitWriter()
    writer.out.reserveCapacity(bytes.count / 8 + 64)
    // CMF 0x78: DEFLATE with a 32 KiB window; FLG 0x01 makes the pair a multiple of 31.
    writer.out += [0x78, 0x01]
    // BFINAL 1, BTYPE 01 (fixed codes), written from the lowest bit.
    writer.write(0b011, count: 3)
    compress(bytes, into: &writer)
    writer.huffman(FixedCodes.literal[256])
    writer.flush()
    let sum = adler32(bytes)
    writer.out += [UInt8(sum >> 24), UInt8((sum >> 16) & 0xFF), UInt8((sum >> 8) & 0xFF), UInt8(sum & 0xFF)]
    return writer.out
  }

  /// Adler-32 (RFC 1950), zlib's check of the uncompressed bytes.
  public static func adler32(_ bytes: [UInt8]) -> UInt32 {
    var a: UInt32 = 1
    var b: UInt32 = 0
    var index = 0
    // 5552 bytes is the most that can be summed before the sums need reducing.
    while index < bytes.count {
      let end = min(index + 5552, bytes.count)
      for byte in bytes[index..<end] {
        a &+= UInt32(byte)
        b &+= a
      }
      a %= 65521
      b %= 65521
      index = end
    }
    return b << 16 | a
  }

  static let window = 32768
  static let minimumMatch = 3
  static let maximumMatch = 258
  /// The candidates a position looks at before it takes the longest found: bounds the work
  /// a position costs, so compression stays linear in the input.
  static let chainLimit = 32
  static let hashBits = 15

  static func compress(_ bytes: [UInt8], into writer: inout BitWriter) {
    let count = bytes.count
    var head = [Int32](repeating: -1, count: 1 << hashBits)
    var previous = [Int32](repeating: -1, count: window)
    func hash(_ position: Int) -> Int {
      let value = Int(bytes[position]) << 10 ^ Int(bytes[position + 1]) << 5 ^ Int(bytes[position + 2])
      return value & ((1 << hashBits) - 1)
    }
    func insert(_ position: Int) {
      guard position + minimumMatch <= count else { return }
      let key = hash(position)
      previous[position & (window - 1)] = head[key]
      head[key] = Int32(position)
    }
    var position = 0
    while position < count {
      var bestLength = 0
      var bestDistance = 0
      if position + minimumMatch <= count {
        var candidate = Int(head[hash(position)])
        var steps = 0
        let longest = min(maximumMatch, count - position)
        while candidate >= 0, position - candidate <= window, steps < chainLimit {
          var length = 0
          while length < longest, bytes[candidate + length] == bytes[position + length] { length += 1 }
          if length > bestLength {
            bestLength = length
            bestDistance = position - candidate
            if length == longest { break }
          }
          let next = Int(previous[candidate & (window - 1)])
          // A slot of the ring reused by a newer position ends the chain.
          if next >= candidate { break }
          candidate = next
          steps += 1
        }
      }
      if bestLength >= minimumMatch {
        writer.length(bestLength)
        writer.distance(bestDistance)
        for offset in 0..<bestLength { insert(position + offset) }
        position += bestLength
      } else {
        writer.huffman(FixedCodes.literal[Int(bytes[position])])
        insert(position)
        position += 1
      }
    }
  }

  /// The fixed Huffman codes of RFC 1951 §3.2.6, each already reversed to be written from
  /// its lowest bit, with its length.
  enum FixedCodes {
    static let literal: [(code: UInt32, length: Int)] = (0..<288).map { symbol in
      let (code, length): (Int, Int) =
        switch symbol {
        case 0..<144: (0x30 + symbol, 8)
        case 144..<256: (0x190 + symbol - 144, 9)
        case 256..<280: (symbol - 256, 7)
        default: (0xC0 + symbol - 280, 8)
        }
      return (reversed(UInt32(code), length), length)
    }

    static func reversed(_ code: UInt32, _ length: Int) -> UInt32 {
      var result: UInt32 = 0
      for bit in 0..<length where code & (1 << UInt32(bit)) != 0 { result |= 1 << UInt32(length - 1 - bit) }
      return result
    }

    static let lengthBases = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distanceBases = [
      1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289,
      16385, 24577,
    ]
    static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]
  }

  /// Bits packed from the lowest bit of each byte, as DEFLATE writes them.
  struct BitWriter {
    var out: [UInt8] = []
    var buffer: UInt64 = 0
    var count = 0

    mutating func write(_ value: UInt32, count bits: Int) {
      buffer |= UInt64(value) << UInt64(count)
      count += bits
      while count >= 8 {
        out.append(UInt8(truncatingIfNeeded: buffer))
        buffer >>= 8
        count -= 8
      }
    }

    mutating func huffman(_ code: (code: UInt32, length: Int)) { write(code.code, count: code.length) }

    /// A match's length: its symbol (257–285) and extra bits.
    mutating func length(_ length: Int) {
      var index = FixedCodes.lengthBases.count - 1
      while FixedCodes.lengthBases[index] > length { index -= 1 }
      huffman(FixedCodes.literal[257 + index])
      write(UInt32(length - FixedCodes.lengthBases[index]), count: FixedCodes.lengthExtra[index])
    }

    /// A match's distance: its 5-bit code and extra bits.
    mutating func distance(_ distance: Int) {
      var index = FixedCodes.distanceBases.count - 1
      while FixedCodes.distanceBases[index] > distance { index -= 1 }
      write(FixedCodes.reversed(UInt32(index), 5), count: 5)
      write(UInt32(distance - FixedCodes.distanceBases[index]), count: FixedCodes.distanceExtra[index])
    }

    /// Writes the last bits, padded to a byte.
    mutating func flush() {
      if count > 0 { out.append(UInt8(truncatingIfNeeded: buffer)) }
      buffer = 0
      count = 0
    }
  }
}
