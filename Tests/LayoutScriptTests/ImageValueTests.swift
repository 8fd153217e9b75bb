import LayoutScript
import Testing
import TextureLayout

/// Image sizes as the interpreter resolves them: SF Symbols at their configured point size, the session's image
/// tables, names ending in WxH, and the 44×44 default.
let imageFixtures: [FrameFixture] = [
    FrameFixture(name: "an SF Symbol without a configuration is 17 pt square", script: """
        i.image = UIImage(systemName: "star.fill")
        """, frames: ["i 0 0 17 17"]),
    FrameFixture(name: "an SF Symbol at a configured point size", script: """
        i.image = UIImage(systemName: "heart", withConfiguration: UIImage.SymbolConfiguration(pointSize: 24))
        """, frames: ["i 0 0 24 24"]),
    FrameFixture(name: "withConfiguration, a weight and a rendering mode", script: """
        let config = UIImage.SymbolConfiguration(pointSize: 30, weight: .bold)
        i.image = UIImage(systemName: "heart")?.withConfiguration(config).withRenderingMode(.alwaysTemplate)
        """, frames: ["i 0 0 30 30"]),
    FrameFixture(name: "applying a configuration: its size where it sets one, the receiver's where it does not", script: """
        var config = UIImage.SymbolConfiguration(pointSize: 14, weight: .semibold)
        config = config.applying(UIImage.SymbolConfiguration(scale: .medium))
        let bigger = config.applying(UIImage.SymbolConfiguration(pointSize: 30))
        i.image = UIImage(systemName: "plus", withConfiguration: config)
        i.style.preferredSize = CGSize(width: bigger.pointSize, height: config.pointSize)
        """, frames: ["i 0 0 30 14"]),
    FrameFixture(name: "a configuration from a font or a text style", script: """
        i.image = UIImage(systemName: "a", withConfiguration: UIImage.SymbolConfiguration(font: .systemFont(ofSize: 20)))
        let j = ASImageNode()
        j.image = UIImage(systemName: "b", withConfiguration: UIImage.SymbolConfiguration(textStyle: .title1))
        return ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start, children: [i, j])
        """, frames: ["i 0 0 20 20", "j 20 0 28 28"]),
    FrameFixture(name: "an image of unknown size is 44×44, and reads so", script: """
        let image = UIImage(named: "avatar")!
        i.image = image
        let j = ASDisplayNode()
        j.style.preferredSize = image.size
        return ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start, children: [i, j])
        """, frames: ["i 0 0 44 44", "j 44 0 44 44"]),
    FrameFixture(name: "a generated asset symbol names its image, as UIImage(named:) does", script: """
        i.image = UIImage(resource: .badge24x24)
        let j = ASImageNode()
        j.image = UIImage(resource: .likes)
        let k = ASImageNode()
        k.image = UIImage(named: "star-16x16", in: .main, with: nil)
        return ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start, children: [i, j, k])
        """, frames: ["i 0 0 24 24", "j 24 0 44 44", "k 68 0 16 16"]),
    FrameFixture(name: "the WxH name rule, #imageLiteral and resizable images", script: """
        i.image = #imageLiteral(resourceName: "bubble-30x20").resizableImage(withCapInsets: UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5))
        """, frames: ["i 0 0 30 20"]),
]

@Test(arguments: imageFixtures)
func imagesTakeTheirSizes(_ fixture: FrameFixture) {
    let root = fixture.script.contains("return ") ? "" : "\nASWrapperLayoutSpec(layoutElement: i)"
    let (session, outcome) = session(running: "let i = ASImageNode()\n" + fixture.script + root)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(frames(of: session) == fixture.frames)
}

/// The session's tables come first: the asset folder, then sizes the user gave, even for a symbol or a WxH name.
@Test func theEnvironmentsImageSizesComeFirst() {
    var session = ScriptSession()
    session.environment.assetImageSizes = ["logo": Size(width: 100, height: 20), "both": Size(width: 1, height: 2)]
    session.environment.userImageSizes = ["star": Size(width: 12, height: 11), "both": Size(width: 3, height: 4),
                                          "pic-10x10": Size(width: 5, height: 6)]
    let outcome = session.run("""
        let a = ASImageNode(); a.image = UIImage(named: "logo")
        let b = ASImageNode(); b.image = UIImage(systemName: "star")
        let c = ASImageNode(); c.image = UIImage(named: "both")
        let d = ASImageNode(); d.image = UIImage(named: "pic-10x10")
        ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [a, b, c, d])
        """)
    #expect(outcome.notes.isEmpty)
    #expect(frames(of: session) == ["a 0 0 100 20", "b 0 20 12 11", "c 0 31 1 2", "d 0 33 5 6"])
}

@Test func anImageOfUnknownSizeIsNotedOncePerSession() {
    var session = ScriptSession()
    let first = session.run("let a = ASImageNode()\na.image = UIImage(named: \"avatar\")")
    #expect(first.notes == ["the size of the image \"avatar\" is unknown, so it is laid out 44×44; give it one with "
        + ":image avatar WxH or point :assets at the app's asset folder"])
    #expect(session.run("let b = ASImageNode()\nb.image = UIImage(named: \"avatar\")").notes.isEmpty)
    #expect(session.run("#imageLiteral(named: \"x\")").diagnostic?.message
        == "#imageLiteral takes one argument, resourceName:")
}

/// Xcode names an asset's symbol in lower camel case: `.likesIcon` is the asset `likes-icon` of the asset folder or
/// of `:image`, and an image of unknown size is the 44×44 default with its note.
@Test func generatedAssetSymbolsFindTheirAssets() {
    var session = ScriptSession()
    session.environment.assetImageSizes = ["likes-icon": Size(width: 30, height: 20)]
    session.environment.userImageSizes = ["share_arrow": Size(width: 12, height: 14)]
    let outcome = session.run("""
        let a = ASImageNode(); a.image = UIImage(resource: .likesIcon)
        let b = ASImageNode(); b.image = UIImage(resource: .shareArrow)
        let c = ASImageNode(); c.image = UIImage(resource: .comments)
        ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [a, b, c])
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(frames(of: session) == ["a 0 0 30 20", "b 0 20 12 14", "c 0 34 44 44"])
    #expect(outcome.notes.contains { $0.contains("the size of the image \"comments\" is unknown") })
}

@Test func anImageResourceIsAnAssetSymbol() {
    var session = ScriptSession()
    let outcome = session.run("let i = ASImageNode()\ni.image = UIImage(resource: \"likes\")")
    #expect(outcome.diagnostic?.message == "UIImage(resource:) takes a generated asset symbol, such as .likes")
}

/// The note on an image of unknown size comes only when a node takes its size from it: one whose style sets its width
/// and height is laid out at that size whatever the image (real corpus r144: six notes on 20-pt icons), one that sets
/// only its width takes its height from the image.
@Test func anImageOfUnknownSizeIsNotedOnlyWhereItSizesANode() {
    var session = ScriptSession()
    let fixed = session.run("""
        let icon = ASImageNode()
        icon.image = UIImage(named: "knight")
        icon.style.preferredSize = CGSize(width: 21, height: 21)
        icon
        """)
    #expect(fixed.notes.filter { $0.contains("knight") }.isEmpty, "\(fixed.notes)")
    let half = session.run("""
        let banner = ASImageNode()
        banner.image = UIImage(named: "knight")
        banner.style.width = ASDimensionMake(100)
        banner
        """)
    #expect(half.notes.contains { $0.hasPrefix("the size of the image \"knight\" is unknown") }, "\(half.notes)")
    #expect(session.run("let more = ASImageNode()\nmore.image = UIImage(named: \"knight\")\nmore").notes
        .filter { $0.contains("knight") }.isEmpty)
}

/// The size written at the end of an image's name, also before one trailing underscore as the names of images taken
/// from a built app's asset file end (real corpus r150: a WeChat clone's `ScanBook_35x35_`).
@Test(arguments: [
    ("avatar-40x40", Size(width: 40, height: 40)), ("ScanBook_35x35_", Size(width: 35, height: 35)),
    ("icon_20x20@2x", nil), ("badge", nil), ("x", nil), ("_", nil), ("", nil),
] as [(String, Size?)])
func anImageNameCanSayItsSize(_ name: String, _ expected: Size?) {
    #expect(ScriptAPI.imageSize(ofNamed: name) == expected)
}
