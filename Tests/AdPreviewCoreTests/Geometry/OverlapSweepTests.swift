import Testing

@testable import AdPreviewCore

@Suite struct OverlapSweepTests {
  /// Every pair tried, with the rules' own overlap tests: `Rect.intersection` for anchored
  /// ads (tolerance 0), more than the tolerance shared on both axes otherwise.
  func pairwise(_ rects: [Rect?], tolerance: Double) -> [Set<Int>] {
    func shared(_ a: Rect, _ b: Rect) -> Bool {
      guard tolerance > 0 else { return a.intersection(b) != nil }
      return min(a.maxX, b.maxX) - max(a.minX, b.minX) > tolerance && min(a.maxY, b.maxY) - max(a.minY, b.minY) > tolerance
    }
    return rects.indices.map { index in
      guard let rect = rects[index], rect.width > 2 * tolerance, rect.height > 2 * tolerance else { return [] }
      return Set(
        rects.indices.filter { other in
          guard other != index, let otherRect = rects[other], otherRect.width > 2 * tolerance, otherRect.height > 2 * tolerance
          else { return false }
          return shared(rect, otherRect)
        })
    }
  }

  /// Rectangles on a coarse grid, so edges often meet exactly and sizes repeat; some missing.
  func randomRects(_ count: Int, _ random: inout SeededRandom) -> [Rect?] {
    (0..<count).map { _ in
      if random.next() % 10 == 0 { return nil }
      func grid(_ steps: UInt64) -> Double { Double(random.next() % steps) * 10 }
      return Rect(x: grid(20), y: grid(40), width: grid(8) + Double(random.next() % 2), height: grid(6) + 1)
    }
  }

  @Test(arguments: [0.0, 0.5])
  func countsWhatEveryPairWouldCountAndNamesOnlyRealOverlaps(tolerance: Double) {
    var random = SeededRandom(seed: 33)
    for count in [0, 1, 2, 5, OverlapSweep.pairwiseLimit, OverlapSweep.pairwiseLimit + 1, 60, 300] {
      for _ in 0..<5 {
        let rects = randomRects(count, &random)
        let expected = pairwise(rects, tolerance: tolerance)
        let found = OverlapSweep.overlaps(rects, tolerance: tolerance, naming: 3)
        #expect(found.map(\.count) == expected.map(\.count), "\(count) rectangles")
        for index in rects.indices {
          #expect(found[index].some == found[index].some.sorted())
          #expect(found[index].some.count <= min(3, expected[index].count))
          #expect(Set(found[index].some).isSubset(of: expected[index]), "\(index) of \(count)")
        }
      }
    }
  }

  @Test(arguments: [0.0, 0.5])
  func countsTheItemsEachQueryOverlapsAsEveryPairWould(tolerance: Double) {
    var random = SeededRandom(seed: 34)
    for (queries, items) in [(0, 5), (5, 0), (3, 10), (40, OverlapSweep.pairwiseLimit + 1), (7, 200), (200, 7)] {
      let asked = randomRects(queries, &random)
      let pool = randomRects(items, &random)
      // The pairwise answer for queries against items: the self case's, on the two lists joined.
      let joined = pairwise(asked + pool, tolerance: tolerance)
      let found = OverlapSweep.overlaps(of: asked, among: pool, tolerance: tolerance, naming: 2)
      for index in asked.indices {
        let expected = Set(joined[index].filter { $0 >= queries }.map { $0 - queries })
        #expect(found[index].count == expected.count, "\(queries) queries, \(items) items")
        #expect(Set(found[index].some).isSubset(of: expected) && found[index].some.count <= 2)
      }
    }
  }

  @Test func namesExactlyTheFirstOnesWhileTheListIsShort() {
    var random = SeededRandom(seed: 7)
    let rects = randomRects(OverlapSweep.pairwiseLimit, &random)
    let expected = pairwise(rects, tolerance: 0)
    for (index, overlaps) in OverlapSweep.overlaps(rects, naming: 2).enumerated() {
      #expect(overlaps.some == Array(expected[index].sorted().prefix(2)))
    }
  }

  @Test func aThousandStackedBannersEachOverlapEveryOtherAndNameTheirNeighbours() {
    let rects: [Rect?] = (0..<1000).map { Rect(x: 27.5, y: 700 + Double($0 % 40), width: 320, height: 50) }
    let found = OverlapSweep.overlaps(rects, naming: 3)
    #expect(found.allSatisfy { $0.count == 999 && $0.some.count == 3 })
  }

  @Test func touchingEdgesAndSliversDoNotOverlap() {
    let banner = Rect(x: 0, y: 0, width: 320, height: 50)
    let below = Rect(x: 0, y: 50, width: 320, height: 50)
    let beside = Rect(x: 320, y: 0, width: 10, height: 50)
    let line = Rect(x: 100, y: 10, width: 0, height: 20)
    #expect(OverlapSweep.overlaps([banner, below, beside, line], naming: 3).map(\.count) == [0, 0, 0, 0])
    // Half a point shared is within the feed's tolerance; more is an overlap.
    let cell = Rect(x: 0, y: 100, width: 375, height: 100)
    let next = Rect(x: 0, y: 199.5, width: 375, height: 100)
    let into = Rect(x: 0, y: 199, width: 375, height: 100)
    #expect(OverlapSweep.overlaps([cell, next], tolerance: 0.5, naming: 1).map(\.count) == [0, 0])
    #expect(OverlapSweep.overlaps([cell, into], tolerance: 0.5, naming: 1).map(\.some) == [[1], [0]])
  }
}
