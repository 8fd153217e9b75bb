import Testing
import TextureLayout
@testable import LayoutGame

/// The text forms of a container range, shared by `:size`, `--min`/`--max` and level files.
struct ContainerRangeTests {
    static let good: [(String, SizeRange)] = [
        ("320 x 480", SizeRange(min: .zero, max: Size(width: 320, height: 480))),
        ("320x480", SizeRange(min: .zero, max: Size(width: 320, height: 480))),
        ("375 × inf", SizeRange(min: .zero, max: Size(width: 375, height: .infinity))),
        ("inf x inf", SizeRange(min: .zero, max: .infinite)),
        ("min 100 x 0 max 300 x inf", SizeRange(min: Size(width: 100, height: 0), max: Size(width: 300, height: .infinity))),
        ("exactly 200 x 100", SizeRange(exactly: Size(width: 200, height: 100))),
        ("12.5 x 0", SizeRange(min: .zero, max: Size(width: 12.5, height: 0))),
    ]

    @Test(arguments: good)
    func parses(text: String, expected: SizeRange) {
        #expect(ContainerRange.parseRange(text) == expected)
    }

    @Test(arguments: ["", "320", "320 by 480", "-1 x 20", "nan x 3", "1e9 x 1", "min 300 x 0 max 100 x 100",
                      "min inf x 0 max inf x inf", "exactly inf x 3", "x", "min", "min 1 x 1"])
    func rejects(text: String) {
        #expect(ContainerRange.parseRange(text) == nil)
    }

    @Test(arguments: good)
    func readsBackInTheSameSyntax(text: String, range: SizeRange) {
        #expect(ContainerRange.parseRange(ContainerRange.describe(range)) == range)
    }
}
