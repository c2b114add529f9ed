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

  /// A list whose root has many attributes (as `scripts/shapes.py`'s attributes.plist): read
  /// whole, and a repeated one refused where it is written.
  @Test func manyAttributesOnTheRootAreReadAndARepeatIsRefused() throws {
    let attributes = (0..<200).map { " a\($0)=\"\($0)\"" }.joined()
    let manifest = "<key>UIApplicationSceneManifest</key><dict><key>UIApplicationSupportsMultipleScenes</key><true/></dict>"
    let list = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"\(attributes)>\n<dict>\(manifest)</dict>\n</plist>\n"
    #expect(InfoPlist.supportsMultipleScenes(try XMLReader.parse(Array(list.utf8))) == true)
    let repeated = list.replacing(every: " a150=", with: "\n a3=\"again\" a150=")
    do {
      _ = try XMLReader.parse(Array(repeated.utf8))
      Issue.record("read a3 given twice")
    } catch {
      #expect(error.line == 3 && error.column == 2 && error.message == "attribute a3 is given twice", "\(error)")
    }
  }
}
