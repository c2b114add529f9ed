import Testing

@testable import DeclareOptions

@Suite struct OptionDeclarationsTests {
  func declarers(_ source: String) -> OptionDeclarations {
    var declarations = OptionDeclarations()
    declarations.scan(Array(source.utf8), file: "Source.swift")
    return declarations
  }

  @Test func aCommandsStaticConstantsInTheOrderWritten() {
    let found = declarers(
      """
      enum RenderCommand: Command {
        static let name = "render"
        static let size = Option<Int?>("--size", value: "N", help: "a { brace } in help", parse: { Int($0) })
        static var discussion: String { "not a constant" }
        private static let cache = Cache()
        static func run() { let local = 1; static let notHere = 2 }
        static let ascii = OutputOptions.ascii
      }
      """)
    #expect(found.declarers == [.init(typeName: "RenderCommand", constants: ["name", "size", "ascii"])])
    #expect(found.problems.isEmpty)
  }

  @Test func nestedTypesAreNamedWithTheirOuterTypes() {
    let found = declarers(
      """
      public enum AdPreviewCommand {
        static let version = "0.1.0"
        enum Previewer: DeclaresOptions {
          static let script = Option<String?>("--script")
          // static let commented = Flag("--gone")
          static let record = Option<String?>("--record")
        }
        static let interactive = 1
      }
      enum SceneOptions: DeclaresOptions, Sendable where Self: Any {
        static let device = Option("--device")
      }
      """)
    #expect(
      found.declarers == [
        .init(typeName: "AdPreviewCommand.Previewer", constants: ["script", "record"]),
        .init(typeName: "SceneOptions", constants: ["device"]),
      ])
  }

  @Test func typesThatDoNotDeclareOptionsAreLeftAlone() {
    let found = declarers(
      """
      enum OutputOptions {
        static let ascii = Flag("--ascii")
      }
      protocol Command: DeclaresOptions {
        static var name: String { get }
      }
      extension LayoutCommand: Command {
        static let extra = Flag("--extra")
      }
      struct Holder { let kind = Kind.class; class func make() {} }
      """)
    #expect(found.declarers.isEmpty)
  }

  @Test func theGeneratedListHandsEachConstantToOptionSpecs() {
    let found = declarers("enum LintCommand: Command {\n  static let sdk = Option(\"--sdk\")\n  static let force = OutputOptions.force\n}\n")
    #expect(found.generatedSource.contains("extension LintCommand {"))
    #expect(found.generatedSource.contains("    options += OptionSpecs.of(sdk)\n    options += OptionSpecs.of(force)\n"))
  }

  @Test func anUnterminatedStringIsAProblemWithItsPlace() {
    let found = declarers("enum X: Command {\n  static let name = \"open\n}\n")
    #expect(found.problems.count == 1)
    #expect(found.problems.first?.hasPrefix("Source.swift:2:") == true)
  }
}
