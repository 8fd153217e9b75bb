#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TextureLayout

/// layoutbench: times the engine on the shapes of shared/benchmarks.md. For each shape: build a fresh tree, one
/// cold layout (the headline figure), a relayout with a changed root width, over several repetitions after one
/// warm-up. Prints min and median per phase, nodes per second and a checksum.
///
/// Usage: layoutbench [SHAPE ...] [--repetitions N]   (SHAPE: a name below; default: all)

let shapes: [Shape] = [
    wide(1000, name: "wide-1k"), wide(10_000, name: "wide-10k"),
    wide(10_000, widthPerChild: 11, name: "wide-shrink-10k"),
    deep(1000), deepStretch(10), deepStretch(18), deepStretch(100), deepStretch(1000),
    grid(rows: 100, columns: 100), wrap(10_000),
]

var arguments = Array(CommandLine.arguments.dropFirst())
var repetitions = 21
if let flag = arguments.firstIndex(of: "--repetitions") {
    guard flag + 1 < arguments.count, let value = Int(arguments[flag + 1]), value > 0 else {
        print("layoutbench: --repetitions needs a positive whole number")
        exit(2)
    }
    repetitions = value
    arguments.removeSubrange(flag...(flag + 1))
}
let unknown = arguments.filter { name in !shapes.contains { $0.name == name } }
guard unknown.isEmpty else {
    print("layoutbench: unknown shape \(unknown.joined(separator: ", ")); known: \(shapes.map(\.name).joined(separator: " "))")
    exit(2)
}
let selected = arguments.isEmpty ? shapes : shapes.filter { arguments.contains($0.name) }

func milliseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1000 + Double(attoseconds) / 1e15
}

func format(_ value: Double) -> String {
    let text = String((value * 1000).rounded() / 1000)
    return String(repeating: " ", count: max(0, 9 - text.count)) + text
}

let clock = ContinuousClock()
print("shape                 nodes  build min/med ms    layout min/med ms   relayout min/med ms   nodes/s (median)")
for shape in selected {
    var builds: [Double] = [], layouts: [Double] = [], relayouts: [Double] = []
    var sum = Checksum()
    var rootSize = Size.zero
    var nodes = 0
    for repetition in 0...repetitions {
        var built: (tree: LayoutTree, root: ElementID, range: SizeRange)?
        let buildTime = clock.measure { built = shape.build() }
        guard let (tree, root, range) = built else { continue }
        var result: LayoutResult?
        let layoutTime = clock.measure { result = tree.layout(root: root, in: range, scale: 1) }
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
    }
    func minMedian(_ values: [Double]) -> (Double, Double) {
        let sorted = values.sorted()
        return (sorted.first ?? 0, sorted.isEmpty ? 0 : sorted[sorted.count / 2])
    }
    let (b0, b1) = minMedian(builds), (l0, l1) = minMedian(layouts), (r0, r1) = minMedian(relayouts)
    let perSecond = l1 > 0 ? Double(nodes) / (l1 / 1000) : 0
    let padded = shape.name + String(repeating: " ", count: max(0, 18 - shape.name.count))
    print("\(padded) \(String(nodes).count < 6 ? String(repeating: " ", count: 6 - String(nodes).count) : "")\(nodes) \(format(b0)) \(format(b1))  \(format(l0)) \(format(l1))   \(format(r0)) \(format(r1))   \(Int(perSecond.rounded()))")
    print("    root \(rootSize)  checksum \(sum)")
}
