import AdPreviewCLI
import AdPreviewSystem
import AdPreviewTUI

// Parse and run; print what the command returned; start the previewer when asked.
let context = CommandContext.system()
switch AdPreviewCommand.run(Array(CommandLine.arguments.dropFirst()), context: context) {
case .output(let stdout, let stderr, let exitCode):
  exit(StandardOutput.emit(stdout: stdout, stderr: stderr, exitCode: exitCode))
case .utf8Output(let stdout):
  exit(StandardOutput.emit(utf8: stdout))
case .reportOutput(let stdout, let stderr, let exitCode):
  exit(StandardOutput.emit(utf8: stdout, stderr: stderr, exitCode: exitCode))
case .interactive(let configuration):
  exit(
    InteractivePreviewer.run(
      configuration, environment: context.environment, export: SessionExports.writer(configuration, context: context),
      watch: LiveReload.watch(configuration, context: context)))
}
