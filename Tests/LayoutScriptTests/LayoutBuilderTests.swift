import LayoutScript
import Testing
import TextureLayout

/// TextureSwiftSupport's layout DSL lays out exactly as the Texture specs its `make()` builds: each case pairs DSL
/// code with the spec code the library runs for it, and both must give the same frames.
struct LayoutBuilderTests {
    struct Pair: CustomTestStringConvertible, Sendable {
        let what: String
        let dsl: String
        let specs: String
        var testDescription: String { what }
    }

    /// Three nodes every case lays out.
    static let nodes = """
        let icon = ASDisplayNode()
        icon.style.preferredSize = CGSize(width: 24, height: 24)
        let title = ASTextNode()
        title.attributedText = NSAttributedString(string: "Settings")
        let detail = ASTextNode()
        detail.attributedText = NSAttributedString(string: "On", attributes: [.font: UIFont.systemFont(ofSize: 12)])

        """

    static let pairs: [Pair] = [
        Pair(what: "a return makes the closure a plain one, its returned element the content",
             dsl: """
                LayoutSpec {
                    let row = HStackLayout(spacing: 8) { icon; title }
                    return row
                }
                """,
             specs: """
                ASWrapperLayoutSpec(layoutElements: [ASStackLayoutSpec(direction: .horizontal, spacing: 8, justifyContent: .start, alignItems: .stretch, children: [icon, title])])
                """),
        Pair(what: "a corner layout badges its child given as an element",
             dsl: """
                LayoutSpec {
                    HStackLayout(alignItems: .start) {
                        CornerLayout(child: icon, corner: detail, location: .bottomRight)
                        title
                    }
                }
                """,
             specs: """
                ASWrapperLayoutSpec(layoutElements: [ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start, children: [ASCornerLayoutSpec(child: icon, corner: detail, location: .bottomRight), title])])
                """),
        Pair(what: "a corner layout takes builder closures and an offset",
             dsl: """
                LayoutSpec {
                    CornerLayout(child: { title.padding(4) }, corner: { detail }, location: .topLeft, offset: CGPoint(x: 3, y: -2))
                }
                """,
             specs: """
                let corner = ASCornerLayoutSpec(child: ASInsetLayoutSpec(insets: UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4), child: title), corner: detail, location: .topLeft)
                corner.offset = CGPoint(x: 3, y: -2)
                ASWrapperLayoutSpec(layoutElements: [corner])
                """),
        Pair(what: "stacks default to start and stretch, and nest",
             dsl: """
                LayoutSpec {
                    VStackLayout(spacing: 4) {
                        HStackLayout(spacing: 8) { icon; title }
                        detail
                    }
                }
                """,
             specs: """
                let row = ASStackLayoutSpec(direction: .horizontal, spacing: 8, justifyContent: .start, alignItems: .stretch, children: [icon, title])
                ASWrapperLayoutSpec(layoutElements: [ASStackLayoutSpec(direction: .vertical, spacing: 4, justifyContent: .start, alignItems: .stretch, children: [row, detail])])
                """),
        Pair(what: "modifiers set the style; padding insets each element",
             dsl: """
                LayoutSpec {
                    HStackLayout(justifyContent: .spaceBetween, alignItems: .center) {
                        icon.spacingAfter(4)
                        title.flexGrow(1).flexShrink(1)
                        detail.padding(.horizontal, 6)
                    }
                    .padding(12)
                }
                """,
             specs: """
                icon.style.spacingAfter = 4
                title.style.flexGrow = 1
                title.style.flexShrink = 1
                let padded = ASInsetLayoutSpec(insets: UIEdgeInsets(top: 0, left: 6, bottom: 0, right: 6), child: detail)
                let row = ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .spaceBetween, alignItems: .center, children: [icon, title, padded])
                ASWrapperLayoutSpec(layoutElements: [ASInsetLayoutSpec(insets: UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12), child: row)])
                """),
        Pair(what: "a for loop gives each pass's lines, the where clause skipping some",
             dsl: """
                let rows = [title, detail, icon]
                VStackLayout(spacing: 4) {
                    for row in rows where row !== icon {
                        row
                    }
                    icon
                }
                """,
             specs: """
                ASStackLayoutSpec(direction: .vertical, spacing: 4, justifyContent: .start, alignItems: .stretch, children: [title, detail, icon])
                """),
        Pair(what: "if and else choose the lines; a spacer grows",
             dsl: """
                let showsDetail = false
                LayoutSpec {
                    HStackLayout {
                        title
                        SpacerLayout(minLength: 10)
                        if showsDetail {
                            detail
                        } else {
                            icon.preferredSize(CGSize(width: 30, height: 30))
                        }
                    }
                }
                """,
             specs: """
                let spacer = ASLayoutSpec()
                spacer.style.spacingBefore = 10
                spacer.style.flexGrow = 1
                icon.style.width = ASDimensionMake(30)
                icon.style.height = ASDimensionMake(30)
                ASWrapperLayoutSpec(layoutElements: [ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .stretch, children: [title, spacer, icon])])
                """),
        Pair(what: "background, overlay, centre, ratio and relative layouts",
             dsl: """
                let card = ASDisplayNode()
                let dot = ASDisplayNode()
                dot.style.preferredSize = CGSize(width: 6, height: 6)
                LayoutSpec {
                    VStackLayout {
                        title.padding(8).background(card).overlay(dot.relativePosition(horizontal: .end, vertical: .start))
                        CenterLayout { detail }
                        icon.aspectRatio(0.5)
                    }
                }
                """,
             specs: """
                let card = ASDisplayNode()
                let dot = ASDisplayNode()
                dot.style.preferredSize = CGSize(width: 6, height: 6)
                let padded = ASInsetLayoutSpec(insets: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8), child: title)
                let backed = ASBackgroundLayoutSpec(child: padded, background: card)
                let marked = ASOverlayLayoutSpec(child: backed, overlay: ASRelativeLayoutSpec(horizontalPosition: .end, verticalPosition: .start, sizingOption: .minimumSize, child: dot))
                let centred = ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: .minimumXY, child: detail)
                let ratio = ASRatioLayoutSpec(ratio: 0.5, child: icon)
                ASWrapperLayoutSpec(layoutElements: [ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .stretch, children: [marked, centred, ratio])])
                """),
        Pair(what: "a wrapping row and frame sizes",
             dsl: """
                LayoutSpec {
                    HStackLayout(spacing: 4, flexWrap: .wrap(lineSpacing: 6, alignContent: .start)) {
                        icon.frame(width: 200, height: 20)
                        title.frame(width: 200, height: 20)
                        detail.width(fraction: 0.5)
                    }
                }
                """,
             specs: """
                icon.style.width = ASDimensionMake(200)
                icon.style.height = ASDimensionMake(20)
                title.style.width = ASDimensionMake(200)
                title.style.height = ASDimensionMake(20)
                detail.style.width = ASDimensionMake(.fraction, 0.5)
                let row = ASStackLayoutSpec(direction: .horizontal, spacing: 4, justifyContent: .start, alignItems: .stretch, children: [icon, title, detail])
                row.flexWrap = .wrap
                row.lineSpacing = 6
                row.alignContent = .start
                ASWrapperLayoutSpec(layoutElements: [row])
                """),
    ]

    @Test(arguments: pairs) func theDSLLaysOutAsTheSpecsItMakes(_ pair: Pair) {
        let (dsl, dslOutcome) = session(running: Self.nodes + pair.dsl)
        let (specs, specOutcome) = session(running: Self.nodes + pair.specs)
        #expect(dslOutcome.diagnostic == nil, "\(dslOutcome.diagnostic?.description ?? "")")
        #expect(specOutcome.diagnostic == nil, "\(specOutcome.diagnostic?.description ?? "")")
        #expect(!frames(of: specs).isEmpty)
        #expect(frames(of: dsl) == frames(of: specs))
    }

    /// A whole cell written with the DSL, as apps write it, laid out in a table cell's range.
    @Test func aCellWrittenWithTheDSLLaysOut() {
        let (session, outcome) = session(running: """
            import TextureSwiftSupport
            final class FollowCell: ASCellNode {
                private let avatar = ASNetworkImageNode()
                private let nameNode = ASTextNode()
                private let followButton = ASButtonNode()
                override init() {
                    super.init()
                    automaticallyManagesSubnodes = true
                    nameNode.attributedText = NSAttributedString(string: "Ana Lima")
                    followButton.setTitle("Follow", with: UIFont.systemFont(ofSize: 14), with: .white, for: .normal)
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    LayoutSpec {
                        HStackLayout(spacing: 12, alignItems: .center) {
                            avatar.preferredSize(CGSize(width: 40, height: 40))
                            nameNode.flexGrow(1).flexShrink(1)
                            followButton.padding(.horizontal, 8)
                        }
                        .padding(UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
                    }
                }
            }
            """, constrainedSize: SizeRange(min: Size(width: 375, height: 0), max: Size(width: 375, height: .infinity)))
        #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
        #expect(frames(of: session) == [
            "avatar 16 8 40 40", "nameNode 68 22 221 12", "followButton 309 21 42 14",
            "followButton.titleNode 309 21 42 14",
        ])
    }

    @Test func aBuilderLineThatIsNotALayoutElementIsAnError() {
        let (_, outcome) = session(running: "LayoutSpec {\n    HStackLayout { 42 }\n}")
        #expect(outcome.diagnostic?.message.contains("a layout builder takes nodes and specs") == true,
                "\(outcome.diagnostic?.description ?? "no error")")
    }
}
