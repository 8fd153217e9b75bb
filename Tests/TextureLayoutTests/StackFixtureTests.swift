import Testing
@testable import TextureLayout

// Expected values are computed by hand from texture-layout-reference.md §7–§8 (see comments per fixture).

/// Three 50×50 leaves in a horizontal stack.
private func threeSquares(_ spec: StackSpec, range: SizeRange, scale: Double = 2,
                          _ change: (inout LayoutTree, [ElementID]) -> Void = { _, _ in })
    -> (LayoutTree, LayoutResult, [ElementID]) {
    var t = LayoutTree()
    let a = t.node("a", width: 50, height: 50)
    let b = t.node("b", width: 50, height: 50)
    let c = t.node("c", width: 50, height: 50)
    let s = t.stack("s", spec, children: [a, b, c])
    change(&t, [a, b, c])
    return (t, t.layout(root: s, in: range, scale: scale), [a, b, c])
}

struct JustifyCase: CustomTestStringConvertible, Sendable {
    let justify: JustifyContent
    let width: ClosedRange<Double>
    let xs: [Double]
    let stackWidth: Double
    var testDescription: String { "\(justify) in width \(width) → x = \(xs)" }
}

@Test("§8.9.2 / §8.11 justifyContent of three 50×50 in a horizontal stack", arguments: [
    // v = 300 − 150 = 150
    JustifyCase(justify: .start, width: 300...300, xs: [0, 50, 100], stackWidth: 300),
    JustifyCase(justify: .center, width: 300...300, xs: [75, 125, 175], stackWidth: 300),
    JustifyCase(justify: .end, width: 300...300, xs: [150, 200, 250], stackWidth: 300),
    JustifyCase(justify: .spaceBetween, width: 300...300, xs: [0, 125, 250], stackWidth: 300),
    JustifyCase(justify: .spaceAround, width: 300...300, xs: [25, 125, 225], stackWidth: 300),
    // Overflow v = 110 − 150 = −40
    JustifyCase(justify: .start, width: 110...110, xs: [0, 50, 100], stackWidth: 110),
    JustifyCase(justify: .center, width: 110...110, xs: [-20, 30, 80], stackWidth: 110),
    JustifyCase(justify: .end, width: 110...110, xs: [-40, 10, 60], stackWidth: 110),
    JustifyCase(justify: .spaceBetween, width: 110...110, xs: [0, 50, 100], stackWidth: 110),
    JustifyCase(justify: .spaceAround, width: 110...110, xs: [-20, 30, 80], stackWidth: 110),
    // min 0: no violation, justify does nothing; the stack hugs its content
    JustifyCase(justify: .center, width: 0...300, xs: [0, 50, 100], stackWidth: 150),
    JustifyCase(justify: .end, width: 0...300, xs: [0, 50, 100], stackWidth: 150),
    JustifyCase(justify: .spaceBetween, width: 0...300, xs: [0, 50, 100], stackWidth: 150),
    // Range [200, 300]: violation against the min (200 − 150 = 50), not against the final size
    JustifyCase(justify: .end, width: 200...300, xs: [50, 100, 150], stackWidth: 200),
    JustifyCase(justify: .spaceBetween, width: 200...300, xs: [0, 75, 150], stackWidth: 200),
])
func justifyFixture(_ c: JustifyCase) {
    let (t, r, ids) = threeSquares(StackSpec(direction: .horizontal, justifyContent: c.justify),
                                   range: fxRange(c.width.lowerBound, 0, c.width.upperBound, 300))
    #expect(fxClose(r.size, Size(width: c.stackWidth, height: 50)), "\(r.size)")
    fxExpectFrames(r, t, zip(ids, c.xs).map { ($0, fxRect($1, 0, 50, 50)) })
}

@Test("§8.11 all grow 1 in width 300 → 100 each")
func growEquallyFixture() {
    let (t, r, ids) = threeSquares(StackSpec(), range: fxRange(300, 0, 300, 300)) { t, ids in
        for id in ids { t.updateStyle(id) { $0.flexGrow = 1 } }
    }
    fxExpectFrames(r, t, [(ids[0], fxRect(0, 0, 100, 50)), (ids[1], fxRect(100, 0, 100, 50)),
                          (ids[2], fxRect(200, 0, 100, 50))])
}

@Test("§8.5 grow remainder goes to the first growing item: 25/0/100 grow 0/1/1 in 300 → 25/88/187")
func growRemainderFixture() {
    var t = LayoutTree()
    let a = t.node("a", width: 25, height: 50)
    let b = t.node("b", width: 0, height: 50)
    let c = t.node("c", width: 100, height: 50)
    t.updateStyle(b) { $0.flexGrow = 1 }
    t.updateStyle(c) { $0.flexGrow = 1 }
    let s = t.stack("s", StackSpec(alignItems: .start), children: [a, b, c])
    let r = t.layout(root: s, in: fxRange(300, 0, 300, 300))
    fxExpectFrames(r, t, [(a, fxRect(0, 0, 25, 50)), (b, fxRect(25, 0, 88, 50)), (c, fxRect(113, 0, 187, 50))])
}

@Test("§8.5 step 6: v = 1.5 over two grow-1 items floors to 0 each → nothing grows")
func growTooSmallFixture() {
    var t = LayoutTree()
    let a = t.node("a", width: 50, height: 10)
    let b = t.node("b", width: 50, height: 10)
    t.updateStyle(a) { $0.flexGrow = 1 }
    t.updateStyle(b) { $0.flexGrow = 1 }
    let s = t.stack("s", StackSpec(alignItems: .start), children: [a, b])
    let r = t.layout(root: s, in: fxRange(101.5, 0, 101.5, 100))
    fxExpectFrames(r, t, [(a, fxRect(0, 0, 50, 10)), (b, fxRect(50, 0, 50, 10))])
}

struct ShrinkCase: CustomTestStringConvertible, Sendable {
    let scale: Double
    let widths: [Double]
    let xs: [Double]
    var testDescription: String { "@\(scale)x → widths \(widths)" }
}

@Test("§8.5 shrink weighted by size: 300/100/200, shrink 2/1/2, exact 400 (pixel-ceiled per scale)", arguments: [
    // 190.909 / 81.818 / 127.273 ceiled to the pixel grid
    ShrinkCase(scale: 1, widths: [191, 82, 128], xs: [0, 191, 273]),
    ShrinkCase(scale: 2, widths: [191, 82, 127.5], xs: [0, 191, 273]),
    ShrinkCase(scale: 3, widths: [191, 82, 382.0 / 3], xs: [0, 191, 273]),
])
func shrinkWeightedFixture(_ c: ShrinkCase) {
    var t = LayoutTree()
    let a = t.node("a", width: 300, height: 50)
    let b = t.node("b", width: 100, height: 50)
    let d = t.node("c", width: 200, height: 50)
    t.updateStyle(a) { $0.flexShrink = 2 }
    t.updateStyle(b) { $0.flexShrink = 1 }
    t.updateStyle(d) { $0.flexShrink = 2 }
    let s = t.stack("s", StackSpec(alignItems: .start), children: [a, b, d])
    let r = t.layout(root: s, in: fxRange(400, 0, 400, 100), scale: c.scale)
    fxExpectFrames(r, t, zip([a, b, d], zip(c.xs, c.widths)).map { ($0, fxRect($1.0, 0, $1.1, 50)) })
    #expect(fxClose(r.size, Size(width: 400, height: 50)))
}

@Test("§8.5 clamp to zero: three 50s, middle shrinks, width 75 → 50/0/50 overflowing")
func shrinkClampToZeroFixture() {
    let (t, r, ids) = threeSquares(StackSpec(alignItems: .start), range: fxRange(75, 0, 75, 100)) { t, ids in
        t.updateStyle(ids[1]) { $0.flexShrink = 1 }
    }
    fxExpectFrames(r, t, [(ids[0], fxRect(0, 0, 50, 50)), (ids[1], fxRect(50, 0, 0, 50)),
                          (ids[2], fxRect(50, 0, 50, 50))])
    #expect(fxClose(r.size, Size(width: 75, height: 50)))
}

@Test("§8.5 zero-size shrinkable child: T = 0 → nothing shrinks, 10 pt overflow")
func shrinkZeroSizeFixture() {
    var t = LayoutTree()
    let a = t.node("a", width: 50, height: 50)
    let b = t.node("b", width: 0, height: 50)
    t.updateStyle(b) { $0.flexShrink = 1 }
    let s = t.stack("s", StackSpec(alignItems: .start), children: [a, b])
    let r = t.layout(root: s, in: fxRange(40, 0, 40, 100))
    fxExpectFrames(r, t, [(a, fxRect(0, 0, 50, 50)), (b, fxRect(50, 0, 0, 50))])
    #expect(fxClose(r.size, Size(width: 40, height: 50)))
}

struct OptimizedCase: CustomTestStringConvertible, Sendable {
    let aShrink: Double
    let aWidth: Double
    let bWidth: Double
    var testDescription: String { "A shrink \(aShrink) → A \(aWidth), B \(bWidth)" }
}

@Test("§8.2 optimized flexing: A(100, grow 1) B(50, grow 1) in exact 300", arguments: [
    // A grow+shrink: placeholder 0 → v = 250 → 125 each → A 125, B 175
    OptimizedCase(aShrink: 1, aWidth: 125, bWidth: 175),
    // normal path: v = 150 → 75 each → A 175, B 125
    OptimizedCase(aShrink: 0, aWidth: 175, bWidth: 125),
])
func optimizedFlexingFixture(_ c: OptimizedCase) {
    var t = LayoutTree()
    let a = t.node("A", width: 100, height: 50)
    let b = t.node("B", width: 50, height: 50)
    t.updateStyle(a) { $0.flexGrow = 1; $0.flexShrink = c.aShrink }
    t.updateStyle(b) { $0.flexGrow = 1 }
    let s = t.stack("s", StackSpec(), children: [a, b])
    let r = t.layout(root: s, in: fxRange(300, 0, 300, 300))
    fxExpectFrames(r, t, [(a, fxRect(0, 0, c.aWidth, 50)), (b, fxRect(c.aWidth, 0, c.bWidth, 50))])
}

@Test("§8.2 optimized child with no flexing needed is laid out with a [0,0] stack range")
func optimizedNoFlexFixture() {
    var t = LayoutTree()
    let a = t.node("A", width: 100, height: 50)
    let b = t.node("B", width: 300, height: 50)
    t.updateStyle(a) { $0.flexGrow = 1; $0.flexShrink = 1 }
    let s = t.stack("s", StackSpec(alignItems: .start), children: [a, b])
    // A is a 0 placeholder; sum = 300 = Smin → no violation → A laid out at width 0.
    let r = t.layout(root: s, in: fxRange(300, 0, 300, 300))
    fxExpectFrames(r, t, [(a, fxRect(0, 0, 0, 50)), (b, fxRect(0, 0, 300, 50))])
}

@Test("§8.7 cross stretching after flexing: 10-wide stretch child next to 500×500 grow+shrink in inset 280")
func crossStretchAfterFlexFixture() {
    var t = LayoutTree()
    let c1 = t.node("c1", style: fxNodeStyle(width: .points(10)))
    let c2 = t.node("c2", width: 500, height: 500)
    t.updateStyle(c2) { $0.flexGrow = 1; $0.flexShrink = 1 }
    let s = t.stack("s", StackSpec(), children: [c1, c2])
    let inset = t.spec("inset", .inset(EdgeInsets(all: 10), child: s))
    let r = t.layout(root: inset, in: fxRange(300, 0, 300, fxInf))
    fxExpectFrames(r, t, [(c1, fxRect(10, 10, 10, 500)), (c2, fxRect(20, 10, 270, 500))])
    #expect(fxClose(r.size, Size(width: 300, height: 520)))
}

@Test("§8.11 vertical, explicit sizes keep their widths under stretch; spacingBefore; stack 200×260")
func verticalExplicitSizesFixture() {
    var t = LayoutTree()
    let a = t.node("a", width: 50, height: 50)
    let b = t.node("b", width: 100, height: 70)
    let c = t.node("c", width: 150, height: 90)
    t.updateStyle(b) { $0.spacingBefore = 20 }
    t.updateStyle(c) { $0.spacingBefore = 30 }
    let s = t.stack("s", StackSpec(direction: .vertical, justifyContent: .center, alignItems: .stretch),
                    children: [a, b, c])
    let r = t.layout(root: s, in: fxRange(200, 200, 300, 300))
    fxExpectFrames(r, t, [(a, fxRect(0, 0, 50, 50)), (b, fxRect(0, 70, 100, 70)), (c, fxRect(0, 170, 150, 90))])
    #expect(fxClose(r.size, Size(width: 200, height: 260)))
}

@Test("§8.11 vertical, cross not definite → line cross = widest child (150); stack 150×300")
func verticalIndefiniteCrossFixture() {
    var t = LayoutTree()
    let a = t.node("a", width: 50, height: 50)
    let b = t.node("b", width: 100, height: 50)
    let c = t.node("c", width: 150, height: 50)
    let s = t.stack("s", StackSpec(direction: .vertical, alignItems: .start), children: [a, b, c])
    let r = t.layout(root: s, in: fxRange(0, 300, 300, 300))
    #expect(fxClose(r.size, Size(width: 150, height: 300)))
    fxExpectFrames(r, t, [(a, fxRect(0, 0, 50, 50)), (b, fxRect(0, 50, 100, 50)), (c, fxRect(0, 100, 150, 50))])
}

@Test("§8.11 flexBasis 50% resolves against the exact stack width 200 → 100/50/50")
func flexBasisFractionFixture() {
    let (t, r, ids) = threeSquares(StackSpec(), range: fxRange(200, 0, 200, 300)) { t, ids in
        for id in ids { t.updateStyle(id) { $0.flexGrow = 1 } }
        t.updateStyle(ids[0]) { $0.flexBasis = .fraction(0.5) }
    }
    fxExpectFrames(r, t, [(ids[0], fxRect(0, 0, 100, 50)), (ids[1], fxRect(100, 0, 50, 50)),
                          (ids[2], fxRect(150, 0, 50, 50))])
}

struct BasisRoundingCase: CustomTestStringConvertible, Sendable {
    let scale: Double
    let expected: Double
    var testDescription: String { "@\(scale)x → \(expected)" }
}

@Test("§2 Texture#986: flexBasis 50% of 375 → 188 @1x, 187.5 @2x, 187.667 @3x", arguments: [
    BasisRoundingCase(scale: 1, expected: 188),
    BasisRoundingCase(scale: 2, expected: 187.5),
    BasisRoundingCase(scale: 3, expected: 563.0 / 3),
])
func flexBasisRoundingFixture(_ c: BasisRoundingCase) {
    var t = LayoutTree()
    let a = t.node("a", style: fxNodeStyle(height: .points(10)) { $0.flexBasis = .fraction(0.5) })
    let b = t.node("b", style: fxNodeStyle(height: .points(10)) { $0.flexGrow = 1 })
    let s = t.stack("s", StackSpec(alignItems: .start), children: [a, b])
    let r = t.layout(root: s, in: fxRange(375, 0, 375, 100), scale: c.scale)
    #expect(fxClose(r.frame(of: a)?.size.width ?? -1, c.expected))
    #expect(fxClose(r.frame(of: b)?.origin.x ?? -1, c.expected))
}

// MARK: - alignItems / alignSelf

struct AlignCase: CustomTestStringConvertible, Sendable {
    let align: AlignItems
    let scale: Double
    let square: Rect   // 50×45 node
    let image: Rect    // 30×30 image with no style size
    var testDescription: String { "\(align) @\(scale)x" }
}

@Test("§8.9.4 alignItems in a definite cross line of 200 (horizontal)", arguments: [
    AlignCase(align: .start, scale: 2, square: fxRect(0, 0, 50, 45), image: fxRect(50, 0, 30, 30)),
    AlignCase(align: .end, scale: 2, square: fxRect(0, 155, 50, 45), image: fxRect(50, 170, 30, 30)),
    // center floors to the pixel grid: (200 − 45)/2 = 77.5
    AlignCase(align: .center, scale: 2, square: fxRect(0, 77.5, 50, 45), image: fxRect(50, 85, 30, 30)),
    AlignCase(align: .center, scale: 1, square: fxRect(0, 77, 50, 45), image: fxRect(50, 85, 30, 30)),
    AlignCase(align: .center, scale: 3, square: fxRect(0, 232.0 / 3, 50, 45), image: fxRect(50, 85, 30, 30)),
    // stretch: the points-height square keeps 45; the image is offered [200,200] on the cross axis
    AlignCase(align: .stretch, scale: 2, square: fxRect(0, 0, 50, 45), image: fxRect(50, 0, 30, 200)),
    // notSet behaves like start
    AlignCase(align: .notSet, scale: 2, square: fxRect(0, 0, 50, 45), image: fxRect(50, 0, 30, 30)),
])
func alignItemsFixture(_ c: AlignCase) {
    var t = LayoutTree()
    let sq = t.node("sq", width: 50, height: 45)
    let im = t.image("im", size: Size(width: 30, height: 30))
    let s = t.stack("s", StackSpec(alignItems: c.align), children: [sq, im])
    let r = t.layout(root: s, in: fxRange(0, 200, 300, 200), scale: c.scale)
    fxExpectFrames(r, t, [(sq, c.square), (im, c.image)])
    #expect(fxClose(r.size, Size(width: 80, height: 200)))
}

struct AlignSelfCase: CustomTestStringConvertible, Sendable {
    let alignSelf: AlignSelf
    let frame: Rect
    var testDescription: String { "\(alignSelf)" }
}

@Test("§8.3 / §8.9.4 alignSelf overrides alignItems (.start) of a horizontal stack with height 100", arguments: [
    AlignSelfCase(alignSelf: .auto, frame: fxRect(0, 0, 30, 30)),
    AlignSelfCase(alignSelf: .start, frame: fxRect(0, 0, 30, 30)),
    AlignSelfCase(alignSelf: .end, frame: fxRect(0, 70, 30, 30)),
    AlignSelfCase(alignSelf: .center, frame: fxRect(0, 35, 30, 30)),
    AlignSelfCase(alignSelf: .stretch, frame: fxRect(0, 0, 30, 100)),
])
func alignSelfFixture(_ c: AlignSelfCase) {
    var t = LayoutTree()
    var style = Style()
    style.alignSelf = c.alignSelf
    let im = t.image("im", size: Size(width: 30, height: 30), style: style)
    let s = t.stack("s", StackSpec(alignItems: .start), children: [im])
    let r = t.layout(root: s, in: fxRange(0, 100, 300, 100))
    fxExpectFrames(r, t, [(im, c.frame)])
}

struct BaselineCase: CustomTestStringConvertible, Sendable {
    let align: AlignItems
    let small: Rect
    let big: Rect
    let stack: Size
    var testDescription: String { "\(align)" }
}

@Test("§8.6 baseline alignment of a 2-line 16pt text next to a 1-line 32pt text", arguments: [
    // first: b = 12 / 24 → A 24, D = max(32−12, 32−24) = 20 → cross 44
    BaselineCase(align: .baselineFirst, small: fxRect(0, 12, 16, 32), big: fxRect(16, 0, 32, 32),
                 stack: Size(width: 48, height: 44)),
    // last: b = 32−4 = 28 / 32−8 = 24 → A 28, D = max(4, 8) = 8 → cross 36
    BaselineCase(align: .baselineLast, small: fxRect(0, 0, 16, 32), big: fxRect(16, 4, 32, 32),
                 stack: Size(width: 48, height: 36)),
])
func baselineFixture(_ c: BaselineCase) {
    var t = LayoutTree()
    let small = t.text("small", TextContent("ab\ncd", fontSize: 16, maximumNumberOfLines: 0))
    let big = t.text("big", TextContent("ab", fontSize: 32, maximumNumberOfLines: 0))
    let s = t.stack("s", StackSpec(alignItems: c.align), children: [small, big])
    let r = t.layout(root: s, in: .unconstrained)
    fxExpectFrames(r, t, [(small, c.small), (big, c.big)])
    #expect(fxClose(r.size, c.stack), "\(r.size)")
}

@Test("§8.6 alignSelf opts an item out of baseline alignment")
func baselineOptOutFixture() {
    var t = LayoutTree()
    var style = Style()
    style.alignSelf = .end
    let small = t.text("small", TextContent("ab", fontSize: 16, maximumNumberOfLines: 0), style: style)
    let big = t.text("big", TextContent("ab", fontSize: 32, maximumNumberOfLines: 0))
    let s = t.stack("s", StackSpec(alignItems: .baselineFirst), children: [small, big])
    let r = t.layout(root: s, in: .unconstrained)
    // big is the only baseline item: A 24, D 8; small (16) is a non-baseline item → cross max(32, 16) = 32.
    fxExpectFrames(r, t, [(small, fxRect(0, 16, 16, 16)), (big, fxRect(16, 0, 32, 32))])
}

// MARK: - Wrapping

struct WrapCase: CustomTestStringConvertible, Sendable {
    let alignContent: AlignContent
    let lineSpacing: Double
    let lineYs: (Double, Double)
    var testDescription: String { "\(alignContent), lineSpacing \(lineSpacing)" }
}

@Test("§8.4 / §8.9.1 flexWrap with alignContent: four 40×40, spacing 10, exact 100×200 → two lines", arguments: [
    // crossSum = 80 (+ lineSpacing) → cv = 120 (110)
    WrapCase(alignContent: .start, lineSpacing: 0, lineYs: (0, 40)),
    WrapCase(alignContent: .center, lineSpacing: 0, lineYs: (60, 100)),
    WrapCase(alignContent: .end, lineSpacing: 0, lineYs: (120, 160)),
    WrapCase(alignContent: .spaceBetween, lineSpacing: 0, lineYs: (0, 160)),
    WrapCase(alignContent: .spaceAround, lineSpacing: 0, lineYs: (30, 130)),
    WrapCase(alignContent: .stretch, lineSpacing: 0, lineYs: (0, 100)),
    WrapCase(alignContent: .start, lineSpacing: 10, lineYs: (0, 50)),
    WrapCase(alignContent: .center, lineSpacing: 10, lineYs: (55, 105)),
    WrapCase(alignContent: .end, lineSpacing: 10, lineYs: (110, 160)),
    WrapCase(alignContent: .spaceBetween, lineSpacing: 10, lineYs: (0, 160)),
    WrapCase(alignContent: .spaceAround, lineSpacing: 10, lineYs: (27.5, 132.5)),
    WrapCase(alignContent: .stretch, lineSpacing: 10, lineYs: (0, 105)),
])
func wrapAlignContentFixture(_ c: WrapCase) {
    var t = LayoutTree()
    let ids = (0..<4).map { t.image("i\($0)", size: Size(width: 40, height: 40)) }
    let s = t.stack("s", StackSpec(spacing: 10, alignItems: .start, flexWrap: .wrap, alignContent: c.alignContent,
                                   lineSpacing: c.lineSpacing), children: ids)
    let r = t.layout(root: s, in: fxRange(100, 200, 100, 200))
    fxExpectFrames(r, t, [
        (ids[0], fxRect(0, c.lineYs.0, 40, 40)), (ids[1], fxRect(50, c.lineYs.0, 40, 40)),
        (ids[2], fxRect(0, c.lineYs.1, 40, 40)), (ids[3], fxRect(50, c.lineYs.1, 40, 40)),
    ])
    #expect(fxClose(r.size, Size(width: 100, height: 200)))
}

@Test("§8.4 wrap: spacing counts when breaking lines; an oversized child forms its own line; unbounded cross hugs")
func wrapBreakingFixture() {
    var t = LayoutTree()
    let a = t.image("a", size: Size(width: 40, height: 10))
    let b = t.image("b", size: Size(width: 40, height: 20))   // 40 + 30 + 40 = 110 > 100 → new line
    let c = t.image("c", size: Size(width: 120, height: 10))  // alone wider than 100 → own line
    let d = t.image("d", size: Size(width: 10, height: 10))
    let s = t.stack("s", StackSpec(spacing: 30, alignItems: .start, flexWrap: .wrap, alignContent: .center,
                                   lineSpacing: 5), children: [a, b, c, d])
    let r = t.layout(root: s, in: fxRange(0, 0, 100, fxInf))
    // lines [a] (10), [b] (20), [c] (10), [d] (10): 120 + 30 = 150 > 100 → d breaks too. cv = 0 (unbounded).
    fxExpectFrames(r, t, [(a, fxRect(0, 0, 40, 10)), (b, fxRect(0, 15, 40, 20)), (c, fxRect(0, 40, 120, 10)),
                          (d, fxRect(0, 55, 10, 10))])
    #expect(fxClose(r.size, Size(width: 100, height: 65)))
}

@Test("§8.9.3 spacing, spacingBefore and spacingAfter (outer margins count in the line sum)")
func spacingFixture() {
    var t = LayoutTree()
    let a = t.node("a", width: 20, height: 20)
    let b = t.node("b", width: 20, height: 20)
    let c = t.node("c", width: 20, height: 20)
    t.updateStyle(a) { $0.spacingBefore = 3 }
    t.updateStyle(b) { $0.spacingBefore = 5; $0.spacingAfter = 7 }
    t.updateStyle(c) { $0.spacingAfter = 4 }
    let s = t.stack("s", StackSpec(spacing: 10), children: [a, b, c])
    let r = t.layout(root: s, in: .unconstrained)
    // a: 3; b: 3+20+5+10 = 38; c: 38+20+7+10 = 75; sum = 3+20+5+10+20+7+10+20+4 = 99
    fxExpectFrames(r, t, [(a, fxRect(3, 0, 20, 20)), (b, fxRect(38, 0, 20, 20)), (c, fxRect(75, 0, 20, 20))])
    #expect(fxClose(r.size, Size(width: 99, height: 20)))
}

@Test("§7.3 horizontalAlignment / verticalAlignment write through, and direction re-applies them")
func alignmentWriteThroughFixture() {
    var spec = StackSpec(direction: .horizontal)
    spec.horizontalAlignment = .right
    spec.verticalAlignment = .center
    #expect(spec.justifyContent == .end)
    #expect(spec.alignItems == .center)
    spec.direction = .vertical
    #expect(spec.alignItems == .end)
    #expect(spec.justifyContent == .center)
    // .none leaves the current value untouched
    spec.horizontalAlignment = .none
    #expect(spec.alignItems == .end)
    var v = StackSpec(direction: .vertical)
    v.horizontalAlignment = .middle
    v.verticalAlignment = .bottom
    #expect(v.alignItems == .center && v.justifyContent == .end)
    var h = StackSpec(direction: .horizontal)
    h.horizontalAlignment = .left
    h.verticalAlignment = .top
    #expect(h.justifyContent == .start && h.alignItems == .start)
}

@Test("§7.1 StackSpec() defaults: horizontal, start, stretch, noWrap")
func stackDefaultsFixture() {
    let s = StackSpec()
    #expect(s.direction == .horizontal && s.justifyContent == .start && s.alignItems == .stretch)
    #expect(s.flexWrap == .noWrap && s.alignContent == .start && s.spacing == 0 && s.lineSpacing == 0)
}

@Test("§7.3 horizontalAlignment .middle centres three 50s in width 300")
func alignmentLayoutFixture() {
    var spec = StackSpec()
    spec.horizontalAlignment = .middle
    spec.verticalAlignment = .bottom
    let (t, r, ids) = threeSquares(spec, range: fxRange(300, 100, 300, 100))
    fxExpectFrames(r, t, zip(ids, [75.0, 125, 175]).map { ($0, fxRect($1, 50, 50, 50)) })
}

@Test("§5.2 a plain node without size is 0 along the stack axis (first pass is unbounded)")
func defaultNodeSizingInStackFixture() {
    var t = LayoutTree()
    let plain = t.node("plain", style: fxNodeStyle(height: .points(20)))
    let b = t.node("b", width: 50, height: 50)
    let s = t.stack("s", StackSpec(alignItems: .start), children: [plain, b])
    let r = t.layout(root: s, in: fxRange(0, 0, 300, 100))
    fxExpectFrames(r, t, [(plain, fxRect(0, 0, 0, 20)), (b, fxRect(0, 0, 50, 50))])
    // As root in a finite range, a plain node fills the max; under an unbounded max it is min-sized.
    var t2 = LayoutTree()
    let n = t2.node("n")
    #expect(t2.layout(root: n, in: fxRange(0, 0, 100, 50)).size == Size(width: 100, height: 50))
    #expect(t2.layout(root: n, in: fxRange(10, 5, 100, fxInf)).size == Size(width: 10, height: 5))
}

@Test("§8.8 vertical stack in a baseline horizontal stack forwards first ascender / last descender")
func verticalStackBaselineFixture() {
    var t = LayoutTree()
    let t1 = t.text("t1", TextContent("ab", fontSize: 32, maximumNumberOfLines: 0))   // asc 24
    let t2 = t.text("t2", TextContent("ab", fontSize: 16, maximumNumberOfLines: 0))   // desc −4
    let v = t.stack("v", StackSpec(direction: .vertical, alignItems: .start), children: [t1, t2])
    let other = t.text("o", TextContent("ab", fontSize: 16, maximumNumberOfLines: 0)) // asc 12
    let h = t.stack("h", StackSpec(alignItems: .baselineFirst), children: [v, other])
    let r = t.layout(root: h, in: .unconstrained)
    // v is 32×48 with ascender 24 → A = 24; other at 24 − 12 = 12.
    fxExpectFrames(r, t, [(t1, fxRect(0, 0, 32, 32)), (t2, fxRect(0, 32, 16, 16)), (other, fxRect(32, 12, 16, 16))])
}

// MARK: - §8.9.6 inverted ranges

@Test("§8.9.6 stretch child with only maxWidth 200 in a 320-wide vertical stack is 320 wide")
func invertedMaxFixture() {
    var t = LayoutTree()
    let stretch = t.node("stretch", style: fxNodeStyle(height: .points(50)) { $0.maxWidth = .points(200) })
    let capped = t.node("capped", style: fxNodeStyle(height: .points(50)) {
        $0.maxWidth = .points(200); $0.alignSelf = .start
    })
    let s = t.stack("s", StackSpec(direction: .vertical), children: [stretch, capped])
    let r = t.layout(root: s, in: fxRange(320, 0, 320, fxInf))
    fxExpectFrames(r, t, [(stretch, fxRect(0, 0, 320, 50)), (capped, fxRect(0, 50, 200, 50))])
    // The offered range really is inverted: width [320, 200], height (stack axis) [0, ∞].
    let offered = r.layout.sublayouts.first { $0.element == stretch }?.offered
    #expect(offered == fxRange(320, 0, 200, fxInf))
}

@Test("§8.9.6 minWidth 100 beats a stack Cmax of 80 (overflows); stack stays 80 wide")
func invertedMinOverflowFixture() {
    var t = LayoutTree()
    let im = t.image("im", size: Size(width: 50, height: 50), style: fxNodeStyle { $0.minWidth = .points(100) })
    let s = t.stack("s", StackSpec(direction: .vertical), children: [im])
    let r = t.layout(root: s, in: fxRange(0, 0, 80, fxInf))
    fxExpectFrames(r, t, [(im, fxRect(0, 0, 100, 50))])
    #expect(fxClose(r.size, Size(width: 80, height: 50)))
}

@Test("§8.9.6 minWidth 100 with a wider line: intrinsic child keeps 100, not stretched to 320")
func invertedMinNoStretchFixture() {
    var t = LayoutTree()
    let im = t.image("im", size: Size(width: 50, height: 50), style: fxNodeStyle { $0.minWidth = .points(100) })
    let plain = t.image("plain", size: Size(width: 50, height: 50))
    let s = t.stack("s", StackSpec(direction: .vertical), children: [im, plain])
    let r = t.layout(root: s, in: fxRange(320, 0, 320, fxInf))
    fxExpectFrames(r, t, [(im, fxRect(0, 0, 100, 50)), (plain, fxRect(0, 50, 320, 50))])
}

@Test("§8.0 empty stack is range.min")
func emptyStackFixture() {
    var t = LayoutTree()
    let s = t.stack("s", StackSpec(), children: [])
    #expect(t.layout(root: s, in: fxRange(12, 34, 100, 100)).size == Size(width: 12, height: 34))
}

@Test("§6.1 plain ASLayoutSpec spacer with flexGrow pushes siblings apart")
func spacerFixture() {
    var t = LayoutTree()
    let a = t.node("a", width: 50, height: 50)
    let spacer = t.spec("spacer", .plain(children: []), style: fxNodeStyle { $0.flexGrow = 1 })
    let b = t.node("b", width: 50, height: 50)
    let s = t.stack("s", StackSpec(), children: [a, spacer, b])
    let r = t.layout(root: s, in: fxRange(300, 0, 300, 300))
    fxExpectFrames(r, t, [(a, fxRect(0, 0, 50, 50)), (b, fxRect(250, 0, 50, 50))])
    #expect(r.frame(of: spacer) == nil)
}

@Test("§5.3 text in a horizontal stack is one line; only flexShrink makes it wrap at the flexed width")
func textShrinkFixture() {
    for shrink in [0.0, 1.0] {
        var t = LayoutTree()
        // "hello world": 11 cells × 8 = 88 wide, 16 tall on one line
        let text = t.text("text", TextContent("hello world", fontSize: 16, maximumNumberOfLines: 0),
                          style: fxNodeStyle { $0.flexShrink = shrink })
        let s = t.stack("s", StackSpec(alignItems: .start), children: [text])
        let r = t.layout(root: s, in: fxRange(50, 0, 50, 200))
        if shrink == 0 {
            fxExpectFrames(r, t, [(text, fxRect(0, 0, 88, 16))])
        } else {
            // v = −38 → exact width 50 → 6 columns → "hello" / "world" → 2 lines; width is exactly 50
            fxExpectFrames(r, t, [(text, fxRect(0, 0, 50, 32))])
        }
    }
}

@Test("§8 a stack honours its own style size (unlike Inset/Overlay/Background)")
func stackOwnStyleFixture() {
    var t = LayoutTree()
    let ids = (0..<3).map { t.node("n\($0)", width: 50, height: 50) }
    let s = t.stack("s", StackSpec(direction: .vertical, justifyContent: .center, alignItems: .center),
                    children: ids, style: fxNodeStyle(width: .points(100), height: .points(300)))
    let r = t.layout(root: s, in: .unconstrained)
    #expect(fxClose(r.size, Size(width: 100, height: 300)))
    // vertical: v = 150 → y = 75, 125, 175; cross centre (100 − 50)/2 = 25
    fxExpectFrames(r, t, zip(ids, [75.0, 125, 175]).map { ($0, fxRect(25, $1, 50, 50)) })
}

// MARK: - More flex / line details

struct GrowSplitCase: CustomTestStringConvertible, Sendable {
    let name: String
    let grows: [Double]
    let width: Double
    let widths: [Double]
    var testDescription: String { name }
}

@Test("§8.5 grow: floor per item, remainder to the first item whose adjustment ≠ 0", arguments: [
    // v = 5 → floor(5/3) = 1 each, remainder 2 → first: 53/51/51
    GrowSplitCase(name: "three grow-1 in 155", grows: [1, 1, 1], width: 155, widths: [53, 51, 51]),
    // v = 100, F = 1.1 → floor(9.09) = 9, floor(90.9) = 90, remainder 1 → first → 60/140
    GrowSplitCase(name: "grow 0.1 / 1 in 200", grows: [0.1, 1], width: 200, widths: [60, 140]),
    // v = 100, F = 1.001 → floor(0.0999) = 0, floor(99.9) = 99; first with adj ≠ 0 is the second → 50/150
    GrowSplitCase(name: "grow 0.001 / 1 in 200", grows: [0.001, 1], width: 200, widths: [50, 150]),
    // |v| = 0.005 < 0.01 → no flexing
    GrowSplitCase(name: "violation below epsilon", grows: [1, 1], width: 100.005, widths: [50, 50]),
])
func growSplitFixture(_ c: GrowSplitCase) {
    var t = LayoutTree()
    let ids = c.grows.enumerated().map { i, g in
        t.node("n\(i)", style: fxNodeStyle(width: .points(50), height: .points(10)) { $0.flexGrow = g })
    }
    let s = t.stack("s", StackSpec(alignItems: .start), children: ids)
    let r = t.layout(root: s, in: fxRange(c.width, 0, c.width, 100), scale: 1)
    var x = 0.0
    var expected: [(ElementID, Rect)] = []
    for (id, w) in zip(ids, c.widths) {
        expected.append((id, fxRect(x, 0, w, 10)))
        x += w
    }
    fxExpectFrames(r, t, expected)
}

@Test("§8.9.2 spaceBetween / spaceAround with a single item fall back to start / center", arguments: [
    (JustifyContent.spaceBetween, 0.0), (JustifyContent.spaceAround, 125.0),
])
func justifySingleItemFixture(_ justify: JustifyContent, _ x: Double) {
    var t = LayoutTree()
    let a = t.node("a", width: 50, height: 50)
    let s = t.stack("s", StackSpec(justifyContent: justify), children: [a])
    let r = t.layout(root: s, in: fxRange(300, 0, 300, 100))
    fxExpectFrames(r, t, [(a, fxRect(x, 0, 50, 50))])
}

@Test("§8.6 / §8.9.6 single definite line: line cross = Cmin even if a (min-overflowing stretch) item is bigger",
      arguments: [AlignItems.stretch, .center])
func definiteLineOverflowFixture(_ align: AlignItems) {
    var t = LayoutTree()
    let a = t.image("a", size: Size(width: 50, height: 50), style: fxNodeStyle { $0.minHeight = .points(80) })
    let s = t.stack("s", StackSpec(alignItems: align), children: [a])
    let r = t.layout(root: s, in: fxRange(0, 50, 300, 50))
    if align == .stretch {
        // offered cross [80 (own min), 50 (Cmax)] → inverted → 80 tall, overflowing the 50 line at y 0
        fxExpectFrames(r, t, [(a, fxRect(0, 0, 50, 80))])
    } else {
        // non-stretch: offered [0, 50] ∩ [80, ∞] → parent wins → 50
        fxExpectFrames(r, t, [(a, fxRect(0, 0, 50, 50))])
    }
    #expect(fxClose(r.size, Size(width: 50, height: 50)))
}

@Test("§8.6 single indefinite line is clamped to [Cmin, Cmax]: min 60 → end-aligned 50 tall item at y 10")
func singleLineClampFixture() {
    var t = LayoutTree()
    let a = t.node("a", width: 50, height: 50)
    let s = t.stack("s", StackSpec(alignItems: .end), children: [a])
    let r = t.layout(root: s, in: fxRange(0, 60, 300, 100))
    fxExpectFrames(r, t, [(a, fxRect(0, 10, 50, 50))])
    #expect(fxClose(r.size, Size(width: 50, height: 60)))
}

@Test("§8.6 multi-line cross sizes are not clamped; the stack size is")
func multiLineNotClampedFixture() {
    var t = LayoutTree()
    let ids = (0..<4).map { t.image("i\($0)", size: Size(width: 40, height: 40)) }
    let s = t.stack("s", StackSpec(spacing: 10, alignItems: .start, flexWrap: .wrap, alignContent: .end),
                    children: ids)
    let r = t.layout(root: s, in: fxRange(0, 0, 100, 50))
    // crossSum 80 > 50 → cv = −30 → .end shifts lines up by 30
    fxExpectFrames(r, t, [(ids[0], fxRect(0, -30, 40, 40)), (ids[2], fxRect(0, 10, 40, 40))])
    #expect(fxClose(r.size, Size(width: 90, height: 50)))
}

@Test("§8.3 flexBasis points gives an exact first-pass stack range that beats the child's width")
func flexBasisPointsFixture() {
    var t = LayoutTree()
    let a = t.node("a", style: fxNodeStyle(width: .points(50), height: .points(10)) { $0.flexBasis = .points(100) })
    let b = t.node("b", width: 50, height: 10)
    let s = t.stack("s", StackSpec(alignItems: .start), children: [a, b])
    let r = t.layout(root: s, in: .unconstrained)
    fxExpectFrames(r, t, [(a, fxRect(0, 0, 100, 10)), (b, fxRect(100, 0, 50, 10))])
}

@Test("§12 a ratio spec in a horizontal stack sizes from its cross max (first pass is unbounded)")
func ratioInStackFixture() {
    var t = LayoutTree()
    let child = t.node("child")
    let ratio = t.spec("ratio", .ratio(0.5, child: child))
    let s = t.stack("s", StackSpec(alignItems: .start), children: [ratio])
    let r = t.layout(root: s, in: fxRange(0, 0, 300, 100))
    fxExpectFrames(r, t, [(child, fxRect(0, 0, 200, 100))])
}

@Test("§9 step 3 (code-derived): an inset under an undefined parent size gives its child parent 0")
func insetNaNParentFixture() {
    var t = LayoutTree()
    let im = t.image("im", size: Size(width: 30, height: 30), style: fxNodeStyle(width: .fraction(0.5)))
    let inset = t.spec("inset", .inset(.zero, child: im))
    let s = t.stack("s", StackSpec(alignItems: .start), children: [inset])
    let r = t.layout(root: s, in: fxRange(0, 0, 300, 300))
    // stack passes NaN (range not exact) → inset passes MAX(0, NaN) = 0 → 50% of 0 = 0
    fxExpectFrames(r, t, [(im, fxRect(0, 0, 0, 30))])
}

@Test("§2 rule 3 / §5.4 nested stacks: frame origin = ceil of the unrounded absolute sum", arguments: [
    // 10.25 + 10.25 = 20.5: @1x 21 (not 11 + 11), @2x 20.5 (not 10.5 + 10.5), @3x ceil(61.5)/3 = 62/3
    (1.0, 21.0), (2.0, 20.5), (3.0, 62.0 / 3),
])
func nestedStackRoundingFixture(_ scale: Double, _ x: Double) {
    var t = LayoutTree()
    let leaf = t.node("leaf", style: fxNodeStyle(width: .points(10), height: .points(10)) { $0.spacingBefore = 10.25 })
    let inner = t.stack("inner", StackSpec(alignItems: .start), children: [leaf],
                        style: fxNodeStyle { $0.spacingBefore = 10.25 })
    let outer = t.stack("outer", StackSpec(alignItems: .start), children: [inner])
    let r = t.layout(root: outer, in: .unconstrained, scale: scale)
    #expect(fxClose(r.frame(of: leaf)?.origin.x ?? -1, x), "\(r.debugDescription(in: t))")
}

@Test("§8.9.2 spacing plus spaceBetween/spaceAround extra; justify offsets are only ceiled at flattening", arguments: [
    // lineSum 170, v = 130. spaceBetween: extra 65 → 0, 125, 250 (all scales)
    (JustifyContent.spaceBetween, 2.0, [0.0, 125, 250] as [Double]),
    // spaceAround: unit 130/6 = 21.667 → 21.667, 125, 228.333 → ceiled per scale
    (JustifyContent.spaceAround, 1.0, [22.0, 125, 229] as [Double]),
    (JustifyContent.spaceAround, 2.0, [22.0, 125, 228.5] as [Double]),
    (JustifyContent.spaceAround, 3.0, [65.0 / 3, 125, 685.0 / 3] as [Double]),
] as [(JustifyContent, Double, [Double])])
func spacingWithJustifyFixture(_ justify: JustifyContent, _ scale: Double, _ xs: [Double]) {
    let (t, r, ids) = threeSquares(StackSpec(spacing: 10, justifyContent: justify), range: fxRange(300, 0, 300, 300),
                                   scale: scale)
    fxExpectFrames(r, t, zip(ids, xs).map { ($0, fxRect($1, 0, 50, 50)) })
}

@Test("§8.6 baseline in a single definite line: line cross = Cmin, baseline = max ascender")
func baselineDefiniteLineFixture() {
    var t = LayoutTree()
    let small = t.text("small", TextContent("ab", fontSize: 16, maximumNumberOfLines: 0))
    let big = t.text("big", TextContent("ab", fontSize: 32, maximumNumberOfLines: 0))
    let s = t.stack("s", StackSpec(alignItems: .baselineFirst), children: [small, big])
    let r = t.layout(root: s, in: fxRange(0, 50, 300, 50))
    fxExpectFrames(r, t, [(small, fxRect(0, 12, 16, 16)), (big, fxRect(16, 0, 32, 32))])
    #expect(fxClose(r.size, Size(width: 48, height: 50)))
}

@Test("§8.4 vertical wrap: columns break on the height max")
func verticalWrapFixture() {
    var t = LayoutTree()
    let ids = (0..<3).map { t.image("i\($0)", size: Size(width: 30, height: 40)) }
    let s = t.stack("s", StackSpec(direction: .vertical, alignItems: .start, flexWrap: .wrap, lineSpacing: 5),
                    children: ids)
    let r = t.layout(root: s, in: fxRange(0, 0, 200, 100))
    // 40 + 40 = 80 ≤ 100; + 40 = 120 > 100 → second column at x = 30 + 5
    fxExpectFrames(r, t, [(ids[0], fxRect(0, 0, 30, 40)), (ids[1], fxRect(0, 40, 30, 40)),
                          (ids[2], fxRect(35, 0, 30, 40))])
    #expect(fxClose(r.size, Size(width: 65, height: 80)))
}

@Test("§8.3 wrap + stretch in an exact cross range: first pass offers [Cmin, Cmax] → every line is 200 tall")
func wrapStretchExactCrossFixture() {
    var t = LayoutTree()
    let ids = (0..<4).map { t.image("i\($0)", size: Size(width: 40, height: 40)) }
    let s = t.stack("s", StackSpec(spacing: 10, alignItems: .stretch, flexWrap: .wrap), children: ids)
    let r = t.layout(root: s, in: fxRange(100, 200, 100, 200))
    // lines of 200 each, crossSum 400 → cv = −200, alignContent .start → lines at 0 and 200 (overflow)
    fxExpectFrames(r, t, [(ids[0], fxRect(0, 0, 40, 200)), (ids[1], fxRect(50, 0, 40, 200)),
                          (ids[2], fxRect(0, 200, 40, 200)), (ids[3], fxRect(50, 200, 40, 200))])
    #expect(fxClose(r.size, Size(width: 100, height: 200)))
}

@Test("§8.8 a horizontal stack does not forward ascender: its top sits on the baseline")
func horizontalStackNoAscenderFixture() {
    var t = LayoutTree()
    let big = t.text("big", TextContent("ab", fontSize: 32, maximumNumberOfLines: 0))
    let inner = t.stack("inner", StackSpec(alignItems: .start), children: [big])
    let other = t.text("other", TextContent("ab", fontSize: 16, maximumNumberOfLines: 0))
    let outer = t.stack("outer", StackSpec(alignItems: .baselineFirst), children: [inner, other])
    let r = t.layout(root: outer, in: .unconstrained)
    // inner baseline 0, other 12 → A = 12 → inner at y 12; D = max(32 − 0, 16 − 12) = 32 → cross 44
    fxExpectFrames(r, t, [(big, fxRect(0, 12, 32, 32)), (other, fxRect(32, 0, 16, 16))])
    #expect(fxClose(r.size, Size(width: 48, height: 44)))
}
