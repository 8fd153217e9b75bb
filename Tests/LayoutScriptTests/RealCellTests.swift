import LayoutScript
import Testing
import TextureLayout

/// A node subclass as real apps write it, with the UIKit and Foundation code around its layout: it must paste as a
/// whole and lay out as its spec says, with the display-only lines ignored and named once.
@Test func aRealCellPastesWithItsUIKitCode() {
    let (session, outcome) = session(running: """
        import AsyncDisplayKit

        final class PostCellNode: ASCellNode {
            private let avatarNode = ASImageNode()
            private let nameNode = ASTextNode()
            private let bodyNode = ASTextNode()

            override init() {
                super.init()
                automaticallyManagesSubnodes = true
                selectionStyle = .none
                backgroundColor = UIColor(red: 0.98, green: 0.98, blue: 0.98, alpha: 1)
                avatarNode.image = UIImage(named: "avatar-40x40", in: Bundle.main, compatibleWith: nil)
                avatarNode.cornerRadius = 20
                avatarNode.clipsToBounds = true
                avatarNode.contentMode = .scaleAspectFill
                avatarNode.addTarget(self, action: #selector(avatarTapped), forControlEvents: .touchUpInside)
                let paragraph = NSMutableParagraphStyle()
                paragraph.lineSpacing = 4
                let name = NSMutableAttributedString(string: "Jane Doe", attributes: [
                    .font: UIFont.boldSystemFont(ofSize: 16),
                    .foregroundColor: UIColor.label,
                ])
                name.append(NSAttributedString(string: " @jane", attributes: [
                    NSAttributedString.Key.font: UIFont.systemFont(ofSize: 12, weight: .regular),
                    NSAttributedString.Key.foregroundColor: UIColor.secondaryLabel,
                ]))
                nameNode.attributedText = name
                nameNode.maximumNumberOfLines = 1
                bodyNode.attributedText = NSAttributedString(string: "Texture lays this out off the main thread", attributes: [
                    .font: UIFont.preferredFont(forTextStyle: .footnote),
                    .paragraphStyle: paragraph,
                ])
                view.layer.shadowOpacity = 0.1
                view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(cellTapped)))
            }

            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                let textWidth = UIScreen.main.bounds.width - 16 - 40 - 12 - 16
                bodyNode.style.maxWidth = ASDimensionMake(floor(textWidth / 2))
                let text = ASStackLayoutSpec(direction: .vertical, spacing: 2, justifyContent: .start,
                                             alignItems: .start, children: [nameNode, bodyNode])
                text.style.flexShrink = 1
                let row = ASStackLayoutSpec(direction: .horizontal, spacing: 12, justifyContent: .start,
                                            alignItems: .start, children: [avatarNode, text])
                return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16), child: row)
            }

            @objc private func avatarTapped() {}
            @objc private func cellTapped() {}
        }
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    // The name: "Jane Doe" in 16 pt (8 pt cells) and " @jane" in 12 pt (6 pt cells), 100 pt on one 16 pt line. The
    // body: at most 145 pt wide, in 13 pt footnote cells of 6.5 pt, so 22 a line: two lines of 13 pt with 4 pt
    // between, the wider 21 cells, 137 pt.
    #expect(frames(of: session) == [
        "avatarNode 16 12 40 40", "nameNode 68 12 100 16", "bodyNode 68 30 137 30",
    ])
    let ignored = outcome.notes.filter { $0.hasPrefix("accepted and ignored") }
    #expect(ignored == ["accepted and ignored, as Texture's layout does not read them: colours, borders and corner "
        + "radius, content mode and clipping, targets and actions, gesture recognizers, view and layer configuration, "
        + "interaction settings, rendering and node settings"])
}
