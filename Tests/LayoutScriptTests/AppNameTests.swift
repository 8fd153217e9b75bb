@testable import LayoutScript
import Testing
import TextureLayout

/// Layout code pasted without the app's other files: the constants and styles it reads lay out as stand-ins, and
/// one note names each stand-in and the declaration to paste for the real value.
struct AppNameTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let source: String
        let frames: [String]
        let note: String
        var testDescription: String { note }
    }

    static let cases: [Case] = [
        // A type of the app's named with a leading underscore is an app type as any other.
        Case(source: """
            class EntryCell: ASCellNode {
                let title = ASTextNode()
                var draft = _Entry()
                init(entry: _Entry) {
                    super.init()
                    automaticallyManagesSubnodes = true
                    title.style.preferredSize = CGSize(width: 20, height: 10)
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [title])
                }
            }
            """,
             frames: ["title 0 0 20 10"],
             note: "drawing EntryCell(entry: entry) with stand-in values (entry for a _Entry from your app, its members "
                + "read as stand-ins); type EntryCell(…) with your own to draw another"),
        // An app's subclass of a stack, not pasted, named as one: a stack of Texture's, vertical where its name says.
        Case(source: """
            let a = ASDisplayNode()
            a.style.preferredSize = CGSize(width: 5, height: 5)
            let b = ASDisplayNode()
            b.style.preferredSize = CGSize(width: 5, height: 5)
            let column = ProfileVerticalStack()
            column.children = [a, b]
            let row = TitleValueStack()
            row.children = [column, ASDisplayNode()]
            row
            """,
             frames: ["a 0 0 5 5", "b 0 5 5 5", "node3 5 0 0 10"],
             note: "not in what you pasted, so drawn as Texture's own: ProfileVerticalStack as an ASStackLayoutSpec, "
                + "TitleValueStack as an ASStackLayoutSpec; paste their declarations to lay out as the app does"),
        // Initializers of the app's extensions of UIKit and Texture classes, not pasted: an image made in a size has
        // it, a text node made with a text shows it.
        Case(source: """
            let avatar = ASImageNode()
            avatar.image = UIImage(.lightGray, size: CGSize(width: 44, height: 40))
            let name = ASTextNode(venue.name, textStyle: .headline)
            let city = ASTextNode("Lisbon", textStyle: .caption1)
            ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [avatar, name, city])
            """,
             frames: ["avatar 0 0 44 40", "name 0 40 24 12", "city 0 52 36 12"],
             note: "not in what you pasted, so layout uses stand-ins: ASTextNode(_:textStyle:) = a text node showing the "
                + "text it is given, UIImage(_:size:) = an image of the size it is given, venue.name = its text; paste or "
                + "declare ASTextNode's extension, UIImage's extension, venue to lay out with the real values"),
        // An app helper that makes attributed text from a text and a font: the stand-in shows that text in that font;
        // a method of an app value is about the value, not the separator it is given.
        Case(source: """
            let calories = 433
            let count = ASTextNode()
            count.attributedText = Utility.attributedString("\\(calories) kCal", font: UIFont.systemFont(ofSize: 12), color: .black)
            let plain = ASTextNode()
            plain.attributedText = Styles.caption(text: "Note")
            let tags = ASTextNode()
            tags.attributedText = NSAttributedString(string: post.tags.joined(separator: " · "))
            ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [count, plain, tags])
            """,
             frames: ["count 0 0 48 12", "plain 0 12 24 12", "tags 0 24 36 12"],
             note: "not in what you pasted, so layout uses stand-ins: Styles.caption(\"Note\") = its text, "
                + "Utility.attributedString(\"433 kCal\") = its text at 12 pt, post.tags.joined(…) = its text; paste or "
                + "declare Styles, Utility, post to lay out with the real values"),
        // A parameter typed as the app's protocol (`any ImageSource`) takes a stand-in, as one of its own type does.
        Case(source: """
            final class ReaderCellNode: ASCellNode {
                let imageNode = ASImageNode()
                init(source: any ImageSource, page: Int) {
                    super.init()
                    automaticallyManagesSubnodes = true
                    imageNode.style.preferredSize = CGSize(width: 200, height: 300)
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASWrapperLayoutSpec(layoutElement: imageNode)
                }
            }
            """,
             frames: ["imageNode 0 0 200 300"],
             note: "drawing ReaderCellNode(source: source, page: 0) with stand-in values (source for an ImageSource from "
                + "your app, its members read as stand-ins); type ReaderCellNode(…) with your own to draw another"),
        Case(source: """
            let avatar = ASImageNode()
            avatar.style.preferredSize = CGSize(width: Constants.avatarSize, height: Constants.avatarSize)
            let name = ASTextNode()
            name.attributedText = NSAttributedString(string: "Ana", attributes: [.font: UIFont.systemFont(ofSize: 20)])
            let row = ASStackLayoutSpec(direction: .horizontal, spacing: Constants.spacing * 2 + 4, justifyContent: .start,
                                        alignItems: .center, children: [avatar, name])
            ASInsetLayoutSpec(insets: UIEdgeInsets(top: Constants.padding, left: 8, bottom: 8, right: 8), child: row)
            """,
             frames: ["avatar 8 10 0 0", "name 12 0 30 20"],
             note: "not in what you pasted, so layout uses stand-ins: Constants.avatarSize = 0, Constants.padding = 0, "
                + "Constants.spacing = 0; paste or declare Constants to lay out with the real values"),
        Case(source: """
            let title = ASTextNode()
            title.attributedText = TextStyles.headline("Hello")
            let badge = ASDisplayNode()
            badge.style.preferredSize = CGSize(width: 20, height: 20)
            let icon = ASDisplayNode()
            icon.style.preferredSize = Theme.isCompact ? CGSize(width: 10, height: 10) : CGSize(width: 30, height: 30)
            ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start,
                              children: [title, badge, icon])
            """,
             frames: ["title 0 0 30 12", "badge 0 12 20 20", "icon 0 32 10 10"],
             note: "not in what you pasted, so layout uses stand-ins: TextStyles.headline(\"Hello\") = its text, "
                + "Theme.isCompact = true; paste or declare TextStyles, Theme to lay out with the real values"),
        // An app value compared with nil is there, and the note says so.
        Case(source: """
            let offer = ASDisplayNode()
            offer.style.preferredSize = CGSize(width: 8, height: 8)
            var children: [ASLayoutElement] = []
            if restaurant.offer?.title != nil { children.append(offer) }
            ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start,
                              children: children)
            """,
             frames: ["offer 0 0 8 8"],
             note: "not in what you pasted, so layout uses stand-ins: restaurant.offer.title = not nil; paste or declare "
                + "restaurant to lay out with the real values"),
        // Arithmetic with a literal takes the app number's type, as Swift gives the literal: a CGFloat where layout
        // reads a CGFloat, an Int where it counts.
        Case(source: """
            let bubble = ASDisplayNode()
            let inset = Bubble.gap * 2 + 40
            bubble.style.width = ASDimension(unit: .points, value: inset)
            bubble.style.height = ASDimensionMake(Metrics.unit * 3)
            var dots: [ASLayoutElement] = []
            for _ in 0..<(Feed.count / 2 + 2) {
                let dot = ASDisplayNode()
                dot.style.preferredSize = CGSize(width: 4, height: 4)
                dots.append(dot)
            }
            ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start,
                              children: [bubble] + dots)
            """,
             frames: ["bubble 0 0 40 0", "dot 0 0 4 4", "dot2 0 4 4 4"],
             note: "not in what you pasted, so layout uses stand-ins: Bubble.gap = 0, Feed.count = 0, Metrics.unit = 0; "
                + "paste or declare Bubble, Feed, Metrics to lay out with the real values"),
        // An app's name for the screen's size is UIScreen.main.bounds: 375 × 667 in the shell's default session.
        Case(source: """
            let banner = ASDisplayNode()
            banner.style.preferredSize = CGSize(width: kScreenWidth - 20, height: SCREEN_HEIGHT / 10)
            let thumb = ASDisplayNode()
            thumb.style.preferredSize = CGSize(width: UIScreen.screenWidth() / 3, height: kScreenWidth / post.ratio / 3)
            let map = ASDisplayNode()
            map.style.preferredSize = CGSize(width: Device.width, height: Device.height / 10)
            ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start,
                              children: [banner, thumb, map])
            """,
             frames: ["banner 0 0 355 67", "thumb 0 67 125 125", "map 0 192 375 67"],
             note: "not in what you pasted, so layout uses stand-ins: Device.height = the screen's height, 667, "
                + "Device.width = the screen's width, 375, SCREEN_HEIGHT = the screen's height, 667, "
                + "UIScreen.screenWidth(…) = the screen's width, 375, kScreenWidth = the screen's width, 375, "
                + "post.ratio = 1; paste or declare Device, SCREEN_HEIGHT, UIScreen's extension, kScreenWidth, post to "
                + "lay out with the real values"),
        // An app class that was not pasted stands in as a node; its own methods, even ones named like a node's
        // (`set`), are skipped and said once per class.
        Case(source: """
            let title = ASTextNode()
            TextBuilder(text: "Hi", node: title).set(font: UIFont.boldSystemFont(ofSize: 20)).build()
            TextBuilder(text: "Yo", node: title).set(font: UIFont.systemFont(ofSize: 12)).build()
            title.style.preferredSize = CGSize(width: 30, height: 10)
            ASWrapperLayoutSpec(layoutElement: title)
            """,
             frames: ["title 0 0 30 10"],
             note: "not in what you pasted, so skipped: TextBuilder.set(…); paste the function or extension that "
                + "declares it to run it"),
        // A method of an extension of a Texture class in the app's other files is skipped, said by the class it extends,
        // even where its name is a subsequence of a real member's (`setAttribute`, `semanticContentAttribute`).
        Case(source: """
            let title = ASTextNode().then {
                $0.setAttribute(font: .systemFont(ofSize: 17), color: .label)
            }
            title.attributedText = NSAttributedString(string: "Hi")
            ASWrapperLayoutSpec(layoutElement: title)
            """,
             frames: ["title 0 0 12 12"],
             note: "not in what you pasted, so skipped: ASTextNode.setAttribute(…); paste the function or extension "
                + "that declares it to run it"),
        // A method of an app extension that takes only a one-parameter closure is a builder like Then's `then`: the
        // closure runs on the node, which it gives back (its name and its style kept).
        Case(source: """
            let box = ASDisplayNode().configure {
                $0.style.height = ASDimensionMake(50)
            }
            let label = ASTextNode()
            label.attributedText = NSAttributedString(string: "Hi")
            ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start,
                              children: [box, label])
            """,
             frames: ["box 0 0 375 50", "label 0 50 12 12"],
             note: "not in what you pasted, so read as a builder that runs its closure on the node and returns it, as "
                + "Then's then does: ASDisplayNode.configure(…); paste the extension to run it as written"),
        // An app's text appended to an array of Strings joins as its stand-in.
        Case(source: """
            var parts = [String]()
            if let chapterTitle = chapter.title {
                parts.append("Ch.")
                parts.append(chapterTitle)
            }
            let label = ASTextNode()
            label.attributedText = NSAttributedString(string: parts.joined(separator: " "))
            ASWrapperLayoutSpec(layoutElement: label)
            """,
             frames: ["label 0 0 54 12"],
             note: "not in what you pasted, so layout uses stand-ins: chapter.title = its text; paste or declare "
                + "chapter to lay out with the real values"),
        // `?? 0` after an app method an optional chain skipped: the 0 has the app method's type, unknown here, so the
        // value is the app's, a CGFloat where a width goes (an Int 0 would not add to one).
        Case(source: """
            let label = ASTextNode()
            let title: String? = nil
            let counts: [Int]? = nil
            let width = title?.textWidth(font: UIFont.systemFont(ofSize: 14)) ?? 0
            let most = counts?.max() ?? 0
            label.style.preferredSize = CGSize(width: width + 20, height: CGFloat(most + 30))
            ASWrapperLayoutSpec(layoutElement: label)
            """,
             frames: ["label 0 0 20 30"],
             note: "not in what you pasted, so layout uses stand-ins: String.textWidth(…) = 0; paste or declare "
                + "String's extension to lay out with the real values"),
        // The quotient of two app numbers, an aspect ratio, stands in as 1: a square photo, not a flat one.
        Case(source: """
            let photo = ASNetworkImageNode()
            let aspect = CGFloat(post.photo.height / post.photo.width)
            photo.style.preferredSize = CGSize(width: 120, height: 120 * aspect)
            ASWrapperLayoutSpec(layoutElement: photo)
            """,
             frames: ["photo 0 0 120 120"],
             note: "not in what you pasted, so layout uses stand-ins: post.photo.height / post.photo.width = 1; "
                + "paste or declare post to lay out with the real values"),
        // A divisor stands in as 1, where 0 would divide by zero; a negated app number keeps its sign.
        Case(source: """
            let photo = ASImageNode()
            let width = UIScreen.main.bounds.width / CGFloat(GridViewController.Constants.columns) - 15
            photo.style.preferredSize = CGSize(width: width, height: 20)
            ASInsetLayoutSpec(insets: UIEdgeInsets(top: -Layout.overlap, left: 0, bottom: 0, right: 0), child: photo)
            """,
             frames: ["photo 0 0 360 20"],
             note: "not in what you pasted, so layout uses stand-ins: GridViewController.Constants.columns = 1, "
                + "Layout.overlap = 0; paste or declare GridViewController, Layout to lay out with the real values"),
        Case(source: """
            let photo = ASImageNode()
            photo.style.preferredSize = CGSize(width: 14, height: 10)
            let top: CGFloat = -30.scaled
            ASInsetLayoutSpec(insets: UIEdgeInsets(top: top, left: 0, bottom: 0, right: 0), child: photo)
            """,
             frames: ["photo 0 -30 14 30"],
             note: "not in what you pasted, so layout uses stand-ins: 30.scaled = the value it was called on; paste or "
                + "declare the number types' extension to lay out with the real values"),
        // A loop over an app collection runs once; the app's text looked up in a text is found.
        Case(source: """
            let text = NSMutableAttributedString(string: "Tags")
            let chips = ASStackLayoutSpec.horizontal()
            for tag in post.tags {
                text.addAttributes([.font: UIFont.systemFont(ofSize: 20)], range: (text.string as NSString).range(of: tag))
                let chip = ASDisplayNode()
                chip.style.preferredSize = CGSize(width: 30, height: 10)
                chips.children?.append(chip)
            }
            let title = ASTextNode()
            title.attributedText = text
            ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start,
                              children: [title, chips])
            """,
             frames: ["title 0 0 40 20", "chip 0 20 30 10"],
             note: "not in what you pasted, so layout uses stand-ins: post.tags = one item, post.tags[0] = found, as the "
                + "whole text; paste or declare post to lay out with the real values"),
        // The count of an app collection is 1, as a loop over it runs once; another app number is 0.
        Case(source: """
            let label = ASTextNode()
            label.attributedText = NSAttributedString(string: "\\(post.tags.count) tags")
            let photos = ASDisplayNode()
            photos.style.preferredSize = CGSize(width: CGFloat(model.count), height: CGFloat(post.photos.count) * 44)
            ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start,
                              children: [label, photos])
            """,
             frames: ["label 0 0 36 12", "photos 0 12 0 44"],
             note: "not in what you pasted, so layout uses stand-ins: model.count = 0, post.photos.count = 1, "
                + "post.tags.count = 1; paste or declare model, post to lay out with the real values"),
        // An app value named as a collection maps to one item; one named as a single value maps as an optional.
        Case(source: """
            let chips = post.tags.map { tag -> ASTextNode in
                let chip = ASTextNode()
                chip.attributedText = NSAttributedString(string: tag)
                return chip
            }
            let avatar = post.avatarURL.map { _ in ASImageNode() } ?? ASImageNode()
            avatar.style.preferredSize = CGSize(width: 10, height: 10)
            ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start,
                              children: [avatar] + chips)
            """,
             frames: ["avatar 0 0 10 10", "chip 10 0 24 12"],
             note: "not in what you pasted, so layout uses stand-ins: post.tags = one item, post.tags[0] = its text; "
                + "paste or declare post to lay out with the real values"),
        // An app value compared with an enum case is that case unless the case's name says no content; once one case
        // stands in, every comparison reads it.
        Case(source: """
            let badge = ASDisplayNode()
            var width: CGFloat = 0
            if model.state == .loaded { width += 1 }
            if model.state == .partial { width += 10 }
            if model.state != .empty { width += 100 }
            if traitCollection.horizontalSizeClass == .hidden { width += 1000 }
            badge.style.preferredSize = CGSize(width: width, height: 2)
            ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start,
                              children: [badge])
            """,
             frames: ["badge 0 0 101 2"],
             note: "not in what you pasted, so layout uses stand-ins: model.state = .loaded, "
                + "traitCollection.horizontalSizeClass = not .hidden; paste or declare model, traitCollection to lay out "
                + "with the real values"),
        // A font from the app's files is the system font at the size its call passes.
        Case(source: """
            let title = ASTextNode()
            title.attributedText = NSAttributedString(string: "Events", attributes: [.font: FontStyle.bold.font(size: 22)])
            let body = ASTextNode()
            body.attributedText = NSAttributedString(string: "None", attributes: [NSAttributedString.Key.font: Fonts.body])
            ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start,
                              children: [title, body])
            """,
             frames: ["title 0 0 66 22", "body 0 22 32 16"],
             note: "not in what you pasted, so layout uses stand-ins: FontStyle.bold.font(…) = the system font at 22 pt, "
                + "Fonts.body = the system font at 16 pt; paste or declare FontStyle, Fonts to lay out with the real values"),
        Case(source: """
            let follow = ASButtonNode()
            follow.setTitle("Go", with: Fonts.medium(ofSize: 20), with: .white, for: .normal)
            ASWrapperLayoutSpec(layoutElement: follow)
            """,
             frames: ["follow 0 0 20 20", "follow.titleNode 0 0 20 20"],
             note: "not in what you pasted, so layout uses stand-ins: Fonts.medium(…) = the system font at 20 pt; paste "
                + "or declare Fonts to lay out with the real values"),
    ]

    /// A cell's stored properties pasted at the top level, with the init lines that give them their values from
    /// the init's parameters, which were not pasted.
    @Test func propertiesTheInitGivesValuesStandInForTheParameters() {
        let (session, outcome) = session(running: """
            let avatarNode = ASNetworkImageNode()
            let nameNode = ASTextNode()
            let badgeNode = ASDisplayNode()
            let avatarSize: CGFloat
            let isVerified: Bool
            let name: String
            var author: Author?
            self.name = name
            self.author = author
            nameNode.attributedText = NSAttributedString(string: author.displayName)
            badgeNode.style.preferredSize = CGSize(width: 12, height: 12)
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                avatarNode.style.preferredSize = CGSize(width: avatarSize, height: avatarSize)
                let children: [ASLayoutElement] = isVerified ? [avatarNode, nameNode, badgeNode] : [avatarNode, nameNode]
                let row = ASStackLayoutSpec(direction: .horizontal, spacing: self.author?.spacing ?? 8,
                                            justifyContent: .start, alignItems: .center, children: children)
                row.style.height = ASDimensionMake(44)
                return row
            }
            """)
        #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
        #expect(frames(of: session) == ["avatarNode 0 22 0 0", "nameNode 0 16 66 12"])
        #expect(outcome.notes.contains("declared without a value and read before the app's init would give one, so "
            + "layout uses stand-ins: avatarSize = 0, isVerified = false, name = its text; give them values where declared "
            + "(let avatarSize: CGFloat = …) to lay out with the real ones"), "\(outcome.notes)")
        #expect(outcome.notes.contains { $0.contains("author.displayName = its text, author.spacing = 0") },
                "\(outcome.notes)")
    }

    /// A stored property pasted as a top-level optional without a value, which the app's init (not pasted) fills,
    /// force-unwrapped by the layout: a node of its class stands in, kept in the variable; a local optional that
    /// is nil still stops as Swift stops.
    @Test func anUnsetOptionalPropertyForceUnwrappedStandsIn() {
        let (session, outcome) = session(running: """
            let nameNode = ASTextNode()
            var viaNode: ASImageNode?
            var bounds: CGRect!
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                self.viaNode!.style.preferredSize = CGSize(width: 12, height: bounds.size.height + 12)
                return ASStackLayoutSpec(direction: .horizontal, spacing: 4, justifyContent: .start, alignItems: .start,
                                         children: [nameNode, viaNode!])
            }
            """)
        #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
        #expect(frames(of: session) == ["nameNode 0 0 0 12", "viaNode 4 0 12 12"])
        #expect(outcome.notes.contains { $0.hasPrefix("nil as pasted") && $0.contains("viaNode = a new ASImageNode") },
                "\(outcome.notes)")
        #expect(outcome.notes.contains { $0.hasPrefix("declared without a value") && $0.contains("bounds = CGRect.zero") },
                "\(outcome.notes)")
        let (_, local) = LayoutScriptTests.session(running: "func f() -> CGFloat {\n    var w: CGFloat?\n    return w!\n}\nlet x = f()")
        #expect(local.diagnostic?.message.hasPrefix("unexpectedly found nil") == true)
    }

    /// Optionals that are nil as pasted (declared without a value or `= nil`) and that no pasted line assigns,
    /// unwrapped with a branch for the nil: the app sets them later, so the cell is drawn as it shows that content
    /// (a node of the declared class, an app value, a count of 1); assigned nil, the other branch is drawn.
    /// An optional of an app node class from a file that was not pasted stands in as the Texture node its name
    /// says, as a call of that class would.
    @Test func anOptionalOfAnAppNodeClassNilAsPastedIsDrawnAsTexturesOwn() throws {
        let (session, outcome) = session(running: """
            private var imageNode: NewsImageNode?
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                var children: [ASLayoutElement] = []
                if let imageNode {
                    imageNode.style.preferredSize = CGSize(width: 100, height: 60)
                    children.append(imageNode)
                }
                return ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start,
                                         children: children)
            }
            """)
        #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
        #expect(frames(of: session) == ["imageNode 0 0 100 60"])
        let drawn = try #require(session.layout(scale: 2)?.frames.first?.element)
        #expect(session.className(of: drawn) == "ASImageNode")
        #expect(outcome.notes.contains { $0.contains("imageNode = a new NewsImageNode") }, "\(outcome.notes)")
    }

    @Test func anOptionalNilAsPastedIsDrawnWithItsContent() {
        let source = """
            let likesNode = ASTextNode()
            let bubbleNode = ASTextNode()
            var likeCount: Int?
            private var comment: CommentModel? = nil
            var badge: ASImageNode?
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                guard let comment = self.comment else { return ASLayoutSpec() }
                bubbleNode.attributedText = NSAttributedString(string: comment.message)
                let stack = ASStackLayoutSpec.vertical()
                stack.alignItems = .start
                stack.spacing = 2
                stack.children = [bubbleNode]
                if let count = likeCount, count > 0 {
                    likesNode.attributedText = NSAttributedString(string: "\\(count) likes")
                    stack.children?.append(likesNode)
                }
                if let badge {
                    badge.style.preferredSize = CGSize(width: 10, height: 10)
                    stack.children?.append(badge)
                }
                return stack
            }
            """
        let (session, outcome) = session(running: source)
        #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
        #expect(frames(of: session) == ["bubbleNode 0 0 42 12", "likesNode 0 14 42 12", "badge 0 28 10 10"])
        #expect(outcome.notes.contains("nil as pasted and set by the app later, so layout draws what the cell shows once "
            + "they are set: badge = a new ASImageNode, comment = an unknown value, likeCount = 1; assign badge = nil "
            + "before the layout code runs to see the cell without it"), "\(outcome.notes)")
        #expect(outcome.notes.contains("stand-ins for the app's values of what you declared: comment.message = its text"),
                "\(outcome.notes)")
        let assigned = source.replacingOccurrences(of: "var badge: ASImageNode?\n",
                                                   with: "var badge: ASImageNode?\ncomment = nil\n")
        let (withoutComment, _) = LayoutScriptTests.session(running: assigned)
        #expect(frames(of: withoutComment) == [])
        let (local, _) = LayoutScriptTests.session(running: """
            func count() -> Int {
                var likes: Int? = nil
                if let likes { return likes }
                return 7
            }
            let a = ASDisplayNode()
            a.style.width = ASDimensionMake(CGFloat(count()))
            ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [a])
            """)
        #expect(frames(of: local) == ["a 0 0 7 0"])
        // In a `while`, a stand-in that stays would loop until the budget: the nil ends the loop, as in Swift.
        let (loop, loopOutcome) = LayoutScriptTests.session(running: """
            var pendingNode: ASDisplayNode?
            var rounds = 0
            while let node = pendingNode {
                rounds += 1
            }
            let b = ASDisplayNode()
            b.style.width = ASDimensionMake(CGFloat(rounds + 5))
            ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [b])
            """)
        #expect(loopOutcome.diagnostic == nil, "\(loopOutcome.diagnostic?.description ?? "")")
        #expect(frames(of: loop) == ["b 0 0 5 0"])
    }

    /// Init lines pasted at the top level beside the properties: where the app's init reads its parameter `title`,
    /// the pasted `title` is the node property of that name, which cannot go where a String goes; it is read as the
    /// parameter. An init parameter named `style` is an app value where a member no style has is read.
    @Test func aNodeWhereItsInitParameterGoesIsReadAsTheParameter() {
        let (session, outcome) = session(running: """
            let title = ASTextNode()
            title.attributedText = NSAttributedString(string: title, attributes: [.font: style.titleFont])
            title.style.flexShrink = 1
            ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start,
                              children: [title])
            """)
        #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
        #expect(frames(of: session) == ["title 0 0 40 16"])
        #expect(outcome.notes.contains("a node is read where it cannot go, so it is the init's parameter of the same "
            + "name in the app, which layout stands in for: title = its text; declare the parameter under another name "
            + "(let titleValue = …) to give its value"), "\(outcome.notes)")
        #expect(!outcome.notes.contains { $0.contains("style lines") }, "\(outcome.notes)")
        let (_, inMethod) = LayoutScriptTests.session(running: """
            let title = ASTextNode()
            func set() { title.attributedText = NSAttributedString(string: title) }
            set()
            """)
        #expect(inMethod.diagnostic?.message.contains("expects a String, got ASTextNode 'title'") == true,
                "\(inMethod.diagnostic?.description ?? "no error")")
    }

    /// A stored property of a pasted class that is nil as pasted is named with its class in the note, and set in
    /// the class's init, as the note says, it draws the cell without it.
    @Test func anOptionalPropertyOfAPastedClassIsNamedWithItsClass() {
        let cell = """
            final class CommentCell: ASCellNode {
                private let textNode = ASTextNode()
                private var comment: Comment? = nil
                override init() {
                    super.init()
                    // init
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    guard let comment = comment else { return ASLayoutSpec() }
                    textNode.attributedText = NSAttributedString(string: comment.body)
                    return ASWrapperLayoutSpec(layoutElement: textNode)
                }
            }
            """
        let (session, outcome) = session(running: cell)
        #expect(frames(of: session) == ["textNode 0 0 24 12"])
        #expect(outcome.notes.contains("nil as pasted and set by the app later, so layout draws what the cell shows "
            + "once it is set: CommentCell.comment = an unknown value; set comment = nil in CommentCell's init to see "
            + "the cell without it"), "\(outcome.notes)")
        #expect(outcome.notes.contains("stand-ins for the app's values of what you declared: comment.body = its text"),
                "\(outcome.notes)")
        let (withoutComment, _) = LayoutScriptTests.session(running: cell.replacingOccurrences(of: "// init",
                                                                                                  with: "comment = nil"))
        #expect(frames(of: withoutComment) == [])
    }

    /// The app's dates format as one sample moment, in the formatter's pattern or styles, with a note.
    @Test(arguments: [
        ("f.dateFormat = \"MMM d, HH:mm\"", "May 14, 08:30"), ("f.dateFormat = \"yyyy-MM-dd\"", "2024-05-14"),
        ("f.dateFormat = \"EEEE 'at' h:mm a\"", "Tuesday at 8:30 AM"), ("f.dateFormat = \"dd/MM/yy\"", "14/05/24"),
        ("f.dateFormat = \"HH:mm:ss.SSS\"", "08:30:05.000"), ("f.dateFormat = \"'It''s' d\"", "It's 14"),
        ("f.dateStyle = .medium", "May 14, 2024"), ("f.timeStyle = .short", "8:30 AM"),
        ("f.dateStyle = .medium\nf.timeStyle = .short", "May 14, 2024 at 8:30 AM"),
        ("f.setLocalizedDateFormatFromTemplate(\"MMMd\")", "May 14"),  // the template's fields in US English's pattern, MMM d
    ])
    func datesFormatAsOneSampleMoment(_ setting: String, _ text: String) {
        let (_, outcome) = session(running: "let f = DateFormatter()\nf.locale = Locale(identifier: \"en_US\")\n"
            + setting + "\nprint(f.string(from: post.createdAt))")
        #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
        #expect(outcome.printed == [text])
        #expect(outcome.notes.contains("now and the app's dates are one sample moment, Tuesday 14 May 2024, 08:30:05 "
            + "GMT, the same on every run: DateFormatter.string(…)"), "\(outcome.notes)")
    }

    /// A NumberFormatter's own fraction digits, and an app number it formats standing in, with the note.
    @Test func numbersFormatWithTheFormattersDigits() {
        let (_, outcome) = session(running: """
            let g = NumberFormatter()
            g.numberStyle = .decimal
            g.minimumFractionDigits = 1
            g.maximumFractionDigits = 1
            print(g.string(from: 2) ?? "", g.string(from: 2.25) ?? "", g.string(from: 1234567.891) ?? "")
            print(g.string(from: NSNumber(value: user.followers)) ?? "")
            """)
        #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
        #expect(outcome.printed == ["2.0 2.2 1,234,567.9", "0.0"])
        #expect(outcome.notes.contains { $0.contains("user.followers = 0") }, "\(outcome.notes)")
    }

    /// Names that say a collection, and names that say one value.
    @Test(arguments: [
        ("post.tags", true), ("feed.itemList", true), ("photoArray", true), ("model.children", true),
        ("viewModel.images", true), ("model.avatarURL", false), ("user.status", false), ("order.address", false),
        ("report.analysis", false), ("stats.metrics", true), ("model.title", false), ("us", false),
    ])
    func aCollectionIsKnownByItsName(_ path: String, _ isCollection: Bool) {
        #expect(Evaluator.namesCollection(path) == isCollection)
    }

    /// Darwin's random numbers are drawn as 1 (0 where the bound allows nothing else), so that every run draws the
    /// same layout and a random count shows an item, with a note.
    @Test func randomNumbersAreDrawnAsOne() {
        let (session, outcome) = session(running: """
            let imagesCount = Int(arc4random_uniform(10))
            let showsBadge = arc4random() % 2 == 1
            let photo = ASImageNode()
            photo.style.preferredSize = CGSize(width: CGFloat(imagesCount * 10 + 20), height: showsBadge ? 40 : 20)
            ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start,
                              children: [photo])
            """)
        #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
        #expect(frames(of: session) == ["photo 0 0 30 40"])
        #expect(outcome.notes.contains("random values are drawn the same on every run, as the smallest that shows "
            + "content (1 where the range holds it): arc4random() = 1, arc4random_uniform(…) = 1"), "\(outcome.notes)")
        let (_, single) = LayoutScriptTests.session(running: "let i = arc4random_uniform(1)\nprint(i)")
        #expect(single.printed == ["0"])
    }

    /// Swift's own random API is drawn the same way: 1 where the range holds it, else its bound nearest 1; the first
    /// element of an array, its order as written; `Bool.random()` true.
    @Test(arguments: [
        ("Int.random(in: 0..<5)", "1"), ("Int.random(in: 3...9)", "3"), ("Int.random(in: -4..<0)", "-1"),
        ("Int.random(in: 0..<1)", "0"), ("CGFloat.random(in: 20...80)", "20.0"), ("Double.random(in: 0..<0.5)", "0.0"),
        ("CGFloat.random(in: 0...1)", "1.0"), ("Bool.random()", "true"), ("[7, 8].randomElement()!", "7"),
        ("[7, 8].shuffled()", "[7, 8]"), ("Int.random(in: 0..<n)", "1"),
    ])
    func swiftRandomValuesAreDrawnTheSameEveryRun(_ expression: String, _ printed: String) {
        let (_, outcome) = session(running: "let n = 4\nprint(\(expression))")
        #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
        #expect(outcome.printed == [printed])
        #expect(outcome.notes.contains { $0.hasPrefix("random values are drawn the same on every run") })
    }

    @Test func anEmptyRandomRangeStopsAsSwiftDoes() {
        let (_, outcome) = session(running: "let i = Int.random(in: 0..<0)")
        #expect(outcome.diagnostic?.message == "Int.random(in: 0..<0) has an empty range (Swift stops the app here)")
        #expect(outcome.diagnostic?.column == 24)
    }

    /// Swift's definite initialization still holds where the pasted code cannot be an app's stored property.
    @Test(arguments: [
        "func width() -> CGFloat {\n    let w: CGFloat\n    return w\n}\nlet a = ASDisplayNode()\na.style.width = ASDimensionMake(width())",
        "let avatar: ASImageNode\nASWrapperLayoutSpec(layoutElement: avatar)",
        "let a: ASDisplayNode\na.style.width = ASDimensionMake(3)",
    ])
    func aReadBeforeInitializationIsStillAnErrorElsewhere(_ source: String) {
        let (_, outcome) = session(running: source)
        #expect(outcome.diagnostic?.message.contains("is used before being initialized") == true,
                "\(outcome.diagnostic?.description ?? "no error")")
    }

    @Test(arguments: cases) func appValuesStandIn(_ example: Case) {
        let (session, outcome) = session(running: example.source)
        #expect(outcome.diagnostic == nil)
        #expect(frames(of: session) == example.frames)
        #expect(outcome.notes.contains(example.note), "\(outcome.notes)")
    }

    /// An app's flag stands in as the state in which the cell shows its content; a name that says something is
    /// hidden, missing or not ready stands in as off.
    @Test(arguments: [
        ("model.showsBadge", true), ("artist.features.review_titles", true), ("user.isVerified", true),
        ("Theme.isCompact", true), ("post.hasImage", true), ("cell.isHidden", false), ("feed.attachments.isEmpty", false),
        ("model.signature.isNilOrEmpty()", false), ("state.isLoading", false), ("item.has_no_photo", false),
        ("row.isCollapsed", false), ("Nothing.notAvailable", false),
    ])
    func anAppFlagStandsInAsItsCellShowingContent(_ path: String, _ shown: Bool) {
        let (session, outcome) = session(running: """
            let badge = ASDisplayNode()
            badge.style.preferredSize = CGSize(width: 10, height: 10)
            let stack = ASStackLayoutSpec.vertical()
            if \(path) { stack.children = [badge] }
            stack
            """)
        #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
        #expect(frames(of: session) == (shown ? ["badge 0 0 10 10"] : []))
        #expect(outcome.notes.contains { $0.contains("\(path.replacingOccurrences(of: "()", with: "(…)")) = \(shown)") },
                "\(outcome.notes)")
    }

    /// An app number compared stands in as 1, as in a cell with content: the badge for unread messages, the icon
    /// for a non-zero kind, a rating's label are drawn.
    @Test func anAppNumberComparedStandsInAsOne() {
        let (session, outcome) = session(running: """
            let badge = ASDisplayNode()
            badge.style.preferredSize = CGSize(width: 10, height: 10)
            let via = ASDisplayNode()
            via.style.preferredSize = CGSize(width: 12, height: 12)
            let rating: ASDisplayNode? = year.averageRating == 0.0 ? nil : ASDisplayNode()
            rating?.style.preferredSize = CGSize(width: 14, height: 14)
            var children: [ASLayoutElement] = []
            if model.unreadCount > 0 { children.append(badge) }
            if post.via != 0 { children.append(via) }
            if let rating { children.append(rating) }
            ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start,
                              children: children)
            """)
        #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
        #expect(frames(of: session) == ["badge 0 0 10 10", "via 10 0 12 12", "rating 22 0 14 14"])
        #expect(outcome.notes.contains { $0.contains("model.unreadCount = 1, post.via = 1, year.averageRating = 1") },
                "\(outcome.notes)")
    }

    /// A switch over an app value takes its first case, even where a `default` follows: the other cases are mostly
    /// the empty states.
    @Test func aSwitchOverAnAppValueTakesItsFirstCase() {
        let (session, outcome) = session(running: """
            var toggle: ASDisplayNode?
            switch settingItem {
            case .playsSound(let isOn):
                toggle = ASDisplayNode()
                toggle?.style.preferredSize = CGSize(width: 51, height: isOn ? 31 : 0)
            default:
                break
            }
            let title = ASDisplayNode()
            title.style.preferredSize = CGSize(width: 100, height: 20)
            var children: [ASLayoutElement] = [title]
            if let toggle = toggle { children.append(toggle) }
            ASStackLayoutSpec(direction: .horizontal, spacing: 8, justifyContent: .start, alignItems: .center,
                              children: children)
            """)
        #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
        #expect(frames(of: session) == ["title 0 5.5 100 20", "toggle 108 0 51 31"])
        #expect(outcome.notes.contains { $0.contains("settingItem = .playsSound(let isOn)") }, "\(outcome.notes)")
    }

    @Test func aStandInIsNamedOncePerSession() {
        var session = ScriptSession()
        let first = session.run("let a = ASDisplayNode()\na.style.height = ASDimensionMake(Layout.rowHeight)")
        let second = session.run("a.style.width = ASDimensionMake(Layout.rowHeight)")
        #expect(first.notes.count == 1)
        #expect(second.notes.isEmpty)
    }

    @Test func anAppValueWithNoNeutralStandInIsStillAnError() {
        let (_, outcome) = session(running: "ASStackLayoutSpec(direction: .horizontal, spacing: 0, "
            + "justifyContent: .start, alignItems: .start, children: [Theme.divider])")
        #expect(outcome.diagnostic?.message.contains("Theme.divider") == true)
    }

    /// Setting a member of a name declared nowhere is more likely a slip, unless the code already read the name as
    /// the app's, or reaches the value through a closure's parameter over an app collection.
    @Test func settingAMemberOfAnUndeclaredNameIsAnErrorUnlessItIsTheAppsValue() {
        let (_, slip) = session(running: "post.title = \"Hello\"")
        #expect(slip.diagnostic?.message == "unknown name 'post'", "\(slip.diagnostic?.description ?? "no error")")
        let (_, app) = session(running: """
            buttons.forEach {
                $0.cornerRadius = 14
                $0.style.flexGrow = 1
            }
            buttons[0].isSelected = true
            """)
        #expect(app.diagnostic == nil, "\(app.diagnostic?.description ?? "")")
    }

    /// Swift 2 spelled enum cases with a capital letter; old app code still does.
    @Test func swift2CaseSpellingsReadAsToday() {
        let (session, outcome) = session(running: """
            let a = ASDisplayNode()
            a.style.preferredSize = CGSize(width: 40, height: 40)
            let b = ASDisplayNode()
            b.style.preferredSize = CGSize(width: 20, height: 20)
            let stack = ASStackLayoutSpec(direction: .Horizontal, spacing: 5, justifyContent: .SpaceBetween,
                                          alignItems: ASStackLayoutAlignItems.Center, children: [a, b])
            stack.style.width = ASDimensionMake(100)
            stack
            """)
        #expect(outcome.diagnostic == nil)
        #expect(frames(of: session) == ["a 0 0 40 40", "b 80 10 20 20"])
        #expect(outcome.notes.contains("read as older Swift and AsyncDisplayKit spelled them: .Center is .center today, .Horizontal is "
            + ".horizontal today, .SpaceBetween is .spaceBetween today; write today's in new code"))
    }

    /// A protocol extension adopted by NSObject, every node's root class, gives nodes its methods; a generic type
    /// named with its arguments is the type; ReactiveSwift's `<~` delivers a stream's value once.
    @Test func libraryIdiomsRun() {
        let (session, outcome) = session(running: """
            public protocol Configurable {}
            extension NSObject: Configurable {}
            public extension Configurable where Self: AnyObject {
                @discardableResult
                func configure(_ transform: (Self) -> Void) -> Self {
                    transform(self)
                    return self
                }
            }
            let tags = Array<String>.init()
            let events = PublishSubject<Int>.init()
            let box = ASDisplayNode().configure { $0.style.height = ASDimensionMake(CGFloat(20 + tags.count)) }
            let note = ASEditableTextNode()
            note.reactive.text <~ draft.text
            ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start,
                              children: [box, note])
            """)
        #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
        #expect(frames(of: session) == ["box 0 0 375 20", "note 0 20 30 12"])
        #expect(!outcome.notes.contains { $0.contains("builder") })
    }

    /// AsyncDisplayKit 2.0's deprecated alignment cases, which Swift imported with only `AS` dropped.
    @Test func deprecatedAlignmentCasesReadAsToday() {
        let (session, outcome) = session(running: """
            let a = ASDisplayNode()
            a.style.preferredSize = CGSize(width: 10, height: 10)
            let row = ASStackLayoutSpec.horizontal()
            row.horizontalAlignment = ASHorizontalAlignment.alignmentRight
            row.verticalAlignment = .alignmentCenter
            row.children = [a]
            row.style.preferredSize = CGSize(width: 100, height: 50)
            ASWrapperLayoutSpec(layoutElement: row)
            """)
        #expect(outcome.diagnostic == nil)
        #expect(frames(of: session) == ["a 90 20 10 10"])
        #expect(outcome.notes.contains("read as older Swift and AsyncDisplayKit spelled them: .alignmentCenter is .center "
            + "today, .alignmentRight is .right today; write today's in new code"))
    }

    /// The same enums' current cases as AsyncDisplayKit 2.x apps wrote them: beside the deprecated ones, Swift kept the
    /// whole name but `AS` (real corpus r142: a feed's action button).
    @Test func asyncDisplayKit2AlignmentCaseNamesReadAsToday() {
        let (session, outcome) = session(running: """
            let a = ASDisplayNode()
            a.style.preferredSize = CGSize(width: 10, height: 10)
            let row = ASStackLayoutSpec.horizontal()
            row.horizontalAlignment = .horizontalAlignmentMiddle
            row.verticalAlignment = ASVerticalAlignment.verticalAlignmentBottom
            row.children = [a]
            row.style.preferredSize = CGSize(width: 100, height: 50)
            ASWrapperLayoutSpec(layoutElement: row)
            """)
        #expect(outcome.diagnostic == nil)
        #expect(frames(of: session) == ["a 45 40 10 10"])
        #expect(outcome.notes.contains { $0.contains(".horizontalAlignmentMiddle is .middle today") })
    }

    /// Swift 2 class methods and AsyncDisplayKit 1's preferredFrameSize, read as today's API.
    @Test func swift2MethodsAndOldNodeSizingReadAsToday() {
        let (session, outcome) = session(running: """
            let label = ASTextNode()
            label.attributedText = NSAttributedString(string: "Hi", attributes: [NSFontAttributeName: UIFont.systemFontOfSize(20)])
            let icon = ASImageNode()
            icon.preferredFrameSize = CGSizeMake(UIScreen.mainScreen().bounds.width / 15, 25)
            ASStackLayoutSpec(direction: .Horizontal, spacing: 0, justifyContent: .Start, alignItems: .Start,
                              children: [icon, label])
            """)
        #expect(outcome.diagnostic == nil)
        #expect(frames(of: session) == ["icon 0 0 25 25", "label 25 0 20 20"])
        #expect(outcome.notes.contains { $0.contains("UIFont.systemFontOfSize(_:) is UIFont.systemFont(ofSize:) today, "
            + "UIScreen.mainScreen() is UIScreen.main today, node.preferredFrameSize is node.style.preferredSize today") })
    }

    /// The stack factories as Swift 2 named them (`verticalStackLayoutSpec()`), attributes given as nil, which
    /// Foundation's optional dictionary takes, and Swift 2's ordering of optionals (nil before any value).
    @Test func swift2StackFactoriesAndNilAttributesReadAsToday() {
        let (session, outcome) = session(running: """
            let title = ASTextNode()
            title.attributedText = NSAttributedString(string: "abcd", attributes: nil)
            let unread: Int? = nil
            let thumb = ASImageNode()
            thumb.style.preferredSize = CGSize(width: 10, height: 10)
            let corner = ASRelativeLayoutSpec(horizontalPosition: .End, verticalPosition: .Start, sizingOption: .Default, child: thumb)
            let centered = ASCenterLayoutSpec(centeringOptions: .None, sizingOptions: .Default, child: corner)
            title.exclusionPaths = [UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))]
            let photo = ASDisplayNode()
            photo.style.preferredSize = CGSize(width: 50, height: 50)
            if !(unread > 0) && unread < 1 && "abc".characters.count == 3 { photo.style.preferredSize = CGSize(width: 60, height: 60) }
            let column = ASStackLayoutSpec.verticalStackLayoutSpec()
            column.children = [title, photo]
            let row = ASStackLayoutSpec.horizontalStackLayoutSpec()
            row.children = [column, ASDisplayNode(), centered]
            row
            """)
        #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
        #expect(frames(of: session) == ["title 0 0 60 12", "photo 0 12 60 60", "node2 60 0 0 72", "thumb 60 0 10 10"])
        #expect(outcome.notes.contains { $0.contains("ASCenterLayoutSpecCenteringOptions.None is [] today, "
            + "ASCenterLayoutSpecSizingOptions.Default is [] today") })
        #expect(outcome.notes.contains { $0.hasPrefix("ASTextNode.exclusionPaths is not modelled. ") })
        #expect(outcome.notes.contains { $0.contains("ASStackLayoutSpec.horizontalStackLayoutSpec() is "
            + "ASStackLayoutSpec.horizontal() today, ASStackLayoutSpec.verticalStackLayoutSpec() is ASStackLayoutSpec.vertical() today, "
            + "optional < value is (optional ?? default) < value today, optional > value is (optional ?? default) > value today, "
            + "text.characters is text today") })
    }

    /// AsyncDisplayKit 1's ASLayoutSpec set its children with methods, which Texture made the `child` and
    /// `children` properties; the index form `setChild(_:at:)` is still today's.
    @Test func asyncDisplayKit1ChildSettersSetTheProperties() {
        let (session, outcome) = session(running: """
            let a = ASDisplayNode()
            a.style.preferredSize = CGSize(width: 30, height: 30)
            let b = ASDisplayNode()
            b.style.preferredSize = CGSize(width: 20, height: 20)
            let stack = ASStackLayoutSpec.horizontal()
            stack.setChildren([a])
            stack.setChild(b, at: 1)
            let inset = ASInsetLayoutSpec()
            inset.insets = UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
            inset.setChild(stack)
            ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start,
                              children: [inset])
            """)
        #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
        #expect(frames(of: session) == ["a 5 5 30 30", "b 35 5 20 20"])
        #expect(outcome.notes.contains("read as older Swift and AsyncDisplayKit spelled them: spec.setChild(_:) is spec.child "
            + "= … today, spec.setChildren(_:) is spec.children = … today; write today's in new code"), "\(outcome.notes)")
        let (_, wrong) = LayoutScriptTests.session(running: "let s = ASStackLayoutSpec.vertical()\ns.setChild(3)")
        #expect(wrong.diagnostic != nil)
    }

    /// Texture 2 still forwards AsyncDisplayKit 1's layout properties from a node or spec to its style.
    @Test func deprecatedNodePropertiesSetTheStyle() {
        let (session, outcome) = session(running: """
            let a = ASDisplayNode()
            a.style.preferredSize = CGSize(width: 30, height: 30)
            let b = ASDisplayNode()
            b.flexGrow = 1
            b.spacingBefore = 5
            let grown = b.flexGrow * 2
            let row = ASStackLayoutSpec(direction: .horizontal, spacing: grown, justifyContent: .start,
                                        alignItems: .stretch, children: [a, b])
            row.style.width = ASDimensionMake(375)
            ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start,
                              children: [row])
            """)
        #expect(outcome.diagnostic == nil)
        #expect(frames(of: session) == ["a 0 0 30 30", "b 37 0 338 30"], "\(outcome.notes)")
        #expect(outcome.notes.contains { $0.contains("node.flexGrow is node.style.flexGrow today") })
    }

    /// AsyncDisplayKit 1's ASStaticLayoutSpec, which Texture keeps as an absolute spec that sizes to fit.
    @Test func aStaticLayoutSpecIsAnAbsoluteSpecThatSizesToFit() throws {
        let (session, outcome) = session(running: """
            let a = ASDisplayNode()
            a.style.preferredSize = CGSize(width: 20, height: 20)
            a.style.layoutPosition = CGPoint(x: 10, y: 5)
            ASStaticLayoutSpec(children: [a])
            """)
        #expect(outcome.diagnostic == nil)
        let layout = try #require(session.layout(scale: 2))
        #expect(layout.size == Size(width: 30, height: 25))
        #expect(frames(of: session) == ["a 10 5 20 20"])
    }

    /// ASStaticLayoutSpec inherits ASAbsoluteLayoutSpec's `init(sizing:children:)`, and then sizes as it is told.
    @Test(arguments: [(".sizeToFit", Size(width: 30, height: 25)), (".default", Size(width: 375, height: 25))])
    func aStaticLayoutSpecTakesTheSizingItIsGiven(_ sizing: String, _ expected: Size) throws {
        let (session, outcome) = session(running: """
            let a = ASDisplayNode()
            a.style.preferredSize = CGSize(width: 20, height: 20)
            a.style.layoutPosition = CGPoint(x: 10, y: 5)
            ASStaticLayoutSpec(sizing: \(sizing), children: [a])
            """)
        #expect(outcome.diagnostic == nil)
        let layout = try #require(session.layout(scale: 2))
        #expect(layout.size == expected)
        #expect(frames(of: session) == ["a 10 5 20 20"])
    }
}
