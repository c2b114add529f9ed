import AdPreviewCore
import AdPreviewRender

/// The `check` report page, one offline file (inline style and script, nothing loaded):
/// the totals and counts by code, device and slot, filters by severity, device family and
/// code, then one card per slot × finding code: what it means and how to fix it, where it
/// holds, one scene drawn large enough to read with every slot named beside it, and the
/// other scenes listed. `--group-by scene` gives the page a card per flagged scene instead.
/// Every drawing's ids carry its own prefix, so no two share a clip path or pattern.
enum HTMLReport {
  /// At most this many scenes are drawn (the page stays loadable); the rest are listed.
  static let drawingLimit = 300
  /// At most this many scenes are listed in a card; the JSON report has them all.
  static let listLimit = 100

  static func write(_ report: CheckReport, _ options: ReportOptions = ReportOptions()) -> String {
    switch options.grouping {
    case .finding: return grouped(report, options)
    case .scene: return perScene(report, options)
    }
  }

  static let style = """
    <style>body{font-family:Helvetica,Arial,sans-serif;margin:24px;color:#1c1c1e;line-height:1.4}
    table{border-collapse:collapse;margin:8px 0 16px}td,th{border-bottom:1px solid #ddd;padding:3px 8px;text-align:left;vertical-align:top}
    .error{color:#d70015}.warning{color:#a05a00}.info{color:#6e6e73}.accepted{color:#6e6e73;font-style:italic}
    .summary{display:flex;flex-wrap:wrap;gap:32px}.filters{position:sticky;top:0;background:#fff;padding:8px 0;border-bottom:1px solid #ddd}
    .scene{display:flex;gap:16px;align-items:flex-start;border-top:1px solid #ddd;padding:12px 0}
    .scene .drawing svg{max-height:480px;width:auto}.scene .findings{max-width:640px}
    .card{border-top:1px solid #ddd;padding:12px 0}.card h2{font-size:1.15em;margin:4px 0}
    .card .body{display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start}
    .card figure{margin:0;max-width:100%}.card .drawing svg{display:block;max-width:100%;height:auto}
    .card figcaption{font-size:.9em;color:#3a3a3c;max-width:480px}.card .details{flex:1 1 320px;max-width:640px}
    .card ul.scenes{columns:2 16em;font-size:.9em;padding-left:1.2em}
    @media (max-width:600px){body{margin:12px}.summary{gap:12px}}</style>
    """

  static func grouped(_ report: CheckReport, _ options: ReportOptions) -> String {
    let groups = report.groups
    var html =
      "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
      + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>adpreview check</title>\n"
      + style + "</head><body>\n<h1>adpreview check</h1>\n"
    html += totals(report)
    html += "<div class=\"summary\">\n<div><h2>findings</h2><ol>"
    for (index, group) in groups.enumerated() where !group.isAccepted {
      html +=
        "<li><a href=\"#group-\(index)\" class=\"\(group.severity.rawValue)\">\(group.severity.rawValue) \(group.code.rawValue)</a> "
        + "\(escape(group.slotName)): \(scenesText(group))</li>"
    }
    if !groups.contains(where: { !$0.isAccepted }) { html += "<li>none</li>" }
    html += "</ol></div>\n"
    html += countTable("findings by code", byCode(report), options: options)
    html += countTable("findings by slot", bySlot(report), options: nil)
    html += countTable("findings by device", byDevice(report), options: nil, limit: 10)
    html += "</div>\n"
    html += filters(report, noun: "findings")
    html += "<div id=\"groups\">\n"
    // Each scene is drawn once, in the first card that shows it; later cards on the same
    // scene point there. Drawing it per card made the page grow with slots × slots, as every
    // drawing shows every slot.
    var drawnIn: [Int: Int] = [:]
    for (index, group) in groups.enumerated() {
      let scene = group.first.scene.index
      let drawing: Drawing
      if let card = drawnIn[scene] {
        drawing = .inCard(card)
      } else if drawnIn.count < drawingLimit {
        drawnIn[scene] = index
        drawing = .here
      } else {
        drawing = .none
      }
      html += card(group, index: index, drawing: drawing, report: report, options: options)
    }
    html += "</div>\n<script>\n\(script(selector: "section.card", noun: "findings"))\n</script>\n</body></html>\n"
    return html
  }

  private static func totals(_ report: CheckReport) -> String {
    "<p id=\"totals\">\(report.sceneCount) scenes checked, \(report.flaggedSceneCount) with findings: "
      + "<span class=\"error\">\(report.count(.error)) errors</span>, <span class=\"warning\">\(report.count(.warning)) warnings</span>, "
      + "<span class=\"info\">\(report.count(.info)) info</span>, \(report.acceptedCount) accepted; failing at "
      + "\(escape(report.failOn.rawValue)): <strong>\(report.failed ? "failed" : "passed")</strong>.</p>\n"
  }

  /// Where a card's first scene is drawn: in the card, in an earlier card, or nowhere (past
  /// the drawing limit).
  enum Drawing: Equatable {
    case here
    case inCard(Int)
    case none
  }

  /// One slot × code: the help, where it holds, its first scene drawn with the slots named
  /// (or a link to the card that draws it), and the other scenes.
  private static func card(_ group: FindingGroup, index: Int, drawing: Drawing, report: CheckReport, options: ReportOptions) -> String {
    let doc = FindingDoc.of(group.code)
    let first = group.first
    let families = Set(group.devices.names.compactMap { report.catalog.device(id: $0)?.family.rawValue }).sorted()
    let severity = group.isAccepted ? "" : group.severity.rawValue
    var html =
      "<section class=\"card\" id=\"group-\(index)\" data-severities=\"\(severity)\" "
      + "data-families=\"\(escape(families.joined(separator: " ")))\" data-codes=\"\(group.code.rawValue)\">\n"
    let heading = group.isAccepted ? "accepted" : group.severity.rawValue
    html +=
      "<h2 class=\"\(group.isAccepted ? "accepted" : severity)\">\(heading) \(link(group.code, options)) · \(escape(group.slotName))"
      + "\(group.line.map { " (line \($0))" } ?? "")</h2>\n"
    if let reason = group.acceptedReason { html += "<p class=\"accepted\">accepted: \(escape(reason))</p>\n" }
    html += "<p class=\"where\"><strong>\(scenesText(group))</strong> of \(group.checkedSceneCount): \(escape(group.whereText))</p>\n"
    html += "<p class=\"meaning\">\(escape(doc.meaning))</p>\n<p class=\"fix\"><strong>How to fix:</strong> \(escape(doc.fix))</p>\n"
    html += "<div class=\"body\">\n"
    switch drawing {
    case .here:
      if let session = try? PreviewSession.settled(catalog: report.catalog, selection: first.scene.selection) {
        html +=
          "<figure class=\"drawing\" id=\"drawing-\(index)\">" + SVGWriter.write(PreviewModel(session: session), idPrefix: "g\(index)-")
          + "<figcaption>\(escape(first.scene.label)). Slots: " + slotNames(session.resolved.evaluations) + "</figcaption></figure>\n"
      }
    case .inCard(let card):
      html += "<p class=\"drawn\"><a href=\"#drawing-\(card)\">\(escape(first.scene.label)), drawn above</a> with every slot named.</p>\n"
    case .none: break
    }
    html += "<div class=\"details\"><p>On \(escape(first.scene.label)): \(escape(first.finding.message))</p>\n"
    if group.sceneCount > 1 {
      html += "<details><summary>every scene (\(group.sceneCount))</summary><ul class=\"scenes\">"
      for occurrence in group.occurrences.prefix(listLimit) {
        html += "<li class=\"\(occurrence.severity.rawValue)\">\(escape(report.table.boxes[Int(occurrence.scene)].label))</li>"
      }
      html += "</ul>"
      if group.sceneCount > listLimit {
        html += "<p>and \(group.sceneCount - listLimit) more (the JSON report lists every scene)</p>"
      }
      html += "</details>\n"
    }
    return html + "</div></div></section>\n"
  }

  /// Every slot of the scene by name, with the ad it shows: the drawing labels ads by format
  /// and size, this says which slot each is.
  private static func slotNames(_ evaluations: [AdEvaluation]) -> String {
    evaluations.map { evaluation in
      let name = evaluation.slot.name ?? evaluation.slot.format.rawValue
      let ad = evaluation.placement.map { "\($0.format.words) \($0.size.label) at \($0.frame.label)" } ?? "not shown"
      return "<strong>\(escape(name))</strong> (\(escape(ad)))"
    }.joined(separator: "; ")
  }

  static func perScene(_ report: CheckReport, _ options: ReportOptions) -> String {
    let scenes = report.sceneRows
    let flagged = scenes.enumerated().filter { _, rows in rows.contains { !$0.findings.isEmpty || !$0.accepted.isEmpty } }
      .sorted { rank($0.element) > rank($1.element) }
    var html =
      "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>adpreview check</title>\n"
      + style + "</head><body>\n<h1>adpreview check</h1>\n"
    html += totals(report)
    html += "<div class=\"summary\">\n"
    html += countTable("by code", byCode(report), options: options)
    html += countTable("by device", byDevice(report), options: nil)
    html += countTable("by slot", bySlot(report), options: nil)
    html += "<div><h2>worst scenes</h2><ol>"
    for (index, rows) in flagged.prefix(10) where rows.contains(where: { !$0.findings.isEmpty }) {
      html +=
        "<li><a href=\"#scene-\(index)\">\(escape(rows[rows.startIndex].sceneLabel))</a> "
        + "\(total(rows, .error)) e, \(total(rows, .warning)) w</li>"
    }
    html += "</ol></div></div>\n"
    html += filters(report, noun: "scenes")
    html += "<div id=\"scenes\">\n"
    for (position, (index, rows)) in flagged.enumerated() {
      html += section(rows, index: index, drawn: position < drawingLimit, catalog: report.catalog, options: options)
    }
    if flagged.count > drawingLimit { html += "<p>(the first \(drawingLimit) of \(flagged.count) flagged scenes drawn)</p>\n" }
    html += "</div>\n<script>\n\(script(selector: "section.scene", noun: "scenes"))\n</script>\n</body></html>\n"
    return html
  }

  /// Worst first: errors, then warnings, then infos.
  private static func rank(_ rows: ArraySlice<CheckRow>) -> (Int, Int, Int) {
    (total(rows, .error), total(rows, .warning), total(rows, .info))
  }

  private static func total(_ rows: ArraySlice<CheckRow>, _ severity: Finding.Severity) -> Int {
    rows.reduce(0) { $0 + $1.count(severity) }
  }

  /// `3 scenes`, with the findings where a scene holds the code twice (two corners), so the
  /// count agrees with the counts by code.
  static func scenesText(_ group: FindingGroup) -> String {
    let scenes = group.sceneCount == 1 ? "1 scene" : "\(group.sceneCount) scenes"
    return group.findingCount == group.sceneCount ? scenes : scenes + " (\(group.findingCount) findings)"
  }

  /// The reported findings by code, by slot and by device, from the groups: the counts every
  /// report reads.
  static func byCode(_ report: CheckReport) -> [String: Int] {
    var counts: [String: Int] = [:]
    for group in report.groups where !group.isAccepted { counts[group.code.rawValue, default: 0] += group.findingCount }
    return counts
  }

  static func bySlot(_ report: CheckReport) -> [String: Int] {
    var counts: [String: Int] = [:]
    for group in report.groups where !group.isAccepted { counts[group.slotName, default: 0] += group.findingCount }
    return counts
  }

  static func byDevice(_ report: CheckReport) -> [String: Int] {
    var counts: [String: Int] = [:]
    for group in report.groups where !group.isAccepted {
      for occurrence in group.occurrences { counts[report.table.boxes[Int(occurrence.scene)].deviceID, default: 0] += Int(occurrence.count) }
    }
    return counts
  }

  /// Counts by name; with `options`, the names are finding codes, linked where there is a base.
  private static func countTable(_ title: String, _ counts: [String: Int], options: ReportOptions?, limit: Int = .max) -> String {
    var html = "<div><h2>\(escape(title))</h2><table>"
    let sorted = counts.sorted(by: { ($0.value, $1.key) > ($1.value, $0.key) })
    if sorted.count > limit { html += "<caption>the \(limit) of \(sorted.count) with most</caption>" }
    for (name, count) in sorted.prefix(limit) {
      let label = options.flatMap { options in Finding.Code(rawValue: name).map { link($0, options) } } ?? escape(name)
      html += "<tr><td>\(label)</td><td>\(count)</td></tr>"
    }
    return html + (counts.isEmpty ? "<tr><td>none</td></tr>" : "") + "</table></div>\n"
  }

  private static func filters(_ report: CheckReport, noun: String) -> String {
    let families = Set(report.table.names[SceneTable.Dimension.device.rawValue].compactMap { report.catalog.device(id: $0)?.family.rawValue })
      .sorted()
    let codes = Set(report.groups.map(\.code.rawValue)).sorted()
    var html = "<form class=\"filters\" id=\"filters\">severity "
    for severity in Finding.Severity.allCases.reversed() {
      html += "<label><input type=\"checkbox\" name=\"severity\" value=\"\(severity.rawValue)\" checked> \(severity.rawValue)</label> "
    }
    html +=
      " family <select id=\"family\"><option value=\"\">all</option>"
      + families.map { "<option>\(escape($0))</option>" }.joined() + "</select>"
    html +=
      " code <select id=\"code\"><option value=\"\">all</option>"
      + codes.map { "<option>\(escape($0))</option>" }.joined() + "</select>"
    html += " <span id=\"shown\"></span></form>\n"
    return html
  }

  private static func section(
    _ rows: ArraySlice<CheckRow>, index: Int, drawn: Bool, catalog: DeviceCatalog, options: ReportOptions
  ) -> String {
    let first = rows[rows.startIndex]
    let family = catalog.device(id: first.deviceID)?.family.rawValue ?? ""
    let severities = Set(rows.flatMap { $0.findings.map(\.severity.rawValue) }).sorted().joined(separator: " ")
    let codes = Set(rows.flatMap { $0.findings.map(\.code.rawValue) + $0.accepted.map(\.finding.code.rawValue) }).sorted()
    var html =
      "<section class=\"scene\" id=\"scene-\(index)\" data-family=\"\(escape(family))\" "
      + "data-severities=\"\(escape(severities))\" data-codes=\"\(escape(codes.joined(separator: " ")))\">\n"
    if drawn, let session = try? PreviewSession.settled(catalog: catalog, selection: first.box.selection) {
      html += "<div class=\"drawing\">" + SVGWriter.write(PreviewModel(session: session), idPrefix: "s\(index)-") + "</div>\n"
    }
    html += "<div class=\"findings\"><h3>\(escape(first.sceneLabel))</h3>"
    if let os = first.box.os, let device = catalog.device(id: first.deviceID) {
      let chosen = first.os == nil ? " (the device's newest major release)" : ""
      html += "<p class=\"os\">\(escape(device.osName)) \(os)\(chosen)</p>"
    }
    html += "<ul>\n"
    for row in rows {
      let size = row.placed.map { " \($0.size.label) at \($0.frame.label)" } ?? " not shown"
      html += "<li><strong>\(escape(row.slotName))</strong> (\(escape(row.format.rawValue)))\(escape(size))<ul>"
      for finding in row.findings {
        html +=
          "<li class=\"\(finding.severity.rawValue)\" data-severity=\"\(finding.severity.rawValue)\">"
          + "\(finding.severity.rawValue) \(link(finding.code, options)): "
          + "\(escape(finding.message))</li>"
      }
      for accepted in row.accepted {
        html +=
          "<li class=\"accepted\">accepted \(link(accepted.finding.code, options)) "
          + "(\(escape(accepted.reason))): \(escape(accepted.finding.message))</li>"
      }
      html += "</ul></li>\n"
    }
    return html + "</ul></div></section>\n"
  }

  /// A code with its meaning and fix as its tooltip (so the page explains itself offline),
  /// linked to its entry when `--help-url` gives where the entries are.
  static func link(_ code: Finding.Code, _ options: ReportOptions) -> String {
    let doc = FindingDoc.of(code)
    let title = escape("\(doc.meaning) Fix: \(doc.fix)")
    guard let url = options.helpLink(code) else { return "<abbr title=\"\(title)\">\(code.rawValue)</abbr>" }
    return "<a href=\"\(escape(url))\" title=\"\(title)\">\(code.rawValue)</a>"
  }

  /// The filters: an entry (a card or a scene) shows when it has a finding of a checked
  /// severity (or only accepted ones), a device of the chosen family, and the chosen code.
  static func script(selector: String, noun: String) -> String {
    """
    (function () {
      var form = document.getElementById('filters');
      function apply() {
        var checked = Array.prototype.map.call(form.querySelectorAll('input[name=severity]:checked'), function (i) { return i.value; });
        var family = document.getElementById('family').value;
        var code = document.getElementById('code').value;
        var shown = 0;
        document.querySelectorAll('\(selector)').forEach(function (section) {
          var severities = section.dataset.severities ? section.dataset.severities.split(' ') : [];
          var families = (section.dataset.families || section.dataset.family || '').split(' ');
          var bySeverity = severities.length === 0 || severities.some(function (s) { return checked.indexOf(s) >= 0; });
          var byFamily = !family || families.indexOf(family) >= 0;
          var byCode = !code || section.dataset.codes.split(' ').indexOf(code) >= 0;
          var visible = bySeverity && byFamily && byCode;
          section.hidden = !visible;
          if (visible) { shown += 1; }
        });
        document.getElementById('shown').textContent = shown + ' \(noun) shown';
      }
      form.addEventListener('change', apply);
      apply();
    })();
    """
  }

  /// The one escaping function for text in the report: HTML text and attribute values need
  /// the same five entities as XML (`&#39;` is valid in both), so it is the SVG writer's, and
  /// no slot or device name can open a tag or leave an attribute.
  static func escape(_ text: String) -> String { SVGBuilder.escape(text) }
}
