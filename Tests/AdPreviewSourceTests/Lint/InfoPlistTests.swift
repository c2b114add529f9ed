import AdPreviewCore
import AdPreviewFormats
import AdPreviewSource
import Testing

@Suite struct InfoPlistTests {
  func declared(_ body: String) throws -> Bool? {
    InfoPlist.supportsMultipleScenes(try XMLReader.parse(Array("<plist version=\"1.0\"><dict>\(body)</dict></plist>".utf8)))
  }

  @Test func theSceneManifestSaysWhetherTheAppHasManyScenes() throws {
    let manifest = "<key>UIApplicationSceneManifest</key><dict><key>UIApplicationSupportsMultipleScenes</key>%@</dict>"
    #expect(try declared(manifest.replacing(every: "%@", with: "<true/>")) == true)
    #expect(try declared(manifest.replacing(every: "%@", with: "<false/>")) == false)
    #expect(try declared("<key>CFBundleName</key><string>UIApplicationSupportsMultipleScenes</string>") == nil)
  }
}
