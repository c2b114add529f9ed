import AdPreviewCore
import Testing

@testable import AdPreviewRender

/// The picture never contradicts the state: a system mark (home indicator, cutout, hinge)
/// drawn on an ad's cells means the scene has a finding saying they overlap.
@Suite struct PictureAgreementTests {
  /// Every scene of the catalog: device × orientation × posture × format.
  static let scenes: [Selection] = {
    var selections: [Selection] = []
    for device in catalog.devices {
      let postures: [PostureName?] = device.postures.isEmpty ? [nil] : device.postures.map(\.name)
      for orientation in device.orientations {
        for posture in postures {
          for format in AdFormat.allCases where format != .none {
            selections.append(
              Selection(deviceID: device.id, orientation: orientation, posture: posture, slot: AdSlot(format: format)))
          }
        }
      }
    }
    return selections
  }()

  /// What each mark's overlap with an ad is called. The hinge is left out: it lies between
  /// the panes, so an ad on a pane always touches it, and a cell holding both is the two side
  /// by side (the hinge-overlap rule itself is checked in the Core tests).
  /// A cutout cannot move: at 80×24 a punch hole a pixel tall can share a cell with an ad
  /// that starts right below the status bar, so cutouts are held to it from 160×50 up.
  static let marks: [(paint: Paint, codes: Set<Finding.Code>, fromColumns: Int)] = [
    (.homeBar, [.overlapsHomeIndicator, .outsideSafeArea], 0),
    (.cutout, [.overlapsCutout, .outsideSafeArea], 160),
  ]

  /// The ads of the app (a presented full-screen ad lies under the home indicator by design).
  static let adPaints: [Paint] = [
    .adSides, .ad, .adLoading, .adFailed, .nativeView, .nativeLetterbox, .nativeMedia, .nativeText, .nativeButton,
    .nativeBadge,
  ]

  @Test(arguments: [(80, 24), (160, 50)])
  func systemMarksOnAnAdAlwaysComeWithAFinding(columns: Int, rows: Int) throws {
    let palette = Palette.standard
    let adBackgrounds = Set(PictureAgreementTests.adPaints.map { palette[$0].background })
    var checked = 0
    for selection in PictureAgreementTests.scenes {
      let session = try PreviewSession.settled(catalog: catalog, selection: selection)
      let model = PreviewModel(session: session)
      let buffer = SceneRenderer.render(model, columns: columns, rows: rows, options: RenderOptions(color: true))
      let codes = Set(session.resolved.allFindings.map(\.code))
      for mark in PictureAgreementTests.marks where columns >= mark.fromColumns {
        let color = palette[mark.paint].foreground
        let onAd = buffer.cells.contains { cell in
          cell.style.foreground == color && adBackgrounds.contains(cell.style.background)
            && cell.grapheme != " " && QuadrantGlyphs.unicode.contains(cell.grapheme)
        }
        #expect(
          !onAd || !codes.isDisjoint(with: mark.codes),
          "\(selection.deviceID) \(selection.orientation.rawValue) \(selection.posture?.rawValue ?? "") \(selection.slot.format.rawValue) at \(columns)×\(rows): \(mark.paint) drawn on the ad without a finding"
        )
      }
      checked += 1
    }
    #expect(checked > 1500)
  }

  /// The scene the home bar was once drawn on the ad in: iPhone X in landscape.
  @Test(arguments: [(80, 24), (100, 30), (120, 40), (140, 45), (200, 60)])
  func iPhoneXInLandscapeAtEverySize(columns: Int, rows: Int) throws {
    let bar = Palette.standard[.homeBar].foreground
    let ad = Palette.standard[.ad].background
    for orientation in [Orientation.landscapeLeft, .landscapeRight] {
      let session = try PreviewSession.settled(catalog: catalog, selection: Selection(orientation: orientation))
      #expect(session.resolved.allFindings.isEmpty)
      let buffer = SceneRenderer.render(PreviewModel(session: session), columns: columns, rows: rows, options: RenderOptions(color: true))
      #expect(!buffer.cells.contains { $0.style.foreground == bar && $0.style.background == ad })
    }
  }

  /// No ad is drawn across an active division (a half-open fold, a spanned hinge) without a
  /// finding that says so: every scene of the catalog, the iPhone Duo's included.
  @Test func noAdCrossesAnActiveDivisionWithoutAFinding() throws {
    var checked = 0
    // Fold-aware apps keep to one pane; apps that are not span the fold, and must be told.
    let unaware = PictureAgreementTests.scenes.map { selection in
      var spanning = selection
      spanning.foldAware = false
      return spanning
    }
    for selection in PictureAgreementTests.scenes + unaware {
      guard let resolved = try? selection.resolve(in: catalog) else { continue }
      for region in resolved.scene.reservedRegions where region.kind == .division && region.isActive {
        // Full-screen ads cover the whole window when presented, both panes by design.
        for evaluation in resolved.evaluations where !evaluation.slot.format.isFullScreen {
          guard let frame = evaluation.placement?.frame else { continue }
          let line = region.frame
          let crosses =
            line.width == 0
            ? frame.minX < line.minX - 0.5 && frame.maxX > line.minX + 0.5
            : line.height == 0
              ? frame.minY < line.minY - 0.5 && frame.maxY > line.minY + 0.5
              : frame.intersection(line).map { $0.width > 0.5 && $0.height > 0.5 } ?? false
          guard crosses else { continue }
          checked += 1
          #expect(
            evaluation.findings.contains { $0.code == .overlapsHinge || $0.code == .outsideWindow },
            "\(selection.deviceID) \(selection.orientation.rawValue) \(evaluation.slot.format.rawValue) crosses \(region.words)")
        }
      }
    }
    #expect(checked > 100, "the apps that span the fold cross it in many scenes")
  }

  /// An iPad's home indicator stays on the picture under a bottom banner at every size: at
  /// 80×24 its strip is thinner than a pixel and the bar once vanished under the ad.
  @Test(arguments: [(80, 24), (120, 40), (220, 60)])
  func anIPadsHomeIndicatorShowsUnderABottomBanner(columns: Int, rows: Int) throws {
    let bar = Palette.standard[.homeBar].foreground
    for device in ["ipad-pro-11", "ipad-air-11", "ipad-pro-13-m4"] where catalog.device(id: device) != nil {
      for format in [AdFormat.largeAnchoredAdaptive, .anchoredAdaptive, .banner] {
        let session = try PreviewSession.settled(catalog: catalog, selection: Selection(deviceID: device, slot: AdSlot(format: format)))
        let buffer = SceneRenderer.render(PreviewModel(session: session), columns: columns, rows: rows, options: RenderOptions(color: true))
        #expect(buffer.cells.contains { $0.style.foreground == bar }, "\(device) \(format.rawValue) at \(columns)×\(rows): no home indicator")
      }
    }
  }

  /// A flat fold's crease and a hinge may run across an ad with no finding (the content
  /// spans a fold that does not separate it): their colour must read apart from every paint
  /// of an ad, in 256 colours and in the eight basic ones. On a Galaxy Z Fold the crease once
  /// shared the "Ad" badge's amber.
  @Test func theFoldReadsApartFromEveryPaintOfAnAd() {
    let palette = Palette.standard
    for mark in [Paint.foldLine, .hinge] {
      let color = palette[mark].foreground
      for paint in PictureAgreementTests.adPaints {
        for ad in [palette[paint].background, palette[paint].foreground] {
          #expect(color.index != ad.index, "\(mark) and \(paint) share the colour \(color)")
          // A hinge separates the panes (an ad on it is a finding): only the crease must
          // also differ in eight colours.
          if mark == .foldLine { #expect(color.basic != ad.basic, "\(mark) and \(paint) share the basic colour \(color.basic ?? -1)") }
        }
      }
    }
  }

  /// The legend comes from the painter's own table: it names what the picture shows.
  @Test func theLegendNamesWhatThePictureShows() throws {
    func legend(_ selection: Selection) throws -> String {
      let model = try settledModel(selection)
      // Wide enough for every entry of the Fold5's legend now that its safe area has insets.
      let lines = SceneRenderer.render(model, columns: 160, rows: 50, options: RenderOptions(color: true)).plainText()
        .split(separator: "\n").map(String.init)
      return lines[lines.count - 3]
    }
    let fold = try legend(Selection(deviceID: "galaxy-z-fold-5", slot: AdSlot(format: .native)))
    #expect(fold.contains("native ad") && fold.contains("fold") && fold.contains("media"))
    let legacy = try legend(Selection(slot: AdSlot(format: .banner, guide: .legacy)))
    #expect(legacy.contains("finding") && legacy.contains("ad"))
    #expect(!fold.contains("finding"))
  }

  /// The cutout's swatch is black, as the cutout is: in colour it sits between half cells of
  /// the screen's colour, so it shows on a black terminal (it was two black blocks).
  @Test func theCutoutSwatchShowsOnABlackTerminal() throws {
    let model = try settledModel(Selection(deviceID: "iphone-18-pro"))
    let buffer = SceneRenderer.render(model, columns: 100, rows: 30, options: RenderOptions(color: true))
    let row = buffer.height - 3
    let text = (0..<buffer.width).map { Character(buffer[$0, row].first) }
    let at = try #require((0..<text.count - 6).first { String(text[$0..<$0 + 6]) == "cutout" })
    let swatch = [buffer[at - 3, row], buffer[at - 2, row]]
    #expect(swatch.map { Character($0.first) } == ["▐", "▌"])
    for cell in swatch {
      #expect(cell.style.background != .default && cell.style.background != cell.style.foreground, "\(cell.style)")
    }
    let plain = SceneRenderer.render(model, columns: 100, rows: 30, options: RenderOptions(color: false)).plainText()
    #expect(plain.contains("██ cutout"), "without colour the glyphs tell the paint: \(plain)")
  }
}
