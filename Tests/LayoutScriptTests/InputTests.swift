@testable import LayoutScript
import Testing
import TextureLayout

/// Unfinished input (more lines can complete it) versus wrong input (an error now).
let needsMoreInputTable: [(source: String, needsMore: Bool)] = [
    ("let a = ASDisplayNode()", false),
    ("let s = ASStackLayoutSpec(direction: .vertical,", true),
    ("let s = ASStackLayoutSpec(", true),
    ("stack.children = [a,", true),
    ("for i in 0..<3 {", true),
    ("override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {\n  let a = ASDisplayNode()", true),
    ("let t = \"unterminated", true),
    ("let t = \"\"\"\nmany lines", true),
    ("let x = 1 +", true),
    ("let x =", true),
    ("let ok = a &&", true),
    ("let x = )", false),
    ("foo(}", false),
    ("let a = [1, 2)", false),
    ("}", false),
    ("", false),
    ("// just a comment", false),
    ("let s = \"{ not a brace\"", false),
]

@Test(arguments: needsMoreInputTable)
func needsMoreInputTellsUnfinishedFromWrong(_ row: (source: String, needsMore: Bool)) {
    #expect(ScriptSession.needsMoreInput(row.source) == row.needsMore)
}

@Test func pastedLayoutSpecThatFitsRunsAtOnce() {
    let (session, outcome) = session(running: """
        import AsyncDisplayKit

        override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
            let avatar = ASDisplayNode()
            avatar.style.preferredSize = CGSize(width: 44, height: 44)
            let name = ASTextNode()
            name.attributedText = NSAttributedString(string: "Ada")
            name.style.flexShrink = 1
            let row = ASStackLayoutSpec(direction: .horizontal, spacing: 8, justifyContent: .start,
                                        alignItems: .center, children: [avatar, name])
            return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16), child: row)
        }
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(outcome.statements.map(\.changedLayout) == [false, true])
    #expect(session.variableNames == ["avatar", "name", "row"])
    #expect(frames(of: session) == ["avatar 16 8 44 44", "name 68 24 18 12"])
}

@Test func pastedNodeClassRunsPropertiesInitAndLayout() {
    let (session, outcome) = session(running: """
        class CardNode: ASCellNode {
            let title = ASTextNode()
            let thumbnail = ASImageNode()

            override init() {
                super.init()
                automaticallyManagesSubnodes = true
                backgroundColor = .white
                title.attributedText = NSAttributedString(string: "Card", attributes: [.font: UIFont.boldSystemFont(ofSize: 20)])
                title.maximumNumberOfLines = 1
                thumbnail.image = UIImage(named: "thumb-60x40")
                addSubnode(title)
            }

            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                let stack = ASStackLayoutSpec.vertical()
                stack.alignItems = .start
                stack.spacing = 4
                stack.children = [self.thumbnail, self.title]
                return stack
            }
        }
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    // Nobody made a CardNode, so the session makes one (its initializer takes nothing) and draws it; its stored
    // properties name its nodes.
    #expect(outcome.notes.contains("drawing CardNode(), the class you pasted"))
    #expect(session.variableNames == [])
    #expect(frames(of: session) == ["thumbnail 0 0 60 40", "title 0 44 40 20"])
}

/// The quick check for plain entries answers as the parse-based one does wherever it answers at all: every row of
/// the table, and entries made of the pieces statements are made of, in many orders.
@Test func thePlainCompletenessCheckAgreesWithTheParser() {
    var sources = needsMoreInputTable.map(\.source)
    let pieces = ["let a = ", "a.style.flexGrow = 1", "ASStackLayoutSpec(", "children: [a, b]", ")", "]", "}", "{",
                  "\"text\"", "\"", "+", "x", " ", "\n", ",", ":", "->", "1.", "if x", "?", "!", "(", "[", "0", "_"]
    for seed in UInt64(1)...5 {
        var generator = SplitMix64(seed: seed)
        for _ in 0..<10_000 {
            sources.append((0..<Int.random(in: 1...6, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }
                .joined())
        }
    }
    for source in sources {
        guard let complete = ScriptSession.plainlyComplete(source) else { continue }
        #expect(!complete == ScriptSession.needsMoreInputByParsing(source), "\(source.debugDescription)")
    }
}

/// A small seeded generator, so that a failing entry found at random is found again on every run.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// An error in the init of a pasted class nobody made is the pasted code's: it is reported at its own line, with
/// the helper call that led there, as the same line run at the top level would be.
@Test func anErrorMakingThePastedClassIsReportedWhereItIs() {
    let (_, outcome) = session(running: """
        final class BadgeNode: ASCellNode {
            let label = ASTextNode()
            override init() {
                super.init()
                style()
            }
            func style() {
                label.attributedText = NSAttributedString(string: "New", attributes: [.font: UIFont.systemFont(ofSize: "x")])
            }
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                ASWrapperLayoutSpec(layoutElement: label)
            }
        }
        """)
    let diagnostic = outcome.diagnostic
    #expect(diagnostic?.line == 8, "\(diagnostic?.description ?? "no error")")
    #expect(diagnostic?.message == "UIFont.systemFont(ofSize:) argument 'ofSize' expects a number, got the string "
        + "\"x\" (making BadgeNode() to draw the class you pasted)")
    #expect(diagnostic?.callSites.map(\.line) == [5])
    #expect(!outcome.notes.contains { $0.contains("is not drawn") }, "\(outcome.notes)")
}

/// A file of two node classes that do not use each other: the last is drawn, the other below it on its own, and
/// making the other draws it instead.
@Test func twoPastedClassesDrawTheLastAndTheOtherOnItsOwn() {
    let source = """
        class RowNode: ASCellNode {
            let imgNode = ASImageNode()
            override init() {
                super.init()
                imgNode.style.preferredSize = CGSize(width: 50, height: 50)
            }
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                ASWrapperLayoutSpec(layoutElement: imgNode)
            }
        }
        class HeaderNode: ASDisplayNode {
            let textNode = ASTextNode()
            override init() {
                super.init()
                textNode.attributedText = NSAttributedString(string: "header")
            }
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                ASWrapperLayoutSpec(layoutElement: textNode)
            }
        }
        """
    var (session, outcome) = session(running: source)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(outcome.notes.starts(with: ["drawing HeaderNode(), the class you pasted", "also pasted: RowNode(), drawn "
        + "below it on its own; type it with your own values to draw it instead"]), "\(outcome.notes)")
    #expect(frames(of: session) == ["textNode 0 0 36 12"])
    #expect(session.companions.first.map { frames(of: $0.session) } == ["imgNode 0 0 50 50"])
    let row = session.run("RowNode()")
    #expect(row.diagnostic == nil, "\(row.diagnostic?.description ?? "")")
    #expect(frames(of: session) == ["imgNode 0 0 50 50"])

    // Pasted one entry after the other, as in the shell, each class is drawn when it comes, under its own names.
    let classes = source.components(separatedBy: "class HeaderNode")
    var entries = ScriptSession()
    _ = entries.run(classes[0])
    #expect(frames(of: entries) == ["imgNode 0 0 50 50"])
    let header = entries.run("class HeaderNode" + classes[1])
    #expect(header.notes.contains("drawing HeaderNode(), the class you pasted"), "\(header.notes)")
    #expect(frames(of: entries) == ["textNode 0 0 36 12"])

    // A class the drawn one uses, pasted after it, does not take its place.
    var cellFirst = ScriptSession()
    _ = cellFirst.run("""
        class CellNode: ASCellNode {
            let badge = BadgeNode()
            override init() {
                super.init()
                badge.style.preferredSize = CGSize(width: 10, height: 10)
            }
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                ASWrapperLayoutSpec(layoutElement: badge)
            }
        }
        """)
    let badge = cellFirst.run("""
        class BadgeNode: ASDisplayNode {
            let dot = ASDisplayNode()
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                ASWrapperLayoutSpec(layoutElement: dot)
            }
        }
        """)
    #expect(!badge.notes.contains { $0.hasPrefix("drawing") }, "\(badge.notes)")
    #expect(frames(of: cellFirst) == ["badge 0 0 10 10"])
}

/// A cell that the drawn screen only makes in its data source is not in the drawing: it is made on its own, with
/// its initializer's stand-in values, to be drawn below it, and named with that call.
@Test func aCellOnlyADataSourceMakesIsDrawnOnItsOwn() {
    let (session, outcome) = session(running: """
        final class PageNode: ASCellNode {
            let titleNode = ASTextNode()
            init(title: String) {
                super.init()
                titleNode.attributedText = NSAttributedString(string: title)
            }
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: titleNode)
            }
        }
        final class PagesNode: ASDisplayNode, ASPagerDataSource {
            let pagerNode = ASPagerNode()
            override init() {
                super.init()
                pagerNode.setDataSource(self)
                pagerNode.style.height = ASDimensionMake(200)
            }
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                ASWrapperLayoutSpec(layoutElement: pagerNode)
            }
            func numberOfPages(in pagerNode: ASPagerNode) -> Int { 3 }
            func pagerNode(_ pagerNode: ASPagerNode, nodeBlockAt index: Int) -> ASCellNodeBlock {
                return { PageNode(title: "Page") }
            }
        }
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(outcome.notes.starts(with: ["drawing PagesNode(), the class you pasted",
                                        "also pasted: PageNode(title: \"title\"), drawn below it on its own; type it "
                                            + "with your own values to draw it instead"]), "\(outcome.notes)")
    #expect(frames(of: session) == ["pagerNode 0 0 375 200"])
    #expect(session.companions.map(\.call) == ["PageNode(title: \"title\")"])
    #expect(session.companions.first.map { frames(of: $0.session) } == ["titleNode 172.5 0 30 12"])
}

/// A file of several cells draws each: the first that no other uses in the main drawing, the rest each on its own,
/// where its nodes keep their own names. A class another of them makes is drawn inside it, not again, and one whose
/// own code fails is said, not drawn, and does not take the drawing above away.
@Test func everyOtherPastedCellIsDrawnOnItsOwn() {
    let (session, outcome) = session(running: """
        final class DotNode: ASDisplayNode {
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                ASLayoutSpec()
            }
        }
        final class HeaderNode: ASDisplayNode {
            let titleNode = ASTextNode()
            let dot = DotNode()
            override init() {
                super.init()
                dot.style.preferredSize = CGSize(width: 8, height: 8)
                titleNode.attributedText = NSAttributedString(string: "News")
            }
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                ASStackLayoutSpec(direction: .horizontal, spacing: 4, justifyContent: .start, alignItems: .center,
                                  children: [dot, titleNode])
            }
        }
        final class BrokenNode: ASDisplayNode {
            let items: [Int] = []
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                ASWrapperLayoutSpec(layoutElement: items[0] > 0 ? ASDisplayNode() : ASDisplayNode())
            }
        }
        final class RowNode: ASCellNode {
            let titleNode = ASTextNode()
            init(title: String, rank: Int) {
                super.init()
                titleNode.attributedText = NSAttributedString(string: title)
            }
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                ASInsetLayoutSpec(insets: UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16), child: titleNode)
            }
        }
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(frames(of: session) == ["titleNode 16 8 30 12"])
    #expect(session.companions.map(\.call) == ["HeaderNode()"])
    #expect(session.companions.first.map { frames(of: $0.session) } == ["dot 0 2 8 8", "titleNode 12 0 24 12"])
    #expect(outcome.notes.contains { $0.hasPrefix("BrokenNode is not drawn: making BrokenNode() stopped at line 22, "
        + "column 50: index 0 is out of range: the array has 0 items (Swift stops the app here); type BrokenNode() to "
        + "see where") }, "\(outcome.notes)")
}

/// An extension of a type the entry does not declare counts from the entry's first line; when a statement above it
/// fails, the statements before the failure are kept and the extension below it is not in the session.
@Test func anExtensionBelowAFailingStatementIsNotKept() {
    let source = """
        let a = ASDisplayNode()
        a.style.preferredSize = CGSize(width: CGSize.cell.width, height: 10)
        %@
        extension CGSize {
            static let cell = CGSize(width: 50, height: 10)
        }
        """
    let layout = "ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [a])"
    let (session, outcome) = session(running: source.replacingOccurrences(of: "%@", with: layout))
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(frames(of: session) == ["a 0 0 50 10"])
    var failing = ScriptSession()
    let failure = failing.run(source.replacingOccurrences(of: "%@", with: "let b: Int = \"x\""))
    #expect(failure.diagnostic?.message.contains("expects a value of type Int") == true)
    _ = failing.run(layout)
    #expect(frames(of: failing) == ["a 0 0 0 10"])
}

/// A class drawn by the shell whose initializer fills a node of another pasted class after that node laid out (an
/// ASDKgram-style comments node) draws the node filled, as typing the call does.
@Test func aStandInFillsTheNodesOfOtherPastedClassesItsInitializerUpdates() {
    let source = """
        class OuterNode: ASCellNode {
            let titleNode = ASTextNode()
            let listNode = ListNode()
            init(items: [String]) {
                super.init()
                titleNode.attributedText = NSAttributedString(string: "Title")
                listNode.update(with: ["a", "bb"])
                print("made")
            }
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                ASStackLayoutSpec(direction: .vertical, spacing: 4, justifyContent: .start, alignItems: .start,
                                  children: [titleNode, listNode])
            }
        }
        class ListNode: ASDisplayNode {
            var rowNodes: [ASTextNode] = []
            func update(with items: [String]) {
                rowNodes = items.map { item in
                    let node = ASTextNode()
                    node.attributedText = NSAttributedString(string: item)
                    return node
                }
            }
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                ASStackLayoutSpec(direction: .vertical, spacing: 3, justifyContent: .start, alignItems: .start,
                                  children: rowNodes)
            }
        }
        """
    let (drawn, outcome) = session(running: source)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(outcome.printed == ["made"])
    let (typed, _) = session(running: source + "\nOuterNode(items: [])")
    #expect(frames(of: drawn) == frames(of: typed))
    #expect(frames(of: drawn) == ["titleNode 0 0 30 12", "listNode 0 16 12 27", "node 0 16 6 12", "node2 0 31 12 12"])
}

/// What stood in for the values of a class drawn on its own is said with the rest of the entry's notes, in the same
/// line as the drawn class's stand-ins.
@Test func aClassDrawnOnItsOwnSaysItsStandIns() {
    let (session, outcome) = session(running: """
        final class HeaderNode: ASDisplayNode {
            let nameNode = ASTextNode()
            init(user: User) {
                super.init()
                nameNode.attributedText = NSAttributedString(string: user.name)
            }
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                ASWrapperLayoutSpec(layoutElement: nameNode)
            }
        }
        final class PostCellNode: ASCellNode {
            let titleNode = ASTextNode()
            init(post: Post) {
                super.init()
                titleNode.attributedText = NSAttributedString(string: post.title)
            }
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                ASWrapperLayoutSpec(layoutElement: titleNode)
            }
        }
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(session.companions.map(\.call) == ["HeaderNode(user: user)"])
    #expect(outcome.notes.contains("not in what you pasted, so layout uses stand-ins: post.title = its text, user.name = "
        + "its text; paste or declare post, user to lay out with the real values"), "\(outcome.notes)")
}

/// A function typed in one shell entry and called in a later one: an error in its body is shown at its own line, in
/// the text of the entry that declared it, with the call in the running entry as the call site.
@Test func anErrorInAFunctionFromAnEarlierEntryShowsThatEntrysLine() {
    var session = ScriptSession()
    _ = session.run("""
        func badgeWidth(for counts: [Int]) -> CGFloat {
            let widths = counts.map { CGFloat($0) * 8 }
            return widths[3]
        }
        """)
    let outcome = session.run("let badge = ASDisplayNode()\nbadge.style.width = ASDimension(unit: .points, value: badgeWidth(for: [1]))")
    let diagnostic = outcome.diagnostic
    #expect(diagnostic?.file == "<earlier input>", "\(diagnostic?.description ?? "no error")")
    #expect(diagnostic?.line == 3)
    #expect(diagnostic?.column == 19)
    #expect(diagnostic?.sourceLine == "    return widths[3]")
    #expect(diagnostic?.callSites.map(\.file) == ["<input>"])
    #expect(diagnostic?.callSites.map(\.line) == [2])
    #expect(diagnostic?.callSites.first?.sourceLine.hasPrefix("badge.style.width") == true)
}

/// A cell class its list's data source makes is drawn in the range the list's delegate gives its cells
/// (`tableNode(_:constrainedSizeForRowAt:)`, `collectionNode(_:constrainedSizeForItemAt:)`), as Texture lays each
/// cell out, not in the container; the method is asked with the list node the drawn class holds (blind corpus c150:
/// a photo grid's 124-point cells).
@Test func aCellIsDrawnInTheRangeItsListsDelegateGivesIt() {
    let (session, outcome) = session(running: """
        final class ContactRowNode: ASCellNode {
            let nameNode = ASTextNode()
            override init() {
                super.init()
                automaticallyManagesSubnodes = true
                nameNode.attributedText = NSAttributedString(string: "Ada")
            }
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                ASCenterLayoutSpec(centeringOptions: .Y, sizingOptions: .minimumY, child: nameNode)
            }
        }
        final class ContactsNode: ASDisplayNode, ASTableDataSource, ASTableDelegate {
            let tableNode = ASTableNode()
            override init() {
                super.init()
                automaticallyManagesSubnodes = true
                tableNode.dataSource = self
                tableNode.delegate = self
                tableNode.style.preferredSize = CGSize(width: 320, height: 400)
            }
            func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int { 20 }
            func tableNode(_ tableNode: ASTableNode, nodeForRowAt indexPath: IndexPath) -> ASCellNode { ContactRowNode() }
            func tableNode(_ tableNode: ASTableNode, constrainedSizeForRowAt indexPath: IndexPath) -> ASSizeRange {
                ASSizeRange(min: CGSize(width: tableNode.bounds.width, height: 56),
                            max: CGSize(width: tableNode.bounds.width, height: .infinity))
            }
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                ASWrapperLayoutSpec(layoutElement: tableNode)
            }
        }
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(session.companions.map(\.call) == ["ContactRowNode()"])
    #expect(session.companions.first?.listRange?.method == "ContactsNode.tableNode(_:constrainedSizeForRowAt:)")
    #expect(session.companions.first?.listRange?.range
        == SizeRange(min: Size(width: 320, height: 56), max: Size(width: 320, height: .infinity)))
    #expect(session.companions.first.map { frames(of: $0.session) } == ["nameNode 0 22 320 12"])
}

/// A Texture view controller with no layout of its own is drawn as the screen its node fills
/// (`super.init(node: tableNode)`), and a subclass of the app's base controller is drawn in place of that base,
/// which is not drawn again below it (real corpus r152: a feed controller, a login screen).
@Test func viewControllersWithoutALayoutOfTheirOwnAreDrawn() {
    let (feed, feedOutcome) = session(running: """
        final class FeedViewController: ASDKViewController<ASDisplayNode> {
            let tableNode = ASTableNode()
            override init() { super.init(node: tableNode) }
            required init?(coder: NSCoder) { fatalError() }
        }
        """)
    #expect(feedOutcome.diagnostic == nil, "\(feedOutcome.diagnostic?.description ?? "")")
    #expect(frames(of: feed) == ["tableNode 0 0 375 667"])
    let (login, loginOutcome) = session(running: """
        class BaseViewController: UIViewController {
            lazy var rootNode = makeRootNode()
            override func viewDidLoad() { super.viewDidLoad(); view.addSubnode(rootNode) }
            override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews(); rootNode.frame = view.bounds }
            func makeRootNode() -> ASDisplayNode { ASDisplayNode() }
        }
        final class LoginViewController: BaseViewController {
            let signIn = ASButtonNode()
            override func makeRootNode() -> ASDisplayNode {
                let node = ASDisplayNode()
                node.automaticallyManagesSubnodes = true
                node.layoutSpecBlock = { [unowned self] _, _ in
                    ASInsetLayoutSpec(insets: UIEdgeInsets(top: 40, left: 60, bottom: .infinity, right: 60), child: self.signIn)
                }
                signIn.style.height = ASDimensionMake(44)
                return node
            }
        }
        """)
    #expect(loginOutcome.diagnostic == nil, "\(loginOutcome.diagnostic?.description ?? "")")
    #expect(loginOutcome.notes.contains("drawing LoginViewController(), the class you pasted"), "\(loginOutcome.notes)")
    #expect(frames(of: login) == ["rootNode 0 0 375 667", "signIn 60 40 255 44"])
    #expect(login.companions.isEmpty)
    // Texture 2's spelling, the node made in the call and read back through a cast.
    let (chat, chatOutcome) = session(running: """
        class ChatViewController: ASViewController<ASDisplayNode>, ASTableDataSource {
            var tableNode: ASTableNode { return node as! ASTableNode }
            init() {
                super.init(node: ASTableNode())
                tableNode.dataSource = self
                tableNode.style.flexGrow = 1
            }
            required init?(coder aDecoder: NSCoder) { fatalError() }
        }
        """)
    #expect(chatOutcome.diagnostic == nil, "\(chatOutcome.diagnostic?.description ?? "")")
    #expect(frames(of: chat).count == 1 && frames(of: chat).first?.hasSuffix(" 0 0 375 667") == true, "\(frames(of: chat))")
}

/// Moving a node by hand, or adding one framed by hand, changes the drawing though not the tree: the shell draws
/// after each such statement.
@Test func aFrameSetByHandChangesTheLayout() {
    let (session, outcome) = session(running: """
        let card = ASDisplayNode()
        card.style.preferredSize = CGSize(width: 200, height: 120)
        let badge = ASDisplayNode()
        badge.frame = CGRect(x: 150, y: 10, width: 40, height: 20)
        card.addSubnode(badge)
        card
        badge.view.center.x = 40
        print(badge.frame)
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(outcome.statements.map(\.changedLayout) == [true, true, true, true, true, true, true, false])
    #expect(frames(of: session) == ["badge 20 10 40 20"])
}
