import SnapshotTesting
import Testing
import TextureLayout
@testable import LayoutRender

/// A drawing must not mislead: every node shows its name or its legend number inside its own box, equal widths and
/// gaps are drawn equal wherever a round scale allows it, and children outside the root neither break the root's
/// outline nor get described wrongly.
@Suite(.snapshots)
struct DrawingFidelityTests {
    @Test(arguments: PlacedFixtures.all.map(\.name))
    func snapshot(fixture name: String) throws {
        let fixture = try #require(PlacedFixtures.all.first { $0.name == name })
        let drawing = BoxDrawing.render(fixture.result, tree: fixture.tree,
                                        options: DrawingOptions(columns: fixture.columns))
        assertSnapshot(of: drawing, as: .lines, named: name)
    }

    @Test func withoutALegendAKeySaysWhatTheNumbersStandFor() {
        let (tree, result) = PlacedFixtures.smallBoxes()
        let drawing = BoxDrawing.render(result, tree: tree, options: DrawingOptions(columns: 60, legend: false))
        assertSnapshot(of: drawing, as: .lines)
    }

    // MARK: Labels

    /// Every fixture drawn under every option set the property tests use, and each placed fixture at its width.
    private static var drawings: [(name: String, tree: LayoutTree, result: LayoutResult, options: DrawingOptions)] {
        let fixtures = Fixtures.all.map { ($0.name, $0.tree, $0.result) }
            + PlacedFixtures.all.map { ($0.name, $0.tree, $0.result) }
        return fixtures.flatMap { name, tree, result in
            [20, 40, 80].flatMap { columns in
                DrawingOptions.Mode.allCases.flatMap { mode in
                    [nil, 0.5, 1e9].map { zoom in
                        (name, tree, result, DrawingOptions(columns: columns, maxRows: 30, mode: mode, zoom: zoom))
                    }
                }
            }
        }
    }

    private static func draw(_ result: LayoutResult, _ tree: LayoutTree, _ options: DrawingOptions)
        -> (entries: [NodeEntry], scale: DrawingScale, canvas: Canvas, labels: BoxDrawing.Labels)
    {
        let entries = NodeEntry.entries(result, tree)
        let drawing = BoxDrawing.leastMisleading([(entries, result.size)], options: options)[0]
        return (entries, drawing.scale, drawing.canvas, drawing.labels)
    }

    /// A label is the node's name or its legend number, never a cut name; it lies inside the node's box; and the
    /// smallest box around each of its cells is the node's, so it cannot be read as a child's or a sibling's.
    @Test func everyLabelIsItsNodesNameOrNumberInsideItsOwnBox() {
        for (name, tree, result, options) in Self.drawings {
            let (entries, scale, canvas, labels) = Self.draw(result, tree, options)
            let boxes = entries.filter { $0.placement != .outside }.map { scale.box($0.frame) }
            for entry in entries {
                guard let label = labels.placed[entry.number] else { continue }
                #expect(label.text == (label.isName ? entry.name : String(entry.number)), "\(name) \(options)")
                let box = scale.box(entry.frame)
                for column in label.column..<(label.column + cellCount(label.text)) {
                    #expect(box.contains(row: label.row, column: column), "\(name) \(entry.name) \(options)")
                    #expect(canvas.holdsText(row: label.row, column: column))
                    let around = boxes.filter { $0.contains(row: label.row, column: column) && $0 != box }
                    #expect(around.allSatisfy { $0.cellCount > box.cellCount },
                            "\(name): \(entry.name)'s label is in a box no larger than its own (\(options))")
                }
            }
            // A drawn node without a label says why in the legend, and only a drawn one can lack a label.
            #expect(Set(labels.missing.keys).isDisjoint(with: labels.placed.keys))
            #expect(entries.filter { $0.placement != .outside }.count == labels.placed.count + labels.missing.count)
        }
    }

    /// The cases of the issue get a label for every node at the widths the game draws them.
    @Test(arguments: PlacedFixtures.all.map(\.name))
    func everyNodeOfTheIssuesCasesIsLabelled(fixture name: String) throws {
        let fixture = try #require(PlacedFixtures.all.first { $0.name == name })
        let (_, _, _, labels) = Self.draw(fixture.result, fixture.tree, DrawingOptions(columns: fixture.columns))
        #expect(labels.missing.isEmpty)
    }

    /// The tap-target case: at no width does the background's label land in the box of the icon in front of it.
    @Test(arguments: Array(stride(from: 10, through: 46, by: 4)))
    func aBackgroundsLabelStaysOutOfTheBoxInFrontOfIt(columns: Int) throws {
        let (tree, result) = PlacedFixtures.tapTarget()
        let (entries, scale, _, labels) = Self.draw(result, tree, DrawingOptions(columns: columns))
        let area = try #require(entries.first { $0.name == "area" })
        let icon = try #require(entries.first { $0.name == "icon" })
        let label = try #require(labels.placed[area.number])
        let iconBox = scale.box(icon.frame)
        #expect((label.column..<(label.column + cellCount(label.text))).allSatisfy {
            !iconBox.contains(row: label.row, column: $0)
        })
    }

    // MARK: Outside the root

    /// Whatever crosses it, the root's outline keeps its four corners and no line leaves it outwards.
    @Test(arguments: [20, 38, 80])
    func childrenOutsideTheRootLeaveItsOutlineWhole(columns: Int) {
        let (tree, result) = PlacedFixtures.outside()
        let (_, scale, canvas, _) = Self.draw(result, tree, DrawingOptions(columns: columns))
        let root = scale.box(Rect(origin: .zero, size: result.size))
        func arms(_ row: Int, _ column: Int) -> Canvas.Arms? {
            if case .lines(let arms) = canvas[row, column].content { return arms }
            return nil
        }
        #expect(arms(root.top, root.left) == [.right, .down])
        #expect(arms(root.top, root.right) == [.left, .down])
        #expect(arms(root.bottom, root.left) == [.right, .up])
        #expect(arms(root.bottom, root.right) == [.left, .up])
        for row in root.top...root.bottom {
            #expect(arms(row, root.left)?.contains(.left) == false)
            #expect(arms(row, root.right)?.contains(.right) == false)
        }
        for column in root.left...root.right {
            #expect(arms(root.top, column)?.contains(.up) == false)
            #expect(arms(root.bottom, column)?.contains(.down) == false)
        }
    }

    /// How a frame lies relative to a 200 × 100 root, as the legend says it. Touching the root from outside is
    /// outside; a line or dot on the root's edge is inside.
    @Test(arguments: [
        (Rect(x: 0, y: 0, width: 200, height: 100), nil),
        (Rect(x: 200, y: 40, width: 0, height: 10), nil),
        (Rect(x: -10, y: 0, width: 60, height: 30), "partly outside the root, clipped"),
        (Rect(x: 190, y: -5, width: 20, height: 6), "partly outside the root, clipped"),
        (Rect(x: -10, y: 40, width: 10, height: 10), "outside the root, not drawn"),
        (Rect(x: 200, y: 40, width: 10, height: 10), "outside the root, not drawn"),
        (Rect(x: 100, y: -5, width: 10, height: 5), "outside the root, not drawn"),
        (Rect(x: 100, y: 100, width: 10, height: 5), "outside the root, not drawn"),
        (Rect(x: -1, y: 40, width: 0, height: 10), "outside the root, not drawn"),
        (Rect(x: -50, y: -50, width: 20, height: 20), "outside the root, not drawn"),
    ] as [(Rect, String?)])
    func placementIsDescribedCorrectly(frame: Rect, note: String?) throws {
        let (tree, result) = PlacedFixtures.placed([("node", frame)], in: Size(width: 200, height: 100))
        let entry = try #require(NodeEntry.entries(result, tree).first)
        #expect(entry.frame == frame)
        #expect(entry.notes.filter { $0.contains("root") } == (note.map { [$0] } ?? []))
    }

    // MARK: Scale

    /// What mapping each edge on its own guarantees: a length of `w` points is drawn `⌊w/s⌋` or `⌈w/s⌉` cells long
    /// wherever it starts (negative starts too), so equal lengths differ by at most one cell, and by none when
    /// `w/s` is whole. Checked for every length and start on a half-point grid.
    @Test func equalLengthsAreDrawnAtMostOneCellApartAndEqualWhenTheScaleDividesThem() {
        var failures: [String] = []
        for scale in [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10, 15, 25] {
            for length in stride(from: 0.0, through: 90, by: 0.5) {
                let exact = length / scale
                var drawn = Set<Double>()
                for start in stride(from: -60.0, through: 120, by: 0.5) {
                    drawn.insert(DrawingScale.position(start + length, scale: scale)
                        - DrawingScale.position(start, scale: scale))
                }
                let allowed: Set<Double> = exact == exact.rounded() ? [exact] : [exact.rounded(.down), exact.rounded(.up)]
                if !drawn.isSubset(of: allowed) { failures.append("\(length) pt at \(scale): \(drawn.sorted())") }
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }

    /// Widths that are equal on a screen's pixel grid count as one length even when subtracting the edges (thirds of
    /// a point at scale 3) leaves a rounding error, so the scale is chosen to draw them equal too.
    @Test func widthsEqualButForRoundingAreOneLength() {
        let frames = [Rect(x: 1.0 / 3, y: 0, width: 20, height: 10), Rect(x: 49.0 / 3, y: 20, width: 20, height: 10)]
        #expect(frames[0].maxX - frames[0].minX != frames[1].maxX - frames[1].minX)
        let widths = DrawingScale.Lengths(frames).columns.filter { ($0.first.map { $0.end - $0.start } ?? 0) > 19 }
        #expect(widths.count == 1 && widths.first?.count == 2)
    }

    /// Equal boxes and equal gaps come out equal at every width: the scale is chosen among the round scales up to
    /// twice the smallest that fits so that none is drawn unequally when one of them allows it.
    @Test(arguments: Array(stride(from: 20, through: 120, by: 4)))
    func equalBoxesAndGapsAreDrawnEqual(columns: Int) {
        let (tree, result) = PlacedFixtures.equalGaps()
        let (entries, scale, _, _) = Self.draw(result, tree, DrawingOptions(columns: columns))
        let boxes = entries.map { scale.box($0.frame) }
        #expect(Set(boxes.map { $0.right - $0.left }).count == 1, "\(scale.description)")
        #expect(boxes[1].left - boxes[0].right == boxes[2].left - boxes[1].right, "\(scale.description)")
    }
}
