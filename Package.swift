// swift-tools-version: 6.0
import PackageDescription

// Linux: ncursesw and tinfo are linked statically when their archives are installed (Debian's
// and Ubuntu's libncurses-dev has them, Fedora's ncurses-static): the binary then needs no
// ncurses at run time, and the commands that never draw do not load it at every start
// (BENCHMARKS.md). Elsewhere, and on macOS, the shared library as pkg-config or the SDK names it.
#if os(Linux)
  import Foundation

  /// The static archives `names` when every one is installed in one of the system's library
  /// folders, else nil.
  func staticArchives(_ names: [String]) -> [String]? {
    #if arch(x86_64)
      let multiarch = "/usr/lib/x86_64-linux-gnu"
    #elseif arch(arm64)
      let multiarch = "/usr/lib/aarch64-linux-gnu"
    #else
      let multiarch = "/usr/lib"
    #endif
    for folder in [multiarch, "/usr/lib64", "/usr/lib"] {
      let archives = names.map { "\(folder)/\($0)" }
      if archives.allSatisfy({ FileManager.default.fileExists(atPath: $0) }) { return archives }
    }
    return nil
  }
  let staticCursesArchives = staticArchives(["libncursesw.a", "libtinfo.a"])
  // zlib's archive, linked in the same way: the commands that never write a PNG do not load it.
  let staticZlibArchive = staticArchives(["libz.a"])?.first
#else
  let staticCursesArchives: [String]? = nil
  let staticZlibArchive: String? = nil
#endif
let cursesLinkerSettings: [LinkerSetting] =
  if let archives = staticCursesArchives {
    [.unsafeFlags(archives.flatMap { ["-Xlinker", $0] })]
  } else {
    [.linkedLibrary("ncursesw", .when(platforms: [.linux])), .linkedLibrary("ncurses", .when(platforms: [.macOS]))]
  }

let zlibLinkerSettings: [LinkerSetting] =
  if let archive = staticZlibArchive { [.unsafeFlags(["-Xlinker", archive])] } else { [.linkedLibrary("z")] }

let package = Package(
  name: "adpreview",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "adpreview", targets: ["adpreview"])
  ],
  targets: [
    // A leaf of plain formats and storage: JSON, XML, text, case sets. No IO, no ads.
    .target(name: "AdPreviewFormats"),
    // Pure ad domain: geometry, devices, scenes, ads, findings, the session. No IO.
    .target(name: "AdPreviewCore", dependencies: ["AdPreviewFormats"]),
    // Reading a user's project: the Swift / Objective-C lexer and outline, the lint rules,
    // Info.plist and the Interface Builder import. No IO: the CLI hands it the files' bytes.
    .target(name: "AdPreviewSource", dependencies: ["AdPreviewCore", "AdPreviewFormats"]),
    // The one module that names the C library (Glibc, Musl or Darwin) and holds what differs
    // between them; everything that calls the C library imports it. No curses.
    .target(name: "AdPreviewSystem"),
    // The bundled devices, decoded and validated at build time and compiled in as values.
    // Their arrays are built when a device is first asked for, not laid out as static objects:
    // those hold pointers (to long strings, to nested arrays) that the dynamic loader
    // relocates at every start, writing to, and so copying, six pages of data that a
    // command using one device never reads (BENCHMARKS.md).
    .target(
      name: "AdPreviewCatalog", dependencies: ["AdPreviewCore", "AdPreviewFormats"],
      plugins: ["EmbedDevicesPlugin"]),
    // Pure rendering: cell buffer, terminal diff, scene picture, text / ANSI / SVG / GIF / PNG
    // (the PNG's DEFLATE through the system's zlib, pure computation like the rest).
    .target(
      name: "AdPreviewRender", dependencies: ["AdPreviewCore", "AdPreviewFormats", "CZlib"], linkerSettings: zlibLinkerSettings),
    // zlib: the system's, as ncurses is (zlib1g-dev on Debian, zlib-devel on Fedora, the SDK's on macOS).
    .systemLibrary(name: "CZlib", providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),
    // The interactive previewer as a pure state machine plus a single-threaded loop.
    .target(name: "AdPreviewApp", dependencies: ["AdPreviewCore", "AdPreviewFormats", "AdPreviewRender"]),
    // Argument parsing and subcommands that return their output.
    .target(
      name: "AdPreviewCLI",
      dependencies: [
        "AdPreviewFormats", "AdPreviewCore", "AdPreviewSource", "AdPreviewRender", "AdPreviewApp", "AdPreviewCatalog",
        "AdPreviewSystem",
      ]),
    // curses: the wide-character ncursesw on Linux, the SDK's own on macOS (pkg-config optional,
    // and not asked when the static archives are linked: it can only name the shared library).
    .systemLibrary(
      name: "CNCursesW", pkgConfig: staticCursesArchives == nil ? "ncursesw" : nil,
      providers: [.apt(["libncurses-dev"]), .brew(["ncurses"])]),
    // The only module that touches ncurses. A module map cannot link by platform, so it links here.
    .target(
      name: "AdPreviewTUI", dependencies: ["AdPreviewApp", "AdPreviewRender", "AdPreviewSystem", "CNCursesW"],
      linkerSettings: cursesLinkerSettings),
    .executableTarget(name: "adpreview", dependencies: ["AdPreviewCLI", "AdPreviewTUI", "AdPreviewSystem"]),
    .executableTarget(
      name: "adpreview-bench",
      dependencies: [
        "AdPreviewFormats", "AdPreviewCore", "AdPreviewSource", "AdPreviewRender", "AdPreviewApp", "AdPreviewCLI", "AdPreviewTUI",
        "AdPreviewCatalog", "AdPreviewSystem",
      ]),
    // Build-time tool: decodes and validates devices/*.json with Core's decoder and writes
    // Swift source constructing the devices.
    .executableTarget(name: "EmbedDevices", dependencies: ["AdPreviewCore", "AdPreviewFormats"]),
    .plugin(
      name: "EmbedDevicesPlugin", capability: .buildTool(), dependencies: ["EmbedDevices"]),
    .target(name: "AdPreviewTestSupport", dependencies: ["AdPreviewFormats", "AdPreviewCore", "AdPreviewRender"]),
    .testTarget(name: "AdPreviewFormatsTests", dependencies: ["AdPreviewFormats"]),
    .testTarget(
      name: "AdPreviewCoreTests",
      dependencies: ["AdPreviewFormats", "AdPreviewCore", "AdPreviewCatalog", "AdPreviewTestSupport"],
      exclude: ["Ads/__Snapshots__"]),
    .testTarget(
      name: "AdPreviewSourceTests", dependencies: ["AdPreviewFormats", "AdPreviewCore", "AdPreviewSource", "AdPreviewTestSupport"]),
    .testTarget(
      name: "AdPreviewRenderTests",
      dependencies: ["AdPreviewFormats", "AdPreviewRender", "AdPreviewCatalog", "AdPreviewTestSupport"],
      exclude: ["Scene/__Snapshots__"]),
    .testTarget(
      name: "AdPreviewAppTests",
      dependencies: ["AdPreviewFormats", "AdPreviewApp", "AdPreviewCatalog", "AdPreviewTestSupport"],
      exclude: ["View/__Snapshots__"]),
    .testTarget(
      name: "AdPreviewCLITests",
      dependencies: ["AdPreviewFormats", "AdPreviewSource", "AdPreviewCLI", "AdPreviewTestSupport"],
      exclude: ["Check/__Snapshots__", "Commands/__Snapshots__", "Lint/__Snapshots__", "Resources"]),
    .testTarget(name: "AdPreviewTUITests", dependencies: ["AdPreviewTUI", "AdPreviewSystem"]),
    .testTarget(name: "AdPreviewSystemTests", dependencies: ["AdPreviewSystem"]),
  ],
  swiftLanguageModes: [.v6]
)

// The macOS SDK's curses is part of its own Darwin module, which a #define in shim.h cannot
// reach: its wide-character calls are switched on for every module's C importer instead, the
// same everywhere so all modules agree on the Darwin module they import. (Linux: shim.h.)
for target in package.targets where target.type != .system && target.type != .plugin {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .unsafeFlags(["-Xcc", "-D_XOPEN_SOURCE_EXTENDED"], .when(platforms: [.macOS]))
    ]
}
