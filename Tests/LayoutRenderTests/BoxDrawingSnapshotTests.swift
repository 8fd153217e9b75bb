import SnapshotTesting
import Testing
import TextureLayout
@testable import LayoutRender

/// Drawings compared with recorded snapshots under `__Snapshots__`. A missing snapshot is recorded when
/// `SNAPSHOT_TESTING_RECORD` is unset or `missing`, and fails under `never` (CI).
@Suite(.snapshots)
struct BoxDrawingSnapshotTests {
    @Test(arguments: [
        ("proportional-unicode", DrawingOptions()),
        ("exact-unicode", DrawingOptions(mode: .exact)),
        ("proportional-ascii", DrawingOptions(charset: .ascii)),
        ("exact-ascii", DrawingOptions(charset: .ascii, mode: .exact)),
        ("colour", DrawingOptions(color: true)),
        ("highlighted-title", DrawingOptions(highlighted: [ElementID(1)])),
        ("highlighted-ascii", DrawingOptions(charset: .ascii, highlighted: [ElementID(1)])),
        ("no-legend", DrawingOptions(legend: false)),
        ("zoom-1-cropped", DrawingOptions(columns: 60, maxRows: 20, mode: .exact, zoom: 1)),
    ])
    func row(name: String, options: DrawingOptions) {
        let (tree, result) = Fixtures.row()
        assertSnapshot(of: BoxDrawing.render(result, tree: tree, options: options), as: .lines, named: name)
    }

    @Test func overlappingBoxesMergeIntoJunctionsAndClipAtTheRoot() {
        let (tree, result) = Fixtures.overlapping()
        assertSnapshot(of: BoxDrawing.render(result, tree: tree, options: DrawingOptions(mode: .exact)), as: .lines)
    }

    @Test func emptyRoot() {
        let (tree, result) = Fixtures.empty()
        assertSnapshot(of: BoxDrawing.render(result, tree: tree), as: .lines)
    }

    @Test func textNodesShowTheirWrappedTextWhenItFits() {
        let (tree, result) = Fixtures.texts()
        let options = DrawingOptions(mode: .exact, zoom: 4)
        assertSnapshot(of: BoxDrawing.render(result, tree: tree, options: options), as: .lines)
    }

    @Test func aThousandNodeStackFitsAHundredColumns() {
        let (tree, result) = Fixtures.longStack(count: 1_000)
        // The boxes only: a thousand legend lines would make every legend change rewrite this snapshot.
        let boxes = BoxDrawing.render(result, tree: tree, options: DrawingOptions(columns: 100, legend: false))
        #expect(boxes.split(separator: "\n").dropFirst().map { BoxDrawing.displayWidth(String($0)) }.max() ?? 0 <= 100)
        assertSnapshot(of: boxes, as: .lines)
    }

    @Test func aMillionPointLayoutWithAZeroWidthNode() {
        let (tree, result) = Fixtures.huge()
        assertSnapshot(of: BoxDrawing.render(result, tree: tree, options: DrawingOptions(columns: 60)), as: .lines)
    }

    @Test func specTree() {
        let (tree, result) = Fixtures.overlapping()
        assertSnapshot(of: SpecTreeText.render(result, tree: tree), as: .lines, named: "unicode")
        assertSnapshot(of: SpecTreeText.render(result, tree: tree, charset: .ascii), as: .lines, named: "ascii")
    }

    /// At 60 columns an element's fields go on under it, behind the tree lines that run past it.
    @Test func specTreeFittedToSixtyColumns() {
        let (tree, result) = Fixtures.overlapping()
        let text = SpecTreeText.render(result, tree: tree, width: 60)
        #expect(text.split(separator: "\n").allSatisfy { BoxDrawing.displayWidth(String($0)) <= 60 })
        assertSnapshot(of: text, as: .lines, named: "60 columns")
    }

    @Test func svg() {
        let (tree, result) = Fixtures.overlapping()
        assertSnapshot(of: SVGExport.render(result, tree: tree, highlighted: [ElementID(2)]), as: .lines)
    }
}
