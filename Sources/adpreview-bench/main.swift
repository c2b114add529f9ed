import AdPreviewCLI
import AdPreviewCore

// Benchmarks land with the renderer; see BENCHMARKS.md.
let catalog = try DeviceLoader.bundled()
print("\(catalog.devices.count) devices")
