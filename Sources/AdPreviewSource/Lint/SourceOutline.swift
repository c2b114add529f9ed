import AdPreviewCore

/// What the rules need of a file's shape, worked out once from its tokens: matching
/// brackets, the types and their methods, the closures that run on their own schedule
/// (SwiftUI's `onAppear`, trait-change handlers), who calls whom inside a type, and when each
/// method runs (from `viewDidLoad`, `viewDidAppear`, a size transition, a trait change).
struct SourceOutline {
  let tokens: [SourceToken]
  let language: SourceLanguage
  /// For each bracket, the index of its partner (an unmatched one: the file's end); -1 for
  /// other tokens.
  private(set) var partner: [Int]
  private(set) var scopes: [Scope] = []
  /// The innermost scope of each token (-1: none).
  private(set) var scopeOf: [Int32]
  /// The innermost type of each token (-1: none); types of the same name share a key.
  private(set) var typeOf: [Int32]
  private(set) var typeNames: [String] = []
  /// For each token, the innermost bracket open around it (-1: none).
  private(set) var enclosing: [Int32]
  /// Every call of a method of the file's own types (`name(`, `self.name(`, `[self sel…]`):
  /// where, and the name or selector.
  private(set) var calls: [(index: Int, name: String)] = []
  /// Each type's scopes, by its key.
  private(set) var scopesByType: [Int: [Int]] = [:]
  /// Objective-C messages by the index of their first selector piece.
  private(set) var messages: [Int: Message] = [:]

  /// An Objective-C message `[receiver piece:argument piece:argument]`.
  struct Message {
    var open: Int
    var receiver: Range<Int>
    var selector: String
    var pieces: [(name: Int, argument: Range<Int>)]
  }

  /// A method body or a closure that UIKit or SwiftUI calls at a moment of its own.
  struct Scope {
    /// The method's name (Swift's base name, Objective-C's selector), or the closure's kind.
    var name: String
    /// The first token of the body (`{`) and its closing brace.
    var open: Int
    var close: Int
    /// Where the method is declared, for messages.
    var declaration: Int
    /// The type it belongs to (an index into `typeNames`), or -1.
    var type: Int
    /// The moment UIKit or SwiftUI calls it, when it is one of those.
    var entry: Moment?
    /// The methods of the type it calls.
    var callees: [String] = []
    /// The moments from which it runs (itself an entry, or called from one).
    var moments: Set<Moment> = []
    /// Whether it is a method (others call it by name) rather than a closure.
    var callable = true
  }

  /// When code runs, for the rules about when ads load.
  enum Moment: Hashable {
    case viewDidLoad
    /// `viewDidAppear`, SwiftUI's `onAppear`: may run many times.
    case appear
    /// A size change: `viewWillTransition(to:with:)`, SwiftUI's `updateUIView`.
    case transition
    /// A trait change: `traitCollectionDidChange`, `registerForTraitChanges`,
    /// `willTransition(to: UITraitCollection, with:)`.
    case traitChange
  }

  init(_ tokens: [SourceToken], language: SourceLanguage) {
    self.tokens = tokens
    self.language = language
    partner = Array(repeating: -1, count: tokens.count)
    scopeOf = Array(repeating: -1, count: tokens.count)
    typeOf = Array(repeating: -1, count: tokens.count)
    enclosing = Array(repeating: -1, count: tokens.count)
    matchBrackets()
    if language == .objectiveC { findMessages() }
    findTypesAndScopes()
    findCalls()
    propagateMoments()
    for index in scopes.indices { scopesByType[scopes[index].type, default: []].append(index) }
  }

  // MARK: Brackets

  private mutating func matchBrackets() {
    var stack: [Int] = []
    for index in tokens.indices {
      if let open = stack.last { enclosing[index] = Int32(open) }
      guard tokens[index].kind == .punctuation else { continue }
      switch tokens[index].text {
      case "(", "[", "{": stack.append(index)
      case ")", "]", "}":
        let closer = tokens[index].text
        let opener = closer == ")" ? "(" : closer == "]" ? "[" : "{"
        // A stray closer (or one of another kind) does not unwind the stack: code that a
        // `#if`'s two branches open twice stays readable around it.
        if let last = stack.last, tokens[last].text == opener {
          stack.removeLast()
          partner[last] = index
          partner[index] = last
        }
      default: break
      }
    }
    for open in stack { partner[open] = tokens.count }
  }

  /// The closing partner of the bracket at `index`, clamped to the tokens.
  func closing(_ index: Int) -> Int { min(max(partner[index], index), tokens.count) }

  func text(_ index: Int) -> String { index >= 0 && index < tokens.count ? tokens[index].text : "" }

  func isPunctuation(_ index: Int, _ text: String) -> Bool {
    index >= 0 && index < tokens.count && tokens[index].kind == .punctuation && tokens[index].text == text
  }

  // MARK: Types and scopes

  private mutating func findTypesAndScopes() {
    var typeKeys: [String: Int] = [:]
    func typeKey(_ name: String) -> Int {
      if let known = typeKeys[name] { return known }
      typeKeys[name] = typeNames.count
      typeNames.append(name)
      return typeNames.count - 1
    }
    var typeRanges: [(type: Int, open: Int, close: Int)] = []
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      guard token.kind == .identifier else {
        index += 1
        continue
      }
      switch (language, token.text) {
      case (.swift, "class"), (.swift, "struct"), (.swift, "enum"), (.swift, "actor"), (.swift, "extension"), (.swift, "protocol"):
        // `class func`, `class var`: a modifier, not a type.
        guard index + 1 < tokens.count, tokens[index + 1].kind == .identifier,
          !["func", "var", "let", "subscript", "override", "final", "private", "public", "static"].contains(tokens[index + 1].text)
        else { break }
        if let open = bodyStart(after: index + 1) {
          typeRanges.append((typeKey(tokens[index + 1].text), open, closing(open)))
        }
      case (.swift, "func"):
        guard index + 1 < tokens.count else { break }
        let name = tokens[index + 1].text
        if let open = bodyStart(after: index + 1) {
          scopes.append(Scope(name: name, open: open, close: closing(open), declaration: index, type: -1, entry: swiftEntry(name, at: index + 1)))
        }
      case (.objectiveC, "@implementation"):
        guard index + 1 < tokens.count else { break }
        let type = typeKey(tokens[index + 1].text)
        var end = index + 1
        while end < tokens.count && tokens[end].text != "@end" { end += 1 }
        typeRanges.append((type, index, end))
        methods(in: index + 2, end, type: type)
        index = end
      default: break
      }
      index += 1
    }
    findClosureScopes()
    // Innermost wins: of the ranges around a token, the one that opens last.
    Self.mark(&typeOf, with: typeRanges.sorted(by: { $0.open < $1.open }).map { (Int32($0.type), $0.open, $0.close) })
    scopes.sort { $0.open < $1.open }
    Self.mark(&scopeOf, with: scopes.indices.map { (Int32($0), scopes[$0].open, scopes[$0].close) })
    for scope in scopes.indices where scopes[scope].type < 0 { scopes[scope].type = Int(typeOf[scopes[scope].declaration]) }
  }

  /// Gives each token the value of the last of `ranges` (ordered by their opening token) that
  /// holds it, from its opening token to its closing one; tokens outside them keep theirs.
  /// This is what painting the ranges in order would leave, but a file of unclosed or deeply
  /// nested bodies (each running to the end) would be painted over once per body: instead one
  /// pass keeps the ranges open at each token on a stack, the one that opened last on top.
  static func mark(_ owner: inout [Int32], with ranges: [(value: Int32, open: Int, close: Int)]) {
    var open: [(value: Int32, end: Int)] = []
    var next = 0
    for position in owner.indices {
      while next < ranges.count && ranges[next].open <= position {
        open.append((ranges[next].value, min(ranges[next].close + 1, owner.count)))
        next += 1
      }
      // A range that ended under one still open is dropped when it comes to the top.
      while let last = open.last, last.end <= position { open.removeLast() }
      if let last = open.last { owner[position] = last.value }
    }
  }

  /// The `{` that opens a declaration's body, scanning from its name; nil when it has none (a
  /// protocol requirement) or something else starts first.
  private func bodyStart(after index: Int) -> Int? {
    var position = index
    while position < tokens.count {
      let token = tokens[position]
      if token.kind == .punctuation {
        switch token.text {
        case "{": return position
        case "(", "[":
          position = closing(position) + 1
          continue
        case "}", ";": return nil
        default: break
        }
      } else if token.kind == .identifier, position > index,
        ["func", "var", "let", "class", "struct", "enum", "case", "init", "subscript", "@objc"].contains(token.text)
      {
        return nil
      }
      position += 1
    }
    return nil
  }

  /// The moment a Swift method is called at, from its name and labels.
  private func swiftEntry(_ name: String, at index: Int) -> Moment? {
    let parameters = index + 1 < tokens.count && isPunctuation(index + 1, "(") ? (index + 2, closing(index + 1)) : (index, index)
    let mentionsTraits = (parameters.0..<parameters.1).contains { tokens[$0].text == "UITraitCollection" }
    switch name {
    case "viewDidLoad": return .viewDidLoad
    case "viewDidAppear": return .appear
    case "viewWillTransition": return mentionsTraits ? .traitChange : .transition
    case "willTransition": return mentionsTraits ? .traitChange : nil
    case "traitCollectionDidChange": return .traitChange
    case "updateUIView", "updateUIViewController": return .transition
    default: return nil
    }
  }

  private static func objectiveCEntry(_ selector: String) -> Moment? {
    switch selector {
    case "viewDidLoad": .viewDidLoad
    case "viewDidAppear:": .appear
    case "viewWillTransitionToSize:withTransitionCoordinator:": .transition
    case "traitCollectionDidChange:", "willTransitionToTraitCollection:withTransitionCoordinator:": .traitChange
    default: nil
    }
  }

  /// The methods of an `@implementation`: `- (void)name:(Type)arg more:(Type)arg {`.
  private mutating func methods(in start: Int, _ end: Int, type: Int) {
    var index = start
    while index < end {
      let token = tokens[index]
      if token.kind == .punctuation, token.text == "-" || token.text == "+", index == start || tokens[index - 1].line < token.line {
        var position = index + 1
        if isPunctuation(position, "(") { position = closing(position) + 1 }
        var selector = ""
        while position < end, tokens[position].kind == .identifier {
          let piece = tokens[position].text
          if isPunctuation(position + 1, ":") {
            selector += piece + ":"
            position += 2
            if isPunctuation(position, "(") { position = closing(position) + 1 }
            if position < end, tokens[position].kind == .identifier { position += 1 }
          } else {
            if selector.isEmpty { selector = piece }
            position += 1
            break
          }
        }
        while position < end, tokens[position].kind == .identifier || isPunctuation(position, ",") || isPunctuation(position, "...") {
          position += 1
        }
        if isPunctuation(position, "{"), !selector.isEmpty {
          let close = closing(position)
          scopes.append(
            Scope(name: selector, open: position, close: close, declaration: index, type: type, entry: Self.objectiveCEntry(selector)))
          index = close + 1
          continue
        }
      } else if isPunctuation(index, "{") {
        index = closing(index) + 1
        continue
      }
      index += 1
    }
  }

  /// Closures that UIKit or SwiftUI call on their own: `.onAppear { … }`,
  /// `registerForTraitChanges(…) { … }` (Objective-C: `…withHandler:^{ … }`).
  private mutating func findClosureScopes() {
    for index in tokens.indices where tokens[index].kind == .identifier {
      let moment: Moment
      switch tokens[index].text {
      case "onAppear" where isPunctuation(index - 1, "."): moment = .appear
      case "registerForTraitChanges": moment = .traitChange
      default: continue
      }
      // The closure: a trailing one, or the first inside the call's parentheses.
      var position = index + 1
      if isPunctuation(position, "(") {
        let close = closing(position)
        if let inner = (position..<min(close, tokens.count)).first(where: { isPunctuation($0, "{") }) {
          position = inner
        } else {
          position = close + 1
        }
      }
      guard isPunctuation(position, "{") else { continue }
      var scope = Scope(name: tokens[index].text, open: position, close: closing(position), declaration: index, type: -1, entry: moment)
      scope.callable = false
      scopes.append(scope)
    }
  }

  // MARK: Calls

  /// Each scope's calls to methods of its own type: Swift `name(` or `self.name(`,
  /// Objective-C `[self selector…]`.
  private mutating func findCalls() {
    for index in tokens.indices {
      if language == .swift {
        guard tokens[index].kind == .identifier, isPunctuation(index + 1, "(") || isPunctuation(index + 1, "{") else { continue }
        if text(index - 1) == "func" { continue }
        if isPunctuation(index - 1, ".") {
          // `self.name(`, `self?.name(`: a call to the type's own method.
          var before = index - 2
          while isPunctuation(before, "?") || isPunctuation(before, "!") { before -= 1 }
          if text(before) != "self" { continue }
        }
        calls.append((index, tokens[index].text))
      } else if let message = messages[index], text(message.receiver.lowerBound) == "self", message.receiver.count == 1 {
        calls.append((index, message.selector))
      }
    }
    for call in calls where scopeOf[call.index] >= 0 { scopes[Int(scopeOf[call.index])].callees.append(call.name) }
  }

  /// Every message, each read once: `[receiver piece:arg piece:arg]`.
  private mutating func findMessages() {
    for open in tokens.indices where isPunctuation(open, "[") {
      if let message = message(at: open) { messages[message.pieces.first?.name ?? message.receiver.upperBound] = message }
    }
  }

  /// The message starting at the `[` at `open`: the receiver's tokens, the selector and each
  /// piece's name and argument. Nested brackets are jumped over, so each token is read by
  /// its own message only.
  private func message(at open: Int) -> Message? {
    let close = closing(open)
    var position = open + 1
    // The receiver: one expression (a name, a chain, a nested message).
    let receiverStart = position
    while position < close {
      if isPunctuation(position, "[") || isPunctuation(position, "(") {
        position = closing(position) + 1
      } else if tokens[position].kind == .identifier || tokens[position].kind == .string || isPunctuation(position, ".")
        || isPunctuation(position, "->")
      {
        if tokens[position].kind == .identifier, position > receiverStart, !isPunctuation(position - 1, "."),
          !isPunctuation(position - 1, "->")
        {
          break
        }
        position += 1
      } else {
        break
      }
    }
    let receiver = receiverStart..<position
    guard position < close, tokens[position].kind == .identifier, !receiver.isEmpty else { return nil }
    if !isPunctuation(position + 1, ":") { return Message(open: open, receiver: receiver, selector: tokens[position].text, pieces: []) }
    var selector = ""
    var pieces: [(Int, Range<Int>)] = []
    while position < close, tokens[position].kind == .identifier, isPunctuation(position + 1, ":") {
      let name = position
      selector += tokens[position].text + ":"
      position += 2
      let start = position
      // The argument runs to the next `name:` at this depth.
      while position < close {
        if isPunctuation(position, "[") || isPunctuation(position, "(") || isPunctuation(position, "{") {
          position = closing(position) + 1
          continue
        }
        if tokens[position].kind == .identifier, isPunctuation(position + 1, ":"), position > start,
          !isPunctuation(position - 1, "?")
        {
          break
        }
        position += 1
      }
      pieces.append((name, start..<min(position, close)))
    }
    return Message(open: open, receiver: receiver, selector: selector, pieces: pieces)
  }

  // MARK: Moments

  /// The methods of each type by name (`type|name`), for following calls.
  private var methodsByName: [String: [Int]] = [:]

  private mutating func propagateMoments() {
    for (index, scope) in scopes.enumerated() where scope.callable {
      methodsByName["\(scope.type)|\(scope.name)", default: []].append(index)
    }
    for start in scopes.indices {
      guard let moment = scopes[start].entry else { continue }
      for reached in reachable(from: start) { scopes[reached].moments.insert(moment) }
    }
  }

  /// The scope `start` and the methods of its type it calls, to any depth, each once.
  private func reachable(from start: Int) -> [Int] {
    var result = [start]
    var seen: Set<Int> = [start]
    var position = 0
    while position < result.count {
      let current = scopes[result[position]]
      position += 1
      for callee in current.callees {
        for next in methodsByName["\(current.type)|\(callee)"] ?? [] where seen.insert(next).inserted { result.append(next) }
      }
    }
    return result
  }

  /// The moments the code at `index` runs at: those of its innermost scope. A closure UIKit
  /// calls by itself (a trait-change handler registered in `viewDidLoad`) has its own.
  func moments(at index: Int) -> Set<Moment> {
    let scope = Int(scopeOf[index])
    return scope >= 0 ? scopes[scope].moments : []
  }

  /// The scopes of a type (a key into `typeNames`), in order.
  func scopes(ofType type: Int) -> [Int] { scopesByType[type] ?? [] }

  /// The scope at `index` and the methods it calls, to any depth.
  func scopeAndCallees(at index: Int) -> [Int] {
    let start = Int(scopeOf[index])
    return start >= 0 ? reachable(from: start) : []
  }
}
