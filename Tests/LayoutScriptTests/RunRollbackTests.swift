import LayoutScript
import Testing

/// A run of several statements: those before a failing one stay applied, exactly as if they had run alone, and
/// the failing one leaves no trace; every statement that writes to the layout says so.
struct RunRollbackTests {
    static let good = [
        "let a = ASDisplayNode()",
        "let s = ASStackLayoutSpec.vertical()",
        "s.children = [a]",
        "a.style.flexGrow = 1",
        "for _ in 0..<3 { _ = ASDisplayNode() }",
        "func width() -> CGFloat { 40 }",
        "a.style.width = ASDimensionMake(width())",
    ]

    /// The session the statements make one run at a time.
    static func oneByOne(_ statements: [String]) -> ScriptSession {
        var session = ScriptSession()
        for statement in statements { #expect(session.run(statement).diagnostic == nil, "\(statement)") }
        return session
    }

    /// Failing statements of several kinds, each after the good ones in the same run: one that fails at once, one
    /// that fails after creating elements and changing a style, one that fails inside a function declared in the
    /// same run (the declaration itself is a statement that stays).
    @Test(arguments: [
        ("a.style.flexGrwo = 2", []),
        ("for i in 0..<5 { let n = ASDisplayNode(); a.style.flexGrow = 5; if i == 3 { n.style.flexGrwo = 1 } }", []),
        ("func broken() -> CGFloat { a.style.flexGrow = 9; return a.style.flexGrwo }\n"
            + "a.style.height = ASDimensionMake(broken())", ["func broken() -> CGFloat { a.style.flexGrow = 9; return a.style.flexGrwo }"]),
    ])
    func aFailingStatementLeavesTheOnesBeforeIt(failing: String, alsoAccepted: [String]) {
        var session = ScriptSession()
        let outcome = session.run((Self.good + [failing]).joined(separator: "\n"))
        #expect(outcome.diagnostic != nil)
        #expect(outcome.statements.map(\.source) == Self.good + alsoAccepted)
        let expected = Self.oneByOne(Self.good + alsoAccepted)
        #expect(session.tree == expected.tree)
        #expect(session.variableNames == expected.variableNames)
        #expect(session.root == expected.root)
        // The session goes on from there as the one built statement by statement does.
        var continued = expected
        #expect(session.run("a.style.height = ASDimensionMake(7)\ns").diagnostic == nil)
        _ = continued.run("a.style.height = ASDimensionMake(7)\ns")
        #expect(session.tree == continued.tree)
    }

    @Test func everyWriteToTheLayoutCountsAsAChange() {
        var session = ScriptSession()
        let outcome = session.run("""
            let width = 40
            let a = ASDisplayNode()
            a.style.flexGrow = 1
            a.style.flexGrow = 1
            let n = a.style.flexGrow
            a
            """)
        #expect(outcome.diagnostic == nil)
        #expect(outcome.statements.map(\.changedLayout) == [false, true, true, true, false, true])
    }
}
