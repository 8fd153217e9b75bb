import Testing

@testable import TextureLayout

/// The size each node class measures, as the root of a layout in a range: its `calculateSizeThatFits:` clamped to
/// the range. Text is 16 pt: 8 pt a character, 16 pt a line.
struct NodeSizeCase: CustomTestStringConvertible, Sendable {
    let name: String
    let content: Node.Content
    let range: SizeRange
    let size: Size

    var testDescription: String { name }
}

private let tableCell = SizeRange(min: Size(width: 375, height: 0), max: Size(width: 375, height: .infinity))
private let bounded = SizeRange(min: .zero, max: Size(width: 375, height: 200))

private func editable(_ text: String = "", placeholder: String = "", lines: Int = 0,
                      inset: EdgeInsets = .zero) -> Node.Content {
    .editableText(EditableText(text: TextContent(text, fontSize: 16), placeholder: TextContent(placeholder, fontSize: 16),
                               maximumLinesToDisplay: lines, textContainerInset: inset))
}

let nodeSizeCases: [NodeSizeCase] = [
    // -[ASVideoNode calculateSizeThatFits:]: the max, or 0×0 when a side is infinite.
    NodeSizeCase(name: "video node under an unbounded height is 0×0, then the min applies",
                 content: .offeredSize(.videoNode), range: tableCell, size: Size(width: 375, height: 0)),
    NodeSizeCase(name: "video node takes a bounded max", content: .offeredSize(.videoNode), range: bounded,
                 size: Size(width: 375, height: 200)),
    // -[ASVideoPlayerNode layoutSpecThatFits:]: an absolute spec takes the max where it is valid, the min elsewhere.
    NodeSizeCase(name: "video player node takes the bounded width and the min height",
                 content: .offeredSize(.videoPlayerNode),
                 range: SizeRange(min: Size(width: 0, height: 50), max: Size(width: 375, height: .infinity)),
                 size: Size(width: 375, height: 50)),
    NodeSizeCase(name: "video player node takes a bounded max", content: .offeredSize(.videoPlayerNode),
                 range: bounded, size: Size(width: 375, height: 200)),
    // -[ASMapNode calculateSizeThatFits:]: the max when both sides are valid for a layout, 0×0 otherwise.
    NodeSizeCase(name: "map node under an unbounded height is 0×0", content: .offeredSize(.mapNode),
                 range: SizeRange(min: .zero, max: Size(width: 375, height: .infinity)), size: .zero),
    NodeSizeCase(name: "map node under CGFLOAT_MAX is 0×0", content: .offeredSize(.mapNode),
                 range: SizeRange(min: .zero, max: Size(width: 375, height: .greatestFiniteMagnitude)), size: .zero),
    NodeSizeCase(name: "map node takes a bounded max", content: .offeredSize(.mapNode), range: bounded,
                 size: Size(width: 375, height: 200)),
    // -[ASEditableTextNode calculateSizeThatFits:]: the placeholder while nothing is typed, the insets added,
    // capped by the max.
    NodeSizeCase(name: "editable text shows its placeholder while empty", content: editable(placeholder: "Type here"),
                 range: tableCell.withMinWidth(0), size: Size(width: 72, height: 16)),
    NodeSizeCase(name: "editable text measures typed text instead of the placeholder",
                 content: editable("Hi", placeholder: "Type here"), range: tableCell.withMinWidth(0),
                 size: Size(width: 16, height: 16)),
    NodeSizeCase(name: "editable text adds textContainerInset",
                 content: editable(placeholder: "Type here", inset: EdgeInsets(top: 4, left: 5, bottom: 4, right: 5)),
                 range: tableCell.withMinWidth(0), size: Size(width: 82, height: 24)),
    NodeSizeCase(name: "editable text wraps at the whole max width, then the insets are capped by it",
                 content: editable(placeholder: "Type here", inset: EdgeInsets(top: 4, left: 5, bottom: 4, right: 5)),
                 range: SizeRange(min: .zero, max: Size(width: 40, height: .infinity)),
                 size: Size(width: 40, height: 40)),
    NodeSizeCase(name: "editable text measures at most maximumLinesToDisplay lines",
                 content: editable(placeholder: "Type here", lines: 1),
                 range: SizeRange(min: .zero, max: Size(width: 40, height: .infinity)),
                 size: Size(width: 40, height: 16)),
    // ASTextNode2: the text gets the constrained size minus textContainerInset, the node adds it back.
    NodeSizeCase(name: "text container insets are added around the text",
                 content: .text(TextContent("Hello", fontSize: 16, containerInset: EdgeInsets(top: 2, left: 3, bottom: 2, right: 3))),
                 range: tableCell.withMinWidth(0), size: Size(width: 46, height: 20)),
    NodeSizeCase(name: "text container insets narrow the width the text wraps in",
                 content: .text(TextContent("Hello", fontSize: 16, containerInset: EdgeInsets(top: 2, left: 3, bottom: 2, right: 3))),
                 range: SizeRange(min: .zero, max: Size(width: 30, height: .infinity)),
                 size: Size(width: 30, height: 36)),
    // ASDisplayNode's sizing for the classes that keep it.
    NodeSizeCase(name: "a scroll node without a spec sizes like a display node", content: .scroll(ScrollOptions()),
                 range: bounded, size: Size(width: 375, height: 200)),
]

extension SizeRange {
    fileprivate func withMinWidth(_ width: Double) -> SizeRange {
        SizeRange(min: Size(width: width, height: min.height), max: max)
    }
}

@Test("Each node class measures as its Texture calculateSizeThatFits: says", arguments: nodeSizeCases)
func nodeClassSizes(_ fixture: NodeSizeCase) {
    var tree = LayoutTree()
    let id = tree.add(Element(name: "n", kind: .node(Node(content: fixture.content))))
    #expect(tree.layout(root: id, in: fixture.range, scale: 2).size == fixture.size)
}

/// `-[ASScrollNode calculateLayoutThatFits:restrictedToSize:relativeToParentSize:]` with a vertical stack of
/// 100 pt tall rows as its content.
struct ScrollCase: CustomTestStringConvertible, Sendable {
    let name: String
    let options: ScrollOptions
    let rows: Int
    let range: SizeRange
    let size: Size

    var testDescription: String { name }
}

private let screen = SizeRange(min: Size(width: 375, height: 0), max: Size(width: 375, height: 300))

private func managed(_ directions: ScrollDirections = []) -> ScrollOptions {
    var options = ScrollOptions(scrollableDirections: directions)
    options.setAutomaticallyManagesContentSize(true)
    return options
}

let scrollCases: [ScrollCase] = [
    ScrollCase(name: "not scrollable: the content is measured in the range and the node takes its size",
               options: ScrollOptions(), rows: 5, range: screen, size: Size(width: 375, height: 300)),
    ScrollCase(name: "scrolling vertically: the content is measured unbounded and the node takes its whole size",
               options: ScrollOptions(scrollableDirections: .vertical), rows: 5, range: screen,
               size: Size(width: 375, height: 500)),
    ScrollCase(name: "managing its content size: the node takes the space offered, the content keeps its size",
               options: managed(), rows: 5, range: screen, size: Size(width: 375, height: 300)),
    ScrollCase(name: "managing its content size with less content: still the space offered",
               options: managed(), rows: 2, range: screen, size: Size(width: 375, height: 300)),
    ScrollCase(name: "managing its content size under an unbounded height: the content's height",
               options: managed(), rows: 5,
               range: SizeRange(min: Size(width: 375, height: 0), max: Size(width: 375, height: .infinity)),
               size: Size(width: 375, height: 500)),
]

@Test("ASScrollNode measures its content along its scrollable directions", arguments: scrollCases)
func scrollNodeSizes(_ fixture: ScrollCase) {
    var tree = LayoutTree()
    let rows = (0..<fixture.rows).map { tree.node("row\($0)", width: 375, height: 100) }
    let content = tree.stack("content", StackSpec(direction: .vertical), children: rows)
    let scroll = tree.add(Element(name: "scroll", kind: .node(Node(content: .scroll(fixture.options),
                                                                   layoutSpec: content))))
    let result = tree.layout(root: scroll, in: fixture.range, scale: 2)
    #expect(result.size == fixture.size)
    // The rows keep their frames below the visible height.
    #expect(result.frame(of: rows[fixture.rows - 1])?.minY == Double(fixture.rows - 1) * 100)
}

@Test("ASScrollNode: turning on automaticallyManagesContentSize without directions scrolls vertically")
func managingContentSizeDefaultsToVertical() {
    #expect(managed().scrollableDirections == .vertical)
    #expect(managed(.horizontal).scrollableDirections == .horizontal)
}

@Test("calculateSizeThatFits is the class's own measure, without style or spec")
func calculateSizeThatFitsIsTheClassMeasure() {
    var tree = LayoutTree()
    let text = tree.text("t", TextContent("Hello", fontSize: 16))
    tree.updateStyle(text) { $0.preferredSize = Size(width: 100, height: 100) }
    let inner = tree.node("inner", width: 10, height: 10)
    let card = tree.node("card", layoutSpec: tree.stack("s", children: [inner]))
    #expect(tree.calculateSizeThatFits(text, Size(width: 375, height: .infinity)) == Size(width: 40, height: 16))
    #expect(tree.calculateSizeThatFits(card, Size(width: 375, height: 50)) == Size(width: 375, height: 50))
    #expect(tree.calculateSizeThatFits(card, Size(width: 375, height: .infinity)) == .zero)
    #expect(tree.subnodes(of: card) == [inner])
    #expect(tree.supernode(of: inner) == card)
    #expect(tree.supernode(of: card) == nil)
}
