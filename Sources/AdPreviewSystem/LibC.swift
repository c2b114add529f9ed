// The one place that chooses the C library. Every other module imports AdPreviewSystem and
// never Glibc, Musl or Darwin by name; a test keeps it so.
#if canImport(Darwin)
  @_exported import Darwin
#elseif canImport(Glibc)
  @_exported import Glibc
#elseif canImport(Musl)
  @_exported import Musl
#else
  #error("adpreview needs a C library it knows: Darwin (macOS), Glibc or Musl (Linux)")
#endif
