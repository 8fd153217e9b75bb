import Foundation
import LayoutScript
import Testing
import TextureLayout

/// The cell of README.md's "A cell from a real app", run here in the container `layoutrepl run` uses (exactly
/// 375 wide), so the frames the README shows cannot drift from the interpreter.
@Test func theReadmeCellHasTheFramesTheReadmeShows() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let section = try #require(readme.range(of: "### A cell from a real app"))
    let start = try #require(readme[section.upperBound...].range(of: "```swift\n"))
    let end = try #require(readme[start.upperBound...].range(of: "```"))
    let script = String(readme[start.upperBound..<end.lowerBound])
    let container = SizeRange(min: Size(width: 375, height: 0), max: Size(width: 375, height: .infinity))
    let (session, outcome) = session(running: script, constrainedSize: container)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(frames(of: session) == ["avatar 12 10 40 40", "name 64 8 96 16", "bio 64 28 186 24",
                                    "follow 297 17 66 26", "follow.titleNode 309 23 42 14"])
    #expect(readme.contains(#""follow":[297,17,66,26],"follow.titleNode":[309,23,42,14]"#))
}
