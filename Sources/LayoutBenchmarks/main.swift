#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif
import TextureLayout

/// layoutbench: times the engine on the shapes of shared/benchmarks.md. For each shape, over several repetitions
/// after one warm-up: build a fresh tree; one cold layout without a cache (the headline figure); the same layout
/// through an empty `LayoutCache` ("fill": a cold pass that also fills the cache); a relayout through the cache
/// with a changed root width; then, after laying the root out again in its cold range (untimed) and growing one
/// leaf by 7 through the style setter, "relayout-one": the next layout through the cache in the cold range.
/// Prints min and median per phase, nodes per second, and the checksums of the cold layout and of relayout-one.
///
/// With `--no-cache`, the phases are those of the engine before `LayoutCache` (build, cold layout, relayout as a
/// fresh pass), so that the cold figures of both can be compared in processes that allocate alike.
///
/// Usage: layoutbench [SHAPE ...] [--repetitions N] [--no-cache] [--keep-memory]   (SHAPE: a name below; default: all)

let shapes: [Shape] = [
    wide(1000, name: "wide-1k"), wide(10_000, name: "wide-10k"),
    wide(10_000, widthPerChild: 11, name: "wide-shrink-10k"),
    deep(1000), deep(10_000), deep(100_000),
    deepStretch(10), deepStretch(18), deepStretch(100), deepStretch(1000), deepStretch(10_000), deepStretch(100_000),
    grid(rows: 100, columns: 100), wrap(10_000),
]

/// glibc's `mallopt`, which its Swift module does not export (it lives in malloc.h).
@_silgen_name("mallopt") func glibcMallopt(_ parameter: Int32, _ value: Int32) -> Int32

/// An error (a usage error, or a cached layout that differs from a fresh one): the message on standard error, exit
/// status 2.
func fail(_ message: String) -> Never {
    fputs("layoutbench: \(message)\n", stderr)
    exit(2)
}

var arguments = Array(CommandLine.arguments.dropFirst())
var repetitions = 21
if let flag = arguments.firstIndex(of: "--repetitions") {
    guard flag + 1 < arguments.count, let value = Int(arguments[flag + 1]), value > 0 else {
        fail("--repetitions needs a positive whole number")
    }
    repetitions = value
    arguments.removeSubrange(flag...(flag + 1))
}
let withoutCache = arguments.contains("--no-cache")
arguments.removeAll { $0 == "--no-cache" }
// `--keep-memory`: glibc's thresholds as layoutrepl sets them (LayoutShell's MemoryTuning, which this target does not
// link): freed arenas stay in the heap instead of being faulted in again by the next repetition.
if arguments.contains("--keep-memory") {
    _ = glibcMallopt(-3 /* M_MMAP_THRESHOLD */, 256 << 20)
    _ = glibcMallopt(-1 /* M_TRIM_THRESHOLD */, 512 << 20)
}
arguments.removeAll { $0 == "--keep-memory" }
let unknown = arguments.filter { name in !shapes.contains { $0.name == name } }
guard unknown.isEmpty else {
    fail("unknown shape \(unknown.joined(separator: ", ")); known: \(shapes.map(\.name).joined(separator: " "))")
}
let selected = arguments.isEmpty ? shapes : shapes.filter { arguments.contains($0.name) }

func milliseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1000 + Double(attoseconds) / 1e15
}

/// Right-aligns `text` in `width` columns.
func pad(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(0, width - text.count)) + text
}

/// Milliseconds with three decimals, right-aligned.
func format(_ value: Double) -> String { pad(String((value * 1000).rounded() / 1000), 9) }

let clock = ContinuousClock()
print("shape                 nodes  build min/med ms    layout min/med ms   fill min/med ms       "
    + "relayout min/med ms   relayout-one min/med ms   nodes/s (median)")
for shape in selected {
    var builds: [Double] = [], layouts: [Double] = [], fills: [Double] = [], relayouts: [Double] = []
    var relayoutOnes: [Double] = []
    var sum = Checksum(), sumAfterChange = Checksum()
    var rootSize = Size.zero, rootSizeAfterChange = Size.zero
    var nodes = 0
    for repetition in 0...repetitions {
        let buildStart = clock.now
        var (tree, root, range, leaf) = shape.build()
        let buildTime = clock.now - buildStart
        var result: LayoutResult?
        let layoutTime = clock.measure { result = tree.layout(root: root, in: range, scale: 1) }
        if withoutCache {
            let relayoutTime = clock.measure { _ = tree.layout(root: root, in: shape.relayoutRange, scale: 1) }
            if repetition == 0, let result {
                sum = checksum(result.layout, grid: result.grid)
                rootSize = result.size
                nodes = tree.count
                continue  // warm-up
            }
            builds.append(milliseconds(buildTime))
            layouts.append(milliseconds(layoutTime))
            relayouts.append(milliseconds(relayoutTime))
            continue
        }
        // Each result is dropped at once, as a caller that keeps only the newest would: the next pass then appends
        // to the cache's arena instead of copying it.
        var cache = LayoutCache()
        let fillTime = clock.measure { _ = tree.layout(root: root, in: range, scale: 1, cache: &cache) }
        let relayoutTime = clock.measure {
            _ = tree.layout(root: root, in: shape.relayoutRange, scale: 1, cache: &cache)
        }
        _ = tree.layout(root: root, in: range, scale: 1, cache: &cache)
        grow(leaf, in: &tree)
        var changed: LayoutResult?
        let relayoutOneTime = clock.measure { changed = tree.layout(root: root, in: range, scale: 1, cache: &cache) }
        if repetition == 0, let result, let changed {
            sum = checksum(result.layout, grid: result.grid)
            rootSize = result.size
            let fresh = tree.layout(root: root, in: range, scale: 1)
            guard fresh.frames == changed.frames, fresh.size == changed.size else {
                fail("\(shape.name): relayout-one through the cache differs from a fresh layout")
            }
            sumAfterChange = checksum(changed.layout, grid: changed.grid)
            rootSizeAfterChange = changed.size
            nodes = tree.count
            continue  // warm-up
        }
        builds.append(milliseconds(buildTime))
        layouts.append(milliseconds(layoutTime))
        fills.append(milliseconds(fillTime))
        relayouts.append(milliseconds(relayoutTime))
        relayoutOnes.append(milliseconds(relayoutOneTime))
    }
    func minMedian(_ values: [Double]) -> (Double, Double) {
        let sorted = values.sorted()
        return (sorted.first ?? 0, sorted.isEmpty ? 0 : sorted[sorted.count / 2])
    }
    let (b0, b1) = minMedian(builds), (l0, l1) = minMedian(layouts), (f0, f1) = minMedian(fills)
    let (r0, r1) = minMedian(relayouts), (o0, o1) = minMedian(relayoutOnes)
    let perSecond = l1 > 0 ? Double(nodes) / (l1 / 1000) : 0
    let name = shape.name + String(repeating: " ", count: max(0, 18 - shape.name.count))
    print("\(name) \(pad(String(nodes), 6)) \(format(b0)) \(format(b1))  \(format(l0)) \(format(l1))   "
        + "\(format(f0)) \(format(f1))   \(format(r0)) \(format(r1))   \(format(o0)) \(format(o1))       "
        + "\(Int(perSecond.rounded()))")
    print("    root \(rootSize)  checksum \(sum)")
    guard !withoutCache else { continue }
    print("    after relayout-one (frames equal to a fresh layout's): root \(rootSizeAfterChange)  "
        + "checksum \(sumAfterChange)")
}
