// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "adpreview",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "adpreview", targets: ["adpreview"])
  ],
  targets: [
    // Pure domain: geometry, devices, scenes, ads, findings, lifecycle. No IO.
    .target(name: "AdPreviewCore"),
    // The bundled devices, decoded and validated at build time and compiled in as values.
    .target(name: "AdPreviewCatalog", dependencies: ["AdPreviewCore"], plugins: ["EmbedDevicesPlugin"]),
    // Pure rendering: cell buffer, terminal diff, scene picture, text / ANSI / SVG.
    .target(name: "AdPreviewRender", dependencies: ["AdPreviewCore"]),
    // The interactive previewer as a pure state machine plus a single-threaded loop.
    .target(name: "AdPreviewApp", dependencies: ["AdPreviewCore", "AdPreviewRender"]),
    // Argument parsing and subcommands that return their output.
    .target(
      name: "AdPreviewCLI",
      dependencies: ["AdPreviewCore", "AdPreviewRender", "AdPreviewApp", "AdPreviewCatalog"]),
    .systemLibrary(
      name: "CNCursesW", providers: [.apt(["libncurses-dev"])]),
    // The only module that touches ncurses.
    .target(name: "AdPreviewTUI", dependencies: ["AdPreviewApp", "AdPreviewRender", "CNCursesW"]),
    .executableTarget(name: "adpreview", dependencies: ["AdPreviewCLI", "AdPreviewTUI"]),
    .executableTarget(
      name: "adpreview-bench",
      dependencies: ["AdPreviewCore", "AdPreviewRender", "AdPreviewApp", "AdPreviewCLI", "AdPreviewTUI", "AdPreviewCatalog"]),
    // Build-time tool: decodes and validates devices/*.json with Core's decoder and writes
    // Swift source constructing the devices.
    .executableTarget(name: "EmbedDevices", dependencies: ["AdPreviewCore"]),
    .plugin(
      name: "EmbedDevicesPlugin", capability: .buildTool(), dependencies: ["EmbedDevices"]),
    .target(name: "AdPreviewTestSupport", dependencies: ["AdPreviewCore", "AdPreviewRender"]),
    .testTarget(
      name: "AdPreviewCoreTests",
      dependencies: ["AdPreviewCore", "AdPreviewCatalog", "AdPreviewTestSupport"],
      exclude: ["Ads/__Snapshots__"]),
    .testTarget(
      name: "AdPreviewRenderTests",
      dependencies: ["AdPreviewRender", "AdPreviewCatalog", "AdPreviewTestSupport"],
      exclude: ["Scene/__Snapshots__"]),
    .testTarget(
      name: "AdPreviewAppTests",
      dependencies: ["AdPreviewApp", "AdPreviewCatalog", "AdPreviewTestSupport"]),
    .testTarget(
      name: "AdPreviewCLITests",
      dependencies: ["AdPreviewCLI", "AdPreviewTestSupport"],
      exclude: ["Commands/__Snapshots__", "Resources"]),
    .testTarget(name: "AdPreviewTUITests", dependencies: ["AdPreviewTUI"]),
  ],
  swiftLanguageModes: [.v6]
)
