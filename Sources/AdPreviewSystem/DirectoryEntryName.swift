extension dirent {
  /// The entry's file name. `d_name` is a C array whose length differs (256 bytes with Glibc
  /// and Musl, 1024 with Darwin), so it is read up to its NUL within its real size.
  public var name: String {
    withUnsafeBytes(of: d_name) { bytes in
      String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    }
  }

  /// The entry's file name as its bytes, which need not be UTF-8.
  public var nameBytes: [UInt8] {
    withUnsafeBytes(of: d_name) { bytes in Array(bytes.prefix { $0 != 0 }) }
  }
}
