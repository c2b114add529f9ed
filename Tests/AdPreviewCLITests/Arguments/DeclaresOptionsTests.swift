import Testing

@testable import AdPreviewCLI

/// The options generated from a command's constants: what `--help` and the parser see.
@Suite struct DeclaresOptionsTests {
  @Test func aCommandsOptionsAreItsConstantsInTheOrderWritten() {
    let scene = SceneOptions.options.map(\.name) + SlotOptions.options.map(\.name)
    #expect(RenderCommand.options.map(\.name) == scene + ["--loaded-size", "--size", "--format", "--ascii", "--cell-aspect"])
    #expect(SceneOptions.options.map(\.name) == ["--device", "--app", "--devices", "--orientation", "--posture", "--window", "--os", "--ad"])
    #expect(FindingsCommand.options.map(\.name) == ["--json", "--markdown"])
    #expect(DevicesCommand.options.map(\.name) == ["--json", "--devices"])
  }

  @Test func constantsThatAreNotOptionsGiveNone() {
    #expect(OptionSpecs.of(RenderCommand.name).isEmpty)
    #expect(OptionSpecs.of(RenderCommand.fallbackSize).isEmpty)
    #expect(OptionSpecs.of(CompareCommand.droppable).isEmpty)
    #expect(!RenderCommand.options.contains { $0.name == "render" })
  }

  @Test func aTakenOptionIsTheDeclarationItself() {
    // Read back by identity: a value given to compare's --watch is play's --watch.
    #expect(CompareCommand.options.contains { $0 === PlayCommand.watch.spec })
    #expect(CheckCommand.options.contains { $0 === SceneOptions.app.spec })
    #expect(LintCommand.options.contains { $0 === CheckCommand.failOn.spec })
    // check declares its own --ad (it also takes `all`), so the scene's is not among its options.
    #expect(!CheckCommand.options.contains { $0 === SceneOptions.ad.spec })
    #expect(CheckCommand.options.filter { $0.name == "--ad" }.count == 1)
  }

  @Test func theSlotOptionsAreTakenWholeByEveryCommandThatShowsAScene() {
    let slot = SlotOptions.options
    for options in [RenderCommand.options, LayoutCommand.options, CompareCommand.options, CheckCommand.options, AdPreviewCommand.interactiveOptions] {
      let taken = options.filter { option in slot.contains { $0 === option } }
      #expect(taken.map(\.name) == slot.map(\.name))
    }
    #expect(!AdPreviewCommand.interactiveOptions.contains { $0.name == "--loaded-size" })
  }
}
