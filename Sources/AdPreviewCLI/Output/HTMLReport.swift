import AdPreviewCore
import AdPreviewRender

/// The `check` report page, self-contained (inline style and script, no network): a summary
/// (counts by code, device and slot, the worst scenes first), filters by severity, device
/// family and code, and each flagged scene drawn beside its findings. Every drawing's ids
/// carry the scene's prefix, so no two share a clip path or pattern.
enum HTMLReport {
  /// At most this many scenes are drawn (the page stays loadable); the rest are listed.
  static let drawingLimit = 300

  static func write(_ report: CheckReport) -> String {
    let scenes = report.scenes
    let flagged = scenes.enumerated().filter { _, rows in rows.contains { !$0.findings.isEmpty || !$0.accepted.isEmpty } }
      .sorted { rank($0.element) > rank($1.element) }
    var html = """
      <!doctype html>
      <html lang="en"><head><meta charset="utf-8"><title>adpreview check</title>
      <style>body{font-family:Helvetica,Arial,sans-serif;margin:24px;color:#1c1c1e}
      table{border-collapse:collapse;margin:8px 0 16px}td,th{border-bottom:1px solid #ddd;padding:3px 8px;text-align:left;vertical-align:top}
      .error{color:#d70015}.warning{color:#a05a00}.info{color:#6e6e73}.accepted{color:#6e6e73;font-style:italic}
      .summary{display:flex;flex-wrap:wrap;gap:32px}.filters{position:sticky;top:0;background:#fff;padding:8px 0;border-bottom:1px solid #ddd}
      .scene{display:flex;gap:16px;align-items:flex-start;border-top:1px solid #ddd;padding:12px 0}
      .scene .drawing svg{max-height:480px;width:auto}.scene .findings{max-width:640px}</style></head><body>
      <h1>adpreview check</h1>

      """
    let flaggedCount = scenes.filter { $0.contains { !$0.findings.isEmpty } }.count
    html += "<p id=\"totals\">\(report.sceneCount) scenes checked, \(flaggedCount) with findings: "
      + "<span class=\"error\">\(report.count(.error)) errors</span>, <span class=\"warning\">\(report.count(.warning)) warnings</span>, "
      + "<span class=\"info\">\(report.count(.info)) info</span>, \(report.acceptedCount) accepted; failing at "
      + "\(escape(report.failOn.rawValue)): <strong>\(report.failed ? "failed" : "passed")</strong>.</p>\n"
    html += "<div class=\"summary\">\n"
    html += countTable("by code", report.reported.map { $0.code.rawValue }, link: true)
    html += countTable("by device", report.rows.flatMap { row in row.findings.map { _ in row.deviceID } }, link: false)
    html += countTable("by slot", report.rows.flatMap { row in row.findings.map { _ in row.slotName } }, link: false)
    html += "<div><h2>worst scenes</h2><ol>"
    for (index, rows) in flagged.prefix(10) where rows.contains(where: { !$0.findings.isEmpty }) {
      html += "<li><a href=\"#scene-\(index)\">\(escape(rows[rows.startIndex].sceneLabel))</a> "
        + "\(total(rows, .error)) e, \(total(rows, .warning)) w</li>"
    }
    html += "</ol></div></div>\n"
    html += filters(report)
    html += "<div id=\"scenes\">\n"
    for (position, (index, rows)) in flagged.enumerated() {
      html += section(rows, index: index, drawn: position < drawingLimit, catalog: report.catalog)
    }
    if flagged.count > drawingLimit { html += "<p>(the first \(drawingLimit) of \(flagged.count) flagged scenes drawn)</p>\n" }
    html += "</div>\n<script>\n\(script)\n</script>\n</body></html>\n"
    return html
  }

  /// Worst first: errors, then warnings, then infos.
  private static func rank(_ rows: ArraySlice<CheckRow>) -> (Int, Int, Int) {
    (total(rows, .error), total(rows, .warning), total(rows, .info))
  }

  private static func total(_ rows: ArraySlice<CheckRow>, _ severity: Finding.Severity) -> Int {
    rows.reduce(0) { $0 + $1.count(severity) }
  }

  private static func countTable(_ title: String, _ names: [String], link: Bool) -> String {
    var counts: [String: Int] = [:]
    for name in names { counts[name, default: 0] += 1 }
    var html = "<div><h2>\(escape(title))</h2><table>"
    for (name, count) in counts.sorted(by: { ($0.value, $1.key) > ($1.value, $0.key) }) {
      let label = link ? Finding.Code(rawValue: name).map(Self.link) ?? escape(name) : escape(name)
      html += "<tr><td>\(label)</td><td>\(count)</td></tr>"
    }
    return html + (counts.isEmpty ? "<tr><td>none</td></tr>" : "") + "</table></div>\n"
  }

  private static func filters(_ report: CheckReport) -> String {
    let families = Set(report.rows.compactMap { report.catalog.device(id: $0.deviceID)?.family.rawValue }).sorted()
    let codes = Set(report.rows.flatMap { $0.findings.map(\.code.rawValue) + $0.accepted.map(\.finding.code.rawValue) }).sorted()
    var html = "<form class=\"filters\" id=\"filters\">severity "
    for severity in Finding.Severity.allCases.reversed() {
      html += "<label><input type=\"checkbox\" name=\"severity\" value=\"\(severity.rawValue)\" checked> \(severity.rawValue)</label> "
    }
    html += " family <select id=\"family\"><option value=\"\">all</option>"
      + families.map { "<option>\(escape($0))</option>" }.joined() + "</select>"
    html += " code <select id=\"code\"><option value=\"\">all</option>"
      + codes.map { "<option>\(escape($0))</option>" }.joined() + "</select>"
    html += " <span id=\"shown\"></span></form>\n"
    return html
  }

  private static func section(_ rows: ArraySlice<CheckRow>, index: Int, drawn: Bool, catalog: DeviceCatalog) -> String {
    let first = rows[rows.startIndex]
    let family = catalog.device(id: first.deviceID)?.family.rawValue ?? ""
    let severities = Set(rows.flatMap { $0.findings.map(\.severity.rawValue) }).sorted().joined(separator: " ")
    let codes = Set(rows.flatMap { $0.findings.map(\.code.rawValue) + $0.accepted.map(\.finding.code.rawValue) }).sorted()
    var html = "<section class=\"scene\" id=\"scene-\(index)\" data-family=\"\(escape(family))\" "
      + "data-severities=\"\(escape(severities))\" data-codes=\"\(escape(codes.joined(separator: " ")))\">\n"
    if drawn, let session = try? PreviewSession.settled(catalog: catalog, selection: first.selection) {
      html += "<div class=\"drawing\">" + SVGWriter.write(PreviewModel(session: session), idPrefix: "s\(index)-") + "</div>\n"
    }
    html += "<div class=\"findings\"><h3>\(escape(first.sceneLabel))</h3>"
    if let os = first.box.os, let device = catalog.device(id: first.deviceID) {
      let chosen = first.os == nil ? " (the device's newest major release)" : ""
      html += "<p class=\"os\">\(escape(device.osName)) \(os)\(chosen)</p>"
    }
    html += "<ul>\n"
    for row in rows {
      let size = row.evaluation.placement.map { " \($0.size.label) at \($0.frame.label)" } ?? " not shown"
      html += "<li><strong>\(escape(row.slotName))</strong> (\(escape(row.slot.format.rawValue)))\(escape(size))<ul>"
      for finding in row.findings {
        html += "<li class=\"\(finding.severity.rawValue)\" data-severity=\"\(finding.severity.rawValue)\">"
          + "\(finding.severity.rawValue) \(link(finding.code)): "
          + "\(escape(finding.message))</li>"
      }
      for accepted in row.accepted {
        html += "<li class=\"accepted\">accepted \(link(accepted.finding.code)) "
          + "(\(escape(accepted.reason))): \(escape(accepted.finding.message))</li>"
      }
      html += "</ul></li>\n"
    }
    return html + "</ul></div></section>\n"
  }

  /// A code linked to its entry in the README's finding list, with the meaning and the fix
  /// as its tooltip (so the page explains itself offline).
  static func link(_ code: Finding.Code) -> String {
    let doc = FindingDoc.of(code)
    return "<a href=\"\(escape(doc.readmeLink))\" title=\"\(escape("\(doc.meaning) Fix: \(doc.fix)"))\">\(code.rawValue)</a>"
  }

  /// The filters: a scene shows when it has a finding of a checked severity (or only
  /// accepted ones), of the chosen family, with the chosen code.
  static let script = """
    (function () {
      var form = document.getElementById('filters');
      function apply() {
        var checked = Array.prototype.map.call(form.querySelectorAll('input[name=severity]:checked'), function (i) { return i.value; });
        var family = document.getElementById('family').value;
        var code = document.getElementById('code').value;
        var shown = 0;
        document.querySelectorAll('section.scene').forEach(function (section) {
          var severities = section.dataset.severities ? section.dataset.severities.split(' ') : [];
          var bySeverity = severities.length === 0 || severities.some(function (s) { return checked.indexOf(s) >= 0; });
          var byFamily = !family || section.dataset.family === family;
          var byCode = !code || section.dataset.codes.split(' ').indexOf(code) >= 0;
          var visible = bySeverity && byFamily && byCode;
          section.hidden = !visible;
          if (visible) { shown += 1; }
        });
        document.getElementById('shown').textContent = shown + ' scenes shown';
      }
      form.addEventListener('change', apply);
      apply();
    })();
    """

  /// The one escaping function for text in the report: HTML text and attribute values need
  /// the same five entities as XML (`&#39;` is valid in both), so it is the SVG writer's, and
  /// no slot or device name can open a tag or leave an attribute.
  static func escape(_ text: String) -> String { SVGBuilder.escape(text) }
}
