@testable import LayoutScript
import Testing
import TextureLayout

/// Code as people post it in issue threads and blog posts: a class cut out of its app, with lines of dots where code
/// was left out, AsyncDisplayKit 1's constants, nodes the app assigns from outside, and functions passed as values.
struct SnippetTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let source: String
        let frames: [String]
        let note: String?
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "optional nodes nothing in the class assigns are the app's, drawn as new nodes of their class",
             source: """
            final class CommentNode: ASCellNode {
                public var authorNode: ASTextNode?
                public var bodyNode: ASTextNode?
                var avatarNode: ASImageNode!
                private var badgeNode: ASDisplayNode?
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    authorNode?.style.preferredSize = CGSize(width: 60, height: 18)
                    avatarNode.style.preferredSize = CGSize(width: 32, height: 32)
                    let column = ASStackLayoutSpec(direction: .vertical, spacing: 4, justifyContent: .start,
                                                   alignItems: .start, children: [authorNode, bodyNode, badgeNode].compactMap { $0 })
                    let row = ASStackLayoutSpec(direction: .horizontal, spacing: 8, justifyContent: .start,
                                                alignItems: .start, children: [avatarNode, column])
                    return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 12), child: row)
                }
            }
            """,
             frames: ["avatarNode 12 8 32 32", "authorNode 52 8 60 18", "bodyNode 52 30 0 12"],
             note: "authorNode, bodyNode, avatarNode are declared optional and nothing in CommentNode assigns them, so "
                + "the app does: drawn here as new nodes of their declared classes; assign them in CommentNode's init "
                + "to draw the cell as that makes it"),
        Case(name: "a class's optional nodes hoisted to the top level, still nil when its layout method runs, are the app's",
             source: """
            public var authorNode: ASTextNode?
            var avatarNode: ASImageNode?
            let bodyNode = ASTextNode()
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                avatarNode?.style.preferredSize = CGSize(width: 32, height: 32)
                let column = ASStackLayoutSpec(direction: .vertical, spacing: 4, justifyContent: .start,
                                               alignItems: .start, children: [authorNode, bodyNode].compactMap { $0 })
                let children: [ASLayoutElement?] = [avatarNode, column]
                return ASStackLayoutSpec(direction: .horizontal, spacing: 8, justifyContent: .start, alignItems: .start,
                                         children: children.compactMap { $0 })
            }
            """,
             frames: ["avatarNode 0 0 32 32", "authorNode 40 0 0 12", "bodyNode 40 16 0 12"],
             note: "nil as pasted and set by the app later, so layout draws what the cell shows once they are set: "
                + "authorNode = a new ASTextNode, avatarNode = a new ASImageNode; assign authorNode = nil before the "
                + "layout code runs to see the cell without it"),
        Case(name: "a top-level optional node the code assigns before its layout method runs keeps that value",
             source: """
            var badgeNode: ASTextNode?
            let titleNode = ASTextNode()
            badgeNode = nil
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                ASStackLayoutSpec(direction: .horizontal, spacing: 4, justifyContent: .start, alignItems: .start,
                                  children: [titleNode, badgeNode].compactMap { $0 })
            }
            """,
             frames: ["titleNode 0 0 0 12"], note: nil),
        Case(name: "the app's static factories of UIKit and Texture values, written with a leading dot",
             source: """
            extension CGSize {
                static func square(_ side: CGFloat) -> CGSize { CGSize(width: side, height: side) }
            }
            extension ASDimension {
                static func points(_ value: CGFloat) -> ASDimension { ASDimensionMakeWithPoints(value) }
            }
            extension UIEdgeInsets {
                static func all(_ value: CGFloat) -> UIEdgeInsets { UIEdgeInsets(top: value, left: value, bottom: value, right: value) }
            }
            extension NSAttributedString {
                static func text(_ string: String, size: CGFloat) -> NSAttributedString {
                    NSAttributedString(string: string, attributes: [.font: UIFont.systemFont(ofSize: size)])
                }
                convenience init(_ string: String, font: UIFont) {
                    self.init(string: string, attributes: [.font: font])
                }
            }
            let avatarNode = ASNetworkImageNode()
            avatarNode.style.preferredSize = .square(40)
            let coverNode = ASDisplayNode()
            coverNode.style.height = .points(24)
            coverNode.style.width = .points(60)
            let nameNode = ASTextNode()
            nameNode.attributedText = .text("sunny_day", size: 12)
            let likesNode = ASTextNode()
            let likes: String? = "12 likes"
            likesNode.attributedText = likes.map { .text($0, size: 10) }
            let followersNode = ASTextNode()
            let followers = NSMutableAttributedString("1,204", font: .boldSystemFont(ofSize: 14))
            followers.append(NSAttributedString(" followers", font: .systemFont(ofSize: 14)))
            followersNode.attributedText = followers
            let column = ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start,
                                           children: [avatarNode, coverNode, nameNode, likesNode, followersNode])
            ASInsetLayoutSpec(insets: .all(8), child: column)
            """,
             frames: ["avatarNode 8 8 40 40", "coverNode 8 48 60 24", "nameNode 8 72 54 12", "likesNode 8 84 40 10",
                      "followersNode 8 94 105 14"], note: nil),
        Case(name: "an undeclared name read as text is the app's, even a letter or two from a node's name",
             source: """
            let iconNode = ASImageNode()
            let titleNode = ASTextNode()
            iconNode.image = UIImage(systemName: iconName)
            iconNode.style.preferredSize = CGSize(width: 20, height: 20)
            titleNode.attributedText = NSAttributedString(string: title)
            ASStackLayoutSpec(direction: .horizontal, spacing: 12, justifyContent: .start, alignItems: .center,
                              children: [iconNode, titleNode])
            """,
             frames: ["iconNode 0 0 20 20", "titleNode 32 4 30 12"],
             note: "not in what you pasted, so layout uses stand-ins: iconName = its text, title = its text; paste or "
                + "declare iconName, title to lay out with the real values"),
        Case(name: "a few items of the app's collection are its one item, and a paragraph style's hyphenation is accepted",
             source: """
            let listNode = ASDisplayNode()
            var rowNodes: [ASTextNode] = []
            let paragraph = NSMutableParagraphStyle()
            paragraph.hyphenationFactor = 1.0
            rowNodes = photo.comments.prefix(3).map { comment in
                let node = ASTextNode()
                node.attributedText = NSAttributedString(string: comment.body, attributes: [.paragraphStyle: paragraph])
                return node
            }
            ASStackLayoutSpec(direction: .vertical, spacing: 3, justifyContent: .start, alignItems: .start,
                              children: rowNodes)
            """,
             frames: ["node 0 0 24 12"],
             note: "not in what you pasted, so layout uses stand-ins: photo.comments = one item, "
                + "photo.comments[0].body = its text; paste or declare photo to lay out with the real values"),
        Case(name: "a node class's own layoutSpecBlock and stored parameters, pasted from its init at the top level",
             source: """
            let priceNode = ASTextNode()
            private let priceFormatter: NumberFormatter
            self.priceFormatter = priceFormatter
            priceNode.attributedText = NSAttributedString(string: priceFormatter.string(from: 12.5) ?? "")
            layoutSpecBlock = { [weak self] _, constrainedSize in
                guard let self = self else { return ASLayoutSpec() }
                let bottom = max(self.safeAreaInsets.bottom, 16)
                return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 24, left: 24, bottom: bottom, right: 24),
                                         child: self.priceNode)
            }
            """,
             frames: ["priceNode 24 24 12 12"],
             note: "declared without a value and read before the app's init would give one, so layout uses stand-ins: "
                + "priceFormatter = NumberFormatter(); give it a value where declared to lay out with the real ones"),
        Case(name: "an app number is one value wherever it is read: compared first, it is 1 in arithmetic too",
             source: """
            let threadLine = ASDisplayNode()
            let body = ASTextNode()
            threadLine.style.width = ASDimensionMake(2)
            let comment: Comment
            let row = ASStackLayoutSpec(direction: .horizontal, spacing: 8, justifyContent: .start, alignItems: .stretch,
                                        children: comment.depth > 0 ? [threadLine, body] : [body])
            let indent = 12 + CGFloat(min(comment.depth, 5)) * 14
            ASInsetLayoutSpec(insets: UIEdgeInsets(top: 0, left: indent, bottom: 0, right: 12), child: row)
            """,
             frames: ["threadLine 26 0 2 12", "body 36 0 0 12"],
             note: "not in what you pasted, so layout uses stand-ins: comment.depth = 1; paste or declare comment to lay "
                + "out with the real values"),
        Case(name: "read as its 0 first, an app number stays 0 when compared",
             source: """
            let threadLine = ASDisplayNode()
            let body = ASTextNode()
            threadLine.style.width = ASDimensionMake(2)
            let indent = 12 + CGFloat(min(comment.depth, 5)) * 14
            let row = ASStackLayoutSpec(direction: .horizontal, spacing: 8, justifyContent: .start, alignItems: .stretch,
                                        children: comment.depth > 0 ? [threadLine, body] : [body])
            ASInsetLayoutSpec(insets: UIEdgeInsets(top: 0, left: indent, bottom: 0, right: 12), child: row)
            """,
             frames: ["body 12 0 0 12"],
             note: "not in what you pasted, so layout uses stand-ins: comment.depth = 0; paste or declare comment to lay "
                + "out with the real values"),
        Case(name: "super.layoutSpecThatFits of Texture's node is an empty spec; the default Dynamic Type size is not an "
                + "accessibility size",
             source: """
            final class FooterNode: ASCellNode {
                let label = ASTextNode()
                var isEnd = true
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    if isEnd {
                        return super.layoutSpecThatFits(constrainedSize)
                    }
                    return ASWrapperLayoutSpec(layoutElement: label)
                }
            }
            let footer = FooterNode()
            let switchNode = ASDisplayNode()
            switchNode.style.preferredSize = CGSize(width: 51, height: 31)
            let large = UIApplication.shared.preferredContentSizeCategory.isAccessibilityCategory
            ASStackLayoutSpec(direction: large ? .vertical : .horizontal, spacing: 12, justifyContent: .start,
                              alignItems: .start, children: [footer, switchNode])
            """,
             frames: ["footer 0 0 0 0", "switchNode 12 0 51 31"],
             note: "super.layoutSpecThatFits(_:) of Texture's node is an empty ASLayoutSpec, with an assertion in a debug "
                + "build: Texture does not support calling it"),
        Case(name: "the file's own result builder collects a closure's lines as layout children",
             source: """
            @resultBuilder
            enum ChildrenBuilder {
                static func buildExpression(_ element: ASLayoutElement) -> [ASLayoutElement] { [element] }
                static func buildBlock(_ parts: [ASLayoutElement]...) -> [ASLayoutElement] { parts.flatMap { $0 } }
                static func buildOptional(_ part: [ASLayoutElement]?) -> [ASLayoutElement] { part ?? [] }
            }
            func vStack(spacing: CGFloat, @ChildrenBuilder _ children: () -> [ASLayoutElement]) -> ASStackLayoutSpec {
                ASStackLayoutSpec(direction: .vertical, spacing: spacing, justifyContent: .start, alignItems: .start,
                                  children: children())
            }
            let title = ASTextNode()
            let subtitle = ASTextNode()
            let badge = ASTextNode()
            let showsSubtitle = true
            vStack(spacing: 4) {
                title
                if showsSubtitle {
                    subtitle
                }
                if !showsSubtitle {
                    badge
                }
            }
            """,
             frames: ["title 0 0 0 12", "subtitle 0 16 0 12"], note: nil),
        Case(name: "a layout helper nothing calls is drawn rather than the last node the lines configured",
             source: """
            let titleNode = ASTextNode()
            let buyButton = ASButtonNode()
            buyButton.style.preferredSize = CGSize(width: 80, height: 30)
            private func cardSpec() -> ASLayoutSpec {
                let column = ASStackLayoutSpec.vertical()
                column.spacing = 8
                column.children = [titleNode, buyButton]
                return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20), child: column)
            }
            """,
             frames: ["titleNode 20 20 80 12", "buyButton 20 40 80 30"],
             note: "drawing cardSpec(), the function you pasted, as nothing calls it; call it with your own values to "
                + "draw another"),
        Case(name: "a @Published property's projected value delivers once, as the app's streams do",
             source: """
            import Combine
            final class MuteCell: ASCellNode {
                let button = ASButtonNode()
                let label = ASTextNode()
                @Published private var title = "Muted"
                private var bag = Set<AnyCancellable>()
                override init() {
                    super.init()
                    button.style.preferredSize = CGSize(width: 36, height: 36)
                    $title.sink { [weak self] text in self?.label.attributedText = NSAttributedString(string: text) }
                        .store(in: &bag)
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASStackLayoutSpec(direction: .horizontal, spacing: 8, justifyContent: .start, alignItems: .start,
                                      children: [button, label])
                }
            }
            """,
             frames: ["button 0 0 36 36", "label 44 0 30 12"], note: nil),
        Case(name: "Objective-C habits: an NSMutableArray of nodes, a dictionary from the app, its collection by index",
             source: """
            final class NewsCellNode: ASCellNode {
                let titleNode = ASTextNode()
                let imageNodes: NSMutableArray = NSMutableArray()
                init(dict: [String: Any]) {
                    super.init()
                    titleNode.attributedText = NSAttributedString(string: dict["title"] as! String)
                    for i in 0..<images.count {
                        let imageNode = ASNetworkImageNode()
                        imageNode.url = URL(string: images[i] as! String)
                        imageNode.style.preferredSize = CGSize(width: imageW, height: imageW)
                        imageNodes.add(imageNode)
                    }
                }
                let imageW: CGFloat = 40
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    let row = ASStackLayoutSpec(direction: .horizontal, spacing: 4, justifyContent: .start,
                                                alignItems: .start, children: imageNodes as! [ASLayoutElement])
                    return ASStackLayoutSpec(direction: .vertical, spacing: 4, justifyContent: .start,
                                             alignItems: .start, children: [titleNode, row])
                }
            }
            """,
             frames: ["titleNode 0 0 30 12", "imageNode 0 16 40 40"],
             note: "not in what you pasted, so layout uses stand-ins: dict[\"title\"] = its text, images.count = 1, "
                + "images[…] = its text; paste or declare dict, images to lay out with the real values"),
        Case(name: "a generic base class the paste declares, a struct's font set with a leading dot, work queued on the main queue",
             source: """
            open class BaseCell<Model>: ASCellNode {
                public override init() {
                    super.init()
                    automaticallyManagesSubnodes = true
                    setUp()
                }
                open func setUp() {}
            }
            struct BadgeStyle {
                var font: UIFont = .systemFont(ofSize: 15)
            }
            final class BadgeCell: BaseCell<String> {
                let badge = ASTextNode()
                override func setUp() {
                    style.height = ASDimensionMake(40)
                    var look = BadgeStyle()
                    look.font = .systemFont(ofSize: 10)
                    DispatchQueue.main.async {
                        self.badge.attributedText = NSAttributedString(string: "New", attributes: [.font: look.font])
                        self.setNeedsLayout()
                    }
                    badge.position = .zero
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: badge)
                }
            }
            """,
             frames: ["badge 180 15 15 10"],
             note: "drawing BadgeCell(), the class you pasted"),
        Case(name: "a button subclass wraps the spec its class lays out with, from super.layoutSpecThatFits",
             source: """
            final class ReplyButton: ASButtonNode {
                override init() {
                    super.init()
                    setTitle("Reply", with: .systemFont(ofSize: 14), with: .black, for: .normal)
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    let own = super.layoutSpecThatFits(constrainedSize)
                    return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 4, left: 6, bottom: 4, right: 6), child: own)
                }
            }
            let reply = ReplyButton()
            let count = ASDisplayNode()
            count.style.preferredSize = CGSize(width: 10, height: 10)
            ASStackLayoutSpec(direction: .horizontal, spacing: 8, justifyContent: .start, alignItems: .start,
                              children: [reply, count])
            """,
             frames: ["reply 0 0 47 22", "reply.titleNode 6 4 35 14", "count 55 0 10 10"],
             note: nil),
        Case(name: "a button subclass that only sets itself up in its init is drawn as its class lays it out",
             source: """
            final class SearchButton: ASButtonNode {
                override init() {
                    super.init()
                    setTitle("Search", with: UIFont.systemFont(ofSize: 20), with: .white, for: .normal)
                    contentEdgeInsets = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
                }
            }
            """,
             frames: ["searchButton1.titleNode 16 8 60 20"],
             note: "drawing SearchButton(), the class you pasted"),
        Case(name: "a node class's failable initializer taking the nil makes no node, and the layout leaves it out",
             source: """
            struct Bullet { let radius: CGFloat }
            final class BulletNode: ASDisplayNode {
                init(bullet: Bullet) {
                    super.init()
                    style.preferredSize = CGSize(width: 2 * bullet.radius, height: 2 * bullet.radius)
                }
                convenience init?(bullet: Bullet?) {
                    guard let bullet = bullet else { return nil }
                    self.init(bullet: bullet)
                }
            }
            let missing: Bullet? = nil
            let dot = BulletNode(bullet: missing)
            let shown = BulletNode(bullet: Bullet(radius: 4))
            let label = ASTextNode()
            label.attributedText = NSAttributedString(string: "LIVE")
            ASStackLayoutSpec(direction: .horizontal, spacing: 10, justifyContent: .start, alignItems: .center,
                              children: [dot, shown, label].compactMap { $0 })
            """,
             frames: ["shown 0 2 8 8", "label 18 0 24 12"], note: nil),
        Case(name: "an attribute written with a space before its arguments, which Swift 5 only warns about",
             source: """
            @objc (RKGenreNode)
            final class GenreNode: ASDisplayNode {
                let title = ASTextNode()
                @available (iOS 13.0, *)
                override init() {
                    super.init()
                    automaticallyManagesSubnodes = true
                    title.attributedText = NSAttributedString(string: "Rock")
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASInsetLayoutSpec(insets: UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4), child: title)
                }
            }
            """,
             frames: ["title 4 4 24 12"], note: "drawing GenreNode(), the class you pasted"),
        Case(name: "a node's interface state is empty before it is on screen, and option sets answer contains",
             source: """
            final class PlayerNode: ASDisplayNode {
                let poster = ASDisplayNode()
                override init() {
                    super.init()
                    automaticallyManagesSubnodes = true
                    let onScreen = interfaceState.contains(.visible) || interfaceState.contains(.preload)
                    let centering: ASCenterLayoutSpecCenteringOptions = [.X]
                    poster.style.preferredSize = onScreen || !centering.contains(.X)
                        ? CGSize(width: 10, height: 10) : CGSize(width: 40, height: 30)
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start,
                                      children: [poster])
                }
            }
            """,
             frames: ["poster 0 0 40 30"], note: "drawing PlayerNode(), the class you pasted"),
        Case(name: "a cell selected after it is made lays out again with what its layout shows when selected",
             source: """
            final class ChoiceCell: ASCellNode {
                let check = ASDisplayNode()
                let title = ASTextNode()
                override init() {
                    super.init()
                    automaticallyManagesSubnodes = true
                    check.style.preferredSize = CGSize(width: 20, height: 20)
                    title.attributedText = NSAttributedString(string: "Small")
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASStackLayoutSpec(direction: .horizontal, spacing: 8, justifyContent: .start, alignItems: .center,
                                      children: isSelected ? [title, check] : [title])
                }
            }
            let choice = ChoiceCell()
            choice.isSelected = true
            choice
            """,
             frames: ["title 0 4 30 12", "check 38 0 20 20"], note: nil),
        Case(name: "a node class a pasted view controller shows is drawn in that controller, at the screen's size",
             source: """
            final class ScreenNode: ASDisplayNode {
                let footer = ASButtonNode()
                override init() {
                    super.init()
                    footer.style.height = ASDimensionMake(50)
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    let spacer = ASLayoutSpec()
                    spacer.style.flexGrow = 1
                    return ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start,
                                             alignItems: .stretch, children: [spacer, footer])
                }
            }
            final class ScreenViewController: ASDKViewController<ScreenNode> {
                override init() { super.init(node: ScreenNode()) }
                required init?(coder: NSCoder) { fatalError() }
            }
            """,
             frames: ["screenNode1 0 0 375 667", "footer 0 617 375 50"],
             note: "drawing ScreenViewController(), the class you pasted"),
        Case(name: "an extension of a nested type, a count from the app, a video node's item before it has one",
             source: """
            struct SearchResult {
                enum Kind { case place, person }
                let kind: Kind
            }
            fileprivate extension SearchResult.Kind {
                var iconName: String { self == .place ? "mappin" : "person" }
            }
            let result = SearchResult(kind: .place)
            let titleNode = ASTextNode()
            titleNode.attributedText = NSAttributedString(string: result.kind.iconName)
            let ratingNode = ASTextNode()
            ratingNode.attributedText = NSAttributedString(string: "★" + String(repeating: "★", count: Int(product.rating)))
            let videoNode = ASVideoNode()
            let progress = ASDisplayNode()
            progress.style.width = ASDimensionMake(videoNode.currentItem == nil ? 0 : 100)
            progress.style.height = ASDimensionMake(2)
            ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start,
                              children: [titleNode, ratingNode, progress])
            """,
             frames: ["titleNode 0 0 36 12", "ratingNode 0 12 6 12", "progress 0 24 0 2"],
             note: "not in what you pasted, so layout uses stand-ins: product.rating = 0; paste or declare product to lay "
                + "out with the real values"),
        Case(name: "a word found with String.range(of:) styled through NSRange(_:in:)",
             source: """
            let t = ASTextNode()
            let title = "Blue Bottle"
            let attributed = NSMutableAttributedString(string: title)
            if let range = title.range(of: "Blue") {
                attributed.addAttribute(.font, value: UIFont.systemFont(ofSize: 20), range: NSRange(range, in: title))
            }
            if let missing = title.range(of: "Coffee") {
                attributed.addAttribute(.font, value: UIFont.systemFont(ofSize: 40), range: NSRange(missing, in: title))
            }
            t.attributedText = attributed
            ASWrapperLayoutSpec(layoutElement: t)
            """,
             frames: ["t 0 0 82 20"], note: nil),
        Case(name: "an optional node the class assigns somewhere stays as the class leaves it",
             source: """
            final class ReplyNode: ASCellNode {
                var quoteNode: ASTextNode?
                let textNode = ASTextNode()
                func showQuote() { quoteNode = ASTextNode() }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASStackLayoutSpec(direction: .vertical, spacing: 4, justifyContent: .start, alignItems: .start,
                                      children: [quoteNode, textNode].compactMap { $0 })
                }
            }
            """,
             frames: ["textNode 0 0 0 12"], note: nil),
        Case(name: "AsyncDisplayKit 1's button state constants are UIControl.State's cases",
             source: """
            let share = ASButtonNode()
            share.setImage(UIImage(named: "share-24x24"), forState: ASButtonStateNormal)
            share.setImage(UIImage(named: "share-pressed-24x24"), forState: ASButtonStateHighlighted)
            ASInsetLayoutSpec(insets: UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10), child: share)
            """,
             frames: ["share 10 0 24 24", "share.imageNode 10 0 24 24"],
             note: "read as older Swift and AsyncDisplayKit spelled them: ASButtonNode.setImage(…forState:) is "
                + "ASButtonNode.setImage(_:for:) today, ASButtonStateHighlighted is UIControl.State.highlighted today, "
                + "ASButtonStateNormal is UIControl.State.normal today; write today's in new code"),
        Case(name: "an initializer passed to map makes one node per value",
             source: """
            final class ChipNode: ASDisplayNode {
                init(title: String) {
                    super.init()
                    style.preferredSize = CGSize(width: title.count * 10, height: 24)
                }
            }
            let chips = ["swift", "ios"].map(ChipNode.init)
            let more = ["texture"].map(ChipNode.init(title:))
            ASStackLayoutSpec(direction: .horizontal, spacing: 6, justifyContent: .start, alignItems: .center,
                              children: chips + more)
            """,
             frames: ["chipNode1 0 0 50 24", "chipNode2 56 0 30 24", "chipNode3 92 0 70 24"], note: nil),
        Case(name: "the initializer of an app node class that was not pasted, passed to map, makes its stand-ins",
             source: """
            let chips = ["new", "sale"].map(BadgeNode.init)
            ASStackLayoutSpec(direction: .horizontal, spacing: 4, justifyContent: .start, alignItems: .start,
                              children: chips)
            """,
             frames: ["badgeNode1 0 0 0 0", "badgeNode2 4 0 0 0"],
             note: "not in what you pasted, so drawn as Texture's own: BadgeNode as an ASDisplayNode; paste its "
                + "declaration to lay out as the app does"),
        Case(name: "a function passed as a value runs when called",
             source: """
            func makeDot(_ side: CGFloat) -> ASDisplayNode {
                let dot = ASDisplayNode()
                dot.style.preferredSize = CGSize(width: side, height: side)
                return dot
            }
            let make = makeDot
            let sides: [CGFloat] = [4, 8]
            let dots = sides.map(makeDot) + [make(12)]
            ASStackLayoutSpec(direction: .horizontal, spacing: 2, justifyContent: .start, alignItems: .start, children: dots)
            """,
             frames: ["dot 0 0 4 4", "dot2 6 0 8 8", "dot3 16 0 12 12"], note: nil),
        Case(name: "a layout method pasted alone: the names it lays out are the class's nodes, whatever they are called",
             source: """
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                _avatarImageView.style.preferredSize = CGSize(width: 40, height: 40)
                self.badge.style.preferredSize = CGSize(width: 12, height: 12)
                let corner = ASCornerLayoutSpec(child: _avatarImageView, corner: self.badge, location: .topRight)
                return ASStackLayoutSpec(direction: .horizontal, spacing: 8, justifyContent: .start, alignItems: .center,
                                         children: [corner, userNameLabel])
            }
            """,
             frames: ["_avatarImageView 0 0 40 40", "badge 34 -6 12 12", "userNameLabel 48 20 0 0"],
             note: "not in what you pasted, so drawn as Texture's own: _avatarImageView as an ASDisplayNode, badge as an "
                + "ASDisplayNode, userNameLabel as an ASDisplayNode; paste their declarations to lay out as the app does"),
        Case(name: "items of an app's array of nodes stand in as nodes, one per index",
             source: """
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                starNodes[0].style.preferredSize = CGSize(width: 10, height: 10)
                starNodes[1].style.preferredSize = CGSize(width: 10, height: 10)
                return ASStackLayoutSpec(direction: .horizontal, spacing: 2, justifyContent: .start, alignItems: .start,
                                         children: [starNodes[0], starNodes[1]])
            }
            """,
             frames: ["starNode1 0 0 10 10", "starNode2 12 0 10 10"], note: nil),
        Case(name: "a view controller's node given a layoutSpecBlock alone",
             source: """
            node.layoutSpecBlock = { _, _ in
                ASInsetLayoutSpec(insets: UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20), child: self.tableNode)
            }
            """,
             frames: ["tableNode 20 20 0 0"], note: nil),
        Case(name: "AsyncDisplayKit 1's measureWithSizeRange(_:) of a spec is its layout",
             source: """
            let icon = ASImageNode()
            icon.preferredFrameSize = CGSize(width: 40, height: 30)
            let row = ASStackLayoutSpec(direction: .Horizontal, spacing: 0, justifyContent: .Start, alignItems: .Start, children: [icon])
            let measured = row.measureWithSizeRange(ASSizeRange(min: .zero, max: CGSize(width: 375, height: 1000))).size
            let shadow = ASDisplayNode()
            shadow.preferredFrameSize = CGSize(width: measured.width + 2, height: measured.height + 2)
            return ASStackLayoutSpec(direction: .Vertical, spacing: 0, justifyContent: .Start, alignItems: .Start, children: [row, shadow])
            """,
             frames: ["icon 0 0 40 30", "shadow 0 30 42 32"], note: nil),
        Case(name: "a layout method whose return is in the code left out draws the outermost spec it makes",
             source: """
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                ...
                let spacer = ASLayoutSpec()
                spacer.style.flexGrow = 1
                iconNode.style.preferredSize = CGSize(width: 20, height: 20)
                row.children = [iconNode, spacer, moreButton]
                let padded = ASInsetLayoutSpec(insets: UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8), child: row)
                ...
            }
            """,
             frames: ["iconNode 8 4 20 20", "moreButton 28 4 0 20"],
             note: "layoutSpecThatFits returns in the code left out, so the outermost spec it makes is drawn: padded"),
        Case(name: "lines copied out of a class (self. at the top level) stand in the stacks and nodes the rest makes",
             source: """
            self.photoNode.style.flexBasis = ASDimensionMake("30%")
            self.infoNode.style.flexBasis = ASDimensionMake("70%")
            verticalStack.children = [self.photoNode, self.infoNode]
            """,
             frames: ["photoNode 0 0 0 0", "infoNode 0 0 0 0"],
             note: "not in what you pasted, so drawn as Texture's own: infoNode as an ASDisplayNode, photoNode as an "
                + "ASDisplayNode, verticalStack as an ASStackLayoutSpec; paste their declarations to lay out as the app "
                + "does"),
        Case(name: "the node helper of Texture's layout docs makes a node of the size it is given",
             source: """
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                let backgroundNode = ASDisplayNodeWithBackgroundColor(UIColor.blue)
                let foregroundNode = ASDisplayNodeWithBackgroundColor(UIColor.red, CGSize(width: 60, height: 40))
                let center = ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: foregroundNode)
                return ASBackgroundLayoutSpec(child: center, background: backgroundNode)
            }
            """,
             frames: ["backgroundNode 0 0 375 40", "foregroundNode 157.5 0 60 40"], note: nil),
        Case(name: "a local declared as an app node class and assigned an app value later is that node",
             source: """
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                let field: InputFieldNode
                if self.step == .email { field = self.emailField } else { field = self.passwordField }
                field.style.preferredSize = CGSize(width: 200, height: 44)
                return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10), child: field)
            }
            """,
             frames: ["field 10 10 200 44"],
             note: "not in what you pasted, so layout uses stand-ins: self.emailField = a new InputFieldNode, self.step = "
                + ".email; paste or declare emailField, step to lay out with the real values"),
        Case(name: "numbered nodes of a pasted method are siblings, not misspellings, also when read through a loop",
             source: """
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                self.photo1.style.height = ASDimensionMake(30)
                var thumbs = [ASLayoutElement]()
                [self.photo2, self.photo3].forEach { photo in
                    let square = ASRatioLayoutSpec(ratio: 1, child: photo)
                    square.style.flexGrow = 1
                    thumbs.append(square)
                }
                let row = ASStackLayoutSpec(direction: .horizontal, spacing: 10, justifyContent: .start,
                                            alignItems: .start, children: thumbs)
                row.style.width = ASDimensionMake(210)
                return ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start,
                                         children: [self.photo1, row])
            }
            """,
             frames: ["photo1 0 0 375 30", "photo2 0 30 100 100", "photo3 110 30 100 100"], note: nil),
        Case(name: "a layout method written without its return draws the outermost spec it makes, and says Swift needs it",
             source: """
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                avatarNode.style.preferredSize = CGSize(width: 40, height: 40)
                badgeNode.style.preferredSize = CGSize(width: 10, height: 10)
                let cornerSpec = ASCornerLayoutSpec(child: avatarNode, corner: badgeNode, location: .topRight)
                cornerSpec.offset = CGPoint(x: -3, y: 3)
            }
            """,
             frames: ["avatarNode 0 0 40 40", "badgeNode 32 -2 10 10"],
             note: "layoutSpecThatFits ends without a return, which Swift requires (return cornerSpec); the outermost "
                + "spec it makes is drawn"),
        Case(name: "lines of dots mark code left out and are skipped",
             source: """
            ......
            let title = ASTextNode()
            title.attributedText = NSAttributedString(string: "Hello")
            …
            ASWrapperLayoutSpec(layoutElement: title)
            ...
            """,
             frames: ["title 0 0 30 12"],
             note: "lines 1, 4, 6 hold only dots, a snippet's mark for code left out, which is not Swift: skipped"),
    ]

    @Test(arguments: cases) func snippetsLayOut(_ example: Case) {
        let (session, outcome) = session(running: example.source)
        #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
        #expect(frames(of: session) == example.frames)
        if let note = example.note { #expect(outcome.notes.contains(note), "\(outcome.notes)") }
    }

    /// A function reference's call is made by layoutrepl; an error in it is reported where the reference is written.
    @Test func anErrorCallingAFunctionReferenceIsReportedAtTheReference() throws {
        let (_, outcome) = session(running: """
            final class ChipNode: ASDisplayNode {
                init(count: Int) { super.init() }
            }
            let chips = ["a"].map(ChipNode.init)
            """)
        let diagnostic = try #require(outcome.diagnostic)
        #expect(diagnostic.message == "argument 'count' expects a value of type Int, got the string \"a\"")
        #expect((diagnostic.line, diagnostic.column) == (4, 23))
    }

    /// An error inside the function a reference calls is reported at its line, called from the reference.
    @Test func anErrorInsideAReferencedFunctionIsCalledFromTheReference() throws {
        let (_, outcome) = session(running: """
            func spacing(_ n: Int) -> CGFloat {
                let gap: CGFloat = n
                return gap
            }
            let gaps = [1, 2].map(spacing)
            """)
        let diagnostic = try #require(outcome.diagnostic)
        #expect((diagnostic.line, diagnostic.column) == (2, 24))
        let site = try #require(diagnostic.callSites.first)
        #expect((site.line, site.column) == (5, 23))
    }

    /// Texture calls a node's layoutSpecBlock at each layout: a later statement that changes what it reads changes
    /// the layout drawn, and a block that now fails leaves the spec it made with a note.
    @Test func aLayoutSpecBlockRunsAgainWhenWhatItReadsChanges() {
        var session = ScriptSession()
        let setUp = session.run("""
            let cell = ASDisplayNode()
            let badge = ASDisplayNode()
            badge.style.preferredSize = CGSize(width: 20, height: 20)
            var showsBadge = false
            var shown = 0
            cell.layoutSpecBlock = { _, _ in
                ASStackLayoutSpec(direction: .vertical, spacing: 4, justifyContent: .start, alignItems: .start,
                                  children: showsBadge ? [[badge][shown]] : [])
            }
            cell
            """)
        #expect(setUp.diagnostic == nil)
        #expect(frames(of: session) == [])
        _ = session.run("showsBadge = true")
        #expect(frames(of: session) == ["badge 0 0 20 20"])
        let broken = session.run("shown = 3")
        #expect(broken.diagnostic == nil)
        #expect(broken.notes.contains { $0.hasPrefix("the layoutSpecBlock of cell stopped when it ran again") })
        #expect(frames(of: session) == ["badge 0 0 20 20"])
    }

    /// A view model is a reference the node holds: changing it from outside (or `setNeedsLayout()` after a change
    /// the shell cannot see) lays the node out again, as the app's next layout pass would.
    @Test func aNodeLaysOutAgainWhenTheObjectItHoldsChanges() {
        var session = ScriptSession()
        let setUp = session.run("""
            final class LikeModel { var isLiked = false; var count = 0 }
            final class LikeNode: ASDisplayNode {
                let model: LikeModel
                let heart = ASDisplayNode()
                let counter = ASDisplayNode()
                init(model: LikeModel) {
                    self.model = model
                    super.init()
                    automaticallyManagesSubnodes = true
                    heart.style.preferredSize = CGSize(width: 20, height: 20)
                    counter.style.preferredSize = CGSize(width: 30, height: 10)
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    counter.style.width = ASDimensionMake(CGFloat(10 * model.count))
                    return ASStackLayoutSpec(direction: .horizontal, spacing: 4, justifyContent: .start,
                                             alignItems: .start, children: model.isLiked ? [heart, counter] : [counter])
                }
            }
            let model = LikeModel()
            let like = LikeNode(model: model)
            let alias = model
            like
            """)
        #expect(setUp.diagnostic == nil)
        #expect(frames(of: session) == ["counter 0 0 0 10"])
        _ = session.run("alias.isLiked = true")
        #expect(frames(of: session) == ["heart 0 0 20 20", "counter 24 0 0 10"])
        _ = session.run("like.model.count += 3")
        #expect(frames(of: session) == ["heart 0 0 20 20", "counter 24 0 30 10"])
    }

    /// Typed at the top level, an undeclared name where a node goes is a mistake, not an app's node.
    @Test func anUndeclaredNameTypedAtTheTopLevelIsStillAnError() throws {
        let (_, outcome) = session(running: """
            let title = ASTextNode()
            ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start,
                              children: [title, subtitle])
            """)
        #expect(outcome.diagnostic?.message == "unknown name 'subtitle'")
    }

    /// Dots inside code are Swift's ranges and variadics, not elisions: only a line of dots alone is one.
    @Test func dotsInsideALineAreNotAnElision() {
        let (_, outcome) = session(running: """
            let gaps = (0...2).map { CGFloat($0) * 4 }
            .....x
            """)
        #expect(outcome.diagnostic != nil)
        #expect(!outcome.notes.contains { $0.contains("mark for code left out") })
    }
}
