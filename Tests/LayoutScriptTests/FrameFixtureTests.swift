import LayoutScript
import Testing
import TextureLayout

/// Scripts in Texture's Swift and the frames their nodes get in a 375-wide, unbounded-height container at 2×.
struct FrameFixture: CustomTestStringConvertible, Sendable {
    let name: String
    let script: String
    let frames: [String]
    var testDescription: String { name }

    /// Runs the script in a fresh session and expects it to run without an error and give these frames; the
    /// outcome, for the checks some tables add.
    @discardableResult
    func expectLaysOut(sourceLocation: SourceLocation = #_sourceLocation) -> RunOutcome {
        let (session, outcome) = LayoutScriptTests.session(running: script)
        #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")", sourceLocation: sourceLocation)
        #expect(LayoutScriptTests.frames(of: session) == frames, sourceLocation: sourceLocation)
        return outcome
    }
}

let frameFixtures: [FrameFixture] = [
    FrameFixture(name: "children appended through optional chaining, as Texture's optional children need", script: """
        let a = ASDisplayNode(); a.style.preferredSize = CGSize(width: 10, height: 10)
        let b = ASDisplayNode(); b.style.preferredSize = CGSize(width: 20, height: 10)
        let c = ASDisplayNode(); c.style.preferredSize = CGSize(width: 30, height: 10)
        let stack = ASStackLayoutSpec.horizontal()
        stack.children = [a]
        stack.children?.append(b)
        stack.children!.append(contentsOf: [c])
        stack
        """, frames: ["a 0 0 10 10", "b 10 0 20 10", "c 30 0 30 10"]),
    FrameFixture(name: "?? on optional children and a compound remainder", script: """
        var width: CGFloat = 70
        width %= 40
        let a = ASDisplayNode(); a.style.preferredSize = CGSize(width: width, height: 10)
        let b = ASDisplayNode(); b.style.preferredSize = CGSize(width: 10, height: 10)
        let stack = ASStackLayoutSpec.horizontal()
        stack.children = (stack.children ?? []) + [a]
        stack.children = (stack.children ?? []) + [b]
        stack
        """, frames: ["a 0 0 30 10", "b 30 0 10 10"]),
    FrameFixture(name: ".init with the type the parameter expects", script: """
        let a = ASDisplayNode()
        a.style.preferredSize = .init(width: 10, height: 20)
        let inset = ASInsetLayoutSpec(insets: .init(top: 1, left: 2, bottom: 3, right: 4), child: a)
        ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: inset)
        """, frames: ["a 181.5 1 10 20"]),
    FrameFixture(name: "horizontal stack of two sized nodes", script: """
        let a = ASDisplayNode()
        a.style.preferredSize = CGSize(width: 40, height: 20)
        let b = ASDisplayNode()
        b.style.preferredSize = CGSize(width: 30, height: 30)
        let stack = ASStackLayoutSpec(direction: .horizontal, spacing: 5, justifyContent: .start, alignItems: .start, children: [a, b])
        stack
        """, frames: ["a 0 0 40 20", "b 45 0 30 30"]),
    FrameFixture(name: "vertical factory and center justify in a fixed height", script: """
        let a = ASDisplayNode(); a.style.preferredSize = CGSize(width: 10, height: 10)
        let stack = ASStackLayoutSpec.vertical()
        stack.justifyContent = .center
        stack.alignItems = .center
        stack.children = [a]
        stack.style.height = ASDimensionMake(100)
        return stack
        """, frames: ["a 0 45 10 10"]),
    FrameFixture(name: "inset and overlay", script: """
        let a = ASDisplayNode()
        a.style.preferredSize = CGSize(width: 50, height: 50)
        let badge = ASDisplayNode()
        let inset = ASInsetLayoutSpec(insets: UIEdgeInsets(top: 10, left: 20, bottom: 0, right: 0), child: a)
        ASOverlayLayoutSpec(child: inset, overlay: badge)
        """, frames: ["a 20 10 50 50", "badge 0 0 70 60"]),
    FrameFixture(name: "flexGrow set after the node joined the stack (reference semantics)", script: """
        let a = ASDisplayNode(); a.style.height = ASDimensionMake(10)
        let b = ASDisplayNode(); b.style.preferredSize = CGSize(width: 75, height: 10)
        let row = ASStackLayoutSpec.horizontal()
        row.children = [a, b]
        row.style.width = ASDimensionMake(375)
        a.style.flexGrow = 1
        row
        """, frames: ["a 0 0 300 10", "b 300 0 75 10"]),
    FrameFixture(name: "for loop creates named nodes", script: """
        var items: [ASLayoutElement] = []
        for i in 0..<3 {
            let item = ASDisplayNode()
            item.style.preferredSize = CGSize(width: 10 + CGFloat(i) * 10, height: 10)
            items.append(item)
        }
        ASStackLayoutSpec(direction: .horizontal, spacing: 1, justifyContent: .start, alignItems: .start, children: items)
        """, frames: ["item 0 0 10 10", "item2 11 0 20 10", "item3 32 0 30 10"]),
    FrameFixture(name: "text node wraps in a vertical stack", script: """
        let title = ASTextNode()
        title.attributedText = NSAttributedString(string: "Hello world", attributes: [.font: UIFont.systemFont(ofSize: 20)])
        let column = ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [title])
        column.style.width = ASDimensionMake(60)
        column
        """, frames: ["title 0 0 50 40"]),
    FrameFixture(name: "image size from the name, ratio spec, percent width", script: """
        let avatar = ASImageNode()
        avatar.image = UIImage(named: "avatar-40x30")
        let photo = ASDisplayNode()
        let ratio = ASRatioLayoutSpec(ratio: 0.5, child: photo)
        ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [avatar, ratio])
        """, frames: ["avatar 0 0 40 30", "photo 0 30 375 187.5"]),
    FrameFixture(name: "fraction widths from every spelling", script: """
        let a = ASDisplayNode(), b = ASDisplayNode(), c = ASDisplayNode()
        a.style.width = ASDimensionMake("50%")
        b.style.width = ASDimensionMake(.fraction, 0.2)
        c.style.width = ASDimension(unit: .fraction, value: 0.1)
        c.style.minWidth = ASDimensionMakeWithFraction(0.04)
        for node in [a, b, c] { node.style.height = ASDimensionMakeWithPoints(4) }
        ASWrapperLayoutSpec(layoutElements: [a, b, c])
        """, frames: ["a 0 0 187.5 4", "b 0 0 75 4", "c 0 0 37.5 4"]),
    FrameFixture(name: "center spec with option sets", script: """
        let dot = ASDisplayNode(); dot.style.preferredSize = CGSize(width: 10, height: 10)
        let center = ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: dot)
        center.style.height = ASDimensionMake(50)
        center
        """, frames: ["dot 182.5 20 10 10"]),
    FrameFixture(name: "if/else, ternary, min and arithmetic", script: """
        let n = ASDisplayNode()
        let wide = constrainedSize.max.width > 300
        if wide && !false { n.style.width = ASDimensionMake(min(100, 20 * 3) + 7 % 4) } else { n.style.width = ASDimensionMake(1) }
        n.style.height = ASDimensionMake(wide ? 8 : 9)
        ASWrapperLayoutSpec(layoutElement: ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start, children: [n]))
        """, frames: ["n 0 0 63 8"]),
    FrameFixture(name: "enumerated loop and spacer", script: """
        let a = ASDisplayNode(), b = ASDisplayNode()
        for (i, node) in [a, b].enumerated() { node.style.preferredSize = CGSize(width: 10, height: 10 * CGFloat(i + 1)) }
        let spacer = ASLayoutSpec()
        spacer.style.flexGrow = 1
        let row = ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .end, children: [a, spacer, b])
        row.style.width = ASDimensionMake(375)
        row
        """, frames: ["a 0 10 10 10", "b 365 0 10 20"]),
    FrameFixture(name: "layoutSpecBlock of a node", script: """
        let card = ASDisplayNode()
        let inner = ASDisplayNode()
        inner.style.preferredSize = CGSize(width: 20, height: 20)
        card.layoutSpecBlock = { node, constrainedSize in
            return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5), child: inner)
        }
        ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [card])
        """, frames: ["card 0 0 30 30", "inner 5 5 20 20"]),
    FrameFixture(name: "absolute spec with layoutPosition", script: """
        let a = ASDisplayNode()
        a.style.preferredSize = CGSize(width: 10, height: 10)
        a.style.layoutPosition = CGPoint(x: 30, y: 40)
        ASAbsoluteLayoutSpec(sizing: .sizeToFit, children: [a])
        """, frames: ["a 30 40 10 10"]),
    FrameFixture(name: "corner spec", script: """
        let photo = ASDisplayNode(); photo.style.preferredSize = CGSize(width: 100, height: 100)
        let badge = ASDisplayNode(); badge.style.preferredSize = CGSize(width: 20, height: 20)
        let corner = ASCornerLayoutSpec(child: photo, corner: badge, location: .topRight)
        corner.offset = CGPoint(x: -3, y: 3)
        ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [corner])
        """, frames: ["photo 0 0 100 100", "badge 87 -7 20 20"]),

    // The Swift around layout code, as apps write it.
    FrameFixture(name: "closure initializers, a constants struct and a helper function", script: """
        struct Const {
            static let padding: CGFloat = 12
            static let avatar = CGSize(width: 40, height: 40)
        }
        func sized(_ node: ASDisplayNode, _ size: CGSize) -> ASDisplayNode {
            node.style.preferredSize = size
            return node
        }
        let avatar: ASImageNode = {
            let node = ASImageNode()
            node.style.preferredSize = Const.avatar
            return node
        }()
        let dot = sized(ASDisplayNode(), CGSize(width: 8, height: 8))
        let row = ASStackLayoutSpec(direction: .horizontal, spacing: Const.padding / 2, justifyContent: .start,
                                    alignItems: .center, children: [avatar, dot])
        ASInsetLayoutSpec(insets: UIEdgeInsets(top: Const.padding, left: Const.padding, bottom: 0, right: 0), child: row)
        """, frames: ["avatar 12 12 40 40", "dot 58 28 8 8"]),
    FrameFixture(name: "a declaration assigned later by a switch over an enum", script: """
        enum Density { case compact, regular }
        let density: Density = .regular
        let gap: CGFloat
        switch density {
        case .compact: gap = 4
        case .regular: gap = 16
        }
        let a = ASDisplayNode(); a.style.preferredSize = CGSize(width: 10, height: 10)
        let b = ASDisplayNode(); b.style.preferredSize = CGSize(width: 10, height: 10)
        ASStackLayoutSpec(direction: .horizontal, spacing: gap, justifyContent: .start, alignItems: .start, children: [a, b])
        """, frames: ["a 0 0 10 10", "b 26 0 10 10"]),
    FrameFixture(name: "Int arithmetic lays out a grid: rows of three, as Swift divides", script: """
        let tiles = (0..<7).map { _ in ASDisplayNode() }
        let perRow = 3
        let rowCount = tiles.count / perRow + (tiles.count % perRow > 0 ? 1 : 0)
        var rows: [ASLayoutElement] = []
        for row in 0..<rowCount {
            let slice = Array(tiles[(row * perRow)..<min((row + 1) * perRow, tiles.count)])
            for tile in slice { tile.style.preferredSize = CGSize(width: 20, height: 20) }
            rows.append(ASStackLayoutSpec(direction: .horizontal, spacing: 2, justifyContent: .start, alignItems: .start,
                                          children: slice))
        }
        ASStackLayoutSpec(direction: .vertical, spacing: 2, justifyContent: .start, alignItems: .start, children: rows)
        """, frames: ["tile 0 0 20 20", "tile2 22 0 20 20", "tile3 44 0 20 20", "tile4 0 22 20 20",
                      "tile5 22 22 20 20", "tile6 44 22 20 20", "tile7 0 44 20 20"]),
    FrameFixture(name: "guard, if let and optional chaining choose the children", script: """
        var badge: ASDisplayNode?
        let title = ASDisplayNode(); title.style.preferredSize = CGSize(width: 50, height: 10)
        func header(showsBadge: Bool) -> ASLayoutSpec {
            if showsBadge {
                badge = ASDisplayNode()
                badge?.style.preferredSize = CGSize(width: 6, height: 6)
            }
            guard let badge = badge else {
                return ASWrapperLayoutSpec(layoutElement: title)
            }
            return ASStackLayoutSpec(direction: .horizontal, spacing: 2, justifyContent: .start, alignItems: .center,
                                     children: [title, badge])
        }
        header(showsBadge: true)
        """, frames: ["title 0 0 50 10", "badge 52 2 6 6"]),
    FrameFixture(name: "filter, compactMap and a where clause pick what is laid out", script: """
        let widths: [CGFloat?] = [10, nil, 30, 40]
        let nodes = widths.compactMap { $0 }.filter { $0 < 35 }.map { width -> ASDisplayNode in
            let node = ASDisplayNode()
            node.style.preferredSize = CGSize(width: width, height: 5)
            return node
        }
        var kept: [ASDisplayNode] = []
        for (index, node) in nodes.enumerated() where index > 0 { kept.append(node) }
        ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: kept)
        """, frames: ["node2 0 0 30 5"]),
    FrameFixture(name: "a pasted cell class with initializer parameters draws the instance the code makes", script: """
        class TagCell: ASCellNode {
            let label = ASDisplayNode()
            private let width: CGFloat
            init(width: CGFloat) {
                self.width = width
                super.init()
                label.style.preferredSize = CGSize(width: width, height: 12)
            }
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                ASInsetLayoutSpec(insets: UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8), child: label)
            }
        }
        let cell = TagCell(width: 48)
        ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [cell])
        """, frames: ["cell 0 0 64 20", "label 8 4 48 12"]),
    FrameFixture(name: "inside a node class, the node's own methods and style need no self.", script: """
        class Spinner: ASCellNode {
            override init() {
                super.init()
                setViewBlock { UIView() }
                style.preferredSize = CGSize(width: 20, height: 20)
            }
        }
        let spinner = Spinner()
        ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [spinner])
        """, frames: ["spinner 0 0 20 20"]),
    FrameFixture(name: "a leading dot names a static computed property of the file's extension of a UIKit type", script: """
        extension UIFont {
            static var cardButton: UIFont { return UIFont.systemFont(ofSize: 14, weight: .medium) }
        }
        extension UIEdgeInsets {
            static var card: UIEdgeInsets { UIEdgeInsets(top: 2, left: 4, bottom: 2, right: 4) }
        }
        let button = ASButtonNode()
        button.setTitle("title", with: .cardButton, with: .systemBlue, for: .normal)
        ASInsetLayoutSpec(insets: .card, child: button)
        """, frames: ["button 4 2 35 14", "button.titleNode 4 2 35 14"]),
    FrameFixture(name: "an extension's method of a node class's name does not hide the class's own overloads", script: """
        extension ASButtonNode {
            func setTitle(_ title: String, font: UIFont) {
                setTitle(title, with: font, with: .black, for: .normal)
            }
        }
        let follow = ASButtonNode()
        follow.setTitle("Follow", font: .systemFont(ofSize: 10))
        let share = ASButtonNode()
        share.setTitle("Share", with: .systemFont(ofSize: 12), with: .black, for: .normal)
        ASStackLayoutSpec(direction: .horizontal, spacing: 4, justifyContent: .start, alignItems: .start, children: [follow, share])
        """, frames: ["follow 0 0 30 10", "follow.titleNode 0 0 30 10", "share 34 0 30 12", "share.titleNode 34 0 30 12"]),
    FrameFixture(name: "didSet runs for an assignment in a method the initializer calls, not for one in the initializer", script: """
        final class ToggleNode: ASDisplayNode {
            let box = ASDisplayNode()
            let mark = ASDisplayNode()
            var isLarge = false {
                didSet { box.style.preferredSize = isLarge ? CGSize(width: 40, height: 40) : CGSize(width: 10, height: 10) }
            }
            var isMarked = false {
                didSet { mark.style.preferredSize = CGSize(width: 8, height: 8) }
            }
            override init() {
                super.init()
                automaticallyManagesSubnodes = true
                isMarked = true
                enlarge()
            }
            private func enlarge() { isLarge = true }
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start, children: [box, mark])
            }
        }
        let toggle = ToggleNode()
        ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [toggle])
        """, frames: ["toggle 0 0 40 40", "box 0 0 40 40", "mark 40 0 0 0"]),
    FrameFixture(name: "a switch over a case of an app's enum that was not pasted takes the case the code gave", script: """
        var vote: VoteType = .none
        let box = ASDisplayNode()
        switch vote {
        case .up: box.style.preferredSize = CGSize(width: 10, height: 10)
        case .down: box.style.preferredSize = CGSize(width: 20, height: 20)
        case .none: box.style.preferredSize = CGSize(width: 30, height: 30)
        }
        ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [box])
        """, frames: ["box 0 0 30 30"]),
    FrameFixture(name: "a node subclass made with a view block runs its own init(), as the inherited init(viewBlock:) does", script: """
        class MapNode: ASDisplayNode {
            override init() {
                super.init()
                style.preferredSize = CGSize(width: 40, height: 30)
            }
        }
        let map = MapNode { UIView() }
        let pin = MapNode(viewBlock: { UIView() }, didLoad: nil)
        ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start, children: [map, pin])
        """, frames: ["map 0 0 40 30", "pin 40 0 40 30"]),
]

@Test(arguments: frameFixtures)
func scriptLaysOutAsExpected(_ fixture: FrameFixture) {
    fixture.expectLaysOut()
}
