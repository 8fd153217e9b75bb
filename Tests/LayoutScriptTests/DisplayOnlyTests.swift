import LayoutScript
import Testing
import TextureLayout

/// Display-only UIKit code from real cells: each script must run without an error, lay out as if the display-only
/// lines were not there, and name the kinds it ignored.
struct DisplayOnlyFixture: CustomTestStringConvertible, Sendable {
    let name: String
    let script: String
    /// The kinds the one note must name.
    let kinds: [DisplayKind]
    var testDescription: String { name }
}

let displayOnlyFixtures: [DisplayOnlyFixture] = [
    DisplayOnlyFixture(name: "UIColor initializers, statics, methods and an app's own UIColor(hex:)", script: """
        a.backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        a.backgroundColor = UIColor(white: 0.9, alpha: 1)
        a.backgroundColor = UIColor(hex: "#ff0000")
        a.backgroundColor = UIColor.systemBlue.withAlphaComponent(0.5)
        a.backgroundColor = .white
        a.tintColor = .systemRed
        let c: UIColor = .black
        a.borderColor = UIColor.black.cgColor
        """, kinds: [.colours]),
    DisplayOnlyFixture(name: "borders, corners and shadows on the node and its layer", script: """
        a.cornerRadius = 8
        a.borderWidth = 1
        a.layer.cornerRadius = 8
        a.layer.masksToBounds = true
        a.shadowOffset = CGSize(width: 0, height: 2)
        a.shadowOpacity = 0.3
        a.layer.shadowColor = UIColor.black.cgColor
        """, kinds: [.borders, .shadows, .viewAndLayer, .colours]),
    DisplayOnlyFixture(name: "content mode, clipping, alpha and hiding", script: """
        a.contentMode = .scaleAspectFill
        a.contentMode = UIView.ContentMode.center
        a.clipsToBounds = true
        a.alpha = 0.5
        a.isHidden = false
        """, kinds: [.contentMode, .visibility, .viewAndLayer]),
    DisplayOnlyFixture(name: "targets, gestures and the view", script: """
        a.addTarget(self, action: #selector(didTap), forControlEvents: .touchUpInside)
        a.sendActions(forControlEvents: .touchUpInside, with: nil)
        let tap = UITapGestureRecognizer(target: self, action: #selector(handleTap(_:)))
        a.view.addGestureRecognizer(tap)
        a.view.isUserInteractionEnabled = true
        """, kinds: [.targets, .gestures, .viewAndLayer]),
    DisplayOnlyFixture(name: "accessibility, placeholders and delegates", script: """
        a.accessibilityLabel = "Avatar"
        a.isAccessibilityElement = true
        a.accessibilityTraits = .button
        a.placeholderEnabled = true
        a.placeholderColor = .lightGray
        let t = ASTextNode()
        t.delegate = self
        """, kinds: [.accessibility, .placeholders, .delegates, .colours]),
    DisplayOnlyFixture(name: "transforms on the node and its view", script: """
        a.transform = CATransform3DMakeScale(0.9, 0.9, 1)
        a.transform = CATransform3DIdentity
        a.view.transform = CGAffineTransform(scaleX: 2, y: 2)
        """, kinds: [.transforms, .viewAndLayer]),
    // ASImageNode.h: crop, forced backing size and modification block change the bitmap, not the node's size.
    DisplayOnlyFixture(name: "image node drawing options", script: """
        a.isCropEnabled = false
        a.cropRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)
        a.setCropEnabled(true, recropImmediately: false, inBounds: .zero)
        a.forceUpscaling = true
        a.forcedSize = CGSize(width: 80, height: 80)
        a.imageModificationBlock = { image in image }
        a.imageModificationBlock = ASImageNodeRoundBorderModificationBlock(1, .white)
        """, kinds: [.contentMode, .rendering]),
    // ASDisplayNode.h and ASDisplayNode+Beta.h: drawing hooks, rasterization and loading callbacks, never run.
    DisplayOnlyFixture(name: "rendering hooks, rasterization and onDidLoad", script: """
        a.shouldRasterizeDescendants = true
        a.enableSubtreeRasterization()
        a.willDisplayNodeContentWithRenderingContext = { context, parameters in
            UIBezierPath(roundedRect: context.boundingBoxOfClipPath, cornerRadius: 10).addClip()
        }
        a.didDisplayNodeContentWithRenderingContext = nil
        a.displaysAsynchronously = false
        a.isLayerBacked = true
        a.onDidLoad { node in node.view.layer.cornerRadius = 4 }
        a.onDidLoad({ $0.view.clipsToBounds = true })
        a.transitionLayout(withAnimation: true, shouldMeasureAsync: false, measurementCompletion: nil)
        let loaded = a.isNodeLoaded
        """, kinds: [.rendering, .viewAndLayer]),
    DisplayOnlyFixture(name: "placeholders, hit-test slop and the control states an image node inherits", script: """
        a.placeholderEnabled = true
        a.placeholderFadeDuration = 0.2
        a.hitTestSlop = UIEdgeInsets(top: -8, left: -8, bottom: -8, right: -8)
        a.isEnabled = false
        """, kinds: [.placeholders, .interaction]),
    DisplayOnlyFixture(name: "network and multiplex image loading", script: """
        let photo = ASNetworkImageNode()
        photo.shouldRetryImageDownload = true
        photo.shouldCacheImage = false
        photo.shouldRenderProgressImages = false
        photo.URLs = [URL(string: "https://example.com/a.png")!]
        photo.url = URL(string: "https://example.com/b.png")
        photo.setURL(nil, resetToDefault: true)
        photo.delegate = self
        let multi = ASMultiplexImageNode()
        multi.shouldRetryImageDownload = false
        multi.dataSource = self
        multi.reloadImageIdentifierSources()
        """, kinds: [.loading, .delegates]),
    DisplayOnlyFixture(name: "collection and table node scrolling settings", script: """
        let list = ASCollectionNode(collectionViewLayout: UICollectionViewFlowLayout())
        list.showsVerticalScrollIndicator = false
        list.showsHorizontalScrollIndicator = false
        list.alwaysBounceVertical = true
        list.contentInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
        list.leadingScreensForBatching = 2
        list.reloadData()
        let table = ASTableNode(style: .plain)
        table.view.showsVerticalScrollIndicator = false
        table.automaticallyAdjustsContentOffset = true
        """, kinds: [.loading, .viewAndLayer, .interaction]),
    DisplayOnlyFixture(name: "cell accessory and selection, and a map's live view", script: """
        let cell = ASCellNode()
        cell.accessoryType = .disclosureIndicator
        cell.selectionStyle = .none
        cell.neverShowPlaceholders = true
        cell.separatorInset = .zero
        let map = ASMapNode()
        map.mapView?.showsUserLocation = true
        map.isLiveMap = true
        """, kinds: [.viewAndLayer, .interaction, .placeholders]),
]

@Test(arguments: displayOnlyFixtures)
func displayOnlyCodeIsAcceptedAndNamedOnce(_ fixture: DisplayOnlyFixture) {
    let setup = "let a = ASImageNode()\na.style.preferredSize = CGSize(width: 40, height: 30)\n"
    var session = ScriptSession()
    let outcome = session.run(setup + fixture.script + "\nASWrapperLayoutSpec(layoutElement: a)")
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(frames(of: session) == ["a 0 0 40 30"])
    let notes = outcome.notes.filter { $0.contains("ignored") }
    #expect(notes.count == 1)
    for kind in fixture.kinds {
        #expect(notes.first?.contains(kind.rawValue) == true, "\(kind.rawValue) missing from \(notes)")
    }
    // Said once per session: the same code again adds no note.
    #expect(session.run(fixture.script).notes.isEmpty)
}

@Test func anotherKindLaterIsNamedOnItsOwn() {
    var session = ScriptSession()
    _ = session.run("let a = ASDisplayNode()\na.backgroundColor = .red")
    let later = session.run("a.backgroundColor = .blue\na.cornerRadius = 3")
    #expect(later.notes == ["accepted and ignored, as Texture's layout does not read them: borders and corner radius"])
}

/// Inside a pasted node subclass, `view`, `layer` and `backgroundColor` are the node's own, read without `self.`.
@Test func bareDisplayOnlyMembersOfThePastedNodeAreIgnored() {
    let (session, outcome) = session(running: """
        class Card: ASCellNode {
            let a = ASDisplayNode()
            override init() {
                super.init()
                view.layer.cornerRadius = 4
                layer.borderWidth = 1
                backgroundColor = .white
                a.style.preferredSize = CGSize(width: 10, height: 10)
            }
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                return ASWrapperLayoutSpec(layoutElement: a)
            }
        }
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(outcome.notes.contains { $0.contains("colours, view and layer configuration") })
    #expect(session.tree.lastElement(named: "a") != nil)
}

@Test func unknownMethodsOfNodesAreStillErrors() {
    var session = ScriptSession()
    let outcome = session.run("let a = ASDisplayNode()\na.addTargt(self, action: nil, forControlEvents: .touchUpInside)")
    #expect(outcome.diagnostic?.message.contains("did you mean 'addTarget'") == true)
}

/// ASTableNode.h declares no scroll indicators (a table node's are its view's): the name is an error, not accepted.
@Test func membersTextureDoesNotDeclareAreStillErrors() {
    var session = ScriptSession()
    let outcome = session.run("let t = ASTableNode()\nt.showsVerticalScrollIndicator = false")
    #expect(outcome.diagnostic?.message.contains("ASTableNode has no property 'showsVerticalScrollIndicator'") == true,
            "\(outcome.diagnostic?.message ?? "no error")")
}

/// ASMapNode's `mapView` is nil until a live map loads, as on a device before the node is loaded.
@Test func aMapNodesLiveViewIsNil() {
    var session = ScriptSession()
    let outcome = session.run("let map = ASMapNode()\nprint(map.mapView == nil)\nmap.mapView?.isZoomEnabled = false")
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(outcome.printed == ["true"])
}

/// A pasted cell subclass sets the cell's table settings without `self.`.
@Test func bareCellSettingsOfThePastedCellAreIgnored() {
    let (session, outcome) = session(running: """
        class Row: ASCellNode {
            let title = ASTextNode()
            override init() {
                super.init()
                accessoryType = .disclosureIndicator
                selectionStyle = .none
                self.separatorInset = .zero
                title.attributedText = NSAttributedString(string: "Settings")
            }
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                ASInsetLayoutSpec(insets: UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16), child: title)
            }
        }
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(outcome.notes.contains { $0.contains("view and layer configuration, interaction settings") })
    #expect(frames(of: session) == ["title 16 8 48 12"])
}

/// A pasted image node subclass sets ASImageNode's drawing options without `self.`.
@Test func bareImageNodeOptionsOfThePastedSubclassAreIgnored() {
    let (session, outcome) = session(running: """
        class Avatar: ASImageNode {
            override init() {
                super.init()
                imageModificationBlock = ASImageNodeRoundBorderModificationBlock(0, nil)
                isCropEnabled = false
                forcedSize = CGSize(width: 10, height: 10)
                style.preferredSize = CGSize(width: 30, height: 30)
            }
        }
        let avatar = Avatar()
        ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start, children: [avatar])
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(outcome.notes.contains { $0.contains("content mode and clipping, rendering and node settings") })
    #expect(frames(of: session) == ["avatar 0 0 30 30"])
}
