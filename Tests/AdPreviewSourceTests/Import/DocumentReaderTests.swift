import AdPreviewCore
import AdPreviewFormats
import AdPreviewTestSupport
import Testing

@testable import AdPreviewSource

/// The bars a screen is shown under, found through the segues once for the whole document: a
/// long chain of pushed screens, segues in a loop, and any tangle of segues give what walking
/// up from each screen on its own gave.
@Suite struct DocumentReaderTests {
  /// A controller of the document: its element name, id and class, and its segues
  /// (destination id and kind), in the order they are written. A navigation controller may
  /// hide its bar and a tab bar controller's bar be opaque, so which one a screen finds shows.
  struct Node {
    var element: String
    var id: String
    var segues: [(destination: String, kind: String)] = []
    var marked = false
  }

  static func document(_ nodes: [Node]) -> XMLElement? {
    var segue = 0
    var scenes = ""
    for node in nodes {
      var custom = node.element == "viewController" ? #" customClass="\#(node.id)""# : ""
      var view = node.element == "viewController" ? #"<view key="view" id="view-\#(node.id)"/>"# : ""
      if node.marked && node.element == "navigationController" { custom = #" navigationBarHidden="YES""# }
      if node.marked && node.element == "tabBarController" { view = #"<tabBar key="tabBar" translucent="NO" id="bar-\#(node.id)"/>"# }
      var connections = ""
      for (destination, kind) in node.segues {
        segue += 1
        connections += #"<segue destination="\#(destination)" kind="\#(kind)" id="segue\#(segue)"/>"#
      }
      scenes +=
        #"<scene sceneID="scene-\#(node.id)"><objects><\#(node.element) id="\#(node.id)"\#(custom) sceneMemberID="viewController">"#
        + #"\#(view)<connections>\#(connections)</connections></\#(node.element)></objects></scene>"#
    }
    let text =
      #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch"><scenes>"#
      + scenes + "</scenes></document>"
    return try? XMLReader.parse(Array(text.utf8))
  }

  /// The bars as they were found before: from each controller, up through its container or
  /// the controller that shows it, one step at a time, to the top or back to one already
  /// passed.
  static func walked(_ nodes: [Node]) -> [String: AppChrome] {
    var container: [String: String] = [:]
    var shownFrom: [String: String] = [:]
    for node in nodes {
      for (destination, kind) in node.segues {
        switch kind {
        case "relationship", "embed": container[destination] = node.id
        case "show", "push", "showDetail": shownFrom[destination] = shownFrom[destination] ?? node.id
        default: break
        }
      }
    }
    let byID = Dictionary(nodes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    var result: [String: AppChrome] = [:]
    for node in nodes where node.element == "viewController" {
      var chrome = AppChrome()
      var found = false
      var current = node.id
      var seen: Set<String> = [node.id]
      while let parent = container[current] ?? shownFrom[current], seen.insert(parent).inserted, let above = byID[parent] {
        if above.element == "navigationController" && chrome.navigationBar == nil {
          chrome.navigationBar = above.marked ? .hidden : .standard
          found = true
        }
        if above.element == "tabBarController" && !chrome.tabBar {
          chrome.tabBar = true
          chrome.extendedLayout.opaqueTabBar = above.marked
          found = true
        }
        current = parent
      }
      if found { result[node.id] = chrome }
    }
    return result
  }

  static func chrome(_ nodes: [Node]) throws -> [String: AppChrome] {
    let root = try #require(document(nodes))
    return InterfaceBuilderImport.document(in: root, file: "Main.storyboard").chrome
  }

  /// `scripts/shapes.py`'s pushed.storyboard, in a tab bar controller: every screen of the
  /// chain is under both bars, the last as the first.
  @Test func everyScreenOfALongPushedChainIsUnderItsBars() throws {
    var nodes = [
      Node(element: "tabBarController", id: "tabs", segues: [("nav", "relationship")]),
      Node(element: "navigationController", id: "nav", segues: [("s0", "relationship")]),
    ]
    for index in 0..<300 {
      nodes.append(Node(element: "viewController", id: "s\(index)", segues: index < 299 ? [("s\(index + 1)", "show")] : []))
    }
    let chrome = try Self.chrome(nodes)
    #expect(chrome.count == 300)
    #expect(chrome.values.allSatisfy { $0 == AppChrome(navigationBar: .standard, tabBar: true) })
  }

  /// Segues in a loop: `a` shows the navigation controller, whose root `c` shows `a` again;
  /// `b` is shown from `a`, off the loop. Each sees the navigation controller, `a` as the one
  /// that shows it; a screen that shows itself sees nothing.
  @Test func screensInALoopOfSeguesSeeTheOthers() throws {
    let nodes = [
      Node(element: "viewController", id: "a", segues: [("nav", "show"), ("b", "show")]),
      Node(element: "navigationController", id: "nav", segues: [("c", "relationship")]),
      Node(element: "viewController", id: "b"),
      Node(element: "viewController", id: "c", segues: [("a", "push")]),
      Node(element: "viewController", id: "alone", segues: [("alone", "show")]),
    ]
    let chrome = try Self.chrome(nodes)
    #expect(chrome == Self.walked(nodes))
    #expect(chrome["a"]?.navigationBar == .standard && chrome["b"]?.navigationBar == .standard && chrome["c"]?.navigationBar == .standard)
    #expect(chrome["alone"] == nil)
  }

  /// Any tangle of segues (chains, loops, a screen shown from several, containers in
  /// containers, segues to ids that are not there) gives each screen the bars the walk gave.
  @Test func anyTangleOfSeguesGivesWhatTheWalkGave() throws {
    var random = FuzzRandom(seed: 0x5E6)
    let kinds = ["relationship", "show", "push", "showDetail", "embed", "presentation", "relationship", "show"]
    for _ in 0..<1_500 {
      var nodes: [Node] = []
      for index in 0..<(random.below(9) + 1) { nodes.append(Node(element: "viewController", id: "s\(index)")) }
      for index in 0..<random.below(3) { nodes.append(Node(element: "navigationController", id: "n\(index)", marked: random.chance(50))) }
      for index in 0..<random.below(3) { nodes.append(Node(element: "tabBarController", id: "t\(index)", marked: random.chance(50))) }
      let ids = nodes.map(\.id) + ["missing"]
      for index in nodes.indices {
        for _ in 0..<random.below(3) { nodes[index].segues.append((random.pick(ids), random.pick(kinds))) }
      }
      nodes.shuffle(using: &random)
      let chrome = try Self.chrome(nodes)
      #expect(chrome == Self.walked(nodes), "\(nodes.map { "\($0.id): \($0.segues.map { "\($0.kind) \($0.destination)" })" })")
    }
  }
}
