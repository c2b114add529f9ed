import AdPreviewTestSupport
import Foundation
import Testing

/// Completion scripts and the man page, written from the option tables: each checked by the
/// program that reads it.
@Suite struct GenerationTests {
  /// What bash completes for the words typed so far.
  func bashCompletes(_ words: [String]) throws -> [String] {
    let script = adpreview("--generate-completion-script", "bash").stdout
    let folder = try TemporaryFolder()
    let path = try folder.write("adpreview.bash", Array(script.utf8))
    let array = words.map { "'\($0)'" }.joined(separator: " ")
    let (out, err, status) = try runProgram(
      "bash", ["-c", "source \(path); COMP_WORDS=(\(array)); COMP_CWORD=\(words.count - 1); _adpreview; printf '%s\\n' \"${COMPREPLY[@]}\""])
    #expect(status == 0, "\(err)")
    return out.split(separator: "\n").map(String.init)
  }

  @Test func bashCompletesCommandsOptionsAndDevices() throws {
    let devices = try bashCompletes(["adpreview", "render", "--device", "iph"])
    #expect(devices.contains("iphone-x") && devices.contains("iphone-14-pro"))
    #expect(devices.contains("iphone-15"), "covered models complete too")
    #expect(devices.allSatisfy { $0.hasPrefix("iph") })
    #expect(try bashCompletes(["adpreview", "ch"]) == ["check"])
    #expect(try bashCompletes(["adpreview", "render", "--orientation", "land"]) == ["landscape-left", "landscape-right"])
    #expect(try bashCompletes(["adpreview", "check", "--rep"]).sorted() == ["--report", "--reporter"])
    #expect(try bashCompletes(["adpreview", "check", "--reporter", "s"]) == ["sarif"])
    // A value's aliases complete too.
    #expect(try bashCompletes(["adpreview", "check", "--reporter", "git"]).sorted() == ["github", "github-actions-logging"])
    #expect(try bashCompletes(["adpreview", "lint", "--reporter", "git"]).sorted() == ["github", "github-actions-logging"])
  }

  @Test func valuesComeFromEachCommandsOwnDeclaration() throws {
    #expect(try bashCompletes(["adpreview", "check", "--ad", "al"]) == ["all"])
    #expect(try bashCompletes(["adpreview", "render", "--ad", "al"]).isEmpty, "only check takes --ad all")
    #expect(try bashCompletes(["adpreview", "check", "--only", "tab"]) == ["tablet"])
    #expect(try bashCompletes(["adpreview", "render", "--format", ""]).sorted() == ["ansi", "png", "svg", "text"])
    #expect(try bashCompletes(["adpreview", "--device", "ipad-pro-1", "--orientation", "p"]).sorted() == ["portrait", "portrait-upside-down"])
    #expect(try bashCompletes(["adpreview", "--generate-completion-script", ""]).sorted() == ["bash", "fish", "zsh"])
    #expect(try bashCompletes(["adpreview", "findings", "--"]).sorted() == ["--help", "--json", "--markdown"])
    #expect(try bashCompletes(["adpreview", "findings", "stale"]) == ["stale-size"])
  }

  @Test(.tags(.external), .needs(.zsh)) func zshReadsItsScript() throws {
    let script = adpreview("--generate-completion-script", "zsh").stdout
    #expect(script.hasPrefix("#compdef adpreview"))
    // zsh's own _arguments, with each option's help and its values.
    #expect(script.contains("'--orientation=[portrait, landscape-left"))
    #expect(script.contains(":O:(portrait landscape-left landscape-right portrait-upside-down)'"))
    let (_, err, status) = try runProgram("zsh", ["-n"], input: script)
    #expect(status == 0, "\(err)")
  }

  @Test(.tags(.external), .needs(.fish)) func fishReadsItsScript() throws {
    let script = adpreview("--generate-completion-script", "fish").stdout
    let folder = try TemporaryFolder()
    let path = try folder.write("adpreview.fish", Array(script.utf8))
    let (_, err, status) = try runProgram("fish", ["--no-execute", path])
    #expect(status == 0, "\(err)")
    #expect(script.contains("-l device -x -a"))
  }

  @Test(.tags(.external), .needs(.groff)) func theManualRendersWithoutWarnings() throws {
    let page = adpreview("--generate-manual").stdout
    let (text, warnings, status) = try runProgram("groff", ["-man", "-Tutf8", "-ww"], input: page)
    #expect(status == 0)
    #expect(warnings.isEmpty, "\(warnings)")
    for heading in ["NAME", "SYNOPSIS", "COMMANDS", "KEYS", "EXIT STATUS", "ENVIRONMENT", "FILES", "EXAMPLES"] {
      #expect(page.contains(".SH \(heading)"))
    }
    #expect(text.contains("check"))
  }

  @Test func aShellItDoesNotKnowIsAUsageError() {
    let run = adpreview("--generate-completion-script", "tcsh")
    #expect(run.exitCode == 2)
    #expect(run.stderr.contains("--generate-completion-script: \"tcsh\" is not one of bash, zsh, fish"))
  }
}
