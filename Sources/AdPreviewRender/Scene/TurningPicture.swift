import AdPreviewCore
import AdPreviewFormats

/// A rotation or a change of display drawn as one picture moving: the device before the
/// change, drawn whole, turns (and grows or shrinks) toward the device after it, and halfway
/// the device after it, drawn whole and turned back, takes its place. The fold, the cutouts,
/// the bars and the ads are pixels of the picture, so they move together and keep their
/// shapes: a fold stays a line at every angle. Text (labels, the clock) is left out while
/// the picture turns, as it cannot turn with it.
enum TurningPicture {
  /// Whether going from `from` to `to` turns the device or changes its display: what moving
  /// each rectangle on its own (`SceneTransition.scene(toward:)`) cannot show without
  /// inventing shapes, as a line across the screen becomes a line down it.
  static func turns(from: Scene, to: Scene) -> Bool {
    from.orientation != to.orientation || from.display != to.display
  }

  /// Quarter turns clockwise from portrait, as the user turns the device seen from the front.
  static func quarters(_ orientation: Orientation) -> Int {
    switch orientation {
    case .portrait: 0
    case .landscapeRight: 1
    case .portraitUpsideDown: 2
    case .landscapeLeft: 3
    }
  }

  /// The turn from one orientation to another, in quarter turns: the shorter way, and a
  /// half turn clockwise.
  static func turn(from: Orientation, to: Orientation) -> Int {
    let quarters = (quarters(to) - quarters(from) + 4) % 4
    return quarters == 3 ? -1 : quarters
  }

  /// One of the two pictures: its pixels, where its body lies in them, and its fold.
  struct Source {
    var raster: Raster
    /// The body's edges, in the raster's pixels.
    var left: Double
    var top: Double
    var right: Double
    var bottom: Double
    /// The fold's two ends in the raster's pixels, and its paint, where it is thinner than
    /// two pixels (left out of `raster`, drawn after the turn).
    var foldLine: (Double, Double, Double, Double, Paint)?

    init(_ model: PreviewModel, area: CellRect, options: RenderOptions) {
      var painter = DevicePainter(model: model, area: area, options: options)
      let p = painter.projection
      foldLine = nil
      if let fold = model.resolved.scene.fold {
        let band = fold.separating && fold.frame.width > 0 && fold.frame.height > 0
        let paint: Paint = band ? .hinge : .foldLine
        let width = fold.frame.width * p.pixelsPerPointX
        let height = fold.frame.height * p.pixelsPerPointY
        let frame = fold.frame
        if width < 2 && width <= height {
          foldLine = (p.px(frame.midX), p.py(frame.minY), p.px(frame.midX), p.py(frame.maxY), paint)
        } else if height < 2 {
          foldLine = (p.px(frame.minX), p.py(frame.midY), p.px(frame.maxX), p.py(frame.midY), paint)
        }
      }
      // A thin fold is drawn once, as a line after the turn: sampled as well, it would be
      // two pixels thick where the two fall side by side.
      painter.omitsFold = foldLine != nil
      var raster = Raster(columns: area.width, rows: area.height)
      painter.paint(into: &raster)
      self.raster = raster
      left = p.px(p.bodyRect.minX)
      right = p.px(p.bodyRect.maxX)
      top = p.py(p.bodyRect.minY)
      bottom = p.py(p.bodyRect.maxY)
    }

    var width: Double { right - left }
    var height: Double { bottom - top }
  }

  /// The picture `progress` of the way (eased) from `before` to `after`, in `area`'s pixels.
  static func raster(
    from before: PreviewModel, to after: PreviewModel, eased: Double, area: CellRect, options: RenderOptions
  ) -> Raster {
    let first = Source(before, area: area, options: options)
    let second = Source(after, area: area, options: options)
    let quarters = turn(from: before.resolved.scene.orientation, to: after.resolved.scene.orientation)
    // A pixel's width and height in the width of a cell, so the turn keeps the proportions
    // the eye sees.
    let unitX = 0.5
    let unitY = 0.5 * options.cellAspect
    // The bodies in those units, the second as seen before the turn.
    let firstBox = (first.width * unitX, first.height * unitY)
    var secondBox = (second.width * unitX, second.height * unitY)
    if quarters % 2 != 0 { secondBox = (secondBox.1, secondBox.0) }
    func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * eased }
    var box = (mix(firstBox.0, secondBox.0), mix(firstBox.1, secondBox.1))
    let angle = Double(quarters) * eased * Double.pi / 2
    // Shrunk where the turned body would reach past the area (a corner, mid-turn).
    let (sine, cosine) = sineAndCosine(angle)
    let reach = (box.0 * abs(cosine) + box.1 * abs(sine), box.0 * abs(sine) + box.1 * abs(cosine))
    let shrink = min(1, Double(area.width) / max(reach.0, 0.001), Double(area.height) * options.cellAspect / max(reach.1, 0.001))
    box = (box.0 * shrink, box.1 * shrink)

    // The first picture until halfway, then the second, each turned to where the device is.
    let source = eased < 0.5 ? first : second
    let turned = eased < 0.5 ? angle : angle - Double(quarters) * Double.pi / 2
    let sourceBox = eased < 0.5 || quarters % 2 == 0 ? box : (box.1, box.0)
    let (s, c) = sineAndCosine(turned)
    var out = Raster(columns: area.width, rows: area.height)
    let centerX = Double(area.width)
    let centerY = Double(area.height)
    let width = out.width
    let height = out.height
    let background = Paint.background.rawValue
    // The small things that must not drop out between two samples of a shrinking picture:
    // the marks on the glass (cutouts, the home indicator), the "Ad" badge and the AdChoices
    // corner. A pixel with one anywhere in its share of the source shows it.
    let marks = (0..<256).map { value in
      guard value < Paint.allCases.count else { return false }
      let paint = Paint.allCases[value]
      return (paint.isSolid && paint != .bezel) || paint == .nativeBadge
    }
    // Half an output pixel's reach into the source, across and down.
    let reachX = 0.25 * (unitX * abs(c) + unitY * abs(s)) * source.width / max(sourceBox.0, 0.001)
    let reachY = 0.25 * (unitX * abs(s) + unitY * abs(c)) * source.height / max(sourceBox.1, 0.001)
    let sourceWidth = source.raster.width
    let sourceHeight = source.raster.height
    source.raster.pixels.withUnsafeBufferPointer { pixels in
      func sample(_ x: Double, _ y: Double) -> UInt8? {
        let sx = Int(saturating: x.rounded(.down))
        let sy = Int(saturating: y.rounded(.down))
        guard sx >= 0, sx < sourceWidth, sy >= 0, sy < sourceHeight else { return nil }
        return pixels[sy * sourceWidth + sx]
      }
      out.update { target in
        for j in 0..<height {
          let y = (Double(j) + 0.5 - centerY) * unitY
          for i in 0..<width {
            let x = (Double(i) + 0.5 - centerX) * unitX
            // Back through the turn (clockwise on the screen, y pointing down) into the
            // source's own body.
            let u = (x * c + y * s) / sourceBox.0 + 0.5
            let v = (-x * s + y * c) / sourceBox.1 + 0.5
            guard u >= 0, u < 1, v >= 0, v < 1 else { continue }
            let sx = source.left + u * source.width
            let sy = source.top + v * source.height
            guard var value = sample(sx, sy) else { continue }
            if !marks[Int(value)] {
              for (dx, dy) in [(-reachX, -reachY), (reachX, -reachY), (-reachX, reachY), (reachX, reachY)] {
                if let near = sample(sx + dx, sy + dy), marks[Int(near)], !marks[Int(value)] || near > value { value = near }
              }
            }
            if value != background { target[j * width + i] = value }
          }
        }
      }
    }
    // A thin fold as a line through the turn: a one-pixel line sampled at an angle would
    // break up.
    if let (x0, y0, x1, y1, paint) = source.foldLine {
      func forward(_ px: Double, _ py: Double) -> (Double, Double) {
        let u = ((px - source.left) / max(source.width, 0.001) - 0.5) * sourceBox.0
        let v = ((py - source.top) / max(source.height, 0.001) - 0.5) * sourceBox.1
        return ((u * c - v * s) / unitX + centerX, (u * s + v * c) / unitY + centerY)
      }
      let a = forward(x0, y0)
      let b = forward(x1, y1)
      let steps = Int(saturating: max(abs(b.0 - a.0), abs(b.1 - a.1)).rounded(.up)) + 1
      for step in 0...steps {
        let t = Double(step) / Double(steps)
        let x = a.0 + (b.0 - a.0) * t
        let y = a.1 + (b.1 - a.1) * t
        out.fill(x0: x - 0.5, y0: y - 0.5, x1: x + 0.5, y1: y + 0.5, paint, atLeastOne: true)
      }
    }
    return out
  }

  /// The sine and cosine of an angle between -2π and 2π, from their series (the pure
  /// modules have no C library to ask): to within a millionth, far below a pixel.
  static func sineAndCosine(_ angle: Double) -> (Double, Double) {
    var x = angle
    while x > Double.pi { x -= 2 * Double.pi }
    while x < -Double.pi { x += 2 * Double.pi }
    // Within a quarter turn of zero, where the series settle fast; the rest by symmetry.
    var sign = 1.0
    if x > Double.pi / 2 {
      x = Double.pi - x
      sign = -1
    } else if x < -Double.pi / 2 {
      x = -Double.pi - x
      sign = -1
    }
    let x2 = x * x
    var sine = 0.0
    var cosine = 0.0
    var term = x
    var cosTerm = 1.0
    for n in stride(from: 1, through: 19, by: 2) {
      sine += term
      cosine += cosTerm
      term *= -x2 / Double((n + 1) * (n + 2))
      cosTerm *= -x2 / Double(n * (n + 1))
    }
    return (sine, sign * cosine)
  }
}
