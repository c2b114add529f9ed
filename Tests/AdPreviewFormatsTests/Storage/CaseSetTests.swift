import AdPreviewFormats
import Testing

/// A test's own enum, as the domain's enums conform.
private enum Asset: String, SetIndexed {
  case headline, body, icon, price, store, media, callToAction

  var setIndex: Int { Self.allCases.firstIndex(of: self)! }
}

@Suite struct CaseSetTests {
  /// Every subset of the assets, as a `Set` and as the bits a `CaseSet` holds.
  private static let subsets: [Set<Asset>] = (0..<(1 << Asset.allCases.count)).map { mask in
    Set(Asset.allCases.enumerated().filter { mask & 1 << $0.offset != 0 }.map(\.element))
  }

  @Test func everyCaseHasItsPositionAsItsPlace() {
    #expect(Asset.allCases.map(\.setIndex) == Array(Asset.allCases.indices))
  }

  @Test func answersAsASetDoesForEverySubset() {
    for members in Self.subsets {
      let cases = CaseSet(members)
      #expect(cases.count == members.count)
      #expect(cases.isEmpty == members.isEmpty)
      #expect(Array(cases) == Asset.allCases.filter(members.contains), "iterates in allCases order")
      for asset in Asset.allCases { #expect(cases.contains(asset) == members.contains(asset)) }
    }
  }

  @Test func combinesAsSetsDo() {
    let some = Array(Self.subsets.enumerated().filter { $0.offset % 17 == 0 }.map(\.element))
    for a in some {
      for b in some {
        let (x, y) = (CaseSet(a), CaseSet(b))
        #expect(Set(x.union(y)) == a.union(b))
        #expect(Set(x.intersection(y)) == a.intersection(b))
        #expect(Set(x.symmetricDifference(y)) == a.symmetricDifference(b))
        #expect(Set(x.subtracting(y)) == a.subtracting(b))
        #expect(x.isSubset(of: y) == a.isSubset(of: b))
        #expect(x.isDisjoint(with: y) == a.isDisjoint(with: b))
        #expect((x == y) == (a == b))
        if a == b { #expect(x.hashValue == y.hashValue) }
      }
    }
  }

  @Test func insertRemoveAndUpdateReportWhatChanged() {
    var cases: CaseSet<Asset> = [.icon]
    #expect(cases.insert(.body) == (true, .body))
    #expect(cases.insert(.body) == (false, .body))
    #expect(cases.update(with: .price) == nil)
    #expect(cases.update(with: .price) == .price)
    #expect(cases.remove(.icon) == .icon)
    #expect(cases.remove(.icon) == nil)
    #expect(Array(cases) == [.body, .price])
    #expect(CaseSet<Asset>.all.count == Asset.allCases.count)
    #expect(CaseSet<Asset>().isEmpty)
  }
}
