import GoogleMobileAds
import SwiftUI

@main
struct WeatherApp: App {
  init() {
    MobileAds.shared.start()
  }

  var body: some Scene {
    WindowGroup {
      ForecastView()
    }
  }
}
