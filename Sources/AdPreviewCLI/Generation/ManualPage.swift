import AdPreviewApp
import AdPreviewCore
import AdPreviewFormats

/// `adpreview --generate-manual`: the man page adpreview(1) in roff, written from the same
/// option tables, key table and finding documentation as `--help`, the previewer and
/// `adpreview findings`.
enum ManualPage {
  static func write() -> String {
    var text = """
      .TH ADPREVIEW 1 "" "adpreview \(escape(AdPreviewCommand.version))" "User Commands"
      .SH NAME
      adpreview \\- see where Google Mobile Ads land on every iOS device, foldable and iPad window
      .SH SYNOPSIS
      .B adpreview
      [\\fIscene options\\fR]
      .br
      .B adpreview
      \\fICOMMAND\\fR [\\fIoptions\\fR]
      .SH DESCRIPTION
      adpreview draws a scaled device (outline, rounded corners, safe area, notch or Dynamic Island,
      home indicator, fold or hinge), places banners, adaptive banners, native ads and interstitials
      the way the Google Mobile Ads SDK and UIKit would, and says what is wrong. With no command it
      opens the interactive previewer; the commands answer once, for scripts and CI.
      .SH OPTIONS
      These are the previewer's options; the scene options are taken by every command that shows a
      scene.

      """
    text += options(AdPreviewCommand.interactiveOptions)
    text += ".SH COMMANDS\n"
    for command in AdPreviewCommand.commands {
      let name: String = command.name
      let abstract: String = command.abstract
      let usage: String = command.usage
      let specs: [OptionSpec] = command.options
      text += ".SS \(escape(name))\n\(escape(abstract)).\n.PP\n.B \(escape(usage))\n"
      // Options the previewer takes too are described once, under OPTIONS; one that means
      // something else here (check's --ad all) is described here.
      text += options(specs.filter { spec in !AdPreviewCommand.interactiveOptions.contains { $0.name == spec.name && $0.help == spec.help } })
    }
    text += ".SH KEYS\nIn the interactive previewer:\n"
    for binding in KeyTable.bindings {
      text += ".TP\n.B \(escape(binding.label))\n\(escape(binding.help))\n"
    }
    text += """
      .SH EXIT STATUS
      .TP
      .B 0
      success
      .TP
      .B 1
      \\fBcheck\\fR found findings at or above \\fB\\-\\-fail\\-on\\fR (default: errors)
      .TP
      .B 2
      bad usage or bad input; the message names the option, file, line or JSON path
      .TP
      .B 128+N
      ended by signal N (the terminal is restored first)
      .SH ENVIRONMENT
      .TP
      .B ADPREVIEW_DEVICES
      a folder of extra device files, read before \\fB\\-\\-devices\\fR
      .TP
      .B NO_COLOR
      when set and not empty, no colours (the picture keeps its glyphs)
      .TP
      .B TERM
      the terminal the previewer draws for; recordings name it in their header
      .SH FILES
      .TP
      .B .adpreview.json
      the options of \\fBadpreview check\\fR in the working directory (or \\fB\\-\\-config\\fR \\fIFILE\\fR)
      .TP
      .B adpreview\\-session.play
      what the previewer's \\fBe\\fR key writes (then \\-2, \\-3, ...)
      .TP
      .B adpreview\\-frame.svg, adpreview\\-frame.txt
      what the previewer's \\fBS\\fR key writes
      .SH FINDINGS
      \\fBadpreview findings\\fR lists every code with its meaning, source and fix.

      """
    for code in Finding.Code.allCases {
      text += ".TP\n.B \(escape(code.rawValue))\n"
    }
    text += """
      .SH EXAMPLES
      .nf
      adpreview \\-\\-device galaxy\\-z\\-fold\\-5 \\-\\-ad native
      adpreview layout \\-\\-device iphone\\-x \\-\\-orientation landscape\\-left \\-\\-json
      adpreview render \\-\\-device ipad\\-pro\\-11 \\-\\-window split\\-1/3 \\-\\-size 120x40
      adpreview play examples/demo.play \\-\\-watch
      adpreview check \\-\\-app examples/news\\-app.json \\-\\-reporter xcode
      .fi

      """
    return text
  }

  private static func options(_ specs: [OptionSpec]) -> String {
    specs.map { spec in
      ".TP\n.B \(escape(spec.name))" + (spec.valueName.map { " \\fI\(escape($0))\\fR" } ?? "") + "\n\(escape(spec.help))\n"
    }.joined()
  }

  /// Text for roff: backslashes and hyphens escaped, characters beyond ASCII as `\[uXXXX]`,
  /// no line that starts a request.
  static func escape(_ text: String) -> String {
    var out = ""
    for scalar in text.sanitizedForTerminal.unicodeScalars {
      switch scalar {
      case "\\": out += "\\e"
      case "-": out += "\\-"
      case _ where scalar.value > 0x7E:
        let hex = String(scalar.value, radix: 16, uppercase: true)
        out += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
      default: out.unicodeScalars.append(scalar)
      }
    }
    if out.hasPrefix(".") || out.hasPrefix("'") { out = "\\&" + out }
    return out
  }
}
