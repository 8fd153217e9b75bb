import Testing

@testable import TextureLayout

/// `-[ASButtonNode layoutSpecThatFits:]`: a stack of image and title (8 pt apart, horizontal, centred on both axes
/// by default), inset by contentEdgeInsets, over the background image. Titles use 16 pt text: 8 pt a character,
/// 16 pt a line. Frames are "name x y w h" relative to the button, in z-order, after the button's own size.
struct ButtonCase: CustomTestStringConvertible, Sendable {
    let name: String
    let button: ButtonNode
    var range = SizeRange(exactly: Size(width: 200, height: 44))
    let frames: [String]

    var testDescription: String { name }
}

/// A button with a normal-state title, image and background image where given.
private func button(title: String? = nil, image: Size? = nil, background: Size? = nil,
                    _ configure: (inout ButtonNode) -> Void = { _ in }) -> ButtonNode {
    var button = ButtonNode()
    button.titles[.normal] = title.map { TextContent($0, fontSize: 16) }
    button.images[.normal] = image
    button.backgroundImages[.normal] = background
    configure(&button)
    return button
}

private let unboundedHeight = SizeRange(min: .zero, max: Size(width: 200, height: .infinity))

let buttonCases: [ButtonCase] = [
    ButtonCase(name: "title only, centred in an exact 200×44", button: button(title: "OK"),
               frames: ["b 0 0 200 44", "b.titleNode 92 14 16 16"]),
    ButtonCase(name: "title only hugs its title when nothing bounds it", button: button(title: "OK"),
               range: unboundedHeight, frames: ["b 0 0 16 16", "b.titleNode 0 0 16 16"]),
    ButtonCase(name: "image only, centred", button: button(image: Size(width: 20, height: 20)),
               range: SizeRange(exactly: Size(width: 100, height: 40)),
               frames: ["b 0 0 100 40", "b.imageNode 40 10 20 20"]),
    ButtonCase(name: "image then title, horizontal, 8 pt apart, centred as one block",
               button: button(title: "OK", image: Size(width: 20, height: 20)),
               frames: ["b 0 0 200 44", "b.imageNode 78 12 20 20", "b.titleNode 106 14 16 16"]),
    ButtonCase(name: "imageAlignment .end puts the title first",
               button: button(title: "OK", image: Size(width: 20, height: 20)) { $0.imageAlignment = .end },
               frames: ["b 0 0 200 44", "b.titleNode 78 14 16 16", "b.imageNode 102 12 20 20"]),
    ButtonCase(name: "vertical: image above title, centred on both axes",
               button: button(title: "OK", image: Size(width: 20, height: 20)) { $0.laysOutHorizontally = false },
               range: SizeRange(exactly: Size(width: 100, height: 80)),
               frames: ["b 0 0 100 80", "b.imageNode 40 18 20 20", "b.titleNode 42 46 16 16"]),
    ButtonCase(name: "contentSpacing 2 in a vertical button",
               button: button(title: "OK", image: Size(width: 20, height: 20)) {
                   $0.laysOutHorizontally = false
                   $0.contentSpacing = 2
               },
               range: SizeRange(exactly: Size(width: 100, height: 80)),
               frames: ["b 0 0 100 80", "b.imageNode 40 21 20 20", "b.titleNode 42 43 16 16"]),
    ButtonCase(name: "contentEdgeInsets around a hugging stack; the title is centred across the image's height",
               button: button(title: "Star", image: Size(width: 20, height: 20)) {
                   $0.contentEdgeInsets = EdgeInsets(top: 4, left: 6, bottom: 4, right: 6)
               },
               range: unboundedHeight,
               frames: ["b 0 0 72 28", "b.imageNode 6 4 20 20", "b.titleNode 34 6 32 16"]),
    ButtonCase(name: "left and top alignments",
               button: button(title: "OK") {
                   $0.contentHorizontalAlignment = .left
                   $0.contentVerticalAlignment = .top
               },
               frames: ["b 0 0 200 44", "b.titleNode 0 0 16 16"]),
    ButtonCase(name: "right and bottom alignments inside insets",
               button: button(title: "OK") {
                   $0.contentHorizontalAlignment = .right
                   $0.contentVerticalAlignment = .bottom
                   $0.contentEdgeInsets = EdgeInsets(top: 0, left: 0, bottom: 4, right: 10)
               },
               frames: ["b 0 0 200 44", "b.titleNode 174 24 16 16"]),
    ButtonCase(name: "vertical button: contentHorizontalAlignment becomes alignItems",
               button: button(title: "OK", image: Size(width: 20, height: 20)) {
                   $0.laysOutHorizontally = false
                   $0.contentHorizontalAlignment = .right
                   $0.contentVerticalAlignment = .top
               },
               range: SizeRange(exactly: Size(width: 100, height: 80)),
               frames: ["b 0 0 100 80", "b.imageNode 80 0 20 20", "b.titleNode 84 28 16 16"]),
    ButtonCase(name: "background image takes the button's size, behind the title",
               button: button(title: "OK", background: Size(width: 10, height: 10)),
               frames: ["b 0 0 200 44", "b.backgroundImageNode 0 0 200 44", "b.titleNode 92 14 16 16"]),
    ButtonCase(name: "a long title shrinks to the button (flexShrink 1) and wraps",
               button: button(title: "Hello world again"),
               range: SizeRange(exactly: Size(width: 100, height: 44)),
               frames: ["b 0 0 100 44", "b.titleNode 0 6 100 32"]),
    ButtonCase(name: "a disabled button shows its disabled title",
               button: button(title: "OK") {
                   $0.titles[.disabled] = TextContent("Disabled", fontSize: 16)
                   $0.isEnabled = false
               },
               frames: ["b 0 0 200 44", "b.titleNode 68 14 64 16"]),
    ButtonCase(name: "a selected button without a selected title shows the normal one",
               button: button(title: "OK") { $0.isSelected = true },
               frames: ["b 0 0 200 44", "b.titleNode 92 14 16 16"]),
    ButtonCase(name: "no title and no image: an empty stack", button: button(),
               frames: ["b 0 0 200 44"]),
]

/// The root's size as "name 0 0 w h", then its subnodes' frames.
private func frames(of result: LayoutResult, in tree: LayoutTree) -> [String] {
    let size = "\(tree[result.root].name) 0 0 \(formatPoints(result.size.width)) \(formatPoints(result.size.height))"
    return [size] + result.frames.map { entry in
        let frame = entry.frame
        return "\(tree[entry.element].name) \(formatPoints(frame.minX)) \(formatPoints(frame.minY)) "
            + "\(formatPoints(frame.size.width)) \(formatPoints(frame.size.height))"
    }
}

@Test("ASButtonNode lays out its image and title as -[ASButtonNode layoutSpecThatFits:] does", arguments: buttonCases)
func buttonFrames(_ fixture: ButtonCase) {
    var tree = LayoutTree()
    let id = tree.add(Element(name: "b", kind: .node(Node(content: .button(fixture.button)))))
    let result = tree.layout(root: id, in: fixture.range, scale: 2)
    #expect(frames(of: result, in: tree) == fixture.frames)
    #expect(result.warnings.isEmpty)
}

@Test("A button's parts follow its name, and changing a part relays the button out")
func buttonPartsFollowTheButton() throws {
    var tree = LayoutTree()
    let id = tree.add(Element(name: "button1", kind: .node(Node(content: .button(button(title: "OK"))))))
    tree[id].name = "login"
    guard case .node(let node) = tree[id].kind, case .button(let content) = node.content,
          let parts = content.parts else {
        Issue.record("the button has no parts")
        return
    }
    #expect(tree[parts.titleNode].name == "login.titleNode")
    #expect(tree[parts.titleNode].style.flexShrink == 1)
    // A title written into the title node directly is laid out (Texture reads the title node's text).
    tree[parts.titleNode].kind = .node(Node(content: .text(TextContent("Sign in", fontSize: 16))))
    let result = tree.layout(root: id, in: SizeRange(exactly: Size(width: 200, height: 44)), scale: 2)
    #expect(frames(of: result, in: tree) == ["login 0 0 200 44", "login.titleNode 72 14 56 16"])
    #expect(tree.subnodes(of: id) == [parts.titleNode])
    #expect(tree.supernode(of: parts.titleNode) == id)
}
