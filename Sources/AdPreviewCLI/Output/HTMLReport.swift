import AdPreviewCore
import AdPreviewRender

/// The `check --report` page: a summary, a table and a drawing of each scene with findings.
enum HTMLReport {
  static func write(_ scenes: [(Selection, ResolvedScene)], catalog: DeviceCatalog) -> String {
    let flagged = scenes.filter { !$0.1.allFindings.isEmpty }
    var html = """
      <!doctype html>
      <html><head><meta charset="utf-8"><title>adpreview check</title>
      <style>body{font-family:Helvetica,Arial,sans-serif;margin:24px;color:#1c1c1e}
      table{border-collapse:collapse}td,th{border-bottom:1px solid #ddd;padding:4px 8px;text-align:left;vertical-align:top}
      .error{color:#d70015}.warning{color:#a05a00}.info{color:#6e6e73}
      .scenes{display:flex;flex-wrap:wrap;gap:16px}.scene svg{max-height:420px;width:auto}</style></head><body>
      <h1>adpreview check</h1>
      <p>\(scenes.count) scenes checked, \(flagged.count) with findings.</p>
      <table><tr><th>device</th><th>orientation</th><th>posture</th><th>window</th><th>ad</th><th>findings</th></tr>

      """
    for (selection, resolved) in flagged {
      let findings = resolved.allFindings.map {
        let slot = $0.slot.map { " [\($0)]" } ?? ""
        return "<div class=\"\(escape($0.severity.rawValue))\">"
          + escape("\($0.severity.rawValue) \($0.code.rawValue)\(slot): \($0.message)") + "</div>"
      }.joined()
      let cells = [
        selection.deviceID, selection.orientation.rawValue, resolved.scene.posture?.name.rawValue ?? "-",
        selection.window.description, selection.slot.format.rawValue,
      ]
      html += "<tr>" + cells.map { "<td>\(escape($0))</td>" }.joined() + "<td>\(findings)</td></tr>\n"
    }
    html += "</table>\n<h2>Drawings</h2><div class=\"scenes\">\n"
    for (selection, resolved) in flagged.prefix(300) {
      guard let session = try? PreviewSession.settled(catalog: catalog, selection: selection) else { continue }
      let model = PreviewModel(session: session)
      html += "<div class=\"scene\">" + SVGWriter.write(model) + "</div>\n"
    }
    if flagged.count > 300 { html += "<p>(the first 300 of \(flagged.count) drawn)</p>\n" }
    html += "</div></body></html>\n"
    return html
  }

  /// The one escaping function for text in the report: HTML text and attribute values need
  /// the same five entities as XML (`&#39;` is valid in both), so it is the SVG writer's, and
  /// no slot or device name can open a tag or leave an attribute.
  static func escape(_ text: String) -> String { SVGBuilder.escape(text) }
}
