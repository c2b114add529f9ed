/// The options that name a user's project to read, shared by `import`, `check` and the
/// previewer; `ProjectInput` reads what they name.
enum ProjectOptions {
  static let project = Option<String?>(
    "--project", value: "DIR",
    help: "read the whole project under DIR: its storyboards, xibs and code (ads placed in code included), its Info.plists "
      + "and the SDK its Podfile.lock or Package.resolved pins; links out of DIR are not followed",
    completion: .path,
    parse: { text throws(CommandError) in
      guard !text.isEmpty else { throw CommandError("an empty folder name (give the project's folder, like --project .)") }
      return text
    })

  static let screen = Option<String?>(
    "--screen", value: "NAME",
    help: "the screen, by its view controller's class, storyboard identifier or id; needed when several have ads",
    parse: { $0 })
}
