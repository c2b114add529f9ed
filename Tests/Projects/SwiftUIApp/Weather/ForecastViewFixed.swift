import GoogleMobileAds
import SwiftUI

/// The banner as Google's multi-scene guide builds it for SwiftUI: sized from a GeometryReader
/// (which gives the safe area's size), reloaded in updateUIView when that size changes.
struct ForecastViewFixed: View {
  var body: some View {
    VStack(spacing: 0) {
      ForecastList()
      GeometryReader { geometry in
        let adSize = largeAnchoredAdaptiveBanner(width: geometry.size.width)
        AdaptiveBanner(adSize: adSize)
          .frame(height: adSize.size.height)
      }
      .ignoresSafeArea(.keyboard)
    }
  }
}

struct AdaptiveBanner: UIViewRepresentable {
  let adSize: AdSize

  func makeUIView(context: Context) -> BannerView {
    let banner = BannerView(adSize: adSize)
    banner.adUnitID = "ca-app-pub-3940256099942544/2435281174"
    return banner
  }

  func updateUIView(_ banner: BannerView, context: Context) {
    // A new width is a new ad size and a new request.
    guard !CGSizeEqualToSize(banner.adSize.size, adSize.size) || banner.responseInfo == nil else { return }
    banner.adSize = adSize
    let request = Request()
    request.scene = banner.window?.windowScene
    banner.load(request)
  }
}

struct RadarViewFixed: View {
  @State private var banner = BannerView(adSize: AdSizeBanner)
  @State private var requested = false

  var body: some View {
    Text("Radar")
      .onAppear {
        guard !requested else { return }
        requested = true
        banner.load(Request())
      }
  }
}
