/// Where a value sits in a JSON document: `displays[0].size.width`.
public struct JSONPath: Hashable, Sendable, CustomStringConvertible {
  public enum Component: Hashable, Sendable {
    case key(String)
    case index(Int)
  }

  public var components: [Component]

  public init(_ components: [Component] = []) { self.components = components }

  public static let root = JSONPath()

  public func appending(_ component: Component) -> JSONPath {
    JSONPath(components + [component])
  }

  public var description: String {
    if components.isEmpty { return "(top level)" }
    var text = ""
    for component in components {
      switch component {
      case .key(let key):
        let name = key.sanitizedForMessage
        text += text.isEmpty ? name : ".\(name)"
      case .index(let index): text += "[\(index)]"
      }
    }
    return text
  }
}

/// A value that does not have the shape a reader expected, and where it is.
public struct JSONDecodeProblem: Error, Equatable, Sendable {
  public var path: JSONPath
  public var message: String

  public init(path: JSONPath, message: String) {
    self.path = path
    self.message = message
  }
}
