import Foundation

// Usage: DeclareOptions OUTPUT.swift FILE.swift...
//
// Writes the `options` of every type in FILEs that declares options (see
// `OptionDeclarations`), so an option is declared once, as a static constant of the type
// that takes it, and the parser, `--help`, the man page and the completion scripts list it
// in the order it is written.
let arguments = Array(CommandLine.arguments.dropFirst())
guard let output = arguments.first else {
  FileHandle.standardError.write(Data("usage: DeclareOptions OUTPUT.swift FILE.swift...\n".utf8))
  exit(2)
}

var declarations = OptionDeclarations()
for path in arguments.dropFirst().sorted() {
  guard let data = FileManager.default.contents(atPath: path) else {
    FileHandle.standardError.write(Data("error: \(path): cannot read the source file\n".utf8))
    exit(1)
  }
  declarations.scan(Array(data), file: path)
}
guard declarations.problems.isEmpty else {
  FileHandle.standardError.write(Data(declarations.problems.map { "error: \($0)\n" }.joined().utf8))
  exit(1)
}
do {
  try Data(declarations.generatedSource.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
} catch {
  FileHandle.standardError.write(Data("error: \(output): \(error)\n".utf8))
  exit(1)
}
