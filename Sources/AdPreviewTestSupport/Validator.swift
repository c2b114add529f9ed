import Foundation
import Testing

/// A program or Python module that a test reads an output back with: the real parser,
/// schema, terminal emulator, shell, browser or OCR engine.
///
/// Where one is missing, a test that needs it is skipped with the reason and the command that
/// installs it, so `swift test` passes for a newcomer; under CI (`CI` set, as GitHub Actions
/// and `.ci/run` do) the test runs and fails instead, so nothing is skipped there unseen.
/// `ADPREVIEW_OPTIONAL_VALIDATORS=1` lets a CI job without some of them (a Mac without
/// Chromium) skip as a newcomer does.
public enum Validator: String, CaseIterable, Sendable {
  case python3
  case pyte
  case junitparser
  case jsonschema
  case pillow
  case chromium
  case ffprobe
  case asciinema
  case zsh
  case fish
  case groff
  case tesseract

  /// The Python module's import name, for the ones that are Python modules.
  var pythonModule: String? {
    switch self {
    case .pyte, .junitparser, .jsonschema: rawValue
    case .pillow: "PIL"
    case .python3, .chromium, .ffprobe, .asciinema, .zsh, .fish, .groff, .tesseract: nil
    }
  }

  /// How to install it.
  public var install: String {
    switch self {
    case .pyte, .junitparser, .jsonschema, .pillow: "python3 -m pip install pyte junitparser jsonschema pillow"
    case .python3: "apt-get install python3"
    case .ffprobe: "apt-get install ffmpeg"
    case .tesseract: "apt-get install tesseract-ocr"
    case .chromium, .asciinema, .zsh, .fish, .groff: "apt-get install \(rawValue)"
    }
  }

  /// Whether it is installed here.
  public var isAvailable: Bool {
    if let pythonModule { return Validator.pythonModules.contains(pythonModule) }
    if self == .chromium { return Validator.chromiumPath != nil }
    return Validator.find(rawValue) != nil
  }

  /// Whether a missing validator fails its tests rather than skipping them.
  public static var required: Bool {
    let environment = ProcessInfo.processInfo.environment
    guard let ci = environment["CI"], !ci.isEmpty, ci != "false" else { return false }
    return environment["ADPREVIEW_OPTIONAL_VALIDATORS"].map(\.isEmpty) ?? true
  }

  /// Headless Chromium's path: `chromium`, `chromium-browser` or `google-chrome` on the PATH.
  public static let chromiumPath: String? = ["chromium", "chromium-browser", "google-chrome"].lazy.compactMap(find).first

  /// A program's path on the PATH (or in the usual folders when the PATH is bare).
  public static func find(_ program: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    let folders = path.split(separator: ":").map(String.init) + ["/usr/local/bin", "/usr/bin", "/bin"]
    return folders.map { "\($0)/\(program)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// The Python modules that import here, asked of python3 once.
  static let pythonModules: Set<String> = {
    guard let python = find("python3") else { return [] }
    let modules = Validator.allCases.compactMap(\.pythonModule)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: python)
    process.arguments =
      [
        "-c", "import importlib.util, sys\nprint(' '.join(m for m in sys.argv[1:] if importlib.util.find_spec(m)))",
      ] + modules
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return [] }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Set(String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace).map(String.init))
  }()
}

extension Trait where Self == ConditionTrait {
  /// Runs the test when every validator is installed, or under CI; skips it otherwise, saying
  /// which are missing and how to install them.
  public static func needs(_ validators: Validator...) -> Self {
    let missing = validators.filter { !$0.isAvailable }
    let installs = missing.map(\.install).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
    let reason = "needs \(missing.map(\.rawValue).joined(separator: ", ")) (\(installs.joined(separator: "; ")))"
    return .enabled(if: missing.isEmpty || Validator.required, Comment(rawValue: reason))
  }
}

extension Tag {
  /// A fuzzer: thousands of generated inputs (`ADPREVIEW_FUZZ=full` for the full counts).
  @Tag public static var fuzz: Self
  /// A test that runs another program: the built binary, Python, a shell, a browser.
  @Tag public static var external: Self
}
