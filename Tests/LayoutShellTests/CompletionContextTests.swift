import Testing
@testable import LayoutShell

/// Where Tab is pressed decides what it offers.
struct CompletionContextTests {
    static let cases: [(String, CompletionContext)] = [
        ("", .identifier),
        ("let a = ", .identifier),
        ("a.", .member(["a"])),
        ("a.style.", .member(["a", "style"])),
        ("self.title.style.", .member(["self", "title", "style"])),
        ("ASStackLayoutSpec.", .member(["ASStackLayoutSpec"])),
        ("stack.children = [a, b.", .member(["b"])),
        ("let s = ASStackLayoutSpec(", .argument("ASStackLayoutSpec")),
        ("let s = ASStackLayoutSpec(direction: .vertical, ", .argument("ASStackLayoutSpec")),
        ("ASInsetLayoutSpec(insets: .zero, child: ASStackLayoutSpec(children: [a, ", .argument("ASStackLayoutSpec")),
        ("foo(", .identifier),
        ("1.", .implicitMember(nil)),
    ]

    @Test(arguments: cases)
    func context(before: String, expected: CompletionContext) {
        #expect(CompletionContext(before: before) == expected)
    }
}
