import PropertyBased
import Testing

@testable import TextureLayout

/// Invariants that hold for every input, checked on generated ones.
@Suite struct PropertyTests {
    static let scales: [Double] = [1, 2, 3]

    @Test func ceilingToThePixelGridNeverShrinksAndLandsOnTheGrid() async {
        await propertyCheck(input: Gen.int(in: -100_000...100_000), Gen.int(in: 0...2)) { thousandths, scaleIndex in
            let grid = PixelGrid(scale: Self.scales[scaleIndex])
            let value = Double(thousandths) / 1000
            let ceiled = grid.ceil(value)
            #expect(ceiled >= value - PixelGrid.epsilon)
            #expect(ceiled - value < 1 / grid.scale)
            let pixels = ceiled * grid.scale
            #expect(abs(pixels - pixels.rounded()) < 1e-9)
        }
    }

    @Test func intersectionNeverLeavesTheFirstRange() async {
        await propertyCheck(input: Gen.int(in: 0...400).array(of: 4)) { bounds in
            let a = SizeRange(min: Size(width: Double(min(bounds[0], bounds[1])), height: 0),
                              max: Size(width: Double(max(bounds[0], bounds[1])), height: .infinity))
            let b = SizeRange(min: Size(width: Double(min(bounds[2], bounds[3])), height: 10),
                              max: Size(width: Double(max(bounds[2], bounds[3])), height: 20))
            let result = a.intersect(b)
            #expect(result.min.width >= a.min.width && result.max.width <= a.max.width)
            #expect(result.min.width <= result.max.width)
            #expect(result.min.height == 10 && result.max.height == 20)
        }
    }

    /// A row of generated children: width, height, grow and shrink per child.
    static func row(_ values: [Int], spacing: Double, justify: JustifyContent, width: Int)
        -> (LayoutTree, ElementID, [ElementID], SizeRange)
    {
        var tree = LayoutTree()
        var children: [ElementID] = []
        for (index, value) in values.enumerated() {
            var style = Style()
            style.preferredSize = Size(width: Double(value % 37), height: Double(value % 11 + 1))
            style.flexGrow = Double(value % 3)
            style.flexShrink = Double(value % 2)
            children.append(tree.node("n\(index)", style: style))
        }
        let stack = tree.stack("row", StackSpec(direction: .horizontal, spacing: spacing, justifyContent: justify),
                               children: children)
        let range = SizeRange(min: Size(width: Double(width), height: 0), max: Size(width: Double(width), height: 100))
        return (tree, stack, children, range)
    }

    @Test func stackChildrenNeverOverlapAlongTheStackAxis() async {
        await propertyCheck(
            input: Gen.int(in: 0...1000).array(of: 1...12), Gen.int(in: 0...8), Gen.int(in: 0...4), Gen.int(in: 0...300),
            Gen.int(in: 0...2)
        ) { values, spacing, justifyIndex, width, scaleIndex in
            let justify = JustifyContent.allCases[justifyIndex]
            let (tree, stack, children, range) = Self.row(values, spacing: Double(spacing), justify: justify, width: width)
            let result = tree.layout(root: stack, in: range, scale: Self.scales[scaleIndex])
            let frames = children.compactMap { result.frame(of: $0) }
            #expect(frames.count == children.count)
            for (left, right) in zip(frames, frames.dropFirst()) {
                #expect(left.maxX <= right.minX + 1e-9, "\(left) overlaps \(right)")
            }
        }
    }

    @Test func everyFrameIsFiniteAndSizesAreOnThePixelGrid() async {
        await propertyCheck(
            input: Gen.int(in: 0...1000).array(of: 1...12), Gen.int(in: 0...300), Gen.int(in: 0...2)
        ) { values, width, scaleIndex in
            let (tree, stack, _, range) = Self.row(values, spacing: 1.5, justify: .spaceAround, width: width)
            let grid = PixelGrid(scale: Self.scales[scaleIndex])
            let result = tree.layout(root: stack, in: range, scale: grid.scale)
            for frame in result.frames.map(\.frame) {
                for value in [frame.minX, frame.minY, frame.size.width, frame.size.height] {
                    #expect(value.isFinite)
                    #expect(abs(value * grid.scale - (value * grid.scale).rounded()) < 1e-6)
                }
            }
        }
    }
}
