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
  try process.run()
  stdin.fileHandleForWriting.write(Data(input.utf8))
  try stdin.fileHandleForWriting.close()
  let out = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  let err = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  process.waitUntilExit()
  return (out, err, process.terminationStatus)
}
