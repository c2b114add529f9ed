// swift-tools-version: 6.0
import PackageDescription

// How the adpreview binary is linked on Linux, for start-up (BENCHMARKS.md): the static Swift
// runtime's link flags export every symbol of our modules (3,500) to the dynamic symbol table,
// which nothing looks up, and the runtime's own start-up `dladdr` scans that table linearly.
//
// It also puts the functions a start runs (Linking/start-up.order, written by
// scripts/order-start-up.sh from the functions callgrind saw run) side by side at the front of
// the text: a start then touches about 30 pages of code instead of 60. That needs a section per
// function (`-function-sections`, set for every target below) and gold, the linker swift uses
// on Linux, named so that the flag and the linker always agree. Where gold is not installed
// (distributions whose binutils no longer ship it), swift's own linker links it unordered:
// it starts slower, and it builds.
//
// start-up link flags (scripts/bench-startup.sh links its empty program with this block)
#if os(Linux)
import Foundation

let goldIsInstalled = ((ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") + ["/usr/bin"])
  .contains { FileManager.default.isExecutableFile(atPath: "\($0)/ld.gold") }
#else
let goldIsInstalled = false
#endif
let startUpLinkerFlags =
  ["-Xlinker", "--no-export-dynamic"]
  + (goldIsInstalled
    ? ["-use-ld=gold", "-Xlinker", "--section-ordering-file=\(Context.packageDirectory)/Linking/start-up.order"] : [])
// Every module: a section a function, for the order above; and libstdc++ named as a library
// it links, so that the libraries the binary needs list libstdc++ first. Importing the C
// library (Glibc) links libm, which otherwise came first: the dynamic loader, which looks a
// symbol up in the needed libraries in that order, then looked each of libstdc++'s 1,800
// symbols up in libm before libstdc++, 74 thousand instructions at every start. And values
// copied and destroyed by the compiler's outlined helpers the way their type lays them out
// (`-disable-type-layout`), not through their type's value witnesses: those needed the
// type's metadata, which the runtime instantiates at first use (an optional's, an array's),
// eight types on `render`'s way, 4% of `check --ad all`'s instructions.
let startUpSwiftFlags = [
  "-Xfrontend", "-function-sections", "-Xfrontend", "-autolink-library", "-Xfrontend", "stdc++",
  "-Xfrontend", "-disable-type-layout",
]
// end of the start-up link flags

// Linux: ncursesw and tinfo are linked statically when their archives are installed (Debian's
// and Ubuntu's libncurses-dev has them, Fedora's ncurses-static): the binary then needs no
// ncurses at run time, and the commands that never draw do not load it at every start
// (BENCHMARKS.md). Elsewhere, and on macOS, the shared library as pkg-config or the SDK names it.
#if os(Linux)
let staticCursesArchives: [String]? = {
  #if arch(x86_64)
  let multiarch = "/usr/lib/x86_64-linux-gnu"
  #elseif arch(arm64)
  let multiarch = "/usr/lib/aarch64-linux-gnu"
  #else
  let multiarch = "/usr/lib"
  #endif
  for folder in [multiarch, "/usr/lib64", "/usr/lib"] {
    let archives = ["libncursesw.a", "libtinfo.a"].map { "\(folder)/\($0)" }
    if archives.allSatisfy({ FileManager.default.fileExists(atPath: $0) }) { return archives }
  }
  return nil
}()
#else
let staticCursesArchives: [String]? = nil
#endif
let cursesLinkerSettings: [LinkerSetting] =
  if let archives = staticCursesArchives {
    [.unsafeFlags(archives.flatMap { ["-Xlinker", $0] })]
  } else {
    [.linkedLibrary("ncursesw", .when(platforms: [.linux])), .linkedLibrary("ncurses", .when(platforms: [.macOS]))]
  }

let package = Package(
  name: "adpreview",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "adpreview", targets: ["adpreview"])
  ],
  targets: [
    // Pure domain: geometry, devices, scenes, ads, findings, lifecycle. No IO.
    .target(name: "AdPreviewCore"),
    // The one module that names the C library (Glibc, Musl or Darwin) and holds what differs
    // between them; everything that calls the C library imports it. No curses.
    .target(name: "AdPreviewSystem"),
    // The bundled devices, decoded and validated at build time and compiled in as values.
    // Their arrays are built when a device is first asked for, not laid out as static objects:
    // those hold pointers (to long strings, to nested arrays) that the dynamic loader
    // relocates at every start, writing to, and so copying, six pages of data that a
    // command using one device never reads (BENCHMARKS.md).
    .target(
      name: "AdPreviewCatalog", dependencies: ["AdPreviewCore"],
      swiftSettings: [.unsafeFlags(["-Xllvm", "-sil-disable-pass=object-outliner"])],
      plugins: ["EmbedDevicesPlugin"]),
    // Pure rendering: cell buffer, terminal diff, scene picture, text / ANSI / SVG.
    .target(name: "AdPreviewRender", dependencies: ["AdPreviewCore"]),
    // The interactive previewer as a pure state machine plus a single-threaded loop.
    .target(name: "AdPreviewApp", dependencies: ["AdPreviewCore", "AdPreviewRender"]),
    // Argument parsing and subcommands that return their output.
    .target(
      name: "AdPreviewCLI",
      dependencies: ["AdPreviewCore", "AdPreviewRender", "AdPreviewApp", "AdPreviewCatalog", "AdPreviewSystem"]),
    // curses: the wide-character ncursesw on Linux, the SDK's own on macOS (pkg-config optional,
    // and not asked when the static archives are linked: it can only name the shared library).
    .systemLibrary(
      name: "CNCursesW", pkgConfig: staticCursesArchives == nil ? "ncursesw" : nil,
      providers: [.apt(["libncurses-dev"]), .brew(["ncurses"])]),
    // The only module that touches ncurses. A module map cannot link by platform, so it links here.
    .target(
      name: "AdPreviewTUI", dependencies: ["AdPreviewApp", "AdPreviewRender", "AdPreviewSystem", "CNCursesW"],
      linkerSettings: cursesLinkerSettings),
    .executableTarget(
      name: "adpreview", dependencies: ["AdPreviewCLI", "AdPreviewTUI", "AdPreviewSystem"],
      linkerSettings: [.unsafeFlags(startUpLinkerFlags, .when(platforms: [.linux]))]),
    .executableTarget(
      name: "adpreview-bench",
      dependencies: [
        "AdPreviewCore", "AdPreviewRender", "AdPreviewApp", "AdPreviewCLI", "AdPreviewTUI", "AdPreviewCatalog", "AdPreviewSystem",
      ]),
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
      exclude: ["Check/__Snapshots__", "Commands/__Snapshots__", "Resources"]),
    .testTarget(name: "AdPreviewTUITests", dependencies: ["AdPreviewTUI", "AdPreviewSystem"]),
    .testTarget(name: "AdPreviewSystemTests", dependencies: ["AdPreviewSystem"]),
  ],
  swiftLanguageModes: [.v6]
)

// The macOS SDK's curses is part of its own Darwin module, which a #define in shim.h cannot
// reach: its wide-character calls are switched on for every module's C importer instead, the
// same everywhere so all modules agree on the Darwin module they import. (Linux: shim.h.)
//
// Concrete generic types' metadata (an array of slots, an optional scene…) is reached through
// direct accessor calls instead of mangled names that the runtime demangles on first use:
// `render` executes 15% fewer instructions from start to exit (BENCHMARKS.md). Generic types'
// metadata caches are allocated when first used instead of reserved, 128 bytes each, in the
// zero-filled data for all 800 of them: a start touches 17 fewer pages.
for target in package.targets where target.type != .system && target.type != .plugin {
  target.swiftSettings = (target.swiftSettings ?? []) + [
    .unsafeFlags(["-Xcc", "-D_XOPEN_SOURCE_EXTENDED"], .when(platforms: [.macOS])),
    .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"]),
    .unsafeFlags(["-Xfrontend", "-disable-preallocated-instantiation-caches"]),
    .unsafeFlags(startUpSwiftFlags, .when(platforms: [.linux])),
  ]
}
