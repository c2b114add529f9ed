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
    // Every rectangle that overlaps anything overlaps itself: counted, and named, once too many.
    var result = overlaps(of: rects, among: rects, tolerance: tolerance, naming: named + 1)
    for index in result.indices where result[index].count > 0 {
      result[index].count -= 1
      result[index].some.removeAll { $0 == index }
      if result[index].some.count > named { result[index].some.removeLast() }
    }
    return result
  }

  /// For each of `queries`, how many of `items` it overlaps and up to `named` of them (their
  /// indices in `items`): the feed cells each anchored ad runs over, say. Time grows as
  /// (q + n) log n, memory as q + n.
  public static func overlaps(of queries: [Rect?], among items: [Rect?], tolerance: Double = 0, naming named: Int) -> [Overlaps] {
    var result = [Overlaps](repeating: Overlaps(), count: queries.count)
    func boxes(_ rects: [Rect?]) -> [Box] {
      rects.indices.compactMap { index in rects[index].flatMap { Box($0, index: index, tolerance: tolerance) } }
    }
    let (asked, pool) = (boxes(queries), boxes(items))
    guard !asked.isEmpty, !pool.isEmpty else { return result }
    if pool.count <= pairwiseLimit {
      for query in asked {
        for item in pool where !query.isApart(from: item, tolerance) {
          result[query.index].count += 1
          if result[query.index].some.count < named { result[query.index].some.append(item.index) }
        }
      }
      return result
    }
    let counts = overlapCounts(of: asked, among: pool, tolerance)
    let byTop = pool.sorted { ($0.minY, $0.index) < ($1.minY, $1.index) }
    let tops = byTop.map(\.minY)
    for (position, query) in asked.enumerated() {
      result[query.index].count = counts[position]
      guard counts[position] > 0, named > 0 else { continue }
      let place = tops.countBelow(query.minY)
      let nearby = max(0, place - neighbourReach)..<min(byTop.count, place + neighbourReach + 1)
      let found = byTop[nearby].filter { !query.isApart(from: $0, tolerance) }.map(\.index)
      result[query.index].some = Array(found.sorted().prefix(named))
    }
    return result
  }

  /// Whether `a` and `b` overlap as the sweep counts it: more than `tolerance` shared on
  /// both axes, neither of them a sliver.
  static func overlap(_ a: Rect, _ b: Rect, tolerance: Double) -> Bool {
    guard let first = Box(a, index: 0, tolerance: tolerance), let second = Box(b, index: 1, tolerance: tolerance) else { return false }
    return !first.isApart(from: second, tolerance)
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

  /// How many of the `pool` boxes each of `asked` overlaps, by counting those apart from it:
  /// the boxes to its left (L), right (R), above (A) and below (B). No box is both left and
  /// right of another (each is wider than twice the tolerance), nor both above and below,
  /// so the boxes apart number L + R + A + B less those counted twice, in a corner (left and
  /// above, …); each corner is a dominance count, one sweep with a Fenwick tree.
  static func overlapCounts(of asked: [Box], among pool: [Box], _ tolerance: Double) -> [Int] {
    // Every test in `isApart` reads "an edge of the other box ≤ an edge of this one + t":
    // on each side, the pool's edges are points and the asked box's edge is the query.
    let t = tolerance
    let left = Side(points: pool.map(\.maxX), queries: asked.map { $0.minX + t })
    let right = Side(points: pool.map { -$0.minX }, queries: asked.map { -$0.maxX + t })
    let above = Side(points: pool.map(\.maxY), queries: asked.map { $0.minY + t })
    let below = Side(points: pool.map { -$0.minY }, queries: asked.map { -$0.maxY + t })
    let sides = [left, right, above, below].map { side in
      let sorted = side.points.sorted()
      return side.queries.map { sorted.countAtOrBelow($0) }
    }
    let corners = [(left, above), (left, below), (right, above), (right, below)].map { dominated($0.0, $0.1) }
    return asked.indices.map { box in
      let apart = sides.reduce(0) { $0 + $1[box] } - corners.reduce(0) { $0 + $1[box] }
      return pool.count - apart
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
