import Foundation
import Testing
@testable import LayoutShell

/// The first session in README.md, typed into the shell line by line: every prompt, every reply, exactly as the
/// README shows them, so the README cannot drift from the shell.
struct ReadmeSessionTests {
    @Test func theReadmeSessionIsWhatTheShellPrints() throws {
        let readme = try String(contentsOf: LevelLibrary.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "## A first session"))
        let block = try #require(readme[start.upperBound...].range(of: "```text\n"))
        let end = try #require(readme[block.upperBound...].range(of: "```"))
        let shown = String(readme[block.upperBound..<end.lowerBound])

        let shell = Shell()  // 80 columns, no colour, Unicode: what the README was captured with
        var transcript = ""
        for line in shown.split(separator: "\n") where line.hasPrefix(Shell.prompt) || line.hasPrefix(Shell.continuationPrompt) {
            let prompt = shell.prompt
            #expect(line.hasPrefix(prompt), "the README shows \(line.prefix(8)) where the shell prompts \(prompt)")
            let entry = String(line.dropFirst(prompt.count))
            transcript += prompt + entry + "\n" + shell.submit(entry).output
        }
        #expect(transcript == shown)
    }
}
