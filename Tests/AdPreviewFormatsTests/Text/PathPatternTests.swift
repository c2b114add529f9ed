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
}
