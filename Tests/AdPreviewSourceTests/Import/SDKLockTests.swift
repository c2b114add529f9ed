import AdPreviewCore
import Testing

@testable import AdPreviewSource

/// The SDK release a project's dependency files pin, as CocoaPods and Swift Package Manager write them.
@Suite struct SDKLockTests {
  func version(_ text: String) -> (String, Int)? { SDKLock.version(in: Array(text.utf8)).map { ($0.version, $0.line) } }

  @Test func podfileLock() {
    let lock = "PODS:\n  - Google-Mobile-Ads-SDK (11.13.0):\n    - GoogleUserMessagingPlatform (>= 1.1)\n"
    #expect(version(lock)! == ("11.13.0", 2))
  }

  @Test func packageResolvedBothFormats() {
    let v2 = """
      {
        "pins" : [
          {
            "identity" : "swift-package-manager-google-mobile-ads",
            "kind" : "remoteSourceControl",
            "location" : "https://github.com/googleads/swift-package-manager-google-mobile-ads.git",
            "state" : {
              "revision" : "0123",
              "version" : "12.2.0"
            }
          }
        ]
      }
      """
    #expect(version(v2)! == ("12.2.0", 9))
    let v1 = """
      {"object": {"pins": [
        {"package": "GoogleMobileAds",
         "repositoryURL": "https://github.com/googleads/swift-package-manager-google-mobile-ads.git",
         "state": {"branch": null, "revision": "abc", "version": "9.14.0"}}
      ]}}
      """
    #expect(version(v1)! == ("9.14.0", 4))
  }

  @Test func packageSwift() {
    let manifest = """
      dependencies: [
        .package(url: "https://github.com/googleads/swift-package-manager-google-mobile-ads.git", from: "13.0.0"),
      ]
      """
    #expect(version(manifest)! == ("13.0.0", 2))
    #expect(version("dependencies: [.package(url: \"https://github.com/SnapKit/SnapKit.git\", from: \"5.0.0\")]") == nil)
  }

  @Test func releasesBeforeTwelveAreCheckedAsTheNearest() {
    #expect(SDKLock.release(forVersion: "13.1.0")! == (.v13, false))
    #expect(SDKLock.release(forVersion: "12.6.0")! == (.v12, false))
    #expect(SDKLock.release(forVersion: "9.14.0")! == (.v12, true))
    #expect(SDKLock.release(forVersion: "x") == nil)
  }
}
