import LayoutScript
import PropertyBased
import Testing
import TextureLayout

/// The real scripts every mutation starts from.
let seedScripts: [String] = frameFixtures.map(\.script).sorted(by: { $0.count < $1.count }).prefix(8) + [
    "let s = ASStackLayoutSpec()\ns.children = [s]",
    "var n: ASLayoutElement = ASDisplayNode()\nfor _ in 0..<400 { n = ASInsetLayoutSpec(insets: .zero, child: n) }\nn",
    "let a = ASDisplayNode()\nlet b = ASStackLayoutSpec(direction: .vertical, spacing: -1e308, justifyContent: .end, alignItems: .stretch, children: [a, a, a])\nb",
]

/// Feeds one input through everything a shell does with it; the test is that none of it traps. Parsing dominates
/// the cost in a debug build, so `checkingContinuation` lets the mutation test skip the second parse.
func exercise(_ source: String, checkingContinuation: Bool = true) {
    if checkingContinuation { _ = ScriptSession.needsMoreInput(source) }
    var session = ScriptSession()
    let outcome = session.run(source)
    _ = outcome.diagnostic?.description
    _ = session.layout(scale: 2)
    _ = SwiftExport.source(of: session)
}

/// The shorter fixtures, truncated at every character (the cost grows with the square of the length).
@Test func truncatedScriptsNeverTrap() {
    for script in frameFixtures.map(\.script).sorted(by: { $0.count < $1.count }).prefix(5) + seedScripts.suffix(2) {
        var prefix = ""
        for character in script {
            prefix.append(character)
            exercise(prefix)
        }
    }
}

@Test func mutatedScriptsNeverTrap() {
    // Seeded, so every CI run feeds the same inputs.
    var random = Xoshiro(seed: (7, 11, 13, 17))
    let numbers = ["CGFloat.nan", "-1e308", "1e308", "0", "-1", "CGFloat.infinity", "CGFloat.greatestFiniteMagnitude"]
    let tokens = ["(", ")", "[", "]", "{", "}", ".", ",", ":", "=", "+", "-", "*", "/", "..<", "?", "!", "let", "var",
                  "for", "in", "if", "else", "return", "a", "s", "self", "ASStackLayoutSpec", "style", "child:",
                  "children:", "\"", "\\", "😀", "名前", "$0", "0", "1e308", "\n", ";", "->", "class", "func"]
    for _ in 0..<900 {
        guard var script = seedScripts.randomElement(using: &random) else { continue }
        var characters = Array(script)
        switch random.next() % 4 {
        case 0:  // numbers replaced by extreme values
            script = script.split(separator: " ", omittingEmptySubsequences: false).map { word in
                word.first?.isNumber == true ? (numbers.randomElement(using: &random) ?? "0") : String(word)
            }.joined(separator: " ")
        case 1:  // labels swapped or misspelled
            script = script.replacingLabels(with: &random)
        case 2:  // random tokens inserted
            for _ in 0..<3 where !characters.isEmpty {
                let index = Int(random.next() % UInt64(characters.count))
                characters.insert(contentsOf: tokens.randomElement(using: &random) ?? "", at: index)
            }
            script = String(characters)
        default:  // a random span deleted
            if characters.count > 2 {
                let start = Int(random.next() % UInt64(characters.count - 1))
                let length = Int(random.next() % 12)
                characters.removeSubrange(start..<min(characters.count, start + length))
            }
            script = String(characters)
        }
        exercise(script, checkingContinuation: false)
    }
}

@Test func hostileInputsNeverTrap() {
    let depth = 500
    let inputs = [
        String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth),
        "let x = " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth),
        // A lone quote in a comment or a multi-line string must not hide deep brackets from the nesting guard.
        "// a \"quote\nlet x = " + String(repeating: "[", count: 24) + "1" + String(repeating: "]", count: 24),
        "let t = \"\"\"\n\"\n\"\"\"\nlet x = " + String(repeating: "[", count: 24) + String(repeating: "]", count: 24),
        String(repeating: "{", count: depth),
        String(repeating: "ASInsetLayoutSpec(insets: .zero, child: ", count: depth) + "ASDisplayNode()"
            + String(repeating: ")", count: depth),
        "let x = " + Array(repeating: "1", count: 3_000).joined(separator: " + "),
        "let x = " + String(repeating: "-", count: depth) + "1",
        "var a = 0\nfor i in 0..<10000 { for j in 0..<10000 { a += 1 } }",
        "let 😀 = ASDisplayNode()\n😀.style.preferredSize = CGSize(width: 1e308, height: -1e308)\n😀",
        "let 名前 = ASTextNode()\n名前.attributedText = NSAttributedString(string: \"日本語のテキスト🙂\")\n名前",
        "let s = ASStackLayoutSpec()\nlet t = ASStackLayoutSpec()\ns.children = [t]\nt.children = [s]",
        "let r = ASRatioLayoutSpec(ratio: CGFloat.nan, child: ASDisplayNode())\nr",
        "let x = Int(1e308)", "let x = 1 / 0", "let x = 0..<CGFloat.infinity",
        // A shorthand parameter past any count (the fuzzer below found it trapping on `highest + 1`).
        "let a = [1].map { $9223372036854775807 }", "let b = [1].map { $0 + $999999 }",
        "let n = ASTextNode()\nn.maximumNumberOfLines = CGFloat.nan\nn.maximumNumberOfLines = 1e308",
        "unknownThing.style.flexGrow = 1", "let a = ASDisplayNode()\na.style.width = ASDimensionMake(\"1e999%\")",
        "\u{0}\u{7}\u{1B}[31m", "let s = \"\\u{FFFF}\"",
        // Values, observers and builders new with the paste work: each ends in an error or a layout, never a trap.
        "enum E: Equatable { indirect case a(E), b }\nvar e = E.b\nvar f = E.b\nfor _ in 0..<3000 { e = .a(e); f = .a(f) }\nprint(e == f)",
        "var w: CGFloat = 0 { didSet { w += 1 } }\nw = 5\nprint(w)",
        "func f() -> Int {\n func g(_ n: Int) -> Int { g(n + 1) }\n return g(0)\n}\nprint(f())",
        String(repeating: "LayoutSpec { ", count: 150) + "ASDisplayNode()" + String(repeating: " }", count: 150),
        "#if " + String(repeating: "!(", count: 150) + "DEBUG" + String(repeating: ")", count: 150) + "\nlet a = 1\n#endif",
        "func gather(_ xs: Int...) -> Int { xs.count }\nprint(gather(" + Array(repeating: "1", count: 2_000).joined(separator: ", ") + "))",
        // This session's: arithmetic piling up on an app number, types declared ahead that use each other, Swift 2
        // conditions by the thousand, and a method on an array that no library has.
        "var x = Feed.width\nfor _ in 0..<9000 { x = x * 2 + 1 }\nlet a = ASDisplayNode()\na.style.width = ASDimensionMake(x)\na",
        "let a = A.x\nstruct A { static let x = B.y + 1 }\nstruct B { static let y = A.x + 1 }",
        "let o: Int? = 1\n" + String(repeating: "if let a = o, b = o where a > 0 { print(b) }\n", count: 2_000),
        "let xs = [1, 2]\nlet y = xs.asObservable().map { $0 }.subscribe()\nprint(y)",
        // Lazy properties that read each other, an extension member that calls itself, huge repeated strings and
        // arrays, a generic made of a value type, a switch value no case matches, a string doubled in a loop.
        "final class Loop: ASDisplayNode {\n lazy var a: ASDisplayNode = { self.b }()\n lazy var b: ASDisplayNode = { self.a }()\n"
            + " override func layoutSpecThatFits(_ c: ASSizeRange) -> ASLayoutSpec { ASWrapperLayoutSpec(layoutElement: a) }\n}",
        "extension Int { var again: Int { self.again + 1 } }\nlet n = 3.again",
        "let s = String(repeating: \"ab\", count: 1_000_000_000)", "let s = String(repeating: \"ab\", count: -1)",
        "let a = Array(repeating: ASDisplayNode(), count: Int.max)",
        "func f<T>(_ t: T.Type) -> T { T() }\nlet x = f(Int.self)\nlet y = f(ASStackLayoutSpec.self)\ny",
        "let v: CGFloat = switch 3 { case 1: 1 }",
        "extension String { var doubled: String { self + self } }\nvar s = \"ab\"\nfor _ in 0..<40 { s = s.doubled }",
        "let r = Int.random(in: Int.min...Int.max)\nlet q = CGFloat.random(in: CGFloat.nan...1)",
        "let f = DateFormatter()\nf.dateFormat = String(repeating: \"y,\", count: 400_000)\nprint(f.string(from: post.date))",
        "let n = NumberFormatter()\nn.numberStyle = .decimal\nn.maximumFractionDigits = Int.max\nn.minimumFractionDigits = 99\n"
            + "print(n.string(from: 1e300) ?? \"\", n.string(from: -CGFloat.infinity) ?? \"\", n.string(from: 0.1) ?? \"\", "
            + "n.string(from: CGFloat.nan) ?? \"\", n.string(from: Int.min) ?? \"\")",
        "let f = DateFormatter()\nf.dateFormat = \"'\"\nf.setLocalizedDateFormatFromTemplate(\"\")\nprint(f.string(from: post.date))",
        // Captured variables, blocks that set blocks, configure methods that recurse, protocols that extend themselves.
        "var fs: [() -> Int] = []\nfunc add() { var n = 0; fs.append { n += 1; return n } }\nfor _ in 0..<3 { add() }\n"
            + "var next: (() -> Int)? = nil\nnext = { next!() }\nprint(next!())",
        "let a = ASDisplayNode()\nlet s = ASLayoutSpec()\nfunc install() { a.layoutSpecBlock = { _, _ in install(); return s } }\n"
            + "install()\na",
        "final class C: ASCellNode {\n func configure(with n: Int) { configure(with: n + 1) }\n"
            + " override func layoutSpecThatFits(_ c: ASSizeRange) -> ASLayoutSpec { ASLayoutSpec() }\n}",
        "protocol P {}\nextension P { var x: Int { x + 1 } }\nextension P: P {}\nstruct S: P {}\nprint(S().x)",
        "final class V: ASDKViewController<ASDisplayNode> {\n override func viewDidLoad() { viewDidLoad() }\n}",
        // Classes laid out again when changed, that change each other as they lay out or in layout(); frames set by
        // hand that are not numbers; a builder method whose closure calls it again.
        "final class A: ASDisplayNode {\n var other: A?\n var n = 0\n func poke() { n += 1; other?.poke() }\n"
            + " override func layoutSpecThatFits(_ c: ASSizeRange) -> ASLayoutSpec { other?.poke(); return ASLayoutSpec() }\n"
            + " override func layout() { other?.poke() }\n}\nlet a = A()\nlet b = A()\na.other = b\nb.other = a\na.poke()",
        "final class F: ASDisplayNode {\n let d = ASDisplayNode()\n override func layout() {\n"
            + "  d.frame = CGRect(x: CGFloat.nan, y: 0, width: -CGFloat.infinity, height: 1e308)\n }\n}",
        "let a = ASDisplayNode()\nfunc again(_ n: ASDisplayNode) -> ASDisplayNode { n.configure { again($0) } }\nagain(a)",
        // Snippets: functions passed as values that call themselves, a block that changes what it reads, thousands
        // of elision lines, a reference to an initializer with labels no initializer has, a fragment naming nodes by
        // the thousand.
        "func f(_ x: Int) -> Int { [x].map(f)[0] }\nprint(f(1))",
        "let g = { (n: Int) -> Int in n }\nfunc h(_ n: Int) -> Int { let k = h; return k(n) }\nprint(h(1), g(2))",
        "let a = ASDisplayNode()\nvar n = 0\na.layoutSpecBlock = { _, _ in n += 1; return ASLayoutSpec() }\na\nn = 5\nn = 6",
        "class K: ASDisplayNode { init(a: Int) { super.init() } }\nlet ks = [1].map(K.init(b:c:))\nprint(ks)",
        String(repeating: "......\n", count: 20_000) + "let a = ASDisplayNode()\na",
        "override func layoutSpecThatFits(_ c: ASSizeRange) -> ASLayoutSpec {\n...\n"
            + (0..<3_000).map { "self.node\($0).style.flexGrow = 1\n" }.joined() + "}",
    ]
    for input in inputs { exercise(input) }
}

extension String {
    /// Changes one argument label (`child:` → `chil:`, or two labels swapped).
    func replacingLabels(with random: inout Xoshiro) -> String {
        let swaps = [("child:", "chil:"), ("children:", "child:"), ("insets:", "inset:"), ("spacing:", "direction:"),
                     ("direction:", "spacing:"), ("width:", "height:"), ("alignItems:", "justifyContent:")]
        guard let (from, to) = swaps.randomElement(using: &random) else { return self }
        return split(separator: " ", omittingEmptySubsequences: false)
            .map { $0 == from ? to : String($0) }.joined(separator: " ")
    }
}

/// Chains of tens of thousands of links (members, optional members, calls, subscripts, unwraps) end with an error
/// about their depth, before swift-syntax's recursive walks see them.
@Test(arguments: ["?.b", ".b", "(1)", "[0]", "!"])
func longPostfixChainsAreRefused(_ link: String) throws {
    var session = ScriptSession()
    let outcome = session.run("let a = [1]\nlet x = a" + String(repeating: link, count: 20_000))
    let diagnostic = try #require(outcome.diagnostic)
    #expect(diagnostic.message.contains("nested too deep"))
    #expect(diagnostic.line == 2)
    // The excerpt under the message shows the part of the line around the column, not all 60,000 characters.
    let excerpt = diagnostic.description.split(separator: "\n").dropFirst()
    #expect(excerpt.allSatisfy { $0.count <= 102 })
}

/// The UIKit value fixtures with every number replaced by an extreme value in turn, and truncated at every line:
/// ranges, font sizes, paragraph spacings and rectangles from hostile numbers never trap.
@Test func uikitScriptsWithExtremeNumbersNeverTrap() {
    let scripts = textFixtures.map { "let t = ASTextNode()\n" + $0.script }
        + geometryFixtures.map { "let a = ASDisplayNode()\n" + $0.script }
        + imageFixtures.map { "let i = ASImageNode()\n" + $0.script }
    let extremes = ["-1", "1e308", "-1e308", "CGFloat.nan", "CGFloat.infinity", "0.5", "9223372036854775807"]
    for script in scripts {
        for extreme in extremes {
            var replaced = ""
            var inNumber = false
            for character in script {
                // A number is its digits and decimal points; identifiers' digits (`title1`) count too.
                let isNumberPart = (character.isNumber && character.isASCII) || (inNumber && character == ".")
                if isNumberPart && !inNumber { replaced += extreme }
                if !isNumberPart { replaced.append(character) }
                inNumber = isNumberPart
            }
            exercise(replaced + "\nASWrapperLayoutSpec(layoutElement: ASDisplayNode())", checkingContinuation: false)
        }
        let lines = script.split(separator: "\n")
        for count in 1..<lines.count { exercise(lines.prefix(count).joined(separator: "\n"), checkingContinuation: false) }
    }
}

/// Instances of a pasted class made statement after statement end in an error at the session's limit, and the
/// session goes on: no memory grows without bound.
@Test func objectsMadeWithoutEndStopAtTheLimit() {
    var session = ScriptSession()
    #expect(session.run("final class Blob { var size = 1 }").diagnostic == nil)
    var stopped: String?
    for _ in 0..<8 where stopped == nil {
        stopped = session.run("for _ in 0..<9000 { _ = Blob() }").diagnostic?.message
    }
    #expect(stopped?.hasPrefix("the session holds 50000 instances of pasted classes") == true)
    #expect(session.run("let one = 1\nprint(one)").printed == ["1"])
}
