/// Which of a set of rectangles overlap which, per rectangle: how many of the others it
/// overlaps and a few of them, without trying every pair. An app file may list a thousand
/// slots, and a rule that looks at every pair makes a finding per pair: half a million for
/// a thousand slots in each scene of a sweep.
///
/// Two rectangles overlap when they share more than `tolerance` points on both axes. A
/// rectangle no more than twice the tolerance wide or tall is left out: it overlaps
/// nothing, and leaving it out keeps "left of" and "right of" (and "above" and "below")
/// apart, which the count below relies on.
public enum OverlapSweep {
  /// What one rectangle overlaps.
  public struct Overlaps: Equatable, Sendable {
    /// How many of the other rectangles it overlaps.
    public var count: Int
    /// Some of them, by their index in the list, ascending: every one when the list is short
    /// (up to `pairwiseLimit` rectangles), else those found among its nearest neighbours
    /// from top to bottom, at most as many as were asked for.
    public var some: [Int]

    public init(count: Int = 0, some: [Int] = []) {
      self.count = count
      self.some = some
    }
  }

  /// Up to this many rectangles, every pair is tried: cheaper than sorting for the handful
  /// of slots a real screen has, and the names it gives are exact.
  public static let pairwiseLimit = 16

  /// How far up and down the list sorted by top edge the names of a rectangle's overlaps are
  /// looked for, past `pairwiseLimit`: anchored ads share an edge, so what a slot overlaps
  /// sits next to it in that order, and the search stays a fixed cost per slot.
  static let neighbourReach = 16

  /// For each of `rects` (nil: nothing shown, overlapping nothing), the others it overlaps and
  /// up to `named` of them. Time grows as n log n in the number of rectangles, memory as n.
  public static func overlaps(_ rects: [Rect?], tolerance: Double = 0, naming named: Int) -> [Overlaps] {
    var result = [Overlaps](repeating: Overlaps(), count: rects.count)
    var boxes: [Box] = []
    for index in rects.indices {
      if let rect = rects[index], let box = Box(rect, index: index, tolerance: tolerance) { boxes.append(box) }
    }
    guard boxes.count > 1 else { return result }
    if boxes.count <= pairwiseLimit {
      for first in boxes.indices {
        for second in boxes.indices[(first + 1)...] where !boxes[first].isApart(from: boxes[second], tolerance) {
          let (a, b) = (boxes[first].index, boxes[second].index)
          result[a].count += 1
          result[b].count += 1
          // Both lists fill in ascending order: `first` and `second` only ever grow.
          if result[a].some.count < named { result[a].some.append(b) }
          if result[b].some.count < named { result[b].some.append(a) }
        }
      }
      return result
    }
    let counts = overlapCounts(boxes, tolerance)
    let byTop = boxes.indices.sorted { (boxes[$0].minY, boxes[$0].index) < (boxes[$1].minY, boxes[$1].index) }
    for (position, box) in byTop.enumerated() {
      let this = boxes[box]
      result[this.index].count = counts[box]
      guard counts[box] > 0, named > 0 else { continue }
      var found: [Int] = []
      let nearby = max(0, position - neighbourReach)..<min(byTop.count, position + neighbourReach + 1)
      for other in byTop[nearby] where other != box && !this.isApart(from: boxes[other], tolerance) {
        found.append(boxes[other].index)
      }
      result[this.index].some = Array(found.sorted().prefix(named))
    }
    return result
  }

  /// A rectangle's edges, and its place in the caller's list.
  struct Box {
    var minX, maxX, minY, maxY: Double
    var index: Int

    /// Nil for a rectangle no more than twice `tolerance` on a side.
    init?(_ rect: Rect, index: Int, tolerance: Double) {
      (minX, maxX, minY, maxY) = (rect.minX, rect.maxX, rect.minY, rect.maxY)
      self.index = index
      guard maxX - minX > 2 * tolerance, maxY - minY > 2 * tolerance else { return nil }
    }

    /// Whether `other` shares at most `tolerance` points with this box on some axis: it lies
    /// to the left, to the right, above or below. The sweep counts these four sides, so the
    /// pairwise test is written the same way and the two agree to the last bit.
    func isApart(from other: Box, _ tolerance: Double) -> Bool {
      other.maxX <= minX + tolerance || -other.minX <= -maxX + tolerance || other.maxY <= minY + tolerance
        || -other.minY <= -maxY + tolerance
    }
  }

  /// How many of the other boxes each box overlaps, by counting those apart from it: the
  /// boxes to its left (L), right (R), above (A) and below (B). No box is both left and
  /// right of another (each is wider than twice the tolerance), nor both above and below,
  /// so the boxes apart number L + R + A + B less those counted twice, in a corner (left and
  /// above, …); each corner is a dominance count, one sweep with a Fenwick tree. A box is
  /// never apart from itself, so it is among those not apart, and taken off.
  static func overlapCounts(_ boxes: [Box], _ tolerance: Double) -> [Int] {
    // Every test in `isApart` reads "an edge of the other box ≤ an edge of this one + t":
    // on each side, the other boxes' edges are points and this box's edge is the query.
    let t = tolerance
    let left = Side(points: boxes.map(\.maxX), queries: boxes.map { $0.minX + t })
    let right = Side(points: boxes.map { -$0.minX }, queries: boxes.map { -$0.maxX + t })
    let above = Side(points: boxes.map(\.maxY), queries: boxes.map { $0.minY + t })
    let below = Side(points: boxes.map { -$0.minY }, queries: boxes.map { -$0.maxY + t })
    let sides = [left, right, above, below].map { side in
      let sorted = side.points.sorted()
      return side.queries.map { sorted.countAtOrBelow($0) }
    }
    let corners = [(left, above), (left, below), (right, above), (right, below)].map { dominated($0.0, $0.1) }
    return boxes.indices.map { box in
      let apart = sides.reduce(0) { $0 + $1[box] } - corners.reduce(0) { $0 + $1[box] }
      return boxes.count - 1 - apart
    }
  }

  /// One way of lying apart, as coordinates: a box's point is at or below a query's value
  /// when the box lies that way from the query's box.
  struct Side {
    var points: [Double]
    var queries: [Double]
  }

  /// For each query, how many points lie at or below it on both axes (`x <= qx` and
  /// `y <= qy`): points and queries sorted by x, each point's y added to a Fenwick tree over
  /// the points' y values as the sweep passes it.
  static func dominated(_ x: Side, _ y: Side) -> [Int] {
    let ys = y.points.sorted()
    var tree = [Int](repeating: 0, count: ys.count + 1)
    let pointOrder = x.points.indices.sorted { x.points[$0] < x.points[$1] }
    let queryOrder = x.queries.indices.sorted { x.queries[$0] < x.queries[$1] }
    var counts = [Int](repeating: 0, count: x.queries.count)
    var next = 0
    for query in queryOrder {
      while next < pointOrder.count, x.points[pointOrder[next]] <= x.queries[query] {
        // Equal values share the first rank of their run, which every query at or above them reaches.
        var rank = ys.countBelow(y.points[pointOrder[next]]) + 1
        while rank <= ys.count {
          tree[rank] += 1
          rank += rank & -rank
        }
        next += 1
      }
      var rank = ys.countAtOrBelow(y.queries[query])
      var sum = 0
      while rank > 0 {
        sum += tree[rank]
        rank -= rank & -rank
      }
      counts[query] = sum
    }
    return counts
  }
}

extension Array where Element == Double {
  /// In a sorted array, how many elements are less than `value` (binary search).
  fileprivate func countBelow(_ value: Double) -> Int { partition { $0 < value } }

  /// In a sorted array, how many elements are at most `value`.
  fileprivate func countAtOrBelow(_ value: Double) -> Int { partition { $0 <= value } }

  /// The length of the sorted array's prefix whose elements satisfy `isBefore`.
  private func partition(_ isBefore: (Double) -> Bool) -> Int {
    var (low, high) = (0, count)
    while low < high {
      let middle = (low + high) / 2
      if isBefore(self[middle]) { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
