import AdPreviewCore

/// What lint knows of a whole project: every file's types, methods and the calls between
/// them, so a load reached from `viewDidLoad` through a helper in another file, a once-guard
/// that lives in that helper, or a reload made by a manager called from
/// `viewWillTransition(to:with:)` count where they run.
///
/// Files are added one at a time and only a summary of each is kept (its methods, their calls
/// and the flags they test and set), so the index grows with the project's methods, not its
/// tokens. After `link()`, each method knows the moments UIKit or SwiftUI reach it from and by
/// which chain of calls.
public struct SourceIndex: Sendable {
  /// How many calls a chain is followed through when a once-guard is looked for along it.
  static let chainLimit = 32

  /// One method or closure of one file.
  struct Node: Sendable {
    var file: Int
    /// Its index among its file's scopes (SourceOutline's order).
    var scope: Int
    var type: String?
    var name: String
    var callable: Bool
    /// Objective-C methods are named `-[Type selector]` in chains.
    var objectiveC: Bool
    var entry: SourceOutline.Moment?
    /// The calls it makes: the callee's name (Swift's base name, Objective-C's selector) and
    /// the receiver's first name when there is one other than `self`.
    var calls: [(name: String, receiver: String?)]
    /// Names tested by its `if`, `guard` and `while` conditions.
    var tested: Set<String>
    /// Names tested against nil (`guard adLoader == nil`).
    var testedNil: Set<String>
    /// Whether it calls `dispatch_once`.
    var dispatchOnce: Bool
  }

  /// What the types of the project set: flags set to true, names given a non-nil value.
  struct TypeFacts: Sendable {
    var setTrue: Set<String> = []
    var setNonNil: Set<String> = []
    var superclass: String?
  }

  private(set) var nodes: [Node] = []
  /// The first node of each file.
  private var fileStart: [Int] = []
  private var types: [String: TypeFacts] = [:]
  /// Each file's variables and properties of a named type (`let ads = AdManager.shared`,
  /// `@property AdManager *ads`).
  private var declaredTypes: [[String: String]] = []
  /// For each node and moment, the node it was reached from (-1: it is the entry itself).
  private var reachedFrom: [SourceOutline.Moment: [Int32]] = [:]
  private var linked = false

  public init() {}

  /// Reads one file into the index and returns its number for `SourceLinter.lint`; nil when it
  /// cannot be read as code (it is then linted alone, and its problems reported there).
  public mutating func add(_ bytes: [UInt8], language: SourceLanguage) -> Int? {
    let tokens = SourceTokens(bytes, language: language)
    guard tokens.problems.isEmpty else { return nil }
    let outline = SourceOutline(tokens.tokens, language: language)
    let file = fileStart.count
    fileStart.append(nodes.count)
    summarize(outline, file: file)
    linked = false
    return file
  }

  // MARK: Reading a file

  private mutating func summarize(_ outline: SourceOutline, file: Int) {
    let tokens = outline.tokens
    func typeName(_ key: Int32) -> String? { key >= 0 ? outline.typeNames[Int(key)] : nil }
    var fileNodes = outline.scopes.enumerated().map { index, scope in
      Node(
        file: file, scope: index, type: scope.type >= 0 ? outline.typeNames[scope.type] : nil, name: scope.name,
        callable: scope.callable, objectiveC: outline.language == .objectiveC, entry: scope.entry, calls: [], tested: [], testedNil: [],
        dispatchOnce: false)
    }
    // Calls, with the receiver's first name.
    let heads = outline.chainHeads()
    for index in tokens.indices where tokens[index].kind == .identifier {
      let scope = Int(outline.scopeOf[index])
      guard scope >= 0 else { continue }
      if outline.language == .swift {
        guard outline.isPunctuation(index + 1, "(") || outline.isPunctuation(index + 1, "{"), outline.text(index - 1) != "func" else { continue }
        fileNodes[scope].calls.append((tokens[index].text, outline.receiverName(head: Int(heads[index]), callee: index)))
      } else if let message = outline.messages[index] {
        fileNodes[scope].calls.append((message.selector, outline.receiverName(of: message.receiver)))
      }
      if tokens[index].text == "dispatch_once" { fileNodes[scope].dispatchOnce = true }
    }
    // Conditions: the names each scope tests.
    for index in tokens.indices where tokens[index].kind == .identifier && ["if", "guard", "while"].contains(tokens[index].text) {
      let scope = Int(outline.scopeOf[index])
      guard scope >= 0 else { continue }
      var end = index + 1
      let close = outline.scopes[scope].close
      while end < close && !outline.isPunctuation(end, "{") && outline.text(end) != "else" { end += 1 }
      for condition in (index + 1)..<end where tokens[condition].kind == .identifier {
        fileNodes[scope].tested.insert(tokens[condition].text)
        if outline.isPunctuation(condition + 1, "=="), ["nil", "NULL"].contains(outline.text(condition + 2)) {
          fileNodes[scope].testedNil.insert(tokens[condition].text)
        }
      }
    }
    // What each type sets, its superclass, and the file's typed variables.
    var declared: [String: String] = [:]
    for index in tokens.indices {
      if outline.isPunctuation(index, "="), index > 0, let type = typeName(outline.typeOf[index]) {
        let name = outline.text(index - 1)
        let value = outline.text(index + 1)
        if ["true", "YES", "1"].contains(value) { types[type, default: TypeFacts()].setTrue.insert(name) }
        if !["nil", "NULL", "false", "NO", "0"].contains(value) { types[type, default: TypeFacts()].setNonNil.insert(name) }
      }
      guard tokens[index].kind == .identifier else { continue }
      switch tokens[index].text {
      case "class" where outline.language == .swift, "@interface":
        // `class Home: BaseAdViewController`, `@interface Home : BaseAdViewController`.
        if tokens.indices.contains(index + 3), tokens[index + 1].kind == .identifier, outline.isPunctuation(index + 2, ":"),
          tokens[index + 3].kind == .identifier
        {
          types[tokens[index + 1].text, default: TypeFacts()].superclass = tokens[index + 3].text
        }
      case "var" where outline.language == .swift, "let" where outline.language == .swift:
        // `let ads: AdManager`, `let ads = AdManager.shared`, `var ads = AdManager()`.
        guard tokens.indices.contains(index + 3), tokens[index + 1].kind == .identifier else { break }
        if outline.isPunctuation(index + 2, ":") || outline.isPunctuation(index + 2, "="), tokens[index + 3].kind == .identifier,
          tokens[index + 3].text.first?.isUppercase == true
        {
          declared[tokens[index + 1].text] = tokens[index + 3].text
        }
      default:
        // Objective-C's `AdManager *ads`.
        if outline.language == .objectiveC, tokens[index].text.first?.isUppercase == true, outline.isPunctuation(index + 1, "*"),
          tokens.indices.contains(index + 2), tokens[index + 2].kind == .identifier
        {
          declared[tokens[index + 2].text] = tokens[index].text
        }
      }
    }
    for name in outline.typeNames where types[name] == nil { types[name] = TypeFacts() }
    declaredTypes.append(declared)
    nodes += fileNodes
  }

  // MARK: Linking

  /// Resolves every call and works out, for each moment, which methods it reaches and from
  /// where: one walk a moment over the whole project.
  public mutating func link() {
    var methods: [String: [Int]] = [:]
    var functions: [String: [Int]] = [:]
    for (index, node) in nodes.enumerated() where node.callable {
      if let type = node.type {
        methods[type + "|" + node.name, default: []].append(index)
      } else {
        functions[node.name, default: []].append(index)
      }
    }
    // The methods a type answers to: its own, then its superclasses'.
    func resolve(_ name: String, in type: String) -> [Int] {
      var current: String? = type
      var steps = 0
      while let here = current, steps < 16 {
        if let found = methods[here + "|" + name] { return found }
        current = types[here]?.superclass
        // UIKit's own classes (`UITableViewController`) are not in the project: an extension
        // of the UIKit class they all inherit from is where their calls lead.
        if current == nil, here.hasPrefix("UI"), here != "UIViewController", here != "UIView" {
          current = here.hasSuffix("Controller") ? "UIViewController" : "UIView"
        }
        steps += 1
      }
      return []
    }
    var callees = [[Int]](repeating: [], count: nodes.count)
    for (index, node) in nodes.enumerated() {
      var seen = Set<Int>()
      for call in node.calls {
        var targets: [Int] = []
        if let receiver = call.receiver {
          let type = types[receiver] != nil ? receiver : declaredTypes[node.file][receiver]
          if let type, types[type] != nil { targets = resolve(call.name, in: type) }
        } else {
          if let type = node.type { targets = resolve(call.name, in: type) }
          if targets.isEmpty { targets = functions[call.name] ?? [] }
        }
        for target in targets where target != index && seen.insert(target).inserted { callees[index].append(target) }
      }
    }
    reachedFrom = [:]
    for moment in [SourceOutline.Moment.viewDidLoad, .appear, .transition, .traitChange] {
      var from = [Int32](repeating: -2, count: nodes.count)
      var queue: [Int] = []
      for (index, node) in nodes.enumerated() where node.entry == moment {
        from[index] = -1
        queue.append(index)
      }
      var position = 0
      while position < queue.count {
        let current = queue[position]
        position += 1
        for next in callees[current] where from[next] == -2 {
          from[next] = Int32(current)
          queue.append(next)
        }
      }
      reachedFrom[moment] = from
    }
    linked = true
  }

  // MARK: Answers

  /// The node of a file's scope.
  func node(file: Int, scope: Int) -> Int? {
    guard linked, fileStart.indices.contains(file) else { return nil }
    let index = fileStart[file] + scope
    let end = file + 1 < fileStart.count ? fileStart[file + 1] : nodes.count
    return index < end ? index : nil
  }

  /// The moments a file's scope is reached from, over the whole project.
  func moments(file: Int, scope: Int) -> Set<SourceOutline.Moment> {
    guard let node = node(file: file, scope: scope) else { return [] }
    var result = Set<SourceOutline.Moment>()
    for (moment, from) in reachedFrom where from[node] != -2 { result.insert(moment) }
    return result
  }

  /// The calls from the entry to the scope, as `Type.method` names (entry first), for a
  /// moment it is reached from; nil when it is not.
  func chain(file: Int, scope: Int, moment: SourceOutline.Moment) -> [String]? {
    guard let path = path(file: file, scope: scope, moment: moment) else { return nil }
    let names = path.map { index in
      let node = nodes[index]
      if node.objectiveC, let type = node.type { return "-[\(type) \(node.name)]" }
      return (node.type.map { $0 + "." } ?? "") + node.name
    }
    // A chain cut at the limit does not start at its entry.
    return nodes[path[0]].entry == moment ? names : ["…"] + names
  }

  /// The nodes from the entry to the scope (at most `chainLimit` of the nearest), entry first.
  func path(file: Int, scope: Int, moment: SourceOutline.Moment) -> [Int]? {
    guard let node = node(file: file, scope: scope), let from = reachedFrom[moment], from[node] != -2 else { return nil }
    var result = [node]
    var current = Int(from[node])
    while current >= 0 && result.count < Self.chainLimit {
      result.append(current)
      current = Int(from[current])
    }
    return result.reversed()
  }

  /// Whether a load reached from `viewDidAppear` along its chain runs once: a flag tested on
  /// the way and set to true in a type on the way (or the type the test names), an object
  /// tested for nil and then made, or `dispatch_once`.
  func onceGuarded(file: Int, scope: Int) -> Bool {
    guard let path = path(file: file, scope: scope, moment: .appear) else { return false }
    var tested = Set<String>()
    var testedNil = Set<String>()
    var owners = Set<String>()
    for node in path.map({ nodes[$0] }) {
      if node.dispatchOnce { return true }
      tested.formUnion(node.tested)
      testedNil.formUnion(node.testedNil)
      if let type = node.type { owners.insert(type) }
    }
    // `guard !AdManager.shared.isLoaded`: the flag lives in the type the condition names.
    for name in tested where types[name] != nil { owners.insert(name) }
    for owner in owners {
      guard let facts = types[owner] else { continue }
      if !facts.setTrue.isDisjoint(with: tested) || !facts.setNonNil.isDisjoint(with: testedNil) { return true }
    }
    return false
  }
}
