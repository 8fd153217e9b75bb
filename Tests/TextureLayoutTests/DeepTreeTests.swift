import Testing

@testable import TextureLayout

/// Trees of any height lay out: the pass and every walk over its result continue on a fresh stack where the
/// current one runs out (`StackRoom`), so a 100,000-level chain, far beyond what one 8 MiB stack holds at one call
/// per level, gets the same frames a short chain predicts.
@Suite struct DeepTreeTests {
    /// `depth` insets of 1 around a 10×10 node.
    static func insetChain(_ depth: Int) -> (LayoutTree, root: ElementID, leaf: ElementID) {
        var tree = LayoutTree()
        let leaf = tree.node("leaf", width: 10, height: 10)
        var top = leaf
        for level in 0..<depth {
            top = tree.spec("inset\(level)", .inset(EdgeInsets(all: 1), child: top))
        }
        return (tree, top, leaf)
    }

    @Test func aHundredThousandNestedInsetsLayOut() {
        let depth = 100_000
        let (tree, root, leaf) = Self.insetChain(depth)
        let result = tree.layout(root: root, in: .unconstrained, scale: 1)
        #expect(result.size == Size(width: 10 + 2 * Double(depth), height: 10 + 2 * Double(depth)))
        #expect(result.frames.count == 1)
        #expect(result.frame(of: leaf) == Rect(origin: Point(x: Double(depth), y: Double(depth)), size: Size(width: 10, height: 10)))
        #expect(result.warnings.isEmpty)
    }

    @Test func theDumpOfAHundredThousandLevelsListsEveryLevel() {
        let (tree, root, _) = Self.insetChain(100_000)
        let entries = tree.layout(root: root, in: .unconstrained, scale: 1).debugEntries(in: tree)
        #expect(entries.count == 100_001)
        #expect(entries.last?.depth == 100_000)
        #expect(entries.last?.text.hasPrefix("leaf (ASDisplayNode)") == true)
    }

    /// The benchmark's nested stretch stacks: each level lays the one below out more than once, and predicts sizes.
    @Test func aHundredThousandNestedStretchStacksLayOut() {
        let depth = 100_000
        let (tree, root) = ExactSizePredictionTests.deepStretch(depth)
        let result = tree.layout(root: root, in: .unconstrained, scale: 1)
        // The widest leaf (10 + depth) sets every stretched width; each level adds its 1-high leaf to the 10 of chain0.
        #expect(result.size == Size(width: Double(10 + depth), height: Double(10 + depth)))
        #expect(result.frames.count == depth + 1)
        #expect(result.frame(of: ElementID(0)) == Rect(origin: .zero, size: Size(width: Double(10 + depth), height: 10)))
        #expect(result.mispredictedSizes == 0)
    }

    /// Continuing on a fresh stack changes nothing: a chain just deep enough to need it lays out like the same
    /// chain predicts level by level (each inset places its child at (1, 1)).
    @Test func everyLevelOfADeepChainIsPlacedAsAShallowOneIs() {
        let depth = 20_000
        let (tree, root, _) = Self.insetChain(depth)
        var layout = tree.layout(root: root, in: .unconstrained, scale: 1).layout
        var level = 0
        while let child = layout.sublayouts.first {
            #expect(layout.sublayouts.count == 1)
            #expect(child.position == Point(x: 1, y: 1))
            #expect(child.size.width == layout.size.width - 2)
            layout = child
            level += 1
        }
        #expect(level == depth)
    }
}

/// `StackRoom` on its own: a plain recursive function, 300,000 calls deep, runs to the end; an error thrown at the
/// bottom comes back up through every continuation thread to the caller.
@Suite struct StackRoomTests {
    struct ReachedBottom: Error, Equatable {}

    static func descend(_ level: Int, failingAtBottom: Bool) throws(ReachedBottom) -> Int {
        guard level > 0 else {
            if failingAtBottom { throw ReachedBottom() }
            return 0
        }
        let below = try StackRoom.withStackRoom { () throws(ReachedBottom) -> Int in
            try descend(level - 1, failingAtBottom: failingAtBottom)
        }
        return below + 1
    }

    @Test func threeHundredThousandLevelsRunToTheEnd() throws {
        #expect(try Self.descend(300_000, failingAtBottom: false) == 300_000)
    }

    @Test func anErrorAtTheBottomReachesTheCaller() {
        #expect(throws: ReachedBottom()) { try Self.descend(300_000, failingAtBottom: true) }
    }
}
