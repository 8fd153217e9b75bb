import PropertyBased
import Testing

@testable import TextureLayout

/// `ExactSizePrediction` is an optimization only: with it and without it, every layout, frame and warning is the
/// same, and every predicted size that the final layout computes after all comes out as predicted. Checked on generated trees that mix the kinds it accepts with the ones that end it,
/// with exact and open ranges at every scale, plus the benchmark's nested stretch stacks.
@Suite struct ExactSizePredictionTests {
    @Test func predictingSizesChangesNoLayout() {
        var random = Xoshiro(seed: (2026, 11, 22, 7))
        var treesWhereItPredicted = 0
        for _ in 0..<4000 {
            var generator = RandomLayoutTree(random: random)
            let root = generator.element(depth: 6)
            random = generator.random
            let tree = generator.tree
            let range = RandomLayoutTree.ranges[Int(random.next() % UInt64(RandomLayoutTree.ranges.count))]
            let scale = Double(1 + random.next() % 3)
            let predicted = tree.layout(root: root, in: range, scale: scale, predictsSizes: true)
            let computed = tree.layout(root: root, in: range, scale: scale, predictsSizes: false)
            #expect(predicted.debugDescription(in: tree) == computed.debugDescription(in: tree))
            #expect("\(predicted.frames)" == "\(computed.frames)")
            #expect(predicted.mispredictedSizes == 0)
            if predicted.predictedSizes > 0 { treesWhereItPredicted += 1 }
        }
        // Not vacuous: the prediction has work in about 1,700 of the generated trees.
        #expect(treesWhereItPredicted > 1000, "predicted in \(treesWhereItPredicted) trees")
    }

    /// N nested vertical stretch stacks, each holding the deeper one and an (N+10)×1 leaf (the deep-stretch shape).
    static func deepStretch(_ depth: Int) -> (LayoutTree, ElementID) {
        var tree = LayoutTree()
        var style = Style()
        style.height = .points(10)
        var chain = tree.node("chain0", style: style)
        for level in 1...depth {
            let leaf = tree.node("leaf\(level)", width: Double(10 + level), height: 1)
            chain = tree.stack("chain\(level)", StackSpec(direction: .vertical), children: [chain, leaf])
        }
        return (tree, chain)
    }

    @Test(arguments: [10, 18, 100])
    func nestedStretchStacksMatchTheClosedForm(depth: Int) {
        let (tree, root) = Self.deepStretch(depth)
        let result = tree.layout(root: root, in: .unconstrained, scale: 1)
        let n = Double(depth)
        #expect(result.size == Size(width: 10 + n, height: 10 + n))
        var sumY = 0.0, sumWidth = 0.0
        var pending = [result.layout]
        while let layout = pending.popLast() {
            sumY += layout.position.y
            sumWidth += layout.size.width
            pending.append(contentsOf: layout.sublayouts)
        }
        #expect(sumY == 9 * n + n * (n + 1) / 2)
        #expect(sumWidth == (n + 1) * (10 + n) + 10 * n + n * (n + 1) / 2)
    }

    /// Linear work, counted rather than timed: ten times deeper makes at most about ten times as many layouts.
    /// Texture's algorithm without the prediction makes about N²/2.
    @Test func nestedStretchStacksTakeLinearWork() {
        func layouts(_ depth: Int) -> Int {
            let (tree, root) = Self.deepStretch(depth)
            return tree.layout(root: root, in: .unconstrained, scale: 2).arena.records.count
        }
        let (small, large) = (layouts(50), layouts(500))
        #expect(large <= 11 * small, "\(small) layouts at depth 50, \(large) at depth 500")
        let (tree, root) = Self.deepStretch(100)
        let withoutPrediction = tree.layout(root: root, in: .unconstrained, scale: 2, predictsSizes: false)
        #expect(withoutPrediction.arena.records.count > 5_000)
    }
}

/// Random spec trees: leaves (display, image, text), stacks, insets, spacers, and a few centre, ratio and overlay
/// specs, with styles that are mostly plain and sometimes fractional, oversized or invalid.
struct RandomLayoutTree {
    var random: Xoshiro
    var tree = LayoutTree()

    static let ranges: [SizeRange] = [
        .unconstrained,
        SizeRange(min: Size(width: 375, height: 0), max: Size(width: 375, height: .infinity)),
        SizeRange(min: Size(width: 187.5, height: 0), max: Size(width: 187.5, height: .infinity)),
        SizeRange(min: Size(width: 0, height: 100), max: Size(width: .infinity, height: 100)),
        SizeRange(exactly: Size(width: 100.333, height: 80)),
        SizeRange(min: .zero, max: Size(width: 320, height: 480)),
    ]

    init(random: Xoshiro) { self.random = random }

    private mutating func pick(_ count: Int) -> Int { Int(random.next() % UInt64(count)) }
    private mutating func chance(_ percent: Int) -> Bool { pick(100) < percent }

    private mutating func points() -> Double {
        [0, 1, 7.5, 10, 10.333, 24, 33.25, 50, 64][pick(9)]
    }

    private mutating func dimension() -> Dimension {
        switch pick(20) {
        case 0: return .fraction([0.5, 1, 0.333][pick(3)])
        case 1: return .points([Double.nan, -5, .infinity, 2e9][pick(4)])
        case 2..<6: return .points(points())
        default: return .auto
        }
    }

    private mutating func style() -> Style {
        var style = Style()
        style.width = dimension()
        style.height = dimension()
        if chance(10) { style.minWidth = dimension() }
        if chance(10) { style.maxHeight = dimension() }
        if chance(25) { style.flexGrow = [1, 2, 0.5][pick(3)] }
        if chance(20) { style.flexShrink = [1, 3][pick(2)] }
        if chance(8) { style.flexBasis = dimension() }
        if chance(8) { style.spacingBefore = points() }
        if chance(10) {
            style.alignSelf = [.start, .end, .center, .stretch][pick(4)]
        }
        return style
    }

    /// One element; below `depth` 0 only leaves. Stacks are the most common, so that nested stretch stacks (where
    /// the prediction pays) turn up often.
    mutating func element(depth: Int) -> ElementID {
        guard depth > 0, chance(85) else { return leaf() }
        let name = "e\(tree.count)"
        switch pick(10) {
        case 0..<6:
            let children = (0..<(1 + pick(3))).map { _ in element(depth: depth - 1) }
            let spec = StackSpec(
                direction: chance(60) ? .vertical : .horizontal, spacing: chance(20) ? points() : 0,
                justifyContent: JustifyContent.allCases[pick(JustifyContent.allCases.count)],
                alignItems: chance(60) ? .stretch : [.start, .center, .end, .baselineLast][pick(4)],
                flexWrap: chance(10) ? .wrap : .noWrap)
            return tree.stack(name, spec, children: children, style: style())
        case 6, 7:
            let insets = EdgeInsets(top: points(), left: chance(10) ? .infinity : points(), bottom: 1, right: 2)
            return tree.spec(name, .inset(insets, child: element(depth: depth - 1)), style: style())
        case 8:
            if chance(50) { return tree.spec(name, .plain(children: []), style: style()) }
            return tree.spec(name, .center(centering: .XY, sizing: [], child: element(depth: depth - 1)),
                             style: style())
        default:
            let child = element(depth: depth - 1)
            if chance(50) { return tree.spec(name, .ratio(0.5, child: child), style: style()) }
            return tree.spec(name, .overlay(child: child, overlay: leaf()), style: style())
        }
    }

    private mutating func leaf() -> ElementID {
        let name = "e\(tree.count)"
        switch pick(8) {
        case 0: return tree.image(name, size: Size(width: points(), height: points()), style: style())
        case 1: return tree.text(name, TextContent("wrap me here", fontSize: 8), style: style())
        default: return tree.node(name, style: style())
        }
    }
}
