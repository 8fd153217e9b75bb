import Testing
@testable import TextureLayout

// Shared helpers for the *FixtureTests files (prefixed `fx` to avoid clashes with other test files).

let fxInf = Double.infinity

func fxRange(_ minW: Double, _ minH: Double, _ maxW: Double, _ maxH: Double) -> SizeRange {
    SizeRange(min: Size(width: minW, height: minH), max: Size(width: maxW, height: maxH))
}

func fxRect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect {
    Rect(x: x, y: y, width: w, height: h)
}

func fxClose(_ a: Double, _ b: Double, tolerance: Double = 1e-6) -> Bool {
    if a.isNaN || b.isNaN { return a.isNaN && b.isNaN }
    if a.isInfinite || b.isInfinite { return a == b }
    return abs(a - b) <= tolerance
}

func fxClose(_ a: Rect?, _ b: Rect) -> Bool {
    guard let a else { return false }
    return fxClose(a.origin.x, b.origin.x) && fxClose(a.origin.y, b.origin.y)
        && fxClose(a.size.width, b.size.width) && fxClose(a.size.height, b.size.height)
}

func fxClose(_ a: Size, _ b: Size) -> Bool { fxClose(a.width, b.width) && fxClose(a.height, b.height) }

/// Expects every named frame; reports the whole dump on failure.
func fxExpectFrames(_ r: LayoutResult, _ tree: LayoutTree, _ expected: [(ElementID, Rect)],
                    sourceLocation: SourceLocation = #_sourceLocation) {
    for (id, rect) in expected {
        let actual = r.frame(of: id)
        #expect(fxClose(actual, rect),
                "\(tree[id].name): expected \(rect), got \(actual.map { "\($0)" } ?? "nil")\n\(r.debugDescription(in: tree))",
                sourceLocation: sourceLocation)
    }
}

func fxNodeStyle(width: Dimension = .auto, height: Dimension = .auto, _ change: (inout Style) -> Void = { _ in }) -> Style {
    var s = Style()
    s.width = width
    s.height = height
    change(&s)
    return s
}

// MARK: - §1.1 Dimension parsing

struct DimensionParsingCase: CustomTestStringConvertible, Sendable {
    let text: String
    let expected: Dimension
    var testDescription: String { "\"\(text)\" → \(expected)" }
}

@Test("§1.1 ASDimensionMake(string): pt suffix, exact auto, % suffix, anything else is auto", arguments: [
    DimensionParsingCase(text: "70pt", expected: .points(70)),
    DimensionParsingCase(text: "50%", expected: .fraction(0.5)),
    DimensionParsingCase(text: "100%", expected: .fraction(1)),
    DimensionParsingCase(text: "auto", expected: .auto),
    DimensionParsingCase(text: "100", expected: .auto),
    DimensionParsingCase(text: "", expected: .auto),
])
func dimensionParsingFixture(_ c: DimensionParsingCase) {
    let parsed = Dimension(parsing: c.text)
    #expect(parsed.unit == c.expected.unit)
    #expect(fxClose(parsed.value, c.expected.value))
}

@Test("§1.1 resolve: points → value, fraction × parent, auto → autoValue; fraction of NaN is NaN, of ∞ is ∞")
func dimensionResolveFixture() {
    #expect(Dimension.points(70).resolve(parent: 320, auto: 5) == 70)
    #expect(Dimension.fraction(0.5).resolve(parent: 320, auto: 5) == 160)
    #expect(Dimension.auto.resolve(parent: 320, auto: 5) == 5)
    #expect(Dimension.fraction(0.5).resolve(parent: .nan, auto: 5).isNaN)
    #expect(Dimension.fraction(0.5).resolve(parent: .infinity, auto: 5) == .infinity)
}

// MARK: - §4.3 Style resolution

struct StyleResolutionCase: CustomTestStringConvertible, Sendable {
    let name: String
    let width: Dimension
    let minWidth: Dimension
    let maxWidth: Dimension
    let parent: Double
    let expected: (Double, Double)
    var testDescription: String { name }
}

@Test("§4.3 min beats max beats exact", arguments: [
    StyleResolutionCase(name: "width 300, maxWidth 200 → [200,200]", width: .points(300), minWidth: .auto,
                        maxWidth: .points(200), parent: .nan, expected: (200, 200)),
    StyleResolutionCase(name: "width 50% of 320, minWidth 200 → [200,200]", width: .fraction(0.5),
                        minWidth: .points(200), maxWidth: .auto, parent: 320, expected: (200, 200)),
    StyleResolutionCase(name: "minWidth 200, maxWidth 100 → [200,200]", width: .auto, minWidth: .points(200),
                        maxWidth: .points(100), parent: .nan, expected: (200, 200)),
    StyleResolutionCase(name: "minWidth 200, maxWidth 100, width 150 → min wins [200,200]", width: .points(150),
                        minWidth: .points(200), maxWidth: .points(100), parent: .nan, expected: (200, 200)),
    StyleResolutionCase(name: "width 50% of NaN → auto → [0,∞]", width: .fraction(0.5), minWidth: .auto,
                        maxWidth: .auto, parent: .nan, expected: (0, .infinity)),
    StyleResolutionCase(name: "width 50% of 320 → [160,160]", width: .fraction(0.5), minWidth: .auto,
                        maxWidth: .auto, parent: 320, expected: (160, 160)),
    StyleResolutionCase(name: "width 50 inside [10,100] → [50,50]", width: .points(50), minWidth: .points(10),
                        maxWidth: .points(100), parent: .nan, expected: (50, 50)),
    StyleResolutionCase(name: "only minWidth 10, maxWidth 100 → [10,100]", width: .auto, minWidth: .points(10),
                        maxWidth: .points(100), parent: .nan, expected: (10, 100)),
    StyleResolutionCase(name: "width 5 below minWidth 10 → [10,10]", width: .points(5), minWidth: .points(10),
                        maxWidth: .auto, parent: .nan, expected: (10, 10)),
])
func styleResolutionFixture(_ c: StyleResolutionCase) {
    var s = Style()
    s.width = c.width
    s.minWidth = c.minWidth
    s.maxWidth = c.maxWidth
    let r = s.resolvedRange(parentSize: Size(width: c.parent, height: .nan))
    #expect(fxClose(r.min.width, c.expected.0))
    #expect(fxClose(r.max.width, c.expected.1))
    // Height is all auto → [0, ∞].
    #expect(r.min.height == 0)
    #expect(r.max.height == .infinity)
}

@Test("§4.1 preferredSize writes points; setMinSize/setMaxSize write min/max points")
func stylePreferredSizeFixture() {
    var s = Style()
    s.preferredSize = Size(width: 40, height: 30)
    #expect(s.width == .points(40))
    #expect(s.height == .points(30))
    s.setMinSize(Size(width: 1, height: 2))
    s.setMaxSize(Size(width: 3, height: 4))
    #expect(s.minWidth == .points(1) && s.minHeight == .points(2))
    #expect(s.maxWidth == .points(3) && s.maxHeight == .points(4))
    #expect(Style().flexShrink == 0)
    #expect(Style().flexGrow == 0)
}

// MARK: - §1.3 Intersect (parent wins) and clamp

struct IntersectCase: CustomTestStringConvertible, Sendable {
    let a: (Double, Double)
    let b: (Double, Double)
    let expected: (Double, Double)
    var testDescription: String { "[\(a.0),\(a.1)] ∩ [\(b.0),\(b.1)] = [\(expected.0),\(expected.1)]" }
}

@Test("§1.3 ASSizeRangeIntersect: overlap, otherwise a's point nearest b", arguments: [
    IntersectCase(a: (0, 5), b: (10, 15), expected: (5, 5)),
    IntersectCase(a: (10, 15), b: (0, 5), expected: (10, 10)),
    IntersectCase(a: (0, 10), b: (5, 15), expected: (5, 10)),
    IntersectCase(a: (0, .infinity), b: (50, 50), expected: (50, 50)),
    IntersectCase(a: (0, 320), b: (400, 400), expected: (320, 320)),
    IntersectCase(a: (0, 160), b: (200, .infinity), expected: (160, 160)),
])
func intersectFixture(_ c: IntersectCase) {
    // Width carries the case, height the same case swapped to the other axis.
    let a = fxRange(c.a.0, c.a.0, c.a.1, c.a.1)
    let b = fxRange(c.b.0, c.b.0, c.b.1, c.b.1)
    let r = a.intersect(b)
    #expect(r.min.width == c.expected.0 && r.max.width == c.expected.1)
    #expect(r.min.height == c.expected.0 && r.max.height == c.expected.1)
}

@Test("§0 clamp = MAX(min, MIN(max, s)); NaN clamps to min")
func clampFixture() {
    let r = fxRange(10, 10, 100, 100)
    #expect(r.clamp(Size(width: 5, height: 500)) == Size(width: 10, height: 100))
    #expect(r.clamp(Size(width: 50, height: 60)) == Size(width: 50, height: 60))
    #expect(r.clamp(Size(width: .nan, height: .nan)) == Size(width: 10, height: 10))
    let exact = SizeRange(exactly: Size(width: 3, height: 4))
    #expect(exact.min == exact.max)
    #expect(SizeRange.unconstrained.max.width == .infinity)
}

// MARK: - §2 Pixel rounding

enum PixelOp: String, Sendable { case ceil, floor, round }

struct PixelCase: CustomTestStringConvertible, Sendable {
    let op: PixelOp
    let scale: Double
    let value: Double
    let expected: Double
    var testDescription: String { "\(op.rawValue)(\(value)) @\(scale)x = \(expected)" }
}

@Test("§2 ceil((f − FLT_EPSILON)·s)/s, floor((f + FLT_EPSILON)·s)/s, round(f·s)/s", arguments: [
    PixelCase(op: .ceil, scale: 1, value: 10.2, expected: 11),
    PixelCase(op: .ceil, scale: 1, value: 10.00000001, expected: 10),
    PixelCase(op: .ceil, scale: 2, value: 190.909, expected: 191),
    PixelCase(op: .ceil, scale: 2, value: 190.4, expected: 190.5),
    PixelCase(op: .ceil, scale: 2, value: 187.5, expected: 187.5),
    PixelCase(op: .ceil, scale: 3, value: 100.666666666669, expected: 302.0 / 3),
    PixelCase(op: .ceil, scale: 3, value: 187.5, expected: 563.0 / 3),
    PixelCase(op: .ceil, scale: 3, value: 10, expected: 10),
    PixelCase(op: .ceil, scale: 2, value: -10.2, expected: -10),
    PixelCase(op: .floor, scale: 1, value: 77.5, expected: 77),
    PixelCase(op: .floor, scale: 2, value: 77.74, expected: 77.5),
    PixelCase(op: .floor, scale: 2, value: 10.49999999, expected: 10.5),
    PixelCase(op: .floor, scale: 3, value: 100.0 / 3, expected: 100.0 / 3),
    PixelCase(op: .floor, scale: 3, value: 77.5, expected: 232.0 / 3),
    PixelCase(op: .round, scale: 1, value: 144.5, expected: 145),
    PixelCase(op: .round, scale: 2, value: 144.5, expected: 144.5),
    PixelCase(op: .round, scale: 2, value: 10.2, expected: 10),
    PixelCase(op: .round, scale: 3, value: 144.5, expected: 434.0 / 3),
    PixelCase(op: .round, scale: 3, value: 10.2, expected: 31.0 / 3),
])
func pixelFixture(_ c: PixelCase) {
    let grid = PixelGrid(scale: c.scale)
    let actual: Double
    switch c.op {
    case .ceil: actual = grid.ceil(c.value)
    case .floor: actual = grid.floor(c.value)
    case .round: actual = grid.round(c.value)
    }
    #expect(fxClose(actual, c.expected, tolerance: 1e-9), "got \(actual)")
}
