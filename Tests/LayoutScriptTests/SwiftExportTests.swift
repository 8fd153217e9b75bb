import LayoutScript
import Testing
import TextureLayout

/// Exporting a session and running the export in a fresh session gives the same frames.
@Test(arguments: frameFixtures)
func exportRoundTripsToTheSameFrames(_ fixture: FrameFixture) throws {
    let (original, _) = session(running: fixture.script)
    let exported = try #require(SwiftExport.source(of: original))
    let (copy, outcome) = session(running: exported)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")\n\(exported)")
    #expect(frames(of: copy) == frames(of: original), "\(exported)")
}

/// Fonts and paragraph styles survive an export: the text fixtures lay out the same from the exported code.
@Test(arguments: textFixtures)
func exportKeepsTextMeasurement(_ fixture: FrameFixture) throws {
    let root = fixture.script.contains("return ") ? "" : "\nASWrapperLayoutSpec(layoutElement: t)"
    let (original, _) = session(running: "let t = ASTextNode()\n" + fixture.script + root)
    let exported = try #require(SwiftExport.source(of: original))
    let (copy, outcome) = session(running: exported)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")\n\(exported)")
    #expect(frames(of: copy) == frames(of: original), "\(exported)")
}

@Test func exportWritesOnlyNonDefaultProperties() throws {
    let (original, _) = session(running: """
        let a = ASDisplayNode()
        a.style.flexGrow = 1
        let stack = ASStackLayoutSpec.vertical()
        stack.spacing = 4
        stack.children = [a]
        stack
        """)
    let exported = try #require(SwiftExport.source(of: original))
    #expect(exported == """
        let a = ASDisplayNode()

        override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
            a.style.flexGrow = 1
            let stack = ASStackLayoutSpec()
            stack.direction = .vertical
            stack.spacing = 4
            stack.children = [a]
            return stack
        }

        """)
}

@Test func exportNeedsARoot() {
    #expect(SwiftExport.source(of: ScriptSession()) == nil)
}

/// A text with control characters exports as Swift escapes: the file compiles and prints nothing a terminal acts on.
@Test func exportEscapesControlCharacters() throws {
    let (session, _) = session(running: """
        let t = ASTextNode()
        t.attributedText = NSAttributedString(string: "a\\u{1B}]0;x\\u{07}b")
        ASWrapperLayoutSpec(layoutElement: t)
        """)
    let exported = try #require(SwiftExport.source(of: session))
    #expect(!exported.unicodeScalars.contains { $0.isTerminalControl })
    #expect(exported.contains("\"a\\u{1B}]0;x\\u{7}b\""))
    let (copy, outcome) = LayoutScriptTests.session(running: exported)
    #expect(outcome.diagnostic == nil)
    #expect(frames(of: copy) == frames(of: session))
}
