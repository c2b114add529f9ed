/// A set of assets as one bit a case: what laying a native ad out asks of its assets, a few
/// times per region, without hashing (a `Set`'s `contains` hashes every time).
struct NativeAssetBits {
  private var bits: UInt8 = 0

  init(_ assets: Set<NativeAsset>) {
    for asset in assets { bits |= 1 << asset.index }
  }

  func contains(_ asset: NativeAsset) -> Bool { bits & 1 << asset.index != 0 }
}
