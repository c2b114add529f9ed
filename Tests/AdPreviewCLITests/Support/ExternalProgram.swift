import Foundation

/// Runs a program found on the PATH with `input` on its standard input, as the tests read
/// outputs back with the tools that read them for real (pyte, bash, zsh, fish, groff).
func runProgram(_ program: String, _ arguments: [String], input: String = "") throws -> (stdout: String, stderr: String, status: Int32) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = [program] + arguments
  let stdin = Pipe()
  let stdout = Pipe()
  let stderr = Pipe()
  process.standardInput = stdin
  process.standardOutput = stdout
  process.standardError = stderr
  // A program that ends before reading its input (a missing Python module) must fail its
  // test, not end the test run: a write to its closed pipe is an error, not SIGPIPE.
  _ = ignoreBrokenPipes
  try process.run()
  try? stdin.fileHandleForWriting.write(contentsOf: Data(input.utf8))
  try? stdin.fileHandleForWriting.close()
  let out = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  let err = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  process.waitUntilExit()
  return (out, err, process.terminationStatus)
}

/// SIGPIPE ignored for the test process, once: a child that stops reading makes the write
/// fail, which the child's exit status then explains.
let ignoreBrokenPipes: Void = { _ = signal(SIGPIPE, SIG_IGN) }()
