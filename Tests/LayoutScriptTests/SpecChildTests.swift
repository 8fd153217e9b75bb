import LayoutScript
import Testing
import TextureLayout

/// ASLayoutSpec's own child API, which every spec inherits: `child` is child 0 of Texture's children array,
/// `setChild(_:at:)` (ASLayoutSpec+Subclasses.mm) replaces the child at an index or adds one at the end, and the
/// two-child specs keep their second element at index 1. `.styled { }` is Texture's `styledWithBlock:`.
let specChildFixtures: [FrameFixture] = [
    FrameFixture(name: "child on an empty stack makes it the only child", script: """
        let title = ASTextNode(); title.attributedText = NSAttributedString(string: "Title")
        let row = ASStackLayoutSpec.horizontal()
        row.child = title
        return row
        """, frames: ["title 0 0 30 12"]),
    FrameFixture(name: "child replaces a stack's only child, and reads back as children[0]", script: """
        let a = ASDisplayNode(); a.style.preferredSize = CGSize(width: 10, height: 10)
        let b = ASDisplayNode(); b.style.preferredSize = CGSize(width: 20, height: 20)
        let column = ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [a])
        column.child = b
        let c = ASDisplayNode(); c.style.preferredSize = CGSize(width: 5, height: 5)
        column.children = (column.child == b && column.children.count == 1) ? [column.child!, c] : []
        return column
        """, frames: ["b 0 0 20 20", "c 0 20 5 5"]),
    FrameFixture(name: "setChild(_:at:) replaces the child at the index (in place of the old one)", script: """
        let name = ASTextNode(); name.attributedText = NSAttributedString(string: "repo")
        let summary = ASTextNode(); summary.attributedText = NSAttributedString(string: "a long summary")
        let language = ASTextNode(); language.attributedText = NSAttributedString(string: "Swift")
        let stack = ASStackLayoutSpec(direction: .vertical, spacing: 4, justifyContent: .start, alignItems: .start, children: [name, summary])
        stack.setChild(language, at: 1)
        return stack
        """, frames: ["name 0 0 24 12", "language 0 16 30 12"]),
    FrameFixture(name: "setChild(_:at:) at the count adds the child at the end; Swift 2's atIndex: too", script: """
        let a = ASDisplayNode(); a.style.preferredSize = CGSize(width: 10, height: 10)
        let b = ASDisplayNode(); b.style.preferredSize = CGSize(width: 20, height: 10)
        let c = ASDisplayNode(); c.style.preferredSize = CGSize(width: 30, height: 10)
        let row = ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start, children: [a])
        row.setChild(b, at: 1)
        row.setChild(c, atIndex: 2)
        return row
        """, frames: ["a 0 0 10 10", "b 10 0 20 10", "c 30 0 30 10"]),
    FrameFixture(name: "index 1 of an overlay, background or corner spec is its second element", script: """
        let photo = ASDisplayNode(); photo.style.preferredSize = CGSize(width: 40, height: 40)
        let shade = ASDisplayNode()
        let card = ASDisplayNode()
        let badge = ASDisplayNode(); badge.style.preferredSize = CGSize(width: 10, height: 10)
        let overlay = ASOverlayLayoutSpec()
        overlay.setChild(photo, at: 0)
        overlay.setChild(shade, at: 1)
        let background = ASBackgroundLayoutSpec()
        background.setChild(overlay, at: 0)
        background.setChild(card, at: 1)
        let corner = ASCornerLayoutSpec()
        corner.setChild(background, at: 0)
        corner.setChild(badge, at: 1)
        corner.cornerLocation = .bottomRight
        return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10), child: corner)
        """, frames: ["card 10 10 40 40", "photo 10 10 40 40", "shade 10 10 40 40", "badge 45 45 10 10"]),
    FrameFixture(name: "child(at:) reads the children array in Texture's order", script: """
        let a = ASDisplayNode(); a.style.preferredSize = CGSize(width: 10, height: 10)
        let b = ASDisplayNode(); b.style.preferredSize = CGSize(width: 20, height: 20)
        let background = ASBackgroundLayoutSpec(child: a, background: b)
        let first = background.child(at: 0)!
        return ASWrapperLayoutSpec(layoutElements: background.child(at: 2) == nil ? [first] : [])
        """, frames: ["a 0 0 10 10"]),
    FrameFixture(name: "children on a spec with one slot sets its child", script: """
        let label = ASTextNode(); label.attributedText = NSAttributedString(string: "centered")
        let center = ASCenterLayoutSpec()
        center.centeringOptions = .XY
        center.children = [label]
        center.style.preferredSize = CGSize(width: 100, height: 40)
        return ASWrapperLayoutSpec(layoutElements: center.children.count == 1 ? [center] : [])
        """, frames: ["label 26 14 48 12"]),
    FrameFixture(name: "children [a, b] on a background spec: child 0 the child, child 1 the background", script: """
        let a = ASDisplayNode(); a.style.preferredSize = CGSize(width: 10, height: 10)
        let b = ASDisplayNode()
        let c = ASDisplayNode()
        let background = ASBackgroundLayoutSpec(child: c, background: c)
        background.children = [a, b]
        let column = ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [background])
        return column
        """, frames: ["b 0 0 10 10", "a 0 0 10 10"]),
    FrameFixture(name: "children with one element on an overlay spec empties its overlay", script: """
        let a = ASDisplayNode(); a.style.preferredSize = CGSize(width: 10, height: 10)
        let b = ASDisplayNode()
        let overlay = ASOverlayLayoutSpec(child: b, overlay: b)
        overlay.children = [a]
        return ASWrapperLayoutSpec(layoutElements: overlay.overlay == nil ? [overlay] : [])
        """, frames: ["a 0 0 10 10"]),
    FrameFixture(name: ".styled { } sets the element's style and returns the element", script: """
        let title = ASTextNode(); title.attributedText = NSAttributedString(string: "Update")
        let icon = ASDisplayNode().styled { $0.preferredSize = CGSize(width: 20, height: 20) }
        return ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start, children: [
            icon, ASLayoutSpec().styled { $0.flexGrow = 1 }, title.styled { style in style.spacingBefore = 8 },
        ]).styled { $0.minWidth = ASDimensionMake(200) }
        """, frames: ["icon 0 0 20 20", "title 164 0 36 12"]),
]

/// Past the end of a stack's children, Texture pads the gap with ASNullLayoutSpec placeholders (0×0): the stack's
/// spacing still comes before the child set at the index, and after one placed between real children.
let nullPaddingFixtures: [FrameFixture] = [
    FrameFixture(name: "setChild(_:at: 1) on an empty stack: spacing after the placeholder at index 0", script: """
        let bubble = ASDisplayNode(); bubble.style.preferredSize = CGSize(width: 100, height: 40)
        let column = ASStackLayoutSpec.vertical()
        column.spacing = 3
        column.setChild(bubble, at: 1)
        return column
        """, frames: ["bubble 0 3 100 40"]),
    FrameFixture(name: "setChild(_:at: 3) after two children: one placeholder between them and the new one", script: """
        let a = ASDisplayNode(); a.style.preferredSize = CGSize(width: 10, height: 10)
        let b = ASDisplayNode(); b.style.preferredSize = CGSize(width: 20, height: 10)
        let c = ASDisplayNode(); c.style.preferredSize = CGSize(width: 30, height: 10)
        let row = ASStackLayoutSpec(direction: .horizontal, spacing: 5, justifyContent: .start, alignItems: .start,
                                    children: [a, b])
        row.setChild(c, at: 3)
        return row
        """, frames: ["a 0 0 10 10", "b 15 0 20 10", "c 45 0 30 10"]),
]

@Test(arguments: nullPaddingFixtures)
func setChildPastTheEndPadsWithNullSpecs(_ fixture: FrameFixture) {
    fixture.expectLaysOut()
}

@Test(arguments: specChildFixtures)
func specsTakeTheirChildrenByIndex(_ fixture: FrameFixture) {
    fixture.expectLaysOut()
}

/// What Texture asserts on, or pads with more placeholders than a session holds, is an error that says so.
@Test(arguments: [
    ("let s = ASStackLayoutSpec.vertical()\ns.children = [a, b]\ns.child = a",
     "s holds 2 children; Texture asserts that a spec whose child is set has at most one"),
    ("let s = ASStackLayoutSpec.vertical()\ns.setChild(a, at: 30_000)",
     "setChild(_:at: 30000) would pad s's children with 30000 ASNullLayoutSpec placeholders, past the session's"),
    ("let s = ASInsetLayoutSpec(insets: .zero, child: a)\ns.setChild(b, at: 1)",
     "ASInsetLayoutSpec lays out one child, at index 0; Texture asserts"),
    ("let s = ASOverlayLayoutSpec(child: a, overlay: b)\ns.setChild(b, at: 2)",
     "ASOverlayLayoutSpec lays out index 0 (child) and 1 (overlay) only"),
    ("let s = ASStackLayoutSpec.vertical()\ns.setChild(a, at: -1)", "an index of 0 or more"),
    ("let s = ASInsetLayoutSpec()\ns.children = [a, b]", "ASInsetLayoutSpec lays out one child, at index 0; Texture asserts"),
    ("let s = ASStackLayoutSpec.vertical()\nlet t = ASInsetLayoutSpec(insets: .zero, child: s)\ns.setChild(t, at: 0)",
     "a spec cannot contain itself: 't' contains 's'"),
])
func childrenTextureRefusesAreErrors(_ script: String, _ message: String) {
    let (_, outcome) = session(running: "let a = ASDisplayNode()\nlet b = ASDisplayNode()\n" + script)
    #expect(outcome.diagnostic?.message.contains(message) == true, "\(outcome.diagnostic?.message ?? "no error")")
    #expect(outcome.diagnostic?.line == script.split(separator: "\n").count + 2)
}

@Test func settingChildToNilEmptiesASpecThatHoldsAnArray() {
    let (_, outcome) = session(running: """
        let a = ASDisplayNode()
        let s = ASStackLayoutSpec.vertical()
        s.child = a
        print(s.children.count, s.child == a)
        s.child = nil
        print(s.children.count, s.child == nil)
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(outcome.printed == ["1 true", "0 true"])
}
