import AdPreviewTestSupport
import Foundation

/// Runs python3 to validate an output with a real parser or schema. A test that needs it says
/// so with `.needs(…)`, naming the modules it imports (`Validator`).
enum Python {
  static let executable: String? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") {
      let candidate = "\(folder)/python3"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }()

  /// Runs `script` with `input` on standard input; returns the exit status and everything printed.
  static func run(_ script: String, input: String, arguments: [String] = []) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable ?? "/usr/bin/python3")
    process.arguments = ["-c", script] + arguments
    let stdin = Pipe()
    let stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stdout
    _ = ignoreBrokenPipes
    try process.run()
    let writer = Thread {
      try? stdin.fileHandleForWriting.write(contentsOf: Data(input.utf8))
      try? stdin.fileHandleForWriting.close()
    }
    writer.start()
    let data = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// A GIF as Pillow reads it: its format, how many frames, their delays added up (ms), and
  /// its size in pixels.
  static func gif(_ path: String) throws -> (format: String, frames: Int, milliseconds: Int, width: Int, height: Int)? {
    let program = """
      import sys
      from PIL import Image
      image = Image.open(sys.argv[1])
      frames, total = 0, 0
      try:
          while True:
              total += image.info["duration"]
              frames += 1
              image.seek(image.tell() + 1)
      except EOFError:
          pass
      print(image.format, frames, total, image.size[0], image.size[1])
      """
    let (status, output) = try run(program, input: "", arguments: [path])
    let words = output.split(whereSeparator: \.isWhitespace)
    guard status == 0, words.count == 5, let frames = Int(words[1]), let total = Int(words[2]), let width = Int(words[3]),
      let height = Int(words[4])
    else { return nil }
    return (String(words[0]), frames, total, width, height)
  }

  /// The start of a Python program that screenshots an SVG in headless Chromium: `shot(name,
  /// at)` renders `svg` (argv 1) with `chromium` (argv 2) into `folder` (argv 3) at
  /// `width`×`height`, its animations paused `at` ms in, and returns the picture in RGB.
  static func chromiumShot(width: Int, height: Int) -> String {
    """
    import sys, subprocess
    from PIL import Image
    svg, chromium, folder = sys.argv[1:4]
    def shot(name, at):
        # A copy of the SVG paused at `at` ms once loaded: the picture at that moment of its
        # animation, however long Chromium takes to start (a virtual-time budget alone let a
        # busy machine screenshot the first frame twice).
        head, _, tail = open(svg, encoding="utf-8").read().rpartition("</svg>")
        seek = ("<script>window.addEventListener('load', function () { var s = document.documentElement; "
                "s.pauseAnimations(); s.setCurrentTime(%f); });</script>" % (at / 1000))
        paused = folder + "/" + name + ".svg"
        open(paused, "w", encoding="utf-8").write(head + seek + "</svg>" + tail)
        args = [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
                "--window-size=\(width),\(height)", "--screenshot=" + folder + "/" + name, "--virtual-time-budget=500"]
        subprocess.run(args + ["file://" + paused], capture_output=True, timeout=120)
        return Image.open(folder + "/" + name).convert("RGB")

    """
  }

  /// Validates a SARIF log against the 2.1.0 schema and checks each result's rule index, then
  /// runs `body` (Python, four-space indented, with each result as `r` and the rule ids as
  /// `rules`) for each result; returns the exit status and everything printed.
  static func eachSARIFResult(_ log: String, _ body: String) throws -> (status: Int32, output: String) {
    let script = """
      import json, sys, jsonschema
      schema = json.load(open(sys.argv[1]))
      log = json.load(sys.stdin)
      jsonschema.validate(log, schema)
      rules = [r["id"] for r in log["runs"][0]["tool"]["driver"]["rules"]]
      for r in log["runs"][0]["results"]:
          assert rules[r["ruleIndex"]] == r["ruleId"]
      """ + "\n" + body
    return try run(script, input: log, arguments: [resource("sarif-schema-2.1.0.json")])
  }

  /// A file in this test target's Resources folder.
  static func resource(_ name: String) -> String {
    packageRoot().appendingPathComponent("Tests/AdPreviewCLITests/Resources/\(name)").path
  }
}
