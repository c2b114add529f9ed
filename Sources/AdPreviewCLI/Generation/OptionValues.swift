import AdPreviewCore

/// The values an option takes, for completion: from the same enums the options are read
/// with, and device ids and covered model names from the catalog.
enum OptionValues {
  static func words(for option: String, catalog: DeviceCatalog) -> [String]? {
    func all<T: RawRepresentable & CaseIterable>(_ type: T.Type) -> [String] where T.RawValue == String {
      T.allCases.map(\.rawValue)
    }
    switch option {
    case "--device": return catalog.devices.map(\.id) + catalog.devices.flatMap(\.covers).map(DeviceCatalog.slug)
    case "--only":
      return catalog.devices.map(\.id) + DeviceFamily.allCases.map(\.rawValue)
    case "--orientation", "--orientations": return all(Orientation.self)
    case "--posture", "--postures": return all(PostureName.self)
    case "--window", "--windows": return ["full"] + all(WindowPresetName.self)
    case "--ad": return all(AdFormat.self) + ["all"]
    case "--position": return all(AdPosition.self)
    case "--align": return all(AdAlignment.self)
    case "--guide": return all(LayoutGuide.self)
    case "--scene": return all(SceneSetting.self)
    case "--mode": return all(RequestMode.self)
    case "--multi-scene": return ["on", "off"]
    case "--adchoices": return all(AdChoicesCorner.self)
    case "--media": return all(NativeAdOptions.Media.self)
    case "--media-mode": return all(NativeAdOptions.ContentMode.self)
    case "--demand": return all(NativeAdOptions.Demand.self)
    case "--assets": return ["all", "none"] + all(NativeAsset.self)
    case "--format": return ["text", "ansi", "svg"]
    case "--reporter": return all(CheckReporter.self)
    case "--fail-on": return all(Finding.Severity.self)
    default: return nil
    }
  }

  /// Options whose value is a file or a folder (completed by the shell's own file names).
  static func takesPath(_ option: OptionSpec) -> Bool {
    ["FILE", "DIR", "FILE.html", "SCRIPT"].contains(option.valueName ?? "") || option.valueName?.hasPrefix("FILE") == true
  }
}
