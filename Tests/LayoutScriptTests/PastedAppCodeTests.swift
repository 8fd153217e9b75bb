import LayoutScript
import Testing
import TextureLayout

/// Real layout code pasted without the rest of its app: the class's model objects, base class, helper
/// libraries and styles live in files that were not pasted. The code still lays out, each missing piece stands in
/// for itself in a way the notes name, and real mistakes (typos, an undeclared child) are still errors.
struct PastedAppCodeTests {
    /// A whole node class as an app writes it: a model parameter, an app base class, Then's `.then`, an app button
    /// class, a String extension for styling, and the layout in an extension.
    static let profileHeader = """
        import AsyncDisplayKit
        import Then

        class ProfileHeaderNode: BaseNode {
            private let user: User
            let avatarNode = ASNetworkImageNode().then {
                $0.style.preferredSize = CGSize(width: 48, height: 48)
                $0.cornerRadius = 24
            }
            let nameNode = ASTextNode()
            let bioNode = ASTextNode()
            let followButton = FollowButton(style: .primary)

            init(user: User) {
                self.user = user
                super.init()
                nameNode.attributedText = NSAttributedString(string: user.name,
                                                             attributes: [.font: UIFont.boldSystemFont(ofSize: 17)])
                bioNode.attributedText = user.bio.styled(with: Theme.bodyStyle)
                bioNode.maximumNumberOfLines = user.isVerified ? 3 : 2
                followButton.style.preferredSize = CGSize(width: 80, height: 32)
            }
        }

        extension ProfileHeaderNode {
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                let text = ASStackLayoutSpec(direction: .vertical, spacing: 4, justifyContent: .start,
                                             alignItems: .stretch, children: [nameNode, bioNode])
                text.style.flexShrink = 1
                text.style.flexGrow = 1
                let row = ASStackLayoutSpec(direction: .horizontal, spacing: Metrics.spacing, justifyContent: .start,
                                            alignItems: .center, children: [avatarNode, text, followButton])
                return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16), child: row)
            }
        }
        """

    @Test func aWholeClassWithItsAppsTypesLaysOut() {
        let (session, outcome) = session(running: Self.profileHeader)
        #expect(outcome.diagnostic == nil)
        #expect(frames(of: session) == [
            "avatarNode 16 12 48 48", "nameNode 64 19.5 34 17", "bioNode 64 40.5 34 12",
            "followButton 98 20 80 32",
        ])
        #expect(outcome.notes.contains("drawing ProfileHeaderNode(user: user) with stand-in values (user for a User "
            + "from your app, its members read as stand-ins); type ProfileHeaderNode(…) with your own to draw another"))
        #expect(outcome.notes.contains("not in what you pasted, so layout uses stand-ins: Metrics.spacing = 0, "
            + "user.bio.styled(…) = its text, user.isVerified = true, user.name = its text; paste or declare Metrics, "
            + "user to lay out with the real values"))
        #expect(outcome.notes.contains("not in what you pasted, so drawn as Texture's own: BaseNode as an "
            + "ASDisplayNode, FollowButton as an ASDisplayNode; paste their declarations to lay out as the app does"))
    }

    /// A model class whose fields a server response fills (`var photoUrl: String?`, `var caption: String!`) is made
    /// with its empty init to draw the cell; the fields the cell unwraps are the app's values, as Swift would find
    /// them filled, while the same unwrap in code typed at the top level still stops as Swift does.
    @Test func fieldsOfAMadeUpModelThatTheCellUnwrapsAreTheApps() {
        let (session, outcome) = session(running: """
            class Photo {
                var caption: String!
                var url: String?
                var ratio: CGFloat?
            }
            class PhotoCell: ASCellNode {
                let captionNode = ASTextNode()
                let imageNode = ASNetworkImageNode()
                init(photo: Photo) {
                    super.init()
                    automaticallyManagesSubnodes = true
                    captionNode.attributedText = NSAttributedString(string: photo.caption)
                    imageNode.url = URL(string: photo.url!)
                    imageNode.style.preferredSize = CGSize(width: 100, height: 100 / photo.ratio!)
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASStackLayoutSpec(direction: .vertical, spacing: 4, justifyContent: .start, alignItems: .start,
                                      children: [imageNode, captionNode])
                }
            }
            """)
        #expect(outcome.diagnostic == nil)
        #expect(frames(of: session) == ["imageNode 0 0 100 100", "captionNode 0 104 42 12"])
        #expect(outcome.notes.contains { $0.contains("photo.caption = its text") && $0.contains("photo.ratio = 1") })
        var typed = session
        let stopped = typed.run("let empty = Photo()\nlet side = 100 / empty.ratio!")
        #expect(stopped.diagnostic?.message.hasPrefix("unexpectedly found nil") == true)
    }

    /// Picking stand-ins that show more, a parameter's own default of several items is kept (or tried empty), not
    /// repeated: the app calls the class with it.
    @Test func anArrayParametersDefaultIsNotRepeated() {
        let (session, outcome) = session(running: """
            struct Account { let name: String; let pending: Double }
            struct QuickAction { let title: String }
            final class ActionBar: ASDisplayNode {
                private let buttons: [ASTextNode]
                private let pendingNode = ASTextNode()
                private let showsPending: Bool
                init(account: Account, actions: [QuickAction] = [QuickAction(title: "Send"), QuickAction(title: "Ask")]) {
                    buttons = actions.map { action in
                        let node = ASTextNode()
                        node.attributedText = NSAttributedString(string: action.title)
                        return node
                    }
                    showsPending = account.pending != 0
                    super.init()
                    automaticallyManagesSubnodes = true
                    pendingNode.attributedText = NSAttributedString(string: "pending")
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    let row = ASStackLayoutSpec(direction: .horizontal, spacing: 8, justifyContent: .start,
                                                alignItems: .start, children: buttons)
                    return ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start,
                                             alignItems: .start, children: showsPending ? [pendingNode, row] : [row])
                }
            }
            """)
        #expect(outcome.diagnostic == nil)
        #expect(frames(of: session) == ["pendingNode 0 0 42 12", "node 0 12 24 12", "node2 32 12 18 12"])
    }

    /// A model with a tuple among its properties is made with a tuple of stand-ins, labelled as declared.
    @Test func aModelsTuplePropertyStandsInPartByPart() {
        let (session, outcome) = session(running: """
            struct Theme {
                let name: String
                let gradient: (UIColor, UIColor)
                let padding: (horizontal: CGFloat, vertical: CGFloat)
            }
            final class ThemeCard: ASDisplayNode {
                let title = ASTextNode()
                let theme: Theme
                init(theme: Theme) {
                    self.theme = theme
                    super.init()
                    automaticallyManagesSubnodes = true
                    title.attributedText = NSAttributedString(string: theme.name)
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    let insets = UIEdgeInsets(top: theme.padding.vertical, left: theme.padding.horizontal,
                                              bottom: theme.padding.vertical, right: theme.padding.horizontal)
                    return ASInsetLayoutSpec(insets: insets, child: title)
                }
            }
            """)
        #expect(outcome.diagnostic == nil)
        #expect(frames(of: session) == ["title 0 0 24 12"])
        #expect(outcome.notes.first?.hasPrefix("drawing ThemeCard(theme: Theme(name: \"name\", gradient: (.clear, "
            + ".clear), padding: (horizontal: 0, vertical: 0)))") == true)
    }

    /// A class drawn with stand-ins is made with values of the types the paste declares: a type nested in the model
    /// (`FlightOffer.Tag`), an optional of one (made present, so the node it fills shows), a `Character`, and an array
    /// of labelled tuples (one item, part by part), so that the model's own extensions run on them.
    @Test func standInsAreMadeOfTheTypesThePasteDeclares() {
        let (session, outcome) = session(running: """
            struct FlightOffer {
                enum Tag { case cheapest, fastest }
                struct Carrier { let name: String; let code: Character }
                let carrier: Carrier
                let tag: Tag?
                let legs: [(from: String, to: String)]
            }
            extension FlightOffer.Tag {
                var badgeText: String { self == .cheapest ? "CHEAPEST" : "FASTEST" }
            }
            extension FlightOffer.Carrier {
                var display: String { "\\(name) (\\(code))" }
            }
            final class FlightOfferCell: ASCellNode {
                let carrierNode = ASTextNode()
                let badgeNode = ASTextNode()
                var legNodes: [ASTextNode] = []
                init(offer: FlightOffer) {
                    super.init()
                    automaticallyManagesSubnodes = true
                    carrierNode.attributedText = NSAttributedString(string: offer.carrier.display)
                    if let tag = offer.tag { badgeNode.attributedText = NSAttributedString(string: tag.badgeText) }
                    legNodes = offer.legs.map { leg in
                        let node = ASTextNode()
                        node.attributedText = NSAttributedString(string: leg.from + "-" + leg.to)
                        return node
                    }
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    let header = ASStackLayoutSpec(direction: .horizontal, spacing: 8, justifyContent: .spaceBetween,
                                                   alignItems: .center, children: [carrierNode, badgeNode])
                    return ASStackLayoutSpec(direction: .vertical, spacing: 4, justifyContent: .start,
                                             alignItems: .start, children: [header] + legNodes)
                }
            }
            """)
        #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
        #expect(frames(of: session) == ["carrierNode 0 0 48 12", "badgeNode 56 0 48 12", "node 0 16 42 12"])
        #expect(outcome.notes.first?.hasPrefix("drawing FlightOfferCell(offer: FlightOffer(carrier: FlightOffer.Carrier("
            + "name: \"name\", code: \"c\"), tag: FlightOffer.Tag.cheapest, legs: [(from: \"from\", to: \"to\")]))") == true,
            "\(outcome.notes)")
    }

    /// A C function of Apple's frameworks, named like a type (`CMTimeGetSeconds`), gives the app's value; it is not
    /// taken for an app node class.
    @Test func aFrameworkCFunctionGivesTheAppsValue() {
        let (session, outcome) = session(running: """
            struct Track {
                let title: String
                let seconds: Int
                init(title: String, url: URL) {
                    let asset = AVURLAsset(url: url)
                    self.title = title
                    self.seconds = Int(CMTimeGetSeconds(asset.duration))
                }
            }
            let track = Track(title: "Intro", url: URL(string: "https://example.com/intro.mp3")!)
            let titleNode = ASTextNode()
            titleNode.attributedText = NSAttributedString(string: track.title)
            let row = ASStackLayoutSpec(direction: .horizontal, spacing: 8, justifyContent: .start, alignItems: .start,
                                        children: [titleNode])
            row
            """)
        #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
        #expect(frames(of: session) == ["titleNode 0 0 30 12"])
    }

    /// A model that reads an array from the app's JSON (`json["skills"] as? [String] ?? []`) stands in with one item,
    /// so the cell's `map` over it makes an array of nodes, one per skill, as it would for the app's data.
    @Test func anArrayReadFromTheAppsJSONStandsInAsAnArray() {
        let (session, outcome) = session(running: """
            struct JobListing {
                let title: String
                let skills: [String]
                init(json: [String: Any]) {
                    title = json["title"] as? String ?? ""
                    skills = json["skills"] as? [String] ?? []
                }
            }
            final class JobListingCell: ASCellNode {
                private let titleNode = ASTextNode()
                private var skillNodes: [ASTextNode] = []
                init(listing: JobListing) {
                    super.init()
                    automaticallyManagesSubnodes = true
                    titleNode.attributedText = NSAttributedString(string: listing.title)
                    skillNodes = listing.skills.map { skill in
                        let chip = ASTextNode()
                        chip.attributedText = NSAttributedString(string: skill)
                        return chip
                    }
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    let chips = ASStackLayoutSpec(direction: .horizontal, spacing: 6, justifyContent: .start,
                                                  alignItems: .start, children: skillNodes)
                    chips.flexWrap = .wrap
                    let column = ASStackLayoutSpec.vertical()
                    column.spacing = 8
                    column.children = skillNodes.isEmpty ? [titleNode] : [titleNode, chips]
                    return column
                }
            }
            """)
        #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
        #expect(frames(of: session) == ["titleNode 0 0 36 12", "chip 0 20 36 12"])
    }

    /// Swift runs no observer for an initializer's own assignments, but does for those in its `defer` block: apps
    /// write `defer { self.isSelected = isSelected }` to get `didSet` to show the selected state from the start.
    @Test func anInitializersDeferBlockRunsDidSet() {
        let (session, outcome) = session(running: """
            final class VehicleOptionNode: ASCellNode {
                private let nameNode = ASTextNode()
                private let checkmarkNode = ASImageNode()
                private var showsCheckmark = false
                var isChosen = false {
                    didSet { showsCheckmark = isChosen; setNeedsLayout() }
                }
                init(name: String, chosen: Bool) {
                    super.init()
                    automaticallyManagesSubnodes = true
                    nameNode.attributedText = NSAttributedString(string: name)
                    checkmarkNode.style.preferredSize = CGSize(width: 22, height: 22)
                    defer { self.isChosen = chosen }
                    isChosen = !chosen
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASStackLayoutSpec(direction: .horizontal, spacing: 8, justifyContent: .start, alignItems: .center,
                                      children: showsCheckmark ? [nameNode, checkmarkNode] : [nameNode])
                }
            }
            let sedan = VehicleOptionNode(name: "Sedan", chosen: true)
            sedan
            """)
        #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
        #expect(frames(of: session) == ["nameNode 0 5 30 12", "checkmarkNode 38 0 22 22"])
    }

    /// An extension only adds members: a framework type the app extends (`MKCoordinateRegion`) is still made with its
    /// own initializers, outside the extension and by `self.init(…)` inside the extension's own initializer.
    @Test func aFrameworkTypeTheAppExtendsKeepsItsOwnInitializers() {
        let (session, outcome) = session(running: """
            extension MKCoordinateRegion {
                init(around points: [CLLocationCoordinate2D]) {
                    let center = points.first ?? CLLocationCoordinate2D(latitude: 0, longitude: 0)
                    self.init(center: center, span: MKCoordinateSpan(latitudeDelta: 0.1, longitudeDelta: 0.1))
                }
            }
            final class TripMapNode: ASDisplayNode {
                let mapNode = ASMapNode()
                let showsWholeWorld = true
                override init() {
                    super.init()
                    automaticallyManagesSubnodes = true
                    mapNode.region = MKCoordinateRegion(around: [CLLocationCoordinate2D(latitude: 48.1, longitude: 11.6)])
                    let world = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 0, longitude: 0),
                                                   span: MKCoordinateSpan(latitudeDelta: 180, longitudeDelta: 360))
                    if showsWholeWorld { mapNode.region = world }
                    mapNode.style.height = ASDimensionMake(180)
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASInsetLayoutSpec(insets: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8), child: mapNode)
                }
            }
            let trip = TripMapNode()
            trip
            """)
        #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
        #expect(frames(of: session) == ["mapNode 8 8 359 180"])
    }

    /// Members of what was not pasted are the app's values: a protocol a class adopts (ReactorKit's `View`, read and
    /// set on another instance), an extension of a range (`(1.2...1.6).random()`), a collection a publisher delivers
    /// (`append(contentsOf:)` of it is one item); an extension of Foundation's `Measurement` is accepted.
    @Test func membersOfWhatWasNotPastedAreTheAppsValues() {
        let (session, outcome) = session(running: """
            extension Measurement where UnitType == UnitLength {
                var short: String { "\\(Int(value)) m" }
            }
            final class FieldNode: ASDisplayNode, View {
                let textNode = ASTextNode()
                override init() {
                    super.init()
                    automaticallyManagesSubnodes = true
                    textNode.attributedText = NSAttributedString(string: "email")
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASWrapperLayoutSpec(layoutElement: textNode)
                }
            }
            final class FormNode: ASDisplayNode {
                let field = FieldNode()
                let ratio: CGFloat
                var rows: [String] = []
                init(extra: [String]) {
                    ratio = CGFloat((1.2...1.6).random())
                    super.init()
                    automaticallyManagesSubnodes = true
                    field.reactor = .init()
                    let ready = field.reactor?.currentState.isValid ?? false
                    rows.append(contentsOf: extra.map { $0.uppercased() })
                    field.style.preferredSize = CGSize(width: ready ? 100 : 80, height: 20)
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start,
                                      children: [field])
                }
            }
            """)
        #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
        #expect(frames(of: session).first == "field 0 0 100 20", "\(frames(of: session))")
        #expect(outcome.notes.contains { $0.contains("field.reactor = the value View gives it") }, "\(outcome.notes)")
    }

    /// Printing thousands of long texts shows them up to the longest string layoutrepl makes, then "…": the whole
    /// description would take gigabytes.
    @Test func aHugePrintedArrayIsCutAfterAMillionBytes() {
        let (_, outcome) = session(running: """
            let page = String(repeating: "x", count: 999_999)
            print(Array(repeating: page, count: 5000))
            """)
        #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
        let line = outcome.printed.first ?? ""
        #expect(line.hasSuffix(", …]") && line.utf8.count < 2_100_000, "\(line.utf8.count) bytes")
    }

    /// A description that prints its own value (`"\\([self, self])"`, endless in Swift) is followed four levels
    /// deep, then shown by its fields: the print ends at once, its text bounded.
    @Test func aDescriptionThatPrintsItselfEnds() {
        let (_, outcome) = session(running: """
            struct Mirror: CustomStringConvertible { var description: String { "\\([self, self])" } }
            print(Mirror())
            """)
        #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
        #expect((outcome.printed.first?.count ?? 0) < 1_000, "\(outcome.printed)")
    }

    /// Texture asks a node for its spec at each layout, so state set on an instance after it is made (a stored
    /// property, a configure method) is in the drawing: the layout method runs again after the statement that changed
    /// it, in one entry or in the next, and its new spec replaces the old one, which is not drawn on its own.
    @Test func stateSetAfterTheInitIsLaidOut() {
        let cell = """
            final class TagCell: ASCellNode {
                let title = ASTextNode()
                let badge = ASDisplayNode()
                var showsBadge = false
                override init() {
                    super.init()
                    title.attributedText = NSAttributedString(string: "News")
                    badge.style.preferredSize = CGSize(width: 20, height: 20)
                }
                func configure(unread: Int) { showsBadge = unread > 0 }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    let row = ASStackLayoutSpec(direction: .horizontal, spacing: 8, justifyContent: .start,
                                                alignItems: .center, children: showsBadge ? [title, badge] : [title])
                    return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4), child: row)
                }
            }
            let cell = TagCell()
            """
        var (shell, outcome) = session(running: cell)
        #expect(outcome.diagnostic == nil)
        #expect(frames(of: shell) == ["title 4 4 24 12"])
        _ = shell.run("cell.showsBadge = true")
        #expect(frames(of: shell) == ["title 4 8 24 12", "badge 36 4 20 20"])
        _ = shell.run("cell.configure(unread: 0)")
        #expect(frames(of: shell) == ["title 4 4 24 12"])
        let (configured, _) = session(running: cell + "\ncell.configure(unread: 3)")
        #expect(frames(of: configured) == ["title 4 8 24 12", "badge 36 4 20 20"])
        #expect(configured.newestUncontainedElement().map { configured.tree[$0].name } == "cell")
    }

    /// An app's extension of ASLayoutElementStyle sets and reads the style it is called on, with or without `self.`.
    @Test func anExtensionOfTheStyleSetsTheStyle() {
        let (shell, outcome) = session(running: """
            extension ASLayoutElementStyle {
                @discardableResult func grow(_ scale: CGFloat) -> ASLayoutElementStyle {
                    self.flexGrow = scale
                    return self
                }
                func fixed(_ side: CGFloat) { width = ASDimensionMake(side); flexShrink = 0 }
            }
            let a = ASDisplayNode()
            let b = ASDisplayNode()
            a.style.grow(1).height = ASDimensionMake(10)
            b.style.fixed(30)
            ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start, children: [a, b])
            """, constrainedSize: SizeRange(min: Size(width: 100, height: 0), max: Size(width: 100, height: .infinity)))
        #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
        #expect(frames(of: shell) == ["a 0 0 70 10", "b 70 0 30 0"])
    }

    /// A subclass of ASCollectionNode made with its layout (`super.init(collectionViewLayout:)`) is a collection
    /// node: its size is the one its style gives.
    @Test func aCollectionNodeSubclassIsMade() {
        let (shell, outcome) = session(running: """
            final class StripNode: ASCollectionNode {
                init() {
                    let layout = UICollectionViewFlowLayout()
                    layout.scrollDirection = .horizontal
                    super.init(collectionViewLayout: layout)
                    style.height = ASDimensionMake(80)
                }
            }
            let strip = StripNode()
            ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .stretch, children: [strip])
            """, constrainedSize: SizeRange(min: .zero, max: Size(width: 100, height: .infinity)))
        #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
        #expect(frames(of: shell) == ["strip 0 0 100 80"])
    }

    /// A computed property an app's extension gives a UIKit value layoutrepl keeps without its contents (a colour)
    /// runs where it can.
    @Test func anExtensionPropertyOfAColourRuns() {
        let (shell, outcome) = session(running: """
            extension UIColor {
                var isLight: Bool { return true }
            }
            let text = ASTextNode()
            text.attributedText = NSAttributedString(string: UIColor.red.isLight ? "dark text" : "light")
            ASWrapperLayoutSpec(layoutElement: text)
            """, constrainedSize: SizeRange(min: .zero, max: Size(width: 200, height: .infinity)))
        #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
        #expect(frames(of: shell) == ["text 0 0 54 12"])
    }

    /// `return .hStack(spacing: 2, stars)` names a factory the app's extension of ASLayoutSpec declares, as Swift finds
    /// it from the spec the method returns; `accessibilityElements`, which UIKit gives every object, is accepted.
    @Test func aLeadingDotFactoryOfTheAppsSpecExtensionIsReturned() {
        let (shell, outcome) = session(running: """
            extension ASLayoutSpec {
                static func hStack(spacing: CGFloat = 0, _ children: [ASLayoutElement]) -> ASStackLayoutSpec {
                    ASStackLayoutSpec(direction: .horizontal, spacing: spacing, justifyContent: .start, alignItems: .center,
                                      children: children)
                }
            }
            final class StarsNode: ASDisplayNode {
                let first = ASImageNode()
                let second = ASImageNode()
                override init() {
                    super.init()
                    automaticallyManagesSubnodes = true
                    accessibilityElements = [first, second]
                    first.style.preferredSize = CGSize(width: 14, height: 14)
                    second.style.preferredSize = CGSize(width: 14, height: 14)
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    return .hStack(spacing: 2, [first, second])
                }
            }
            """)
        #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
        #expect(frames(of: shell) == ["first 0 0 14 14", "second 16 0 14 14"])
    }

    /// A library's namespaced member of a Texture class (RxCocoa-Texture's `rx_setNeedsLayout()`) is the library's,
    /// skipped with a note, not a misspelling of Texture's `setNeedsLayout()`.
    @Test func aLibrarysNamespacedMethodIsSkipped() {
        let (shell, outcome) = session(running: """
            let title = ASTextNode()
            title.attributedText = NSAttributedString(string: "Dog")
            title.rx_setNeedsLayout()
            ASWrapperLayoutSpec(layoutElement: title)
            """)
        #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
        #expect(outcome.notes.contains { $0.contains("ASTextNode.rx_setNeedsLayout(…)") }, "\(outcome.notes)")
        #expect(frames(of: shell) == ["title 0 0 18 12"])
    }

    /// From corpora 83 and 84: a network image node's `url` is nil until set (`if imageNode.url == nil` shows the
    /// initials); an app's namespaced UIFont factory is its own, not a slip of UIKit's; Swift 3's
    /// `UIFontWeightSemibold` is the CGFloat an app's `weight: CGFloat` takes, and `systemFont(ofSize:weight:)` of a
    /// CGFloat the weight it names.
    @Test func swift3FontWeightsAndANetworkImagesURL() {
        let (shell, outcome) = session(running: """
            extension UIFont {
                class func snb_font(ofSize size: CGFloat, weight: CGFloat) -> UIFont {
                    return UIFont.systemFont(ofSize: size, weight: weight)
                }
            }
            let avatar = ASNetworkImageNode()
            avatar.style.preferredSize = CGSize(width: 20, height: 20)
            let initials = ASTextNode()
            initials.attributedText = NSAttributedString(string: "AB",
                attributes: [NSFontAttributeName: UIFont.snb_font(ofSize: 10, weight: UIFontWeightSemibold)])
            let cover = ASNetworkImageNode()
            cover.url = URL(string: "https://example.com/cover.png")
            print(cover.url != nil)
            ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start,
                              children: avatar.url == nil ? [avatar, initials] : [avatar])
            """)
        #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
        #expect(outcome.printed == ["true"])
        #expect(frames(of: shell) == ["avatar 0 0 20 20", "initials 20 0 10 10"])
    }

    /// An undeclared `…Node` typed alone at the prompt is a mistake, named with the name it may mean, as Swift's
    /// "cannot find in scope"; in lines pasted together it stands for the app's node those lines leave undeclared.
    @Test func anUndeclaredNodeTypedAloneIsAMistake() {
        var typed = ScriptSession()
        _ = typed.run("let titleNode = ASTextNode()")
        let outcome = typed.run("titelNode.style.height = ASDimensionMake(20)")
        #expect(outcome.diagnostic?.message == "unknown name 'titelNode'; did you mean 'titleNode'?",
                "\(outcome.diagnostic?.description ?? "")")
        let (pasted, pastedOutcome) = session(running: """
            avatarNode.style.preferredSize = CGSize(width: 20, height: 20)
            ASWrapperLayoutSpec(layoutElement: avatarNode)
            """)
        #expect(pastedOutcome.diagnostic == nil, "\(pastedOutcome.diagnostic?.description ?? "")")
        #expect(frames(of: pasted) == ["avatarNode 0 0 20 20"])
    }

    /// `cell.state = .loading` typed at the top level is a case of the enum the property holds, as Swift reads it.
    @Test func aLeadingDotCaseSetOnAnInstanceTakesItsPropertysEnum() {
        let (shell, outcome) = session(running: """
            enum Phase { case loading, failed(String) }
            final class PhaseNode: ASDisplayNode {
                let textNode = ASTextNode()
                var phase: Phase = .failed("Offline")
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    switch phase {
                    case .failed(let message): textNode.attributedText = NSAttributedString(string: message)
                    case .loading: textNode.attributedText = NSAttributedString(string: "Wait")
                    }
                    return ASWrapperLayoutSpec(layoutElement: textNode)
                }
            }
            let node = PhaseNode()
            node.phase = .loading
            node
            """, constrainedSize: SizeRange(min: .zero, max: Size(width: 100, height: .infinity)))
        #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
        #expect(frames(of: shell) == ["textNode 0 0 24 12"])  // "Wait", not "Offline"
    }

    /// A wrapper node class pasted with the node class it wraps, in either order: the wrapper is drawn around a node
    /// of the other class, as the app makes them (`ContainerNode(node: HelloNode())`).
    @Test(arguments: [false, true])
    func aWrapperIsDrawnAroundTheClassPastedBesideIt(wrapperFirst: Bool) {
        let content = """
            class GreetingNode: ASDisplayNode {
                let titleNode = ASTextNode()
                override init() {
                    super.init()
                    titleNode.attributedText = NSAttributedString(string: "Hello")
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASCenterLayoutSpec(centeringOptions: .X, sizingOptions: .minimumY, child: titleNode)
                }
            }
            """
        let wrapper = """
            class PaddingNode: ASDisplayNode {
                private let contentNode: ASDisplayNode
                init(node: ASDisplayNode) {
                    contentNode = node
                    super.init()
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASInsetLayoutSpec(insets: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8), child: contentNode)
                }
            }
            """
        let (shell, outcome) = session(running: wrapperFirst ? wrapper + "\n" + content : content + "\n" + wrapper)
        #expect(outcome.diagnostic == nil)
        #expect(frames(of: shell) == ["contentNode 8 8 359 12", "titleNode 172.5 8 30 12"])
        #expect(outcome.notes.contains("drawing PaddingNode(node: GreetingNode()) with stand-in values; type "
            + "PaddingNode(…) with your own to draw another"))
    }

    /// A component cell whose nodes the app fills from outside (`cell.titleNode.attributedText = …`) and whose layout
    /// places only the nodes that have content: a node it can reach (not private) that nothing pasted fills stands in
    /// with its name as its content, so the cell is drawn as the app shows it; a private one stays empty.
    @Test(arguments: ["public ", "private "])
    func contentTheAppSetsFromOutsideStandsIn(access: String) {
        var (shell, outcome) = session(running: """
            final class TitleDetailCell: ASCellNode {
                \(access)let iconNode = ASImageNode()
                \(access)let titleNode = ASTextNode()
                override init() {
                    super.init()
                    automaticallyManagesSubnodes = true
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    var children: [ASLayoutElement] = []
                    if iconNode.image != nil { children.append(iconNode) }
                    if titleNode.attributedText?.string.isEmpty == false { children.append(titleNode) }
                    return ASStackLayoutSpec(direction: .horizontal, spacing: 8, justifyContent: .start,
                                             alignItems: .center, children: children)
                }
            }
            """)
        #expect(outcome.diagnostic == nil)
        if access == "public " {
            #expect(frames(of: shell) == ["iconNode 0 0 44 44", "titleNode 52 16 54 12"])
            #expect(outcome.notes.contains("read by the layout, set by nothing pasted and not private, so the app sets "
                + "them: iconNode.image, titleNode.attributedText; the node's name stands in as its text or image"))
            // Content set on one of its nodes from outside lays the cell out again, as Texture's next layout would.
            _ = shell.run("let cell = TitleDetailCell()\ncell.titleNode.attributedText = nil\ncell")
            #expect(frames(of: shell) == ["iconNode 0 0 44 44"])
        } else {
            #expect(frames(of: shell).isEmpty)
        }
    }

    /// A cell whose initializer takes `Any`, whose superclass is a library's node class named like Texture's and
    /// which sets a property that superclass declares: drawn, the base as Texture's closest class.
    @Test func aLibraryBaseClassAndAnAnyParameterStandIn() {
        let (shell, outcome) = session(running: """
            class RowCell: ASMCellNode {
                private let titleNode = ASTextNode()
                required init(viewModel: Any) {
                    super.init()
                    kind = .compact
                    titleNode.attributedText = NSAttributedString(string: "\\(viewModel)")
                    addSubnode(titleNode)
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASInsetLayoutSpec(insets: UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8), child: titleNode)
                }
            }
            """)
        #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
        #expect(frames(of: shell) == ["titleNode 8 4 54 12"])
        #expect(outcome.notes.contains("not in what you pasted, so drawn as Texture's own: ASMCellNode as an ASCellNode; "
            + "paste its declaration to lay out as the app does"))
        #expect(outcome.notes.contains { $0.hasPrefix("drawing RowCell(viewModel: viewModel) with stand-in values (viewModel for an Any,") })
    }

    /// Subnodes a cell frames by hand in `layout()` (a divider along its bottom, from `calculatedSize`), as UIKit
    /// shows them after Texture's pass; drawn relative to the cell wherever it is placed. A `layout()` that fails
    /// is left out with a note.
    @Test func framesSetInLayoutAreDrawn() {
        let cell = """
            final class FeedCell: ASCellNode {
                let titleNode = ASTextNode()
                let divider = ASDisplayNode()
                override init() {
                    super.init()
                    automaticallyManagesSubnodes = true
                    titleNode.attributedText = NSAttributedString(string: "Post")
                    addSubnode(divider)
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASInsetLayoutSpec(insets: UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16), child: titleNode)
                }
                override func layout() {
                    super.layout()
                    divider.frame = CGRect(x: 16, y: calculatedSize.height - 1, width: calculatedSize.width - 16, height: 1)
                }
            }
            """
        let (drawn, outcome) = session(running: cell)
        #expect(outcome.diagnostic == nil)
        #expect(frames(of: drawn) == ["titleNode 16 12 24 12", "divider 16 35 40 1"])
        let (placed, _) = session(running: cell + """

            let cell = FeedCell()
            let header = ASDisplayNode()
            header.style.height = ASDimensionMake(20)
            ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .stretch,
                              children: [header, cell])
            """)
        #expect(frames(of: placed) == [
            "header 0 0 375 20", "cell 0 20 375 36", "titleNode 16 32 343 12", "divider 16 55 359 1",
        ])
        let (failing, failed) = session(running: cell.replacingOccurrences(of: "super.layout()", with: "super.layout()\n        let lines = Int.max + 1"))
        #expect(failed.diagnostic == nil)
        #expect(frames(of: failing) == ["titleNode 16 12 24 12"])
        #expect(failed.notes.contains { $0.hasPrefix("FeedCell.layout() is not run, so its nodes are drawn where the layout spec puts them") })
    }

    /// A node framed by hand lays out its own subnodes inside its new bounds, as Texture does when a frame is set;
    /// AsyncDisplayKit 1 apps measured the node with `measure(_:)` and framed it in `calculateSizeThatFits(_:)`.
    @Test func aNodeFramedByHandLaysOutItsOwnSubnodes() {
        let (shell, outcome) = session(running: """
            final class Badge: ASDisplayNode {
                let label = ASTextNode()
                override init() {
                    super.init()
                    automaticallyManagesSubnodes = true
                    label.attributedText = NSAttributedString(string: "New")
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASInsetLayoutSpec(insets: UIEdgeInsets(top: 2, left: 4, bottom: 2, right: 4), child: label)
                }
            }
            final class Tile: ASDisplayNode {
                let badge = Badge()
                let footer = Badge()
                override init() {
                    super.init()
                    addSubnode(badge)
                    addSubnode(footer)
                }
                override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
                    let size = badge.measure(CGSize(width: 100, height: 100))
                    badge.frame = CGRect(origin: CGPoint(x: 10, y: 10), size: size)
                    return CGSize(width: 200, height: 80)
                }
                override func layout() {
                    super.layout()
                    footer.frame = CGRect(x: 0, y: 60, width: calculatedSize.width, height: 20)
                }
            }
            """)
        #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
        #expect(frames(of: shell) == [
            "badge 10 10 26 16", "label 14 12 18 12", "footer 0 60 200 20", "label2 4 62 192 16",
        ])
        #expect(outcome.notes.contains { $0.contains("node.measure(size) is node.layoutThatFits(ASSizeRange(min: .zero, "
            + "max: size)).size today") })
    }

    /// Class lines pasted at the top level: a constant declared below the layout method is read by it, as a class
    /// reads a property declared further down; the changes of a UIView animation are run, as UIKit runs them at once.
    @Test func classLinesPastedAtTheTopLevelRunAsTheClassDoes() {
        let (shell, outcome) = session(running: """
            let previewNode = ASNetworkImageNode()
            let badgeNode = ASImageNode()
            UIView.animate(withDuration: 0.3, animations: {
                badgeNode.style.preferredSize = CGSize(width: 20, height: 20)
            }) { _ in
                badgeNode.style.preferredSize = CGSize(width: 1, height: 1)
            }
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                let preview = ASRatioLayoutSpec(ratio: aspectRatio, child: previewNode)
                return ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start,
                                         children: [preview, badgeNode])
            }
            let aspectRatio: CGFloat = 9.0 / 16.0
            """)
        #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
        #expect(frames(of: shell) == ["previewNode 0 0 375 210.5", "badgeNode 0 210.5 20 20"])
        #expect(!outcome.notes.contains { $0.contains("aspectRatio") })
    }

    /// What corpus 26's cells write: `layoutSpecBlock = { … }` in the node's own initializer, a stored `ASDisplayNode!`
    /// made with `.init()`, insets made by the app's extension through `.init(all:)`, `#warning` (among members and
    /// statements), `zip` over an app
    /// collection, and a one-letter app global beside a one-letter local.
    @Test func corpus26Idioms() {
        let (shell, outcome) = session(running: """
            final class GalleryCell: ASCellNode {
                private var container: ASDisplayNode!
                private let imageNodes = [ASImageNode()]
                #warning("a member to delete")
                override init() {
                    super.init()
                    container = .init()
                    container.style.height = ASDimensionMake(10)
                    let n = ASDisplayNode()
                    n.style.width = ASDimensionMake(w)
                    #warning("check the insets")
                    layoutSpecBlock = { [unowned self] _, _ in
                        var photos: [ASLayoutElement] = []
                        for (imageNode, attachment) in zip(imageNodes, status.attachments) {
                            photos.append(ASRatioLayoutSpec(ratio: 0.5, child: imageNode))
                        }
                        let column = ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start,
                                                       alignItems: .stretch, children: [container] + photos)
                        return ASInsetLayoutSpec(insets: .init(all: 8), child: column)
                    }
                }
            }
            """)
        #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
        #expect(frames(of: shell) == ["container 0 0 375 10", "imageNode 0 10 375 187.5"])
        #expect(outcome.notes.contains { $0.contains("status.attachments = one item") })
        #expect(outcome.notes.contains { $0.contains("UIEdgeInsets(all:…)") })
        #expect(outcome.notes.contains { $0.contains("w = 0") })
    }

    /// A file's `private let` pasted below the init lines that read it is a global Swift makes on its first read, so
    /// the lines above it see its value; geometry prints as an iOS app prints it.
    @Test func fileGlobalsPastedBelowAreReadAndGeometryPrintsAsOnIOS() {
        let (shell, outcome) = session(running: """
            var icon: ASNetworkImageNode
            icon = ASNetworkImageNode()
            icon.style.preferredSize = iconSize
            print(iconSize, CGRect(x: 0, y: 1, width: 2, height: 3), CGPoint(x: 1.5, y: 0), UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [icon])
            }
            private let iconSize = CGSize(width: 44, height: 44)
            """)
        #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
        #expect(frames(of: shell) == ["icon 0 0 44 44"])
        #expect(outcome.printed == ["(44.0, 44.0) (0.0, 1.0, 2.0, 3.0) (1.5, 0.0) UIEdgeInsets(top: 1.0, left: 2.0, bottom: 3.0, right: 4.0)"])
    }

    /// In a subclass of an app cell that was not pasted, an override of the base's filling method is the app's entry
    /// point (`override func setCell(title:)`): the shell runs it as it runs a configure method.
    @Test func anOverriddenFillingMethodOfAnAppBaseRuns() {
        let (shell, outcome) = session(running: """
            class CheckboxCellNode: FormCellNode {
                let titleNode = ASTextNode()
                override func setCell(title: String) {
                    titleNode.attributedText = NSAttributedString(string: title)
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASInsetLayoutSpec(insets: UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4), child: titleNode)
                }
            }
            """)
        #expect(outcome.diagnostic == nil)
        #expect(frames(of: shell) == ["titleNode 4 4 30 12"])
        #expect(outcome.notes.contains { $0.hasPrefix("ran setCell(title: \"title\")") })
    }

    /// TextureSwiftSupport's `DisplayNodeViewController` lays its node out with the controller's own layout method at
    /// its view's size, the screen's, as Texture's controller does.
    @Test func textureSwiftSupportsControllerFillsTheScreen() {
        let (shell, outcome) = session(running: """
            class ScreenController: DisplayNodeViewController {
                let content = ASDisplayNode()
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASInsetLayoutSpec(insets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), child: content)
                }
            }
            """)
        #expect(outcome.diagnostic == nil)
        #expect(frames(of: shell) == ["content 0 20 375 647"])
    }

    /// Class lines pasted at the top level that call the class's static factory by the class's name, pasted below them
    /// as a top-level function; a library's `+=` on a `let` of its own type (ReactiveSwift's disposables).
    @Test func staticFactoriesByClassNameAndLibraryOperators() {
        let (shell, outcome) = session(running: """
            private let disposables = CompositeDisposable()
            private let events = SignalBag()
            var titleTextNode: ASTextNode
            titleTextNode = PostCellNode.setupTitleNode(text: "Launch")
            disposables += viewModel.refresh.signal.observeValues { _ in }
            events += viewModel.taps
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start,
                                  children: [titleTextNode])
            }
            private static func setupTitleNode(text: String) -> ASTextNode {
                let node = ASTextNode()
                node.attributedText = NSAttributedString(string: text)
                return node
            }
            """)
        #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
        #expect(frames(of: shell) == ["titleTextNode 0 0 36 12"])
    }

    /// An app value assigned to an optional declared as a Texture node class (`iconNode = viewModel.icon` for
    /// `var iconNode: ASImageNode?`) is a node of that class, as the app's view model gives one.
    @Test func anAppValueAssignedToANodeOptionalIsANodeOfItsClass() {
        let (shell, outcome) = session(running: """
            var iconNode: ASImageNode?
            let icon = viewModel.icon
            if icon != nil { iconNode = icon }
            iconNode?.style.preferredSize = CGSize(width: 24, height: 24)
            let row = ASStackLayoutSpec.horizontal()
            var items = [ASLayoutElement]()
            if iconNode != nil { items.append(iconNode!) }
            row.children = items
            row
            """)
        #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
        #expect(frames(of: shell) == ["iconNode 0 0 24 24"])
        #expect(outcome.notes.contains { $0.contains("viewModel.icon = a new ASImageNode") })
    }

    /// A handler of the user's taps (`followButton.rx.tap.subscribe(onNext:)`) does not run while the class lays out;
    /// a value stream's handler runs once, with the app's value.
    @Test func aTapHandlerDoesNotRunButAValueStreamDelivers() {
        let (shell, outcome) = session(running: """
            final class HeaderNode: ASDisplayNode {
                let badge = ASDisplayNode()
                let title = ASTextNode()
                var taps = 0
                override init() {
                    super.init()
                    automaticallyManagesSubnodes = true
                    badge.style.preferredSize = CGSize(width: 10, height: 10)
                    rx.tap.subscribe(onNext: { [weak self] in self?.taps += 1 }).disposed(by: bag)
                    badge.rx.tapGesture().subscribe(onNext: { [weak self] _ in self?.taps += 1 })
                    viewModel.title.subscribe(onNext: { [weak self] text in
                        self?.title.attributedText = NSAttributedString(string: "Hello")
                    })
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    let width: CGFloat = taps > 0 ? 300 : 100
                    title.style.width = ASDimension(unit: .points, value: width)
                    return ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [badge, title])
                }
            }
            """)
        #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
        #expect(frames(of: shell) == ["badge 0 0 10 10", "title 0 10 100 12"])
    }

    /// A node a pasted class holds but its layout does not place (declared and forgotten, or left out in the state
    /// drawn) is named in a note: Texture gives it no frame, which a user would otherwise have to notice missing.
    @Test func nodesTheLayoutLeavesOutAreNamed() {
        let (shell, outcome) = session(running: """
            final class NotificationCellNode: ASCellNode {
                private let iconNode: ASImageNode = .init()
                private let titleNode = ASTextNode()
                private let badgeNode = ASTextNode()
                private lazy var neverRead = ASDisplayNode()
                var showsBadge = false
                override init() {
                    super.init()
                    automaticallyManagesSubnodes = true
                    titleNode.attributedText = NSAttributedString(string: "Hi")
                    showsBadge = false
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    let row = ASStackLayoutSpec.horizontal()
                    row.children = showsBadge ? [titleNode, badgeNode] : [titleNode]
                    return row
                }
            }
            """)
        #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
        #expect(frames(of: shell) == ["titleNode 0 0 12 12"])
        #expect(outcome.notes.contains(
            "not in NotificationCellNode's layout as drawn, so Texture gives them no frame: badgeNode, iconNode; "
                + "badgeNode is drawn below, in another state of the cell"), "\(outcome.notes)")
        // The state its flag shows (`showsBadge`, set false by its init, so the app or an action sets it true).
        #expect(shell.companions.map(\.call) == ["NotificationCellNode() with showsBadge = true"])
    }

    /// A top-level function that builds a node, pasted alone, is called with stand-in arguments and drawn, as a
    /// pasted class is made; once the code calls it, or draws something else, the shell calls nothing.
    @Test func aFunctionReturningANodeThatNothingCallsIsDrawn() {
        let function = """
            func BadgeNode(title: String, count: Int) -> ASDisplayNode {
                let node = ASDisplayNode()
                let textNode = ASTextNode()
                textNode.attributedText = NSAttributedString(string: title)
                node.automaticallyManagesSubnodes = true
                node.layoutSpecBlock = { _, _ -> ASLayoutSpec in
                    ASInsetLayoutSpec(insets: UIEdgeInsets(top: 0, left: CGFloat(12 + count), bottom: 0, right: 0), child: textNode)
                }
                return node
            }
            """
        let (shell, outcome) = session(running: function)
        #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
        #expect(frames(of: shell) == ["textNode 12 0 30 12"])
        #expect(outcome.notes.contains("drawing BadgeNode(title: \"title\", count: 0), the function you pasted, as nothing "
            + "calls it; call it with your own values to draw another"))
        let (called, calledOutcome) = session(running: function + "\nlet badge = BadgeNode(title: \"New\", count: 4)\nbadge")
        #expect(frames(of: called) == ["textNode 16 0 18 12"])
        #expect(!calledOutcome.notes.contains { $0.hasPrefix("drawing BadgeNode") })
        // Declared in an entry that then failed: a later entry does not call it.
        var (failed, failedOutcome) = session(running: function + "\nlet broken: Int = \"text\"")
        #expect(failedOutcome.diagnostic != nil)
        let later = failed.run("let count = 2")
        #expect(!later.notes.contains { $0.hasPrefix("drawing BadgeNode") })
        #expect(failed.root == nil)
    }

    /// Once the code makes its own instance of a class the shell drew with stand-ins, that instance is drawn, with
    /// the names of its properties (the stand-in gave them up and was still drawn as `standIn2`).
    @Test func theCodesOwnInstanceReplacesTheStandInInTheDrawing() {
        var (shell, _) = session(running: """
            final class ChipCell: ASCellNode {
                private let titleNode = ASTextNode()
                init(name: String) {
                    super.init()
                    automaticallyManagesSubnodes = true
                    titleNode.attributedText = NSAttributedString(string: name)
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASInsetLayoutSpec(insets: UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 10), child: titleNode)
                }
            }
            """)
        #expect(frames(of: shell) == ["titleNode 10 4 24 12"])
        let outcome = shell.run("let chip = ChipCell(name: \"Swift\")")
        #expect(outcome.diagnostic == nil)
        #expect(frames(of: shell) == ["titleNode 10 4 30 12"])
    }

    /// A property of an app class that was not pasted, read from a node standing in for it: a value it stands in
    /// for is said as a stand-in, a node it stands for as skipped (not both, and not the one for the other).
    @Test func appNodePropertiesAreSaidAsWhatTheyStandFor() {
        let (shell, outcome) = session(running: """
            let tag = Tag(name: "Swift")
            let label = ASTextNode()
            label.attributedText = NSAttributedString(string: tag.title)
            let titleNode = TitleTextNode()
            ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start,
                              children: [label, titleNode.centerSpec])
            """)
        #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
        #expect(frames(of: shell).first == "label 0 0 30 12")
        #expect(outcome.notes.contains { $0.contains("tag.title = its text") })
        #expect(outcome.notes.contains { $0.contains("skipped: TitleTextNode.centerSpec;") })
        #expect(!outcome.notes.contains { $0.contains("Tag.title;") || $0.contains("Tag.title,") })
    }

    /// A value typed only as the protocol (`var node: ASLayoutElement!`) that an app function returns stands in as a
    /// plain display node, the way a node of a declared class does.
    @Test func anAppValueTypedAsTheLayoutElementProtocolIsADisplayNode() {
        let (shell, outcome) = session(running: """
            var node: ASLayoutElement!
            node = resolveNode(spec: spec, context: context)
            node.style.height = ASDimension(unit: .points, value: 44)
            let column = ASStackLayoutSpec.vertical()
            column.children = [node]
            column
            """)
        #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
        #expect(frames(of: shell) == ["node 0 0 375 44"])
        #expect(outcome.notes.contains { $0.contains("resolveNode(…) = a new ASDisplayNode") })
    }

    /// A full-screen controller's node has the screen's bounds before it is laid out, so a layoutSpecBlock that sizes
    /// by `node.frame` sees them.
    @Test func aControllersNodeHasTheScreensBounds() {
        let (shell, outcome) = session(running: """
            final class PhotoViewController: ASDKViewController<ASDisplayNode> {
                private let imageNode = ASNetworkImageNode()
                override init() {
                    super.init(node: ASDisplayNode())
                    node.automaticallyManagesSubnodes = true
                    node.layoutSpecBlock = { [unowned self] _, _ in
                        imageNode.style.preferredSize = CGSize(width: node.frame.width, height: node.bounds.height / 2)
                        return ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .end,
                                                 alignItems: .stretch, children: [imageNode])
                    }
                }
            }
            """, constrainedSize: SizeRange(exactly: Size(width: 375, height: 667)))
        #expect(outcome.diagnostic == nil)
        #expect(frames(of: shell) == ["imageNode 0 333.5 375 333.5"])
    }

    /// A cell whose init takes a model pasted with it: the model is made as the cell is, its own parameters given
    /// stand-ins, a few levels deep.
    @Test func aPastedModelParameterIsMadeWithStandIns() {
        let (session, outcome) = session(running: """
            final class HeaderCellNode: ASCellNode {
                private let titleNode = ASTextNode()
                init(viewModel: HeaderViewModel) {
                    super.init()
                    titleNode.attributedText = NSAttributedString(string: viewModel.title + viewModel.author.name)
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASInsetLayoutSpec(insets: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8), child: titleNode)
                }
            }
            struct Author {
                let name: String
                init(name: String) { self.name = name }
            }
            final class HeaderViewModel {
                let title: String
                let author: Author
                init(title: String, author: Author, isPinned: Bool = false) {
                    self.title = title
                    self.author = author
                }
            }
            """)
        #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
        #expect(outcome.notes.contains("drawing HeaderCellNode(viewModel: HeaderViewModel(title: \"title\", author: "
            + "Author(name: \"name\"))) with stand-in values; type HeaderCellNode(…) with your own to draw another"),
                "\(outcome.notes)")
        #expect(frames(of: session) == ["titleNode 8 8 54 12"])
    }

    /// A cell whose init takes values of UIKit, Foundation and Texture types and a node class pasted with it: each
    /// gets a plain value of its type.
    @Test func everydayParameterTypesGetPlainValues() {
        let (session, outcome) = session(running: """
            final class StatusNode: ASDisplayNode {
                var insets: UIEdgeInsets = .zero
            }
            final class MessageCellNode: ASCellNode {
                let textNode = ASTextNode()
                let status: StatusNode
                init(sent: Date, size: CGSize, font: UIFont, accessory: ASDisplayNode, status: StatusNode, url: URL?,
                     badge: BadgeNode) {
                    self.status = status
                    super.init()
                    textNode.attributedText = NSAttributedString(string: "Hi", attributes: [.font: font])
                    status.style.preferredSize = CGSize(width: size.width + 10, height: 10)
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASStackLayoutSpec(direction: .horizontal, spacing: 2, justifyContent: .start, alignItems: .start,
                                      children: [textNode, status])
                }
            }
            """)
        #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
        // A Date is Date(), the sample moment.
        #expect(outcome.notes.contains("drawing MessageCellNode(sent: Date(), size: CGSize.zero, font: UIFont.systemFont("
            + "ofSize: 16), accessory: ASDisplayNode(), status: StatusNode(), url: url, badge: BadgeNode()) with "
            + "stand-in values (url for a URL, its members read as stand-ins); type MessageCellNode(…) with your own "
            + "to draw another"),
                "\(outcome.notes)")
        #expect(frames(of: session) == ["textNode 0 0 16 16", "status 18 0 10 10"])
    }

    /// An optional text or model parameter stands in as present, so the node that shows it is drawn; an optional
    /// number stays nil, so the size it would give is left to the node (a stand-in 0 would flatten it).
    @Test func optionalTextIsPresentAndOptionalNumberIsNil() {
        let (session, outcome) = session(running: """
            struct Profile {
                let name: String
                let bio: String?
            }
            final class HeaderNode: ASDisplayNode {
                let nameNode = ASTextNode()
                let bioNode = ASTextNode()
                let avatarNode = ASImageNode()
                init(profile: Profile, avatarSide: CGFloat?) {
                    super.init()
                    nameNode.attributedText = NSAttributedString(string: profile.name)
                    if let bio = profile.bio {
                        bioNode.attributedText = NSAttributedString(string: bio)
                    }
                    avatarNode.style.preferredSize = CGSize(width: avatarSide ?? 40, height: avatarSide ?? 40)
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    var lines: [ASLayoutElement] = [nameNode]
                    if bioNode.attributedText != nil { lines.append(bioNode) }
                    let text = ASStackLayoutSpec(direction: .vertical, spacing: 4, justifyContent: .start,
                                                 alignItems: .start, children: lines)
                    return ASStackLayoutSpec(direction: .horizontal, spacing: 8, justifyContent: .start,
                                             alignItems: .start, children: [avatarNode, text])
                }
            }
            """)
        #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
        #expect(outcome.notes.contains { $0.hasPrefix(
            "drawing HeaderNode(profile: Profile(name: \"name\", bio: \"bio\"), avatarSide: nil) with stand-in values")
        }, "\(outcome.notes)")
        #expect(frames(of: session) == ["avatarNode 0 0 40 40", "nameNode 48 0 24 12", "bioNode 48 16 18 12"])
    }

    /// A reactive stream of the app delivers its value once, as it does when the cell shows: RxTexture's binders set
    /// the node's property, `subscribe(onNext:)` and Combine's `sink` run their closure with it. A binding of events
    /// (`rx.tap`) changes nothing.
    @Test func reactiveStreamsDeliverTheirValueOnce() {
        let (session, outcome) = session(running: """
            final class RepoCellNode: ASCellNode {
                let disposeBag = DisposeBag()
                var cancellables = Set<AnyCancellable>()
                let nameNode = ASTextNode()
                let starsNode = ASTextNode()
                let ownerNode = ASTextNode()
                let badgeNode = ASDisplayNode()
                let starButton = ASButtonNode()
                init(viewModel: RepoViewModel) {
                    super.init()
                    automaticallyManagesSubnodes = true
                    viewModel.name
                        .bind(to: nameNode.rx.text([.font: UIFont.boldSystemFont(ofSize: 20)]), setNeedsLayout: self)
                        .disposed(by: disposeBag)
                    viewModel.stars.map { NSAttributedString(string: "★ \\($0)") }
                        .drive(starsNode.rx.attributedText)
                        .disposed(by: disposeBag)
                    viewModel.isVerified.subscribe(onNext: { [weak self] verified in
                        self?.badgeNode.style.preferredSize = CGSize(width: verified ? 12 : 0, height: 12)
                    }).disposed(by: disposeBag)
                    viewModel.$owner.sink { [weak self] owner in
                        self?.ownerNode.attributedText = NSAttributedString(string: "by \\(owner)")
                    }.store(in: &cancellables)
                    starButton.rx.tap.bind(to: viewModel.starTapped).disposed(by: disposeBag)
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASStackLayoutSpec(direction: .vertical, spacing: 4, justifyContent: .start, alignItems: .start,
                                      children: [nameNode, starsNode, ownerNode, badgeNode])
                }
            }
            """)
        #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
        #expect(frames(of: session) == [
                "nameNode 0 0 40 20", "starsNode 0 24 42 12", "ownerNode 0 40 48 12", "badgeNode 0 56 12 12",
            ])
    }

    /// The class the shell draws is filled as the app fills a cell before showing it: a `configure(with:)` the
    /// pasted code never calls runs once with stand-in arguments (its model pasted or not), so the nodes it fills
    /// and the layout choices they drive are drawn. A private helper, or one the init already calls, is left alone;
    /// one that cannot run is said so and the cell is drawn as its init left it.
    @Test func configureMethodsRunOnTheClassTheShellDraws() {
        let (filled, outcome) = session(running: """
            struct Post {
                let title: String
                let likes: Int
            }
            final class PostCell: ASCellNode {
                let titleNode = ASTextNode()
                let likesNode = ASTextNode()
                let authorNode = ASTextNode()
                let badgeNode = ASDisplayNode()
                private var isPinned = false
                override init() {
                    super.init()
                    setUpBadge(side: 10)
                }
                private func setUpBadge(side: CGFloat) {
                    badgeNode.style.preferredSize = CGSize(width: side, height: side)
                }
                func configure(with post: Post) {
                    titleNode.attributedText = NSAttributedString(string: post.title)
                    likesNode.attributedText = NSAttributedString(string: "\\(post.likes) likes")
                    isPinned = true
                }
                func update(author: Author) {
                    authorNode.attributedText = NSAttributedString(string: author.name.uppercased())
                }
                private func setPinned(_ pinned: Bool) {
                    isPinned = pinned
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    var children: [ASLayoutElement] = [titleNode, likesNode, authorNode]
                    if isPinned { children.append(badgeNode) }
                    return ASStackLayoutSpec(direction: .vertical, spacing: 2, justifyContent: .start,
                                             alignItems: .start, children: children)
                }
            }
            """)
        #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
        #expect(outcome.notes.contains("ran configure(with: Post(title: \"title\", likes: 0)) with stand-in values, as "
            + "the app fills the cell before showing it"), "\(outcome.notes)")
        #expect(outcome.notes.contains("ran update(author: author) with stand-in values, as the app fills the cell "
            + "before showing it"), "\(outcome.notes)")
        #expect(frames(of: filled) == [
            "titleNode 0 0 30 12", "likesNode 0 14 42 12", "authorNode 0 28 24 12", "badgeNode 0 42 10 10",
        ])

        let (unfilled, failing) = session(running: """
            final class TagCell: ASCellNode {
                let label = ASTextNode()
                override init() {
                    super.init()
                    label.attributedText = NSAttributedString(string: "tag")
                }
                func configure(tag: String) {
                    label.attributedText = NSAttributedString(string: tag)
                    label.style.width = ASDimension(unit: .points, value: [1, 2][5])
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASWrapperLayoutSpec(layoutElement: label)
                }
            }
            """)
        #expect(failing.diagnostic == nil, "\(failing.diagnostic?.description ?? "")")
        #expect(failing.notes.contains { $0.hasPrefix("TagCell.configure(…) is not run, so the cell is drawn as its "
            + "initializer left it: index 5 is out of range") }, "\(failing.notes)")
        #expect(frames(of: unfilled) == ["label 0 0 18 12"])
    }

    /// A flag the class declares `false` and nothing in it sets is the app's to set: the cell the shell draws shows
    /// what it shows when set (unless its name says it hides something); a private one, or one the class sets, keeps
    /// its value.
    @Test func flagsTheAppSetsShowTheirContent() {
        let (session, outcome) = session(running: """
            final class ProfileNode: ASDisplayNode {
                let avatar = ASDisplayNode()
                let badge = ASDisplayNode()
                let spinner = ASDisplayNode()
                let lock = ASDisplayNode()
                let star = ASDisplayNode()
                public var isPinned: Bool = false
                var isLoading = false
                private var isLocked = false
                var isStarred = false
                override init() {
                    super.init()
                    [avatar, badge, spinner, lock, star].forEach { $0.style.preferredSize = CGSize(width: 10, height: 10) }
                }
                func toggleStar() { isStarred = !isStarred }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    var children: [ASLayoutElement] = [avatar]
                    if isPinned { children.append(badge) }
                    if isLoading { children.append(spinner) }
                    if isLocked { children.append(lock) }
                    if isStarred { children.append(star) }
                    return ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start,
                                             alignItems: .start, children: children)
                }
            }
            """)
        #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
        #expect(outcome.notes.contains("isPinned is declared false and nothing in ProfileNode sets it, so the app does: "
            + "the cell is drawn with it true, which shows more of its nodes; set it to false in ProfileNode's init to "
            + "see the cell without what it shows"), "\(outcome.notes)")
        #expect(frames(of: session) == ["avatar 0 0 10 10", "badge 10 0 10 10"])
    }

    /// A text the pasted layout method unwraps with `!` is the app's, set before the layout; the same unwrap typed
    /// as a line of its own stops, as Swift does.
    @Test func unwrappedTextIsTheAppsOnlyInItsLayoutCode() {
        let (pasted, outcome) = session(running: """
            let title = ASTextNode()
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                let hasTitle = title.attributedText!.length > 0
                return ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start,
                                         children: hasTitle ? [title] : [])
            }
            """)
        #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
        #expect(frames(of: pasted) == ["title 0 0 30 12"])
        let (_, typed) = session(running: "let t = ASTextNode()\nlet n = t.attributedText!.length")
        #expect(typed.diagnostic?.message.hasPrefix("unexpectedly found nil while unwrapping") == true,
                "\(typed.diagnostic?.description ?? "no error")")
    }

    /// An array parameter stands in with one item, so the cell's loop over it, or its `items[0]`, runs once, as a
    /// loop over an app collection does: a node, a pasted model made with stand-ins, a text as an app value (found
    /// where the cell looks for it).
    @Test func arrayParametersStandInWithOneItem() {
        let (session, outcome) = session(running: """
            struct Tab {
                let title: String
            }
            final class TabBarNode: ASDisplayNode {
                let buttons: [ASButtonNode]
                let captions: [ASTextNode]
                init(buttons: [ASButtonNode], tabs: [Tab], keywords: [String]) {
                    self.buttons = buttons
                    captions = tabs.map { tab in
                        let caption = ASTextNode()
                        caption.attributedText = NSAttributedString(string: tab.title)
                        return caption
                    }
                    super.init()
                    buttons[0].style.preferredSize = CGSize(width: 30, height: 30)
                    let text = NSMutableAttributedString(string: "Trending now")
                    for keyword in keywords {
                        text.addAttributes([.font: UIFont.boldSystemFont(ofSize: 20)],
                                           range: (text.string as NSString).range(of: keyword))
                    }
                    captions[0].attributedText = text
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASStackLayoutSpec(direction: .horizontal, spacing: 4, justifyContent: .start, alignItems: .start,
                                      children: buttons + captions)
                }
            }
            """)
        #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
        #expect(outcome.notes.contains { $0.hasPrefix("drawing TabBarNode(buttons: [ASButtonNode()], tabs: "
            + "[Tab(title: \"title\")], keywords: [keywordsItem]) with stand-in values") }, "\(outcome.notes)")
        #expect(frames(of: session) == ["button1 0 0 30 30", "caption 34 0 120 20"])
    }

    /// What the class the shell makes says while it is made reaches the user (here: a member a library's protocol
    /// gives the class, which is set and not used).
    @Test func notesOfTheClassTheShellMakesAreSaid() {
        let (_, outcome) = session(running: """
            final class FeedNode: ASDisplayNode, View {
                let list = ASDisplayNode()
                override init() {
                    super.init()
                    self.reactor = FeedReactor()
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASWrapperLayoutSpec(layoutElement: list)
                }
            }
            """)
        #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
        #expect(outcome.notes.contains("self.reactor belongs to View, which was not pasted; its value is not used for "
            + "layout"), "\(outcome.notes)")
    }

    /// A generic node class is made with a node of the class its parameter is constrained to; a class pasted inside
    /// an extension of a type that was not pasted is made by its qualified name.
    @Test(arguments: [
        ("""
        open class WrapperNode<D: ASDisplayNode>: ASDisplayNode {
            public let embedNode: D
            private let badgeNode = ASImageNode()
            public init(embedNode: D) {
                self.embedNode = embedNode
                super.init()
                embedNode.style.preferredSize = CGSize(width: 40, height: 30)
            }
            open override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                ASOverlayLayoutSpec(child: embedNode, overlay: badgeNode)
            }
        }
        """, "drawing WrapperNode(embedNode: ASDisplayNode()) with stand-in values; type WrapperNode(…) with your own to "
            + "draw another"),
        ("""
        extension FeedViewController {
            final class CardNode: ASDisplayNode {
                private let titleNode = ASTextNode()
                override init() {
                    super.init()
                    titleNode.attributedText = NSAttributedString(string: "Title")
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASWrapperLayoutSpec(layoutElement: titleNode)
                }
            }
        }
        """, "drawing FeedViewController.CardNode(), the class you pasted"),
    ])
    func classesTheShellMakesByTheirDeclarations(_ source: String, _ note: String) {
        let (session, outcome) = session(running: source)
        #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
        #expect(outcome.notes.contains(note), "\(outcome.notes)")
        #expect(!frames(of: session).isEmpty)
    }

    /// A layout that comes out as an empty ASLayoutSpec() says so, with where such a spec comes from in pasted code.
    /// A class that measures itself by hand (Texture's calculateSizeThatFits(_:), no spec) is asked for its size with
    /// the max its root is offered, as Texture's default calculateLayoutThatFits: asks it, and drawn at that size
    /// clamped to its range, with the frames its layout() sets; `:explain` says where the size came from.
    @Test func aClassLaidOutByHandIsMeasuredAndDrawn() {
        let (shell, outcome) = session(running: """
            class DividerCell: ASCellNode {
                let dividerNode = ASDisplayNode()
                override init() {
                    super.init()
                    addSubnode(dividerNode)
                }
                override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
                    CGSize(width: constrainedSize.width, height: 44)
                }
                override func layout() {
                    super.layout()
                    dividerNode.frame = CGRect(x: 0, y: calculatedSize.height - 1, width: calculatedSize.width, height: 1)
                }
            }
            """)
        #expect(outcome.notes.contains("DividerCell measures itself: its calculateSizeThatFits(_:) ran with 375×inf, the "
            + "max its root is offered, and returned 375×44, which its range clamps; it runs again at each layout, as "
            + "Texture's does"), "\(outcome.notes)")
        #expect(outcome.notes.contains("drawing DividerCell(), the class you pasted"))
        #expect(frames(of: shell) == ["dividerNode 0 43 375 1"])
        #expect(shell.layout(scale: 2)?.size == Size(width: 375, height: 44))
    }

    @Test func anEmptyLayoutSaysWhy() {
        let (_, outcome) = session(running: """
            final class PhotoNode: ASDisplayNode {
                var image: UIImage?
                let imageNode = ASImageNode()
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    guard image != nil else { return ASLayoutSpec() }
                    return ASWrapperLayoutSpec(layoutElement: imageNode)
                }
            }
            """)
        #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
        #expect(outcome.notes.contains("nothing to draw: the layout of photoNode1 is an empty ASLayoutSpec() (returned by "
            + "a guard's else, or by a branch the stand-ins above chose)"), "\(outcome.notes)")
    }

    /// The same kind of cell hoisted as a user pastes it: properties at the top, the init lines reading the init's
    /// parameters, `self.` kept, a Swift 2 spelling, then the layout method as written.
    @Test func hoistedInitLinesReadTheirParametersAsStandIns() {
        let (session, outcome) = session(running: """
            let titleNode = ASTextNode()
            let thumbnailNode = ASNetworkImageNode()
            let priceNode = ASTextNode()
            let soldOutBadge = ASDisplayNode()
            soldOutBadge.style.preferredSize = CGSize(width: 40, height: 12)
            self.addSubnode(titleNode)
            titleNode.attributedText = NSAttributedString(string: title, attributes: [.font: UIFont.systemFont(ofSize: 15)])
            thumbnailNode.url = URL(string: model.thumbnailURL)
            priceNode.attributedText = "\\(model.price)".toBoldAttributed(size: 13)
            thumbnailNode.style.preferredSize = CGSize(width: 64, height: 64)

            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                guard let self = self else { return ASLayoutSpec() }
                let text = ASStackLayoutSpec.vertical()
                text.spacing = 4
                text.children = [self.titleNode, priceNode]
                if model.isSoldOut {
                    text.children?.append(soldOutBadge)
                }
                let row = ASStackLayoutSpec(direction: .Horizontal, spacing: 12, justifyContent: .Start,
                                            alignItems: .Center, children: [thumbnailNode, text])
                return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16), child: row)
            }
            """)
        #expect(outcome.diagnostic == nil)
        #expect(frames(of: session) == [
            "thumbnailNode 16 8 64 64", "titleNode 92 16.5 40 15", "priceNode 92 35.5 40 12",
            "soldOutBadge 92 51.5 40 12",
        ])
        #expect(outcome.notes.contains("not in what you pasted, so layout uses stand-ins: \"price\".toBoldAttributed(…) "
            + "= its text, model.isSoldOut = true, model.price = its text, model.thumbnailURL = its text, title = its "
            + "text; paste or declare String's extension, model, title to lay out with the real values"))
    }

    struct Case: CustomTestStringConvertible, Sendable {
        let source: String
        let frames: [String]
        var testDescription: String { source.split(separator: "\n").first.map(String.init) ?? "" }
    }

    /// What app code around a layout does, each on its own.
    static let cases: [Case] = [
        // An app subclass of a Texture class, named as such, is made as that class: its text has a size.
        Case(source: """
            let label = IGTextNode()
            label.attributedText = NSAttributedString(string: "Hello", attributes: [.font: UIFont.systemFont(ofSize: 20)])
            ASInsetLayoutSpec(insets: .zero, child: label)
            """, frames: ["label 0 0 50 20"]),
        // A view of UIKit the catalog does not list, hosted by a view-backed node sized by its style.
        Case(source: """
            let switchNode = ASDisplayNode(viewBlock: { UISwitch() })
            switchNode.style.preferredSize = CGSize(width: 51, height: 31)
            ASInsetLayoutSpec(insets: UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4), child: switchNode)
            """, frames: ["switchNode 4 4 51 31"]),
        // A helper written below the layout method that calls it, as in a class body.
        Case(source: """
            let a = ASDisplayNode()
            a.style.preferredSize = CGSize(width: 10, height: 10)
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                return padded(a)
            }
            func padded(_ element: ASLayoutElement) -> ASLayoutSpec {
                ASInsetLayoutSpec(insets: UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5), child: element)
            }
            """, frames: ["a 5 5 10 10"]),
        // A subclass of ASButtonNode with its own layoutSpecThatFits lays out by it, not by the button's.
        Case(source: """
            class IconButtonNode: ASButtonNode {
                let iconNode = ASImageNode().then { $0.style.preferredSize = CGSize(width: 24, height: 24) }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASCenterLayoutSpec(horizontalPosition: .end, verticalPosition: .start, sizingOption: [],
                                       child: iconNode)
                }
            }
            """, frames: ["iconNode 351 0 24 24"]),
        // Only the extension that lays a class out, as many apps split a node class into files: the class and the
        // subnodes its layout names stand in as plain nodes.
        Case(source: """
            extension PhotoWithCaption {
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    photoNode.style.preferredSize = CGSize(width: 100, height: 100)
                    let caption = ASInsetLayoutSpec(insets: UIEdgeInsets(top: .infinity, left: 8, bottom: 8, right: 8),
                                                    child: captionNode)
                    return ASOverlayLayoutSpec(child: photoNode, overlay: caption)
                }
            }
            """, frames: ["photoNode 0 0 100 100", "captionNode 8 0 84 92"]),
        // A switch over an app enum takes its first case, default or not; a loop over an app model's collection runs
        // once, as a cell with content shows at least one item (an app count compared is 1 too).
        Case(source: """
            let stack = ASStackLayoutSpec.vertical()
            let header = ASDisplayNode()
            header.style.height = ASDimensionMake(20)
            switch item.kind {
            case .large: header.style.height = ASDimensionMake(80)
            default: break
            }
            stack.children = [header]
            for photo in item.photos { stack.children?.append(PhotoNode(photo: photo)) }
            stack
            """, frames: ["header 0 0 375 80", "photoNode1 0 80 375 0"]),
        // A leading-dot initial value is a member of the declared type, also for nodes and specs.
        Case(source: """
            final class TagCell: ASCellNode {
                private let tag: ASTextNode = .init()
                private let row: ASStackLayoutSpec = .horizontal()
                override init() {
                    super.init()
                    tag.attributedText = NSAttributedString(string: "Swift")
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    row.children = [tag]
                    return row
                }
            }
            """, frames: ["tag 0 0 30 12"]),
        // Overloads that agree on an argument's type read it in that type: an empty option set as .init(rawValue: 0).
        Case(source: """
            let button = ASButtonNode()
            button.setTitle("OK", with: UIFont.systemFont(ofSize: 20), with: .blue, for: [.init(rawValue: 0)])
            ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start, children: [button])
            """, frames: ["button 0 0 20 20", "button.titleNode 0 0 20 20"]),
        // Where one overload takes a font and the other any value, a leading-dot font is read as a font.
        Case(source: """
            let reply = ASButtonNode()
            reply.setTitle("Reply", with: .systemFont(ofSize: 12, weight: .semibold), with: .systemBlue, for: .normal)
            ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start, children: [reply])
            """, frames: ["reply 0 0 30 12", "reply.titleNode 0 0 30 12"]),
        // A class that takes a callback is made with one that does nothing, through a typealias too.
        Case(source: """
            typealias Action = (Bool) -> Void
            final class ToggleRow: ASCellNode {
                let label = ASTextNode()
                let onChange: Action
                init(title: String, onChange: @escaping Action) {
                    self.onChange = onChange
                    super.init()
                    label.attributedText = NSAttributedString(string: title)
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASInsetLayoutSpec(insets: UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16), child: label)
                }
            }
            """, frames: ["label 16 8 30 12"]),
        // An implicit member chain starts from the type of the whole chain, here the app's nested constants.
        Case(source: """
            extension CGFloat { enum Avatar { static let side: CGFloat = 40 } }
            extension UIColor { static let brand = UIColor.red }
            let avatar = ASImageNode()
            avatar.style.preferredSize = CGSize(width: .Avatar.side, height: .Avatar.side)
            avatar.backgroundColor = .brand.withAlphaComponent(0.2)
            ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start, children: [avatar])
            """, frames: ["avatar 0 0 40 40"]),
        // A node class's didSet runs when the property is set after init, as in Swift, and not inside init.
        Case(source: """
            final class BadgeNode: ASDisplayNode {
                let label = ASTextNode()
                var count = 0 {
                    didSet { label.attributedText = NSAttributedString(string: count > 99 ? "99+" : "\\(count)") }
                }
                override init() {
                    super.init()
                    count = 7
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASWrapperLayoutSpec(layoutElement: label)
                }
            }
            let badge = BadgeNode()
            badge.count = 120
            ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start, children: [badge])
            """, frames: ["badge 0 0 18 12", "label 0 0 18 12"]),
        // Observed stored properties are stored properties.
        Case(source: """
            class SwitchCell: ASCellNode {
                let title = ASTextNode()
                var isOn = false {
                    didSet { title.isHidden = !isOn }
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    title.style.preferredSize = CGSize(width: 50, height: 20)
                    return ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start,
                                             children: [title])
                }
            }
            """, frames: ["title 0 0 50 20"]),
        // A view controller is made as its node, which its layoutSpecBlock lays out at the screen's exact size.
        Case(source: """
            final class ProfileViewController: ASDKViewController<ASDisplayNode> {
                private let nameNode = ASTextNode()
                override init() {
                    super.init(node: ASDisplayNode())
                    nameNode.attributedText = NSAttributedString(string: "Ann")
                    node.automaticallyManagesSubnodes = true
                    node.layoutSpecBlock = { [weak self] _, _ in
                        guard let self = self else { return ASLayoutSpec() }
                        return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20), child: self.nameNode)
                    }
                }
            }
            """, frames: ["nameNode 20 20 335 627"]),
        // A view controller's UIKit members are accepted; a bar height read from them takes a stand-in.
        Case(source: """
            final class DetailViewController: ASDKViewController<ASScrollNode> {
                let header = ASDisplayNode()
                override init() {
                    super.init(node: ASScrollNode())
                    title = "Detail"
                    self.edgesForExtendedLayout = []
                    node.automaticallyManagesContentSize = true
                    node.layoutSpecBlock = { [weak self] _, _ in
                        guard let self else { return ASLayoutSpec() }
                        let barHeight = self.navigationController?.navigationBar.frame.height ?? 0
                        self.header.style.preferredSize = CGSize(width: 100, height: 20 + barHeight)
                        return ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start,
                                                 children: [self.header])
                    }
                }
            }
            """, frames: ["header 0 0 100 20"]),
        // A view controller's view loads before its first layout: what its viewDidLoad sets up, directly or through
        // a method it calls, is laid out; its UIKit members read there are the app's.
        Case(source: """
            final class SearchViewController: ASDKViewController<ASDisplayNode> {
                private let field = ASEditableTextNode()
                private let submit = ASButtonNode()
                override init() {
                    super.init(node: ASDisplayNode())
                    node.automaticallyManagesSubnodes = true
                }
                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.title = "Find recipes"
                    (view as? UIScrollView)?.contentInsetAdjustmentBehavior = .never
                    field.attributedPlaceholderText = NSAttributedString(string: "Ingredient")
                    setUpLayout()
                }
                private func setUpLayout() {
                    node.layoutSpecBlock = { [unowned self] _, _ in
                        let column = ASStackLayoutSpec.vertical()
                        column.spacing = 12
                        column.alignItems = .start
                        column.children = [self.field, self.submit]
                        return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20), child: column)
                    }
                }
            }
            """, frames: ["field 20 20 60 12", "submit 20 44 0 0"]),
        // A Texture view controller's view is its node's, as big as the screen: its bounds read in a layoutSpecBlock
        // are the screen's (they were UIKit's zero).
        Case(source: """
            final class GalleryViewController: ASDKViewController<ASDisplayNode> {
                let photo = ASImageNode()
                override init() {
                    super.init(node: ASDisplayNode())
                    node.automaticallyManagesSubnodes = true
                    node.layoutSpecBlock = { [weak self] _, _ in
                        guard let self = self else { return ASLayoutSpec() }
                        let side = (self.view.bounds.width - 30) / 2
                        self.photo.style.preferredSize = CGSize(width: side, height: side)
                        return ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start,
                                                 alignItems: .start, children: [self.photo])
                    }
                }
            }
            """, frames: ["photo 0 0 172.5 172.5"]),
        // The system's notifications arrive when the keyboard shows, never before the first layout: neither the
        // publisher's operators nor an observer's block run (a keyboard as tall as the screen was laid out).
        Case(source: """
            final class ComposerNode: ASDisplayNode {
                let field = ASDisplayNode()
                private var keyboardHeight: CGFloat = 0
                private var cancellables = Set<AnyCancellable>()
                override init() {
                    super.init()
                    automaticallyManagesSubnodes = true
                    field.style.height = ASDimension(unit: .points, value: 44)
                    NotificationCenter.default.publisher(for: UIResponder.keyboardWillChangeFrameNotification)
                        .compactMap { $0.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect }
                        .map { frame -> CGFloat in UIScreen.main.bounds.height - frame.minY }
                        .removeDuplicates()
                        .sink { [weak self] height in self?.keyboardHeight = height }
                        .store(in: &cancellables)
                    NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillHideNotification,
                                                           object: nil, queue: .main) { [weak self] _ in
                        self?.keyboardHeight = 100
                    }
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASInsetLayoutSpec(insets: UIEdgeInsets(top: 0, left: 0, bottom: keyboardHeight, right: 0), child: field)
                }
            }
            """, frames: ["field 0 0 375 44"]),
        // A pod's resource bundle: Bundle(for:) and Bundle(url:) are Foundation's; no resource is read, so the image
        // is one of unknown size; a symbol configured by text style and scale is the text style's size.
        Case(source: """
            final class MediaUtility {
                static var bundle: Bundle? = {
                    if let url = Bundle(for: MediaUtility.self).url(forResource: "Media", withExtension: "bundle") {
                        return Bundle(url: url)
                    }
                    return nil
                }()
            }
            final class BubbleNode: ASDisplayNode {
                let bubble = ASImageNode()
                let play = ASImageNode()
                override init() {
                    super.init()
                    automaticallyManagesSubnodes = true
                    bubble.image = UIImage(named: "bubble", in: MediaUtility.bundle, compatibleWith: nil)
                    let configuration = UIImage.SymbolConfiguration(textStyle: .body, scale: .large)
                    play.image = UIImage(systemName: "play.fill", withConfiguration: configuration)
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start,
                                      children: [bubble, play])
                }
            }
            """, frames: ["bubble 0 0 44 44", "play 44 0 17 17"]),
        // A node a UIKit view controller adds to its view and pins to the view's edges (with constraints, not a
        // frame) fills the view, its own layoutSpecBlock laying it out.
        Case(source: """
            final class PinnedViewController: UIViewController {
                let contentNode = ASDisplayNode()
                let banner = ASDisplayNode()
                init() {
                    super.init(nibName: nil, bundle: nil)
                    view.addSubnode(contentNode)
                    contentNode.automaticallyManagesSubnodes = true
                    banner.style.height = ASDimension(unit: .points, value: 60)
                    contentNode.layoutSpecBlock = { [unowned self] _, _ in
                        ASInsetLayoutSpec(insets: UIEdgeInsets(top: .infinity, left: 16, bottom: 16, right: 16), child: self.banner)
                    }
                    contentNode.view.snp.makeConstraints { make in make.edges.equalToSuperview() }
                }
                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            }
            """, frames: ["contentNode 0 0 375 667", "banner 16 591 343 60"]),
        // A pasted node inside another's layout gets, in its layoutSpecThatFits, the range its parent offers it after
        // its own style (ASDisplayNode's calculateLayoutThatFits:), not the container's: a bar 200 wide in a row
        // places its fill for 200, and a grid overlaid on a photo divides the photo's size, not 375 × ∞.
        Case(source: """
            final class RangeBarNode: ASDisplayNode {
                let fill = ASDisplayNode()
                override init() {
                    super.init()
                    automaticallyManagesSubnodes = true
                    style.height = ASDimensionMake(6)
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    let width = constrainedSize.max.width
                    fill.style.preferredSize = CGSize(width: width / 2, height: 6)
                    fill.style.layoutPosition = CGPoint(x: width / 2, y: 0)
                    return ASAbsoluteLayoutSpec(children: [fill])
                }
            }
            final class GridNode: ASDisplayNode {
                let line = ASDisplayNode()
                override init() {
                    super.init()
                    automaticallyManagesSubnodes = true
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    line.style.preferredSize = CGSize(width: constrainedSize.max.width, height: 1)
                    line.style.layoutPosition = CGPoint(x: 0, y: constrainedSize.max.height / 3)
                    return ASAbsoluteLayoutSpec(children: [line])
                }
            }
            final class ForecastRowNode: ASDisplayNode {
                let day = ASDisplayNode()
                let bar = RangeBarNode()
                let photo = ASDisplayNode()
                let grid = GridNode()
                override init() {
                    super.init()
                    automaticallyManagesSubnodes = true
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    day.style.preferredSize = CGSize(width: 175, height: 20)
                    bar.style.width = ASDimensionMake(200)
                    photo.style.preferredSize = CGSize(width: 120, height: 90)
                    let row = ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start,
                                                alignItems: .center, children: [day, bar])
                    let framed = ASOverlayLayoutSpec(child: photo, overlay: grid)
                    return ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start,
                                             alignItems: .start, children: [row, framed])
                }
            }
            """, frames: ["day 0 0 175 20", "bar 175 7 200 6", "fill 275 7 100 6", "photo 0 20 120 90",
                          "grid 0 20 120 90", "line 0 50 120 1"]),
        // A node measured with layoutThatFits(_:) keeps that layout: its calculatedSize, read where no spec places
        // it (framed by hand in layout()), is the layout's size (it was 0 × 0); an app's extension initializer of a
        // UIKit type is called through .init(…) as without it.
        Case(source: """
            extension UIImage {
                convenience init?(color: UIColor) { self.init() }
            }
            final class RatingBadgeNode: ASControlNode {
                private let valueNode = ASTextNode()
                private let backdrop = ASImageNode()
                override init() {
                    super.init()
                    addSubnode(backdrop)
                    addSubnode(valueNode)
                    backdrop.image = UIImage.init(color: .orange)
                    valueNode.attributedText = NSAttributedString(string: "8.4", attributes: [.font: UIFont.boldSystemFont(ofSize: 14)])
                }
                override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
                    let text = valueNode.layoutThatFits(ASSizeRangeMake(.zero, constrainedSize)).size
                    return CGSize(width: text.width + 16, height: text.height + 4)
                }
                override func layout() {
                    let text = valueNode.calculatedSize
                    backdrop.frame = bounds
                    valueNode.frame = CGRect(x: 8, y: 2, width: text.width, height: text.height)
                }
            }
            """, frames: ["valueNode 8 2 21 14", "backdrop 0 0 37 18"]),
        // A UIKit view controller whose loadView() makes a node's view its own is that node, the whole screen, also
        // pasted beside a node class of its own.
        Case(source: """
            final class LessonRowNode: ASDisplayNode {
                let title = ASTextNode()
                override init() {
                    super.init()
                    automaticallyManagesSubnodes = true
                    title.attributedText = NSAttributedString(string: "Lesson")
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASInsetLayoutSpec(insets: UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16), child: title)
                }
            }
            final class LessonsViewController: UIViewController {
                private let rootNode = ASDisplayNode()
                private let header = ASDisplayNode()
                private let row = LessonRowNode()
                init() {
                    super.init(nibName: nil, bundle: nil)
                    header.style.height = ASDimensionMake(32)
                    rootNode.automaticallyManagesSubnodes = true
                    rootNode.layoutSpecBlock = { [weak self] _, _ in
                        guard let self = self else { return ASLayoutSpec() }
                        return ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start,
                                                 alignItems: .stretch, children: [self.header, self.row])
                    }
                }
                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
                override func loadView() {
                    view = rootNode.view
                }
            }
            """, frames: ["rootNode 0 0 375 667", "header 0 0 375 32", "row 0 32 375 28", "title 16 40 343 12"]),
        // A view controller's node is laid out at exactly its view's size, so its layoutSpecBlock is given the
        // screen's size as both min and max (a hero a third of the screen tall was 0).
        Case(source: """
            final class HeroViewController: ASDKViewController<ASDisplayNode> {
                private let heroNode = ASDisplayNode()
                private let bodyNode = ASDisplayNode()
                override init() {
                    super.init(node: ASDisplayNode())
                    node.automaticallyManagesSubnodes = true
                    node.layoutSpecBlock = { [weak self] _, constrainedSize in
                        guard let self = self else { return ASLayoutSpec() }
                        self.heroNode.style.height = ASDimensionMake(constrainedSize.max.height / 3)
                        self.bodyNode.style.flexGrow = 1
                        return ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start,
                                                 alignItems: .stretch, children: [self.heroNode, self.bodyNode])
                    }
                }
                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            }
            """, frames: ["heroNode 0 0 375 222.5", "bodyNode 0 222.5 375 444.5"]),
        // A node's didLoad() runs before it is shown: a text set there is laid out, as Texture lays the node out
        // again when its text changes; a didLoad that fails is left out (with a note) and the init's state drawn.
        Case(source: """
            final class GreetingCellNode: ASCellNode {
                let title = ASTextNode()
                let badge = ASDisplayNode()
                override init() {
                    super.init()
                    automaticallyManagesSubnodes = true
                    badge.style.preferredSize = CGSize(width: 10, height: 10)
                }
                override func didLoad() {
                    super.didLoad()
                    view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
                    title.attributedText = NSAttributedString(string: "Set in didLoad",
                                                              attributes: [.font: UIFont.systemFont(ofSize: 14)])
                }
                @objc private func tapped() {}
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start,
                                      children: [title, badge])
                }
            }
            """, frames: ["title 0 0 98 14", "badge 0 14 10 10"]),
        // Images an app draws are as big as what it draws them in (an image context, a renderer); one made from a
        // CGImage is of unknown size; a text node's lineCount is the lines of its last layout, which layout() reads
        // to cut a long text to three lines.
        Case(source: """
            extension UIImage {
                class func dot(size: CGSize, color: UIColor) -> UIImage {
                    UIGraphicsBeginImageContextWithOptions(size, false, 0)
                    color.setFill()
                    UIRectFill(CGRect(origin: .zero, size: size))
                    let image = UIGraphicsGetImageFromCurrentImageContext()
                    UIGraphicsEndImageContext()
                    return image!
                }
            }
            final class ExpandableNoteNode: ASDisplayNode {
                let dot = ASImageNode()
                let swatch = ASImageNode()
                let body = ASTextNode()
                override init() {
                    super.init()
                    automaticallyManagesSubnodes = true
                    dot.image = UIImage.dot(size: CGSize(width: 15, height: 15), color: .red)
                    swatch.image = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 10)).image { context in
                        UIColor.blue.setFill()
                        context.fill(CGRect(x: 0, y: 0, width: 30, height: 10))
                    }
                    body.maximumNumberOfLines = 4
                    body.attributedText = NSAttributedString(string: String(repeating: "word ", count: 80))
                }
                override func layout() {
                    super.layout()
                    if body.lineCount > 3 && body.maximumNumberOfLines != 3 {
                        body.maximumNumberOfLines = 3
                        setNeedsLayout()
                    }
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start,
                                      children: [dot, swatch, body])
                }
            }
            """, frames: ["dot 0 0 15 15", "swatch 0 15 30 10", "body 0 25 372 36"]),
        // A filter over an app value's test (a set of the app's model, which is not pasted) stands in as the app's
        // flags do: the chips it keeps are drawn.
        Case(source: """
            enum Amenity: String, CaseIterable {
                case wifi, breakfast, balcony
            }
            final class RoomChipsNode: ASDisplayNode {
                private let chips: [ASTextNode]
                init(room: RoomOption) {
                    chips = Amenity.allCases.filter { room.amenities.contains($0) }.map { amenity in
                        let chip = ASTextNode()
                        chip.attributedText = NSAttributedString(string: amenity.rawValue)
                        return chip
                    }
                    super.init()
                    automaticallyManagesSubnodes = true
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASStackLayoutSpec(direction: .horizontal, spacing: 6, justifyContent: .start, alignItems: .start,
                                      children: chips)
                }
            }
            """, frames: ["chip 0 0 24 12", "chip2 30 0 54 12", "chip3 90 0 42 12"]),
        // A CGFloat property set from the app's value (a view model's ratio, converted) is a CGFloat where it is read:
        // min(progress, 1) is one too, and layout() multiplies a width by it.
        Case(source: """
            protocol PlaybackViewModel: AnyObject {
                var ratio: Double { get }
            }
            final class ProgressBarNode: ASDisplayNode {
                var progress: CGFloat = 0
                private let fillNode = ASDisplayNode()
                override init() {
                    super.init()
                    addSubnode(fillNode)
                    style.height = ASDimensionMakeWithPoints(4)
                }
                override func layout() {
                    super.layout()
                    let clamped = min(progress, 1)
                    fillNode.frame = CGRect(x: 0, y: 0, width: bounds.width * clamped + 2, height: 4)
                }
            }
            final class PlayerControlsNode: ASDisplayNode {
                private let bar = ProgressBarNode()
                init(viewModel: PlaybackViewModel) {
                    super.init()
                    automaticallyManagesSubnodes = true
                    bar.progress = CGFloat(viewModel.ratio)
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASInsetLayoutSpec(insets: .zero, child: bar)
                }
            }
            """, frames: ["bar 0 0 375 4", "fillNode 0 0 2 4"]),
        // A QR code an app makes with Core Image is an image of unknown size, laid out at the size its node is given.
        Case(source: """
            extension UIImage {
                static func qrCode(from payload: String) -> UIImage? {
                    guard let filter = CIFilter(name: "CIQRCodeGenerator") else { return nil }
                    filter.setValue(Data(payload.utf8), forKey: "inputMessage")
                    guard let output = filter.outputImage else { return nil }
                    return UIImage(ciImage: output.transformed(by: CGAffineTransform(scaleX: 4, y: 4)))
                }
            }
            let qrNode = ASImageNode()
            qrNode.image = UIImage.qrCode(from: "ticket-42")
            qrNode.style.preferredSize = CGSize(width: 120, height: 120)
            let column = ASStackLayoutSpec.vertical()
            column.alignItems = .start
            column.children = [qrNode]
            column
            """, frames: ["qrNode 0 0 120 120"]),
        // A UIKit view controller that adds nodes to its view and frames them by hand, as Texture's examples do with
        // a table node: drawn as a node as big as the screen, with the frames viewWillLayoutSubviews() and then
        // viewDidLayoutSubviews() give; a framed node with a spec lays out inside its frame; UIKit calls on the view
        // are accepted.
        Case(source: """
            final class WelcomeCardNode: ASDisplayNode {
                let caption = ASTextNode()
                override init() {
                    super.init()
                    automaticallyManagesSubnodes = true
                    caption.attributedText = NSAttributedString(string: "Hi")
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: caption)
                }
            }
            final class WelcomeViewController: UIViewController {
                private let card = WelcomeCardNode()
                private let divider = ASDisplayNode()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubnode(card)
                    view.addSubnode(divider)
                    view.addSubview(UIView())
                }
                override func viewWillLayoutSubviews() {
                    super.viewWillLayoutSubviews()
                    card.frame = CGRect(x: 20, y: view.safeAreaInsets.top + 10, width: view.bounds.width - 40, height: 100)
                }
                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    divider.frame = CGRect(x: 0, y: card.frame.maxY, width: view.bounds.width, height: 1)
                }
            }
            """, frames: ["card 20 10 335 100", "caption 181.5 54 12 12", "divider 0 110 375 1"]),
        // A UIKit view controller that frames its nodes by hand in viewDidLoad(), as UIKit keeps such frames: a card
        // added as a view (`addSubview(card.view)`), measured with layoutThatFits, sized through `frame.size` and
        // centred through its view's `center`, its spec laid out inside; a footer moved through its layer position.
        Case(source: """
            final class BadgeCardNode: ASDisplayNode {
                let title = ASTextNode()
                override init() {
                    super.init()
                    automaticallyManagesSubnodes = true
                    title.attributedText = NSAttributedString(string: "Gold member",
                                                              attributes: [.font: UIFont.systemFont(ofSize: 14)])
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASInsetLayoutSpec(insets: UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16), child: title)
                }
            }
            final class BadgeViewController: UIViewController {
                private let card = BadgeCardNode()
                private let footer = ASDisplayNode()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(card.view)
                    view.addSubnode(footer)
                    let size = card.layoutThatFits(ASSizeRange(min: .zero, max: CGSize(width: 300, height: .infinity))).size
                    card.frame.size = size
                    card.view.center = view.center
                    footer.frame = CGRect(x: 0, y: view.bounds.height - 50, width: view.bounds.width, height: 50)
                    footer.layer.position.y -= 10
                }
            }
            """, frames: ["card 133 314.5 109 38", "title 149 326.5 77 14", "footer 0 607 375 50"]),
        // A controller on the app's own base of UIViewController hosts nodes as one declared on UIViewController
        // does; the base's methods run, and a node made in viewDidLoad and framed there is drawn at its frame.
        Case(source: """
            class BaseViewController: UIViewController {
                var margin: CGFloat = 0
                init() { super.init(nibName: nil, bundle: nil) }
                @available(*, unavailable)
                required init?(coder aDecoder: NSCoder) { fatalError("init(coder:) has not been implemented") }
                func applyTheme() { margin = 20 }
            }
            final class PromoViewController: BaseViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    applyTheme()
                    let banner = ASDisplayNode()
                    view.addSubview(banner.view)
                    banner.frame = CGRect(x: margin, y: 100, width: view.bounds.width - 2 * margin, height: 200)
                }
            }
            """, frames: ["banner 20 100 335 200"]),
        // A subnode framed by hand and added to a node that has no layout spec keeps its frame, as Texture leaves the
        // frames of subnodes no spec places; `bounds` resizes it about its centre.
        Case(source: """
            let banner = ASDisplayNode()
            banner.frame = CGRect(x: 10, y: 20, width: 300, height: 100)
            banner.bounds = CGRect(x: 0, y: 0, width: 200, height: 50)
            let screen = ASDisplayNode()
            screen.style.preferredSize = CGSize(width: 375, height: 400)
            screen.addSubnode(banner)
            ASWrapperLayoutSpec(layoutElement: screen)
            """, frames: ["screen 0 0 375 400", "banner 60 45 200 50"]),
        // Pasted setup functions that store a local in the property of the same name through self, a node class
        // from the app's other files as an init parameter, and a spec measured with layoutThatFits.
        Case(source: """
            var avatarNode: ASImageNode?
            setupAvatar()
            private func setupAvatar() {
                let avatarNode = ASImageNode()
                avatarNode.style.preferredSize = CGSize(width: 40, height: 40)
                self.avatarNode = avatarNode
            }
            final class BubbleNode: ASDisplayNode {
                let status: StatusNode
                init(status: StatusNode) {
                    self.status = status
                    super.init()
                    status.style.preferredSize = CGSize(width: 30, height: 12)
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    let row = ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start,
                                                alignItems: .start, children: [status])
                    let height = row.layoutThatFits(constrainedSize).size.height
                    row.style.height = ASDimensionMake(height + 4)
                    return row
                }
            }
            ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start,
                              children: [self.avatarNode!, BubbleNode(status: StatusNode())])
            """, frames: ["avatarNode 0 0 40 40", "bubbleNode1 0 40 30 16", "status 0 40 30 12"]),
        // A node class that lays out the subnodes its init added (`children: subnodes`).
        Case(source: """
            final class TagNode: ASDisplayNode {
                let text = ASTextNode()
                let delete = ASButtonNode()
                override init() {
                    super.init()
                    text.attributedText = NSAttributedString(string: "Swift")
                    delete.style.preferredSize = CGSize(width: 20, height: 20)
                    addSubnode(text)
                    self.addSubnode(delete)
                    addSubnode(text)
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASStackLayoutSpec(direction: .horizontal, spacing: 4, justifyContent: .start, alignItems: .center,
                                      children: subnodes ?? [])
                }
            }
            """, frames: ["text 0 4 30 12", "delete 34 0 20 20"]),
        // A centre spec's positions, inherited from ASRelativeLayoutSpec: set, they place the child as the relative
        // spec does, the other axis as the centering options set it.
        Case(source: """
            let label = ASTextNode()
            label.attributedText = NSAttributedString(string: "Empty")
            let center = ASCenterLayoutSpec()
            center.centeringOptions = .X
            center.verticalPosition = .end
            center.child = label
            center.style.preferredSize = CGSize(width: 100, height: 50)
            ASWrapperLayoutSpec(layoutElement: center)
            """, frames: ["label 35 38 30 12"]),
        // Corpus-6 kinds: a computed variable below the layout method that reads it, Swift 2's forState: label,
        // a format placeholder and an enumeration given app values, an underline style's raw value.
        Case(source: """
            let count = ASTextNode()
            count.attributedText = NSAttributedString(string: String(format: "%.1f", data.score), attributes: [
                NSUnderlineStyleAttributeName: NSUnderlineStyle.styleSingle.rawValue])
            let style = NSMutableParagraphStyle()
            style.alignment = alignment
            let button = ASButtonNode()
            button.setImage(UIImage(named: "ring-20x20"), forState: .Normal)
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                ASStackLayoutSpec(direction: .horizontal, spacing: 4, justifyContent: .start, alignItems: .start,
                                  children: [countSpec, button])
            }
            var countSpec: ASLayoutSpec {
                ASInsetLayoutSpec(insets: UIEdgeInsets(top: 0, left: 2, bottom: 0, right: 2), child: count)
            }
            """, frames: ["count 2 0 18 12", "button 26 0 20 20", "button.imageNode 26 0 20 20"]),
        // A selectable cell: observers of an inherited property (no stored property of its own), a layoutSpecBlock a
        // method returns, an empty option set under Texture 2's name, Texture's own TextKit initializer, and a
        // leading-dot value set on an app object's property.
        Case(source: """
            final class SelectableCell: ASCellNode {
                override var isSelected: Bool {
                    didSet { setNeedsLayout() }
                }
                let button = ASButtonNode()
                let editor = ASEditableTextNode(textKitComponents: components, placeholderTextKitComponents: components)
                let holder = ASDisplayNode()
                override init() {
                    super.init()
                    button.setAttributedTitle(NSAttributedString(string: "Go"), for: ASControlState())
                    let layout = WallpaperFlowLayout()
                    layout.itemSize = .init(width: 10, height: 10)
                    holder.layoutSpecBlock = makeBlock()
                }
                private func makeBlock() -> ASLayoutSpecBlock {
                    return { [weak self] _, _ in
                        guard let self = self else { return ASLayoutSpec() }
                        return ASWrapperLayoutSpec(layoutElement: self.editor)
                    }
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASStackLayoutSpec(direction: .vertical, spacing: isSelected ? 8 : 2, justifyContent: .start,
                                      alignItems: .start, children: [button, holder])
                }
            }
            """, frames: ["button 0 0 12 12", "button.titleNode 0 0 12 12", "holder 0 14 0 12", "editor 0 14 0 12"]),
        // Extensions from the app's other files: a property of a number (a scaling helper stands in as the number),
        // of a string (its text), and a factory of a node class (a node of that class).
        Case(source: """
            let title = ASTextNode()
            title.attributedText = "Popcorn".at.attributed { $0.font(UIFont.systemFont(ofSize: 16)) }
            let avatar = ASNetworkImageNode.avatarNode()
            avatar.style.preferredSize = CGSize(width: Float(24).uiX, height: 24)
            avatar.didTap = { print("tap") }
            let row = ASStackLayoutSpec.horizontal()
            row.spacing = 6.5.uiX
            row.alignItems = .start
            row.children = [avatar, title]
            row
            """, frames: ["avatar 0 0 24 24", "title 30.5 0 42 12"]),
        // Properties an app's extension gives Texture's classes, set in a pasted class: a value of the app's own type
        // (`border = Border(…)`, bare or on self), or any name that is no misspelling of Texture's (`textStyle`).
        // iOS 15's `NSAttributedString("…")` takes the literal as an AttributedString.
        Case(source: """
            final class TagNode: ASDisplayNode {
                let titleNode = ASTextNode()
                override init() {
                    super.init()
                    automaticallyManagesSubnodes = true
                    border = Border(radius: 10)
                    self.shadow = Shadow.soft
                    titleNode.textStyle = .caption
                    titleNode.attributedText = NSAttributedString("Tag")
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASInsetLayoutSpec(insets: UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8), child: titleNode)
                }
            }
            """, frames: ["titleNode 8 4 18 12"]),
        // A property of an app node class that was not pasted, where a spec goes (`titleNode.centerSpec`): the node
        // stands in, each for its own node.
        Case(source: """
            let titleNode = TitleTextNode()
            titleNode.style.preferredSize = CGSize(width: 50, height: 20)
            let priceNode = TitleTextNode()
            priceNode.style.preferredSize = CGSize(width: 30, height: 20)
            ASStackLayoutSpec(direction: .horizontal, spacing: 5, justifyContent: .start, alignItems: .start,
                              children: [titleNode.centerSpec, priceNode.centerSpec])
            """, frames: ["titleNode 0 0 50 20", "priceNode 55 0 30 20"]),
        // A view's own measurement (`segmentNode.view.intrinsicContentSize`) is UIKit's, zero here, with a note.
        Case(source: """
            let segmentNode = ASDisplayNode { () -> UIView in
                UISegmentedControl(items: ["Day", "Week"])
            }
            segmentNode.style.minSize = segmentNode.view.intrinsicContentSize
            segmentNode.style.height = ASDimensionMake(32)
            ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start,
                              children: [segmentNode])
            """, frames: ["segmentNode 0 0 0 32"]),
        // A Texture class without an initializer of no arguments, declared and given by the app (a collection node
        // from a factory, an implicitly unwrapped one read before the app sets it): a plain node of that class.
        Case(source: """
            let grid: ASCollectionNode = Factory.makeGrid()
            grid.style.preferredSize = CGSize(width: 100, height: 40)
            var table: ASTableNode!
            table.style.preferredSize = CGSize(width: 80, height: 20)
            ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start,
                              children: [grid, table])
            """, frames: ["grid 0 0 100 40", "table 0 40 80 20"]),
        // A member a library's protocol gives the class (ReactorKit's `View` has `reactor`): set, and not used.
        Case(source: """
            final class FeedNode: ASDisplayNode, View {
                let list = ASDisplayNode()
                init(reactor: FeedReactor) {
                    super.init()
                    self.reactor = reactor
                    list.style.height = ASDimensionMake(30)
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASWrapperLayoutSpec(layoutElement: list)
                }
            }
            """, frames: ["list 0 0 375 30"]),
        // A reactive library's chain in a node class's init: the library's own method on what the chain made is
        // skipped, with a note, like any extension that was not pasted.
        Case(source: """
            final class ChatNode: ASDisplayNode {
                let messages = BehaviorRelay<[String]?>(value: nil)
                let sections: Observable<[String]>
                let list = ASDisplayNode()
                override init() {
                    self.sections = self.messages.filterNil().map { [$0.joined()] }.asObservable()
                    super.init()
                    list.style.height = ASDimensionMake(40)
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASInsetLayoutSpec(insets: UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4), child: list)
                }
            }
            """, frames: ["list 4 4 367 40"]),
        // Types used above their declarations, as Swift allows in a file: a node class, a struct's static constant,
        // a struct's initializer.
        Case(source: """
            let thumb = GifThumbNode()
            thumb.style.preferredSize = CGSize(width: Metrics.side, height: Box(side: 30).side)
            ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start,
                              children: [thumb])
            class GifThumbNode: ASImageNode {
                var gifURL: String?
            }
            struct Metrics { static let side: CGFloat = 20 }
            struct Box { let side: CGFloat }
            """, frames: ["thumb 0 0 20 30"]),
        // AsyncDisplayKit 1's layout values: a relative size range set as an element's sizeRange is the style's min
        // and max layout sizes, a percent a fraction of the parent.
        Case(source: """
            let photo = ASImageNode()
            photo.sizeRange = ASRelativeSizeRangeMakeWithExactCGSize(CGSizeMake(40, 30))
            let caption = ASTextNode()
            caption.attributedString = NSAttributedString(string: "Hi")
            caption.flexBasis = ASRelativeDimension(type: .Percent, value: 0.5)
            let bar = ASDisplayNode()
            let full = ASRelativeSizeMake(ASRelativeDimensionMakeWithPercent(1), ASRelativeDimensionMakeWithPoints(2))
            bar.sizeRange = ASRelativeSizeRangeMake(full, full)
            let row = ASStackLayoutSpec(direction: .Horizontal, spacing: 0, justifyContent: .Start, alignItems: .Start, children: [photo, caption])
            let page = ASStaticLayoutSpec(children: [bar])
            let column = ASStackLayoutSpec(direction: .Vertical, spacing: 0, justifyContent: .Start, alignItems: .Start, children: [row, page])
            row.style.width = ASDimensionMake(200)
            column
            """, frames: ["photo 0 0 40 30", "caption 40 0 100 12", "bar 0 30 375 2"]),
        // Swift 2's conditions (one `let` for several bindings, `where` before a condition) and calls (the first
        // argument without its label).
        Case(source: """
            let title: String? = "Title"
            let count: Int? = 3
            func side(compact: Bool, scale: CGFloat) -> CGFloat { compact ? 10 * scale : 20 }
            let badge = ASDisplayNode()
            badge.style.preferredSize = CGSize(width: side(true, scale: 1), height: side(true, scale: 1))
            var children: [ASLayoutElement] = []
            if let title = title, count = count where count > 2 && !title.isEmpty {
                children.append(badge)
            }
            guard let text = title, number = count else { fatalError() }
            ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start,
                              children: children)
            """, frames: ["badge 0 0 10 10"]),
        // A view controller given a local root node, whose layoutSpecBlock captures local nodes: the controller's
        // node is that root, laid out at the screen's size.
        Case(source: """
            class StackViewController: ASDKViewController<ASDisplayNode> {
                override init() {
                    let rootNode = ASDisplayNode()
                    super.init(node: rootNode)
                    let red = ASDisplayNode()
                    red.style.flexGrow = 1
                    let blue = ASDisplayNode()
                    blue.style.preferredSize = CGSize(width: 50, height: 100)
                    rootNode.layoutSpecBlock = { _, _ in
                        ASStackLayoutSpec(direction: .horizontal, spacing: 10, justifyContent: .start, alignItems: .start,
                                          children: [red, blue])
                    }
                }
            }
            """, frames: ["rootNode 0 0 375 667", "red 0 0 315 667", "blue 325 0 50 100"]),
        // Pasted init lines read the class's computed properties and inherited members through self.
        Case(source: """
            var photo: ASNetworkImageNode { ASNetworkImageNode() }
            self.navigationController?.title = "Photos"
            ASRatioLayoutSpec(ratio: 0.5, child: self.photo)
            """, frames: ["photo 0 0 375 187.5"]),
        // An app value from another file is there: an optional of it is not nil, and the rows it holds are drawn.
        Case(source: """
            let photo = ASNetworkImageNode()
            photo.style.preferredSize = CGSize(width: 50, height: 50)
            var children: [ASLayoutElement] = []
            if feed.attachments[safe: 0] != nil { children.append(photo) }
            if feed.attachments.first == nil { children = [] }
            ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start, children: children)
            """, frames: ["photo 0 0 50 50"]),
        // Subnodes inherited from an app base class are the nodes their names say; a name that shares only a
        // suffix with a declared one is not a typo of it.
        Case(source: """
            let titleTextNode = ASTextNode()
            titleTextNode.attributedText = NSAttributedString(string: "Up")
            rateTextNode.attributedText = NSAttributedString(string: "9.1")
            ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start,
                              children: [titleTextNode, rateTextNode, self.posterImageNode])
            """, frames: ["titleTextNode 0 0 12 12", "rateTextNode 0 12 18 12", "posterImageNode 0 24 0 0"]),
        // A method of the app's UIImage extension keeps the image; the callback's typealias is nested in the class.
        Case(source: """
            final class BubbleNode: ASCellNode {
                typealias Tap = () -> Void
                let bubble = ASImageNode()
                init(onTap: @escaping Tap) {
                    super.init()
                    bubble.image = UIImage(systemName: "bubble.left")?.tintWithColor(.blue)
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start,
                                      children: [bubble])
                }
            }
            """, frames: ["bubble 0 0 17 17"]),
        // A class whose app base class was not pasted reads the subnodes it inherits: made as their names say.
        Case(source: """
            class MovieCell: MovieBaseCell {
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    self.posterImageNode.style.preferredSize = CGSize(width: 40, height: 60)
                    return ASStackLayoutSpec(direction: .horizontal, spacing: 8, justifyContent: .start, alignItems: .start,
                                             children: [self.posterImageNode, self.titleTextNode])
                }
            }
            """, frames: ["posterImageNode 0 0 40 60", "titleTextNode 48 0 0 12"]),
        // A subnode's text the layout unwraps with `!` and nothing pasted gives is set by the app before the layout:
        // the node's name stands in; an implicitly unwrapped array parameter has its one item, as the app passes it.
        Case(source: """
            final class KeyNode: ASDisplayNode {
                let label = ASTextNode()
                init(title: String) {
                    super.init()
                    label.attributedText = NSAttributedString(string: title)
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASWrapperLayoutSpec(layoutElement: label)
                }
            }
            final class OverviewCell: ASCellNode {
                let titleNode = ASTextNode()
                let detailNode = ASTextNode()
                let keys: [KeyNode]
                init(keys: [KeyNode]!) {
                    self.keys = keys
                    super.init()
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    let hasDetail = detailNode.attributedText!.length > 0
                    let children: [ASLayoutElement] = hasDetail ? [titleNode, detailNode] + keys : [titleNode]
                    return ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start,
                                             children: children)
                }
            }
            """, frames: ["titleNode 0 0 0 12", "detailNode 0 12 60 12", "keyNode1 0 24 30 12", "label 0 24 30 12"]),
        // A layoutSpecBlock runs when its node is laid out, so it sees what the init set after it (the summary).
        Case(source: """
            final class ArticleNode: ASDisplayNode {
                let scroll = ASScrollNode()
                let title = ASTextNode()
                let summary = ASTextNode()
                override init() {
                    super.init()
                    scroll.automaticallyManagesContentSize = true
                    scroll.layoutSpecBlock = { [weak self] _, _ in
                        guard let self else { return ASLayoutSpec() }
                        var children: [ASLayoutElement] = [self.title]
                        if self.summary.attributedText != nil { children.append(self.summary) }
                        return ASStackLayoutSpec(direction: .vertical, spacing: 4, justifyContent: .start,
                                                 alignItems: .start, children: children)
                    }
                    title.attributedText = NSAttributedString(string: "Title")
                    summary.attributedText = NSAttributedString(string: "Text")
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASWrapperLayoutSpec(layoutElement: scroll)
                }
            }
            """, frames: ["scroll 0 0 375 28", "title 0 0 30 12", "summary 0 16 24 12"]),
        // A convenience initializer's `self.init(…)` runs the designated initializer that fits, then the rest of it.
        Case(source: """
            final class TagNode: ASDisplayNode {
                let label = ASTextNode()
                init(text: String, size: CGFloat) {
                    super.init()
                    label.attributedText = NSAttributedString(string: text, attributes: [.font: UIFont.systemFont(ofSize: size)])
                }
                convenience init(count: Int) {
                    self.init(text: "+\\(count)", size: 20)
                    label.style.spacingBefore = 4
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start,
                                      children: [label])
                }
            }
            let more = TagNode(count: 3)
            more
            """, frames: ["label 4 0 20 20"]),
        // A node class adopting a pasted protocol gets what the protocol's extension gives (the cell's padding).
        Case(source: """
            protocol Padded {
                var padding: UIEdgeInsets { get }
            }
            extension Padded {
                var padding: UIEdgeInsets { UIEdgeInsets(top: 10, left: 12, bottom: 10, right: 12) }
                func padded(_ child: ASLayoutElement) -> ASLayoutSpec { ASInsetLayoutSpec(insets: padding, child: child) }
            }
            final class NoteCell: ASCellNode, Padded {
                let body = ASTextNode()
                override init() {
                    super.init()
                    body.attributedText = NSAttributedString(string: "Note")
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    padded(body)
                }
            }
            """, frames: ["body 12 10 24 12"]),
        // A node standing in for one app class is not another app node class, nor is a Texture node made as such;
        // the cast to its own class succeeds.
        Case(source: """
            var bubble: ASDisplayNode = ASDisplayNode()
            bubble = ChatImageNode()
            bubble.style.preferredSize = CGSize(width: 30, height: 30)
            let plain = ASTextNode()
            plain.attributedText = NSAttributedString(string: "hi")
            var children: [ASLayoutElement] = []
            if bubble is ChatImageNode { children.append(bubble) }
            if let action = bubble as? ChatActionNode { children.append(action) }
            if plain as? ChatTextNode == nil { children.append(plain) }
            ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start,
                              children: children)
            """, frames: ["bubble 0 0 30 30", "plain 30 0 12 12"]),
        // Read without `self.`, an inherited member is a node where a layout element goes, whatever its name;
        // `imageNode` alone is an image node as `posterImageNode` is.
        Case(source: """
            class AlbumDetailCell: AlbumCell {
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    imageNode.style.preferredSize = CGSize(width: 60, height: 60)
                    borderView.style.height = ASDimension(unit: .points, value: 1)
                    return ASStackLayoutSpec(direction: .vertical, spacing: 4, justifyContent: .start, alignItems: .stretch,
                                             children: [imageNode, borderView])
                }
            }
            """, frames: ["imageNode 0 0 60 60", "borderView 0 64 375 1"]),
        // An optional app value's map runs on it; an app extension's factory where insets go stands in as zero.
        Case(source: """
            lazy var countNode: ASTextNode? = input.countText.map {
                let node = ASTextNode()
                node.attributedText = $0
                return node
            }
            let email = ASTextNode()
            email.attributedText = NSAttributedString(string: "a@b.c")
            let row = ASStackLayoutSpec(direction: .horizontal, spacing: 4, justifyContent: .start, alignItems: .start,
                                        children: [email, countNode].compactMap { $0 })
            ASInsetLayoutSpec(insets: .deviceSpecificTextInsets(top: 12, bottom: 0), child: row)
            """, frames: ["email 0 0 30 12", "countNode 34 0 54 12"]),
        // An app value's map whose closure cannot run here (an Rx stream's) leaves the value unknown.
        Case(source: """
            let cell = ASCellNode()
            let label = EditorTextNode()
            label.attributedText = NSAttributedString(string: "Edit")
            label.events.textEmptied.map { [weak cell] _ in cell?.positionInSection }.bind(to: relay).disposed(by: bag)
            label.rx.tap.subscribe(onNext: { _ in print("tap") })
            ASWrapperLayoutSpec(layoutElement: label)
            """, frames: ["label 0 0 24 12"]),
        // #if takes the clause an iOS app's debug build compiles: in statements, class members and functions.
        Case(source: """
            final class DebugCell: ASCellNode {
                let label = ASTextNode()
                #if DEBUG
                let marker = ASDisplayNode()
                #endif
                override init() {
                    super.init()
                    label.attributedText = NSAttributedString(string: NSLocalizedString("Build", comment: ""))
                    #if os(iOS) && !targetEnvironment(simulator)
                    marker.style.preferredSize = CGSize(width: 10, height: 10)
                    #elseif swift(>=5.0)
                    marker.style.preferredSize = CGSize(width: 30, height: 30)
                    #endif
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    #if canImport(UIKit) || RELEASE
                    return ASStackLayoutSpec(direction: .horizontal, spacing: 4, justifyContent: .start, alignItems: .start,
                                             children: [label, marker])
                    #else
                    return ASWrapperLayoutSpec(layoutElement: label)
                    #endif
                }
            }
            """, frames: ["label 0 0 30 12", "marker 34 0 10 10"]),
        // Display-only properties read back what the code set, else Texture's default, so conditions on them run.
        Case(source: """
            let a = ASDisplayNode()
            a.style.preferredSize = CGSize(width: 10, height: 10)
            let b = ASDisplayNode()
            b.style.preferredSize = CGSize(width: 20, height: 20)
            b.isHidden = true
            var kids: [ASLayoutElement] = []
            if !a.isHidden && a.alpha > 0.5 { kids.append(a) }
            if !b.isHidden { kids.append(b) }
            ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start, children: kids)
            """, frames: ["a 0 0 10 10"]),
        // App initializers of Texture classes: run when pasted, skipped (the plain node) when not; every node class
        // inherits init(viewBlock:).
        Case(source: """
            extension ASTextNode {
                convenience init(_ text: String, size: CGFloat) {
                    self.init()
                    attributedText = NSAttributedString(string: text, attributes: [.font: UIFont.systemFont(ofSize: size)])
                }
            }
            let year = ASTextNode("1977", size: 20)
            let cover = ASImageNode(image: UIImage(named: "cover"))
            cover.style.preferredSize = CGSize(width: 40, height: 60)
            let toggle = ASControlNode(viewBlock: { UISwitch() })
            toggle.style.preferredSize = CGSize(width: 51, height: 31)
            ASStackLayoutSpec(direction: .horizontal, spacing: 8, justifyContent: .start, alignItems: .start, children: [year, cover, toggle])
            """, frames: ["year 0 0 40 20", "cover 48 0 40 60", "toggle 96 0 51 31"]),
        // Enum parameters get their first plain case, callbacks a closure that does nothing; a local computed
        // variable and a variadic helper inside the layout method see the class's values.
        Case(source: """
            enum Scale { case small, large(CGFloat) }
            final class AvatarNode: ASCellNode {
                enum Shape { case circle, square }
                let image = ASNetworkImageNode()
                init(shape: Shape, scale: Scale, onTap: @escaping () -> Void) {
                    super.init()
                    if case .circle = shape, case .small = scale { image.style.preferredSize = CGSize(width: 24, height: 24) }
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    func nonNil(_ elements: ASLayoutElement?...) -> [ASLayoutElement] { elements.compactMap { $0 } }
                    var side: CGFloat {
                        switch scale { case .small: return 1
                        case .large(let factor): return factor }
                    }
                    let badge: ASDisplayNode? = nil
                    return ASStackLayoutSpec(direction: .horizontal, spacing: side, justifyContent: .start, alignItems: .start,
                                             children: nonNil(image, badge))
                }
                let scale: Scale = .small
            }
            """, frames: ["image 0 0 24 24"]),
        // Lines pasted from a class at the top level: self! in a [weak self] closure, the class's own style, a switch
        // over an app value (its first case), an app type named like UIKit's, an extension of a library's type, and
        // an app extension's method called on nil.
        Case(source: """
            let title = ASTextNode()
            title.attributedText = NSAttributedString(string: "Hi")
            let holder = ASDisplayNode()
            holder.layoutSpecBlock = { [weak self] _, _ in
                self!.title.style.spacingBefore = 4
                return ASWrapperLayoutSpec(layoutElement: self!.title)
            }
            style.width = ASDimensionMake(100)
            var heading: String {
                switch kind {
                case .compact: return "New"
                case .large: return "New arrivals"
                }
            }
            let margin = UIScreenMetrics.width - 128
            extension Reactive where Base: ASButtonNode { var tapped: Bool { true } }
            let label = ASTextNode()
            label.attributedText = NSAttributedString(string: heading)
            let isBlank = subtitle.isEmptyOrNil()
            ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [holder, label])
            """, frames: ["holder 0 0 12 12", "title 0 0 12 12", "label 0 12 18 12"]),
        // AsyncDisplayKit 1's names, an app's positional initializer of a UIKit value, collection and pager settings,
        // and a name whose storage `_picture` is declared.
        Case(source: """
            let title = ASTextNode()
            title.layerBacked = true
            title.attributedString = NSAttributedString(string: "Welcome to the app")
            title.maximumLineCount = 1
            if !title.nodeLoaded { title.style.maxWidth = ASDimensionMake(56) }
            let spacer = ASLayoutSpec()
            spacer.flexGrow = true
            let photo = ASNetworkImageNode()
            photo.style.preferredSize = CGSize(30, 20)
            let _picture = photo
            photo.style.spacingBefore = picture.inset
            let pager = ASPagerNode()
            pager.setDataSource(nil)
            pager.cellLayoutMode = .alwaysAsync
            pager.style.height = ASDimensionMake(10)
            let column = ASStackLayoutSpec(direction: .Vertical, spacing: 0, justifyContent: .Start, alignItems: .Start,
                                           children: [title, photo, spacer, pager])
            column.style.height = ASDimensionMake(100)
            column
            """, frames: ["title 0 0 48 12", "photo 0 12 30 20", "pager 0 90 375 10"]),
        // AsyncDisplayKit 1's names on the pasted class itself, with `self.` and without, and a background spec given
        // a nil background, which AsyncDisplayKit 1 omitted.
        Case(source: """
            final class BadgeNode: ASDisplayNode {
                let label = ASTextNode()
                override init() {
                    super.init()
                    self.layerBacked = true
                    flexGrow = 1
                    self.flexShrink = 1
                    label.attributedString = NSAttributedString(string: "New")
                    addSubnode(label)
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASBackgroundLayoutSpec(child: ASInsetLayoutSpec(insets: UIEdgeInsets(top: 2, left: 4, bottom: 2, right: 4),
                                                                    child: label), background: nil)
                }
            }
            let badge = BadgeNode()
            let row = ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start,
                                        children: [badge])
            row.style.width = ASDimensionMake(40)
            row
            """, frames: ["badge 0 0 40 16", "label 4 2 32 12"]),
        // An app function given only nodes (or nil) stands for those nodes; one given a label or values stays unknown.
        Case(source: """
            let a = ASDisplayNode()
            a.style.preferredSize = CGSize(width: 10, height: 10)
            let b = ASDisplayNode()
            b.style.preferredSize = CGSize(width: 20, height: 20)
            let hidden: ASDisplayNode? = nil
            ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start,
                              children: ArrayNoNils(a, hidden, b))
            """, frames: ["a 0 0 10 10", "b 10 0 20 20"]),
        // The same for a lowercase helper whose name ends in Node: asking whether it is the app's makes no node.
        Case(source: """
            let a = ASDisplayNode()
            a.style.preferredSize = CGSize(width: 10, height: 10)
            ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start,
                              children: [paddedNode(a)].flatMap { $0 })
            """, frames: ["a 0 0 10 10"]),
        // A helper declared inside the layout method sees the class's nodes and the method's locals.
        Case(source: """
            final class EmptyStateNode: ASDisplayNode {
                private let titleNode = ASTextNode()
                override init() {
                    super.init()
                    titleNode.attributedText = NSAttributedString(string: "Nothing yet")
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    let padding: CGFloat = 12
                    func content() -> ASLayoutSpec {
                        ASInsetLayoutSpec(insets: UIEdgeInsets(top: padding, left: padding, bottom: padding, right: padding),
                                          child: titleNode)
                    }
                    return ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start,
                                             children: [content()])
                }
            }
            """, frames: ["titleNode 12 12 66 12"]),
        // Init lines read the init's parameter `review`, which shares its name with the node property not yet set.
        Case(source: """
            let authorNode = ASTextNode()
            let review: ASTextNode
            if let reviewAuthor = review.author {
                authorNode.attributedText = NSAttributedString(string: reviewAuthor)
            }
            self.review = ASTextNode()
            ASStackLayoutSpec(direction: .vertical, spacing: 8, justifyContent: .start, alignItems: .start,
                              children: [authorNode, review])
            """, frames: ["authorNode 0 0 36 12", "review 0 20 0 12"]),
        // Types nested in the class, named inside it without the class's name.
        Case(source: """
            class Row: ASDisplayNode {
                let title = ASTextNode()
                var configuration = Configuration()
                override init() {
                    super.init()
                    title.attributedText = NSAttributedString(string: "Hello",
                                                              attributes: [.foregroundColor: configuration.style.tint])
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start,
                                      children: [ASInsetLayoutSpec(insets: configuration.insets, child: title)])
                }
                enum Style { case normal; var tint: UIColor { UIColor.gray } }
                struct Configuration {
                    var insets = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
                    var style: Style = .normal
                }
            }
            """, frames: ["title 16 0 30 12"]),
        // An app's adjustment of a number or size (`17.auto()`) stands in as the value it was called on.
        Case(source: """
            let quote = ASImageNode()
            quote.style.preferredSize = CGSize(width: 43, height: 27).auto()
            let info = ASTextNode()
            info.attributedText = NSAttributedString(string: "Hi", attributes: [.font: UIFont.systemFont(ofSize: 20.auto())])
            ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [quote, info])
            """, frames: ["quote 0 0 43 27", "info 0 27 20 20"]),
        // A stored property given a new node in the init keeps its name for the node drawn.
        Case(source: """
            final class PhotoCell: ASCellNode {
                var imageNode = ASNetworkImageNode()
                override init() {
                    super.init()
                    imageNode = ASNetworkImageNode()
                    imageNode.style.preferredSize = CGSize(width: 60, height: 40)
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start,
                                      children: [imageNode])
                }
            }
            """, frames: ["imageNode 0 0 60 40"]),
        // A library's namespaced property (SwiftTheme's `theme_`) is skipped; an app's spec extension from another
        // file (`stack.insets(top:)`) leaves the spec it was called on where a spec goes.
        Case(source: """
            let titleNode = ASTextNode()
            titleNode.theme_textAttributes = ThemeStringAttributesPicker.pickerWithAttributes(titleAttributes)
            titleNode.attributedText = NSAttributedString(string: "Night")
            let background = ASDisplayNode()
            let stack = ASStackLayoutSpec.vertical()
            stack.alignItems = .start
            stack.children = [titleNode]
            ASBackgroundLayoutSpec(child: stack.insets(top: 8, left: 16), background: background)
            """, frames: ["background 0 0 30 12", "titleNode 0 0 30 12"]),
        // Texture's own API as apps call it: `styled` with the closure in parentheses, a collection node made with a
        // layout delegate, enumerations by raw value (Texture's headers declare the cases in raw-value order), and
        // a rounded resizable image, (2 × radius + 1) points square.
        Case(source: """
            let nameNode = ASTextNode()
            nameNode.attributedText = NSAttributedString(string: "name")
            let line = ASImageNode()
            line.image = UIImage.as_resizableRoundedImage(withCornerRadius: 1.0, cornerColor: .clear, fill: .gray)
            let gallery = ASCollectionNode(layoutDelegate: ASCollectionGalleryLayoutDelegate(scrollableDirections:
                ASScrollDirectionVerticalDirections), layoutFacilitator: nil)
            gallery.style.preferredSize = CGSize(width: 60, height: 20)
            let relative = ASRelativeLayoutSpec(horizontalPosition: ASRelativeLayoutSpecPosition(rawValue: 3)!,
                                                verticalPosition: .init(rawValue: 1)!, sizingOption: .init(rawValue: 0),
                                                child: gallery)
            relative.style.width = ASDimensionMake(100)
            ASStackLayoutSpec(direction: .init(rawValue: 0)!, spacing: 0, justifyContent: .start,
                              alignItems: ASStackLayoutAlignItems(rawValue: 0)!, children: [
                nameNode.styled({ style in style.flexShrink = 1 }), line, relative,
            ])
            """, frames: ["nameNode 0 0 24 12", "line 0 12 3 3", "gallery 40 15 60 20"]),
        // A library's types made with a leading dot (BonMot's `StringStyle`), its String method given one, and text
        // attributes from an app's extension of Dictionary: unknown values and skipped calls, with their notes.
        Case(source: """
            enum AttributeStyle {
                static let title: StringStyle = .init([.font(.systemFont(ofSize: 15))])
            }
            let titleNode = ASTextNode()
            let placeholderNode = ASEditableTextNode()
            titleNode.attributedText = "Repositories".styled(with: .init(.font(UIFont.systemFont(ofSize: 16))))
            placeholderNode.attributedPlaceholderText = .init(string: "Message", attributes: .placeholder)
            let nameStyle: StringStyle = AttributeStyle.title
            ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start,
                              children: [titleNode, placeholderNode])
            """, frames: ["titleNode 0 0 72 12", "placeholderNode 0 12 42 12"]),
        // A cell given a struct that declares no initializer: the shell makes it with Swift's memberwise one. A
        // variable keeps the geometry type of its first value (`insets = .zero`); Swift 3's attribute key names.
        Case(source: """
            final class TitleCell: ASCellNode {
                struct Content {
                    let title: String
                    let isOn: Bool
                    var subtitle: String?
                }
                private let titleNode = ASTextNode()
                private let content: TitleCell.Content
                init(with content: TitleCell.Content) {
                    self.content = content
                    super.init()
                    titleNode.attributedText = NSAttributedString(string: content.title, attributes: [
                        NSUnderlineStyleAttributeName: 1, NSUnderlineColorAttributeName: UIColor.red])
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    var insets = UIEdgeInsets(top: 10, left: 16, bottom: 10, right: 16)
                    insets = .zero
                    insets.left = 16
                    return ASInsetLayoutSpec(insets: insets, child: titleNode)
                }
            }
            """, frames: ["titleNode 16 0 30 12"]),
        // A copy of a typed property that holds an app value keeps the type (`hrInsets = .zero` is an inset); a
        // range found in an app value puts attributes on no characters.
        Case(source: """
            let line = ASDisplayNode()
            line.style.height = ASDimensionMake(1)
            let author = ASTextNode()
            private let insets: UIEdgeInsets
            insets = style.insets.horizontalRule
            let text = NSMutableAttributedString(string: "by Ana")
            text.addAttributes([.font: UIFont.boldSystemFont(ofSize: 20)], range: (model.author as NSString).range(of: model.handle))
            author.attributedText = text
            var hrInsets = insets
            hrInsets = .zero
            hrInsets.left = insets.left + 8
            ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start,
                              children: [ASInsetLayoutSpec(insets: hrInsets, child: line), author])
            """, frames: ["line 8 0 367 1", "author 0 1 36 12"]),
        // A type declared below the layout method that reads it, first read inside that method.
        Case(source: """
            let okButton = ASButtonNode()
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                [okButton].forEach { $0.style.preferredSize = CGSize(width: Metrics.card.width * 0.42, height: 40) }
                return ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start,
                                         children: [okButton])
            }
            private enum Metrics {
                static let card: CGSize = {
                    let screen = UIScreen.main.bounds
                    return CGSize(width: screen.width, height: screen.height * 0.4)
                }()
            }
            """, frames: ["okButton 0 0 157.5 40"]),
        // An extension of a UIKit type below the layout that reads it: Swift sees it from the file's first line.
        Case(source: """
            let box = ASDisplayNode()
            box.style.preferredSize = CGSize(width: 100, height: CGSize.screen.height * 0.075)
            ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start,
                              children: [box])
            extension CGSize {
                static let screen: CGSize = UIScreen.main.bounds.size
            }
            """, frames: ["box 0 0 100 50.5"]),
        // A colour made by an app's static func, written with a leading dot where every overload takes a colour;
        // insets and sizes made with Swift's zero-initializers.
        Case(source: """
            extension UIColor {
                static func rgba(r: CGFloat, g: CGFloat, b: CGFloat) -> UIColor {
                    UIColor(red: r / 255, green: g / 255, blue: b / 255, alpha: 1)
                }
            }
            let button = ASButtonNode()
            button.setTitle("Go", with: UIFont.systemFont(ofSize: 14), with: .rgba(r: 88, g: 158, b: 255), for: .normal)
            var size = CGSize()
            size.width = 40
            button.style.minWidth = ASDimensionMake(size.width + CGPoint().x + CGRect().width)
            ASInsetLayoutSpec(insets: .init(), child: ASInsetLayoutSpec(insets: UIEdgeInsets(), child: button))
            """, frames: ["button 0 0 40 14", "button.titleNode 13 0 14 14"]),
        // A subclass that declares no initializer inherits its Texture superclass's; one that takes a UIKit value
        // layoutrepl does not model (`UITableView.Style`) passes it on.
        Case(source: """
            final class AwareTableNode: ASTableNode {
                let tracksScrolling = true
            }
            final class FeedTableNode: ASTableNode {
                override init(style: UITableView.Style) {
                    super.init(style: style)
                    self.style.preferredSize = CGSize(width: 80, height: 60)
                }
            }
            let aware = AwareTableNode(style: .plain)
            aware.style.preferredSize = CGSize(width: 100, height: 100)
            ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start,
                              children: [aware, FeedTableNode(style: .grouped)])
            """, frames: ["aware 0 0 100 100", "feedTableNode1 0 100 80 60"]),
        // `guard let this = self` in a `[weak self]` layout pasted at the top level: `this` is `self`.
        Case(source: """
            let titleNode = ASTextNode()
            titleNode.attributedText = NSAttributedString(string: "Hello")
            let stack = ASStackLayoutSpec.vertical()
            stack.alignItems = .start
            guard let this = self else { return stack }
            stack.children = [this.titleNode]
            return stack
            """, frames: ["titleNode 0 0 30 12"]),
        // A view controller whose init calls the method that sets its node's layoutSpecBlock.
        Case(source: """
            class IconViewController: ASDKViewController<ASDisplayNode> {
                private let imageNode = ASImageNode()
                override init() {
                    super.init(node: ASDisplayNode())
                    node.automaticallyManagesSubnodes = true
                    imageNode.style.preferredSize = CGSize(width: 200, height: 200)
                    setUpLayout()
                }
                required init?(coder aDecoder: NSCoder) {
                    fatalError("init(coder:) has not been implemented")
                }
                private func setUpLayout() {
                    node.layoutSpecBlock = { [unowned self] _, _ in
                        ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: self.imageNode)
                    }
                }
            }
            """, frames: ["imageNode 87.5 233.5 200 200"]),
        // A view controller given the node class to show (`LayoutNode.Type`), made with `.init()`; an app's flags
        // joined with `||` stand in as a condition's do. Centred on Y only, the child spans the screen's width, as
        // ASRelativeLayoutSpec gives a child the minimum width on an axis it does not position.
        Case(source: """
            class ExampleViewController: ASDKViewController<ASDisplayNode> {
                let customNode: ASDisplayNode
                init(layoutType: ExampleNode.Type) {
                    customNode = layoutType.init()
                    super.init(node: ASDisplayNode())
                    let centersVertically = layoutType.isEqual(HeaderExample.self) || layoutType.isEqual(FooterExample.self)
                    customNode.style.preferredSize = CGSize(width: 50, height: 30)
                    node.layoutSpecBlock = { [weak self] _, _ in
                        guard let customNode = self?.customNode else { return ASLayoutSpec() }
                        return ASCenterLayoutSpec(centeringOptions: centersVertically ? .Y : .XY, sizingOptions: .minimumXY,
                                                  child: customNode)
                    }
                }
            }
            """, frames: ["customNode 0 318.5 375 30"]),
        // A node whose layout unwraps an optional of its own class: one stand-in, whose own optional stays nil.
        Case(source: """
            final class ListNode: ASDisplayNode {
                var next: ListNode?
                override init() {
                    super.init()
                    style.preferredSize = CGSize(width: 10, height: 10)
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    guard let next = next else { return ASLayoutSpec() }
                    return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1), child: next)
                }
            }
            """, frames: ["next 1 1 8 8"]),
        // A chat bubble whose comment arrives from a view model's callback after init: drawn with a comment.
        Case(source: """
            final class CommentCell: ASCellNode {
                private let textNode = ASTextNode()
                private let statusNode = ASTextNode()
                private var comment: CommentModel? = nil
                private let viewModel: CommentViewModel
                init(viewModel: CommentViewModel) {
                    self.viewModel = viewModel
                    super.init()
                    automaticallyManagesSubnodes = true
                    viewModel.onUpdate = { [weak self] comment in
                        self?.comment = comment
                        self?.setNeedsLayout()
                    }
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    let children = comment?.isMine ?? false ? [bubble(), status()] : [bubble()]
                    return ASStackLayoutSpec(direction: .vertical, spacing: 4, justifyContent: .start, alignItems: .end,
                                             children: children)
                }
                private func bubble() -> ASLayoutSpec {
                    guard let comment = self.comment else { return ASLayoutSpec() }
                    textNode.attributedText = NSAttributedString(string: comment.message)
                    return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8), child: textNode)
                }
                private func status() -> ASLayoutSpec {
                    statusNode.attributedText = NSAttributedString(string: "Read")
                    return ASWrapperLayoutSpec(layoutElement: statusNode)
                }
            }
            """, frames: ["textNode 8 8 42 12", "statusNode 34 32 24 12"]),
        // A lazy property is made on its first read, after the init has set what it reads; one the init reads (to
        // add it) is made there; one assigned before any read never runs its initializer.
        Case(source: """
            final class BadgeNode: ASDisplayNode {
                private let name: String
                init(name: String) {
                    self.name = name
                    super.init()
                    addSubnode(iconNode)
                    detailNode = ASTextNode()
                }
                private lazy var textNode: ASTextNode = {
                    let node = ASTextNode()
                    node.attributedText = NSAttributedString(string: self.name)
                    return node
                }()
                private lazy var iconNode = { () -> ASImageNode in
                    let node = ASImageNode()
                    node.style.preferredSize = CGSize(width: 12, height: self.name.isEmpty ? 0 : 12)
                    return node
                }()
                private lazy var detailNode: ASTextNode = { fatalError("never made") }()
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASStackLayoutSpec(direction: .horizontal, spacing: 4, justifyContent: .start, alignItems: .start,
                                      children: [iconNode, textNode, detailNode])
                }
            }
            BadgeNode(name: "New")
            """, frames: ["iconNode 0 0 12 12", "textNode 16 0 18 12", "detailNode 38 0 0 12"]),
        // `Self.` in class lines pasted at the top level reads the static members pasted with them, also those
        // further down, as the class's code sees them.
        Case(source: """
            static func titleText(_ text: String) -> NSAttributedString {
                NSAttributedString(string: text, attributes: [.font: UIFont.systemFont(ofSize: Self.titleSize)])
            }
            let titleNode = ASTextNode()
            titleNode.attributedText = Self.titleText("Posts")
            titleNode.style.spacingBefore = Self.spacing
            ASWrapperLayoutSpec(layoutElement: titleNode)
            static let titleSize: CGFloat = 20
            static let spacing: CGFloat = 4
            """, frames: ["titleNode 0 0 50 20"]),
        // A pasted extension of a value type runs: its computed properties and methods, with the value as self.
        Case(source: """
            extension UIEdgeInsets {
                var horizontal: CGFloat { left + right }
            }
            extension Int {
                var pt: CGFloat { CGFloat(self) * 2 }
            }
            let insets = UIEdgeInsets(top: 0, left: 3, bottom: 0, right: 5)
            let dot = ASDisplayNode()
            dot.style.preferredSize = CGSize(width: insets.horizontal, height: 5.pt)
            ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [dot])
            """, frames: ["dot 0 0 8 10"]),
        // A generic helper makes the node class it is given; Array(repeating:count:) makes a row of them.
        Case(source: """
            func makeLabel<T: ASTextNode>(_ type: T.Type, _ text: String) -> T {
                let node = T()
                node.attributedText = NSAttributedString(string: text, attributes: [.font: UIFont.systemFont(ofSize: 10)])
                return node
            }
            let title = makeLabel(ASTextNode.self, "Title")
            let dots = Array(repeating: 0, count: 2).map { _ -> ASDisplayNode in
                let dot = ASDisplayNode()
                dot.style.preferredSize = CGSize(width: 6, height: 6)
                return dot
            }
            ASStackLayoutSpec(direction: .horizontal, spacing: 2, justifyContent: .start, alignItems: .start,
                              children: [title] + dots)
            """, frames: ["title 0 0 25 10", "dot 27 0 6 6", "dot2 35 0 6 6"]),
        // Swift 5.9's if and switch as values, a tuple typed by the function's result, `guard case` with a binding.
        Case(source: """
            enum CellStyle {
                case compact, regular
                var padding: CGFloat {
                    switch self {
                    case .compact: 4
                    case .regular: 8
                    }
                }
            }
            enum LoadState { case loading, loaded([String]) }
            final class ListCell: ASCellNode {
                private let style: CellStyle = .regular
                private let state: LoadState = .loaded(["one", "three"])
                private let icon = ASDisplayNode()
                func iconSize() -> (CGFloat, CGFloat) { (20, 30) }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    let (w, h) = iconSize()
                    icon.style.preferredSize = CGSize(width: w, height: h)
                    let spacing: CGFloat = if style == .compact { 2 } else { 6 }
                    guard case .loaded(let items) = state else { return ASLayoutSpec() }
                    let labels = items.map { item -> ASTextNode in
                        let node = ASTextNode()
                        node.attributedText = NSAttributedString(string: item, attributes: [.font: UIFont.systemFont(ofSize: 10)])
                        return node
                    }
                    let stack = ASStackLayoutSpec(direction: .vertical, spacing: spacing, justifyContent: .start,
                                                  alignItems: .start, children: [icon] + labels)
                    return ASInsetLayoutSpec(insets: UIEdgeInsets(top: style.padding, left: style.padding,
                                                                  bottom: style.padding, right: style.padding), child: stack)
                }
            }
            """, frames: ["icon 8 8 20 30", "node 8 44 15 10", "node2 8 60 25 10"]),
        // The class the shell makes uses the initializer that sets it up, not one Swift requires it to repeat.
        Case(source: """
            final class RewardNode: ASDisplayNode {
                private let titleNode = ASTextNode()
                init(days: Int) {
                    super.init()
                    let content = NSMutableAttributedString()
                    content.appendAttributedString(NSAttributedString(string: "Day \\(days)"))
                    titleNode.attributedText = content
                }
                override required init() {
                    super.init()
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASWrapperLayoutSpec(layoutElement: titleNode)
                }
            }
            """, frames: ["titleNode 0 0 30 12"]),
        // Initializers of a pasted extension of a UIKit value run, their self.init(…) making the value.
        Case(source: """
            extension NSAttributedString {
                convenience init(title: String) {
                    self.init(string: title, attributes: [.font: UIFont.boldSystemFont(ofSize: 20)])
                }
            }
            extension UIEdgeInsets {
                init(all: CGFloat) { self.init(top: all, left: all, bottom: all, right: all) }
            }
            let title = ASTextNode()
            title.attributedText = NSAttributedString(title: "Done")
            ASInsetLayoutSpec(insets: UIEdgeInsets(all: 3), child: title)
            """, frames: ["title 3 3 40 20"]),
    ]

    @Test(arguments: cases) func appCodeAroundTheLayoutRuns(_ example: Case) {
        let (session, outcome) = session(running: example.source)
        #expect(outcome.diagnostic == nil, "\(String(describing: outcome.diagnostic))")
        #expect(frames(of: session) == example.frames)
    }

    /// Stand-in texts are short: a string the call was given, else the last name that says what the text is.
    @Test(arguments: [
        ("Formatters.shared.stringFromPrice(stock.price).attributedString(.bold)", 90.0),
        ("TextStyles.title(\"Settings\")", 48),
        ("model.author.displayName.localized", 66),
    ])
    func standInTextsAreShortAndReadable(_ expression: String, width: Double) throws {
        let (session, outcome) = session(running: """
            let label = ASTextNode()
            label.attributedText = \(expression)
            ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start, children: [label])
            """)
        #expect(outcome.diagnostic == nil, "\(String(describing: outcome.diagnostic))")
        let layout = try #require(session.layout(scale: 2))
        #expect(layout.frames.first?.frame.size.width == width)
    }

    /// Mistakes stay mistakes: a name one letter from a declared one, an undeclared name where a node goes, an
    /// undeclared name on its own line, and setting a property of something never declared.
    @Test(arguments: [
        ("let titleNode = ASTextNode()\ntitelNode.attributedText = NSAttributedString(string: \"x\")",
         "unknown name 'titelNode'; did you mean 'titleNode'?"),
        ("let a = ASDisplayNode()\nASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, "
            + "alignItems: .start, children: [a, footer])", "unknown name 'footer'"),
        ("undefinedThing", "unknown name 'undefinedThing'"),
        ("header.style.height = ASDimensionMake(20)", "unknown name 'header'"),
        ("let w: CGFloat = 3\nlet x = w.roundd", "CGFloat has no property 'roundd'; did you mean 'rounded'?"),
        ("let a = ASDisplayNode()\na.backgroundColour = 3",
         "ASDisplayNode has no property 'backgroundColour'; did you mean 'backgroundColor'?"),
        ("let a = ASDisplayNode()\na.width = ASDimensionMake(3)",
         "ASDisplayNode has no property 'width'; it is a style property: write .style.width"),
        ("let names = [\"a\", \"b\"]\nlet mixed = names.shufled()",
         "arrays have no method 'shufled' that layoutrepl runs (it runs map, filter, compactMap, reduce, forEach, first, "
            + "contains, sorted, joined, enumerated, reversed and more); did you mean 'shuffled'?"),
        ("var names = [\"a\", \"b\"]\nlet parts = names.partition(by: { $0 == \"a\" })",
         "arrays have no method 'partition' that layoutrepl runs (it runs map, filter, compactMap, reduce, forEach, first, "
            + "contains, sorted, joined, enumerated, reversed and more)"),
    ])
    func mistakesAreStillErrors(source: String, message: String) {
        let (_, outcome) = session(running: source)
        #expect(outcome.diagnostic?.message == message)
    }
}

/// The tree carries the class each node was made as, so drawings and tables name it: an `ASNetworkImageNode` lays
/// out as an image node but is called what the code made.
@Test func elementsKeepTheClassTheCodeMade() throws {
    let (session, _) = session(running: "let photo = ASNetworkImageNode()\nlet cell = ASCellNode()\nlet spec = ASInsetLayoutSpec()")
    let photo = try #require(session.element(named: "photo"))
    let cell = try #require(session.element(named: "cell"))
    let spec = try #require(session.element(named: "spec"))
    #expect(session.tree[photo].typeName == "ASNetworkImageNode")
    #expect(session.tree[cell].typeName == "ASCellNode")
    #expect(session.tree[spec].typeName == "ASInsetLayoutSpec")
    #expect(session.tree[spec].className == nil)
}

/// `let row` typed again names the new element `row`, as the code reads; the earlier one, still held by a spec,
/// takes a numbered name, so messages about `row` mean the one the player just made.
@Test func aRedeclaredNameGoesToTheNewElement() throws {
    let (session, _) = session(running: """
        let a = ASDisplayNode()
        let row = ASStackLayoutSpec.horizontal()
        row.children = [a]
        let outer = ASWrapperLayoutSpec(layoutElement: row)
        let row = ASStackLayoutSpec.vertical()
        """)
    let row = try #require(session.element(named: "row"))
    let outer = try #require(session.element(named: "outer"))
    #expect(session.tree[row].name == "row")
    guard case .spec(let spec) = session.tree[outer].kind, let held = spec.childSlots.first ?? nil else {
        Issue.record("outer holds no child")
        return
    }
    #expect(session.tree[held].name == "row2")
}

/// What code does with a model from another file beyond reading members: subscripts, optional chains, casts,
/// `??`, appending, compound assignment and `if case` all run, and layout reads stand-ins.
@Test func anAppModelGoesThroughEveryKindOfExpression() {
    let (session, outcome) = session(running: """
        model.items.append(3)
        var title = model.title
        title += "!"
        let first = model.tags[0]
        let name = model?.name ?? "none"
        let author = (model as? Post)?.author
        if case .video(let url) = model.kind { print(url) }
        let label = ASTextNode()
        label.attributedText = NSAttributedString(string: title, attributes: [.font: UIFont.systemFont(ofSize: 10)])
        let box = ASDisplayNode()
        box.style.preferredSize = CGSize(width: model.count + 20, height: 20)
        ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start,
                          children: [label, box])
        """)
    #expect(outcome.diagnostic == nil, "\(String(describing: outcome.diagnostic))")
    #expect(frames(of: session) == ["label 0 0 30 10", "box 0 10 20 20"])
    #expect(outcome.printed.isEmpty)
}

/// A hoisted paste puts the class's lines first and the types they use after them, as its file does: an annotation
/// (`var state: DownloadState`), a struct's field and `self.state = …` of an init line all see an enum declared
/// further down, with its cases' values; the class's `static let`s pasted among its lines are read through the
/// class's name, which the paste does not declare.
@Test func hoistedLinesSeeTheTypesAndStaticsPastedBelowThem() {
    let (session, outcome) = session(running: """
        static let side: CGFloat = 16
        var state: DownloadState = .idle
        self.state = .downloading(progress: 0.5)
        let member = Member(name: "Jo", role: .admin)
        let ring = ASDisplayNode()
        ring.style.preferredSize = CGSize(width: TrackRowNode.side, height: TrackRowNode.side)
        let badge = ASDisplayNode()
        badge.style.preferredSize = CGSize(width: 30, height: 10)
        print(state, member.role)

        override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
            var children: [ASLayoutElement] = []
            if case .downloading = state { children.append(ring) }
            if member.role == .admin { children.append(badge) }
            return ASStackLayoutSpec(direction: .horizontal, spacing: 4, justifyContent: .start, alignItems: .start,
                                     children: children)
        }

        struct Member {
            let name: String
            let role: Role
        }
        enum Role { case admin, member }
        enum DownloadState { case idle; case downloading(progress: Float) }
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(outcome.printed == ["downloading(progress: 0.5) admin"])
    #expect(frames(of: session).suffix(2) == ["ring 0 0 16 16", "badge 20 0 30 10"])
    #expect(outcome.notes.contains("read as the static lets pasted at the top level, as the class's own code reads them: "
        + "TrackRowNode.side"), "\(outcome.notes)")
}

/// `self.item = item` and `self.style = style` of a hoisted init, whose parameters were not pasted, for properties
/// typed with the model struct and the enum pasted below: the struct is the app's value (its members read as
/// stand-ins) and the enum its first case without values, each said in a note.
@Test func hoistedInitParametersOfPastedModelTypesStandIn() {
    let (session, outcome) = session(running: """
        private var item: Item
        private let style: RowStyle
        self.item = item
        self.style = style
        let titleNode = ASTextNode()
        titleNode.attributedText = NSAttributedString(string: item.title)
        let spacing: CGFloat = style == .compact ? 4 : 12
        ASStackLayoutSpec(direction: .vertical, spacing: spacing, justifyContent: .start, alignItems: .start,
                          children: [titleNode, ASDisplayNode()])

        struct Item { let title: String }
        enum RowStyle { case compact, regular(indent: CGFloat) }
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(frames(of: session).prefix(1) == ["titleNode 0 0 30 12"])
    #expect(frames(of: session).dropFirst().first?.hasPrefix("node1 0 16 ") == true, "\(frames(of: session))")
    #expect(outcome.notes.contains { $0.contains("item = an unknown value") && $0.contains("style = .compact") },
            "\(outcome.notes)")
}

/// The layout helpers a team grows in its own file: a convenience initializer in an extension of a spec, a static
/// factory of nodes called with a leading dot where a node is declared, an operator of its own between an element and
/// insets, `===` to leave one node out, and a `var` of the class's read by the layout above its line.
@Test func anAppsOwnLayoutHelpersRun() {
    let (session, outcome) = session(running: """
        extension ASStackLayoutSpec {
            convenience init(row children: [ASLayoutElement], gap: CGFloat = 8) {
                self.init()
                direction = .horizontal
                self.spacing = gap
                self.children = children
            }
        }
        extension ASDisplayNode {
            static func bar(width: CGFloat) -> ASDisplayNode {
                let node = ASDisplayNode()
                node.style.preferredSize = CGSize(width: width, height: 12)
                return node
            }
        }
        infix operator |> : AdditionPrecedence
        func |> (element: ASLayoutElement, insets: UIEdgeInsets) -> ASInsetLayoutSpec {
            ASInsetLayoutSpec(insets: insets, child: element)
        }
        let accent: ASDisplayNode
        accent = .bar(width: 4)
        let hidden = ASDisplayNode.bar(width: 50)
        let title = ASDisplayNode.bar(width: 30)

        override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
            let shown = [accent, hidden, title].filter { $0 !== hidden }
            return ASStackLayoutSpec(row: shown, gap: gap) |> UIEdgeInsets(top: pad, left: pad, bottom: pad, right: pad)
        }
        private var gap: CGFloat = 6
        private let pad: CGFloat = 10
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(frames(of: session).suffix(2) == ["accent 10 10 4 12", "title 20 10 30 12"], "\(frames(of: session))")
}

/// A component that forwards a property to its subnode (`var text: String? { get … set … }`): setting it from
/// outside, from its own `didSet` and at the top level of a hoisted paste runs the `set`, and the node lays out with
/// the new text.
@Test func computedPropertiesWithASetterRun() {
    let (session, outcome) = session(running: """
        final class BadgeNode: ASDisplayNode {
            private let label = ASTextNode()
            var text: String? {
                get { label.attributedText?.string }
                set { label.attributedText = NSAttributedString(string: newValue ?? "") }
            }
            var count = 0 {
                didSet { text = "\\(count)+" }
            }
            override init() {
                super.init()
                automaticallyManagesSubnodes = true
            }
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: .minimumXY, child: label)
            }
        }
        let badge = BadgeNode()
        badge.text = "New"
        print(badge.text ?? "-")
        badge.count = 12
        print(badge.text ?? "-")
        let caption = ASTextNode()
        var captionText: String {
            get { caption.attributedText?.string ?? "" }
            set(value) { caption.attributedText = NSAttributedString(string: value) }
        }
        captionText = "Hello"
        ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start,
                          children: [badge, caption])
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(outcome.printed == ["New", "12+"])
    #expect(frames(of: session) == ["badge 0 0 18 12", "label 0 0 18 12", "caption 0 12 30 12"])
}

/// An extension's property on a Texture class kept with the Objective-C runtime's associated objects, as apps add
/// stored state to classes they do not own: what `objc_setAssociatedObject` keeps per object and key, its getter
/// reads back; another object, or another key, reads nil.
@Test func associatedObjectsKeepAnExtensionsProperty() {
    let (session, outcome) = session(running: """
        private var joinedKey: UInt8 = 0
        private var gapKey: UInt8 = 0
        extension ASStackLayoutSpec {
            var isJoined: Bool {
                get { (objc_getAssociatedObject(self, &joinedKey) as? Bool) ?? false }
                set { objc_setAssociatedObject(self, &joinedKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
            }
        }
        let a = ASDisplayNode()
        a.style.preferredSize = CGSize(width: 10, height: 10)
        let b = ASDisplayNode()
        b.style.preferredSize = CGSize(width: 10, height: 10)
        let joined = ASStackLayoutSpec.horizontal()
        let apart = ASStackLayoutSpec.horizontal()
        joined.isJoined = true
        print(joined.isJoined, apart.isJoined, objc_getAssociatedObject(joined, &gapKey) == nil)
        joined.spacing = joined.isJoined ? 0 : 8
        joined.children = [a, b]
        joined
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(outcome.printed == ["true false true"])
    #expect(frames(of: session) == ["a 0 0 10 10", "b 10 0 10 10"])
}

/// Adaptive layout code reads the environment layoutrepl lays out in, an iPhone in portrait, light, left to right, at
/// the default Dynamic Type size, with every accessibility setting off: through a node's asyncTraitCollection(), UIKit's
/// current traits, the screen's, the app's layout direction and UIAccessibility; Dynamic Type sizes compare in order.
@Test func adaptiveLayoutReadsTheEnvironmentsTraits() {
    let (session, outcome) = session(running: """
        let a = ASDisplayNode()
        a.style.preferredSize = CGSize(width: 40, height: 40)
        let b = ASDisplayNode()
        b.style.preferredSize = CGSize(width: 20, height: 20)
        let traits = a.asyncTraitCollection()
        let compact = traits.horizontalSizeClass == .compact && UIScreen.main.traitCollection.horizontalSizeClass == .compact
        let dark = UITraitCollection.current.userInterfaceStyle == .dark
        let rightToLeft = UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft
            || traits.layoutDirection == .rightToLeft
        let largeText = UIApplication.shared.preferredContentSizeCategory >= .accessibilityMedium
            || traits.preferredContentSizeCategory < .medium
        let reduceMotion = UIAccessibility.isReduceMotionEnabled || UIAccessibility.isVoiceOverRunning
        print(compact, dark, rightToLeft, largeText, reduceMotion)
        var children: [ASLayoutElement] = [a, b]
        children.reverse()
        ASStackLayoutSpec(direction: compact ? .vertical : .horizontal, spacing: 8,
                          justifyContent: rightToLeft ? .end : .start, alignItems: .start, children: children)
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(outcome.printed == ["true false false false false"])
    #expect(frames(of: session) == ["b 0 0 20 20", "a 0 28 40 40"])
}

/// A layoutSpecBlock set in a class's init reads the node's state when Texture lays the node out: changing that
/// state afterwards (`card.isCompact = false`) draws the other branch. A property typed with a UIKit type layoutrepl
/// has no values of (`UIKeyboardType`) returns its leading-dot values, and a loop over an app's collection with its
/// offsets sees the one stand-in item at offset 0.
@Test func stateSetAfterInitIsWhatALayoutSpecBlockReads() {
    let (session, outcome) = session(running: """
        enum FieldKind {
            case email, phone
            var keyboard: UIKeyboardType {
                switch self {
                case .email: return .emailAddress
                case .phone: return .phonePad
                }
            }
        }
        final class CardNode: ASDisplayNode {
            let title = ASDisplayNode()
            let field = ASEditableTextNode()
            var isCompact = true
            override init() {
                super.init()
                automaticallyManagesSubnodes = true
                title.style.preferredSize = CGSize(width: 40, height: 10)
                field.keyboardType = FieldKind.phone.keyboard
                field.style.preferredSize = CGSize(width: 60, height: 20)
                layoutSpecBlock = { [weak self] _, _ in
                    guard let self = self else { return ASLayoutSpec() }
                    return ASStackLayoutSpec(direction: self.isCompact ? .horizontal : .vertical, spacing: 0,
                                             justifyContent: .start, alignItems: .start, children: [self.title, self.field])
                }
            }
        }
        let bars = [ASDisplayNode()]
        for (index, day) in days.enumerated() {
            bars[index].style.preferredSize = CGSize(width: 5, height: 5)
        }
        let card = CardNode()
        card.isCompact = false
        ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start,
                          children: [card, bars[0]])
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(frames(of: session).suffix(3) == ["title 0 0 40 10", "field 0 10 60 20", "node1 0 30 5 5"],
            "\(frames(of: session))")
}

/// A cell nothing makes takes a stand-in for an enum pasted with it each of whose cases carries values: its first
/// case, with stand-ins of those values.
@Test func anEnumWhoseCasesAllCarryValuesStandsInAsItsFirstCase() {
    let (session, outcome) = session(running: """
        enum Setting {
            case mentions(enabled: Bool, label: String)
            case digest(daily: Bool)
        }
        final class SettingCellNode: ASCellNode {
            let titleNode = ASTextNode()
            init(setting: Setting) {
                super.init()
                automaticallyManagesSubnodes = true
                if case .mentions(_, let label) = setting {
                    titleNode.attributedText = NSAttributedString(string: label)
                }
            }
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                ASWrapperLayoutSpec(layoutElement: titleNode)
            }
        }
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(outcome.notes.first?.hasPrefix("drawing SettingCellNode(setting: Setting.mentions(enabled: false, "
        + "label: \"label\")) with stand-in values") == true, "\(outcome.notes)")
    #expect(frames(of: session) == ["titleNode 0 0 30 12"])
}

/// A case's optional value stands in as an optional parameter does: a text for a `String?`, nil for a number.
@Test func anOptionalValueOfACaseStandsInAsAnOptionalParameterDoes() {
    let (session, outcome) = session(running: """
        enum Activity {
            case like(postTitle: String?, count: Int?)
            case follow(isMutual: Bool)
        }
        struct ActivityItem { let kind: Activity }
        final class ActivityCellNode: ASCellNode {
            let titleNode = ASTextNode()
            init(item: ActivityItem) {
                super.init()
                automaticallyManagesSubnodes = true
                if case .like(let title?, nil) = item.kind {
                    titleNode.attributedText = NSAttributedString(string: title)
                }
            }
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                ASWrapperLayoutSpec(layoutElement: titleNode)
            }
        }
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(outcome.notes.first?.hasPrefix("drawing ActivityCellNode(item: ActivityItem(kind: Activity.like("
        + "postTitle: \"postTitle\", count: nil))) with stand-in values") == true, "\(outcome.notes)")
    #expect(frames(of: session) == ["titleNode 0 0 54 12"])
}

/// A view controller whose app base class was not pasted, and whose code reads `node`, hosts a node as Texture's do:
/// laid out at the screen's size.
@Test func aViewControllerWhoseBaseWasNotPastedHostsANode() {
    let (session, outcome) = session(running: """
        final class FeedViewController: BaseASViewController {
            private let box = ASDisplayNode()
            override init() {
                super.init()
                box.style.preferredSize = CGSize(width: 10, height: 10)
                node.automaticallyManagesSubnodes = true
                node.layoutSpecBlock = { [weak self] _, _ in
                    guard let self = self else { return ASLayoutSpec() }
                    return ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: self.box)
                }
            }
        }
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(outcome.notes.contains("not in what you pasted, so drawn as Texture's own: BaseASViewController as an "
        + "ASDKViewController<ASDisplayNode>; paste its declaration to lay out as the app does"), "\(outcome.notes)")
    #expect(frames(of: session) == ["box 182.5 328.5 10 10"])
}

/// A superclass the file declares below its subclass is a superclass all the same (Swift does not mind the order):
/// the view controller below hosts its node.
@Test func aSuperclassDeclaredBelowItsSubclassCounts() {
    let (session, outcome) = session(running: """
        final class FeedVC: BaseVC {
            private let box = ASDisplayNode()
            override func configure() {
                super.configure()
                box.style.preferredSize = CGSize(width: 10, height: 10)
                node.layoutSpecBlock = { [weak self] _, _ in
                    guard let self = self else { return ASLayoutSpec() }
                    return ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: self.box)
                }
            }
        }
        class BaseVC: ASDKViewController<ASDisplayNode> {
            override init() {
                super.init(node: ASDisplayNode())
                configure()
            }
            required init?(coder: NSCoder) { fatalError() }
            func configure() {}
        }
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(frames(of: session) == ["box 182.5 328.5 10 10"])
}

/// A view controller of an app base class that was not pasted, which sets its layout in an override the base class
/// calls (`override func configure()`): the shell runs the override, as that class would.
@Test func anOverrideTheAppsBaseClassCallsRuns() {
    let (session, outcome) = session(running: """
        final class FeedViewController: BaseASViewController {
            private let box = ASDisplayNode()
            override func configure() {
                super.configure()
                box.style.preferredSize = CGSize(width: 10, height: 10)
                node.layoutSpecBlock = { [weak self] _, _ in
                    guard let self = self else { return ASLayoutSpec() }
                    return ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: self.box)
                }
            }
        }
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(outcome.notes.contains("ran configure(), an override the app's base class of FeedViewController calls, "
        + "as that class was not pasted"), "\(outcome.notes)")
    #expect(frames(of: session) == ["box 182.5 328.5 10 10"])
}

/// RxSwift's, RxRelay's and Combine's streams made in the paste deliver as they do in the app: a subscription runs
/// with the value held when it is made (a relay's initial value, mapped and filtered), a publishing relay delivers
/// nothing, `accept` and `send` give the stream a new value that the earlier subscriptions hear and later ones and
/// `.value` read, `skip(1)` holds the held one back, and a bound text node lays out the text.
@Test func reactiveStreamsMadeInThePasteDeliverTheirValue() {
    let (session, outcome) = session(running: """
        final class CourierViewModel {
            let eta = BehaviorRelay<Int>(value: 3)
            let name = BehaviorRelay(value: "Dana")
            let tapped = PublishRelay<Void>()
            let distance = CurrentValueSubject<Double, Never>(2.5)
        }
        let viewModel = CourierViewModel()
        let nameNode = ASTextNode()
        let bag = DisposeBag()
        viewModel.name.map { $0.uppercased() }.bind(to: nameNode.rx.text).disposed(by: bag)
        viewModel.eta.map { $0 <= 1 ? "Arriving" : "\\($0) min" }.distinctUntilChanged()
            .subscribe(onNext: { print("eta", $0) }).disposed(by: bag)
        viewModel.tapped.subscribe(onNext: { print("tapped") }).disposed(by: bag)
        viewModel.distance.filter { $0 > 3 }.sink { print("far", $0) }
        viewModel.distance.send(4)
        viewModel.distance.filter { $0 > 3 }.sink { print("far", $0) }
        viewModel.eta.accept(1)
        print(viewModel.eta.value)
        viewModel.eta.asObservable().skip(1).subscribe(onNext: { print("skipped", $0) }).disposed(by: bag)
        print(nameNode.attributedText?.string ?? "")
        ASWrapperLayoutSpec(layoutElement: nameNode)
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(outcome.printed == ["eta 3 min", "far 4.0", "far 4.0", "eta Arriving", "1", "DANA"])
    #expect(frames(of: session).count == 1)
}

/// UIKit's `UIRectEdge` and `UIRectCorner` are option sets with SetAlgebra, as a layout helper that pads some edges
/// uses them (`.all` spelt out); `IndexPath(row:section:)` keeps the row a cell compares with its last.
@Test func edgeSetsAndIndexPathsReadAsUIKitAndFoundationMakeThem() {
    let (_, outcome) = session(running: """
        func padding(_ edges: UIRectEdge, _ inset: CGFloat) -> UIEdgeInsets {
            UIEdgeInsets(top: edges.contains(.top) ? inset : 0, left: edges.contains(.left) ? inset : 0,
                         bottom: edges.intersection([.bottom]).isEmpty ? 0 : inset, right: edges.contains(.right) ? inset : 0)
        }
        var edges: UIRectEdge = [.top]
        print(edges == .top, edges.isEmpty, padding(edges, 4).left, padding(.all, 2).bottom)
        edges.insert(.left)
        print(edges == [.left, .top], edges.union(.bottom).contains(.bottom), UIRectEdge.all == [.top, .left, .bottom, .right])
        let corners: UIRectCorner = .allCorners
        print(corners.contains(.bottomLeft), corners.subtracting(.topLeft).contains(.topLeft))
        let last = IndexPath(row: 2, section: 1)
        print(last.row, last.section, IndexPath(item: 4, section: 0).row, last == IndexPath(row: 2, section: 1))
        ASDisplayNode()
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(outcome.printed == ["true false 0.0 2.0", "true true true", "true false", "2 1 4 true"])
}

/// A view model's inputs and outputs as RxSwift MVVM code wires them: a stream bound to a relay gives the relay its
/// value, a tap that has not happened delivers nothing through `withLatestFrom` and `map`, `.just(…)` makes a stream of
/// one value for a stored `Driver`, and a node's own `rx` events never fire during layout.
@Test func reactiveInputsAndOutputsAreWiredAsTheViewModelSays() {
    let (_, outcome) = session(running: """
        final class StationViewModel {
            let favoriteTap = PublishRelay<Void>()
            let isFavorite = BehaviorRelay<Bool>(value: false)
            let name: Driver<String>
            let subtitle = BehaviorRelay<String>(value: "")
            let bag = DisposeBag()
            init(name: String) {
                self.name = .just(name)
                favoriteTap.withLatestFrom(isFavorite).map { !$0 }.bind(to: isFavorite).disposed(by: bag)
                Observable.just("Open 24/7").map { $0.uppercased() }.bind(to: subtitle).disposed(by: bag)
            }
        }
        let button = ASButtonNode()
        let viewModel = StationViewModel(name: "Harbor")
        button.rx.tap.map { _ in }.bind(to: viewModel.favoriteTap).disposed(by: viewModel.bag)
        viewModel.name.drive(onNext: { print("name", $0) }).disposed(by: viewModel.bag)
        print(viewModel.isFavorite.value, viewModel.subtitle.value)
        button
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(outcome.printed == ["name Harbor", "false OPEN 24/7"])
}

/// An item of an app model's list appended to a string stands in as its text, as one joined or interpolated does.
@Test func anAppItemAppendedToAStringIsItsStandInText() {
    let (session, outcome) = session(running: """
        var text = "♥ "
        for item in post.likers { text.append(item) }
        print(text)
        let label = ASTextNode()
        label.attributedText = NSAttributedString(string: text)
        ASWrapperLayoutSpec(layoutElement: label)
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(outcome.printed == ["♥ likers"])
    #expect(frames(of: session).count == 1)
}

/// A choice between two leading-dot members of the declared type takes the chosen member
/// (`let unit: UnitLength = metric ? .kilometers : .miles`), and a NumberFormatter's multiplier scales what it writes.
@Test func aChoiceOfMembersAndAFormattersMultiplierReadAsWritten() {
    let (_, outcome) = session(running: """
        let metric = false
        let unit: UnitLength = metric ? .kilometers : .miles
        print(unit.symbol)
        let ratio = NumberFormatter()
        ratio.numberStyle = .percent
        ratio.multiplier = 1
        print(ratio.string(from: 42) ?? "")
        ASDisplayNode()
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(outcome.printed == ["mi", "42%"])
}

/// `.just(…)` as a parameter's default value for a stream type is a stream of that value, which `bind(to:)` hands to
/// a relay (it was taken for a UIKit value layoutrepl does not model and ignored).
@Test func aJustStreamAsADefaultArgumentDeliversItsValue() {
    let (_, outcome) = session(running: """
        final class TagsViewModel {
            let tags = BehaviorRelay<[String]>(value: [])
            init(source: Observable<[String]> = .just(["new", "sale"])) {
                _ = source.bind(to: tags)
            }
        }
        print(TagsViewModel().tags.value)
        ASDisplayNode()
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(outcome.printed == ["[\"new\", \"sale\"]"])
}

/// A pasted enum's case named like a stream maker (`.empty(bucket:)`, `.never`) is the enum's case, not a stream.
@Test func anEnumCaseNamedLikeAStreamMakerIsTheCase() {
    let (_, outcome) = session(running: """
        enum ListContent { case loading; case empty(bucket: Int); case parcels([String]) }
        final class ListState {
            var content: ListContent = .loading
            func update(_ parcels: [String]) { content = parcels.isEmpty ? .empty(bucket: 2) : .parcels(parcels) }
        }
        let state = ListState()
        state.update([])
        if case .empty(let bucket) = state.content { print("empty", bucket) }
        ASDisplayNode()
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(outcome.printed == ["empty 2"])
}

/// A stream's optional text handed to a closure whose parameter is not typed (`drive(onNext: { text in … })`) and
/// mapped where one value goes (`node.attributedText = text.map { … }`) is mapped as an optional, not over its
/// characters.
@Test func anUntypedOptionalTextMappedWhereOneValueGoesIsOptionals() {
    let (session, outcome) = session(running: """
        let count = BehaviorRelay<[String]>(value: ["a", "b", "c"])
        let countText: Driver<String?> = count.asDriver().map { $0.isEmpty ? nil : "\\($0.count)" }
        let pill = ASTextNode()
        countText.drive(onNext: { text in
            pill.attributedText = text.map { NSAttributedString(string: $0) }
        })
        print(pill.attributedText?.string ?? "")
        ASWrapperLayoutSpec(layoutElement: pill)
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(outcome.printed == ["3"])
    #expect(frames(of: session).count == 1)
}

/// A switch over a tuple of an app model's values that no case matches (it has no `default`) runs its first case, as
/// a switch over one app value does: a `let` declared in every case is set, and the rest of the method runs.
@Test func aSwitchOverATupleOfAppValuesRunsItsFirstCase() {
    let (_, outcome) = session(running: """
        let size: CGFloat
        switch (answer.kind, answer.text.count) {
        case (.text, let length) where length > 140: size = 20
        case (.text, _): size = 26
        case (.poll, _): size = 18
        case (.voice, _): size = 16
        }
        print(size)
        ASDisplayNode()
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(outcome.printed == ["20.0"])
}

/// A node class made several times, whose init gives its label a text only on some path: no instance's label gets a
/// stand-in text, the second and third no more than the first (their nodes are named `rainLabel2`, `rainLabel3`,
/// while the class's code names the property).
@Test func everyInstanceOfAClassThatFillsItsLabelOnSomePathKeepsItEmpty() {
    let (session, outcome) = session(running: """
        final class ForecastDayNode: ASDisplayNode {
            let rainLabel = ASTextNode()
            init(chanceOfRain: Double) {
                super.init()
                automaticallyManagesSubnodes = true
                if chanceOfRain > 0.3 {
                    rainLabel.attributedText = NSAttributedString(string: "\\(Int(chanceOfRain * 100))%")
                }
            }
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start,
                                  children: rainLabel.attributedText == nil ? [] : [rainLabel])
            }
        }
        let days = [ForecastDayNode(chanceOfRain: 0), ForecastDayNode(chanceOfRain: 0.1), ForecastDayNode(chanceOfRain: 0)]
        ASStackLayoutSpec(direction: .horizontal, spacing: 8, justifyContent: .start, alignItems: .start, children: days)
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(!outcome.notes.contains { $0.contains("set by nothing pasted") }, "\(outcome.notes)")
    #expect(!frames(of: session).contains { $0.hasPrefix("rainLabel") }, "\(frames(of: session))")
}

/// An actor is run as a class: its methods change its state and `await` gives their results, as one thread sees
/// them (swiftc on this machine prints `1 5 5 receipts` for the same code).
@Test func anActorRunsAsAClass() {
    let (_, outcome) = session(running: """
        actor ReceiptCounter {
            private(set) var count = 0
            func add(_ receipts: Int = 1) -> Int {
                count += receipts
                return count
            }
            nonisolated var title: String { "receipts" }
        }
        let counter = ReceiptCounter()
        let first = await counter.add()
        let second = await counter.add(4)
        let total = await counter.count
        print(first, second, total, counter.title)
        ASDisplayNode()
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(outcome.printed == ["1 5 5 receipts"])
}

/// UserDefaults as on a fresh install: nothing stored until the code sets it, and what it sets is read back.
@Test func userDefaultsReadAsOnAFreshInstall() {
    let (_, outcome) = session(running: """
        let defaults = UserDefaults.standard
        print(defaults.bool(forKey: "onboarding.seen"), defaults.integer(forKey: "launches"),
              defaults.string(forKey: "name") ?? "none", defaults.object(forKey: "scale") as? Double ?? 1.5)
        defaults.register(defaults: ["launches": 4, "name": "Ada"])
        defaults.set(true, forKey: "onboarding.seen")
        print(defaults.bool(forKey: "onboarding.seen"), defaults.integer(forKey: "launches"), defaults.string(forKey: "name") ?? "none")
        UserDefaults.standard.set(12, forKey: "fontSize")
        print(UserDefaults.standard.integer(forKey: "fontSize"))
        ASDisplayNode()
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(outcome.printed == ["false 0 none 1.5", "true 4 Ada", "12"])
}

/// A view controller's `traitCollection` is UIKit's at the default Dynamic Type size, as a node's traits are: a row
/// that stacks its parts only at accessibility sizes stays a row (a stand-in used to pick `true` for the check).
@Test func aViewControllersTraitsAreTheDefaultOnes() {
    let (session, outcome) = session(running: """
        final class FareViewController: ASDKViewController<ASDisplayNode> {
            let price = ASDisplayNode(), action = ASDisplayNode()
            override init() {
                super.init(node: ASDisplayNode())
                node.automaticallyManagesSubnodes = true
                price.style.preferredSize = CGSize(width: 80, height: 30)
                action.style.preferredSize = CGSize(width: 120, height: 44)
                node.layoutSpecBlock = { [unowned self] _, _ in
                    let large = traitCollection.preferredContentSizeCategory.isAccessibilityCategory
                        || self.traitCollection.preferredContentSizeCategory >= .accessibilityMedium
                    return ASStackLayoutSpec(direction: large ? .vertical : .horizontal, spacing: 8,
                                             justifyContent: .start, alignItems: .start, children: [self.price, self.action])
                }
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(frames(of: session).filter { !$0.hasPrefix("fare") } == ["price 0 0 80 30", "action 88 0 120 44"],
            "\(frames(of: session))")
}

/// `UITraitCollection(preferredContentSizeCategory:)` gives traits with that size, which a preferred font may be
/// asked for.
@Test func aTraitCollectionMadeWithOneTraitHasIt() {
    let (_, outcome) = session(running: """
        let traits = UITraitCollection(preferredContentSizeCategory: .extraLarge)
        let font = UIFont.preferredFont(forTextStyle: .title1, compatibleWith: UITraitCollection(userInterfaceStyle: .dark))
        print(traits.preferredContentSizeCategory == .extraLarge, traits.userInterfaceStyle == .light, font.pointSize)
        ASDisplayNode()
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(outcome.printed == ["true true 28.0"])
}

/// A font's descriptor is a UIFontDescriptor, not the font: an app's extension of UIFont named like the descriptor's
/// method (`withSymbolicTraits`) calls the descriptor's, not itself, and reads its traits.
@Test func anAppsFontExtensionCallsTheDescriptorsMethod() {
    let (session, outcome) = session(running: """
        extension UIFont {
            func withSymbolicTraits(_ traits: UIFontDescriptor.SymbolicTraits) -> UIFont {
                guard let descriptor = fontDescriptor.withSymbolicTraits(fontDescriptor.symbolicTraits.union(traits)) else {
                    return self
                }
                return UIFont(descriptor: descriptor, size: 0)
            }
            var bold: UIFont { withSymbolicTraits(.traitBold) }
        }
        let name = ASTextNode()
        name.attributedText = NSAttributedString(string: "Amara",
                                                 attributes: [.font: UIFont.preferredFont(forTextStyle: .headline).bold])
        print(UIFont.systemFont(ofSize: 12).fontDescriptor.withSize(20).pointSize)
        ASWrapperLayoutSpec(layoutElement: name)
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(outcome.printed == ["20.0"])
    #expect(frames(of: session) == ["name 0 0 43 17"])
}

/// iOS 15's symbol colourings are accepted and keep the symbol's size; a point size applied over one sets it.
@Test func symbolColouringsKeepTheSymbolsSize() {
    let (session, outcome) = session(running: """
        let marker = ASImageNode()
        marker.image = UIImage(systemName: "airplane.circle.fill",
                               withConfiguration: UIImage.SymbolConfiguration(hierarchicalColor: .systemIndigo)
                                   .applying(UIImage.SymbolConfiguration(pointSize: 30)))
        let star = ASImageNode()
        star.image = UIImage(systemName: "star.fill",
                             withConfiguration: UIImage.SymbolConfiguration(paletteColors: [.systemYellow, .systemOrange])
                                 .applying(UIImage.SymbolConfiguration.preferringMulticolor()))
        ASStackLayoutSpec(direction: .horizontal, spacing: 4, justifyContent: .start, alignItems: .start, children: [marker, star])
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(frames(of: session) == ["marker 0 0 30 30", "star 34 0 17 17"])
}

/// A result builder of the app's is applied whatever its name (`@StackChildren`), as Swift applies any type marked
/// `@resultBuilder`.
@Test func aResultBuilderOfAnyNameBuildsChildren() {
    let (session, outcome) = session(running: """
        @resultBuilder
        enum StackChildren {
            static func buildBlock(_ components: [any ASLayoutElement]...) -> [any ASLayoutElement] { components.flatMap { $0 } }
            static func buildExpression(_ element: any ASLayoutElement) -> [any ASLayoutElement] { [element] }
        }
        func column(@StackChildren _ children: () -> [any ASLayoutElement]) -> ASStackLayoutSpec {
            ASStackLayoutSpec(direction: .vertical, spacing: 4, justifyContent: .start, alignItems: .start, children: children())
        }
        let badge = ASDisplayNode()
        badge.style.preferredSize = CGSize(width: 24, height: 24)
        let caption = ASDisplayNode()
        caption.style.preferredSize = CGSize(width: 60, height: 12)
        column {
            badge
            caption
        }
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(frames(of: session) == ["badge 0 0 24 24", "caption 0 28 60 12"])
}

/// An optional property holding a pasted node class whose initializer takes arguments, which nothing pasted assigns,
/// is made as the shell makes that class (with stand-in arguments), not with `Child()`, which fails.
@Test func anUnsetOptionalNodeOfAPastedClassIsMadeWithStandInArguments() {
    let (session, outcome) = session(running: """
        struct UpcomingRun { let title: String }
        final class UpcomingRunNode: ASDisplayNode {
            let titleNode = ASTextNode()
            init(run: UpcomingRun) {
                super.init()
                automaticallyManagesSubnodes = true
                titleNode.attributedText = NSAttributedString(string: run.title)
            }
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                ASWrapperLayoutSpec(layoutElement: titleNode)
            }
        }
        final class RunsDashboardNode: ASDisplayNode {
            private var upcomingNode: UpcomingRunNode?
            override init() {
                super.init()
                automaticallyManagesSubnodes = true
            }
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                var children: [ASLayoutElement] = []
                if let upcomingNode { children.append(upcomingNode) }
                return ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start,
                                         children: children)
            }
        }
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(frames(of: session).contains { $0.hasPrefix("upcomingNode ") }, "\(frames(of: session))")
}

/// A cell whose initializer takes a composition of the file's protocols (`Titled & Dated`, or a typealias of it) is
/// drawn with a pasted type that adopts them all.
@Test func aCompositionParameterIsMadeFromATypeAdoptingEveryProtocol() {
    let (session, outcome) = session(running: """
        protocol Titled { var title: String { get } }
        protocol Dated { var date: Date { get } }
        typealias SkyEventDisplayable = Titled & Dated
        struct SkyEvent: Titled, Dated {
            let title: String
            let date: Date
        }
        final class SkyEventRowNode: ASCellNode {
            let titleNode = ASTextNode()
            init(event: SkyEventDisplayable) {
                super.init()
                automaticallyManagesSubnodes = true
                titleNode.attributedText = NSAttributedString(string: event.title)
            }
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                ASInsetLayoutSpec(insets: UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16), child: titleNode)
            }
        }
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(outcome.notes.contains { $0.contains("SkyEventRowNode(event: SkyEvent(") }, "\(outcome.notes)")
    #expect(frames(of: session).contains { $0.hasPrefix("titleNode 16 8 ") }, "\(frames(of: session))")
}

/// A subscription hears every value its source is given until the layout, not only the one it holds when made:
/// an `@Published` property a view model's `reload()` sets after the node subscribed, a relay accepting a value, a
/// `dropFirst()` that leaves out only the first, and Combine's `assign(to:)` into another `@Published` property.
@Test func subscriptionsHearTheValuesGivenAfterThem() {
    let (session, outcome) = session(running: """
        final class ProfileViewModel {
            @Published var name = "…"
            @Published private(set) var isVerified = false
            let followers = BehaviorRelay<Int>(value: 0)
            init() {
                $name.map { $0.count > 8 }.assign(to: &$isVerified)
            }
            func reload() {
                name = "Margaret Hughes"
                followers.accept(1204)
            }
        }
        final class ProfileHeaderNode: ASDisplayNode {
            let viewModel = ProfileViewModel()
            let nameNode = ASTextNode()
            let followersNode = ASTextNode()
            let badgeNode = ASImageNode()
            var cancellables = Set<AnyCancellable>()
            let disposeBag = DisposeBag()
            override init() {
                super.init()
                automaticallyManagesSubnodes = true
                badgeNode.style.preferredSize = CGSize(width: 16, height: 16)
                viewModel.$name
                    .dropFirst()
                    .sink { [weak self] name in
                        self?.nameNode.attributedText = NSAttributedString(string: name,
                                                                          attributes: [.font: UIFont.systemFont(ofSize: 20)])
                    }
                    .store(in: &cancellables)
                viewModel.followers.asDriver()
                    .map { "\\($0) followers" }
                    .drive(onNext: { [weak self] text in
                        self?.followersNode.attributedText = NSAttributedString(string: text)
                    })
                    .disposed(by: disposeBag)
                viewModel.reload()
            }
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                let name = ASStackLayoutSpec(direction: .horizontal, spacing: 4, justifyContent: .start, alignItems: .center,
                                             children: viewModel.isVerified ? [nameNode, badgeNode] : [nameNode])
                return ASStackLayoutSpec(direction: .vertical, spacing: 2, justifyContent: .start, alignItems: .start,
                                         children: [name, followersNode])
            }
        }
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    let drawn = frames(of: session)
    // "Margaret Hughes": 15 characters of 10 pt; "1204 followers": 14 of 8 pt in the default 16 pt font.
    #expect(drawn.contains("nameNode 0 0 150 20"), "\(drawn)")
    #expect(drawn.contains("badgeNode 154 2 16 16"), "\(drawn)")
    #expect(drawn.contains("followersNode 0 22 84 12"), "\(drawn)")
}

/// An empty string repeated any number of times is empty at once, as Swift makes it (the standard library's own
/// initializer counts to the count first, which for `Int.max` never ends).
@Test func anEmptyStringRepeatedIsEmptyAtOnce() {
    let (_, outcome) = session(running: """
        let gap = String(repeating: "", count: Int.max)
        print(gap.isEmpty)
        ASDisplayNode()
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(outcome.printed == ["true"])
}

/// A view model's streams as MVVM code writes them: a relay made with a case of its element type, a subject whose
/// `value` is set, operators given a key path or a function, `combineLatest` of two relays (heard again when one
/// changes), a one-item array delivered whole, and a `[weak self]` closure made in the object's init that changes it.
@Test func aViewModelsStreamsCombineMapAndSet() {
    let (_, outcome) = session(running: """
        enum Period: Int { case week, month, year }
        struct Booking { var guests: Int }
        enum Labels { static func guests(_ count: Int) -> String { "\\(count) guests" } }
        final class BookingViewModel {
            let period = BehaviorRelay<Period>(value: .month)
            let booking = CurrentValueSubject<Booking, Never>(Booking(guests: 2))
            let adults = BehaviorRelay(value: 2)
            let children = BehaviorRelay(value: 1)
            var share: Double = 0
            init() {
                let apply: (Double) -> Void = { [weak self] value in self?.share = value }
                apply(0.5)
            }
        }
        let viewModel = BookingViewModel()
        var printed: [String] = []
        let bag = DisposeBag()
        var cancellables = Set<AnyCancellable>()
        viewModel.booking.map(\\.guests).map(Labels.guests).sink { printed.append($0) }.store(in: &cancellables)
        viewModel.booking.value.guests = 4
        Observable.combineLatest(viewModel.adults, viewModel.children) { $0 + $1 }
            .subscribe(onNext: { printed.append("party \\($0)") }).disposed(by: bag)
        viewModel.children.accept(3)
        Just([7]).sink { printed.append("\\($0.count) item") }.store(in: &cancellables)
        print(viewModel.period.value.rawValue, viewModel.share, printed)
        ASDisplayNode()
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(outcome.printed == ["1 0.5 [\"2 guests\", \"4 guests\", \"party 3\", \"party 5\", \"1 item\"]"])
}

/// A name the code declares is the element's, even when a loop's numbering gave it to an earlier node: the loop's
/// second `cell` takes the next number, not the user's `cell2` (which was listed as `cell22`).
@Test func aDeclaredNameIsKeptFromALoopsNumbering() {
    let (session, outcome) = session(running: """
        var cells: [ASDisplayNode] = []
        for width in [10, 20] {
            let cell = ASDisplayNode()
            cell.style.preferredSize = CGSize(width: CGFloat(width), height: 10)
            cells.append(cell)
        }
        let cell2 = ASDisplayNode()
        cell2.style.preferredSize = CGSize(width: 99, height: 99)
        let row = ASStackLayoutSpec.horizontal()
        row.alignItems = .start
        row.children = cells + [cell2]
        row
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(frames(of: session) == ["cell 0 0 10 10", "cell3 10 0 20 10", "cell2 30 0 99 99"])
}

/// What the corpus comparison caught after Measurement, ranges of values and live subscriptions came in: a
/// MeasurementFormatter's own NumberFormatter takes every setting, `assign(to:on:)` gives a cancellable to store,
/// and an app's extension of ClosedRange is still accepted.
@Test func formattersCancellablesAndRangeExtensionsStillRun() {
    let (_, outcome) = session(running: """
        extension ClosedRange where Bound: FloatingPoint {
            func clamping(_ value: Bound) -> Bound { Swift.min(Swift.max(value, lowerBound), upperBound) }
        }
        final class PaceViewModel {
            @Published var pace = 5.25
            @Published var label = ""
            var cancellables = Set<AnyCancellable>()
            init() {
                $pace.map { "\\($0) min/km" }.assign(to: \\.label, on: self).store(in: &cancellables)
            }
        }
        let distance = MeasurementFormatter()
        distance.unitOptions = .providedUnit
        distance.numberFormatter.minimumFractionDigits = 1
        distance.numberFormatter.maximumFractionDigits = 1
        let model = PaceViewModel()
        model.pace = 4.5
        print(distance.string(from: Measurement(value: 12, unit: UnitLength.kilometers)), model.label)
        ASDisplayNode()
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(outcome.printed == ["12.0 km 4.5 min/km"])
}

/// An initializer named as a function where a function of no arguments is declared (an injectable clock,
/// `now: () -> Date = Date.init`) is the initializer that takes nothing (c126: it was taken for `Date(_:)`).
@Test func anInitializerReferenceTakesNoArgumentsWhereTheFunctionTypeSaysSo() {
    let (session, outcome) = session(running: """
        final class Clock {
            let now: () -> Date
            init(now: @escaping () -> Date = Date.init) { self.now = now }
        }
        let makeNode: () -> ASDisplayNode = ASDisplayNode.init
        let node = makeNode()
        node.style.preferredSize = CGSize(width: 10, height: 10)
        print(Clock().now() <= Date(), [1.5, 2].map(CGFloat.init))
        ASWrapperLayoutSpec(layoutElement: node)
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(outcome.printed == ["true [1.5, 2.0]"])
    #expect(frames(of: session) == ["node 0 0 10 10"])
}

/// RxSwift's `Single` delivers its value to `onSuccess` (c126: the order screen never reached its confirmed state).
@Test func aSinglesValueComesToOnSuccess() {
    let (session, outcome) = session(running: """
        var count = 0
        let bag = DisposeBag()
        Single<Int>.just(2).subscribe(onSuccess: { count = $0 }, onFailure: { _ in }).disposed(by: bag)
        let box = ASDisplayNode()
        box.style.preferredSize = CGSize(width: CGFloat(count * 10), height: 10)
        ASWrapperLayoutSpec(layoutElement: box)
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(frames(of: session) == ["box 0 0 20 10"])
}

/// An attribute key's raw value is UIKit's name for it (`NSFontAttributeName` is "NSFont"), as apps read it to turn
/// attributes into the `[String: Any]` an editable text node's `typingAttributes` takes (c129).
@Test func anAttributeKeysRawValueIsUIKitsName() {
    let (_, outcome) = session(running: """
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 17)]
        let typing = Dictionary(uniqueKeysWithValues: attributes.map { ($0.key.rawValue, $0.value) })
        print(Array(typing.keys), NSAttributedString.Key.foregroundColor.rawValue, NSAttributedString.Key("custom").rawValue)
        let editor = ASEditableTextNode()
        editor.typingAttributes = typing
        editor
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(outcome.printed == ["[\"NSFont\"] NSColor custom"])
}

/// A leading-dot factory where attributes go, from the app's `extension Dictionary where Key ==
/// NSAttributedString.Key` (c129: "cannot infer the type").
@Test func aLeadingDotFactoryOfTheAppsDictionaryExtension() {
    let (session, outcome) = session(running: """
        extension Dictionary where Key == NSAttributedString.Key, Value == Any {
            static func standings(_ size: CGFloat) -> [NSAttributedString.Key: Any] {
                [.font: UIFont.systemFont(ofSize: size)]
            }
        }
        let title = ASTextNode()
        title.attributedText = NSAttributedString(string: "Arsenal", attributes: .standings(14))
        ASWrapperLayoutSpec(layoutElement: title)
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(frames(of: session).first?.hasSuffix(" 14") == true, "\(frames(of: session))")
}

/// `let row = …` typed again for the spec drawn as `row`: the drawing follows the name, as a player changing a level's
/// start code expects (the old spec stayed drawn until `row` was typed again).
@Test func aRedeclaredRootIsDrawnUnderItsName() {
    let (session, outcome) = session(running: """
        let a = ASDisplayNode()
        a.style.preferredSize = CGSize(width: 10, height: 10)
        let row = ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start, children: [a])
        row
        let other = ASDisplayNode()
        let row = ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .end, alignItems: .start, children: [a])
        """, constrainedSize: SizeRange(min: Size(width: 100, height: 10), max: Size(width: 100, height: 10)))
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(frames(of: session) == ["a 90 0 10 10"])
}

/// A class whose stand-in values lay out nothing but itself (its nodes made in a loop `count` times) is drawn with
/// another value that shows some (hostile round 7: `BigNode(count: 0)` was an empty drawing).
@Test func aClassThatShowsNothingWithItsFirstValuesIsDrawnWithOthers() {
    let (session, outcome) = session(running: """
        final class BigNode: ASDisplayNode {
            var kids: [ASDisplayNode] = []
            init(count: Int) {
                super.init()
                for _ in 0..<count {
                    let kid = ASDisplayNode()
                    kid.style.preferredSize = CGSize(width: 2, height: 2)
                    kids.append(kid)
                }
                automaticallyManagesSubnodes = true
            }
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: kids)
            }
        }
        """)
    #expect(outcome.notes.first?.hasPrefix("drawing BigNode(count: 2) with stand-in values, picked") == true, "\(outcome.notes)")
    #expect(frames(of: session).count == 2)
}

/// A node a pasted class keeps in a property but leaves out of its layout (a button shown only in another state) is
/// the class's, not a layout to draw: the card the code made is drawn (real corpus r132: a payment status node drew
/// only its report button).
@Test func aButtonAClassHoldsButDoesNotPlaceIsNotDrawnInsteadOfTheClass() {
    let (session, outcome) = session(running: """
        final class StatementCard: ASDisplayNode {
            let heading = ASTextNode()
            let exportButton = ASButtonNode()
            override init() {
                super.init()
                automaticallyManagesSubnodes = true
                heading.attributedText = NSAttributedString(string: "March statement", attributes: [.font: UIFont.boldSystemFont(ofSize: 18)])
                exportButton.setTitle("Export PDF", with: UIFont.systemFont(ofSize: 14), with: .white, for: .normal)
            }
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                ASInsetLayoutSpec(insets: UIEdgeInsets(top: 10, left: 16, bottom: 10, right: 16), child: heading)
            }
        }
        let card = StatementCard()
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(session.root.map { session.tree[$0].name } == "card")
    #expect(frames(of: session) == ["heading 16 10 135 18"])
}

/// The code's own `let header = ProfileHeader()` under several pasted classes is what is drawn; the class it does not
/// make is drawn below it, on its own (real corpus r132: a layout examples file never drew the header it made).
@Test func aClassTheCodeMakesIsDrawnAndTheOthersBelowIt() {
    let (session, outcome) = session(running: """
        final class ProfileHeader: ASDisplayNode {
            let avatar = ASImageNode()
            override init() {
                super.init()
                automaticallyManagesSubnodes = true
            }
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                avatar.style.preferredSize = CGSize(width: 64, height: 64)
                return ASCenterLayoutSpec(centeringOptions: .X, sizingOptions: .minimumY, child: avatar)
            }
        }
        final class FollowRow: ASDisplayNode {
            let follow = ASDisplayNode()
            override init() {
                super.init()
                automaticallyManagesSubnodes = true
            }
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                follow.style.preferredSize = CGSize(width: 90, height: 30)
                return ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .end, alignItems: .center, children: [follow])
            }
        }
        let header = ProfileHeader()
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(session.root.map { session.tree[$0].name } == "header")
    #expect(frames(of: session) == ["avatar 155.5 0 64 64"])
    #expect(session.companions.map(\.typeName) == ["FollowRow"])
    #expect(outcome.notes.contains { $0.hasPrefix("also pasted: FollowRow(), drawn below it on its own") }, "\(outcome.notes)")
}

/// A node that measures itself is measured again at each layout, as Texture measures it: a badge sized by its label's
/// text, set after the badge was made, is as wide as that text (real corpus r132: a rating badge stayed 16 pt wide).
@Test func aNodeThatMeasuresItselfIsMeasuredAgainAfterTheCodeChangesWhatItMeasures() {
    let (session, outcome) = session(running: """
        final class RatingBadge: ASControlNode {
            let label = ASTextNode()
            override init() {
                super.init()
                addSubnode(label)
            }
            override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
                let text = label.layoutThatFits(ASSizeRangeMake(.zero, CGSize(width: 120, height: 40))).size
                return CGSize(width: text.width + 12, height: text.height + 6)
            }
        }
        let badge = RatingBadge()
        badge.label.attributedText = NSAttributedString(string: "4.8", attributes: [.font: UIFont.boldSystemFont(ofSize: 14)])
        ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start, children: [badge])
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(frames(of: session) == ["badge 0 0 33 20"])
}

/// A block handed to a queue the app made (`DispatchQueue(label:)`, kept in a property) runs after the statement, as
/// one on `DispatchQueue.main` does (real corpus r132: a provider's worker queue left its texts as stand-ins).
@Test func aBlockOnAQueueTheAppMadeRunsAfterTheStatement() {
    let (session, outcome) = session(running: """
        final class FeedLoader {
            static let queue = DispatchQueue(label: "feed.loader", qos: .utility)
        }
        let headline = ASTextNode()
        let worker = DispatchQueue(label: "feed.worker")
        worker.async {
            headline.attributedText = NSAttributedString(string: "Loaded", attributes: [.font: UIFont.systemFont(ofSize: 14)])
        }
        FeedLoader.queue.async {
            headline.style.spacingBefore = 4
        }
        ASWrapperLayoutSpec(layoutElement: headline)
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(!outcome.notes.contains { $0.contains("skipped") }, "\(outcome.notes)")
    #expect(frames(of: session) == ["headline 0 0 42 14"])
    #expect(session.tree[session.tree.ids.first { session.tree[$0].name == "headline" }!].style.spacingBefore == 4)
}

/// A static member a UIKit type lacks whose name begins one it has is the app's own extension in pasted code (Weibo's
/// `UIFont.smallSystemFont` beside `smallSystemFontSize`), and an unfinished name in one statement typed alone.
@Test func aStaticMemberThatBeginsAUIKitNameIsTheAppsInPastedCode() {
    let (_, pasted) = session(running: """
        let sourceFont = UIFont.smallSystemFont
        let title = ASTextNode()
        ASWrapperLayoutSpec(layoutElement: title)
        """)
    #expect(pasted.diagnostic == nil, "\(pasted.diagnostic?.description ?? "")")
    let (_, typed) = session(running: "let sourceFont = UIFont.smallSystemFont")
    #expect(typed.diagnostic?.message == "UIFont has no member 'smallSystemFont'; did you mean 'smallSystemFontSize'?")
}

/// An app flag that asks whether the app runs on an iPad (or in landscape) stands in as false: the container is an
/// iPhone's, upright (real corpus r133: a settings row drew its iPad margins).
@Test(arguments: ["UIDevice.isIpad", "UIDevice.current.isIPad", "Device.isPad", "DeviceInfo.isLandscape", "Env.isMacCatalyst"])
func aFlagAskingForALargerScreenStandsInAsFalse(_ flag: String) {
    let (session, outcome) = session(running: """
        let label = ASTextNode()
        label.attributedText = NSAttributedString(string: "Settings", attributes: [.font: UIFont.systemFont(ofSize: 16)])
        let side: CGFloat = \(flag) ? 24 : 16
        ASInsetLayoutSpec(insets: UIEdgeInsets(top: 8, left: side, bottom: 8, right: side), child: label)
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(frames(of: session) == ["label 16 8 64 16"])
    #expect(outcome.notes.contains { $0.contains("= false (the container is an iPhone's)") }, "\(outcome.notes)")
}

/// `insertSubnode(_:at:)` is Texture's own, as `addSubnode(_:)` is: nothing to paste (real corpus r133).
@Test func insertSubnodeIsTexturesOwnMethod() {
    let (session, outcome) = session(running: """
        final class BannerCell: ASCellNode {
            let backdrop = ASDisplayNode()
            let title = ASTextNode()
            override init() {
                super.init()
                insertSubnode(backdrop, at: 0)
                addSubnode(title)
                title.attributedText = NSAttributedString(string: "Today", attributes: [.font: UIFont.boldSystemFont(ofSize: 20)])
            }
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                ASInsetLayoutSpec(insets: UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16), child: title)
            }
            override func layout() {
                super.layout()
                backdrop.frame = CGRect(x: 0, y: 0, width: calculatedSize.width, height: 4)
            }
        }
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(!outcome.notes.contains { $0.contains("insertSubnode") }, "\(outcome.notes)")
    #expect(frames(of: session) == ["title 16 12 50 20", "backdrop 0 0 82 4"])
}

/// A `lazy var` that the layout layoutrepl ran after `let cell = …` made nil is made again once the code configures the
/// cell: the app lays the cell out only after configuring it (real corpus r132: a separator shown by a flag set after
/// the init was never drawn).
@Test func aLazyNodeTheFirstLayoutMadeNilIsMadeAgainAfterTheCellIsConfigured() {
    let (session, outcome) = session(running: """
        final class SettingRow: ASCellNode {
            var showsDivider = false
            let title = ASTextNode()
            private lazy var divider: ASDisplayNode? = showsDivider ? ASDisplayNode() : nil
            override init() {
                super.init()
                automaticallyManagesSubnodes = true
                title.attributedText = NSAttributedString(string: "Notifications", attributes: [.font: UIFont.systemFont(ofSize: 16)])
            }
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                guard let divider else { return ASWrapperLayoutSpec(layoutElement: title) }
                divider.style.height = ASDimension(unit: .points, value: 1)
                return ASStackLayoutSpec(direction: .vertical, spacing: 8, justifyContent: .start, alignItems: .stretch, children: [title, divider])
            }
        }
        let row = SettingRow()
        row.showsDivider = true
        row
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(frames(of: session) == ["title 0 0 375 16", "divider 0 24 375 1"])
}

/// A block queued on a dispatch queue that stops with an error is cut short with a note, and the layout is drawn: the
/// statement that queued it has run (real corpus r132: a provider's cache update read a relay the paste did not fill).
@Test func aQueuedBlockThatFailsIsLeftOutWithANote() {
    let (session, outcome) = session(running: """
        let caption = ASTextNode()
        caption.attributedText = NSAttributedString(string: "Cached", attributes: [.font: UIFont.systemFont(ofSize: 14)])
        let worker = DispatchQueue(label: "cache.worker")
        worker.async {
            let cache: [String] = []
            caption.attributedText = NSAttributedString(string: cache[3])
        }
        ASWrapperLayoutSpec(layoutElement: caption)
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(frames(of: session) == ["caption 0 0 42 14"])
    #expect(outcome.notes.contains { $0.hasPrefix("a block queued with worker.async stopped with an error, so the layout "
        + "is drawn with what it set before it: index 3 is out of range") }, "\(outcome.notes)")
}

/// A size set on the style of an inset, overlay or background spec is said where it is set: Texture's three specs never
/// read their own style size, so the frames stay the child's (blind corpora c130 and c131: a badge's pill and an icon
/// circle were sized this way and came out as small as their text).
@Test func aSizeSetOnASpecThatIgnoresItIsSaid() {
    let (session, outcome) = session(running: """
        let count = ASTextNode()
        count.attributedText = NSAttributedString(string: "3", attributes: [.font: UIFont.boldSystemFont(ofSize: 12)])
        let circle = ASDisplayNode()
        let badge = ASBackgroundLayoutSpec(child: ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: count), background: circle)
        badge.style.preferredSize = CGSize(width: 24, height: 24)
        let padded = ASInsetLayoutSpec(insets: UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2), child: badge)
        padded.style.flexShrink = 1
        ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start, children: [padded])
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(frames(of: session) == ["circle 2 2 6 12", "count 2 2 6 12"])
    #expect(outcome.notes.contains("badge.style gives it a size, but an ASBackgroundLayoutSpec never reads its own "
        + "style size (Texture measures the spec as its child); set it on the child, or on an ASWrapperLayoutSpec around badge"),
            "\(outcome.notes)")
    #expect(!outcome.notes.contains { $0.hasPrefix("padded.style") })
}

/// A node whose `layout()` sets its frame by hand takes its subnodes with it: each is listed once, where the node's own
/// spec puts it in the new frame (real corpus r133: a chat bubble's text was listed twice).
@Test func aHandFramedNodesSubnodesAreListedOnce() {
    let (session, outcome) = session(running: """
        final class BubbleCell: ASCellNode {
            private let message = ASTextNode()
            private let bubble = ASDisplayNode()
            override init() {
                super.init()
                automaticallyManagesSubnodes = true
                message.attributedText = NSAttributedString(string: "See you at eight", attributes: [.font: UIFont.systemFont(ofSize: 16)])
                bubble.automaticallyManagesSubnodes = true
                bubble.layoutSpecBlock = { [weak self] _, _ in
                    guard let self = self else { return ASLayoutSpec() }
                    return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8), child: self.message)
                }
            }
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start, children: [bubble])
            }
            override func layout() {
                super.layout()
                bubble.frame = CGRect(x: 10, y: 0, width: 160, height: 32)
            }
        }
        let cell = BubbleCell()
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(frames(of: session) == ["bubble 10 0 160 32", "message 18 8 144 16"])
}

/// The specs a node's layout method builds and does not return (an empty `ASLayoutSpec()` reassigned, a stack made and
/// left unused) are that method's, never the drawing: the node the code made is drawn (real corpus r134: a profile
/// cell drew nothing, a notification cell drew the stack it threw away).
@Test(arguments: [
    """
    var spec = ASLayoutSpec()
    spec = ASStackLayoutSpec(direction: .horizontal, spacing: 8, justifyContent: .start, alignItems: .center, children: [icon])
    return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8), child: spec)
    """,
    """
    let row = ASStackLayoutSpec.horizontal()
    row.children = [icon]
    _ = ASStackLayoutSpec(direction: .vertical, spacing: 4, justifyContent: .start, alignItems: .end, children: [row])
    return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8), child: row)
    """,
])
func specsALayoutMethodDoesNotReturnAreNotDrawn(_ body: String) {
    let indented = body.split(separator: "\n").map { "        " + $0 }.joined(separator: "\n")
    let (session, outcome) = session(running: """
        final class MenuRow: ASCellNode {
            let icon = ASImageNode()
            override init() {
                super.init()
                automaticallyManagesSubnodes = true
                icon.style.preferredSize = CGSize(width: 40, height: 40)
            }
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        \(indented)
            }
        }
        let menu = MenuRow()
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(session.root.map { session.tree[$0].name } == "menu")
    #expect(frames(of: session) == ["icon 8 8 40 40"])
}

/// Nodes of a pasted class whose own `layoutSpecBlock` says `guard let self = self` take their names from where the code
/// holds them, not from `self` (blind corpus c135: a form's fields were called `self` and `self2`).
@Test func nodesAreNotNamedSelf() {
    let (session, outcome) = session(running: """
        final class Field: ASDisplayNode {
            let box = ASDisplayNode()
            override init() {
                super.init()
                automaticallyManagesSubnodes = true
                box.style.height = ASDimensionMake(20)
                layoutSpecBlock = { [weak self] _, _ in
                    guard let self = self else { return ASLayoutSpec() }
                    return ASWrapperLayoutSpec(layoutElement: self.box)
                }
            }
        }
        final class Form: ASDisplayNode {
            let fields = [Field(), Field()]
            override init() {
                super.init()
                automaticallyManagesSubnodes = true
            }
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                ASStackLayoutSpec(direction: .vertical, spacing: 10, justifyContent: .start, alignItems: .stretch, children: fields)
            }
        }
        let form = Form()
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(!frames(of: session).contains { $0.hasPrefix("self") }, "\(frames(of: session))")
    #expect(frames(of: session).count == 4)
}

/// A cell's `separatorInset`, which UIKit reads and Texture only stores, is zero until the code sets it, so a
/// separator inset by it lays out (real corpus r132: "expects a value of type UIEdgeInsets, got UIEdgeInsets").
@Test func aCellsSeparatorInsetReadsZeroUntilSet() {
    let (session, outcome) = session(running: """
        final class DividedCell: ASCellNode {
            let divider = ASDisplayNode()
            override init() {
                super.init()
                automaticallyManagesSubnodes = true
                divider.style.height = ASDimension(unit: .points, value: 1)
            }
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                ASInsetLayoutSpec(insets: separatorInset, child: divider)
            }
        }
        let cell = DividedCell()
        let inset = DividedCell()
        inset.separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
        ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .stretch, children: [cell, inset])
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(frames(of: session).filter { $0.hasPrefix("divider") } == ["divider 0 0 375 1", "divider2 16 1 359 1"])
}

/// Dispatch as Swift runs it (hostile round 8: `sync`, `asyncAfter`, groups, semaphores, work items and
/// `concurrentPerform` were skipped or dropped without a word): `sync` and `concurrentPerform` run before they return,
/// `async` blocks after the statement, then `asyncAfter` blocks by deadline and a group's `notify`.
@Test func dispatchRunsEveryBlockWhenSwiftWould() {
    let (session, outcome) = session(running: """
        var order: [String] = []
        let label = ASTextNode()
        let worker = DispatchQueue(label: "feed.worker")
        let group = DispatchGroup()
        let ready = DispatchSemaphore(value: 0)
        let item = DispatchWorkItem { order.append("item") }
        func load() {
            DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(500)) { order.append("late") }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
                order.append("early")
                label.attributedText = NSAttributedString(string: "Shown later")
                DispatchQueue.main.async { order.append("after early") }
            }
            group.enter()
            DispatchQueue.main.async { order.append("soon"); group.leave() }
            group.notify(queue: .main) { order.append("notified") }
            DispatchQueue.main.async(execute: item)
            ready.signal()
            _ = ready.wait(timeout: .now() + 1)
            let answer = worker.sync { () -> Int in order.append("sync"); return 42 }
            DispatchQueue.concurrentPerform(iterations: 2) { index in order.append("each \\(index)") }
            DispatchWorkItem { order.append("performed") }.perform()
            print(order, answer)
        }
        load()
        print(order)
        ASWrapperLayoutSpec(layoutElement: label)
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(!outcome.notes.contains { $0.contains("skipped") }, "\(outcome.notes)")
    #expect(outcome.printed == [
        #"["sync", "each 0", "each 1", "performed"] 42"#,
        #"["sync", "each 0", "each 1", "performed", "soon", "item", "notified", "early", "after early", "late"]"#,
    ])
    #expect(frames(of: session) == ["label 0 0 66 12"])
}

/// A size `calculateSizeThatFits(_:)` returns that layout cannot use is named by its values in the note (hostile
/// round 8: the note said "returned CGSize").
@Test func anUnusableMeasuredSizeIsNamedByItsValues() {
    let (_, outcome) = session(running: """
        final class GaugeNode: ASDisplayNode {
            override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
                CGSize(width: CGFloat.nan, height: -5)
            }
        }
        let gauge = GaugeNode()
        ASWrapperLayoutSpec(layoutElement: gauge)
        """)
    #expect(outcome.notes.contains("GaugeNode.calculateSizeThatFits(_:) returned nan×-5 for 375×inf, not a size layout "
        + "can use, so the node measures as the Texture class it extends"), "\(outcome.notes)")
}

/// A view controller made in code (`ASDKViewController(node:)`, Texture 2's `ASViewController(node:)`) is drawn as its
/// node at exactly the screen's size, as its view lays the node out (real corpus r140: three screens from one app were
/// laid out as cells, as tall as their content).
@Test func aViewControllerMadeInCodeLaysItsNodeOutAtTheScreensSize() {
    let (session, outcome) = session(running: """
        final class EmptyStateNode: ASDisplayNode {
            let icon = ASDisplayNode()
            override init() {
                super.init()
                automaticallyManagesSubnodes = true
                icon.style.preferredSize = CGSize(width: 100, height: 100)
            }
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: icon)
            }
        }
        let controller = ASDKViewController(node: EmptyStateNode())
        controller.title = "Inbox"
        controller.node.backgroundColor = .white
        let legacy = ASViewController(node: controller.node)
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(frames(of: session) == ["icon 137.5 283.5 100 100"])
    #expect(session.layout(scale: 2)?.size == Size(width: 375, height: 667))
}

/// A node made in another's init whose layout reads what the app sets after the init (`urls[0]`) waits for it, as
/// Texture lays nothing out in an init: drawn without its spec, with a note, and laid out once the code sets it (real
/// corpus r140: a feed cell stopped at "index 0 is out of range" while its init made the gallery).
@Test func aNodeMadeInAnInitWaitsForWhatItsLayoutReads() {
    var session = ScriptSession()
    let made = session.run("""
        final class GalleryNode: ASDisplayNode {
            var urls: [URL] = []
            let cover = ASNetworkImageNode()
            override init() {
                super.init()
                automaticallyManagesSubnodes = true
            }
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                cover.url = urls[0]
                cover.style.preferredSize = CGSize(width: 80, height: 60)
                return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4), child: cover)
            }
        }
        final class PostCell: ASCellNode {
            let gallery: GalleryNode
            override init() {
                gallery = GalleryNode()
                super.init()
                automaticallyManagesSubnodes = true
            }
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start,
                                  children: [gallery])
            }
        }
        let cell = PostCell()
        """)
    #expect(made.diagnostic == nil, "\(made.diagnostic?.description ?? "")")
    #expect(made.notes.contains { $0.hasPrefix("GalleryNode.layoutSpecThatFits(_:) stops until the code sets what it "
        + "reads, so gallery is drawn without its layout for now: index 0 is out of range") }, "\(made.notes)")
    #expect(frames(of: session) == ["gallery 0 0 0 0"])
    let filled = session.run(#"cell.gallery.urls = [URL(string: "https://example.com/a.jpg")!]"#)
    #expect(filled.diagnostic == nil, "\(filled.diagnostic?.description ?? "")")
    #expect(frames(of: session) == ["gallery 0 0 88 68", "cover 4 4 80 60"])
}

/// What a library adds to a class, read or set in pasted code, is the library's and not pasted: a theming library's
/// `node.theme`, YYText's `yy_font` on an attributed string, UIKit's `leftViewMode` on the app's text field subclass
/// are skipped or ignored with a note, where they stopped the paste (real corpus r140).
@Test func whatALibraryAddsToAClassIsSkippedInPastedCode() {
    let (session, outcome) = session(running: """
        extension UITextField {
            func padLeft(_ amount: CGFloat) { }
        }
        final class PaddedField: UITextField {
            let padding = UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 12)
        }
        final class CornerCell: ASCellNode {
            let corner = ASImageNode()
            let caption = ASTextNode()
            let field = PaddedField()
            override init() {
                super.init()
                automaticallyManagesSubnodes = true
                corner.theme.image { isLight in isLight ? UIImage(named: "corner-light") : UIImage(named: "corner-dark") }
                corner.style.preferredSize = CGSize(width: 20, height: 20)
                let styled = NSMutableAttributedString(string: "Kyoto")
                styled.yy_font = UIFont.systemFont(ofSize: 16)
                caption.attributedText = styled
                field.leftViewMode = .always
            }
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                ASStackLayoutSpec(direction: .horizontal, spacing: 8, justifyContent: .start, alignItems: .start,
                                  children: [corner, caption])
            }
        }
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(frames(of: session) == ["corner 0 0 20 20", "caption 28 0 30 12"])
    #expect(outcome.notes.contains { $0.hasPrefix("not in what you pasted, so skipped:") && $0.contains("ASImageNode.theme")
        && $0.contains("NSAttributedString.yy_font") }, "\(outcome.notes)")
}

/// A method of the paste's extension of NSAttributedString or String, called on a library's value that stands in
/// (`"Title".colored(with:)` of SwifterSwift), runs on the stand-in's text (real corpus r140: the 16 pt font the
/// pasted `applying(_:)` adds was dropped with the whole chain).
@Test func aPastedExtensionMethodRunsOnALibraryValuesStandIn() {
    let (session, outcome) = session(running: """
        extension NSAttributedString {
            func applying(_ attributes: [NSAttributedString.Key: Any]) -> NSAttributedString {
                let copy = NSMutableAttributedString(attributedString: self)
                copy.addAttributes(attributes, range: NSRange(location: 0, length: length))
                return copy
            }
        }
        let title = ASTextNode()
        title.attributedText = "About".colored(with: .black).applying([.font: UIFont.systemFont(ofSize: 16)])
        ASWrapperLayoutSpec(layoutElement: title)
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(!outcome.notes.contains { $0.contains("skipped") }, "\(outcome.notes)")
    #expect(frames(of: session) == ["title 0 0 40 16"])
}

/// A work item's block returns Void, as `DispatchWorkItem`'s `() -> Void` does: `perform()` on one whose last
/// expression gives a node (`rows.removeLast()`) leaves the drawing alone (it drew the removed node).
@Test func aWorkItemsBlockGivesNothingToDraw() {
    let (session, outcome) = session(running: """
        let first = ASDisplayNode()
        let second = ASDisplayNode()
        var rows: [ASLayoutElement] = [first, second]
        let stack = ASStackLayoutSpec.vertical()
        stack.children = rows
        stack
        DispatchWorkItem { rows.removeLast() }.perform()
        print(rows.count)
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(outcome.printed == ["1"])
    #expect(session.root.map { session.tree[$0].name } == "stack")
}

/// A class whose optional is of its own class (`var other: Mutual?`) gets one stand-in for it, which gets none of its
/// own at the layouts that follow: they nested one level deeper at each layout (hostile input: two such nodes took 34 s
/// of stand-ins measuring each other).
@Test func standInsOfAClassesOwnOptionalDoNotNestAtEachLayout() {
    let source = """
        final class Mutual: ASDisplayNode {
            var other: Mutual?
            override func calculateSizeThatFits(_ c: CGSize) -> CGSize {
                if let o = other { return o.calculateSizeThatFits(c) }
                return CGSize(width: 5, height: 5)
            }
        }
        let x = Mutual()
        x.style.flexGrow = 1
        x.style.flexShrink = 1
        x.style.flexBasis = ASDimensionMake(10)
        x
        """
    var session = ScriptSession()
    _ = session.run(source)
    let elements = session.tree.count
    for _ in 0..<4 { _ = session.run("x.style.spacingBefore = 1") }
    #expect(session.tree.count == elements)
    #expect(frames(of: session) == [])
}

/// The nodes a lazy property made during the first layout are the property's from then on: laid out again (its method
/// reads the range it is given, and the code changes the node after), they keep the names the code gives them
/// (blind corpus c142: the overlay's buttons were listed as `standIn1`, `standIn8`).
@Test func nodesALazyPropertyMadeInTheLayoutKeepTheirNamesWhenLaidOutAgain() {
    let (session, outcome) = session(running: """
        final class BarNode: ASDisplayNode {
            private lazy var buttons: [ASButtonNode] = [makeButton("Like"), makeButton("Share")]
            private func makeButton(_ title: String) -> ASButtonNode {
                let button = ASButtonNode()
                button.setTitle(title, with: .systemFont(ofSize: 12), with: .white, for: .normal)
                return button
            }
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                let row = ASStackLayoutSpec(direction: .horizontal, spacing: 8, justifyContent: .start,
                                            alignItems: .center, children: buttons)
                row.style.height = ASDimensionMake(constrainedSize.max.height * 0.5)
                return ASWrapperLayoutSpec(layoutElement: row)
            }
        }
        let bar = BarNode()
        bar.style.height = ASDimensionMake(40)
        bar
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(frames(of: session).filter { !$0.contains("titleNode") && !$0.hasPrefix("row") }
        == ["button 0 14 24 12", "button2 32 14 30 12"])
}

/// In a pasted class, which compiled in its app, a spec's method Texture lacks is an extension's (ASDKFluentExtensions'
/// `withSpacing(_:)`), skipped with a note, though it is three letters from `lineSpacing` (real corpus r140); typed
/// at the top level, the same name is the error that suggests `lineSpacing`. A layout that is the result of such
/// calls says they are not Texture's.
@Test func aSpecMethodTextureLacksIsAnExtensionsInPastedClasses() {
    let (session, outcome) = session(running: """
        final class CommentNode: ASDisplayNode {
            let body = ASDisplayNode()
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                body.style.preferredSize = CGSize(width: 20, height: 20)
                let stack = ASStackLayoutSpec.vertical()
                stack.withSpacing(4)
                stack.children = [body]
                return stack
            }
        }
        CommentNode()
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(outcome.notes.contains { $0.contains("ASStackLayoutSpec.withSpacing(…)") }, "\(outcome.notes)")
    #expect(frames(of: session).contains("body 0 0 20 20"))

    let (_, typed) = LayoutScriptTests.session(running: """
        let stack = ASStackLayoutSpec.vertical()
        stack.withSpacing(4)
        """)
    #expect(typed.diagnostic?.message.contains("did you mean 'lineSpacing'") == true)

    let (_, chained) = LayoutScriptTests.session(running: """
        final class Bubble: ASDisplayNode {
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                return ASStackLayoutSpec.vertical().withSpacing(4).withChildren([])
            }
        }
        Bubble()
        """)
    #expect(chained.diagnostic?.message.contains("withSpacing(…).withChildren(…) is not Texture's but an extension's")
        == true, "\(chained.diagnostic?.message ?? "")")
}

/// `super.init(node: .init())` in a subclass of `ASDKViewController<ScreenNode>` makes the node class the superclass
/// names, laid out at the screen's size (real corpus r142: a sign-up screen drew its node in the cell container).
@Test func aControllersImplicitInitMakesTheNodeClassItNames() {
    let (session, outcome) = session(running: """
        final class ScreenNode: ASDisplayNode {
            let box = ASDisplayNode()
            override init() {
                super.init()
                automaticallyManagesSubnodes = true
                box.style.preferredSize = CGSize(width: 100, height: 100)
            }
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: box)
            }
        }
        class ScreenController: ASDKViewController<ScreenNode> {
            override init() {
                super.init(node: .init())
            }
            required init?(coder aDecoder: NSCoder) { fatalError() }
        }
        let controller = ScreenController()
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(frames(of: session).contains("box 137.5 283.5 100 100"), "\(frames(of: session))")
}

/// A static method of an app's extension of a UIKit type reads the type's statics without its name, as Swift's
/// implicit `Self.` does (`main` in `extension UIScreen`; real corpus r142: every size derived from the screen width
/// was a stand-in's).
@Test func aStaticInAnExtensionOfAUIKitTypeReadsItsStaticsUnqualified() {
    let (session, outcome) = session(running: """
        extension UIScreen {
            static func halfWidth() -> CGFloat {
                return main.bounds.size.width / 2
            }
        }
        let box = ASDisplayNode()
        box.style.preferredSize = CGSize(width: UIScreen.halfWidth(), height: 20)
        ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [box])
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(!outcome.notes.contains { $0.contains("stand-in") }, "\(outcome.notes)")
    #expect(frames(of: session) == ["box 0 0 187.5 20"])
}

/// Nodes of a lazy property of a node a lazy property holds keep their names when the outer node is laid out again
/// (real corpus r142: a video cell's title and buttons were listed as `standIn1`, `standIn8`…).
@Test func nodesOfANodeALazyPropertyHoldsKeepTheirNames() {
    let (session, outcome) = session(running: """
        class Content: ASDisplayNode {
            lazy var titleNode = ASTextNode()
            override init() { super.init(); automaticallyManagesSubnodes = true }
            func configure(title: String) {
                titleNode.attributedText = NSAttributedString(string: title)
            }
            override func layoutSpecThatFits(_ c: ASSizeRange) -> ASLayoutSpec {
                ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start,
                                  children: [titleNode])
            }
        }
        class Cell: ASCellNode {
            lazy var content = Content()
            override init() { super.init(); automaticallyManagesSubnodes = true }
            func configure(title: String) { content.configure(title: title) }
            override func layoutSpecThatFits(_ c: ASSizeRange) -> ASLayoutSpec {
                ASInsetLayoutSpec(insets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10), child: content)
            }
        }
        let cell = Cell()
        cell.configure(title: "Hello")
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(frames(of: session) == ["content 10 10 30 12", "titleNode 10 10 30 12"])
}

/// The app's own `struct Character` shadows Swift's, as in Swift: made with its memberwise initializer, not a stand-in
/// (real corpus r142: a character cell laid out placeholder texts).
@Test func anAppTypeNamedAsSwiftsCharacterIsTheApps() {
    let (session, outcome) = session(running: """
        struct Character { let name: String?; let appearance: [Int]? }
        let walter = Character(name: "Walter White", appearance: [1, 2, 3])
        let text = ASTextNode()
        text.attributedText = NSAttributedString(string: "\\(walter.appearance ?? []) \\(walter.name ?? "")",
                                                 attributes: [.font: UIFont.systemFont(ofSize: 10)])
        print(walter)
        ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [text])
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(outcome.printed == [#"Character(name: Optional("Walter White"), appearance: Optional([1, 2, 3]))"#])
    #expect(frames(of: session) == ["text 0 0 110 10"])
}

/// `onNext(_:)` on RxCocoa-Texture's binder sets the node's property at once, as binding a stream to it does (real
/// corpus r142: a repository cell's title and subtitle stayed empty).
@Test func onNextOnANodesBinderSetsItsProperty() {
    let (session, outcome) = session(running: """
        let titleNode = ASTextNode()
        titleNode.rx.text([.font: UIFont.boldSystemFont(ofSize: 18)]).onNext("username")
        ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start,
                          children: [titleNode])
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(frames(of: session) == ["titleNode 0 0 72 18"])
}

/// A back-reference the parent's init sets (`child.parent = self`) is there when the child lays out: a node made
/// during another's init waits for that init rather than taking a stand-in for the optional, the parent keeps the
/// name the code gives it, and, held only by its own child, it is still the drawing (hostile round 8, #10).
@Test func aBackReferenceSetInTheParentsInitIsThereWhenTheChildLaysOut() {
    let (session, outcome) = session(running: """
        final class ParentNode: ASDisplayNode {
            let title = ASTextNode()
            let child = ChildNode()
            let more = ASButtonNode()
            override init() {
                super.init()
                automaticallyManagesSubnodes = true
                title.attributedText = NSAttributedString(string: "Parent")
                more.style.preferredSize = CGSize(width: 10, height: 10)
                child.parent = self
            }
            override func layoutSpecThatFits(_ c: ASSizeRange) -> ASLayoutSpec {
                ASStackLayoutSpec(direction: .vertical, spacing: 2, justifyContent: .start, alignItems: .start,
                                  children: [title, child])
            }
        }
        final class ChildNode: ASDisplayNode {
            weak var parent: ParentNode?
            let label = ASTextNode()
            override init() { super.init(); automaticallyManagesSubnodes = true }
            override func layoutSpecThatFits(_ c: ASSizeRange) -> ASLayoutSpec {
                var kids: [ASLayoutElement] = [label]
                if let p = parent { kids.append(p.more) }
                return ASStackLayoutSpec(direction: .horizontal, spacing: 2, justifyContent: .start, alignItems: .start,
                                         children: kids)
            }
        }
        let p = ParentNode()
        print(p.child.parent === p)
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(outcome.printed == ["true"])
    #expect(!outcome.notes.contains { $0.contains("a new ParentNode") }, "\(outcome.notes)")
    #expect(session.root.map { session.tree[$0].name } == "p")
    #expect(frames(of: session) == ["title 0 0 36 12", "child 0 14 12 12", "label 0 14 0 12", "more 2 14 10 10"])
}

/// A budget a self-measuring node's `calculateSizeThatFits(_:)` runs out of as the layout after a statement measures
/// it again is reported as called from that statement, not from the method's own declaration (hostile round 8, #11).
@Test func aBudgetRunOutInAMeasureIsCalledFromTheStatementThatLaidItOut() {
    var session = ScriptSession()
    let made = session.run("""
        final class Cell: ASDisplayNode {
            var rows = 1
            override func calculateSizeThatFits(_ c: CGSize) -> CGSize {
                var i = 0
                while i < rows { i += 1 }
                return CGSize(width: 10, height: CGFloat(rows))
            }
        }
        let cell = Cell()
        """)
    #expect(made.diagnostic == nil, "\(made.diagnostic?.description ?? "")")
    let changed = session.run("cell.rows = 20000")
    #expect(changed.diagnostic?.message.hasPrefix("the loops of this statement ran more than 10000 times") == true,
            "\(changed.diagnostic?.description ?? "")")
    #expect(changed.diagnostic?.line == 5)
    #expect(changed.diagnostic?.callSites.map(\.line) == [1], "\(changed.diagnostic?.description ?? "")")
}

/// The blocks a statement queues and the loop that queues them count against budgets of their own, and a map over a
/// range runs its closure as often as the closures' budget allows (hostile round 8, #13).
@Test func queuedBlocksAndMapsOverRangesHaveTheirOwnBudgets() {
    let (_, outcome) = session(running: """
        var c = 0
        for _ in 0..<6000 { DispatchQueue.main.async { c += 1 } }
        let doubled = (0..<15000).map { $0 * 2 }
        print(doubled.count)
        DispatchQueue.main.async { print(c) }
        ASDisplayNode()
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(outcome.printed == ["15000", "6000"])
}

/// A node's Texture method read as a value is the function that calls it on that node, as Swift binds it
/// (`rows.forEach(container.addSubnode)`; real corpus r144: it stopped at the top level and was skipped in a class).
@Test func aNodesMethodPassedAsAFunctionCallsItOnTheNode() {
    let (session, outcome) = session(running: """
        let container = ASDisplayNode()
        let rows = [ASDisplayNode(), ASDisplayNode()]
        rows.forEach { $0.style.preferredSize = CGSize(width: 100, height: 20) }
        rows.forEach(container.addSubnode)
        print(container.subnodes.count)
        container.layoutSpecBlock = { _, _ in
            ASStackLayoutSpec(direction: .vertical, spacing: 4, justifyContent: .start, alignItems: .start, children: rows)
        }
        container
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(outcome.printed == ["2"])
    #expect(frames(of: session).count == 2)
}

/// A row class that only the data source of a drawn controller's table makes, for rows it does not have yet, is drawn
/// on its own below the screen, as any pasted class the code does not make is (real corpus r144: its nodes had no
/// frame and no note named it).
@Test func aRowClassOnlyATablesDataSourceMakesIsDrawnBelow() {
    let (_, outcome) = session(running: """
        class ScreenNode: ASDisplayNode {
            let tableNode = ASTableNode(style: .plain)
            override init() { super.init(); automaticallyManagesSubnodes = true }
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                ASWrapperLayoutSpec(layoutElement: tableNode)
            }
        }
        class RowNode: ASCellNode {
            let titleNode = ASTextNode()
            override init() {
                super.init()
                automaticallyManagesSubnodes = true
                titleNode.attributedText = NSAttributedString(string: "Row title")
            }
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                ASInsetLayoutSpec(insets: UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16), child: titleNode)
            }
        }
        class ListController: ASDKViewController<ScreenNode>, ASTableDataSource {
            var items: [String] = []
            override init() {
                super.init(node: ScreenNode())
                node.tableNode.dataSource = self
            }
            required init?(coder aDecoder: NSCoder) { fatalError() }
            func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int { items.count }
            func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
                return { RowNode() }
            }
        }
        let controller = ListController()
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(outcome.notes.contains { $0.hasPrefix("also pasted: RowNode()") }, "\(outcome.notes)")
}

/// `print(constrainedSize)` shows the range as Swift prints the imported C struct, its sizes as CGSize's debug
/// description (real corpus r144: it printed only "ASSizeRange").
@Test func aSizeRangePrintsItsSizes() {
    let (_, outcome) = session(running: """
        let range = ASSizeRange(min: CGSize(width: 0, height: 10), max: CGSize(width: 375, height: CGFloat.infinity))
        print(range)
        ASDisplayNode()
        """)
    #expect(outcome.printed == ["ASSizeRange(min: (0.0, 10.0), max: (375.0, inf))"])
}

/// `onNext(_:)` on the app's own binder, a property of its `extension Reactive where Base: …` that returns a node's
/// binder, delivers to that binder with `base` the node, the extension's names in scope (real corpus r142: a
/// repository cell set its texts so).
@Test func onNextOnAnAppsReactivePropertyDeliversToTheBinderItReturns() {
    let (session, outcome) = session(running: """
        final class InfoNode: ASDisplayNode {
            struct Const { static let titleAttributes: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 18)] }
            lazy var titleNode: ASTextNode = { let node = ASTextNode(); node.maximumNumberOfLines = 1; return node }()
            override init() { super.init(); automaticallyManagesSubnodes = true }
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start,
                                  children: [titleNode])
            }
        }
        extension Reactive where Base: InfoNode {
            typealias Const = InfoNode.Const
            var title: ASBinder<String?> { return base.titleNode.rx.text(Const.titleAttributes) }
        }
        final class Cell: ASCellNode {
            let infoNode = InfoNode()
            init(name: String?) {
                super.init()
                automaticallyManagesSubnodes = true
                infoNode.rx.title.onNext(name)
            }
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                ASInsetLayoutSpec(insets: .zero, child: infoNode)
            }
        }
        let cell = Cell(name: "username")
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(frames(of: session).contains("titleNode 0 0 72 18"), "\(frames(of: session))")
    // The value reached the binder, so the reactive extension is not reported as ignored.
    #expect(!outcome.notes.joined().contains("targets and actions"), "\(outcome.notes)")
}

/// A bare call in the app's extension of a UIKit type is that type's own method (`getRed(_:green:blue:alpha:)` of
/// UIColor), which no paste could supply: reported as ignored with the type's settings, never as code to paste (real
/// corpus r144: a Pokémon app's contrasting text colour).
@Test func aUIKitTypesOwnMethodCalledInItsExtensionIsNotCodeToPaste() {
    let (session, outcome) = session(running: """
        extension UIColor {
            var isDark: Bool {
                var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
                getRed(&r, green: &g, blue: &b, alpha: &a)
                return 0.2126 * r + 0.7152 * g + 0.0722 * b < 0.5
            }
        }
        let title = ASTextNode()
        let tint: UIColor = UIColor.systemBlue.isDark ? .white : .black
        title.attributedText = NSAttributedString(string: "Dark", attributes: [.foregroundColor: tint])
        ASInsetLayoutSpec(insets: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8), child: title)
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(frames(of: session) == ["title 8 8 24 12"])
    #expect(!outcome.notes.joined().contains("getRed"), "\(outcome.notes)")
    #expect(outcome.notes.contains { $0.contains("colours") }, "\(outcome.notes)")
}

/// CoreLocation's and CoreFoundation's typealiases of Double hold a literal as a Double, as Swift types it: a place
/// card's distance divides without truncating and goes where a Double is expected (blind corpus c150: a map card).
@Test func coreLocationDistancesAreDoubles() {
    let (_, outcome) = session(running: """
        let distance: CLLocationDistance = 350
        let heading: CLLocationDirection = 45
        let elapsed: CFTimeInterval = 3
        print(distance / 1000, heading / 2, elapsed / 2)
        let label = ASTextNode()
        label.attributedText = NSAttributedString(string: String(format: "%.1f km", distance / 1000))
        label
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(outcome.printed == ["0.35 22.5 1.5"])
}

/// The app's subclass of a UIKit class has what it inherits from UIKit: its properties read and set and its methods
/// called as the UIKit class's own are (real corpus r150: a flow layout's `footerReferenceSize`, a play view pinned
/// with `centerXAnchor`), while its own stored properties keep their values.
@Test func anAppSubclassOfAUIKitClassHasWhatItInherits() {
    let (session, outcome) = session(running: """
        final class ColumnsLayout: UICollectionViewFlowLayout {
            let columns: Int
            init(columns: Int) {
                self.columns = columns
                super.init()
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        final class PlayView: UIView {
            var isPlaying = false
        }
        let layout = ColumnsLayout(columns: 3)
        layout.footerReferenceSize.height = 40
        layout.invalidateLayout()
        let playView = PlayView(frame: .zero)
        playView.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([playView.centerXAnchor.constraint(equalTo: playView.centerXAnchor)])
        playView.layoutIfNeeded()
        print(layout.columns, playView.isPlaying)
        let grid = ASCollectionNode(collectionViewLayout: layout)
        grid.style.preferredSize = CGSize(width: 300, height: 200)
        ASWrapperLayoutSpec(layoutElement: grid)
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(outcome.printed == ["3 false"])
    #expect(frames(of: session) == ["grid 0 0 300 200"])
}

/// `UIFont()`, NSObject's init, which an app stores and replaces before use, is a font (real corpus r150: a tab item).
@Test func aFontMadeWithNoArgumentsIsAFont() {
    let (_, outcome) = session(running: """
        var font = UIFont()
        print(font.pointSize)
        font = .systemFont(ofSize: 15)
        print(font.pointSize)
        ASDisplayNode()
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(outcome.printed == ["12.0", "15.0"])
}

/// A UIKit control whose size UIKit fixes (UISwitch's 51 × 31, UIStepper's 94 × 32) reads that size, so the node that
/// hosts it is sized as the app shows it, and `sizeToFit()` is UIKit's, not code to paste (real corpus r150: a
/// settings row).
@Test func aSwitchRowSizesItsControlNodeFromTheSwitch() {
    let (session, outcome) = session(running: """
        final class ToggleRowNode: ASCellNode {
            let titleNode = ASTextNode()
            let toggleNode = ASDisplayNode(viewBlock: { UISwitch() })
            let stepperNode = ASDisplayNode(viewBlock: { UIStepper() })
            override init() {
                super.init()
                automaticallyManagesSubnodes = true
                titleNode.attributedText = NSAttributedString(string: "Alerts",
                                                              attributes: [.font: UIFont.systemFont(ofSize: 16)])
                let toggle = UISwitch()
                toggle.sizeToFit()
                toggleNode.style.preferredSize = toggle.bounds.size
                stepperNode.style.preferredSize = UIStepper().intrinsicContentSize
            }
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                let spacer = ASLayoutSpec()
                spacer.style.flexGrow = 1
                return ASStackLayoutSpec(direction: .horizontal, spacing: 8, justifyContent: .start,
                                         alignItems: .center, children: [titleNode, spacer, stepperNode, toggleNode])
            }
        }
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(frames(of: session) == ["titleNode 0 8 48 16", "stepperNode 64 0 94 32", "toggleNode 166 0.5 51 31"],
            "\(frames(of: session))")
    #expect(!outcome.notes.joined().contains("skipped"), "\(outcome.notes)")
}

/// The length of an app text that stands in as its own name is that name's length, so a layout that tests it agrees
/// with the text it draws (real corpus r150: a chat bubble that counts its message's characters).
@Test func anAppTextsCountIsItsStandInsLength() {
    let (_, outcome) = session(running: """
        let bubble = ASTextNode()
        bubble.attributedText = NSAttributedString(string: msg.message)
        let isLong = msg.message.count > 5
        print(isLong)
        bubble
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(outcome.notes.contains { $0.contains("msg.message.count = 7, its text's length") }, "\(outcome.notes)")
    #expect(outcome.printed == ["true"])
}

/// A node's content the layout reads before the class sets it stands in as the node's name, with a note that the app
/// sets it, unless the code below the class then sets it (real corpus r152: a settings cell filled after it is made).
@Test func contentSetBelowTheClassIsNotSaidToBeTheApps() {
    let source = """
        final class SettingCellNode: ASCellNode {
            let titleNode = ASTextNode()
            let valueNode = ASTextNode()
            override init() {
                super.init()
                automaticallyManagesSubnodes = true
            }
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                let spacer = ASLayoutSpec()
                spacer.style.flexGrow = 1
                let texts: [ASLayoutElement] = titleNode.attributedText == nil ? [] : [titleNode]
                return ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .center,
                                         children: texts + [spacer, valueNode])
            }
        }
        let cell = SettingCellNode()
        """
    let (_, madeOutcome) = session(running: source)
    #expect(madeOutcome.notes.contains { $0.hasPrefix("read by the layout, set by nothing pasted") }, "\(madeOutcome.notes)")
    let (filled, filledOutcome) = session(running: source + """

        cell.titleNode.attributedText = NSAttributedString(string: "Ringtone")
        cell.valueNode.attributedText = NSAttributedString(string: "Chime")
        cell
        """)
    #expect(filledOutcome.diagnostic == nil, "\(filledOutcome.diagnostic?.description ?? "")")
    #expect(!filledOutcome.notes.contains { $0.hasPrefix("read by the layout, set by nothing pasted") },
            "\(filledOutcome.notes)")
    #expect(frames(of: filled) == ["titleNode 0 0 48 12", "valueNode 48 0 30 12"], "\(frames(of: filled))")
}

/// A frame set by hand that UIKit could not draw is an error at the assignment, wherever it is set, and a node has
/// no `center` of its own (its view's `center` is its `position`).
@Test(arguments: [
    ("banner.frame = CGRect(x: 0, y: 0, width: -1, height: 10)", "a frame needs finite numbers and a size of 0 or more"),
    ("banner.view.center = CGPoint(x: CGFloat.infinity, y: 0)", "a frame needs finite numbers and a size of 0 or more"),
    ("banner.center = CGPoint(x: 10, y: 10)", "ASDisplayNode has no property 'center'"),
])
func aHandSetFrameUIKitCannotDrawIsAnError(_ line: String, _ message: String) throws {
    let (_, outcome) = session(running: """
        let banner = ASDisplayNode()
        \(line)
        banner
        """)
    let diagnostic = try #require(outcome.diagnostic)
    #expect(diagnostic.message.contains(message), "\(diagnostic.message)")
    #expect(diagnostic.line == 2)
}
