import AdPreviewCLI
import AdPreviewTUI

#if canImport(Glibc)
  import Glibc
#endif

/// Writes all of `text` to a file descriptor.
func emit(_ text: String, to descriptor: Int32) {
  var bytes = Array(text.utf8)[...]
  while !bytes.isEmpty {
    let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    if written < 0 && errno == EINTR { continue }
    guard written > 0 else { return }
    bytes = bytes.dropFirst(written)
  }
}

// Parse and run; print what the command returned; start the previewer when asked.
let context = CommandContext.system()
switch AdPreviewCommand.run(Array(CommandLine.arguments.dropFirst()), context: context) {
case .output(let stdout, let stderr, let exitCode):
  emit(stdout, to: STDOUT_FILENO)
  emit(stderr, to: STDERR_FILENO)
  exit(exitCode)
case .interactive(let configuration):
  exit(InteractivePreviewer.run(configuration, environment: context.environment))
}
