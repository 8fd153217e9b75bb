import LayoutScript
import Testing

/// Wrong input → where the diagnostic points and what it says.
struct DiagnosticFixture: CustomTestStringConvertible, Sendable {
    let script: String
    let line: Int
    let column: Int
    let message: String
    var testDescription: String { script }
}

let diagnosticFixtures: [DiagnosticFixture] = [
    DiagnosticFixture(script: "let s = ASStackLayoutSpec()\ns.justify = .center", line: 2, column: 3,
                      message: "ASStackLayoutSpec has no property 'justify'; did you mean 'justifyContent'?"),
    DiagnosticFixture(script: "let a = ASDisplayNode()\nASInsetLayoutSpec(insets: .zero, chil: a)", line: 2, column: 34,
                      message: "ASInsetLayoutSpec(insets:child:) expects label 'child', got 'chil'"),
    DiagnosticFixture(script: "let a = ASDisplayNode()\na.style.flexGrow = a", line: 2, column: 20,
                      message: "flexGrow expects a number, got ASDisplayNode 'a'"),
    DiagnosticFixture(script: "let a = ASDisplayNode()\nlet s = ASWrapperLayoutSpec(layoutElement: b)", line: 2, column: 44,
                      message: "unknown name 'b'"),
    DiagnosticFixture(script: "let a = ASDisplayNode()\nASInsetLayoutSpec(insets: .zero, child: a)\ninset1.insets = .zero",
                      line: 3, column: 1,
                      message: "unknown name 'inset1': it is what the drawing calls the ASInsetLayoutSpec made without a "
                        + "name, and Swift has no name for it; to use it, give it one where it is made "
                        + "(let inset1 = ASInsetLayoutSpec(…))"),
    DiagnosticFixture(script: "let s = ASStackLayoutSpec()\ns.children = [s]", line: 2, column: 3,
                      message: "a spec cannot contain itself"),
    DiagnosticFixture(script: "let s = ASStackLayoutSpec()\ns.justifyContent = .middle", line: 2, column: 20,
                      message: "ASStackLayoutJustifyContent has no case 'middle'"),
    DiagnosticFixture(script: "let n = 4 / 3\nlet w: CGFloat = n * 2.5", line: 2, column: 20,
                      message: "binary operator '*' cannot be applied to operands of type 'Int' and 'CGFloat'"),
    DiagnosticFixture(script: "let big = Int.max + 1", line: 1, column: 19, message: "arithmetic overflow"),
    DiagnosticFixture(script: "let a = ASDisplayNode()\na.sizeRange = ASRelativeSizeRange(size: CGSize(width: 4, height: 4))",
                      line: 2, column: 15,
                      message: "sizeRange expects a value of type ASRelativeSizeRange, got ASRelativeSizeRange(size:…) (an "
                        + "initializer ASRelativeSizeRange does not have, from an extension that is not in what you "
                        + "pasted: paste it to use it here)"),
    DiagnosticFixture(script: "let i = 5 / 0", line: 1, column: 11, message: "division by zero"),
    // A pasted class nothing makes fails in a stored property's initializer: the error is at that line.
    DiagnosticFixture(script: "final class A: ASDisplayNode {\n  let n = ASDisplayNode()\n  private let flag = [1][3]\n"
                        + "  override func layoutSpecThatFits(_ c: ASSizeRange) -> ASLayoutSpec {\n"
                        + "    ASWrapperLayoutSpec(layoutElement: n)\n  }\n}",
                      line: 3, column: 26,
                      message: "index 3 is out of range: the array has 1 item (Swift stops the app here) (making A() to "
                        + "draw the class you pasted)"),
    DiagnosticFixture(script: "let depth = -1\nassert(depth >= 0, \"negative depth\")", line: 2, column: 1,
                      message: "assertion failed: negative depth (Swift stops the app here)"),
    DiagnosticFixture(script: "precondition(1 + 1 == 3)", line: 1, column: 1,
                      message: "precondition failed (Swift stops the app here)"),
    DiagnosticFixture(script: "func load() -> Int { fatalError(\"not implemented\") }\nlet n = load()", line: 1,
                      column: 22, message: "fatal error: not implemented (Swift stops the app here)"),
    DiagnosticFixture(script: "let xs = [1]\nlet y = xs[3]", line: 2, column: 12,
                      message: "index 3 is out of range: the array has 1 item"),
    DiagnosticFixture(script: "var recent = [1, 2]\nrecent.removeFirst(3)", line: 2, column: 1,
                      message: "removeFirst(3) on an array of 2 items (Swift stops the app here)"),
    DiagnosticFixture(script: "enum E: Error { case offline }\nfunc load() throws -> Int { throw E.offline }\nlet n = try load()",
                      line: 2, column: 29, message: "the code threw E.offline here, and nothing caught it"),
    DiagnosticFixture(script: "enum E: Error { case offline }\nfunc load() throws -> Int { throw E.offline }\nlet n = try! load()",
                      line: 3, column: 9, message: "try! met the error E.offline the code threw (Swift stops the app here)"),
    DiagnosticFixture(script: "print((-5..<Int.max).count)", line: 1, column: 22,
                      message: "the range's count does not fit in an Int (Swift stops the app here)"),
    DiagnosticFixture(script: "for i in Int.min..<0 { print(i) }", line: 1, column: 10,
                      message: "the loop would run more than Int.max times"),
    DiagnosticFixture(script: "let flags = UInt8(300)", line: 1, column: 19,
                      message: "UInt8(300): the value does not fit in a UInt8 (Swift stops the app here)"),
    DiagnosticFixture(script: "let small = Int32(Int.max)", line: 1, column: 19,
                      message: "Int32(9223372036854775807): the value does not fit in an Int32"),
    DiagnosticFixture(script: "let unsigned = UInt(-1)", line: 1, column: 21, message: "UInt(-1): the value does not fit"),
    // Nesting swift-syntax's parser would recurse through without its limit (a crash), refused before parsing.
    DiagnosticFixture(script: "let x: " + String(repeating: "Array<", count: 1_000) + "Int" + String(repeating: ">", count: 1_000),
                      line: 1, column: 8 + 6 * 64 + 5,
                      message: "generic arguments (<…>) nest more than 64 levels deep; layoutrepl stops there"),
    DiagnosticFixture(script: String(repeating: "#if DEBUG\n", count: 3_000) + String(repeating: "#endif\n", count: 3_000),
                      line: 65, column: 1, message: "#if blocks nest more than 64 levels deep"),
    DiagnosticFixture(script: "var f: " + String(repeating: "(Int) -> ", count: 5_000) + "Int", line: 1, column: 8 + 9 * 64 + 6,
                      message: "function types (->) nest more than 64 levels deep"),
    DiagnosticFixture(script: "let s = " + String(repeating: "\"\\(", count: 200) + "1" + String(repeating: ")\"", count: 200),
                      line: 1, column: 9 + 3 * 64 + 1, message: "string interpolations (\\(…)) nest more than 64 levels deep"),
    DiagnosticFixture(script: "let title = \"" + String(repeating: "a", count: 300_000) + "\"", line: 1, column: 200_001,
                      message: "this line is longer than 200000 bytes, which no source needs; layoutrepl stops there"),
    DiagnosticFixture(script: "let y = " + String(repeating: "b", count: 5_000), line: 1, column: 9,
                      message: "unknown name '" + String(repeating: "b", count: 80) + "…'"),
    DiagnosticFixture(script: "let page = String(repeating: \"a\", count: 999_999)\nlet copies = (0..<300).map { _ in page + \"!\" }",
                      line: 2, column: 40, message: "the strings this statement builds grew past 200 MB together"),
    // Arrays that share their items cost nothing until a method copies them: what methods build is bounded.
    DiagnosticFixture(script: "let row = Array(repeating: 1, count: 10_000)\nlet grid = Array(repeating: row, count: 10_000)\n"
                          + "let all = Array(grid.joined())", line: 3, column: 22, message: "the array would grow past 20000 items"),
    DiagnosticFixture(script: "let row = Array(repeating: 1, count: 10_000)\nlet grid = Array(repeating: row, count: 10_000)\n"
                          + "let flipped = grid.map { $0.reversed() }", line: 3, column: 29,
                      message: "the arrays this statement builds grew past 4000000 items together"),
    // Each array `+` makes is memory that stays when it is kept: every item counts, not the smaller side's.
    DiagnosticFixture(script: "let big = Array(repeating: 7, count: 19_000)\nvar keep: [[Int]] = []\n"
                          + "for i in 0..<2000 { keep.append(big + [i]) }", line: 3, column: 37,
                      message: "the arrays this statement builds grew past 4000000 items together"),
    DiagnosticFixture(script: "let page = String(repeating: \"a\", count: 999_999)\n"
                          + "let loud = Array(repeating: page, count: 300).map { $0.uppercased() }", line: 2, column: 56,
                      message: "the strings this statement builds grew past 200 MB together"),
    DiagnosticFixture(script: "let a = Array(repeating: Array(repeating: 1, count: 1_000), count: 2_000)\n"
                          + "let b = Array(repeating: Array(repeating: 1, count: 1_000), count: 2_000)\nlet same = a == b",
                      line: 3, column: 14, message: "comparing these values walks more than 1000000 items"),
    DiagnosticFixture(script: "let sums = (0..<1000).map { i in (0..<1000).map { $0 + i }.count }", line: 1, column: 45,
                      message: "the closures this statement passes to map, filter, sorted and the like ran more than 100000"),
    DiagnosticFixture(script: "let s = String(repeating: \"x\", count: 30_000)\nfor c in s { }", line: 2, column: 10,
                      message: "the string has more than 20000 characters to go through"),
    DiagnosticFixture(script: "class Counter { lazy var total: Int = { self.total + 1 }() }\nlet count = Counter().total",
                      line: 1, column: 46, message: "the lazy var 'total' of Counter is read while its own initial value runs"),
    DiagnosticFixture(script: "let s = String(repeating: \"a\", count: 30_000)\nlet parts = s.components(separatedBy: \"a\")",
                      line: 2, column: 15, message: "the array would grow past 20000 items (the string splits into 30001 parts)"),
    DiagnosticFixture(script: "let a = String(repeating: \"a\", count: 2_000)\nlet b = a.replacingOccurrences(of: \"a\", with: a)",
                      line: 2, column: 11, message: "the string would grow past 1000000 bytes"),
    DiagnosticFixture(script: "let x = " + String(repeating: "true ? ", count: 401) + "1" + String(repeating: " : 0", count: 401),
                      line: 1, column: 2814, message: "conditional operators (? :) nest more than 400 levels deep"),
    DiagnosticFixture(script: "let c = false\n" + String(repeating: "if c {} else ", count: 4_002) + "{}", line: 2,
                      column: 52_009, message: "more than 4000 'else if' clauses in one input"),
    DiagnosticFixture(script: "let m = NSMutableAttributedString(string: \"abcdefghij\")\nfor _ in 0..<40 { m.append(m) }",
                      line: 2, column: 19, message: "the attributed string would grow past 1000000 bytes"),
    DiagnosticFixture(script: "let s = ASStackLayoutSpec.horizontal()\ns.alignItems = .baseline",
                      line: 2, column: 16,
                      message: "ASStackLayoutAlignItems has no case 'baseline'; did you mean 'baselineFirst' or 'baselineLast'?"),
    // Releasing or comparing a value recurses once per level: nesting is bounded where values are built.
    DiagnosticFixture(script: "var nested: [Any] = []\nfor _ in 0..<5000 { nested = [nested] }", line: 2, column: 30,
                      message: "this value nests more than 1000 levels deep"),
    DiagnosticFixture(script: "var pair: Any = 0\nfor _ in 0..<5000 { pair = (pair, 1) }", line: 2, column: 28,
                      message: "this value nests more than 1000 levels deep"),
    DiagnosticFixture(script: "class Link { var next: Link? }\nvar head = Link()\nfor _ in 0..<5000 { let l = Link(); l.next = head; head = l }",
                      line: 3, column: 59, message: "this value nests more than 1000 levels deep"),
    DiagnosticFixture(script: "var tree: [String: Any] = [:]\nfor _ in 0..<5000 { tree = [\"child\": tree] }", line: 2, column: 28,
                      message: "this value nests more than 1000 levels deep"),
    DiagnosticFixture(script: "var tree: [String: Any] = [:]\nfor _ in 0..<5000 { tree[\"child\"] = tree }", line: 2, column: 37,
                      message: "this value nests more than 1000 levels deep"),
    DiagnosticFixture(script: "final class Hop { var links: [String: Hop] = [:] }\nvar head = Hop()\nfor _ in 0..<5000 { let hop = Hop(); hop.links[\"next\"] = head; head = hop }",
                      line: 3, column: 71, message: "this value nests more than 1000 levels deep"),
    DiagnosticFixture(script: "var tree: [String: Any] = [:]\nfor _ in 0..<5000 { tree.updateValue(tree, forKey: \"child\") }", line: 2, column: 38,
                      message: "this value nests more than 1000 levels deep"),
    DiagnosticFixture(script: "var count: () -> Int = { 0 }\nfor _ in 0..<5000 { let before = count; count = { before() + 1 } }",
                      line: 2, column: 49, message: "this value nests more than 1000 levels deep"),
    DiagnosticFixture(script: "struct Folder { var folders: [Folder] = [] }\nvar root = Folder()\nfor _ in 0..<5000 { root = Folder(folders: [root]) }",
                      line: 3, column: 28, message: "this value nests more than 1000 levels deep"),
    DiagnosticFixture(script: "var nested: [Any] = []\nfor _ in 0..<5000 { var next: [Any] = []; next.insert(nested, at: 0); nested = next }",
                      line: 2, column: 55, message: "this value nests more than 1000 levels deep"),
    DiagnosticFixture(script: "let limits = 0.0...1.0\nfor step in limits { print(step) }", line: 2, column: 13,
                      message: "a range of CGFloat values cannot be counted through"),
    DiagnosticFixture(script: "let w: CGFloat = 2\nlet band = w...1", line: 2, column: 13,
                      message: "a range's lower bound 2.0 is above its upper bound 1.0"),
    DiagnosticFixture(script: "let page = String(repeating: \"x\", count: 999_999)\nlet all = Array(repeating: page, count: 5000).joined()",
                      line: 2, column: 47, message: "the string grew past 1000000 bytes; layoutrepl stops there"),
    DiagnosticFixture(script: "let o: CGFloat? = nil\nlet v = o!", line: 2, column: 10,
                      message: "unexpectedly found nil while unwrapping an Optional value"),
    DiagnosticFixture(script: "func f(_ n: Int) -> Int { f(n + 1) }\nlet x = f(0)", line: 1, column: 27,
                      message: "calls nest more than"),
    // The budget stops a recursion through a closure too, and leaves the scopes as they were (no trap on unwinding).
    DiagnosticFixture(script: "var fibonacci: (Int) -> Int = { $0 }\nfibonacci = { n in n < 2 ? n : fibonacci(n - 1) + fibonacci(n - 2) }\nlet x = fibonacci(40)",
                      line: 2, column: 51, message: "this statement made more than 30000 calls"),
    DiagnosticFixture(script: "func paths(_ n: Int) -> Int { n < 2 ? 1 : paths(n - 1) + paths(n - 2) }\nlet count = paths(40)",
                      line: 1, column: 58, message: "this statement made more than 30000 calls"),
    DiagnosticFixture(script: "var x: Int { x }\nlet y = x", line: 1, column: 14, message: "calls nest more than"),
    DiagnosticFixture(script: "class A: ASDisplayNode { let b = A() }\nlet a = A()", line: 1, column: 34,
                      message: "making A makes more values inside each other"),
    DiagnosticFixture(script: "let a = ASDisplayNode()\na.style.width = 20", line: 2, column: 17,
                      message: "write ASDimensionMake(20) for points"),
    DiagnosticFixture(script: "let a = ASDisplayNode()\na = ASDisplayNode()", line: 2, column: 1,
                      message: "cannot assign to 'a': it is a 'let' constant"),
    DiagnosticFixture(script: "for i in 0..<100000 { }", line: 1, column: 10,
                      message: "the loop would run 100000 times"),
    DiagnosticFixture(script: "var n = 0\nfor i in 0..<5000 { for j in 0..<5000 { n += 1 } }", line: 2, column: 21,
                      message: "the loops of this statement ran more than 10000 times in all"),
    DiagnosticFixture(script: "let a = ASDisplayNode(\n  )\nlet b = )", line: 3, column: 9,
                      message: "expected"),
    DiagnosticFixture(script: "while true { }", line: 1, column: 1, message: "the loops of this statement ran more than 10000 times in all"),
    // The budget holds inside the arguments read for an app function's stand-in text, too.
    DiagnosticFixture(script: "func spin() -> String { while true { }; return \"\" }\nlet t = Utility.attributedString(spin())",
                      line: 1, column: 25, message: "the loops of this statement ran more than 10000 times in all"),
    DiagnosticFixture(script: "let x = Int(CGFloat.infinity)", line: 1, column: 9, message: "Int(inf)"),
    DiagnosticFixture(script: "let 名前 = ASDisplayNode()\n名前.style.flexGrow = \"大\"", line: 2, column: 21,
                      message: "flexGrow expects a number, got the string \"大\""),
]

@Test(arguments: diagnosticFixtures)
func diagnosticPointsAtTheProblem(_ fixture: DiagnosticFixture) throws {
    let (_, outcome) = session(running: fixture.script)
    let diagnostic = try #require(outcome.diagnostic)
    #expect(diagnostic.message.contains(fixture.message), "\(diagnostic)")
    #expect(diagnostic.line == fixture.line, "\(diagnostic)")
    #expect(diagnostic.column == fixture.column, "\(diagnostic)")
}

/// A file's name is the user's text too: its control characters are shown as escapes in the diagnostic's header.
@Test func diagnosticShowsControlCharactersOfTheFileName() {
    var session = ScriptSession()
    let outcome = session.run("let a = ASDisplayNode(", file: "bad\u{1B}]0;pwned\u{7}\u{202E}.swift")
    let text = outcome.diagnostic?.description ?? ""
    #expect(text.hasPrefix("bad\\u{1B}]0;pwned\\u{7}\\u{202E}.swift:1:"), "\(text)")
}

/// `ASDimensionMake("100")` is auto in Texture, after an assertion of its debug build: real code has it, so it runs,
/// with a note that says what to write.
@Test func aDimensionStringTextureCannotParseIsAutoWithANote() {
    let (session, outcome) = session(running: """
        let a = ASDisplayNode()
        a.style.width = ASDimensionMake("100")
        a.style.height = ASDimensionMake("20pt")
        ASWrapperLayoutSpec(layoutElement: a)
        """)
    #expect(outcome.diagnostic == nil)
    #expect(frames(of: session) == ["a 0 0 375 20"])
    #expect(outcome.notes.contains { $0.contains("ASDimensionMake(\"100\") is no dimension, so it is auto")
        && $0.contains("write \"100pt\"") })
}

/// A value nested deeper than a print shows (an array in itself 600 times) prints its inner part as …, not a crash.
@Test func aDeeplyNestedValuePrintsElided() {
    let (_, outcome) = session(running: "var nested: [Any] = []\nfor _ in 0..<600 { nested = [nested] }\nprint(nested)")
    #expect(outcome.printed.first?.hasSuffix("…" + String(repeating: "]", count: 65)) == true)
}

@Test func failingStatementLeavesTheSessionAsItWas() {
    var session = ScriptSession()
    let outcome = session.run("""
        let a = ASDisplayNode()
        let s = ASStackLayoutSpec()
        s.children = [a]; s.spacing = 3; s.children = [s]
        """)
    #expect(outcome.statements.map(\.source) == [
        "let a = ASDisplayNode()", "let s = ASStackLayoutSpec()", "s.children = [a];", "s.spacing = 3;",
    ])
    #expect(outcome.diagnostic != nil)
    let before = session
    _ = session.run("let b = ASDisplayNode(); s.children = [b, s]")
    #expect(session.variableNames == before.variableNames + ["b"])
    #expect(session.tree.count == before.tree.count + 1)
    // Every element that existed before is unchanged: `s` still holds only `a`.
    #expect(Array(session.tree.elements.prefix(before.tree.count)) == before.tree.elements)
}

@Test func notesForIgnoredAndQuestionableCode() {
    let (session, outcome) = session(running: """
        let a = ASDisplayNode()
        a.backgroundColor = UIColor.red
        a.cornerRadius = 4
        let image = ASImageNode()
        image.image = UIImage(named: "avatar")
        """)
    #expect(outcome.diagnostic == nil)
    #expect(outcome.notes.contains { $0.contains("ignored") && $0.contains("colours, borders and corner radius") })
    #expect(outcome.notes.contains { $0.contains("size of the image \"avatar\" is unknown") })
    #expect(session.typeName(ofVariable: "image") == "ASImageNode")
}

/// Control characters in what the user typed (an ESC that would retitle the terminal, a BEL) reach the terminal
/// only as visible escapes, in the message and in the source line under it, with the caret still under the error.
@Test func controlCharactersInDiagnosticsAreShownNotSent() throws {
    var session = ScriptSession()
    let outcome = session.run("let bad = \"\u{1B}]0;x\u{07}\" + 5")
    let diagnostic = try #require(outcome.diagnostic)
    let text = diagnostic.description
    #expect(!text.unicodeScalars.contains { $0.isTerminalControl })
    #expect(text.contains("\\u{1B}]0;x\\u{7}"))
    // Swift refuses a raw control character in a literal: the caret stands under its escape.
    let lines = text.split(separator: "\n").map(String.init)
    let caret = try #require(lines.last?.firstIndex(of: "^")).utf16Offset(in: lines.last ?? "")
    let escape = try #require(lines[1].range(of: "\\u{1B}")).lowerBound.utf16Offset(in: lines[1])
    #expect(caret == escape)
}

/// In a terminal narrower than the source line the excerpt is cut to the width, and the caret still stands under
/// the character the error is about.
@Test(arguments: [30, 60, 80, 100, 140])
func excerptFitsTheTerminalWithTheCaretInPlace(columns: Int) throws {
    let script = "let s = ASStackLayoutSpec(direction: .vertical, spacing: 8, justifyContent: .start, "
        + "alignItems: .start, children: [zzz])"
    let (_, outcome) = session(running: script)
    let diagnostic = try #require(outcome.diagnostic)
    let lines = diagnostic.description(columns: columns).split(separator: "\n").map(String.init)
    let (source, caret) = (Array(lines[1]), Array(lines[2]))
    #expect(source.count <= columns && caret.count <= columns, "\(lines)")
    let column = try #require(caret.firstIndex(of: "^"))
    #expect(String(source[column...]).hasPrefix("zzz"), "\(lines)")
}

/// A misspelt property of a pasted class's instance names the class and suggests its own property, at the caret.
@Test func aMisspeltPropertyOfAPastedClassSuggestsItsOwn() throws {
    var session = ScriptSession()
    _ = session.run("final class TrackCell: ASCellNode {\n    let title = ASTextNode()\n}\nlet cell = TrackCell()")
    let diagnostic = try #require(session.run("cell.titel.style.flexShrink = 1").diagnostic)
    #expect(diagnostic.message == "TrackCell has no property 'titel'; did you mean 'title'?")
    #expect(diagnostic.column == 6)
}
