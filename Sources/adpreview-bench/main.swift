import AdPreviewApp
import AdPreviewCLI
import AdPreviewCatalog
import AdPreviewCore
import AdPreviewFormats
import AdPreviewRender
import AdPreviewSystem
import AdPreviewTUI

// The project's benchmark (BENCHMARKS.md says what each line measures and its budget). Run: swift run -c release adpreview-bench

func seconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Runs `body` for about `budget` seconds; returns (iterations, seconds).
func measure(_ budget: Double = 1.0, _ body: () -> Void) -> (Int, Double) {
  body()
  var count = 0
  let start = seconds()
  var now = start
  while now - start < budget {
    for _ in 0..<16 { body() }
    count += 16
    now = seconds()
  }
  return (count, now - start)
}

/// Counts the bytes an ANSI terminal would receive for each frame's changes: a cursor move
/// per run of adjacent cells, an SGR sequence per style change, the glyphs' UTF-8.
struct ByteCountingBackend: TerminalBackend {
  var bytes = 0
  var glyphBytes = 0
  /// What the changed cells themselves cost: each one's glyph and its own style sequence.
  var cellBytes = 0
  private var cursor: (x: Int, y: Int)?
  private var style: Style?

  mutating func draw(_ changes: [CellChange]) {
    for change in changes {
      if cursor == nil || cursor! != (change.x, change.y) {
        bytes += "\u{1B}[\(change.y + 1);\(change.x + 1)H".utf8.count
      }
      if style != change.cell.style {
        bytes += ANSIWriter.sgr(change.cell.style).utf8.count
        style = change.cell.style
      }
      let glyph = String(change.cell.grapheme).utf8.count
      bytes += glyph
      glyphBytes += glyph
      cellBytes += glyph + ANSIWriter.sgr(change.cell.style).utf8.count
      cursor = (change.x + Int(max(1, change.cell.width)), change.y)
    }
  }

  mutating func clear() {
    cursor = nil
    style = nil
  }

  mutating func flush() {}
}

let catalog = DeviceLoader.bundled()
func line(_ text: String) { print(text) }

/// `value` with `decimals` digits after the point.
func fixed(_ value: Double, _ decimals: Int = 3) -> String {
  var scale = 1.0
  for _ in 0..<decimals { scale *= 10 }
  let rounded = (value * scale).rounded() / scale
  var text = String(rounded)
  let parts = text.split(separator: ".", omittingEmptySubsequences: false)
  let fraction = parts.count > 1 ? String(parts[1]) : ""
  text = String(parts[0]) + "." + fraction + String(repeating: "0", count: max(0, decimals - fraction.count))
  return text
}

// 1. Scene resolution + placement + findings.
// The scenes `check --ad all` sweeps (each device on its newest release), in every format.
var selections: [Selection] = []
SceneSweep(devices: catalog.devices).forEachSelection(base: Selection()) { _, selection in
  for format in AdFormat.allCases {
    var selection = selection
    selection.slot = AdSlot(format: format)
    selections.append(selection)
  }
}
// The inputs in three arrays rather than one of tuples: copying a tuple of structs goes
// through the runtime's generic copy, which is the harness's cost, not the engine's.
let requests = selections.map { selection in
  SceneRequest(
    device: catalog.device(id: selection.deviceID)!, orientation: selection.orientation, posture: selection.posture, window: selection.window)
}
let slots = selections.map(\.slot)
let settings = selections.map(\.request)
var findings = 0
@MainActor func resolveAll() {
  for index in requests.indices {
    guard let scene = try? Scene(requests[index]) else { continue }
    findings &+= AdEvaluation(slot: slots[index], request: settings[index], scene: scene).findings.count
  }
}
let (sceneRuns, sceneTime) = measure(1.0, resolveAll)
let scenesPerSecond = Double(sceneRuns * requests.count) / sceneTime
line("scenes (resolve + place + findings): \(Int(scenesPerSecond)) per second over \(requests.count) distinct scenes (budget ≥ 500000)")
if CommandLine.arguments.contains("--profile-scenes") {
  // For `perf record`: a few seconds of scene resolution alone.
  _ = measure(4.0, resolveAll)
  exit(0)
}

// 2. Render a 200×60 frame into the cell buffer.
func renderTime(_ selection: Selection, label: String) {
  let model = try! PreviewModel(session: PreviewSession.settled(catalog: catalog, selection: selection))
  let (runs, time) = measure(1.0) { _ = SceneRenderer.render(model, columns: 200, rows: 60) }
  line("render 200×60 (\(label)): \(fixed(time / Double(runs) * 1000)) ms a frame (budget ≤ 0.2 ms)")
}
renderTime(Selection(), label: "iPhone X, banner")
renderTime(Selection(deviceID: "galaxy-z-fold-5", posture: .halfOpen, slot: AdSlot(format: .native)), label: "Z Fold5 half-open, native")
renderTime(Selection(deviceID: "ipad-pro-11", orientation: .landscapeLeft, window: .tiled(.left)), label: "iPad tiled half")
if CommandLine.arguments.contains("--profile-render") {
  // For `perf record`: a few seconds of the three frames alone.
  let models = try [
    Selection(), Selection(deviceID: "galaxy-z-fold-5", posture: .halfOpen, slot: AdSlot(format: .native)),
    Selection(deviceID: "ipad-pro-11", orientation: .landscapeLeft, window: .tiled(.left)),
  ].map { try PreviewModel(session: PreviewSession.settled(catalog: catalog, selection: $0)) }
  _ = measure(4.0) { for model in models { _ = SceneRenderer.render(model, columns: 200, rows: 60) } }
  exit(0)
}

// 3. Terminal bytes: unchanged frame, spinner tick, rotate.
do {
  let selection = Selection()
  let resolved = try selection.resolve(in: catalog)
  let size = Size(width: 375, height: 59)
  var terminal = Terminal(backend: ByteCountingBackend())
  let tick0 = PreviewModel(resolved: resolved, adStates: [.loading(request: 2, size: size, spinner: 0)])
  let tick1 = PreviewModel(resolved: resolved, adStates: [.loading(request: 2, size: size, spinner: 1)])
  terminal.draw(SceneRenderer.render(tick0, columns: 200, rows: 60))
  terminal.backend = ByteCountingBackend()
  terminal.draw(SceneRenderer.render(tick0, columns: 200, rows: 60))
  line("unchanged frame: \(terminal.backend.bytes) bytes (budget 0)")
  terminal.backend = ByteCountingBackend()
  let cells = terminal.draw(SceneRenderer.render(tick1, columns: 200, rows: 60))
  let tickRatio = Double(terminal.backend.bytes) / Double(max(1, terminal.backend.cellBytes))
  line(
    "spinner tick: \(cells) cells changed, \(terminal.backend.bytes) bytes written for \(terminal.backend.cellBytes) bytes of changed cells (\(fixed(tickRatio, 2))×; budget ≤ 1.5×)"
  )
  var rotated = selection
  rotated.orientation = .landscapeLeft
  let landscape = try PreviewModel(session: PreviewSession.settled(catalog: catalog, selection: rotated))
  let portrait = try PreviewModel(session: PreviewSession.settled(catalog: catalog, selection: selection))
  terminal.draw(SceneRenderer.render(portrait, columns: 200, rows: 60))
  terminal.backend = ByteCountingBackend()
  let rotateCells = terminal.draw(SceneRenderer.render(landscape, columns: 200, rows: 60))
  let ratio = Double(terminal.backend.bytes) / Double(max(1, terminal.backend.cellBytes))
  line(
    "rotate: \(rotateCells) cells changed, \(terminal.backend.bytes) bytes written for \(terminal.backend.cellBytes) bytes of changed cells (\(fixed(ratio, 2))×; budget ≤ 1.5×)"
  )
}

// 3b. Animations at 200×60: a rotation and a fold, frame by frame as the previewer draws
// them (one every 33 ms), with the bytes each frame writes against its changed cells.
func animation(_ label: String, device: String, key: Character) throws {
  var state = try AppState(
    configuration: AppConfiguration(catalog: catalog, selection: Selection(deviceID: device)), columns: 200, rows: 60)
  state.advance(to: 1000)
  var terminal = Terminal(backend: ByteCountingBackend())
  terminal.draw(AppView.render(state, options: RenderOptions()))
  _ = state.handle(.key(.character(key)), at: 1001)
  var frames = 0
  var bytes = 0
  var cellBytes = 0
  var slowest = 0.0
  var time = 1001
  var pictures = [AppView.render(state, options: RenderOptions())]
  while state.animation != nil || frames == 0 {
    terminal.backend = ByteCountingBackend()
    let start = seconds()
    let picture = AppView.render(state, options: RenderOptions())
    pictures.append(picture)
    terminal.draw(picture)
    slowest = max(slowest, seconds() - start)
    bytes += terminal.backend.bytes
    cellBytes += terminal.backend.cellBytes
    frames += 1
    time += 33
    state.advance(to: time)
  }
  line(
    "\(label) animation at 200×60: \(frames) frames, slowest \(fixed(slowest * 1000)) ms to render and diff "
      + "(\(Int(1 / max(slowest, 1e-9))) frames/s possible; budget ≥ 30), \(bytes / frames) bytes a frame for "
      + "\(cellBytes / frames) bytes of changed cells (\(fixed(Double(bytes) / Double(max(1, cellBytes)), 2))×; budget ≤ 1.5×)")
  if let real = NCursesOutputMeter.bytes(for: pictures) {
    let total = real.reduce(0, +)
    line(
      "  ncurses' own output for the same frames: \(total / max(1, real.count)) bytes a frame "
        + "(\(fixed(Double(total) / Double(max(1, cellBytes)), 2))× the changed cells)")
  }
}
try animation("rotate", device: "iphone-x", key: "r")
try animation("fold", device: "galaxy-z-fold-5", key: "f")
// The turning picture with a thin fold through it, which the previewer draws as a line.
try animation("rotate the iPhone Duo", device: "iphone-duo", key: "r")

// 3c. Cycling every device with `d`, as a user looks through the catalog: each press is
// handled and its frame drawn, as the previewer's loop does. Two figures: the work a press
// costs, and how long after the key its frame is drawn by the loop (on a manual clock, a
// press every 110 ms, so that presses land just after the spinner frames of the load the
// last one started).
do {
  var state = try AppState(configuration: AppConfiguration(catalog: catalog), columns: 200, rows: 60)
  state.advance(to: 1000)
  var terminal = Terminal(backend: ByteCountingBackend())
  terminal.draw(AppView.render(state, options: RenderOptions()))
  var handling = 0.0
  var drawing = 0.0
  var slowest = 0.0
  var time = 1000
  let count = catalog.devices.count
  var frames = [AppView.render(state, options: RenderOptions())]
  for _ in 0..<count {
    time += 50
    let start = seconds()
    _ = state.handle(.key(.character("d")), at: time)
    let handled = seconds()
    let frame = AppView.render(state, options: RenderOptions())
    terminal.draw(frame)
    let drawn = seconds()
    frames.append(frame)
    handling += handled - start
    drawing += drawn - handled
    slowest = max(slowest, drawn - start)
  }
  line(
    "d through \(count) devices at 200×60: \(fixed(handling / Double(count) * 1000)) ms to handle a press, "
      + "\(fixed(drawing / Double(count) * 1000)) ms to draw its frame, slowest press \(fixed(slowest * 1000)) ms")
  if let real = NCursesOutputMeter.bytes(for: frames) {
    let start = seconds()
    _ = NCursesOutputMeter.bytes(for: frames)
    line(
      "  ncurses' own output for those frames: \(real.reduce(0, +) / max(1, real.count)) bytes a press, the largest \(real.max() ?? 0); "
        + "\(fixed((seconds() - start) / Double(frames.count) * 1000)) ms of ncurses a frame")
  }
  let clock = ManualClock()
  let presses = (0..<count).map { (time: 1000 + $0 * 110, event: InputEvent.key(.character("d"))) }
  var loop = Runtime(
    state: try AppState(configuration: AppConfiguration(catalog: catalog), columns: 200, rows: 60),
    backend: TestBackend(width: 200, height: 60), input: ScriptedInput(presses, clock: clock), clock: clock,
    options: RenderOptions()
  ) { _ in .ended }
  var frameTimes: [Int] = []
  loop.onFrame = { time, _ in frameTimes.append(time) }
  while clock.now() < 1000 + count * 110 + 500, loop.step() {}
  let lags = presses.map { press in (frameTimes.first { $0 >= press.time } ?? press.time) - press.time }
  line(
    "  the loop draws a press's frame \(lags.max() ?? 0) ms after the key at most (\(lags.filter { $0 > 0 }.count) of \(count) "
      + "presses waited; budget: at once, the frame cap is for spinners and animations)")
  if CommandLine.arguments.contains("--profile-devices") {
    let (presses, _) = measure(4.0) {
      time += 50
      _ = state.handle(.key(.character("d")), at: time)
      terminal.draw(AppView.render(state, options: RenderOptions()))
    }
    line("  \(presses) presses profiled")
    exit(0)
  }
}

// 4. The catalog. The bundled one is compiled in: building it is sorting values. A user's
// folder (`--devices DIR`) is decoded and validated; the source tree's devices/ stand in for
// one when the benchmark runs from the package folder.
let (builds, buildTime) = measure(0.5) { _ = DeviceCatalog(devices: BundledDevices.devices) }
line("the bundled catalog (\(catalog.devices.count) devices, compiled in): \(fixed(buildTime / Double(builds) * 1000)) ms to build")
if let names = CommandContext.system().listDirectory("devices") {
  let files = try names.sorted().filter { $0.hasSuffix(".json") }.map { ("devices/\($0)", try CommandContext.system().readFile("devices/\($0)")) }
  let (decodes, decodeTime) = measure(0.5) { _ = try! DeviceCatalog.decode(files: files) }
  line("decode and validate devices/*.json as a --devices folder (\(files.count) files): \(fixed(decodeTime / Double(decodes) * 1000)) ms")
}
_ = findings

// 5. `check --ad all` across OS releases, in-process: the time grows with the releases swept
// (each device on each release it runs), and `--os all` is the whole sweep.
for releases in ["", "18", "18,26", "18,26,27", "all"] {
  let arguments = ["check", "--ad", "all"] + (releases.isEmpty ? [] : ["--os", releases])
  var scenes = 0
  let (runs, time) = measure(1.0) {
    // The text table's last line: `N scenes checked, …`.
    if case .reportOutput(let bytes, _, _) = AdPreviewCommand.run(arguments, context: CommandContext()),
      let summary = String(decoding: bytes, as: UTF8.self).split(separator: "\n").last(where: { $0.contains(" scenes checked") }),
      let count = Int(summary.prefix { $0 != " " })
    {
      scenes = count
    }
  }
  let perScene = time / Double(runs) / Double(max(1, scenes)) * 1e6
  line(
    "check --ad all \(releases.isEmpty ? "(each device's newest)" : "--os \(releases)"): \(scenes) scenes in "
      + "\(fixed(time / Double(runs) * 1000, 1)) ms (\(fixed(perScene, 2)) µs a scene)")
}

// 6. JSON both ways, on the report of `check --ad all --json` over the whole catalog (a
// result a line, every scene's ad): written as the check writes it, and read back as device
// files, baselines and configs are read.
do {
  var report: [UInt8] = []
  let (writes, writeTime) = measure(1.0) {
    if case .reportOutput(let bytes, _, _) = AdPreviewCommand.run(["check", "--ad", "all", "--json"], context: CommandContext()) {
      report = bytes
    }
  }
  let (checks, checkTime) = measure(1.0) { _ = AdPreviewCommand.run(["check", "--ad", "all"], context: CommandContext()) }
  let megabytes = Double(report.count) / 1_000_000
  line(
    "check --ad all --json: \(fixed(writeTime / Double(writes) * 1000, 1)) ms for \(fixed(megabytes, 1)) MB, "
      + "\(fixed(writeTime / Double(writes) / (checkTime / Double(checks)), 2))× the text run (\(fixed(checkTime / Double(checks) * 1000, 1)) ms)")
  let (reads, readTime) = measure(1.0) { _ = try? JSONParser.parse(report) }
  line(
    "JSON read: \(fixed(readTime / Double(reads) * 1000, 1)) ms for \(fixed(megabytes, 1)) MB (\(fixed(megabytes / (readTime / Double(reads)), 0)) MB/s)"
  )
}

// Where a frame's time goes (for tuning).
if CommandLine.arguments.contains("--parts") {
  let model = try PreviewModel(session: PreviewSession.settled(catalog: catalog, selection: Selection()))
  let (a, ta) = measure(0.5) { _ = CellBuffer(width: 200, height: 60) }
  line("  empty 200×60 buffer: \(fixed(ta / Double(a) * 1000)) ms")
  let (b, tb) = measure(0.5) {
    var buffer = CellBuffer(width: 200, height: 60)
    DevicePicture.draw(model, in: CellRect(x: 1, y: 2, width: 140, height: 54), into: &buffer, options: RenderOptions())
  }
  line("  buffer + device picture: \(fixed(tb / Double(b) * 1000)) ms")
  let (c, tc) = measure(0.5) {
    var buffer = CellBuffer(width: 200, height: 60)
    for y in 0..<60 { buffer.put("Device    iPhone X · phone · @3x   Screen 375×812 · portrait", x: 140, y: y, maxWidth: 58) }
  }
  line("  buffer + 60 lines of panel text: \(fixed(tc / Double(c) * 1000)) ms")
}

if CommandLine.arguments.contains("--profile-picture") {
  let model = try PreviewModel(session: PreviewSession.settled(catalog: catalog, selection: Selection()))
  for _ in 0..<300 {
    var buffer = CellBuffer(width: 200, height: 60)
    DevicePicture.draw(model, in: CellRect(x: 1, y: 2, width: 140, height: 54), into: &buffer, options: RenderOptions())
  }
}
