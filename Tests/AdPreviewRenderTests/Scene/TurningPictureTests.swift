import AdPreviewCore
import AdPreviewTestSupport
import Testing

@testable import AdPreviewRender

/// Rotations and folds drawn while they happen: frames sampled across the transition, read
/// cell by cell.
@Suite struct TurningPictureTests {
  /// The frame `progress` of the way from `before` to `after`, in colour at 120×40.
  static func frame(_ before: Selection, _ after: Selection, progress: Double) throws -> CellBuffer {
    let from = try settledModel(before)
    var model = try settledModel(after)
    model.transition = SceneTransition(from: from.resolved, progress: progress, caption: "turning")
    return SceneRenderer.render(model, columns: 120, rows: 40, options: RenderOptions(color: true))
  }

  /// The progresses the tests sample: every tenth, the ends left out.
  static let progresses = (1...9).map { Double($0) / 10 }

  /// The cells drawn in `paint`'s colour as a shape (a block or quadrant glyph).
  static func cells(of paint: Paint, in buffer: CellBuffer) -> Set<[Int]> {
    let color = Palette.standard[paint].foreground
    var found: Set<[Int]> = []
    for y in 0..<buffer.height {
      for x in 0..<buffer.width {
        let cell = buffer[x, y]
        guard cell.style.foreground == color, case let scalar = cell.first,
          (0x2580...0x259F).contains(scalar.value)
        else { continue }
        found.insert([x, y])
      }
    }
    return found
  }

  /// Whether some 3×3 square of cells is all `cells`: what a line one or two pixels thick, at
  /// any angle, never covers, and a filled rectangle does.
  static func holdsABlock(_ cells: Set<[Int]>) -> Bool {
    cells.contains { cell in
      (0..<3).allSatisfy { dy in (0..<3).allSatisfy { dx in cells.contains([cell[0] + dx, cell[1] + dy]) } }
    }
  }

  @Test(arguments: [("iphone-duo", PostureName.open), ("galaxy-z-fold-5", .open), ("galaxy-z-fold-5", .halfOpen)])
  func aFoldStaysALineThroughARotation(device: String, posture: PostureName) throws {
    let portrait = Selection(deviceID: device, orientation: .portrait, posture: posture)
    var landscape = portrait
    landscape.orientation = .landscapeRight
    for progress in Self.progresses {
      let buffer = try Self.frame(portrait, landscape, progress: progress)
      let fold = Self.cells(of: .foldLine, in: buffer).union(Self.cells(of: .hinge, in: buffer))
      #expect(!fold.isEmpty, "the fold vanished at \(progress)")
      #expect(!Self.holdsABlock(fold), "the fold is a block at \(progress):\n\(buffer.plainText())")
    }
  }

  @Test func aFoldStaysALineWhileTheDuoUnfolds() throws {
    let folded = Selection(deviceID: "iphone-duo", posture: .folded)
    var open = folded
    open.posture = .open
    for progress in Self.progresses {
      for (before, after) in [(folded, open), (open, folded)] {
        let buffer = try Self.frame(before, after, progress: progress)
        #expect(!Self.holdsABlock(Self.cells(of: .foldLine, in: buffer)), "a block at \(progress):\n\(buffer.plainText())")
      }
    }
  }

  /// The Island goes round with the device: halfway through a half turn (landscape-left to
  /// landscape-right, the turn `r` makes on an iPhone) it is at the top or the bottom,
  /// level with the middle of the picture, not sliding across the middle of the screen.
  @Test func aHalfTurnTurns() throws {
    let left = Selection(deviceID: "iPhone 17 Pro", orientation: .landscapeLeft)
    var right = left
    right.orientation = .landscapeRight
    let start = Self.cells(of: .cutout, in: try Self.frame(left, right, progress: 0))
    let middle = Self.cells(of: .cutout, in: try Self.frame(left, right, progress: 0.5))
    let end = Self.cells(of: .cutout, in: try Self.frame(left, right, progress: 1))
    func centre(_ cells: Set<[Int]>) -> (x: Double, y: Double) {
      let count = Double(max(1, cells.count))
      return (Double(cells.map { $0[0] }.reduce(0, +)) / count, Double(cells.map { $0[1] }.reduce(0, +)) / count)
    }
    try #require(!start.isEmpty && !middle.isEmpty && !end.isEmpty)
    // The picture's middle, between where the Island starts and ends.
    let middleX = (centre(start).x + centre(end).x) / 2
    let middleY = centre(start).y
    #expect(abs(centre(middle).x - middleX) < 3)
    #expect(abs(centre(middle).y - middleY) > 8, "the Island at \(centre(middle)), the middle at \(middleY)")
  }

  /// The ad turns with the device: a quarter of the way round it is still on the picture,
  /// and no label or clock is written over pixels that are turning.
  @Test func theAdTurnsWithThePictureAndTextWaits() throws {
    let portrait = Selection(deviceID: "iphone-duo", orientation: .portrait, posture: .open)
    var landscape = portrait
    landscape.orientation = .landscapeRight
    let buffer = try Self.frame(portrait, landscape, progress: 0.3)
    let adColor = Palette.standard[.ad].background
    let picture = CellRect(x: 1, y: 2, width: 120 - SceneRenderer.panelWidth(120) - 2, height: 34)
    var adCells = 0
    for y in picture.y..<picture.maxY {
      for x in picture.x..<picture.maxX where buffer[x, y].style.background == adColor { adCells += 1 }
    }
    #expect(adCells > 20)
    let text = buffer.plainText()
    #expect(!text.contains("9:41"))
    #expect(!text.contains("Test Ad"))
  }

  @Test func sinesAndCosines() {
    for degrees in stride(from: -360, through: 360, by: 15) {
      let angle = Double(degrees) * Double.pi / 180
      let (sine, cosine) = TurningPicture.sineAndCosine(angle)
      #expect(abs(sine * sine + cosine * cosine - 1) < 1e-9)
      let quarter = (degrees % 360 + 360) % 360
      switch quarter {
      case 0: #expect(abs(cosine - 1) < 1e-9)
      case 90: #expect(abs(sine - 1) < 1e-9)
      case 180: #expect(abs(cosine + 1) < 1e-9)
      case 270: #expect(abs(sine + 1) < 1e-9)
      case 30: #expect(abs(sine - 0.5) < 1e-9)
      default: break
      }
    }
  }
}
