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
    #expect(later.notes == ["accepted and ignored, as Texture's layout does not read them: borders and corner radius "
        + "(said once per session)"])
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
