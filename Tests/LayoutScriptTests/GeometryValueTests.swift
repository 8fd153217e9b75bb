import LayoutScript
import Testing
import TextureLayout

/// Core Graphics and UIKit geometry as layout code computes with it: each script sizes the node `a` from the values
/// it reads, so the frame shows them (in a wrapper: at most 375 wide, at 2×).
let geometryFixtures: [FrameFixture] = [
    FrameFixture(name: "CGRect members", script: """
        let r = CGRect(x: 10, y: 20, width: 30, height: 40)
        a.style.preferredSize = CGSize(width: r.minX + r.maxX + r.midX, height: r.minY + r.maxY + r.midY + r.size.height)
        """, frames: ["a 0 0 75 160"]),
    FrameFixture(name: "CGRect(origin:size:), .zero, insetBy and inset(by:)", script: """
        let r = CGRect(origin: CGPoint(x: 5, y: 5), size: CGSize(width: 100, height: 50))
        let small = r.insetBy(dx: 10, dy: 5)
        let padded = r.inset(by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        a.style.preferredSize = CGSize(width: small.width + padded.width + CGRect.zero.width + small.minX,
                                       height: small.height + padded.height + padded.minY)
        """, frames: ["a 0 0 189 92"]),
    FrameFixture(name: "insetBy past empty gives CGRect.null, as CGRectInset does", script: """
        let r = CGRect(x: 0, y: 0, width: 10, height: 10).insetBy(dx: 20, dy: 0)
        let fits = CGRect(x: 0, y: 0, width: 10, height: 10).insetBy(dx: 5, dy: 5)
        a.style.preferredSize = CGSize(width: r.width + (r.isNull ? 1 : 2), height: fits.isEmpty && !fits.isNull ? 7 : 9)
        """, frames: ["a 0 0 1 7"]),
    FrameFixture(name: "inset(by:) is plain arithmetic; the getters read the standardized rectangle", script: """
        let r = CGRect(x: 0, y: 0, width: 10, height: 10).inset(by: UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0))
        a.style.preferredSize = CGSize(width: r.width + r.minX, height: r.maxX + (r.isEmpty ? 100 : 0))
        """, frames: ["a 0 0 20 20"]),
    FrameFixture(name: "UIEdgeInsets reads, UIEdgeInsetsMake and NSDirectionalEdgeInsets", script: """
        let e = UIEdgeInsetsMake(1, 2, 3, 4)
        let d = NSDirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8)
        a.style.preferredSize = CGSize(width: e.left + e.right + d.left, height: e.top + e.bottom + d.bottom + UIEdgeInsets.zero.top)
        """, frames: ["a 0 0 12 11"]),
    FrameFixture(name: "math functions and CGFloat constants", script: """
        let w = floor(10.7) + ceil(0.2) + round(2.5) + abs(-3) + fabs(-1) + min(4, 9) + max(1, 2, 3)
        let h = CGFloat.leastNormalMagnitude + min(CGFloat.greatestFiniteMagnitude, 20) + fmax(1, 2)
        a.style.preferredSize = CGSize(width: w, height: h)
        """, frames: ["a 0 0 25 22"]),
    FrameFixture(name: "UIScreen.main is the container at the session's scale", script: """
        let bounds = UIScreen.main.bounds
        a.style.preferredSize = CGSize(width: bounds.width / UIScreen.main.scale, height: bounds.size.height / 23)
        let b = ASDisplayNode()
        b.style.preferredSize = CGSize(width: UIScreen.main.nativeScale, height: UIScreen.main.nativeBounds.width / 375)
        return ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [a, b])
        """, frames: ["a 0 0 187.5 29", "b 0 29 2 2"]),
    FrameFixture(name: "the app's windows have no safe-area insets by default", script: """
        let top = UIApplication.shared.keyWindow?.safeAreaInsets.top ?? 20
        let bottom = UIApplication.shared.windows.first?.safeAreaInsets.bottom ?? 20
        a.style.preferredSize = CGSize(width: 10 + top, height: 10 + bottom + UIApplication.shared.keyWindow!.bounds.width)
        """, frames: ["a 0 0 10 385"]),
    FrameFixture(name: "iOS 13 scene lookups of the key window and the status bar", script: """
        let statusBarHeight = UIApplication.shared.connectedScenes
            .filter { $0.activationState == .foregroundActive }
            .map { $0 as? UIWindowScene }
            .compactMap { $0 }
            .first?.windows
            .filter({ $0.isKeyWindow }).first?
            .windowScene?.statusBarManager?.statusBarFrame.height ?? 0
        let window = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.flatMap { $0.windows }.first { $0.isKeyWindow }
        let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
        let portrait = scene?.interfaceOrientation == .portrait
        a.style.preferredSize = CGSize(width: statusBarHeight + (window?.safeAreaInsets.top ?? 100), height: portrait ? scene!.screen.bounds.width : 0)
        """, frames: ["a 0 0 20 375"]),
    FrameFixture(name: "an iPhone in portrait: the device's idiom and the traits' size classes", script: """
        let columns: CGFloat = UIDevice.current.userInterfaceIdiom == .pad ? 3 : 2
        let traits = UITraitCollection.current
        let wide = traits.horizontalSizeClass == .regular
        a.style.preferredSize = CGSize(width: UIScreen.main.bounds.width / columns, height: wide ? 1 : traits.displayScale)
        """, frames: ["a 0 0 187.5 2"]),
    FrameFixture(name: "Type.init spelled out, and an iPhone 8's status bar", script: """
        a.style.preferredSize = CGSize.init(width: 5, height: UIApplication.shared.statusBarFrame.height)
        """, frames: ["a 0 0 5 20"]),
]

@Test(arguments: geometryFixtures)
func geometryComputesAsSwiftDoes(_ fixture: FrameFixture) {
    let root = fixture.script.contains("return ") ? "" : "\nASWrapperLayoutSpec(layoutElement: a)"
    let (session, outcome) = session(running: "let a = ASDisplayNode()\n" + fixture.script + root)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(frames(of: session) == fixture.frames)
}

/// The app's windows have the session's safe area (`:safe-area`), however the code finds them.
@Test func windowsHaveTheSessionsSafeArea() {
    var session = ScriptSession()
    session.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let outcome = session.run("""
        let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
        let top = scene?.windows.first?.safeAreaInsets.top ?? 0
        let bottom = UIApplication.shared.windows.first { $0.isKeyWindow }?.safeAreaInsets.bottom ?? 0
        let delegateTop = (UIApplication.shared.delegate as? AppDelegate)?.window??.safeAreaInsets.top ?? 0
        let a = ASDisplayNode()
        a.style.preferredSize = CGSize(width: top + delegateTop, height: bottom + (UIApplication.shared.keyWindow?.safeAreaInsets.top ?? 0))
        ASWrapperLayoutSpec(layoutElement: a)
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(frames(of: session) == ["a 0 0 94 81"])
}

/// The screen follows the session's environment: a bounded container gives its height, the scale is the session's.
@Test func screenFollowsTheEnvironment() {
    var session = ScriptSession(constrainedSize: SizeRange(min: .zero, max: Size(width: 320, height: 480)))
    session.environment.screenScale = 3
    _ = session.run("""
        let a = ASDisplayNode()
        a.style.preferredSize = CGSize(width: UIScreen.main.bounds.width / 10, height: UIScreen.main.bounds.height / 10 + UIScreen.main.scale)
        ASWrapperLayoutSpec(layoutElement: a)
        """)
    #expect(frames(of: session, scale: 3) == ["a 0 0 32 51"])
}

@Test func geometryErrorsNameTheProblem() {
    let cases: [(String, String)] = [
        ("let r = CGRect(x: 0, y: 0, width: 1, height: 1)\nr.minX = 3", "CGRect.minX cannot be set"),
        ("let r = CGRect.zero\nr.insetBy(dx: 1)", "is missing the argument 'dy'"),
        ("let r = CGRect.zero\nr.offset(dx: 1, dy: 1)", "did you mean 'offsetBy'"),
    ]
    for (script, message) in cases {
        let (_, outcome) = session(running: script)
        #expect(outcome.diagnostic?.message.contains(message) == true,
                "\(script): \(outcome.diagnostic?.message ?? "no error")")
    }
}
