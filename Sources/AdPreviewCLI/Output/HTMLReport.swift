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
        "<div class=\"\($0.severity.rawValue)\">\($0.severity.rawValue) \($0.code.rawValue)\($0.slot.map { " [\($0)]" } ?? ""): \(SVGBuilder.escape($0.message))</div>"
      }.joined()
      html += "<tr><td>\(selection.deviceID)</td><td>\(selection.orientation.rawValue)</td>"
        + "<td>\(resolved.scene.posture?.name.rawValue ?? "-")</td><td>\(selection.window)</td>"
        + "<td>\(selection.slot.format.rawValue)</td><td>\(findings)</td></tr>\n"
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
}
