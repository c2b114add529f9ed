import GoogleMobileAds
import SwiftUI

/// The forecast with a banner along the bottom, sized once from the screen.
struct ForecastView: View {
  var body: some View {
    VStack(spacing: 0) {
      ForecastList()
      ScreenWideBanner()
        .frame(height: 50)
        .ignoresSafeArea() // MISTAKE: edge-constraint
    }
  }
}

/// A banner wrapped for SwiftUI and never resized.
struct ScreenWideBanner: UIViewRepresentable {
  func makeUIView(context: Context) -> BannerView {
    let banner = BannerView(adSize: largeAnchoredAdaptiveBanner(width: UIScreen.main.bounds.width)) // MISTAKE: width-from-screen
    banner.adUnitID = "ca-app-pub-3940256099942544/2435281174"
    banner.load(Request()) // MISTAKE: no-reload-on-transition
    return banner
  }

  func updateUIView(_ uiView: BannerView, context: Context) {}
}

/// The other screen loads its own banner every time it appears.
struct RadarView: View {
  @State private var banner = BannerView(adSize: AdSizeBanner)

  var body: some View {
    Text("Radar")
      .onAppear {
        banner.load(Request()) // MISTAKE: load-without-once-guard
      }
      .onChange(of: UIScreen.main.bounds.size) { _ in }
  }
}
