import AdPreviewFormats
import Testing

@testable import AdPreviewCore

/// Every way a device file can be wrong gets one message naming the file, the JSON path and
/// the problem.
@Suite struct DeviceFileErrorTests {
  static let phone = """
    {
      "schemaVersion": 1, "id": "test-phone", "name": "Test Phone", "family": "phone", "scale": 3,
      "orientations": ["portrait", "landscape-left"],
      "displays": [{
        "id": "main", "size": {"width": 400, "height": 800}, "cornerRadius": 40,
        "cutouts": [{"shape": "pill", "frame": {"x": 140, "y": 10, "width": 120, "height": 36}}],
        "statusBar": {"portrait": 54, "landscape": 0},
        "safeArea": {"portrait": {"top": 60, "left": 0, "bottom": 34, "right": 0},
                     "landscape": {"top": 0, "left": 60, "bottom": 21, "right": 60}}
      }],
      "sources": {"size": "test"}
    }
    """

  static let foldable = """
    {
      "schemaVersion": 1, "id": "test-fold", "name": "Test Fold", "family": "foldable", "scale": 2,
      "orientations": ["portrait"],
      "displays": [
        {"id": "cover", "size": {"width": 300, "height": 700}, "cornerRadius": 0,
         "statusBar": {"portrait": 0, "landscape": 0},
         "safeArea": {"portrait": {"top": 0, "left": 0, "bottom": 0, "right": 0}}},
        {"id": "inner", "size": {"width": 600, "height": 700}, "cornerRadius": 0,
         "statusBar": {"portrait": 0, "landscape": 0},
         "safeArea": {"portrait": {"top": 0, "left": 0, "bottom": 0, "right": 0}},
         "fold": {"frame": {"x": 300, "y": 0, "width": 0, "height": 700}, "kind": "fold"}}
      ],
      "postures": [{"name": "folded", "display": "cover"},
                   {"name": "open", "display": "inner"}],
      "defaultPosture": "open",
      "sources": {"size": "test"}
    }
    """

  func decode(_ text: String, file: String = "my/test-phone.json") throws(DeviceFileError) -> Device {
    try DeviceCatalog.decodeDevice(Array(text.utf8), file: file)
  }

  func error(
    _ text: String, replacing old: String = "", with new: String = "", file: String = "my/test-phone.json"
  ) -> String? {
    let edited = old.isEmpty ? text : text.replacingFirst(old, with: new)
    #expect(edited != text || old.isEmpty, "the edit did not apply: \(old)")
    do {
      _ = try decode(edited, file: file)
      return nil
    } catch {
      return error.description
    }
  }

  @Test func theTemplatesAreValid() throws {
    #expect(try decode(Self.phone).id == "test-phone")
    #expect(try decode(Self.foldable, file: "test-fold.json").postures.count == 2)
  }

  @Test func syntaxErrorsNameTheLineAndColumn() {
    #expect(
      error(Self.phone, replacing: #""scale": 3,"#, with: #""scale": 3"#)
        == "my/test-phone.json:3:3: expected ',' or '}' in an object")
  }

  @Test func wrongTypesNameTheJSONPath() {
    #expect(
      error(Self.phone, replacing: #""width": 400"#, with: #""width": "400""#)
        == "my/test-phone.json: displays[0].size.width: expected a number, found a string")
    #expect(
      error(Self.phone, replacing: #""family": "phone""#, with: #""family": "watch""#)
        == #"my/test-phone.json: family: "watch" is not one of "phone", "tablet", "foldable", "dual-screen""#)
  }

  @Test func missingAndUnknownKeysAreNamed() {
    #expect(
      error(Self.phone, replacing: #""cornerRadius": 40,"#, with: "")
        == #"my/test-phone.json: displays[0]: missing "cornerRadius""#)
    #expect(
      error(Self.phone, replacing: #""cornerRadius": 40"#, with: #""cornerRadious": 40"#)?
        .hasPrefix(#"my/test-phone.json: displays[0].cornerRadious: unknown key "cornerRadious""#) == true)
  }

  @Test func zeroAndNegativeSizesAreRejected() {
    #expect(
      error(Self.phone, replacing: #""height": 800"#, with: #""height": 0"#)
        == "my/test-phone.json: displays[0].size.height: 0 must be greater than 0")
    #expect(
      error(Self.phone, replacing: #""scale": 3"#, with: #""scale": -2"#)
        == "my/test-phone.json: scale: -2 must be greater than 0")
  }

  @Test func insetsThatLeaveNoSafeAreaAreRejected() {
    #expect(
      error(Self.phone, replacing: #""top": 60, "left": 0, "bottom": 34"#, with: #""top": 500, "left": 0, "bottom": 300"#)
        == "my/test-phone.json: displays[0].safeArea.portrait: the insets 500/0/300/0 leave no safe area on the 400×800 screen")
  }

  @Test func aCutoutOutsideItsDisplayIsRejected() {
    #expect(
      error(Self.phone, replacing: #""x": 140, "y": 10"#, with: #""x": 340, "y": 10"#)
        == "my/test-phone.json: displays[0].cutouts[0].frame: the cutout (x 340, y 10, 120×36) lies outside the 400×800 display")
  }

  @Test func aHingeOutsideItsDisplayIsRejected() {
    #expect(
      error(
        Self.foldable, replacing: #""x": 300, "y": 0, "width": 0"#, with: #""x": 650, "y": 0, "width": 0"#,
        file: "test-fold.json")
        == "test-fold.json: displays[1].fold.frame: the fold (x 650, y 0, 0×700) lies outside the 600×700 display")
  }

  @Test func aPostureNamingAMissingDisplayIsRejected() {
    #expect(
      error(
        Self.foldable, replacing: #"{"name": "open", "display": "inner"}"#, with: #"{"name": "open", "display": "main"}"#,
        file: "test-fold.json")
        == #"test-fold.json: postures[1].display: no display is called "main" (displays: cover, inner)"#)
  }

  @Test func anUnknownSchemaVersionIsRejected() {
    #expect(
      error(Self.phone, replacing: #""schemaVersion": 1"#, with: #""schemaVersion": 2"#)
        == "my/test-phone.json: schemaVersion: schemaVersion 2 is not one this adpreview reads (it reads 1)")
  }

  @Test func aMissingLandscapeSafeAreaIsRejected() {
    #expect(
      error(Self.phone, replacing: #""landscape": {"top": 0"#, with: #""landscape-right": {"top": 0"#)
        == "my/test-phone.json: displays[0].safeArea: the device supports landscape-left but no landscape safe area is given")
  }

  @Test func theFileMustBeNamedAfterTheID() {
    #expect(
      error(Self.phone, file: "my/phone.json")
        == #"my/phone.json: id: the file of device "test-phone" must be named test-phone.json"#)
  }

  @Test func aDuplicateIDIsRejected() {
    let bytes = Array(Self.phone.utf8)
    #expect(
      throws: DeviceFileError(
        file: "b/test-phone.json", path: JSONPath([.key("id")]),
        message: #""test-phone" is also the id of a/test-phone.json"#)
    ) {
      try DeviceCatalog.decode(files: [("a/test-phone.json", bytes), ("b/test-phone.json", bytes)])
    }
  }

  /// A copied file with a new id keeps its original's covered models: the name would pick one
  /// of the two silently, so it is an error naming both files.
  @Test func aModelNameTwoDevicesAnswerToIsRejectedNamingBothFiles() {
    let first = Self.phone.replacingFirst(#""name": "Test Phone","#, with: #""name": "Test Phone", "covers": ["Test Mini"],"#)
    let copy = first.replacingFirst(#""id": "test-phone""#, with: #""id": "my-phone""#)
      .replacingFirst(#""name": "Test Phone""#, with: #""name": "My Phone""#)
    #expect(
      throws: DeviceFileError(
        file: "b/my-phone.json", path: JSONPath([.key("covers"), .index(0)]),
        message: #""Test Mini" is also a name of "test-phone" (a/test-phone.json): a name picks one device; remove it from one of the two files"#)
    ) {
      try DeviceCatalog.decode(files: [("a/test-phone.json", Array(first.utf8)), ("b/my-phone.json", Array(copy.utf8))])
    }
    // Covering another device's own name is the same mistake; different names are fine.
    let coveringName = copy.replacingFirst(#"["Test Mini"]"#, with: #"["Test Phone"]"#)
    #expect(throws: DeviceFileError.self) {
      try DeviceCatalog.decode(files: [("a/test-phone.json", Array(Self.phone.utf8)), ("b/my-phone.json", Array(coveringName.utf8))])
    }
    let distinct = copy.replacingFirst(#"["Test Mini"]"#, with: #"["My Mini"]"#)
    #expect(throws: Never.self) {
      try DeviceCatalog.decode(files: [("a/test-phone.json", Array(first.utf8)), ("b/my-phone.json", Array(distinct.utf8))])
    }
  }

  @Test func aRegimeRunsEitherFromOrThroughARelease() {
    let regime = #""cornerRadius": 40, "regimes": [REGIME],"#
    func edited(_ regimes: String) -> String? {
      error(Self.phone, replacing: #""cornerRadius": 40,"#, with: regime.replacingFirst("REGIME", with: regimes))
    }
    let bar = #""statusBar": {"portrait": 44, "landscape": 0}"#
    #expect(edited("{\"through\": \"13\", \(bar)}") == nil)
    #expect(
      edited("{\"from\": \"12\", \"through\": \"13\", \(bar)}")
        == "my/test-phone.json: displays[0].regimes[0]: a regime runs from a release on or through a release, not both: the display's own values lie between"
    )
    #expect(
      edited("{\(bar)}")
        == #"my/test-phone.json: displays[0].regimes[0]: a regime says the releases it holds at: "from" (that one and later) or "through" (that one and earlier)"#
    )
    #expect(
      edited("{\"from\": \"26\", \(bar)}, {\"through\": \"13\", \(bar)}")
        == #"my/test-phone.json: displays[0].regimes[1].through: regimes are listed oldest first (those "through" a release before those "from" one), each at a later release"#
    )
  }

  @Test func aPanelAndItsDensityGiveTheSizeAndScale() throws {
    let size = #""size": {"width": 400, "height": 800}"#
    let derived = try decode(Self.phone.replacingFirst(size, with: #""pixels": {"width": 1200, "height": 2400}, "density": 480"#))
    #expect(derived.displays[0].size == Size(width: 400, height: 800))
    #expect(derived.displays[0].scale == 3)
    #expect(
      error(Self.phone, replacing: size, with: #""pixels": {"width": 1200, "height": 2400}"#)
        == "my/test-phone.json: displays[0]: pixels and density go together: the size in dp is derived from both")
    #expect(
      error(Self.phone, replacing: size, with: size + #", "pixels": {"width": 1080, "height": 2092}, "density": 420"#)
        == "my/test-phone.json: displays[0].size: the size 400 x 800 is not the panel's: 1080 x 2092 px at density 420 is 411 x 797 dp")
    #expect(
      error(Self.phone, replacing: size, with: #""pixels": {"width": 1200.5, "height": 2400}, "density": 480"#)
        == "my/test-phone.json: displays[0].pixels.width: a panel is a whole number of pixels, 1 to 100000")
  }

  @Test func controlCharactersInNamesAreStripped() throws {
    let device = try decode(Self.phone.replacingFirst(#""Test Phone""#, with: #""Test\u001b[31m Phone""#))
    #expect(device.name == "Test[31m Phone")
  }
}

extension String {
  func replacingFirst(_ old: String, with new: String) -> String {
    guard let range = range(of: old) else { return self }
    var text = self
    text.replaceSubrange(range, with: new)
    return text
  }

  func range(of needle: String) -> Range<String.Index>? {
    guard !needle.isEmpty else { return nil }
    var index = startIndex
    while index < endIndex {
      if self[index...].hasPrefix(needle) {
        return index..<self.index(index, offsetBy: needle.count)
      }
      index = self.index(after: index)
    }
    return nil
  }
}
