import Testing

@testable import AdPreviewCore

@Suite struct NativeAssetBitsTests {
  @Test func everyCaseHasItsOwnBit() {
    #expect(Set(NativeAsset.allCases.map(\.index)).count == NativeAsset.allCases.count)
    #expect(NativeAsset.allCases.allSatisfy { $0.index < 8 })
  }

  @Test(arguments: [
    Set<NativeAsset>(), [.body], [.icon, .price], [.attribution, .advertiser, .callToAction], Set(NativeAsset.allCases),
  ])
  func containsWhatTheSetContains(_ assets: Set<NativeAsset>) {
    let bits = NativeAssetBits(assets)
    for asset in NativeAsset.allCases {
      #expect(bits.contains(asset) == assets.contains(asset), "\(asset)")
    }
  }
}
