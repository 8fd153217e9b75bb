import Foundation
import SnapshotTesting
import Testing

/// Golden transcripts of the binary with piped input: what a script, a teacher or CI sees on each stream, and the
/// exit status (0 success, 1 an error in the input, 2 a usage error).
@Suite(.serialized)
struct TranscriptTests {
    static let card = """
        import AsyncDisplayKit

        let avatar = ASDisplayNode()
        avatar.style.preferredSize = CGSize(width: 44, height: 44)
        let title = ASTextNode()
        title.attributedText = NSAttributedString(string: "Texture, one spec at a time")
        title.style.flexShrink = 1
        let row = ASStackLayoutSpec(direction: .horizontal, spacing: 8, justifyContent: .start,
                                    alignItems: .center, children: [avatar, title])
        ASInsetLayoutSpec(insets: UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 12), child: row)

        """

    /// A feed file as apps keep it: the cell, and the section header the table shows above the cells.
    /// A cell whose loading and loaded states show different nodes.
    static let statesFile = """
        enum ProfileState { case loading, loaded(name: String) }
        final class ProfileNode: ASDisplayNode {
            let spinnerNode = ASDisplayNode()
            let avatarNode = ASImageNode()
            let nameNode = ASTextNode()
            override init() {
                super.init()
                automaticallyManagesSubnodes = true
                spinnerNode.style.preferredSize = CGSize(width: 20, height: 20)
                avatarNode.style.preferredSize = CGSize(width: 40, height: 40)
            }
            private var state: ProfileState = .loading
            func update(_ state: ProfileState) {
                self.state = state
                if case .loaded(let name) = state { nameNode.attributedText = NSAttributedString(string: name) }
                setNeedsLayout()
            }
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                switch state {
                case .loading:
                    return ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: spinnerNode)
                case .loaded:
                    return ASStackLayoutSpec(direction: .horizontal, spacing: 8, justifyContent: .start,
                                             alignItems: .center, children: [avatarNode, nameNode])
                }
            }
        }

        """

    static let feedFile = """
        import AsyncDisplayKit

        final class FeedSectionHeaderNode: ASDisplayNode {
            private let titleNode = ASTextNode()

            init(title: String) {
                super.init()
                automaticallyManagesSubnodes = true
                titleNode.attributedText = NSAttributedString(string: title.uppercased())
            }

            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                ASInsetLayoutSpec(insets: UIEdgeInsets(top: 16, left: 16, bottom: 4, right: 16), child: titleNode)
            }
        }

        final class PostCellNode: ASCellNode {
            private let avatarNode = ASNetworkImageNode()
            private let nameNode = ASTextNode()

            init(author: String, avatarURL: URL?) {
                super.init()
                automaticallyManagesSubnodes = true
                avatarNode.url = avatarURL
                avatarNode.style.preferredSize = CGSize(width: 40, height: 40)
                nameNode.attributedText = NSAttributedString(string: author)
            }

            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                let row = ASStackLayoutSpec(direction: .horizontal, spacing: 12, justifyContent: .start,
                                            alignItems: .center, children: [avatarNode, nameNode])
                return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16), child: row)
            }
        }

        """

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var arguments: [String]
        var input: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "piped-card", arguments: [], input: card),
        Case(name: "run-stdin-json", arguments: ["run", "-", "--json", "--max", "320xinf"], input: card),
        // Each class a file pastes is drawn: the last, then the other on its own, each named by its call.
        Case(name: "run-file-of-two-classes", arguments: ["run", "-", "--max", "320xinf"], input: feedFile),
        Case(name: "run-file-of-two-classes-json", arguments: ["run", "-", "--json", "--max", "320xinf"], input: feedFile),
        // A cell whose states show different nodes: the state showing the most, then the other one below.
        Case(name: "run-file-of-states", arguments: ["run", "-", "--max", "200xinf"], input: statesFile),
        Case(name: "run-file-of-states-json", arguments: ["run", "-", "--json", "--max", "200xinf"], input: statesFile),
        // A root node the code names is listed with its frame, the layout's bounds, as Texture gives every node one.
        Case(name: "run-named-root-node-json", arguments: ["run", "-", "--json", "--max", "320xinf"],
             input: "let label = ASTextNode()\nlabel.attributedText = NSAttributedString(string: \"Today\")\n"
                + "let header = ASDisplayNode()\nheader.automaticallyManagesSubnodes = true\n"
                + "header.layoutSpecBlock = { _, _ in ASInsetLayoutSpec(insets: UIEdgeInsets(top: 8, left: 16, "
                + "bottom: 8, right: 16), child: label) }\n"),
        Case(name: "run-exact-container", arguments: ["run", "-", "--min", "200x100", "--max", "200x100", "--scale", "3"],
             input: "let a = ASDisplayNode()\nlet b = ASDisplayNode()\nb.style.flexGrow = 1\n"
                + "a.style.width = ASDimensionMake(50)\nASStackLayoutSpec(direction: .horizontal, spacing: 0, "
                + "justifyContent: .start, alignItems: .stretch, children: [a, b])\n"),
        Case(name: "piped-commands", arguments: [],
             input: "let a = ASDisplayNode()\na.style.preferredSize = CGSize(width: 40, height: 20)\n"
                + "let c = ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: a)\nc\n"
                + ":size 100 x 100\n:frames\n:explain a\n:json\n"),
        Case(name: "syntax-error", arguments: ["run", "-"],
             input: "let a = ASDisplayNode()\nlet s = ASStackLayoutSpec(direction: .vertical,, children: [a])\n"),
        Case(name: "wrong-label", arguments: ["run", "-"],
             input: "let a = ASDisplayNode()\nASInsetLayoutSpec(insets: .zero, chid: a)\n"),
        // Classic Mac OS line ends (a lone CR) end lines as Swift reads them: the error names line 2.
        Case(name: "classic-mac-line-ends", arguments: ["run", "-"],
             input: "let a = ASDisplayNode()\rlet s = ASInsetLayoutSpec(insets: .zero, child: b)\r"),
        Case(name: "unknown-property", arguments: ["run", "-"],
             input: "let a = ASDisplayNode()\na.style.flexGrwo = 1\na\n"),
        Case(name: "nothing-to-lay-out", arguments: ["run", "-"], input: "let a = 3\n"),
        Case(name: "usage-missing-file", arguments: ["run"], input: ""),
        Case(name: "usage-bad-max", arguments: ["run", "-", "--max", "10xfoo"], input: "ASDisplayNode()\n"),
        Case(name: "usage-negative-max", arguments: ["run", "-", "--max", "-1x5"], input: "ASDisplayNode()\n"),
        Case(name: "unreadable-file", arguments: ["run", "/nonexistent/card.swift"], input: ""),
        Case(name: "version", arguments: ["--version"], input: ""),
        Case(name: "piped-help-only", arguments: [], input: ":help .spaceAround\n:help :explain\n"),
        Case(name: "check-solved", arguments: ["check", "hello-node", "-"],
             input: "ASWrapperLayoutSpec(layoutElement: box)\n"),
        // `check` prints the notes the game shows under the code, on stderr.
        Case(name: "check-notes", arguments: ["check", "hello-node", "-"],
             input: "box.backgroundColor = .red\nASWrapperLayoutSpec(layoutElement: box)\n"),
        Case(name: "check-not-solved", arguments: ["check", "preferred-size", "-"],
             input: "box.style.preferredSize = CGSize(width: 80, height: 30)\nASWrapperLayoutSpec(layoutElement: box)\n"),
        Case(name: "check-json", arguments: ["check", "one-axis", "-", "--json"],
             input: "box.style.preferredSize = CGSize(width: 60, height: 120)\nASWrapperLayoutSpec(layoutElement: box)\n"),
        Case(name: "check-unknown-level", arguments: ["check", "helo-node", "-"], input: ""),
    ]

    @Test(arguments: cases)
    func transcript(_ example: Case) throws {
        let run = try Binary.run(example.arguments, input: example.input)
        assertSnapshot(of: run.transcript, as: .lines, named: example.name, testName: "transcript")
        #expect(!run.stdout.split(separator: "\n").contains { $0.hasSuffix(" ") })
    }
}
