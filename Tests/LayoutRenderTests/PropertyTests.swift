import Testing
import TextureLayout
@testable import LayoutRender

/// Properties every output must have, over every fixture and every combination of drawing options.
struct PropertyTests {
    private static let optionSets: [DrawingOptions] = DrawingOptions.Charset.allCases.flatMap { charset in
        DrawingOptions.Mode.allCases.flatMap { mode in
            [false, true].flatMap { color in
                [nil, 0.5, 1e9].map { zoom in
                    DrawingOptions(columns: 40, maxRows: 30, charset: charset, color: color, mode: mode, zoom: zoom,
                                   highlighted: [ElementID(0), ElementID(2)])
                }
            }
        }
    }

    /// Every text output of the renderer for one fixture.
    private static func outputs(_ tree: LayoutTree, _ result: LayoutResult) -> [String] {
        optionSets.flatMap { options in
            [BoxDrawing.render(result, tree: tree, options: options),
             FramesTable.render(result, tree: tree, options: options)]
        } + [
            SpecTreeText.render(result, tree: tree), SVGExport.render(result, tree: tree),
            LayoutJSON.render(result, tree: tree),
            BoxDrawing.sideBySide(BoxDrawing.render(result, tree: tree), "", titles: ("target", "yours"), gap: 4),
        ] + (0..<tree.count).compactMap { Explanation.explain(ElementID($0), result: result, tree: tree) }
    }

    @Test(arguments: Fixtures.all.map(\.name))
    func noLineEndsInASpace(fixture: String) throws {
        let (_, tree, result) = try #require(Fixtures.all.first { $0.name == fixture })
        for output in Self.outputs(tree, result) {
            let offending = output.split(separator: "\n").filter { $0.hasSuffix(" ") }
            #expect(offending.isEmpty, "\(offending)")
        }
    }

    @Test(arguments: Fixtures.all.map(\.name))
    func drawingsStayWithinTheColumnsAndRowsAllowed(fixture: String) throws {
        let (_, tree, result) = try #require(Fixtures.all.first { $0.name == fixture })
        for options in Self.optionSets {
            var withoutLegend = options
            withoutLegend.legend = false
            let lines = BoxDrawing.render(result, tree: tree, options: withoutLegend).split(separator: "\n")
            // The header, the rows of boxes, then the key to any numbers (which may take lines of its own).
            #expect(lines.dropFirst().prefix { !$0.hasPrefix("key: ") }.count <= options.maxRows)
            #expect(lines.dropFirst().allSatisfy { BoxDrawing.displayWidth(String($0)) <= options.columns })
        }
    }

    /// Frames that never come out of the engine (NaN, infinite, enormous) are drawn without trapping.
    @Test func impossibleFramesDoNotTrap() {
        let (tree, solved) = Fixtures.row()
        var result = solved
        let impossible = [
            Rect(x: .nan, y: 0, width: 10, height: 10), Rect(x: -.infinity, y: 1e300, width: .infinity, height: .nan),
            Rect(x: -1e18, y: -1e18, width: 2e18, height: 2e18),
        ]
        for (index, frame) in zip(result.frames.indices, impossible) { result.frames[index].frame = frame }
        for options in Self.optionSets {
            #expect(!BoxDrawing.render(result, tree: tree, options: options).isEmpty)
        }
        #expect(LayoutJSON.render(result, tree: tree).contains("null"))
        #expect(SVGExport.render(result, tree: tree).hasPrefix("<svg"))
    }
}
