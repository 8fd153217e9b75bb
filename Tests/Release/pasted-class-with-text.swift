// A pasted class whose layout places a text node set in its init: the release build crashed on about half the runs
// of this (a read coroutine's frame used after it was freed), while every debug build and test passed.
final class GreetingNode: ASDisplayNode {
    let title = ASTextNode()
    let subtitle = ASTextNode2()

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
        title.attributedText = NSAttributedString(string: "Hello")
        title.maximumNumberOfLines = 1
        subtitle.attributedText = NSAttributedString(string: "A second line of text")
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASStackLayoutSpec(direction: .vertical, spacing: 4, justifyContent: .start, alignItems: .start,
                          children: [title, subtitle])
    }
}
