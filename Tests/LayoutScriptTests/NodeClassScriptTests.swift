import LayoutScript
import Testing
import TextureLayout

/// Real app code naming Texture's node classes: each script lays out, every node with the frame Texture gives it,
/// in a 375-wide, unbounded-height container at 2×.
let nodeClassFixtures: [FrameFixture] = [
    FrameFixture(name: "network image node with a default image and a URL", script: """
        let avatar = ASNetworkImageNode()
        avatar.defaultImage = UIImage(named: "placeholder-40x40")
        avatar.url = URL(string: "https://example.com/a.png")
        ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start, children: [avatar])
        """, frames: ["avatar 0 0 40 40"]),
    FrameFixture(name: "network and multiplex image nodes without an image size like display nodes", script: """
        let photo = ASNetworkImageNode(cache: nil, downloader: nil)
        photo.style.height = ASDimensionMake(100)
        let multi = ASMultiplexImageNode()
        multi.style.height = ASDimensionMake(50)
        ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .stretch, children: [photo, multi])
        """, frames: ["photo 0 0 375 100", "multi 0 100 375 50"]),
    FrameFixture(name: "button with a title, setTitle(_:with:with:for:)", script: """
        let follow = ASButtonNode()
        follow.setTitle("Follow", with: UIFont.systemFont(ofSize: 16), with: .white, for: .normal)
        follow.contentEdgeInsets = UIEdgeInsets(top: 6, left: 12, bottom: 6, right: 12)
        ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start, children: [follow])
        """, frames: ["follow 0 0 72 28", "follow.titleNode 12 6 48 16"]),
    FrameFixture(name: "button with an image and an attributed title, laid out vertically", script: """
        let share = ASButtonNode()
        share.setImage(UIImage(named: "share-24x24"), for: .normal)
        share.setAttributedTitle(NSAttributedString(string: "Share", attributes: [.font: UIFont.systemFont(ofSize: 12)]), for: [])
        share.laysOutHorizontally = false
        share.contentSpacing = 4
        share.style.preferredSize = CGSize(width: 60, height: 60)
        ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start, children: [share])
        """, frames: ["share 0 0 60 60", "share.imageNode 18 10 24 24", "share.titleNode 15 38 30 12"]),
    FrameFixture(name: "button with an attributed title of two fonts measures as a text node with that title", script: """
        let day = NSMutableAttributedString(string: "TUE\\n", attributes: [.font: UIFont.systemFont(ofSize: 10)])
        day.append(NSAttributedString(string: "14", attributes: [.font: UIFont.systemFont(ofSize: 20)]))
        let label = ASTextNode()
        label.attributedText = day
        let chip = ASButtonNode()
        chip.setAttributedTitle(day, for: .normal)
        ASStackLayoutSpec(direction: .horizontal, spacing: 4, justifyContent: .start, alignItems: .start, children: [label, chip])
        """, frames: ["label 0 0 20 30", "chip 24 0 20 30", "chip.titleNode 24 0 20 30"]),
    FrameFixture(name: "button title with a nil font is in the 18 pt button font", script: """
        let done = ASButtonNode()
        done.setTitle("Done", with: nil, with: nil, for: .normal)
        ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start, children: [done])
        """, frames: ["done 0 0 36 18", "done.titleNode 0 0 36 18"]),
    FrameFixture(name: "UIControlState, the Swift 3 name apps still write, is UIControl.State", script: """
        let go = ASButtonNode()
        go.setTitle("Go", with: nil, with: nil, for: UIControlState.normal)
        ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start, children: [go])
        """, frames: ["go 0 0 18 18", "go.titleNode 0 0 18 18"]),
    FrameFixture(name: "button title node configured through titleNode", script: """
        let more = ASButtonNode()
        more.setTitle("Read more about it", with: UIFont.systemFont(ofSize: 16), with: nil, for: .normal)
        more.titleNode.maximumNumberOfLines = 1
        more.style.width = ASDimensionMake(80)
        ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start, children: [more])
        """, frames: ["more 0 0 80 16", "more.titleNode 0 0 80 16"]),
    FrameFixture(name: "text cell node: its text node inset by 11 and 15, at 18 pt", script: """
        let cell = ASTextCellNode()
        cell.text = "Settings"
        ASWrapperLayoutSpec(layoutElement: cell)
        """, frames: ["cell 0 0 102 40", "cell.textNode 15 11 72 18"]),
    FrameFixture(name: "editable text node with a placeholder and an inset", script: """
        let field = ASEditableTextNode()
        field.attributedPlaceholderText = NSAttributedString(string: "Comment")
        field.textContainerInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start, children: [field])
        """, frames: ["field 0 0 58 28"]),
    FrameFixture(name: "text node textContainerInset and accepted text properties", script: """
        let title = ASTextNode()
        title.attributedText = NSAttributedString(string: "Title")
        title.textContainerInset = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
        title.pointSizeScaleFactors = [0.9, 0.8]
        title.linkAttributeNames = ["link"]
        title.truncationAttributedText = NSAttributedString(string: "…")
        ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start, children: [title])
        """, frames: ["title 0 0 38 20"]),
    FrameFixture(name: "pointSizeScaleFactors: ASTextNode shrinks its font to fit the line, ASTextNode2 does not", script: """
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 20)]
        let scaled = ASTextNode()
        scaled.attributedText = NSAttributedString(string: "Continue reading", attributes: attributes)
        scaled.maximumNumberOfLines = 1
        scaled.pointSizeScaleFactors = [0.9, 0.8]
        let newer = ASTextNode2()
        newer.attributedText = NSAttributedString(string: "Continue reading", attributes: attributes)
        newer.maximumNumberOfLines = 1
        newer.pointSizeScaleFactors = [0.9, 0.8]
        let column = ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [scaled, newer])
        column.style.width = ASDimensionMake(140)
        ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start, children: [column])
        """, frames: ["scaled 0 0 128 16", "newer 0 16 140 20"]),
    FrameFixture(name: "view- and layer-backed nodes take a closure that layout never calls", script: """
        let spinner = ASDisplayNode(viewBlock: { UIActivityIndicatorView(style: .medium) })
        spinner.style.preferredSize = CGSize(width: 20, height: 20)
        let line = ASDisplayNode(layerBlock: { CALayer() }, didLoad: { node in node.backgroundColor = .red })
        line.style.preferredSize = CGSize(width: 100, height: 1)
        let map = ASDisplayNode { MKMapView() }
        map.style.preferredSize = CGSize(width: 30, height: 30)
        ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [spinner, line, map])
        """, frames: ["spinner 0 0 20 20", "line 0 20 100 1", "map 0 21 30 30"]),
    FrameFixture(name: "video, map, table, collection and pager nodes with sizes", script: """
        let video = ASVideoNode()
        video.style.height = ASDimensionMake(200)
        let map = ASMapNode()
        map.style.preferredSize = CGSize(width: 100, height: 100)
        let table = ASTableNode(style: .plain)
        table.style.height = ASDimensionMake(10)
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        let collection = ASCollectionNode(collectionViewLayout: layout)
        collection.style.height = ASDimensionMake(20)
        let pager = ASPagerNode()
        pager.allowsAutomaticInsetsAdjustment = true
        pager.style.height = ASDimensionMake(30)
        let player = ASVideoPlayerNode(url: URL(string: "https://example.com/v.mp4"))
        player.style.height = ASDimensionMake(40)
        ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .stretch, children: [video, map, table, collection, pager, player])
        """, frames: ["video 0 0 375 200", "map 0 200 100 100", "table 0 300 375 10", "collection 0 310 375 20",
                      "pager 0 330 375 30", "player 0 360 375 40"]),
    FrameFixture(name: "scroll node managing its content size in a table cell", script: """
        let scroll = ASScrollNode()
        scroll.automaticallyManagesContentSize = true
        scroll.scrollableDirections = [.left, .right]
        let a = ASDisplayNode(); a.style.preferredSize = CGSize(width: 300, height: 50)
        let b = ASDisplayNode(); b.style.preferredSize = CGSize(width: 300, height: 50)
        scroll.layoutSpecBlock = { _, _ in
            ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start, children: [a, b])
        }
        ASWrapperLayoutSpec(layoutElement: scroll)
        """, frames: ["scroll 0 0 375 50", "a 0 0 300 50", "b 300 0 300 50"]),
    FrameFixture(name: "control and cell nodes size like display nodes", script: """
        let control = ASControlNode()
        control.isEnabled = false
        control.style.height = ASDimensionMake(10)
        let cell = ASCellNode()
        cell.style.height = ASDimensionMake(20)
        ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .stretch, children: [control, cell])
        """, frames: ["control 0 0 375 10", "cell 0 10 375 20"]),
]

/// A button's image of unknown size is laid out as an ASImageNode's is: 44×44, with the note naming it.
let buttonImageFixtures: [FrameFixture] = [
    FrameFixture(name: "image of unknown size beside a title", script: """
        let like = ASButtonNode()
        like.setImage(UIImage(named: "heart"), for: .normal)
        like.setTitle("14", with: UIFont.systemFont(ofSize: 14), with: .gray, for: .normal)
        ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start, children: [like])
        """, frames: ["like 0 0 66 44", "like.imageNode 0 0 44 44", "like.titleNode 52 15 14 14"]),
    FrameFixture(name: "image of unknown size alone, from a generated asset symbol", script: """
        let share = ASButtonNode()
        share.setImage(UIImage(resource: .share), for: .normal)
        share.contentEdgeInsets = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
        ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start, children: [share])
        """, frames: ["share 0 0 52 52", "share.imageNode 4 4 44 44"]),
    FrameFixture(name: "background image of unknown size is laid out at the content's size", script: """
        let go = ASButtonNode()
        go.setBackgroundImage(UIImage(named: "pill"), for: .normal)
        go.setTitle("Go", with: UIFont.systemFont(ofSize: 16), with: nil, for: .normal)
        go.contentEdgeInsets = UIEdgeInsets(top: 2, left: 10, bottom: 2, right: 10)
        ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start, children: [go])
        """, frames: ["go 0 0 36 20", "go.backgroundImageNode 0 0 36 20", "go.titleNode 10 2 16 16"]),
    FrameFixture(name: "an image set to nil is removed", script: """
        let more = ASButtonNode()
        more.setImage(UIImage(named: "dots"), for: .normal)
        more.setImage(nil, for: .normal)
        more.setTitle("More", with: UIFont.systemFont(ofSize: 10), with: nil, for: .normal)
        ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start, children: [more])
        """, frames: ["more 0 0 20 10", "more.titleNode 0 0 20 10"]),
]

@Test(arguments: buttonImageFixtures)
func buttonImagesOfUnknownSizeTakeTheDefault(_ fixture: FrameFixture) {
    let outcome = fixture.expectLaysOut()
    let unknown = ["heart", "share", "pill", "dots"].filter { fixture.script.contains("\"\($0)\"") || fixture.script.contains(".\($0))") }
    #expect(outcome.notes == unknown.map {
        "the size of the image \"\($0)\" is unknown, so it is laid out 44×44; give it one with :image \($0) WxH or "
            + "point :assets at the app's asset folder"
    })
}

/// `image(for:)` and `backgroundImage(for:)` read back what the state holds, at the size it is laid out at.
@Test func buttonImagesReadBack() {
    let (_, outcome) = session(running: """
        let b = ASButtonNode()
        b.setImage(UIImage(named: "star-10x12"), for: .normal)
        b.setBackgroundImage(UIImage(named: "pill"), for: .selected)
        print(b.image(for: .normal)?.size.height ?? 0, b.backgroundImage(for: .normal) == nil)
        print(b.backgroundImage(for: .selected)?.size.width ?? 0)
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(outcome.printed == ["12.0 true", "44.0"])
}

@Test(arguments: nodeClassFixtures)
func nodeClassScriptLaysOutAsExpected(_ fixture: FrameFixture) {
    fixture.expectLaysOut()
}

@Test("layoutThatFits, calculateLayoutThatFits and calculateSizeThatFits return what Texture returns")
func layoutMethodsReturnTexturesSizes() {
    let setup = """
        let title = ASTextNode()
        title.attributedText = NSAttributedString(string: "Hello")
        title.style.width = ASDimensionMake(100)
        var measured = title.layoutThatFits(ASSizeRange(min: CGSize.zero, max: CGSize(width: 300, height: 100))).size
        var unstyled = title.calculateLayoutThatFits(ASSizeRange(min: CGSize.zero, max: CGSize(width: 300, height: 100))).size
        var intrinsic = title.calculateSizeThatFits(CGSize(width: 24, height: 100))
        let a = ASDisplayNode()
        a.style.preferredSize = CGSize(width: measured.width, height: unstyled.width + intrinsic.height)
        ASWrapperLayoutSpec(layoutElement: a)
        """
    let (session, outcome) = session(running: setup)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    // layoutThatFits applies the style (100 wide); calculateLayoutThatFits does not (40); the text alone at 24 pt
    // wide wraps "Hello" into 2 lines (32).
    #expect(frames(of: session) == ["a 0 0 100 54"])
}

@Test("safeAreaInsets is zero unless the shell sets it; layoutMargins and the safe-area switches read back")
func safeAreaAndMargins() {
    let script = """
        let a = ASDisplayNode()
        a.insetsLayoutMarginsFromSafeArea = false
        a.automaticallyRelayoutOnSafeAreaChanges = true
        let top = a.safeAreaInsets.top + a.layoutMargins.left
        let flags = a.insetsLayoutMarginsFromSafeArea == false && a.automaticallyRelayoutOnSafeAreaChanges
        a.style.preferredSize = CGSize(width: flags ? top : 1, height: a.safeAreaInsets.bottom + 1)
        ASInsetLayoutSpec(insets: a.safeAreaInsets, child: a)
        """
    let (plain, outcome) = session(running: script)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(frames(of: plain) == ["a 0 0 8 1"])
    var withSafeArea = ScriptSession()
    withSafeArea.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
    #expect(withSafeArea.run(script).diagnostic == nil)
    #expect(frames(of: withSafeArea) == ["a 0 44 52 35"])
}

@Test("frame, bounds, supernode and subnodes read the tree and the current layout")
func frameAndHierarchyReads() {
    let script = """
        let card = ASDisplayNode()
        let icon = ASDisplayNode()
        icon.style.preferredSize = CGSize(width: 10, height: 10)
        card.layoutSpecBlock = { _, _ in
            let column = ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [icon])
            return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5), child: column)
        }
        let column = ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [card])
        let root = ASInsetLayoutSpec(insets: UIEdgeInsets(top: 1, left: 2, bottom: 0, right: 0), child: column)
        root
        let probe = ASDisplayNode()
        probe.style.preferredSize = CGSize(width: icon.frame.origin.x * 10 + icon.bounds.origin.x, height: card.frame.origin.y)
        let isParent = icon.supernode == card && card.subnodes.count == 1 && card.supernode == nil
            && icon.calculatedSize == CGSize(width: 10, height: 10)
        probe.style.height = ASDimensionMake(isParent ? 7 : 0)
        ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [probe])
        """
    let (session, outcome) = session(running: script)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    // icon sits 5 pt into card (frames are relative to the supernode); card sits 1 pt down in the root.
    #expect(frames(of: session) == ["probe 0 0 50 7"])
}

@Test("attributedTitle(for:) reads back what was set for each state")
func attributedTitleReadsBack() {
    let script = """
        let b = ASButtonNode()
        b.setAttributedTitle(NSAttributedString(string: "On"), for: .selected)
        b.setTitle("Off", with: UIFont.systemFont(ofSize: 10), with: nil, for: .normal)
        let width = CGFloat(b.attributedTitle(for: .selected)!.string.count * 100 + b.attributedTitle(for: .normal)!.string.count + 1)
        b.isSelected = true
        b.style.width = ASDimensionMake(width)
        ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start, children: [b])
        """
    let (session, outcome) = session(running: script)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    // The selected button shows its selected title, "On" at 16 pt, centred in 2 × 100 + 3 + 1 pt.
    #expect(frames(of: session) == ["b 0 0 204 12", "b.titleNode 96 0 12 12"])
}

@Test("Read-only node properties are refused with a clear message", arguments: [
    "a.safeAreaInsets = .zero", "b.titleNode = ASTextNode()", "a.subnodes = []", "a.calculatedSize = .zero",
])
func readOnlyPropertiesAreRefused(_ statement: String) {
    let (_, outcome) = session(running: "let a = ASDisplayNode()\nlet b = ASButtonNode()\n" + statement)
    #expect(outcome.diagnostic?.message.hasSuffix("is read-only") == true, "\(outcome.diagnostic?.message ?? "none")")
}

/// The parts a button or text cell makes for itself are not the code's specs: the node is drawn, with its spec,
/// until a spec of the code's own holds it (an unused `b.background` drawn as the root would be an empty slot).
@Test func theNewestSpecIsNeverAPartOfAButtonOrCell() {
    var session = ScriptSession()
    _ = session.run("let cell = ASTextCellNode()\nlet follow = ASButtonNode()")
    #expect(session.root.map { session.tree[$0].name } == "follow")
    _ = session.run("""
        let row = ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start,
                                    children: [follow, cell])
        """)
    #expect(session.root.map { session.tree[$0].name } == "row")
}

@Test("ASVideoPlayerNode's proxies are spelled as ASVideoPlayerNode.h spells them, unlike ASVideoNode's")
func videoPlayerProxySpellings() {
    let (player, playerOutcome) = session(running: """
        let video = ASVideoPlayerNode()
        video.shouldAutoPlay = true
        video.shouldAutoRepeat = true
        video.style.preferredSize = CGSize(width: 120, height: 90)
        ASWrapperLayoutSpec(layoutElement: video)
        """)
    #expect(playerOutcome.diagnostic == nil)
    #expect(frames(of: player).first == "video 0 0 120 90")
    let (_, videoOutcome) = session(running: "let video = ASVideoNode()\nvideo.shouldAutoPlay = true")
    #expect(videoOutcome.diagnostic?.message.contains("did you mean 'shouldAutoplay'") == true)
}
