import AdPreviewCore
import AdPreviewFormats

/// The README's table of scene options, written from their declarations (a test keeps the
/// README's copy the same).
enum OptionsMarkdown {
  /// A Markdown table: option, what it does, default.
  static func table(_ specs: [OptionSpec]) -> String {
    var text = "| option | what it does | default |\n|---|---|---|\n"
    for spec in specs {
      let name = "`\(spec.synopsis)`"
      text += "| \(cell(name)) | \(cell(spec.summary)) | \(spec.defaultLabel.map { cell("`\($0)`") } ?? "—") |\n"
    }
    return text
  }

  /// The README's scene options table.
  static var sceneOptions: String { table(OptionGroup.scene.options + [LoadedSizeOption.loadedSize.spec]) }

  private static func cell(_ text: String) -> String {
    text.replacing(every: "|", with: "\\|").replacing(every: "\n", with: " ")
  }
}
