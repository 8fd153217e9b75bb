import Testing
@testable import LayoutGame

/// When a `forbid:` property entry counts as used: the rules stated in Levels/README.md.
@Suite struct ForbiddenPropertyTests {
    @Test(arguments: [
        // A style property is used only through `style.<name>`.
        ("style.width", "a.style.width = ASDimensionMake(60)", true),
        ("style.width", "let w = a.style.width", true),
        ("style.width", "a.style.preferredSize = CGSize(width: 60, height: 20)", false),
        ("style.width", "b.style.maxSize = CGSize(width: 120, height: 80)", false),
        ("style.width", "a.style.minWidth = ASDimensionMake(60)", false),
        ("style.width", "a.style.layoutPosition = CGPoint(x: 1, y: 2) // a.style.width", false),
        ("style.height", "ASRatioLayoutSpec(ratio: 0.5, child: ASLayoutSpec())", false),
        ("style.flexGrow", "a.style\n  .flexGrow = 1", true),
        // A spec property is used through a member access on a spec…
        ("justifyContent", "stack.justifyContent = .end", true),
        ("alignItems", "column.alignItems = ASStackLayoutAlignItems.center", true),
        ("spacing", "ASStackLayoutSpec.vertical().spacing = 8", true),
        ("offset", "corner.offset = CGPoint(x: 4, y: 0)", true),
        ("justifyContent", "column.horizontalAlignment = .right", false),
        ("sizing", "a.style.flexShrink = 1", false),
        // …or through its spec's initializer label, unless the argument is Texture's default.
        ("justifyContent", "ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .end, alignItems: .stretch, children: [a])", true),
        ("justifyContent", "ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .end, children: [a])", false),
        ("justifyContent", "ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: ASStackLayoutJustifyContent.start, alignItems: .end, children: [a])", false),
        ("alignItems", "ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [a])", true),
        ("alignItems", "ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .stretch, children: [a])", false),
        ("spacing", "ASStackLayoutSpec(direction: .horizontal, spacing: 0.0, justifyContent: .start, alignItems: .start, children: [a])", false),
        ("spacing", "ASStackLayoutSpec(direction: .horizontal, spacing: 10, justifyContent: .start, alignItems: .start, children: [a])", true),
        ("direction", "ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [a])", true),
        ("lineSpacing", "ASStackLayoutSpec(direction: .horizontal, spacing: 4, justifyContent: .start, alignItems: .start, flexWrap: .wrap, alignContent: .start, lineSpacing: 0, children: [a])", false),
        ("spacing", "ASInsetLayoutSpec(insets: .zero, child: ASStackLayoutSpec(direction: .vertical, spacing: 6, justifyContent: .start, alignItems: .start, children: [a]))", true),
        ("insets", "ASInsetLayoutSpec(insets: UIEdgeInsets.zero, child: a)", false),
        ("insets", "ASInsetLayoutSpec(insets: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8), child: a)", true),
        ("cornerLocation", "ASCornerLayoutSpec(child: a, corner: b, location: .bottomLeft)", true),
        ("ratio", "ASRatioLayoutSpec(ratio: 1, child: a)", true),
        ("sizingOptions", "ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: a)", false),
        // The same words elsewhere are not the property.
        ("spacing", "// stack.spacing = 8\nlet note = \"spacing: 8\"", false),
        ("direction", "ASStackLayoutSpec.vertical()", false),
        ("offset", "a.style.layoutPosition = CGPoint(x: 10, y: 0)", false),
    ])
    func propertyUse(entry: String, code: String, used: Bool) {
        #expect(Vocabulary.usesProperty(entry, in: codeTokens(in: code)) == used)
    }
}
