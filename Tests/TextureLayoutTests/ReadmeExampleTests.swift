import Testing

@testable import TextureLayout

/// The engine example of README.md, run here with its results pinned. The README's copy of the code is kept in step
/// by hand; the shell session in README.md is checked against the shell itself (`ReadmeSessionTests`).
@Suite struct ReadmeExampleTests {
    @Test func shrinkingTextWrapsNextToAnAvatar() {
        var tree = LayoutTree()
        let avatar = tree.node("avatar", width: 40, height: 40)
        let title = tree.text("title", TextContent("Texture layout, one spec at a time", fontSize: 16))
        tree.updateStyle(title) { $0.flexShrink = 1 }
        let row = tree.stack("row", StackSpec(direction: .horizontal, spacing: 8, alignItems: .center),
                             children: [avatar, title])
        let cell = tree.spec("cell", .inset(EdgeInsets(all: 12), child: row))
        let result = tree.layout(
            root: cell, in: SizeRange(min: .zero, max: Size(width: 320, height: .infinity)), scale: 2)
        // 34 characters × 8 pt = 272 pt do not fit in 320 − 24 − 40 − 8 = 248 pt: the title shrinks to exactly
        // 248 pt, wraps onto two 16 pt lines and is centred in the 40 pt row.
        #expect(result.size == Size(width: 320, height: 64))
        #expect(result.frame(of: avatar) == Rect(x: 12, y: 12, width: 40, height: 40))
        #expect(result.frame(of: title) == Rect(x: 60, y: 16, width: 248, height: 32))
        #expect(result.warnings.isEmpty)
    }
}
