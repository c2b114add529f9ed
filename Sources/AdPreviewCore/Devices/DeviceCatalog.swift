import AdPreviewFormats

/// The devices adpreview knows, in a stable order: phones, tablets, foldables, dual-screen,
/// each from the smallest screen up.
public struct DeviceCatalog: Equatable, Sendable {
  private let storage: Storage

  /// The devices, in the catalog's order.
  public var devices: [Device] {
    switch storage {
    case .built(let devices): devices
    case .onDemand(let source): source.devices()
    }
  }

  public init(devices: [Device]) {
    // Devices generated from a catalog come in this order already: checking takes one
    // comparison a device where sorting takes many.
    let ordered = zip(devices, devices.dropFirst()).allSatisfy { !DeviceCatalog.precedes($1, $0) }
    storage = .built(ordered ? devices : devices.sorted(by: DeviceCatalog.precedes))
  }

  /// A catalog whose devices are built when asked for: a command on one device, named by
  /// its id, builds that device alone, not the whole bundled catalog at every start.
  ///
  /// - Parameters:
  ///   - ids: every device's id, in the catalog's order.
  ///   - device: builds the device at an index of `ids`.
  ///   - devices: every device, in the order of `ids`.
  public init(
    ids: [String], device: @escaping @Sendable (Int) -> Device, devices: @escaping @Sendable () -> [Device]
  ) {
    storage = .onDemand(OnDemand(ids: ids, device: device, devices: devices))
  }

  public func device(id: String) -> Device? {
    if case .onDemand(let source) = storage {
      return source.ids.firstIndex(of: id).map(source.device)
    }
    return devices.first { $0.id == id }
  }

  /// The newest iPhone: of the slab iPhones (no foldable, no concept), the one that first
  /// ran the newest release, and of those the smallest screen (the line's standard model,
  /// not its Max); nil when the catalog has none. The previewer opens on it.
  public var newestIPhone: Device? {
    let phones = devices.filter { $0.platform == .ios && $0.family == .phone && !$0.isConcept && $0.releases != nil }
    return phones.min { a, b in
      let (first, second) = (a.releases?.from ?? OSVersion(0), b.releases?.from ?? OSVersion(0))
      if first != second { return first > second }
      return (a.displays.first?.size.width ?? 0) < (b.displays.first?.size.width ?? 0)
    }
  }

  public static func == (a: DeviceCatalog, b: DeviceCatalog) -> Bool { a.devices == b.devices }

  private enum Storage: Sendable {
    case built([Device])
    case onDemand(OnDemand)
  }

  private struct OnDemand: Sendable {
    let ids: [String]
    let device: @Sendable (Int) -> Device
    let devices: @Sendable () -> [Device]
  }

  /// Decodes a set of device files.
  ///
  /// - Parameter files: each file's name as the user would see it and its bytes.
  /// - Throws: `DeviceFileError` for the first file that is broken, invalid, or repeats an id.
  public static func decode(files: [(name: String, bytes: [UInt8])]) throws(DeviceFileError)
    -> DeviceCatalog
  {
    var devices: [Device] = []
    var origin: [String: String] = [:]
    for file in files {
      let device = try decodeDevice(file.bytes, file: file.name)
      if let first = origin[device.id] {
        throw DeviceFileError(
          file: file.name, path: JSONPath([.key("id")]),
          message: "\(device.id.quotedForMessage) is also the id of \(first.sanitizedForTerminal)")
      }
      origin[device.id] = file.name
      devices.append(device)
    }
    try checkNames(devices) { origin[$0.id] ?? "\($0.id).json" }
    return DeviceCatalog(devices: devices)
  }

  /// Fails when two devices answer to one name: a model one covers (`covers`) that is
  /// another's id, name or covered model. The name would pick one of them silently (a copied
  /// device file with a new id keeps its original's covered models). `file` names a device's
  /// file for the message; `devices` are in the order their files were read.
  ///
  /// - Throws: `DeviceFileError` at the later device's file and its `covers` entry, naming
  ///   the earlier device and its file.
  public static func checkNames(_ devices: [Device], file: (Device) -> String) throws(DeviceFileError) {
    var owners: [String: Device] = [:]
    for device in devices {
      for name in [device.id, DeviceCatalog.slug(device.name)] where owners[name] == nil { owners[name] = device }
    }
    for device in devices {
      for (index, model) in device.covers.enumerated() {
        let name = DeviceCatalog.slug(model)
        if let owner = owners[name], owner.id != device.id {
          throw DeviceFileError(
            file: file(device), path: JSONPath([.key("covers"), .index(index)]),
            message:
              "\(model.quotedForMessage) is also a name of \(owner.id.quotedForMessage) (\(file(owner).sanitizedForTerminal)): "
              + "a name picks one device; remove it from one of the two files")
        }
        owners[name] = device
      }
    }
  }

  /// Decodes and validates one device file.
  public static func decodeDevice(_ bytes: [UInt8], file: String) throws(DeviceFileError) -> Device {
    let json = try JSONParser.parse(bytes, file: file)
    do throws(JSONDecodeProblem) {
      let device = try Device(json: JSONField(json))
      try device.validate()
      let base = file.split(separator: "/").last.map(String.init) ?? file
      if base != "\(device.id).json" {
        throw JSONDecodeProblem(
          path: JSONPath([.key("id")]),
          message: "the file of device \(device.id.quotedForMessage) must be named \(device.id).json")
      }
      return device
    } catch {
      throw DeviceFileError(file: file, path: error.path, message: error.message)
    }
  }

  /// This catalog with `overlay`'s devices added; a device with an existing id replaces it.
  public func merging(_ overlay: DeviceCatalog) -> DeviceCatalog {
    var merged = devices.filter { existing in !overlay.devices.contains { $0.id == existing.id } }
    merged += overlay.devices
    return DeviceCatalog(devices: merged)
  }

  private static let families = DeviceFamily.allCases

  private static func precedes(_ a: Device, _ b: Device) -> Bool {
    let fa = families.firstIndex(of: a.family)!
    let fb = families.firstIndex(of: b.family)!
    if fa != fb { return fa < fb }
    let sa = a.primaryDisplay.size
    let sb = b.primaryDisplay.size
    if sa.width * sa.height != sb.width * sb.height {
      return sa.width * sa.height < sb.width * sb.height
    }
    return a.id < b.id
  }
}
