import AdPreviewFormats
import Testing

@Suite struct PathPatternTests {
  @Test(arguments: [
    ("Vendor/", "Vendor/AdKit/Banner.swift", true),
    ("Vendor", "App/Vendor/AdKit/Banner.swift", true),
    ("Vendor/", "App/VendorTools/Banner.swift", false),
    ("Legacy/**", "Legacy/Old/Screen.m", true),
    ("Legacy/**", "App/Legacy/Screen.m", false),
    ("*.m", "App/Screens/Checkout.m", true),
    ("*.m", "App/Screens/Checkout.mm", false),
    ("App/*/Ads.swift", "App/Home/Ads.swift", true),
    ("App/*/Ads.swift", "App/Home/Deep/Ads.swift", false),
    ("App/**/Ads.swift", "App/Home/Deep/Ads.swift", true),
    ("App/**/Ads.swift", "App/Ads.swift", true),
    ("./Generated/*.swift", "Generated/Strings.swift", true),
    ("Screen?.swift", "Screen1.swift", true),
  ])
  func matches(pattern: String, path: String, expected: Bool) {
    #expect(PathPattern(pattern).matches(path) == expected, "\(pattern) on \(path)")
  }

  /// `**` in a row and `*` in a row, which the matcher keeps as one: what these matched when
  /// each was a state of its own.
  @Test(arguments: [
    ("**/**/Legacy/**", "Legacy/Old.swift", true),
    ("**/**/Legacy/**", "App/Legacy/Old.swift", true),
    ("**/**/Legacy/**", "App/Deep/Legacy/Old.swift", true),
    ("**/**/Legacy/**", "App/LegacyOld.swift", false),
    ("**/**/**/*.swift", "Screen.swift", true),
    ("**/**/**/*.swift", "App/Screen.m", false),
    ("App/**/**/Ads.swift", "App/Ads.swift", true),
    ("App/**/**/Ads.swift", "App/A/B/C/Ads.swift", true),
    ("App/**/**/Ads.swift", "Other/Ads.swift", false),
    ("App/**/**/**", "App", true),
    ("App/**/**/**", "App/x.swift", true),
    ("App/**/**/**", "Apps/x.swift", false),
    ("**/A/**/**/B/**/**", "A/B", true),
    ("**/A/**/**/B/**/**", "x/A/y/z/B/w.swift", true),
    ("**/A/**/**/B/**/**", "B/A/x.swift", false),
    ("a/**/**/b/**/c", "a/b/c", true),
    ("a/**/**/b/**/c", "a/b/b/c/c", true),
    ("a/**/**/b/**/c", "a/c/b", false),
    ("***.swift", "Deep/Path/File.swift", true),
    ("***.swift", "File.m", false),
    ("**/***/**", "x", true),
    ("**/", "Anything/at/all", true),
    ("Vendor/**/**/", "Vendor", true),
    ("Vendor/**/**/", "Vendor/Kit/File.swift", true),
    ("Vendor/**/**/", "App/Vendor/File.swift", false),
  ])
  func runsOfStars(pattern: String, path: String, expected: Bool) {
    #expect(PathPattern(pattern).matches(path) == expected, "\(pattern) on \(path)")
  }

  /// A run of hundreds of `**` is the one `**` it stands for.
  @Test func aLongRunMatchesAsOne() {
    let paths = ["Legacy/Old.swift", "App/Deep/Legacy/Old.swift", "App/Legacy/Deep/Old.swift", "App/Old.swift", "Legacy", "Legacy/Old.m"]
    for (long, short) in [
      (String(repeating: "**/", count: 300) + "Legacy/*.swift", "**/Legacy/*.swift"),
      ("App/" + String(repeating: "**/", count: 300) + "Old.swift", "App/**/Old.swift"),
      (String(repeating: "**/", count: 300), "**"),
    ] {
      for path in paths { #expect(PathPattern(long).matches(path) == PathPattern(short).matches(path), "\(short) on \(path)") }
    }
    #expect(PathPattern(String(repeating: "**/", count: 300) + "Legacy/*.swift").matches("A/B/Legacy/Old.swift"))
  }
}
