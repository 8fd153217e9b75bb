import LayoutScript
import Testing
import TextureLayout

/// Spec initializers as Swift imports them from Objective-C: option-set parameters default to `[]`, a nullable
/// overlay takes nil, and every spec can be made empty with `init()` and filled later.
let specInitializerFixtures: [FrameFixture] = [
    FrameFixture(name: "center spec with sizingOptions left out", script: """
        let dot = ASDisplayNode(); dot.style.preferredSize = CGSize(width: 10, height: 10)
        let center = ASCenterLayoutSpec(centeringOptions: .XY, child: dot)
        center.style.height = ASDimensionMake(50)
        center
        """, frames: ["dot 182.5 20 10 10"]),
    // With no centering on an axis the child is offered the spec's min there (ASRelativeLayoutSpec), so it is
    // stretched to the spec's 50 pt height and sits at the top left.
    FrameFixture(name: "center spec with both option sets left out centres nothing", script: """
        let dot = ASDisplayNode(); dot.style.preferredSize = CGSize(width: 10, height: 10)
        let center = ASCenterLayoutSpec(child: dot)
        center.style.height = ASDimensionMake(50)
        center
        """, frames: ["dot 0 0 10 50"]),
    FrameFixture(name: "relative spec with sizingOption left out", script: """
        let dot = ASDisplayNode(); dot.style.preferredSize = CGSize(width: 10, height: 10)
        let relative = ASRelativeLayoutSpec(horizontalPosition: .end, verticalPosition: .start, child: dot)
        relative.style.height = ASDimensionMake(50)
        relative
        """, frames: ["dot 365 0 10 10"]),
    FrameFixture(name: "overlay spec with a nil overlay lays out its child alone", script: """
        let a = ASDisplayNode(); a.style.preferredSize = CGSize(width: 30, height: 20)
        let overlay = ASOverlayLayoutSpec(child: a, overlay: nil)
        ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [overlay])
        """, frames: ["a 0 0 30 20"]),
    FrameFixture(name: "background, inset and overlay made empty and filled later", script: """
        let a = ASDisplayNode(); a.style.preferredSize = CGSize(width: 30, height: 20)
        let b = ASDisplayNode()
        let badge = ASDisplayNode()
        let bg = ASBackgroundLayoutSpec()
        bg.child = a
        bg.background = b
        let inset = ASInsetLayoutSpec()
        inset.insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        inset.child = bg
        let overlay = ASOverlayLayoutSpec()
        overlay.child = inset
        overlay.overlay = badge
        ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [overlay])
        """, frames: ["b 2 1 30 20", "a 2 1 30 20", "badge 0 0 36 24"]),
    // The relative spec keeps verticalPosition .none, so b gets its 50 pt min height.
    FrameFixture(name: "center, relative, ratio, wrapper and corner made empty and filled later", script: """
        let a = ASDisplayNode(); a.style.preferredSize = CGSize(width: 10, height: 10)
        let b = ASDisplayNode(); b.style.preferredSize = CGSize(width: 10, height: 10)
        let c = ASDisplayNode()
        let d = ASDisplayNode(); d.style.preferredSize = CGSize(width: 40, height: 40)
        let e = ASDisplayNode(); e.style.preferredSize = CGSize(width: 4, height: 4)
        let center = ASCenterLayoutSpec()
        center.centeringOptions = .XY
        center.child = a
        center.style.preferredSize = CGSize(width: 50, height: 50)
        let relative = ASRelativeLayoutSpec()
        relative.horizontalPosition = .end
        relative.child = b
        relative.style.preferredSize = CGSize(width: 50, height: 50)
        let ratio = ASRatioLayoutSpec()
        ratio.ratio = 0.5
        ratio.child = c
        ratio.style.width = ASDimensionMake(40)
        let wrapper = ASWrapperLayoutSpec()
        let corner = ASCornerLayoutSpec()
        corner.child = d
        corner.corner = e
        wrapper.children = [corner]
        ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [center, relative, ratio, wrapper])
        """, frames: ["a 20 20 10 10", "b 40 50 10 50", "c 0 100 40 20", "d 0 120 40 40", "e -2 118 4 4"]),
]

@Test(arguments: specInitializerFixtures)
func specInitializersTakeSwiftsDefaults(_ fixture: FrameFixture) {
    fixture.expectLaysOut()
}

@Test("A required argument still cannot be left out")
func requiredArgumentsStayRequired() {
    let (_, outcome) = session(running: "let a = ASDisplayNode()\nASCenterLayoutSpec(centeringOptions: .XY)")
    #expect(outcome.diagnostic?.message.contains("child") == true, "\(outcome.diagnostic?.message ?? "none")")
}
