import AdPreviewCore
import AdPreviewFormats

/// What the lint reads from an app's `Info.plist` (an XML property list).
public enum InfoPlist {
  /// `UIApplicationSupportsMultipleScenes` (in `UIApplicationSceneManifest`): true or false
  /// when the list says, nil when it does not.
  public static func supportsMultipleScenes(_ root: XMLElement) -> Bool? {
    value(of: "UIApplicationSupportsMultipleScenes", in: root)
  }

  /// A Boolean `<key>` anywhere in the list: the element after it is `<true/>` or `<false/>`.
  static func value(of key: String, in element: XMLElement) -> Bool? {
    for (index, child) in element.children.enumerated() {
      if child.name == "key", child.text == key, index + 1 < element.children.count {
        switch element.children[index + 1].name {
        case "true": return true
        case "false": return false
        default: return nil
        }
      }
      if let found = value(of: key, in: child) { return found }
    }
    return nil
  }
}
