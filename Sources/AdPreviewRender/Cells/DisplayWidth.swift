import AdPreviewFormats

/// How many terminal columns a character takes, by a pure table rather than libc's
/// `wcwidth`, so every machine (and every snapshot) agrees.
///
/// 0 for combining marks and zero-width characters, 2 for East Asian wide and fullwidth
/// characters and emoji presentation, 1 otherwise. Control characters count as 0: they are
/// stripped before anything reaches the buffer.
public enum DisplayWidth {
  public static func of(_ character: Character) -> Int {
    var width = 0
    var first = true
    for scalar in character.unicodeScalars {
      if first {
        width = of(scalar)
        first = false
      } else if scalar.value == 0xFE0F, width == 1, isEmojiCapable(character.unicodeScalars.first!) {
        width = 2  // VS16 asks for emoji presentation
      }
    }
    return width
  }

  /// Whether a scalar is a one-column character that forms a grapheme of its own next to
  /// any other such scalar: printable ASCII, Latin-1 and Latin extensions, general
  /// punctuation (`–`, `…`, `•`), arrows, mathematical operators, box drawing, blocks and the
  /// narrow geometric shapes (`●`, `▲`; not the two wide squares after them). None
  /// of them combines, joins or is neutralised by `sanitizedForTerminal`, so text made only of
  /// them can be measured and cut scalar by scalar.
  static func isSimple(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x20...0x7E, 0xA0...0xAC, 0xAE...0x2FF: true
    case 0x2010...0x2027, 0x2030...0x205E, 0x2190...0x22FF, 0x2500...0x25FC: true
    default: false
    }
  }

  public static func of(_ text: String) -> Int {
    // Text of simple scalars (printable ASCII, box drawing, arrows…) is one column a scalar,
    // counted without breaking it into graphemes.
    if let counted = text.utf8.withContiguousStorageIfAvailable(simpleScalarCount) {
      if let count = counted { return count }
    } else if text.unicodeScalars.allSatisfy(isSimple) {
      return text.unicodeScalars.count
    }
    return text.reduce(0) { $0 + of($1) }
  }

  /// How many scalars the UTF-8 holds when every one of them is simple (`isSimple`); nil
  /// otherwise. Read from the bytes in one pass: all simple scalars take at most three.
  static func simpleScalarCount(_ utf8: UnsafeBufferPointer<UInt8>) -> Int? {
    var count = 0
    var index = 0
    while index < utf8.count {
      guard let (_, length) = simpleScalar(in: utf8, at: index) else { return nil }
      count += 1
      index += length
    }
    return count
  }

  /// The simple scalar whose UTF-8 starts at `index` and how many bytes it takes; nil when
  /// the scalar there is not simple. The bytes are a Swift string's, so valid UTF-8.
  @inline(__always)
  static func simpleScalar(in utf8: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar, Int)? {
    let lead = UInt32(utf8[index])
    let value: UInt32
    let length: Int
    if lead < 0x80 {
      value = lead
      length = 1
    } else if lead < 0xE0 {
      guard index + 1 < utf8.count else { return nil }
      value = (lead & 0x1F) << 6 | UInt32(utf8[index + 1] & 0x3F)
      length = 2
    } else if lead < 0xF0 {
      guard index + 2 < utf8.count else { return nil }
      value = (lead & 0x0F) << 12 | UInt32(utf8[index + 1] & 0x3F) << 6 | UInt32(utf8[index + 2] & 0x3F)
      length = 3
    } else {
      return nil  // four bytes: beyond every simple range
    }
    guard let scalar = Unicode.Scalar(value), isSimple(scalar) else { return nil }
    return (scalar, length)
  }

  public static func of(_ scalar: Unicode.Scalar) -> Int {
    let v = scalar.value
    if v < 0x20 || (0x7F..<0xA0).contains(v) { return 0 }
    if v < 0x300 { return 1 }
    if isZeroWidth(v) { return 0 }
    if isWide(v) { return 2 }
    return 1
  }

  private static func isZeroWidth(_ v: UInt32) -> Bool {
    (0x0300...0x036F).contains(v) || (0x0483...0x0489).contains(v) || (0x0591...0x05BD).contains(v)
      || (0x0610...0x061A).contains(v) || (0x064B...0x065F).contains(v)
      || (0x1AB0...0x1AFF).contains(v) || (0x1DC0...0x1DFF).contains(v)
      || (0x200B...0x200F).contains(v) || (0x2028...0x202E).contains(v)
      || (0x2060...0x2064).contains(v) || (0x20D0...0x20FF).contains(v)
      || (0xFE00...0xFE0F).contains(v) || (0xFE20...0xFE2F).contains(v) || v == 0xFEFF
      || (0xE0100...0xE01EF).contains(v)
  }

  private static func isWide(_ v: UInt32) -> Bool {
    (0x1100...0x115F).contains(v) || (0x231A...0x231B).contains(v) || (0x2329...0x232A).contains(v)
      || (0x23E9...0x23EC).contains(v) || v == 0x23F0 || v == 0x23F3 || (0x25FD...0x25FE).contains(v)
      || (0x2614...0x2615).contains(v) || (0x2648...0x2653).contains(v) || v == 0x267F || v == 0x2693
      || v == 0x26A1 || (0x26AA...0x26AB).contains(v) || (0x26BD...0x26BE).contains(v)
      || (0x26C4...0x26C5).contains(v) || v == 0x26CE || v == 0x26D4 || v == 0x26EA
      || (0x26F2...0x26F3).contains(v) || v == 0x26F5 || v == 0x26FA || v == 0x26FD || v == 0x2705
      || (0x270A...0x270B).contains(v) || v == 0x2728 || v == 0x274C || v == 0x274E
      || (0x2753...0x2755).contains(v) || v == 0x2757 || (0x2795...0x2797).contains(v) || v == 0x27B0
      || v == 0x27BF || (0x2B1B...0x2B1C).contains(v) || v == 0x2B50 || v == 0x2B55
      || (0x2E80...0x303E).contains(v) || (0x3041...0x33FF).contains(v) || (0x3400...0x4DBF).contains(v)
      || (0x4E00...0x9FFF).contains(v) || (0xA000...0xA4CF).contains(v) || (0xA960...0xA97F).contains(v)
      || (0xAC00...0xD7A3).contains(v) || (0xF900...0xFAFF).contains(v) || (0xFE10...0xFE19).contains(v)
      || (0xFE30...0xFE6F).contains(v) || (0xFF00...0xFF60).contains(v) || (0xFFE0...0xFFE6).contains(v)
      || (0x16FE0...0x16FE4).contains(v) || (0x17000...0x18CFF).contains(v)
      || (0x1B000...0x1B2FF).contains(v) || v == 0x1F004 || v == 0x1F0CF || v == 0x1F18E
      || (0x1F191...0x1F19A).contains(v) || (0x1F200...0x1F251).contains(v)
      || (0x1F300...0x1F320).contains(v) || (0x1F32D...0x1F335).contains(v)
      || (0x1F337...0x1F37C).contains(v) || (0x1F37E...0x1F393).contains(v)
      || (0x1F3A0...0x1F3CA).contains(v) || (0x1F3CF...0x1F3D3).contains(v)
      || (0x1F3E0...0x1F3F0).contains(v) || v == 0x1F3F4 || (0x1F3F8...0x1F43E).contains(v)
      || v == 0x1F440 || (0x1F442...0x1F4FC).contains(v) || (0x1F4FF...0x1F53D).contains(v)
      || (0x1F54B...0x1F54E).contains(v) || (0x1F550...0x1F567).contains(v) || v == 0x1F57A
      || (0x1F595...0x1F596).contains(v) || v == 0x1F5A4 || (0x1F5FB...0x1F64F).contains(v)
      || (0x1F680...0x1F6C5).contains(v) || v == 0x1F6CC || (0x1F6D0...0x1F6D2).contains(v)
      || (0x1F6D5...0x1F6D7).contains(v) || (0x1F6DC...0x1F6DF).contains(v)
      || (0x1F6EB...0x1F6EC).contains(v) || (0x1F6F4...0x1F6FC).contains(v)
      || (0x1F7E0...0x1F7EB).contains(v) || v == 0x1F7F0 || (0x1F90C...0x1F93A).contains(v)
      || (0x1F93C...0x1F945).contains(v) || (0x1F947...0x1F9FF).contains(v)
      || (0x1FA70...0x1FAFF).contains(v) || (0x20000...0x2FFFD).contains(v)
      || (0x30000...0x3FFFD).contains(v)
  }

  /// Text-default symbols that VS16 turns into two-column emoji.
  private static func isEmojiCapable(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isEmoji
  }
}
