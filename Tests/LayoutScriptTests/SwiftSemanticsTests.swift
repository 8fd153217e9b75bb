import Foundation
import LayoutScript
import Testing

/// Swift as layout code uses it, checked against the Swift compiler on this machine: every snippet runs in the
/// interpreter, and the same snippets are compiled with `swiftc` into one program; what each prints must be the
/// same. Declarations go to the top of the compiled file (names are unique across snippets); statements run in a
/// `do` block of their own.
struct SwiftSnippet: Sendable, CustomTestStringConvertible {
    var name: String
    var declarations: String = ""
    var statements: String

    var testDescription: String { name }
}

let swiftSnippets: [SwiftSnippet] = [
    SwiftSnippet(name: "a closure's typed parameters type its arguments", statements: """
        let double = { (value: CGFloat) -> CGFloat in value * 2 }
        let half = { (count: Int) in count / 2 }
        print(double(30) / 4, half(7), double(CGFloat(half(5))))
        """),
    SwiftSnippet(name: "a closure called in place returns the declared type; alone, what its body computes", statements: """
        let compact = false
        let side: CGFloat = { return compact ? 72 : 140 }()
        let third = { () -> CGFloat in 10 / 3 }()
        let truncated = { 7 / 2 }()
        let doubled = [1, 2, 3].map { value -> Int in return value * 2 }
        print(side / 3, third, truncated, doubled.count / 2)
        """),
    SwiftSnippet(name: "CGSize, CGPoint and CGRect take all Ints (literals too) or CGFloats", statements: """
        let columns = 3
        let side = 120
        let size = CGSize(width: side / columns, height: side)
        let point = CGPoint(x: columns, y: side % 7)
        let rect = CGRect(x: 1, y: columns, width: side, height: side / 2)
        let literals = CGSize(width: 3 / 2, height: 1)
        let fractional = CGSize(width: 3 / 2, height: 1.5)
        print(size.width, size.height, point.x, point.y, rect.maxX, rect.height, literals.width, fractional.width)
        """),
    SwiftSnippet(name: "toggle() flips a Bool variable in place", statements: """
        var expanded = false
        expanded.toggle()
        var flags = [true, false]
        flags[1].toggle()
        print(expanded, flags, !expanded)
        """),
    SwiftSnippet(name: "Int division, remainder and a grid's row count", statements: """
        let count = 7
        let perRow = 3
        print(count / perRow, count % perRow, count / 3 + (count % 3 > 0 ? 1 : 0), -7 / 2, -7 % 2, 7 / -2)
        """),
    SwiftSnippet(name: "literals take the type of their context", statements: """
        let w: CGFloat = 4 / 3
        let n = 4 / 3
        let d = 1 / 2.0
        let mixed = 3 / 2 + 0.5
        print(w, n, d, mixed)
        """),
    SwiftSnippet(name: "conversions between Int and CGFloat", statements: """
        let i = 3
        let x = CGFloat(i) * 2.5
        print(x, Int(x), Int(-2.7), CGFloat(7) / 2)
        """),
    SwiftSnippet(name: "Optional's map and flatMap, also on an optional String", declarations: """
        func shout(_ title: String?) -> String {
            title.map { $0.uppercased() + "!" } ?? "none"
        }
        func half(_ value: Int?) -> Int? {
            value.flatMap { $0 % 2 == 0 ? $0 / 2 : nil }
        }
        """, statements: """
        let size: CGSize? = CGSize(width: 3, height: 4)
        let missing: CGSize? = nil
        let name: String? = "ana"
        print(size.map { $0.width * $0.height } ?? 0, missing.map { $0.width } ?? -1, name.map({ $0.count }) ?? 0)
        print(shout("hi"), shout(nil), half(4) ?? -1, half(3) ?? -1, half(nil) ?? -1)
        """),
    SwiftSnippet(name: "optionals: ??, if let, guard let", declarations: """
        func doubledOrMinusOne(_ value: Int?) -> Int {
            guard let value = value else { return -1 }
            return value * 2
        }
        """, statements: """
        let none: Int? = nil
        let some: Int? = 4
        print(none ?? 1, some ?? 1, doubledOrMinusOne(nil), doubledOrMinusOne(3))
        if let v = some, v > 3 { print("bound", v) } else { print("not bound") }
        if let v = none { print("bound", v) } else { print("not bound") }
        """),
    SwiftSnippet(name: "switch with values, ranges, where and default", declarations: """
        func sizeWord(_ n: Int) -> String {
            switch n {
            case 0: return "none"
            case 1..<3: return "few"
            case let m where m > 10: return "lots \\(m)"
            default: return "some"
            }
        }
        """, statements: """
        print(sizeWord(0), sizeWord(2), sizeWord(5), sizeWord(12))
        """),
    SwiftSnippet(name: "an enum with a static constant", declarations: """
        enum SnippetLayout {
            case compact, regular
            static let padding: CGFloat = 12
        }
        """, statements: """
        let layout: SnippetLayout = .compact
        switch layout {
        case .compact: print("compact", SnippetLayout.padding)
        case .regular: print("regular")
        }
        """),
    SwiftSnippet(name: "enums with associated values, switch self and if case", declarations: """
        enum Accessory: Equatable {
            case chevron(String?)
            case toggle(isOn: Bool)
            case none
            var width: CGFloat {
                switch self {
                case .chevron(let detail?): return 20 + CGFloat(detail.count) * 8
                case .chevron: return 20
                case .toggle: return 51
                case .none: return 0
                }
            }
        }
        enum Size: Int { case small = 1, large = 3
            var points: CGFloat { switch self { case .small: return 8; case .large: return 24 } }
            var twice: Int { rawValue * 2 }
        }
        func label(_ accessory: Accessory) -> String {
            if case .toggle(let on) = accessory { return on ? "on" : "off" }
            if case .chevron(let text?) = accessory, text.count > 2 { return text }
            return accessory == .none ? "none" : "plain"
        }
        """, statements: """
        let rows: [Accessory] = [.chevron("Home"), .chevron(nil), .toggle(isOn: true), .none]
        print(rows.map { $0.width }, rows.map { label($0) })
        print(Size.large.points, Size.small.twice, Accessory.chevron("a") == .chevron("a"), Accessory.chevron("a") == .chevron("b"))
        let chosen: Accessory = .toggle(isOn: false)
        switch chosen {
        case .chevron(_): print("chevron")
        case .toggle(isOn: let on): print("toggle", on)
        case .none: print("none")
        }
        """),
    SwiftSnippet(name: "willSet and didSet of a variable run on each assignment", declarations: """
        var observedLog: [String] = []
        var observedGap: CGFloat = 4 {
            willSet { observedLog.append("will \\(newValue)") }
            didSet(previous) { observedLog.append("did \\(previous) \\(observedGap)") }
        }
        var clampedWidth: CGFloat = 0 {
            didSet { if clampedWidth > 320 { clampedWidth = 320 } }
        }
        """, statements: """
        observedGap = 10
        observedGap += 1
        print(observedLog)
        clampedWidth = 500
        print(clampedWidth)
        """),
    SwiftSnippet(name: "variadic parameters and a local computed variable", declarations: """
        func total(_ values: Int...) -> Int { values.reduce(0, +) }
        func joinedNames(_ first: String, _ rest: String?...) -> String {
            var all: String { ([first] + rest.compactMap { $0 }).joined(separator: ",") }
            return all
        }
        """, statements: """
        print(total(), total(4), total(1, 2, 3), joinedNames("a"), joinedNames("a", nil, "c"))
        """),
    SwiftSnippet(name: "a nested function sees the enclosing function's parameters and locals", declarations: """
        func outerTotal(_ base: Int) -> Int {
            let step = 3
            func inner(_ times: Int) -> Int { base + step * times }
            return inner(2) + inner(0)
        }
        """, statements: """
        print(outerTotal(1), outerTotal(10))
        """),
    SwiftSnippet(name: "a struct with a memberwise initializer", declarations: """
        struct SnippetItem {
            let title: String
            var count: Int = 0
        }
        """, statements: """
        var item = SnippetItem(title: "A")
        item.count += 2
        print(item.title, item.count)
        """),
    SwiftSnippet(name: "closures over arrays", statements: """
        let xs = [3, 1, 2]
        print(xs.map { $0 * 2 }, xs.filter { $0 > 1 }, xs.reduce(0) { $0 + $1 })
        print(xs.sorted(), xs.sorted { $0 > $1 }, xs.first!, xs.contains(2), xs.min()!, xs.count, xs.isEmpty)
        print(["1", "x", "3"].compactMap { Int($0) })
        """),
    SwiftSnippet(name: "functions and initializers passed as values", declarations: """
        func snippetDoubled(_ value: Int) -> Int { value * 2 }
        func snippetLabelled(count: Int) -> Int { count + 1 }
        func snippetHalf(_ side: CGFloat) -> CGFloat { side / 2 }
        struct SnippetTag {
            let title: String
            init(title: String) { self.title = title.uppercased() }
        }
        """, statements: """
        let twice = snippetDoubled
        let counts = ["3", "x", "12"].compactMap(Int.init)
        print(twice(21), [1, 2, 3].map(snippetDoubled), [4].map(snippetLabelled), counts)
        print(["a", "b"].map(SnippetTag.init).map { $0.title }, ["c"].map(SnippetTag.init(title:))[0].title)
        print([4, 9].map(snippetHalf), [3, -5].map { (value: CGFloat) in value / 2 }, [7, 8].map { $0 / 2 })
        """),
    SwiftSnippet(name: "enumerated, tuples and destructuring", statements: """
        for (i, x) in ["a", "b"].enumerated() { print(i, x) }
        let (w, h) = (10, 20)
        let t = (1, "a")
        print(w + h, t.0, t.1)
        """),
    SwiftSnippet(name: "labelled loops, continue and break", statements: """
        var i = 0
        outer: while true {
            i += 1
            for j in 0..<5 {
                if j == 2 { continue outer }
                if i > 3 { break outer }
            }
        }
        var k = 0
        repeat { k += 2 } while k < 7
        print(i, k)
        """),
    SwiftSnippet(name: "strings", statements: """
        let name = "Texture"
        var greeting = "Hi"
        greeting += ", " + name
        greeting.append("!")
        print(name.count, name.lowercased(), name.uppercased(), name.hasPrefix("Tex"), greeting, "\\(name) \\(2) \\(1.5)")
        """),
    SwiftSnippet(name: "defer runs last first when the function ends", declarations: """
        func snippetDeferred() {
            defer { print("one") }
            defer { print("two") }
            print("body")
        }
        """, statements: """
        snippetDeferred()
        """),
    SwiftSnippet(name: "stride, default arguments and implicit returns", declarations: """
        func snippetPadded(_ x: CGFloat, by d: CGFloat = 8) -> CGFloat { x + d }
        """, statements: """
        print(Array(stride(from: 0, to: 10, by: 3)), Array(stride(from: 3, through: 0, by: -1)))
        print(snippetPadded(2), snippetPadded(2, by: 1))
        """),
    SwiftSnippet(name: "min and max follow their arguments' types", statements: """
        let m: CGFloat = max(10, 2.5)
        let a = 3
        print(m, min(3, 7), max(a, 2), a > 2 ? "big" : "small", !(a == 3) || a < 5)
        """),
    SwiftSnippet(name: "a computed property and a closure in a variable", declarations: """
        struct SnippetInsets {
            var top: CGFloat
            var bottom: CGFloat
            var vertical: CGFloat { top + bottom }
        }
        """, statements: """
        let insets = SnippetInsets(top: 4, bottom: 6)
        let scale = { (value: CGFloat) -> CGFloat in value * 2 }
        print(insets.vertical, scale(insets.vertical))
        """),
    SwiftSnippet(name: "typealias, an extension and a nested type", declarations: """
        typealias SnippetPoints = CGFloat
        struct SnippetMetrics {
            enum Gap { static let small: SnippetPoints = 4 }
            var base: SnippetPoints
        }
        extension SnippetMetrics {
            var doubled: SnippetPoints { base * 2 }
            func plus(_ other: SnippetPoints) -> SnippetPoints { base + other }
        }
        """, statements: """
        let metrics = SnippetMetrics(base: 10)
        print(metrics.doubled, metrics.plus(SnippetMetrics.Gap.small))
        """),
    SwiftSnippet(name: "bitwise operators and their precedence", statements: """
        print(1 << 3, 1 << 3 + 1, 6 & 3 | 8, 5 ^ 1, -16 >> 2, 1 << 70, 2 + 3 * 4 << 1, 7 & -2)
        """),
    SwiftSnippet(name: "rounding and the members of floating-point numbers", statements: """
        let w: CGFloat = 3.5
        let h: CGFloat = -2.5
        print(w.rounded(), h.rounded(), h.rounded(.down), h.rounded(.up), h.rounded(.towardZero), w.rounded(.toNearestOrEven))
        print(h.magnitude, (w * 2).squareRoot(), w.truncatingRemainder(dividingBy: 2), h.truncatingRemainder(dividingBy: 2))
        print(w.isZero, (w - w).isZero, w.isFinite, CGFloat.infinity.isInfinite, CGFloat.nan.isNaN, (-7).magnitude)
        """),
    SwiftSnippet(name: "dictionaries, if case, if var, as? and do", statements: """
        let heights: [String: CGFloat] = ["title": 20, "body": 48]
        print(heights["title"] ?? 0, heights["missing"] ?? -1)
        let value: Any = 3
        if let number = value as? Int { print("Int", number) }
        if let text = value as? String { print("String", text) } else { print("not a String") }
        let mode = 2
        if case 1...3 = mode { print("in range") }
        if var counter = Optional(5) { counter += 1; print(counter) }
        do {
            let scoped = "inner"
            print(scoped)
        }
        [1, 2, 3].forEach { print($0 * $0) }
        print([4, 5, 6].first { $0 > 4 } ?? 0, [4, 5, 6].last ?? 0)
        """),
    SwiftSnippet(name: "declared without a value, assigned on every path", statements: """
        let compact = false
        let spacing: CGFloat
        if compact {
            spacing = 4
        } else {
            spacing = 8
        }
        var label: String!
        label = "Done"
        print(spacing, label!)
        """),
    SwiftSnippet(name: "members that extensions add to Int, CGFloat, String and CGSize", declarations: """
        extension Int {
            var scaledPoints: CGFloat { return CGFloat(self) * 2 }
            func times(_ factor: Int) -> Int { self * factor }
        }
        extension CGFloat {
            var halved: CGFloat { self / 2 }
        }
        extension String {
            func padded(to length: Int) -> String { self + String(repeating: ".", count: max(0, length - count)) }
        }
        extension CGSize {
            var area: CGFloat { width * height }
        }
        """, statements: """
        let top: CGFloat = -30.scaledPoints
        let side = CGFloat(3.times(4)).halved
        print(top, -(7.times(2)), side, "ab".padded(to: 5), CGSize(width: 3, height: 5).area)
        """),
    SwiftSnippet(name: "a String as a sequence of its characters", statements: """
        let code = "a1b22"
        let digits = String(305).compactMap { Int(String($0)) }
        print(digits, code.filter { $0 != "2" }, code.prefix(2), code.dropFirst(), code.suffix(3))
        print(code.map { $0.uppercased() }.joined(), code.contains { $0 == "b" }, code.reduce(0) { n, _ in n + 1 },
              code.contains(where: { $0 == "z" }), code.contains("b2"))
        """),
    SwiftSnippet(name: "if let _ and guard let _ test for a value", declarations: """
        func hasValue(_ value: Int?) -> Bool {
            guard let _ = value else { return false }
            return true
        }
        """, statements: """
        let badge: Int? = 3
        var shown = 0
        if let _ = badge { shown += 1 }
        print(shown, hasValue(badge), hasValue(nil))
        """),
    SwiftSnippet(name: "Array(repeating:count:) and a generic function's type parameter", declarations: """
        class Shape { var sides: Int { 0 } ; required init() {} }
        final class Square: Shape { override var sides: Int { 4 } }
        func make<T: Shape>(_ type: T.Type) -> T { T() }
        func sidesOf<T: Shape>(_ type: T.Type, count: Int) -> Int { Array(repeating: type, count: count).count * T().sides }
        """, statements: """
        let zeros = Array(repeating: 0, count: 3)
        print(zeros, zeros.count, Array(repeating: "ab", count: 2).joined(), make(Square.self).sides, sidesOf(Square.self, count: 2))
        """),
    SwiftSnippet(name: "if and switch as values, tuples typed by their annotation", declarations: """
        enum Density {
            case compact, regular
            var padding: CGFloat {
                switch self {
                case .compact: 4
                case .regular: 8
                }
            }
        }
        func sizes() -> (CGFloat, CGFloat) { (20, 30) }
        func label(_ count: Int) -> String {
            if count == 0 { "none" } else if count == 1 { "one" } else { "\\(count)" }
        }
        """, statements: """
        let density = Density.regular
        let spacing: CGFloat = if density == .compact { 2 } else { 5 }
        let inset = switch density { case .compact: 1 case .regular: 3 }
        let (w, h) = sizes()
        let pair: (CGFloat, Int) = (7, 7)
        let names = [0, 1, 4].map { n in switch n { case 0: "zero" default: "some" } }
        print(density.padding, spacing, inset, w / 8, h, pair.0 / 2, pair.1 / 2, label(0), label(1), label(5), names)
        """),
    SwiftSnippet(name: "escapes beside interpolations, in single-line, multi-line and raw strings", statements: ##"""
        let n = 3
        let stat = "\(n)\nPosts\t\u{41}\\ \"q\""
        let multi = """
            Line \(n)
              indented \(n * 2)\n
            end \
            joined
            """
        let raw = #"raw \(n) \#(n) \n"#
        print(stat, multi, raw, separator: "|")
        """##),
    SwiftSnippet(name: "cast patterns in for case, .some and .none, an enum's own .none", declarations: """
        class Shape2 {}
        final class Circle2: Shape2 { let r = 2 }
        enum Badge { case none, new }
        """, statements: """
        let shapes: [Shape2] = [Circle2(), Shape2(), Circle2()]
        var radii = 0
        for case let circle as Circle2 in shapes { radii += circle.r }
        let first: Int? = 4
        let missing: Int? = nil
        var seen: [String] = []
        if case .some(let value) = first { seen.append("some \\(value)") }
        if case .none = missing { seen.append("none") }
        if case .some = missing { seen.append("wrong") }
        switch Badge.none {
        case .none: seen.append("badge none")
        case .new: seen.append("badge new")
        }
        print(radii, seen)
        """),
    SwiftSnippet(name: "a name's initials and capitals", statements: """
        let name = "ada lovelace-byron o'brien 2nd"
        let cap = name.prefix(1).uppercased() + name.dropFirst()
        let initials = name.split(separator: " ").map { String($0) }.compactMap { $0.first }.map { String($0).uppercased() }
        print(cap, initials.joined(), name.capitalized, "HELLO wORLD".capitalized)
        """),
    SwiftSnippet(name: "key paths as functions", declarations: """
        struct Row { let title: String; let width: CGFloat; let isVisible: Bool; let subtitle: String? }
        """, statements: """
        let rows = [Row(title: "One", width: 10, isVisible: true, subtitle: nil),
                    Row(title: "Three", width: 20, isVisible: false, subtitle: "sub")]
        print(rows.map(\\.title), rows.map(\\.width).reduce(0, +), rows.filter(\\.isVisible).count,
              rows.compactMap(\\.subtitle), rows.compactMap(\\.subtitle?.count))
        """),
    SwiftSnippet(name: "print and interpolation show optionals as Optional(…)", declarations: """
        struct Person { var name: String? }
        """, statements: """
        var count: Int? = 3
        let title: String? = "x"
        let none: Int? = nil
        var unwrapped: String! = "iuo"
        let person: Person? = Person(name: "n")
        let anyValue: Any = 5
        print(count, title, none, unwrapped, person?.name, count!, "v=\\(count)", anyValue as? Int, [1, 2].first ?? 0)
        if let count = count { print(count, "\\(count)") }
        count = nil
        unwrapped = nil
        print(count, unwrapped)
        """),
    SwiftSnippet(name: "NumberFormatter in US English", statements: """
        let decimal = NumberFormatter()
        decimal.locale = Locale(identifier: "en_US")
        decimal.numberStyle = .decimal
        let percent = NumberFormatter()
        percent.locale = Locale(identifier: "en_US")
        percent.numberStyle = .percent
        let dollars = NumberFormatter()
        dollars.locale = Locale(identifier: "en_US")
        dollars.numberStyle = .currency
        let plain = NumberFormatter()
        print(decimal.string(from: NSNumber(value: 1234567)) ?? "", decimal.string(for: 1234.5678) ?? "",
              decimal.string(from: -42) ?? "", percent.string(from: 0.25) ?? "", dollars.string(from: 1234.5) ?? "",
              dollars.string(from: 3) ?? "", plain.string(from: 1234.5) ?? "", plain.string(from: 7) ?? "")
        """),
    SwiftSnippet(name: "the C library's math", statements: """
        let side: CGFloat = 30
        let diagonal = sqrt(side * side * 2)
        print(pow(2.0, 3.0), sqrt(16.0), hypot(3.0, 4.0), fmod(7.5, 2.0), atan2(1.0, 1.0) * 4, trunc(-2.7),
              sin(0.0), cos(0.0), log10(1000.0), cbrt(27.0), Int(diagonal), exp(0.0))
        """),
    SwiftSnippet(name: "reduce(into:) changes its accumulator", statements: """
        let words = ["bb", "a", "ccc"]
        let lengths = words.reduce(into: [String: Int]()) { $0[$1] = $1.count }
        let total = words.reduce(into: 0) { sum, word in sum += word.count }
        let joined = words.reduce(into: "") { text, word in
            if !text.isEmpty { text += "-" }
            text += word
        }
        print(lengths.keys.sorted(), lengths["ccc"] ?? 0, total, joined)
        """),
    SwiftSnippet(name: "a dictionary's keys and values", statements: """
        let widths: [String: CGFloat] = ["avatar": 40, "badge": 12]
        print(widths.keys.sorted(), widths.values.reduce(0, +), widths.count, widths.keys.contains("badge"))
        """),
    SwiftSnippet(name: "a protocol extension gives adopting types its members, their own declarations win",
                 declarations: """
        protocol Spaced {
            var spacing: CGFloat { get }
        }
        extension Spaced {
            var spacing: CGFloat { 8 }
            var doubleSpacing: CGFloat { spacing * 2 }
            func padded(_ size: CGSize, extra: CGFloat) -> CGSize {
                CGSize(width: size.width + spacing * 2 + extra, height: size.height + spacing * 2)
            }
        }
        struct Compact: Spaced {
            var spacing: CGFloat { 4 }
        }
        struct Regular: Spaced {}
        struct Chip {
            let title: String
        }
        extension Chip: Spaced {}
        """, statements: """
        print(Compact().spacing, Compact().doubleSpacing, Regular().spacing, Regular().doubleSpacing)
        print(Regular().padded(CGSize(width: 10, height: 2), extra: 1).width, Compact().padded(.zero, extra: 0).height,
              Chip(title: "new").doubleSpacing)
        """),
    SwiftSnippet(name: "an array literal's integers are CGFloats where the closure passes them to a CGFloat parameter",
                 declarations: """
        func halfSide(_ side: CGFloat) -> CGFloat { side / 2 }
        func inset(_ value: CGFloat, by amount: CGFloat) -> CGFloat { value - amount }
        """, statements: """
        print([5, 9].map { halfSide($0) }, [3, 7].map { v in halfSide(v) }, [4, 6].map { inset($0, by: 1.5) })
        print([5, 9].map { v in
            let half = halfSide(v)
            return half * 3
        })
        print([5, 9].map { $0 / 2 }, [2, 3].map { [1].map { _ in halfSide(1) }.count + $0 })
        """),
    SwiftSnippet(name: "String(format:) pads, signs and rounds as Foundation does", statements: """
        let seconds = 261
        print(String(format: "%d:%02d", seconds / 60, seconds % 60), String(format: "%05.1f|%-4d|%x|%X|%o", 3.14159, 7, 255, 255, 8))
        print(String(format: "%+d|% d|%03d|%#x", 5, 5, -4, 255), String(format: "%.2f%%", 12.345), String(format: "%.2f", 2.675))
        print(String(format: "%e|%g|%8.3f|", 1234.5, 0.0001, -2.5), String(format: "%ld items, %lu left, %5ld|", 12, 3, 42))
        print(String(format: "[%-6@][%6@] %.1fK", "ab", "cd", 12.34), String.localizedStringWithFormat("%d items", 3))
        """),
    SwiftSnippet(name: "String(format:) takes a placeholder's value by its position (%2$@), as translations reorder them", statements: """
        let place = "Town Hall", time = "09:30"
        print(String(format: "%1$@ at %2$@", place, time), String(format: "%2$@, %1$@", place, time))
        print(String(format: "%2$d of %1$d done (%1$03d)", 8, 3), String.localizedStringWithFormat("%2$@ · %1$ld", 4, "km"))
        """),
    SwiftSnippet(name: "the app's extensions of Foundation types and its CaseIterable enums", declarations: """
        extension Date {
            var agoText: String { "3h" }
        }
        enum ChipSection: String, CaseIterable {
            case all, people, tags
            var title: String { rawValue.uppercased() }
        }
        enum ChipKind { case plain, bold }
        extension ChipKind: CaseIterable {}
        """, statements: """
        print(Date().agoText, ChipSection.allCases.map { $0.title }, ChipSection.allCases.count, ChipKind.allCases.count)
        print([ChipSection.all, .people].map { $0.title }, [ChipSection.tags, .all].map(\\.rawValue))
        """),
    SwiftSnippet(name: "a leading dot in a memberwise initializer's argument, and Optional.map of a struct's property",
                 declarations: """
        struct FeedComment {
            struct Author {
                let nickname: String
            }
            enum Thumbnail {
                case none
                case large(String?, ratio: Double)
            }
            let author: Author?
            let thumbnail: Thumbnail
            let badge: String?
            var badgeLabel: String? { badge.map { "#" + $0 } }
        }
        func badgeText(_ comment: FeedComment) -> String {
            (comment.badge.map { "#" + $0 } ?? "none") + " " + (comment.badgeLabel.map { "\\($0.count)" } ?? "-")
        }
        """, statements: """
        let comment = FeedComment(author: .init(nickname: "sunny"), thumbnail: .large(nil, ratio: 0.5), badge: "new")
        let plain = FeedComment(author: nil, thumbnail: .none, badge: nil)
        print(comment.author?.nickname ?? "-", plain.author?.nickname ?? "-", badgeText(comment), badgeText(plain))
        switch comment.thumbnail {
        case .none: print("none")
        case .large(_, let ratio): print("large", ratio)
        }
        """),
    SwiftSnippet(name: "a pasted generic enum, its cases written with a leading dot", declarations: """
        enum LoadingState<Value> {
            case loading
            case content(Value)
        }
        """, statements: """
        var state: LoadingState<[String]> = .loading
        switch state {
        case .loading: print("loading")
        case .content(let items): print(items)
        }
        state = .content(["a", "b"])
        if case .content(let items) = state { print(items.count) }
        """),
    SwiftSnippet(name: "a singleton's stored properties; print of structs and enum cases with values; a dictionary's "
                 + "elements by key and value; a URL's parts", declarations: """
        final class SnippetFlags {
            static let shared = SnippetFlags()
            var largeTitles = true
            let columns = 2
        }
        struct SnippetPost { let title: String; var likes: Int }
        enum SnippetBadge { case text(String); case count(Int, max: Int); case none }
        """, statements: """
        print(SnippetFlags.shared.largeTitles, SnippetFlags.shared.columns * 3)
        print(SnippetPost(title: "Hi", likes: 3), SnippetBadge.count(3, max: 9), SnippetBadge.text("new"), SnippetBadge.none)
        print("\\(SnippetBadge.count(1, max: 2))")
        let reactions: [String: Int] = ["like": 2, "love": 5, "haha": 1]
        print(reactions.sorted { $0.value > $1.value }.map { "\\($0.key) \\($0.value)" }.joined(separator: ", "))
        print(reactions.sorted { $0.key < $1.key }.first?.value ?? 0)
        let link = URL(string: "https://example.com:8080/posts/photo.jpg?size=2#top")!
        print(link.host ?? "-", link.path, link.lastPathComponent, link.pathExtension, link.port ?? 0, link.query ?? "-",
              link.scheme ?? "-", link.fragment ?? "-", link.appendingPathComponent("large").absoluteString)
        print(URL(string: "https://example.com")?.host ?? "-", URL(string: "") == nil)
        """),
    SwiftSnippet(name: "the app's operators: declared with a precedence group or without, overloads in an extension, "
                 + "an expression mixing them", declarations: """
        precedencegroup SnippetStackingPrecedence {
            higherThan: AdditionPrecedence
            associativity: left
        }
        infix operator +++ : SnippetStackingPrecedence
        infix operator <->
        struct SnippetGap { var points: Double }
        func +++ (lhs: SnippetGap, rhs: Double) -> SnippetGap { SnippetGap(points: lhs.points * 10 + rhs) }
        func <-> (lhs: Int, rhs: Int) -> Int { abs(lhs - rhs) }
        extension SnippetGap {
            static func + (lhs: SnippetGap, rhs: SnippetGap) -> SnippetGap { SnippetGap(points: lhs.points + rhs.points) }
            static func * (lhs: SnippetGap, rhs: Double) -> SnippetGap { SnippetGap(points: lhs.points * rhs) }
        }
        """, statements: """
        let gap = SnippetGap(points: 4)
        var total = SnippetGap(points: 1)
        total = total + gap
        print((gap + gap * 2).points, (gap +++ 1 +++ 2).points, (2 + 3) <-> 10, 2 * 3 + 4 * 5, total.points)
        """),
    SwiftSnippet(name: "an enum case's values are typed as the case declares them: nested leading dots, an array of "
                 + "cases, a ternary, an Int literal for a Double; NSString's range(of:options:) and NSNotFound",
                 declarations: """
        indirect enum SnippetTree {
            case item(String)
            case row([SnippetTree], spacing: Double)
            case padded(SnippetTree, by: Double)
            case empty
            var width: Double {
                switch self {
                case .item(let text): return Double(text.count) * 8
                case let .row(items, spacing):
                    var total = spacing * Double(max(items.count - 1, 0))
                    for item in items { total += item.width }
                    return total
                case let .padded(inner, by): return inner.width + 2 * by
                case .empty: return 0
                }
            }
        }
        """, statements: """
        let compact = true
        let tree: SnippetTree = .row([.item("ab"), .padded(.item("c"), by: 3), compact ? .empty : .item("wide")],
                                       spacing: 4)
        print(tree.width, SnippetTree.padded(.row([.item("abc")], spacing: 2), by: 1).width)
        let found = ("Coffee Roasters" as NSString).range(of: "ROAST", options: .caseInsensitive)
        let missing = ("Coffee" as NSString).range(of: "tea", options: [.caseInsensitive])
        print(found.location, found.length, missing.location == NSNotFound, ("abc" as NSString).range(of: "z").location == NSNotFound)
        """),
    SwiftSnippet(name: "a literal takes its context's type: the other branch of a ternary, the closure's result in "
                 + "reduce; one-sided ranges; an enum key written with or without its type", declarations: """
        struct SnippetMacro {
            let grams: Double
            var kcal: Double { grams * 4 }
        }
        enum SnippetField: CaseIterable { case name, city }
        """, statements: """
        let total: Double = 0
        let width: CGFloat = 300
        let seconds = 4
        let perSecond = total > 0 ? width / CGFloat(total) : 0
        let half = seconds > 2 ? 0 : Double(seconds) / 2
        let whole = seconds > 2 ? seconds * 2 : 0
        print(perSecond, half, whole, max(2, CGFloat(10) * perSecond))
        let macros = [SnippetMacro(grams: 20), SnippetMacro(grams: 35)]
        print(macros.reduce(0) { $0 + $1.kcal }, [3, 4].reduce(0) { $0 + $1 }, macros.reduce(0) { $0 + Int($1.grams) })
        let squares = [1, 4, 9, 16, 25]
        print(Array(squares[2...]), Array(squares[..<2]), Array(squares[...2]), squares[1...].count)
        var labels: [SnippetField: String] = [.name: "Name"]
        labels[SnippetField.city] = "City"
        print(labels[SnippetField.name] ?? "-", labels[.city] ?? "-", SnippetField.allCases.compactMap { labels[$0] })
        """),
    SwiftSnippet(name: "a method changes its own value: a plain class's and a struct's mutating one; String's "
                 + "removeFirst/removeLast; a Set's insert; a tuple with a nil optional part; labelled tuples in "
                 + "collections; NumberFormatter's class method and its style's settings", declarations: """
        final class SnippetBuilder {
            private var parts: [String] = []
            var count = 0
            @discardableResult
            func add(_ part: String) -> SnippetBuilder {
                parts.append(part)
                count += 1
                return self
            }
            func build() -> String { parts.joined(separator: " · ") }
        }
        struct SnippetTally {
            var total = 0
            mutating func add(_ value: Int) { total += value }
        }
        typealias SnippetCopy = (title: String, image: String)
        func snippetTimes(allDay: Bool) -> (String, String?) { allDay ? ("All day", nil) : ("9:00", "10:00") }
        """, statements: """
        let builder = SnippetBuilder()
        builder.add("a").add("b")
        builder.add("c")
        var tally = SnippetTally()
        tally.add(3)
        tally.add(4)
        print(builder.build(), builder.count, tally.total)
        var line = "## Title"
        while line.hasPrefix("#") { line.removeFirst() }
        var tail = "abcdef"
        tail.removeLast(2)
        var seen = Set<String>()
        let unique = ["tea", "Tea", "coffee"].filter { seen.insert($0.lowercased()).inserted }
        print(line, tail, unique, seen.count)
        let (start, end) = snippetTimes(allDay: true)
        print(start, end ?? "-", snippetTimes(allDay: false).1 ?? "-")
        let pages: [String: SnippetCopy] = ["welcome": ("Welcome", "hello")]
        let list: [SnippetCopy] = [("One", "1"), ("Two", "2")]
        print(pages["welcome"]?.title ?? "-", list.map { $0.image })
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        print(formatter.maximumFractionDigits, formatter.minimumFractionDigits,
              NumberFormatter.localizedString(from: NSNumber(value: 8042), number: .decimal),
              NumberFormatter.localizedString(from: 0.25, number: .percent))
        """),
    SwiftSnippet(name: "a static method as a function value; an enum's initializer assigning self; Int's "
                 + "quotientAndRemainder; Dictionary(grouping:by:), mapValues, compactMapValues; components(separatedBy:) "
                 + "a character set", declarations: """
        enum SnippetChips {
            static func label(_ title: String) -> String { "[\\(title)]" }
        }
        enum SnippetFileKind {
            case folder, pdf, other
            init(ext: String, isDirectory: Bool) {
                if isDirectory { self = .folder; return }
                switch ext {
                case "pdf": self = .pdf
                default: self = .other
                }
            }
            init?(code: Int) {
                guard code > 0 else { return nil }
                self = .pdf
            }
        }
        struct SnippetVariant { let color: String; let stock: Int }
        """, statements: """
        print(["Sushi", "Ramen"].map(SnippetChips.label), SnippetFileKind(ext: "pdf", isDirectory: false),
              SnippetFileKind(ext: "txt", isDirectory: true), SnippetFileKind(code: 0) == nil)
        let (minutes, seconds) = 95.quotientAndRemainder(dividingBy: 60)
        print(minutes, seconds, 95.quotientAndRemainder(dividingBy: 60), 12.isMultiple(of: 4))
        let variants = [SnippetVariant(color: "red", stock: 1), SnippetVariant(color: "blue", stock: 0),
                        SnippetVariant(color: "red", stock: 2)]
        let byColor = Dictionary(grouping: variants, by: \\.color)
        let stock = byColor.mapValues { $0.reduce(0) { $0 + $1.stock } }
        let inStock = stock.compactMapValues { $0 > 0 ? $0 : nil }
        print(byColor.keys.sorted(), stock["red"] ?? 0, stock["blue"] ?? -1, inStock.keys.sorted())
        print("a b\\nc".components(separatedBy: .whitespacesAndNewlines), "x\\n\\ny".components(separatedBy: .newlines))
        """),
    SwiftSnippet(name: "key paths kept as values and read with subscript(keyPath:); a lazy chain", declarations: """
        struct SnippetStats { let posts: Int; let followers: Int; let bio: String? }
        """, statements: """
        let stats = SnippetStats(posts: 12, followers: 340, bio: "hi")
        let paths: [(String, KeyPath<SnippetStats, Int>)] = [("Posts", \\.posts), ("Followers", \\.followers)]
        let bioLength = \\SnippetStats.bio?.count
        print(paths.map { title, path in "\\(stats[keyPath: path]) \\(title)" }, stats[keyPath: bioLength] ?? 0,
              [stats].map(\\.followers))
        let summary = "First sentence. Second one. Third."
        print(summary.split(separator: ".").lazy.map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }.prefix(2).joined(separator: ". "))
        """),
    SwiftSnippet(name: "Swift's Result: made with a leading dot or its type, switched over, optional", declarations: """
        enum SnippetLoadError: Error { case offline }
        """, statements: """
        var state: Result<String, SnippetLoadError>? = nil
        state = .success("Blue Bottle")
        let failed = Result<Int, SnippetLoadError>.failure(.offline)
        switch state {
        case .success(let name)?: print("loaded", name)
        case .failure?, .none: print("spinner")
        }
        if case .failure(let error) = failed { print(error) }
        """),
    SwiftSnippet(name: "labelled tuples: by label, by position, typed by an annotation or a typealias", declarations: """
        typealias PhotoSize = (width: Double, height: Double)
        enum PhotoLayout {
            static let thumbnail: PhotoSize = (width: 96, height: 72)
        }
        func range() -> (min: Int, max: Int) { (1, 9) }
        """, statements: """
        let size = (w: 110, h: 20)
        let typed: (w: Double, h: Double) = (3, 4)
        let (x, y) = size
        print(size, size.w, size.1, typed.h, x + y, typed, PhotoLayout.thumbnail.height, range().max, range())
        let plain = (1, "one")
        let nested = (2, (3, 4.5))
        print(plain, nested, nested.1.1, [(1, 2)], plain == (1, "one"))
        let rows = [(name: "a", count: 1), (name: "bb", count: 2)]
        print(rows.map { $0.name }, rows.map { $0.count * 2 }, rows[1])
        for (name, count) in rows { print(name, count) }
        """),
    SwiftSnippet(name: "numbers' formatted(), Decimal arithmetic, and a plain class changed through a let", declarations: """
        final class CounterModel {
            var title = ""
            var count = 0
        }
        """, statements: """
        print(12400.formatted(), (0.1 + 0.2).formatted(), 3.14159265358979.formatted(), 1234.5678.formatted())
        let cents = 123456
        let balance = Decimal(cents) / 100
        print(balance)
        let model = CounterModel()
        model.title = "made"
        model.count += 2
        print(model.title, model.count)
        """),
    SwiftSnippet(name: "NumberFormatter's separators and currency symbol, a number's formatted(style)", statements: """
        let european = NumberFormatter()
        european.numberStyle = .decimal
        european.groupingSeparator = "."
        european.decimalSeparator = ","
        let euros = NumberFormatter()
        euros.numberStyle = .currency
        euros.locale = Locale(identifier: "en_US")
        euros.currencySymbol = "€"
        print(european.string(from: 1234567.5) ?? "", euros.string(from: 1234.5) ?? "", 5.formatted(.number))
        """),
    SwiftSnippet(name: "String's range(of:) is nil when the text does not hold it; NSString's is NSNotFound", statements: """
        let title = "Blue Bottle"
        print(title.range(of: "xyz") == nil, title.range(of: "Bottle") != nil, title.range(of: "bottle") == nil,
              title.range(of: "bottle", options: .caseInsensitive) != nil,
              title.range(of: "bottle", options: [.caseInsensitive, .diacriticInsensitive]) != nil)
        if let found = title.range(of: "xyz") { print("found", found) } else { print("none") }
        print((title as NSString).range(of: "Bottle").location, (title as NSString).range(of: "xyz").length)
        """),
    SwiftSnippet(name: "closures and nested functions capture variables, not their values", declarations: """
        func makeCounter(step: Int) -> () -> Int {
            var count = 0
            return {
                count += step
                return count
            }
        }
        func doubledTwice(_ start: Int) -> Int {
            var local = start
            let double = { local *= 2 }
            double()
            double()
            return local
        }
        func laterValue() -> CGFloat {
            var spacing: CGFloat = 4
            let read = { spacing }
            func padded() -> CGFloat { spacing + 1 }
            spacing = 10
            return read() + padded()
        }
        func perIteration() -> [Int] {
            var readers: [() -> Int] = []
            for index in 0..<3 {
                let square = index * index
                readers.append { square + index }
            }
            return readers.map { $0() }
        }
        func nestedCounts() -> Int {
            var total = 0
            func add(_ value: Int) { total += value }
            add(3)
            add(4)
            return total
        }
        """, statements: """
        let next = makeCounter(step: 2)
        let other = makeCounter(step: 5)
        print(next(), next(), other(), next(), other())
        print(doubledTwice(3), laterValue(), perIteration(), nestedCounts())
        """),    // layoutrepl's sample moment, Tuesday 14 May 2024, 08:30:05 GMT, written out so that swiftc has it too; the
    // calendar is set to layoutrepl's, Gregorian in US English and GMT.
    SwiftSnippet(name: "Calendar's fields of a moment", statements: """
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        calendar.locale = Locale(identifier: "en_US")
        let date = Date(timeIntervalSince1970: 1715675405)
        print(calendar.component(.year, from: date), calendar.component(.month, from: date), calendar.component(.day, from: date))
        print(calendar.component(.weekday, from: date), calendar.component(.hour, from: date),
              calendar.component(.minute, from: date), calendar.component(.second, from: date))
        print(calendar.component(.weekOfYear, from: date), calendar.component(.weekOfMonth, from: date),
              calendar.component(.quarter, from: date), calendar.component(.weekdayOrdinal, from: date),
              calendar.component(.yearForWeekOfYear, from: date), calendar.component(.era, from: date))
        print(calendar.firstWeekday, calendar.minimumDaysInFirstWeek)
        let newYear = Date(timeIntervalSince1970: 1735603200)
        print(calendar.component(.weekOfYear, from: newYear), calendar.component(.yearForWeekOfYear, from: newYear))
        let parts = calendar.dateComponents([.year, .month, .weekday], from: date)
        print(parts.year ?? -1, parts.month ?? -1, parts.day ?? -1, parts.weekday ?? -1)
        """),
    SwiftSnippet(name: "Calendar's ranges: days in a month and a year, weeks in a month", statements: """
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        calendar.locale = Locale(identifier: "en_US")
        let date = Date(timeIntervalSince1970: 1715675405)
        let may = calendar.range(of: .day, in: .month, for: date)!
        print(may.lowerBound, may.upperBound, may.count)
        let february = Date(timeIntervalSince1970: 1708000000)
        print(calendar.range(of: .day, in: .month, for: february)?.count ?? 0,
              calendar.range(of: .day, in: .year, for: date)?.count ?? 0,
              calendar.range(of: .month, in: .year, for: date)?.count ?? 0)
        print(calendar.range(of: .hour, in: .day, for: date)?.lowerBound ?? -1,
              calendar.range(of: .weekOfMonth, in: .month, for: date)?.count ?? 0,
              calendar.range(of: .weekOfMonth, in: .month, for: february)?.upperBound ?? 0,
              calendar.range(of: .weekday, in: .weekOfYear, for: date)?.count ?? 0)
        print(calendar.range(of: .month, in: .day, for: date) == nil)
        """),
    SwiftSnippet(name: "Calendar's date arithmetic: adding days, months and years, composing, start of day", statements: """
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        calendar.locale = Locale(identifier: "en_US")
        let date = Date(timeIntervalSince1970: 1715675405)
        let later = calendar.date(byAdding: .day, value: 20, to: date)!
        print(calendar.component(.month, from: later), calendar.component(.day, from: later), calendar.component(.weekday, from: later))
        let endOfJanuary = Date(timeIntervalSince1970: 1706659200)
        print(calendar.date(byAdding: .month, value: 1, to: endOfJanuary)!.timeIntervalSince1970,
              calendar.date(byAdding: .year, value: -1, to: date)!.timeIntervalSince1970,
              calendar.date(byAdding: .weekOfYear, value: -2, to: date)!.timeIntervalSince1970,
              calendar.date(byAdding: .hour, value: 30, to: date)!.timeIntervalSince1970)
        let first = calendar.date(from: calendar.dateComponents([.year, .month], from: date))!
        print(first.timeIntervalSince1970, calendar.component(.weekday, from: first))
        print(calendar.date(from: DateComponents(year: 2024, month: 2, day: 30))!.timeIntervalSince1970,
              calendar.date(from: DateComponents(year: 2023, month: 13, day: 1, hour: 6))!.timeIntervalSince1970)
        print(calendar.startOfDay(for: date).timeIntervalSince1970, calendar.isDate(date, inSameDayAs: later),
              calendar.isDateInWeekend(later), later.timeIntervalSince(date), date.addingTimeInterval(-5).timeIntervalSince1970)
        let gap = calendar.dateComponents([.month, .day, .hour], from: endOfJanuary, to: later)
        print(gap.month ?? -1, gap.day ?? -1, gap.hour ?? -1, gap.minute ?? -1)
        let back = calendar.dateComponents([.day], from: later, to: date)
        print(back.day ?? 0)
        """),
    SwiftSnippet(name: "Calendar's weekday and month names and a month grid's cell count", statements: """
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        calendar.locale = Locale(identifier: "en_US")
        let date = Date(timeIntervalSince1970: 1715675405)
        print(calendar.weekdaySymbols, calendar.shortWeekdaySymbols, calendar.veryShortWeekdaySymbols)
        print(calendar.monthSymbols.count, calendar.shortMonthSymbols[4], calendar.veryShortMonthSymbols[0])
        let days = calendar.range(of: .day, in: .month, for: date)!.count
        let first = calendar.date(from: calendar.dateComponents([.year, .month], from: date))!
        let leading = calendar.component(.weekday, from: first) - calendar.firstWeekday
        var cells: [String] = []
        for i in 0..<(days + leading) {
            cells.append(i < leading ? "" : String(i - leading + 1))
        }
        print(cells.count, cells[leading], cells.last ?? "", (cells.count + 6) / 7)
        """),
    SwiftSnippet(name: "dates compare by their moments and move by seconds", statements: """
        let sent = Date(timeIntervalSince1970: 1715675405)
        var edited = sent + 90
        edited -= 30
        let earlier = Date(timeInterval: -3600, since: sent)
        print(edited.timeIntervalSince(sent), earlier < sent, edited >= sent, sent > sent.addingTimeInterval(1))
        print((sent - 5).timeIntervalSince1970, earlier.timeIntervalSince1970, sent == Date(timeIntervalSince1970: 1715675405))
        """),
    SwiftSnippet(name: "a collection declared with its type is made empty by .init()", statements: """
        var emptyTags: [String] = .init()
        var emptyWidths: [CGFloat] = .init()
        var emptyCounts: [String: Int] = .init()
        var seenIDs: Set<Int> = .init()
        emptyTags.append("new")
        emptyWidths.append(1)
        emptyCounts["a"] = 2
        seenIDs.insert(3)
        print(emptyTags, emptyWidths.count, emptyCounts.count, seenIDs.contains(3))
        """),
    SwiftSnippet(name: "an extension of NSMutableAttributedString changes the string it is called on", declarations: """
        extension NSMutableAttributedString {
            @discardableResult func adding(_ text: String) -> NSMutableAttributedString {
                append(NSAttributedString(string: text))
                return self
            }
            func addingTwice(_ text: String) -> NSMutableAttributedString {
                self.append(NSAttributedString(string: text))
                return adding(text)
            }
        }
        """, statements: """
        let built = NSMutableAttributedString(string: "a")
        built.adding("b")
        let chained = NSMutableAttributedString(string: "").adding("x").addingTwice("y")
        print(built.string, built.length, chained.string)
        """),
    SwiftSnippet(name: "a name in backticks is the same name without them", declarations: """
        struct Palette {
            static let `default` = Palette(side: 40)
            var side: Int
            var `class`: String { "palette" }
        }
        func describe(_ `in`: Palette) -> Int { `in`.side }
        """, statements: """
        let palette: Palette = .default
        print(palette.side, Palette.`default`.side, describe(.default), palette.class, palette.`class`)
        """),
    SwiftSnippet(name: "a parenthesized choice between literals takes the other operand's type", statements: """
        let hasLink = true
        let rowWidth: CGFloat = 375
        print(rowWidth - (hasLink ? 32 + 12 : 0), (hasLink ? 32 + 12 : 0.5) + rowWidth, rowWidth - (hasLink ? (8) : 0))
        print((hasLink ? 3 : 4) / 2, (!hasLink ? 3 : 4.5) * 2)
        """),
    SwiftSnippet(name: "map on an optional String is Optional's map", declarations: """
        enum EmptyKind {
            case noResults, offline
            var hint: String? { self == .noResults ? "Try a broader search" : nil }
        }
        """, statements: """
        let noResults = EmptyKind.noResults
        let offline = EmptyKind.offline
        let hintLength = noResults.hint.map { $0.count } ?? -1
        print(hintLength, offline.hint.map { $0.count } ?? -1)
        let initials = ["Maya", "Lopez"].compactMap { $0.first.map(String.init) }.joined()
        print(initials, "ab".last.map { String($0).uppercased() } ?? "")
        """),
    SwiftSnippet(name: "extensions of Swift's own types keep their initializers and call their methods without self", declarations: """
        extension CGFloat { var thirded: CGFloat { self / 3 } }
        extension String { var shouted: String { uppercased() + "!" } }
        extension Array {
            var secondItem: Element? { count > 1 ? self[1] : nil }
            func everyOther() -> [Element] { enumerated().filter { $0.offset % 2 == 0 }.map { $0.element } }
        }
        """, statements: """
        let shown = Array(["a", "b", "c"].prefix(2))
        print(CGFloat(3).thirded, String(4).shouted, "ok".shouted, shown.secondItem ?? "-", [1, 2, 3, 4, 5].everyOther())
        """),
    SwiftSnippet(name: ".pi takes its type from the arithmetic around it", statements: """
        let turn = CGFloat(2.0 * .pi)
        let arc = CGFloat(2) * .pi
        let half: CGFloat = .pi * 1
        print(turn, arc, half)
        """),
    SwiftSnippet(name: "a tuple assigned to a variable of a labelled tuple type takes its labels", statements: """
        let firstScore = 7
        var scoreRows: [(title: String, value: Int)] = []
        scoreRows = [("a", firstScore), ("b", 2)]
        var corner: (w: Int, h: Int) = (0, 0)
        corner = (3, 4)
        var byName: [String: (low: Int, high: Int)] = [:]
        byName = ["x": (1, 9)]
        print(scoreRows[0].title, scoreRows[1].value, corner.h, byName["x"]?.high ?? 0)
        """),
    SwiftSnippet(name: "a case's value matched by another case's pattern", declarations: """
        enum FetchError { case server(statusCode: Int, requestID: String?), offline }
        enum FetchState { case failed(FetchError), loaded(count: Int) }
        func headline(_ state: FetchState) -> String {
            switch state {
            case .failed(.server(let code, nil)) where code >= 500: return "outage \\(code)"
            case .failed(.server(let code, let id?)): return "error \\(code) \\(id)"
            case .failed(.server): return "client error"
            case .failed(.offline): return "offline"
            case .loaded(0): return "empty"
            case .loaded(let count): return "\\(count) items"
            }
        }
        """, statements: """
        let outage = FetchState.failed(.server(statusCode: 503, requestID: nil))
        var supportShown = false
        if case .failed(.server(let code, _)) = outage { supportShown = code >= 500 }
        print(supportShown, headline(outage), headline(.failed(.server(statusCode: 404, requestID: "r1"))))
        print(headline(.failed(.server(statusCode: 400, requestID: nil))), headline(.failed(.offline)))
        print(headline(.loaded(count: 0)), headline(.loaded(count: 3)))
        """),
    SwiftSnippet(name: "subscripts the code declares, on its own types and on Array", declarations: """
        extension Array {
            subscript(safe index: Int) -> Element? {
                return indices.contains(index) ? self[index] : nil
            }
        }
        struct LetterGrid {
            var cells: [String]
            let columns: Int
            subscript(row: Int, column: Int) -> String {
                get { cells[row * columns + column] }
            }
        }
        """, statements: """
        let authors = ["Maya"]
        let letters = LetterGrid(cells: ["a", "b", "c", "d"], columns: 2)
        print(authors[safe: 1] ?? "Someone", authors[safe: 0] ?? "-", letters[1, 0], authors[0])
        """),
    SwiftSnippet(name: "static members a protocol extension gives the types adopting it", declarations: """
        protocol Guttered {}
        extension Guttered {
            static var gutter: CGFloat { 12 }
        }
        struct SpacedRow: Guttered {
            var inset: CGFloat { Self.gutter + 1 }
        }
        """, statements: """
        print(SpacedRow.gutter, SpacedRow().inset)
        """),
    SwiftSnippet(name: "a case's optional value bound by a pattern is an optional: its map is Optional's", declarations: """
        enum SpinnerState { case spinning(caption: String?), stopped }
        func captionLength(_ state: SpinnerState) -> Int? {
            if case .spinning(let caption) = state { return caption.map { $0.count } }
            return nil
        }
        """, statements: """
        let spinning = SpinnerState.spinning(caption: "Loading")
        switch spinning {
        case let .spinning(caption): print(caption.map { "[" + $0 + "]" } ?? "none")
        case .stopped: print("stopped")
        }
        print(captionLength(spinning) ?? -1, captionLength(.spinning(caption: nil)) ?? -1, captionLength(.stopped) ?? -1)
        """),
    SwiftSnippet(name: "overloads that differ only in parameter types are picked by the arguments' types", declarations: """
        func gutter(_ all: CGFloat) -> CGFloat { all * 2 }
        func gutter(_ pair: CGSize) -> CGFloat { pair.width + pair.height }
        final class Padder {
            func padded(_ corner: CGPoint) -> CGFloat { corner.x + corner.y }
            func padded(_ all: CGFloat) -> CGFloat { padded(CGPoint(x: all, y: all)) }
        }
        """, statements: """
        print(gutter(3), gutter(CGSize(width: 1, height: 2)), Padder().padded(16), Padder().padded(.zero))
        """),
    SwiftSnippet(name: "a leading-dot value assigned to a variable is a member of the type the variable has", declarations: """
        struct Tint {
            let level: CGFloat
            static let faint = Tint(level: 0.2)
            static let strong = Tint(level: 0.9)
        }
        """, statements: """
        var tint = Tint.faint
        tint = .strong
        let chosen: Tint
        if tint.level > 0.5 { chosen = .faint } else { chosen = .strong }
        var frame = CGRect.zero
        frame = .init(x: 1, y: 2, width: 3, height: 4)
        print(tint.level, chosen.level, frame.maxX)
        """),
    SwiftSnippet(name: "~= matches a range or an equal value; a class with defaults has an implicit init()",
                 declarations: """
        extension Array {
            subscript(checked index: Int) -> Element? { indices ~= index ? self[index] : nil }
        }
        final class Caption {
            var text = "none"
            var lines = 1
            convenience init(text: String) {
                self.init()
                self.text = text
            }
        }
        """, statements: """
        let widths: [CGFloat] = [40, 60]
        print(widths[checked: 1] ?? -1, widths[checked: 2] ?? -1, 0...3 ~= 3, 1..<3 ~= 3, 5 ~= 5)
        print(Caption(text: "Hi").text, Caption().lines)
        """),
    SwiftSnippet(name: "an Int-keyed dictionary is looked up by key, and its lookup is an optional", declarations: """
        struct Leg { let minutes: Int }
        final class Timetable {
            private typealias Slot = (label: String, value: Int)
            private var slots: [Slot] = []
            let stops: [Int: Leg]
            init(stops: [Int: Leg]) {
                self.stops = stops
                slots = [3, 1].map { key in ("stop \\(key)", key) }
            }
            func describe(_ stop: Int) -> String {
                stops[stop].map { "\\($0.minutes) min" } ?? "no stop"
            }
            var firstSlot: String { slots[0].label }
        }
        struct TripBadge { let text: String }
        final class Trip {
            let code = "LX"
            func badge() -> TripBadge { TripBadge(text: self.code + "1") }
        }
        """, statements: """
        let noSeats: [Int: String] = [:]
        let pairsGrid = [[1, 2], [3, 4]]
        print(noSeats[0] ?? "none", pairsGrid[1][0])
        let seats = [2: "B", 0: "A"]
        let table = Timetable(stops: [3: Leg(minutes: 12), 1: Leg(minutes: 4)])
        print(seats[0] ?? "-", seats[1] ?? "-", table.describe(3), table.describe(0), table.firstSlot, Trip().badge().text)
        """),
    SwiftSnippet(name: "tuple assignment, a literal branch typed by the other, a stored closure called through self",
                 declarations: """
        struct Margins { var bottom: CGFloat = 0 }
        final class Caption2 {
            private var scale = { (size: CGFloat) -> CGFloat in size * 1.5 }
            func scaled(_ size: CGFloat) -> CGFloat { self.scale(size) }
        }
        """, statements: """
        let margins = Margins()
        let bottom = margins.bottom > 0 ? margins.bottom : 8
        let symbol: String
        let side: CGFloat
        (symbol, side) = ("pin", 15)
        var first = 1
        var second = 2
        (first, second) = (second, first)
        print(bottom / 3, symbol, side / 2, first, second, Caption2().scaled(10))
        """),
    SwiftSnippet(name: "plain classes: inherited properties, a lazy property made by a method, closures keep self; a Date's description",
                 declarations: """
        class Shelf {
            var depth: CGFloat = 30
        }
        final class BookShelf: Shelf {
            var books = 4
            lazy var label: String = makeLabel()
            private var spacing: CGFloat = 6
            func makeLabel() -> String { "\\(books) books" }
            func widthMeasure() -> () -> CGFloat {
                return { self.spacing * CGFloat(self.books) + self.depth }
            }
        }
        """, statements: """
        let shelf = BookShelf()
        let measure = shelf.widthMeasure()
        print(shelf.depth, shelf.label, measure(), "\\(Date(timeIntervalSince1970: 0))", Date(timeIntervalSince1970: 86_401.5))
        """),
    SwiftSnippet(name: "instances of a plain class are references: copies, arrays and other objects share one object",
                 declarations: """
        final class ReadCounter {
            var reads = 0
            func bump(by step: Int = 1) { reads += step }
        }
        final class FeedModel {
            var title = "draft"
            let counter: ReadCounter
            lazy var heading: String = { self.title.uppercased() + " (\\(self.counter.reads))" }()
            init(counter: ReadCounter) { self.counter = counter }
        }
        struct ReadTally { var reads = 0 }
        """, statements: """
        let shared = ReadCounter()
        let alias = shared
        alias.bump()
        alias.reads += 2
        var counters = [shared, ReadCounter()]
        counters[0].bump(by: 10)
        let model = FeedModel(counter: shared)
        model.counter.bump()
        model.title = "published"
        let other = model
        print(shared.reads, counters[1].reads, other.heading, model.heading)
        other.title = "edited"
        print(model.title, model.heading)
        var tally = ReadTally()
        let copied = tally
        tally.reads = 5
        print(tally.reads, copied.reads)
        """),
    SwiftSnippet(name: "an untranslated key reads as the value given for it, or as itself", statements: """
        let bio = NSLocalizedString("profile.section.bio", value: "Bio", comment: "section title")
        let bare = NSLocalizedString("profile.section.name", comment: "")
        let empty = NSLocalizedString("profile.section.empty", value: "", comment: "")
        let songs = String(format: NSLocalizedString("album.songs", value: "%d songs", comment: ""), 12)
        print(bio, bare, empty, songs)
        """),
    SwiftSnippet(name: "self.init() beside an initializer whose parameters all have defaults is the one without any",
                 declarations: """
        struct Gutter {
            var leading: Double
            var trailing: Double
            init() { leading = 1; trailing = 1 }
        }
        extension Gutter {
            init(leading: Double = 0, trailing: Double = 0) {
                self.init()
                self.leading += leading
                self.trailing += trailing
            }
        }
        """, statements: """
        let plain = Gutter()
        let wide = Gutter(leading: 8)
        print(plain.leading, plain.trailing, wide.leading, wide.trailing)
        """),
    SwiftSnippet(name: "a nested type's static let reads a type declared further down the file", declarations: """
        final class ProfileMetrics {
            struct Column {
                static let nameWidth: Double = PageAttribute.width - 128
            }
        }
        struct PageAttribute {
            static let width: Double = 375
        }
        """, statements: """
        print(ProfileMetrics.Column.nameWidth)
        """),
    SwiftSnippet(name: "Set and Array made from a sequence; an Int-keyed dictionary set, converted and removed by key",
                 statements: """
        let seen = Set<Int>([3, 1, 3, 2])
        let tags = Set(["swift", "ios", "swift"])
        let ordered = Array(1...4)
        var widths: [Int: CGFloat] = [:]
        widths[1] = 30
        widths[7] = 12
        widths[7] = nil
        widths[2] = widths[1].map { $0 / 4 }
        print(seen.count, tags.count, Array(tags).count, ordered, Set(ordered).contains(4), widths.count, widths[1] ?? 0,
              widths[2] ?? 0, widths[7] == nil)
        """),
    SwiftSnippet(name: "a struct keeps its memberwise init beside an extension's; a computed setter; String.init(format:)",
                 declarations: """
        struct Recording {
            var title: String
            var seconds: Int
        }
        extension Recording {
            init(title: String) {
                self.init(title: title, seconds: 0)
            }
        }
        final class GutterWidths {
            private var storage: Double = 0
            var leading: Double {
                get { storage }
                set { storage = newValue * 2 }
            }
        }
        """, statements: """
        let full = Recording(title: "Intro", seconds: 215)
        let short = Recording(title: "Outro")
        let margins = GutterWidths()
        margins.leading = 8
        print(full.seconds, short.seconds, margins.leading, String.init(format: "%02d:%02d", full.seconds / 60, 35))
        """),
    SwiftSnippet(name: "String indexes: index(_:offsetBy:), limitedBy:, after:, before:, distance, subscripts and ranges",
                 statements: """
        let sha = "9fceb02d0a"
        let shortEnd = sha.index(sha.startIndex, offsetBy: 7)
        print(String(sha[sha.startIndex..<shortEnd]), sha[..<shortEnd], sha[shortEnd...], sha[...shortEnd], sha[shortEnd])
        let card = "4111 1111 1111 1234"
        let lastFour = card.index(card.endIndex, offsetBy: -4)
        print(String(card[lastFour...]), card.distance(from: card.startIndex, to: lastFour))
        print(card.index(card.startIndex, offsetBy: 30, limitedBy: card.endIndex) == nil)
        let greeting = "héllo 👋 world"
        if let space = greeting.firstIndex(of: " ") {
            print(greeting[..<space], greeting[greeting.index(after: space)...])
        }
        let language = "Swift"
        print(language[language.index(before: language.endIndex)], language.lastIndex(of: "f") != nil)
        """),
    SwiftSnippet(name: "dictionaries uniquing and merging keys; a range's first and last; a Character's properties",
                 statements: """
        let best = Dictionary([("a", 1), ("b", 2), ("a", 3)], uniquingKeysWith: { max($0, $1) })
        let defaults = ["size": 12, "weight": 4]
        let styled = defaults.merging(["size": 20, "kern": 1]) { $1 }
        let kept = defaults.merging(["size": 20]) { old, _ in old }
        let widths: [Double] = [120, 80]
        print(best["a"] ?? 0, best.count, styled["size"] ?? 0, styled.count, kept["size"] ?? 0,
              widths.indices.last ?? -1, (0..<0).last == nil, (3..<7).first ?? -1)
        let digits = "4111 1111-A".filter { $0.isNumber }
        let letters = "a1 B2".filter { $0.isLetter }
        print(digits, letters, "7".first?.wholeNumberValue ?? -1, "x".first?.isUppercase ?? true)
        """),
    SwiftSnippet(name: "NumberFormatter's significant digits", statements: """
        let priceDigits = NumberFormatter()
        priceDigits.usesSignificantDigits = true
        priceDigits.maximumSignificantDigits = 4
        let grouped = NumberFormatter()
        grouped.numberStyle = .decimal
        grouped.usesSignificantDigits = true
        grouped.maximumSignificantDigits = 3
        grouped.minimumSignificantDigits = 3
        print(priceDigits.string(from: 5.678912) ?? "-", priceDigits.string(from: 0.0123456) ?? "-",
              priceDigits.string(from: 9.99962) ?? "-", priceDigits.string(from: 1234567) ?? "-",
              grouped.string(from: 1234567) ?? "-", grouped.string(from: 2) ?? "-", grouped.string(from: 0.5) ?? "-")
        """),
    SwiftSnippet(name: "a subclass's super.init sets the superclass's stored properties; a nil picks the failable overload",
                 declarations: """
        class CardContent {
            let inset: Double
            init(inset: Double) { self.inset = inset }
        }
        final class RuleContent: CardContent {
            let thickness: Double
            init(thickness: Double, inset: Double) {
                self.thickness = thickness
                super.init(inset: inset)
            }
        }
        struct Dot { let radius: Double }
        final class DotShape {
            let dot: Dot
            init(dot: Dot) { self.dot = dot }
            convenience init?(dot: Dot?) {
                guard let dot = dot else { return nil }
                self.init(dot: dot)
            }
        }
        """, statements: """
        let rule = RuleContent(thickness: 1, inset: 16)
        let missing: Dot? = nil
        print(rule.inset, rule.thickness, DotShape(dot: missing) == nil, DotShape(dot: Dot(radius: 3)).dot.radius)
        """),
    SwiftSnippet(name: "extensions of Optional where Wrapped == String and == Int, on nil and on a value", declarations: """
        extension Optional where Wrapped == String {
            var orEmpty: String { return self ?? "" }
            func or(_ fallback: String) -> String { self ?? fallback }
        }
        extension Optional where Wrapped == Int {
            var orEmpty: Int { return self ?? 0 }
        }
        struct Listing { var title: String?; var count: Int? }
        """, statements: """
        let missingName: String? = nil
        let presentName: String? = "Ada"
        print("[\\(missingName.orEmpty)]", presentName.orEmpty, missingName.or("none"), presentName.or("none"))
        let empty = Listing(title: nil, count: nil)
        let missingCount: Int? = nil
        print("[\\(empty.title.orEmpty)]", empty.count.orEmpty + 1, missingCount.orEmpty + 2, Listing(title: "a", count: 3).count.orEmpty)
        """),
    SwiftSnippet(name: "an enum case that carries values passed as the function that makes it", declarations: """
        enum SummaryRow { case total; case discount(String); case line(title: String, amount: Int) }
        """, statements: """
        let summaryRows: [SummaryRow] = [.total] + ["SAVE10", "VIP"].map(SummaryRow.discount)
        let lineRows = zip(["a", "b"], [1, 2]).map(SummaryRow.line)
        print(summaryRows.count, lineRows.count)
        if case .discount(let code) = summaryRows[1] { print(code) }
        if case .line(let title, let amount) = lineRows[1] { print(title, amount) }
        """),
    SwiftSnippet(name: "URL's path methods: deletingPathExtension, deletingLastPathComponent, appendingPathExtension",
                 statements: """
        let song = URL(string: "file:///music/Some%20Song.mp3")!
        print(song.deletingPathExtension().lastPathComponent, song.deletingLastPathComponent().lastPathComponent,
              song.deletingPathExtension().appendingPathExtension("m4a").lastPathComponent)
        """),
    SwiftSnippet(name: "pow with an Int exponent is Foundation's Decimal one", statements: """
        let fractionDigits = 2
        let amount = Decimal(1234) / pow(10, fractionDigits)
        print(amount, pow(2.0, 0.5))
        """),
    SwiftSnippet(name: "a method of an instance passed as a function, with or without its labels", declarations: """
        final class ScoreLabeler {
            let prefix = "Score"
            func label(for value: Int) -> String { "\\(prefix) \\(value)" }
            func double(_ value: Int) -> Int { value * 2 }
        }
        """, statements: """
        let labeler = ScoreLabeler()
        let maybeScore: Int? = 7
        print(maybeScore.map(labeler.label(for:)) ?? "none", [1, 2].map(labeler.double), [3].map(labeler.label))
        """),
    SwiftSnippet(name: "reduce over an empty array takes its literal seed in the declared type", declarations: """
        struct LedgerEntry { let amount: Double }
        """, statements: """
        let noEntries: [LedgerEntry] = []
        let ledgerTotal: Double = noEntries.reduce(0) { $0 + $1.amount }
        let counted: Int = noEntries.reduce(0) { sum, _ in sum + 1 }
        print(ledgerTotal, counted)
        """),
    SwiftSnippet(name: "a class that adopts a protocol in its declaration gets the protocol extension's members",
                 declarations: """
        protocol Headlining {}
        extension Headlining {
            func headline(_ text: String) -> String { text.uppercased() + "!" }
            var tone: String { "loud" }
        }
        final class HeadlineModel: Headlining {
            func banner() -> String { headline("breaking") }
        }
        """, statements: """
        let headlines = HeadlineModel()
        print(headlines.headline("news"), headlines.banner(), headlines.tone)
        """),
    SwiftSnippet(name: "static stored properties assigned and changed; ?? after a nil chain takes the member's type",
                 declarations: """
        struct WidthCache {
            static var widths: [String: Double] = [:]
            static var hits = 0
        }
        struct RunDay { let meters: Double }
        """, statements: """
        WidthCache.widths["title"] = 120
        WidthCache.hits += 2
        WidthCache.hits = WidthCache.hits * 3
        let runDays: [RunDay] = []
        let longest = runDays.first?.meters ?? 0
        print(WidthCache.widths["title"] ?? 0, WidthCache.widths.count, WidthCache.hits, longest / 2.5)
        """),
    SwiftSnippet(name: "self assigned as a whole in a struct's initializer and in a mutating method", declarations: """
        struct TextAttributesBuilder {
            var size: Double
            var weight: String
            init() { size = 12; weight = "regular" }
            init(_ block: (TextAttributesBuilder) -> TextAttributesBuilder) {
                self = block(TextAttributesBuilder())
            }
            func sized(_ size: Double) -> TextAttributesBuilder {
                var copy = self
                copy.size = size
                return copy
            }
            mutating func reset() { self = TextAttributesBuilder() }
        }
        """, statements: """
        var built = TextAttributesBuilder { $0.sized(15) }
        print(built.size, built.weight)
        built.reset()
        print(built.size)
        """),
    SwiftSnippet(name: "Dictionary's subscript(_:default:) read, appended to and added to; grouping keyed by Int", statements: """
        var tagsByDay = [String: [Int]]()
        tagsByDay["mon", default: []].append(1)
        tagsByDay["mon", default: []].append(2)
        tagsByDay["tue", default: []] += [5]
        var tally: [Int: Int] = [:]
        for stars in [1, 2, 2, 3, 3, 3] { tally[stars, default: 0] += 1 }
        let byParity = Dictionary(grouping: [1, 2, 3, 4], by: { $0 % 2 })
        let noNames = [Int: String]()
        print(tagsByDay["mon"]!, tagsByDay["tue"]!, tally[3]!, tally[7, default: -1], byParity[0]!, noNames[0] ?? "none")
        """),
    SwiftSnippet(name: "an array sorted in place, with and without a closure, and items removed by a closure or count", declarations: """
        struct MenuRow { let order: Int; let hidden: Bool }
        """, statements: """
        var menuRows = [MenuRow(order: 3, hidden: false), MenuRow(order: 1, hidden: true), MenuRow(order: 2, hidden: false)]
        menuRows.sort { $0.order < $1.order }
        print(menuRows.map(\\.order))
        menuRows.sort(by: { $0.order > $1.order })
        menuRows.removeAll { $0.hidden }
        var letters = ["b", "c", "a", "d", "e"]
        letters.sort()
        letters.sort(by: >)
        letters.removeFirst(2)
        letters.removeLast(1)
        letters.removeAll(where: { $0 == "b" })
        print(menuRows.map(\\.order), letters)
        """),
    SwiftSnippet(name: "errors the code throws: try? gives nil, catch clauses match by pattern, where and type", declarations: """
        enum FeedLoadError: Error { case offline, badStatus(Int) }
        struct DecodeFailure: Error { let field: String }
        func loadFeed(status: Int) throws -> [String] {
            if status == 0 { throw FeedLoadError.offline }
            if status >= 400 { throw FeedLoadError.badStatus(status) }
            if status == 204 { throw DecodeFailure(field: "items") }
            return ["a", "b"]
        }
        func describeLoad(_ status: Int) -> String {
            do {
                let items = try loadFeed(status: status)
                return "\\(items.count) items"
            } catch FeedLoadError.offline {
                return "offline"
            } catch FeedLoadError.badStatus(let code) where code >= 500 {
                return "server \\(code)"
            } catch let failure as DecodeFailure {
                return "missing \\(failure.field)"
            } catch {
                return "other \\(error)"
            }
        }
        """, statements: """
        print((try? loadFeed(status: 0))?.count ?? -1, (try? loadFeed(status: 200))?.count ?? -1)
        print([0, 200, 503, 404, 204].map(describeLoad))
        """),
    SwiftSnippet(name: "inout parameters written back to the caller's variable, property and array item", declarations: """
        struct GridCursor { var column = 0; var row = 0 }
        func advance(_ cursor: inout GridCursor, columns: Int) {
            cursor.column += 1
            if cursor.column == columns { cursor.column = 0; cursor.row += 1 }
        }
        func clampWidth(_ width: inout Double, to limit: Double) -> Bool {
            guard width > limit else { return false }
            width = limit
            return true
        }
        """, statements: """
        var cursor = GridCursor()
        for _ in 0..<5 { advance(&cursor, columns: 2) }
        var widths = [120.0, 480.0]
        let clamped = clampWidth(&widths[1], to: 375)
        print(cursor.column, cursor.row, widths, clamped)
        """),
    SwiftSnippet(name: "print with a terminator and a separator continues the line, across statements too", statements: """
        for step in 1...3 { print(step, terminator: step < 3 ? ", " : "") }
        print(" done")
        print("a", "b", separator: "-", terminator: "|\\n")
        """),
    SwiftSnippet(name: "sorted(), min() and max() of an app's Comparable type use the < it declares", declarations: """
        enum Priority: Int, Comparable {
            case low = 1, high = 3, medium = 2
            static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }
        }
        """, statements: """
        let priorities: [Priority] = [.high, .low, .medium]
        print(priorities.sorted().map(\\.rawValue), priorities.min()!.rawValue, priorities.max()!.rawValue)
        """),
    SwiftSnippet(name: "willSet and didSet of a plain class and a struct: not in their initializers, but in a defer and after", declarations: """
        final class EpisodeViewModel {
            var onChange: (() -> Void)?
            var history: [String] = []
            var progress: Double = 0 {
                didSet { history.append("progress \\(oldValue)->\\(progress)"); onChange?() }
            }
            var title = "" { willSet(next) { history.append("will \\(next)") } }
            init(title: String) {
                self.title = title
                progress = 0.5
                defer { progress = 0.6 }
            }
            func advance() { progress += 0.25 }
        }
        struct TapCounter {
            var taps = 0 { didSet { changes += 1 } }
            var changes = 0
        }
        """, statements: """
        let episode = EpisodeViewModel(title: "Pilot")
        var redraws = 0
        episode.onChange = { redraws += 1 }
        episode.advance()
        episode.progress = 1
        episode.title = "Finale"
        var counter = TapCounter()
        counter.taps = 3
        counter.taps += 1
        print(episode.history, redraws, counter.changes)
        """),
    SwiftSnippet(name: "a static method changes a static property named without its type", declarations: """
        enum ImagePrefetchBudget {
            static var remaining = 3
            static func spend() -> Bool {
                guard remaining > 0 else { return false }
                remaining -= 1
                return true
            }
        }
        """, statements: """
        let spent = (0..<5).map { _ in ImagePrefetchBudget.spend() }
        print(spent, ImagePrefetchBudget.remaining)
        """),
    SwiftSnippet(name: "number literals typed as Swift types them: mixed array, ?? after a map, conversions of Int division", statements: """
        let columnWeights = [1.5, 100]
        let missingRatio: Double? = nil
        let cardWidth: CGFloat = 10
        let mediaHeight = missingRatio.map { cardWidth * CGFloat($0) } ?? 0
        print(columnWeights.reduce(0, +), mediaHeight + cardWidth, Double(10 / 4), CGFloat(10.0 / 4), Double(-7 / 2))
        print(Array(stride(from: 0.0, to: 1.0, by: 0.25)), stride(from: 0, to: cardWidth * 10, by: 30).map { $0 })
        """),
    SwiftSnippet(name: "a Comparable type's >, <= and >= from its <, and operators passed as functions", declarations: """
        struct Rating: Comparable {
            let stars: Int
            static func < (lhs: Rating, rhs: Rating) -> Bool { lhs.stars < rhs.stars }
        }
        """, statements: """
        let ratings = [Rating(stars: 2), Rating(stars: 5), Rating(stars: 3)]
        print(Rating(stars: 4) > Rating(stars: 1), Rating(stars: 2) <= Rating(stars: 2), Rating(stars: 1) >= Rating(stars: 3))
        print(ratings.sorted(by: >).map(\\.stars), ratings.max()!.stars)
        """),
    SwiftSnippet(name: "CustomStringConvertible's description in print, interpolation and arrays; an enum's mutating self", declarations: """
        enum Genre: CustomStringConvertible {
            case jazz, lofi
            var description: String { self == .jazz ? "Jazz" : "Lo-fi" }
        }
        struct TrackBadge: CustomStringConvertible {
            let count: Int
            var description: String { "\\(count) new" }
        }
        enum UploadState {
            case idle, uploading(Int), done
            mutating func advance() {
                switch self {
                case .idle: self = .uploading(1)
                case .uploading(let part): self = part > 1 ? .done : .uploading(part + 1)
                case .done: break
                }
            }
        }
        """, statements: """
        print(Genre.jazz, "\\(Genre.lofi) mix", [TrackBadge(count: 3)], "\\(TrackBadge(count: 1))")
        var upload = UploadState.idle
        var steps: [String] = []
        for _ in 0..<4 { upload.advance(); steps.append("\\(upload)") }
        print(steps)
        """),
    SwiftSnippet(name: "swap, a closure's capture list, popLast, String(reversed()), split keeping empties, set algebra", statements: """
        var leading = 8, trailing = 16
        swap(&leading, &trailing)
        var attempt = 1
        let logAttempt = { [attempt] in "attempt \\(attempt)" }
        attempt = 2
        var stack = [1, 2, 3]
        let popped = stack.popLast() ?? 0
        let emptyPop = [Int]().last ?? -1
        let csvFields = "a,,b".split(separator: ",", omittingEmptySubsequences: false).count
        let liked: Set = [1, 2, 3, 3], seen: Set<Int> = [2, 3, 4]
        var merged = liked
        merged.formUnion(seen)
        print(leading, trailing, logAttempt(), popped, stack, emptyPop, String("abc".reversed()), csvFields)
        print(liked.count, liked.intersection(seen).sorted(), liked.union(seen).count, liked.isSubset(of: seen),
              liked.subtracting(seen).sorted(), merged.count)
        """),
    SwiftSnippet(name: "names declared together share the type written after the last", declarations: """
        struct BubbleFrame { var originX, width: Double; var maxX: Double { originX + width } }
        func halfGap() -> Double {
            var gap, count: Double
            gap = 3
            count = 2
            return gap / count
        }
        """, statements: """
        var rows, columns: Int
        rows = 7
        columns = 2
        print(BubbleFrame(originX: 1, width: 2).maxX, halfGap(), rows / columns)
        """),
    SwiftSnippet(name: "Foundation's text comparisons, a mutating call from an observer, describing self, typed closure", declarations: """
        struct SignUpForm {
            var username = "" { didSet { validate() } }
            var isValid = false
            mutating func validate() { isValid = username.count >= 3 }
        }
        enum InboxFolder {
            case archive
            var title: String { String(describing: self).capitalized }
        }
        """, statements: """
        let contacts = ["bea", "Al", "cy"].sorted { $0.localizedCaseInsensitiveCompare($1) == .orderedAscending }
        let files = ["file10", "File2", "file1"].sorted { $0.localizedStandardCompare($1) == .orderedAscending }
        let names = ["b", "B", "a", "A"].sorted { $0.localizedCompare($1) == .orderedAscending }
        print(contacts, files, names, "a".compare("B") == .orderedDescending, "x".caseInsensitiveCompare("X") == .orderedSame)
        var form = SignUpForm()
        form.username = "ada"
        let scale: (Double, Double) -> Double = { $0 * $1 }
        print(form.isValid, InboxFolder.archive.title, scale(6, 3))
        """),
    SwiftSnippet(name: "is and as? to a superclass and to a protocol; super in an inherited method is its class's", declarations: """
        protocol FeedItemRepresentable { var itemID: String { get } }
        protocol Highlightable {}
        class FeedBase { func label() -> String { "base" } }
        class FeedPromo: FeedBase, Highlightable { override func label() -> String { "promo>" + super.label() } }
        final class FeedSponsoredPromo: FeedPromo {}
        struct FeedPost: FeedItemRepresentable, Highlightable { let itemID = "p1" }
        struct FeedGap: Highlightable {}
        """, statements: """
        let items: [Highlightable] = [FeedPost(), FeedGap(), FeedSponsoredPromo()]
        let promo: FeedBase = FeedSponsoredPromo()
        print(items.compactMap { ($0 as? FeedItemRepresentable)?.itemID }, items.filter { $0 is FeedBase }.count)
        print(promo is FeedPromo, (promo as? FeedBase) != nil, promo.label())
        """),
    SwiftSnippet(name: "Swift.min in an Array extension, .none as nil, [Double] from Int literals, an enum's self in allCases", declarations: """
        extension Array {
            func rowEnds(_ size: Int) -> [Int] { stride(from: 0, to: count, by: size).map { Swift.min($0 + size, count) } }
        }
        enum GalleryTab: CaseIterable {
            case all, videos, saved
            var position: Int { GalleryTab.allCases.firstIndex(of: self) ?? -1 }
            var isFirst: Bool { [GalleryTab.all].contains(self) }
        }
        struct BarChart {
            var heights: [Double]
            init(bars: Int) { heights = Array(repeating: 0, count: bars) }
        }
        """, statements: """
        let unread: Int? = .none
        let fallback = Optional<String>.none ?? "none"
        var widths: [Double] = Array(repeating: 0, count: 2)
        widths[0] += 1.5
        var chart = BarChart(bars: 2)
        chart.heights[1] += 0.5
        print([1, 2, 3, 4, 5].rowEnds(2), Swift.max(1, 2), unread ?? 7, fallback, widths, chart.heights)
        print(GalleryTab.videos.position, GalleryTab.all.isFirst, GalleryTab.saved.isFirst)
        """),
    SwiftSnippet(name: "min and max of any Comparable, starts(with:), lastIndex, an app's Int subscript on String", declarations: """
        enum TicketPriority: Int, Comparable {
            case low = 1, medium, high = 10
            static func < (a: TicketPriority, b: TicketPriority) -> Bool { a.rawValue < b.rawValue }
        }
        extension String {
            subscript(i: Int) -> Character { self[index(startIndex, offsetBy: i)] }
            subscript(safe i: Int) -> String? { i >= 0 && i < count ? String(self[i]) : nil }
        }
        """, statements: """
        let scores = [1, 2, 3, 2, 5]
        print(max(TicketPriority.low, .medium).rawValue, min(TicketPriority.high, .low).rawValue, min(max("m", "a"), "f"))
        print("Title".starts(with: "Ti"), scores.starts(with: [1, 2]), scores.lastIndex(of: 2)!, scores.lastIndex { $0 < 4 }!)
        print("swift"[2], "swift"[safe: 9] ?? "-", "swift"[safe: 0] ?? "-")
        """),
    SwiftSnippet(name: "a static used by a static declared above it, and a lazy closure property called", declarations: """
        final class ThemeStore {
            static let shared = ThemeStore()
            static var made = 0
            let name = "default"
            init() { ThemeStore.made += 1 }
        }
        final class CounterViewModel {
            var title = "likes"
            lazy var format: (Int) -> String = { [unowned self] count in "\\(count) \\(self.title)" }
        }
        """, statements: """
        let counter = CounterViewModel()
        print(ThemeStore.shared.name, ThemeStore.made, counter.format(3))
        """),
    SwiftSnippet(name: "Foundation's padding(toLength:withPad:startingAt:) fills or cuts a text", statements: """
        let orderNumber = "7".padding(toLength: 3, withPad: "0", startingAt: 0)
        print("ab".padding(toLength: 5, withPad: ".-", startingAt: 1), "abcdef".padding(toLength: 3, withPad: " ", startingAt: 0),
              orderNumber, orderNumber.count)
        """),
    SwiftSnippet(name: "three hundred models sorted by a closure and by their own <, equal ones in their order", declarations: """
        struct RankedStory: Comparable {
            let score: Int
            let id: Int
            static func < (lhs: RankedStory, rhs: RankedStory) -> Bool { lhs.score < rhs.score }
        }
        """, statements: """
        let stories = (0..<300).map { RankedStory(score: ($0 * 37) % 11, id: $0) }
        let byClosure = stories.sorted { $0.score > $1.score }
        let byLess = stories.sorted()
        print(byClosure.prefix(4).map(\\.id), byLess.prefix(4).map(\\.id), byLess.last!.id, stories.max()!.score)
        """),
    SwiftSnippet(name: "closed ranges end at their last value; ranges of CGFloat hold values, clamp and match", declarations: """
        func clampedProgress(_ value: Double, to limits: ClosedRange<Double>) -> Double {
            min(max(value, limits.lowerBound), limits.upperBound)
        }
        extension Int {
            func limited(to bounds: ClosedRange<Int>) -> Int { Swift.min(Swift.max(self, bounds.lowerBound), bounds.upperBound) }
        }
        """, statements: """
        let pages = 0...10
        print(pages.upperBound, pages, pages.count, (0..<10).upperBound, (2...3).last ?? -1, 15.limited(to: 0...10))
        let unit: ClosedRange<Double> = 0...1
        print(unit, unit.contains(1), unit.contains(1.5), (0.0..<1.0).contains(1.0), clampedProgress(-2, to: 0...1))
        let progress = 0.72
        switch progress {
        case 0..<0.5: print("low")
        case 0.5...0.75: print("mid")
        default: print("high")
        }
        let band = 0.5..<1.0
        print(band ~= progress, band.upperBound, (1..<5) ~= 5, [0...2, 3...5].map { $0.upperBound })
        """),
    SwiftSnippet(name: "a tuple variable's parts are assigned by label and position; dictionaries print as Swift prints them", declarations: """
        struct CardMetrics { var padding = (top: 12.0, bottom: 16.0) }
        """, statements: """
        var badge = (title: "new", count: 1)
        badge.count += 2
        badge.title = "hot"
        var corner = (4, 8)
        corner.0 = 6
        var metrics = CardMetrics()
        metrics.padding.top = 20
        var rows = [(label: "a", hits: 0)]
        rows[0].hits += 5
        print(badge, badge.count, corner, metrics.padding, rows[0].hits)
        var tally = [String: Int]()
        tally["likes"] = 3
        let none: [String: Int] = [:]
        var widths: [Int: String] = [:]
        widths[2] = "wide"
        let doubled = ["x": 1].mapValues { $0 * 2 }
        print(tally, none, widths, doubled, "in text: \\(tally)")
        """),
    SwiftSnippet(name: "a closure declared with a function type types its call's leading-dot arguments", declarations: """
        enum CardTone { case warm, cool }
        """, statements: """
        let label: (CardTone) -> String = { tone in tone == .warm ? "sunset" : "ocean" }
        let scaled: (CGFloat, CardTone) -> CGFloat = { size, tone in tone == .cool ? size * 2 : size }
        print(label(.warm), label(.cool), scaled(3, .cool))
        """),
    SwiftSnippet(name: "classes: inherited initializers and observers, descriptions, protocols inheriting extensions", declarations: """
        class FeedItemModel {
            let title: String
            var likes = 0 { didSet { print("item likes", likes) } }
            init(title: String) { self.title = title }
        }
        class PinnedItemModel: FeedItemModel {
            override var likes: Int { didSet { print("pinned likes", likes) } }
        }
        final class FeaturedItemModel: PinnedItemModel {
            convenience init() { self.init(title: "featured") }
        }
        class TagModel: CustomStringConvertible {
            let name: String
            init(name: String) { self.name = name }
            var description: String { "#\\(name)" }
        }
        final class FolderModel {
            let name = "inbox"
            var children: [FolderModel] = []
            weak var parent: FolderModel?
        }
        protocol Named { var name: String { get } }
        extension Named { var shoutedName: String { name.uppercased() } }
        protocol Badged: Named {}
        struct BadgeModel: Badged { let name = "new" }
        """, statements: """
        let pinned = PinnedItemModel(title: "pinned")
        pinned.likes = 3
        let featured = FeaturedItemModel()
        let plain = FeaturedItemModel(title: "plain")
        print(pinned.title, featured.title, plain.title, TagModel(name: "swift"), [TagModel(name: "ui")], "\\(TagModel(name: "x"))")
        let root = FolderModel()
        let child = FolderModel()
        child.parent = root
        root.children = [child, FolderModel()]
        print(root, root.children, BadgeModel().shoutedName)
        """),
    SwiftSnippet(name: "an app's OptionSet: array literals, contains, insert, remove and the rest of SetAlgebra", declarations: """
        struct RouteStopPosition: OptionSet {
            let rawValue: Int
            static let first = RouteStopPosition(rawValue: 1 << 0)
            static let last = RouteStopPosition(rawValue: 1 << 1)
            static let current = RouteStopPosition(rawValue: 1 << 2)
            static let ends: RouteStopPosition = [.first, .last]
        }
        func routeStopLabel(_ position: RouteStopPosition) -> String {
            var parts: [String] = []
            if position.contains(.first) { parts.append("first") }
            if position.contains(.last) { parts.append("last") }
            if position.contains(.current) { parts.append("current") }
            return parts.isEmpty ? "none" : parts.joined(separator: "+")
        }
        """, statements: """
        var stop: RouteStopPosition = [.first, .current]
        print(routeStopLabel(stop), stop.rawValue)
        stop.insert(.last)
        stop.remove(.first)
        print(routeStopLabel(stop), routeStopLabel([]), routeStopLabel(.ends), RouteStopPosition.ends.rawValue)
        let both = stop.union(.first).intersection([.first, .last])
        print(routeStopLabel(both), both.isEmpty, RouteStopPosition().isEmpty, both == [.last, .first])
        var only = RouteStopPosition()
        only.formUnion(.current)
        print(routeStopLabel(only), only.isSubset(of: stop), stop.isSuperset(of: only), stop.subtracting(.current).rawValue)
        """),
    SwiftSnippet(name: "collections as app code uses them: prefix(while:), split, joined(separator:), dictionary updates", statements: """
        let price = Double("abc") ?? 0
        var stock = ["apples": 3, "pears": 2]
        let removed = stock.removeValue(forKey: "apples")
        let replaced = stock.updateValue(5, forKey: "pears")
        let added = stock.updateValue(1, forKey: "plums")
        var scores = [1, 2, 3, 4]
        scores.replaceSubrange(0..<2, with: [9])
        print(price, removed ?? -1, replaced ?? -1, added ?? -1, stock.count, stock["pears"] ?? 0, scores)
        print(Array([1, 2, 5, 1].prefix(while: { $0 < 3 })), Array([1, 2, 5, 1].drop(while: { $0 < 3 })),
              [1, 0, 2, 3, 0].split(whereSeparator: { $0 == 0 }).map(Array.init), Array([[1, 2], [3]].joined(separator: [0])))
        print(scores.index(0, offsetBy: 5, limitedBy: scores.endIndex) ?? -1, scores.index(0, offsetBy: 1, limitedBy: 3) ?? -1,
              Array((1...5).lazy.map { $0 * 2 }), zip(["a", "b"], 1...).map { "\\($0)\\($1)" }, [Int](1...3))
        print(Int(exactly: 2.0) ?? -1, Int(exactly: 2.5) ?? -1, "1.10".compare("1.9", options: .numeric) == .orderedDescending,
              "B".compare("a", options: [.caseInsensitive]) == .orderedDescending, "B".compare("a") == .orderedAscending)
        """),
    SwiftSnippet(name: "literals typed by the declared collection, tuple and closure around them", declarations: """
        enum FeedReaction: String { case like = "L", love = "V" }
        struct FeedPoint { let v: Int }
        struct FeedPlot { let points: [FeedPoint]; let rules: [(name: String, n: Int)] }
        enum FeedRow {
            case item, spacer
            var text: String { self == .item ? "item" : "--" }
        }
        extension Sequence {
            func sorted<Key: Comparable>(on key: (Element) -> Key) -> [Element] { sorted { key($0) < key($1) } }
        }
        """, statements: """
        let counts: [FeedReaction: Int] = [.like: 1]
        for key in counts.keys { print(key.rawValue) }
        let plot = FeedPlot(points: [.init(v: 1), .init(v: 2)], rules: [("a", 1)])
        let handler: (name: String, apply: (Int) -> Int) = (name: "square", apply: { $0 * $0 })
        print(plot.points.count, plot.rules[0].n, ([FeedRow.item] + [.spacer]).map(\\.text), handler.apply(4),
              [3, 1, 2].sorted(), ["bb", "a"].sorted(on: { $0.count }))
        """),
    SwiftSnippet(name: "nil mapped by a function is nil; === is one object's identity; remainder(dividingBy:)", declarations: """
        final class OutlineItem {
            var children: [OutlineItem] = []
            weak var parent: OutlineItem?
            var depth = 0
            func adopt(_ child: OutlineItem) {
                child.parent = self
                children.append(child)
                depth += 1
            }
        }
        """, statements: """
        let counts: [Int?] = [42, nil]
        let root = OutlineItem(), leaf = OutlineItem()
        root.adopt(leaf)
        print(counts.map { $0.map(String.init) ?? "nil" }, leaf.parent === root, leaf.parent !== root, root === leaf,
              10.5.remainder(dividingBy: 3), 7.0.remainder(dividingBy: 2))
        """),
    SwiftSnippet(name: "fourth round: inout closures, trailing closures to memberwise inits, labels kept, ties of max", declarations: """
        struct ComposeStyle { var title = ""; var padding = 8.0 }
        func composeStyle(_ change: (inout ComposeStyle) -> Void) -> ComposeStyle {
            var style = ComposeStyle()
            change(&style)
            return style
        }
        struct ToolbarAction { var title: String; var action: () -> Void }
        enum ToolbarEvent: Equatable { case tap(Int), logout }
        enum ToolbarSpacing: Double { case small = 4, medium = 8 }
        struct ToolbarBox { var insets = (top: 1, left: 2) }
        """, statements: """
        let saved = composeStyle { $0.title = "Save"; $0.padding += 4 }
        let wide = ComposeStyle(title: "w", padding: 12)
        let action = ToolbarAction(title: "OK") { print("tapped") }
        action.action()
        let events: [ToolbarEvent] = [.tap(1), .logout]
        var handlers: [(id: Int, name: String)] = []
        handlers.append((1, "tap"))
        var box = ToolbarBox()
        box.insets = (5, 6)
        print(saved.title, saved.padding, wide.padding, events.contains(.logout), events.firstIndex(of: .logout) ?? -1,
              ToolbarSpacing(rawValue: 8) ?? .small, handlers[0].name, box.insets.top, ["bb", "a", "cc"].max { $0.count < $1.count }!)
        """),
    SwiftSnippet(name: "fourth round: Character(text), a String's insert and remove, Set.remove, split(separator:), round, open loops", statements: """
        let initial = Character("a".uppercased())
        var word = "swift"
        word.insert("!", at: word.endIndex)
        word.insert(contentsOf: "go ", at: word.startIndex)
        let removed = word.remove(at: word.startIndex)
        var tags: Set = ["a", "b"]
        let gone = tags.remove("a")
        let missing = tags.remove("z")
        var width = 10.2
        width.round(.up)
        var total = 0
        for page in 1... {
            if page > 4 { break }
            total += page
        }
        let selected: Set = [2, 3]
        print(initial, initial.isUppercase, word, removed, gone ?? "nil", missing ?? "nil", tags.count,
              [10, 3, 0, 8, 1].split(separator: 0).map(Array.init), width, total, [1, 2, 3, 4].filter(selected.contains))
        """),
    SwiftSnippet(name: "values inside collections and models print by their full names; optional properties as Optional", declarations: """
        enum PrintedTab { case home, search }
        enum PrintedLoad { case loaded(count: Int), idle }
        struct PrintedInner { let x: Int }
        struct PrintedOuter { let inner: PrintedInner; let tab: PrintedTab; let load: PrintedLoad; let opt: PrintedInner?; let none: PrintedInner? }
        """, statements: """
        print(PrintedTab.home, [PrintedTab.home], PrintedInner(x: 1), [PrintedInner(x: 2)], ["k": PrintedTab.home])
        print(PrintedOuter(inner: PrintedInner(x: 3), tab: .search, load: .loaded(count: 2), opt: PrintedInner(x: 4), none: nil))
        print(PrintedLoad.loaded(count: 1), [PrintedLoad.idle], (1, PrintedTab.home), [(PrintedTab.home, 2)])
        """),
    SwiftSnippet(name: "a Substring's extension, a String's drop(while:), a closure in a tuple called by position", declarations: """
        extension Substring {
            func shouted() -> String { uppercased() + "!" }
        }
        """, statements: """
        let handler: (String, (Int) -> Int) = ("double", { $0 * 2 })
        print("abcd".dropFirst(2).shouted(), String("  hi".drop(while: { $0 == " " })), "hello".prefix(while: { $0 != "l" }),
              handler.1(21))
        """),
    SwiftSnippet(name: "an OptionSet's own members used bare, leading dots in tuples of an annotated array, NSString path parts", declarations: """
        struct WeekDays: OptionSet {
            let rawValue: Int
            static let mon = WeekDays(rawValue: 1), tue = WeekDays(rawValue: 2)
            static let labelled: [(WeekDays, String)] = [(.mon, "Mon"), (.tue, "Tue")]
            var hasMonday: Bool { contains(.mon) }
            var isNone: Bool { isEmpty }
            mutating func addTuesday() { insert(.tue) }
        }
        """, statements: """
        var days: WeekDays = [.mon]
        days.addTuesday()
        let cells: [String: (title: String, detail: String)] = [:]
        let cell = cells["x"] ?? ("t", "d")
        let path = "Sources/Cache/LRU.swift"
        print(days.hasMonday, days.isNone, days.rawValue, WeekDays().isNone, WeekDays.labelled.map { $0.1 },
              WeekDays.labelled.filter { days.contains($0.0) }.count, cell.detail, (path as NSString).lastPathComponent,
              (path as NSString).deletingLastPathComponent, (path as NSString).pathExtension)
        """),
    SwiftSnippet(name: "two Comparable types each sort by their own < operator", declarations: """
        struct SortedName: Comparable {
            let last: String
            static func < (l: SortedName, r: SortedName) -> Bool { l.last < r.last }
        }
        enum SortedPriority: Int, Comparable {
            case low, high
            static func < (a: SortedPriority, b: SortedPriority) -> Bool { a.rawValue < b.rawValue }
        }
        struct SortedQueue {
            enum Tier: Int, Comparable {
                case standard, trusted
                static func < (lhs: Tier, rhs: Tier) -> Bool { lhs.rawValue < rhs.rawValue }
            }
            let tier: Tier
        }
        """, statements: """
        print(SortedQueue(tier: .trusted).tier > .standard,
              SortedPriority.high > .low, [SortedPriority.high, .low].sorted().map(\\.rawValue),
              [SortedName(last: "b"), SortedName(last: "a")].sorted().map(\\.last), SortedName(last: "a") < SortedName(last: "b"))
        """),
    SwiftSnippet(name: "leading dots after an element that names a pasted struct take its type", declarations: """
        struct StreakDays: OptionSet {
            let rawValue: Int
            static let mon = StreakDays(rawValue: 1), tue = StreakDays(rawValue: 2), wed = StreakDays(rawValue: 4)
        }
        struct StreakTheme { let name: String; static let light = StreakTheme(name: "light"), dark = StreakTheme(name: "dark") }
        """, statements: """
        let picked: StreakDays = [.mon, .wed]
        print([StreakDays.mon, .tue, .wed].map { picked.contains($0) }, [StreakTheme.light, .dark].map(\\.name))
        """),
    SwiftSnippet(name: "a literal after ?? takes the number type of a nil parameter or a property read in a method",
                 declarations: """
        func feeTotal(fee: Double?) -> Double { 5 + (fee ?? 0) }
        func shownFee(_ fee: Double?) -> String { "\\(fee ?? 0)" }
        final class FeeCart {
            var discount: Double?
            func saved() -> String { "\\(discount ?? 0)" }
        }
        struct FeeLine { var price: Double? = nil; func text() -> String { "\\(price ?? 0)" } }
        """, statements: """
        print(feeTotal(fee: nil), shownFee(nil), FeeCart().saved(), FeeLine().text())
        """),
    SwiftSnippet(name: "map on an optional String from a call, a parenthesised chain or Optional() is Optional's map",
                 declarations: """
        struct MapCity { var city: String }
        func mapLabel() -> String? { "abc" }
        struct MapRow { func amount() -> String? { "12" }; func shown() -> String? { amount().map { "<" + $0 + ">" } } }
        """, statements: """
        let mapHome: MapCity? = MapCity(city: "Oslo")
        print(mapLabel().map { $0.count } ?? -1, (mapHome?.city).map { $0.count } ?? -1,
              Optional("9").flatMap { Int($0) } ?? -1, MapRow().shown() ?? "none")
        """),
    SwiftSnippet(name: "a struct's own == is used by ==, !=, contains, firstIndex(of:) and a Set's remove",
                 declarations: """
        struct TagKey: Equatable {
            let raw: String
            let count: Int
            static func == (a: TagKey, b: TagKey) -> Bool { a.raw.lowercased() == b.raw.lowercased() }
        }
        """, statements: """
        let home = TagKey(raw: "Home", count: 1), shout = TagKey(raw: "HOME", count: 2), work = TagKey(raw: "Work", count: 1)
        let tagKeys = [work, home]
        print(home == shout, home != shout, home == work, tagKeys.contains(shout), tagKeys.firstIndex(of: shout) ?? -1,
              tagKeys.lastIndex(of: shout) ?? -1)
        """),
    SwiftSnippet(name: "Dictionary(uniqueKeysWithValues:) of tuples looks keys up and sorts by value", statements: """
        let stockCounts = Dictionary(uniqueKeysWithValues: [("a", 2), ("b", 1)])
        print(stockCounts["a"] ?? -1, stockCounts["z"] ?? -1, stockCounts.count,
              stockCounts.sorted { $0.value < $1.value }.map { $0.key })
        """),
    SwiftSnippet(name: "a cast's type types the literal after ??, a static var keeps its Double, an inout operator writes back",
                 declarations: """
        enum CastMetrics { static var scale = 1.0 }
        infix operator ??=: AssignmentPrecedence
        func ??= (lhs: inout String?, rhs: String) { if lhs == nil { lhs = rhs } }
        final class CastCard { var padding = 8.0 }
        """, statements: """
        let castValue: Any = 42
        CastMetrics.scale = 2
        let castCard = CastCard()
        castCard.padding = 12
        var castName: String? = nil
        castName ??= "Guest"
        castName ??= "Other"
        print(castValue as? Double ?? -1, CastMetrics.scale / 4, castCard.padding / 8, castName ?? "none")
        """),
    SwiftSnippet(name: "an enum that adopts Comparable orders its cases as declared, then their values", declarations: """
        enum ReviewStatus: Comparable { case draft, review, published }
        enum ReviewSize: Comparable { case small, medium(Int), large }
        """, statements: """
        print(ReviewStatus.draft < .review, ReviewStatus.published <= .review, ReviewSize.medium(1) > .small,
              ReviewSize.medium(1) < .medium(2), ReviewSize.large >= .medium(9),
              [ReviewStatus.published, .draft, .review].sorted() == [.draft, .review, .published],
              [ReviewSize.large, .small, .medium(3)].max() == .large)
        """),
    SwiftSnippet(name: "class members are inherited: a class func, a static var named bare, super's computed property",
                 declarations: """
        class InheritShape {
            static var created = 0
            var width: Double { 10 }
            class func make() -> InheritShape { created += 1; return InheritShape() }
        }
        class InheritSquare: InheritShape { override var width: Double { super.width * 2 } }
        class InheritTriangle: InheritShape {
            override class func make() -> InheritShape { created += 10; return InheritTriangle() }
        }
        """, statements: """
        _ = InheritSquare.make()
        _ = InheritTriangle.make()
        print(InheritShape.created, InheritSquare().width, [Int](repeating: 7, count: 3), [String](repeating: "a", count: 2))
        """),
    SwiftSnippet(name: "tuples compare part by part, also inside a type's own <", declarations: """
        struct TupleVersion: Comparable {
            let major: Int, minor: Int
            static func < (a: TupleVersion, b: TupleVersion) -> Bool { (a.major, a.minor) < (b.major, b.minor) }
        }
        """, statements: """
        print(TupleVersion(major: 1, minor: 2) < TupleVersion(major: 1, minor: 10), (1, "b") < (1, "c"),
              (2, 0) > (1, 99), (1, 2) <= (1, 2), (3, "a") >= (3, "b"),
              [TupleVersion(major: 2, minor: 0), TupleVersion(major: 1, minor: 5)].sorted().map(\\.major))
        """),
    SwiftSnippet(name: "a bare number member takes the other operand's type, operators and max are function values",
                 statements: """
        let rounding = 0.1 + 0.2 - 0.3
        let ranks: [Int?] = [3, nil, 1]
        let table: [(String, (Int, Int) -> Int)] = [("+", +), ("-", -), ("*", *)]
        let pick: (Int, Int) -> Int = max
        print(abs(rounding) < .ulpOfOne, ranks.sorted { ($0 ?? .max) < ($1 ?? .max) }.map { $0 ?? -1 },
              table.map { $0.1(3, 4) }, zip([1, 2], [3, 4]).map(+), pick(2, 5))
        """),
    SwiftSnippet(name: "type(of:) is the dynamic type, a metatype prints its name, an optional as Any stays optional",
                 declarations: """
        class KindBase {}
        class KindCell: KindBase {}
        """, statements: """
        let kinds: [KindBase] = [KindBase(), KindCell()]
        let badgeCount: Int? = 3
        let nickname: String? = "ana"
        print(kinds.filter { type(of: $0) == KindBase.self }.count, type(of: kinds[1]), type(of: "s"), type(of: 2.0),
              String(describing: type(of: kinds[0])), KindCell.self, KindCell.self == KindBase.self)
        print(badgeCount as Any, nickname as Any, [badgeCount, nil], [nickname])
        """),
    SwiftSnippet(name: "sized integers' bounds, radix conversions both ways and signum", statements: """
        let smallest = Int8.min
        print(smallest, Int8.max, UInt8.max, Int16.min, UInt16.max, Int32.max, Int8.max == 127,
              String(255, radix: 16), String(5, radix: 2), String(255, radix: 16, uppercase: true),
              Int("ff", radix: 16) ?? -1, Int("zz", radix: 10) ?? -1, UInt8("1ff", radix: 16) ?? 0,
              (-3).signum(), 0.signum(), 42.signum())
        """),
    SwiftSnippet(name: "a top-level optional that a function reads and sets is its cache, nil until set", declarations: """
        var cachedHeight: Int? = nil
        func measuredHeight() -> Int {
            if let height = cachedHeight { return height }
            print("measuring")
            cachedHeight = 99
            return 99
        }
        """, statements: """
        print(measuredHeight(), measuredHeight())
        """),
    SwiftSnippet(name: "overflow operators wrap, a type's own += writes back, [K: V](uniqueKeysWithValues:)",
                 declarations: """
        struct WrapMoney { var cents: Int; static func += (total: inout WrapMoney, more: WrapMoney) { total.cents += more.cents } }
        """, statements: """
        var wrapTotal = WrapMoney(cents: 100)
        wrapTotal += WrapMoney(cents: 250)
        var wrapSeed = Int.max
        wrapSeed &+= 1
        let wrapStock = [String: Int](uniqueKeysWithValues: [("a", 5), ("b", 7)])
        print(wrapTotal.cents, Int.max &+ 1 == Int.min, 5 &- 7, 3 &* 4, 1 &<< 3, 16 &>> 2, wrapSeed == Int.min,
              wrapStock["b"] ?? 0)
        """),
    SwiftSnippet(name: "the literal after ?? takes the type of a parenthesised cast, an array's first or min, a tuple's part",
                 statements: """
        let anyValue: Any = "s"
        let castFallback = (anyValue as? Double) ?? 1
        let emptyPrices: [Double] = []
        let pricePair: (Double?, Int) = (nil, 1)
        print(castFallback / 2, (emptyPrices.first ?? 1) / 2, (emptyPrices.last ?? 1) / 2, (emptyPrices.min() ?? 1) / 2,
              (emptyPrices.max() ?? 3) / 2, (pricePair.0 ?? 1) / 2)
        """),
    SwiftSnippet(name: "sorting 2,000 items by a closure, and large arrays built apart compared equal", statements: """
        let shuffledCodes = (0..<2000).map { ($0 * 7919) % 2000 }
        let sortedCodes = shuffledCodes.sorted { $0 > $1 }
        let gridA = Array(repeating: Array(repeating: 1, count: 500), count: 1000)
        let gridB = Array(repeating: Array(repeating: 1, count: 500), count: 1000)
        print(sortedCodes[0], sortedCodes[1999], gridA == gridB, gridA == gridA, [gridA].contains(gridB))
        """),
    SwiftSnippet(name: "an index written in a compound assignment or an inout argument is evaluated once", statements: """
        var indexCalls = 0
        func nextIndex() -> Int { indexCalls += 1; return 0 }
        var scores = [1, 5]
        scores[nextIndex()] += 1
        func bumped(_ value: inout Int) { value += 10 }
        bumped(&scores[nextIndex()])
        struct Tally { var counts = [1] }
        var tally = Tally()
        tally.counts[nextIndex()] *= 3
        var byName = ["a": 1]
        byName[["a"][nextIndex()], default: 0] += 2
        print(scores, tally.counts, byName, indexCalls)
        """),
    SwiftSnippet(name: "a choice between an integer and a floating literal is a Double on both branches", statements: """
        let lined = false
        let kern = lined ? 0.6 : 0
        let scale = !lined ? 1 : 2.5
        let columns = lined ? 1 : 2
        print(kern, scale, columns, kern / 2, columns / 2)
        """),
    SwiftSnippet(name: "a dictionary merges another in place, keys in both as the closure says", statements: """
        var fontSizes = ["title": 14, "padding": 8]
        fontSizes.merge(["title": 2, "line": 20]) { $0 + $1 }
        var styles: [String: String] = [:]
        styles.merge(["weight": "bold"], uniquingKeysWith: { _, new in new })
        styles.merge(["weight": "light", "color": "red"]) { current, _ in current }
        print(fontSizes.sorted { $0.key < $1.key }.map { "\\($0.key)=\\($0.value)" }, styles["weight"] ?? "", styles.count)
        """),
    SwiftSnippet(name: "strict subsets and supersets of sets, and a symmetric difference formed in place", statements: """
        let picked: Set = [1, 2]
        let all: Set = [1, 2, 3]
        var toggled: Set = [1, 2, 3]
        toggled.formSymmetricDifference([3, 4])
        print(picked.isStrictSubset(of: all), all.isStrictSuperset(of: picked), all.isStrictSubset(of: all), toggled.sorted())
        """),
    SwiftSnippet(name: "map on a formatter's optional string, an optional closure parameter and a String? one is Optional's", statements: """
        let percentFormatter = NumberFormatter()
        percentFormatter.numberStyle = .percent
        let matchText: String? = percentFormatter.string(from: NSNumber(value: 0.97)).map { "\\($0) Match" }
        let bracketed: (String?) -> String = { value in value.map { "[\\($0)]" } ?? "-" }
        let angled = { (title: String?) -> String in title.map { "<\\($0)>" } ?? "none" }
        print(matchText ?? "", bracketed("ab"), bracketed(nil), angled("xy"))
        """),
    SwiftSnippet(name: "a String's map stays its characters' where an array or a String made of them is wanted", statements: """
        let word = "abc"
        let swapped = String(word.map { $0 == "a" ? "x" : $0 })
        let upper = word.map { $0.uppercased() }.joined()
        let letters: [String] = word.map { String($0) }
        print(swapped, upper, letters, word.map { $0 }.count)
        """),
    SwiftSnippet(name: "a property wrapper made from its attribute's arguments holds its wrappedValue", declarations: """
        @propertyWrapper
        struct Clamped {
            private var value: Double
            let range: ClosedRange<Double>
            init(wrappedValue: Double, _ range: ClosedRange<Double>) {
                self.range = range
                value = min(max(wrappedValue, range.lowerBound), range.upperBound)
            }
            var wrappedValue: Double {
                get { value }
                set { value = min(max(newValue, range.lowerBound), range.upperBound) }
            }
        }
        @propertyWrapper
        struct StoredSetting<Value> {
            let key: String
            let fallback: Value
            var wrappedValue: Value { fallback }
        }
        enum DisplayPreferences {
            @StoredSetting(key: "grid.columns", fallback: 3) static var columns: Int
        }
        @propertyWrapper
        struct TrimmedText {
            private var value = ""
            var wrappedValue: String {
                get { value }
                set { value = newValue.trimmingCharacters(in: .whitespaces) }
            }
            init(wrappedValue: String) { self.wrappedValue = wrappedValue }
        }
        @propertyWrapper
        struct Bounded<Value: Comparable> {
            private var value: Value
            let range: ClosedRange<Value>
            init(wrappedValue: Value, _ range: ClosedRange<Value>) {
                self.range = range
                value = min(max(wrappedValue, range.lowerBound), range.upperBound)
            }
            var wrappedValue: Value {
                get { value }
                set { value = min(max(newValue, range.lowerBound), range.upperBound) }
            }
        }
        struct FuelGauge {
            @Clamped(0...1) var level: Double = 0
            @Bounded(0...24) var hours: Double = 0
        }
        struct ProgressMeter {
            @Clamped(0...1) var fill: Double = 1.4
            @StoredSetting(key: "meter.title", fallback: "Steps") var title: String
            @TrimmedText var caption: String = "  today  "
        }
        """, statements: """
        let meter = ProgressMeter()
        print(meter.fill, meter.title, "[\\(meter.caption)]", DisplayPreferences.columns * 2)
        var gauge = FuelGauge()
        print(gauge.level * Double(4), gauge.level, gauge.hours / 4)
        """),
    SwiftSnippet(name: "a type adopting a typealias of a composition gets each protocol's extension members", declarations: """
        protocol Sized { var side: Double { get } }
        protocol Labelled { var name: String { get } }
        extension Sized { var doubledSide: Double { side * 2 } }
        extension Labelled { var label: String { name.uppercased() } }
        typealias Tile = Sized & Labelled
        struct SquareTile: Tile { let side: Double; let name: String }
        """, statements: """
        let tile = SquareTile(side: 20, name: "kitchen")
        print(tile.doubledSide, tile.label)
        """),
    SwiftSnippet(name: "a protocol an extension makes a Foundation class or value type adopt gives them its members", declarations: """
        protocol Configurable {}
        extension Configurable where Self: AnyObject {
            func configured(_ block: (Self) -> Void) -> Self { block(self); return self }
        }
        extension Configurable {
            func adjusted(_ block: (inout Self) -> Void) -> Self { var copy = self; block(&copy); return copy }
        }
        extension NSObject: Configurable {}
        extension CGSize: Configurable {}
        """, statements: """
        let percent = NumberFormatter().configured { $0.numberStyle = .percent; $0.maximumFractionDigits = 1 }
        let badge = CGSize(width: 20, height: 20).adjusted { $0.width += 12 }
        print(percent.string(from: 0.256) ?? "-", badge.width, badge.height)
        """),
    SwiftSnippet(name: "NumberFormatter's ordinal, spelt-out, scientific and currency-naming styles", statements: """
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "en_US")
        for style: NumberFormatter.Style in [.ordinal, .spellOut, .scientific, .currencyISOCode, .currencyPlural, .currencyAccounting] {
            formatter.numberStyle = style
            print([1, 2, 3, 11, 12, 13, 21, 22, 101, 111, 1234.5, -12.5, 0.25, 42].map { formatter.string(from: NSNumber(value: $0)) ?? "-" })
        }
        """),
    SwiftSnippet(name: "Foundation's locale-aware case mappings", statements: """
        let title = "Straße café"
        print(title.localizedUppercase, title.localizedLowercase, title.localizedCapitalized)
        """),
    SwiftSnippet(name: "a for loop's typed item types the literals it runs over", statements: """
        for offset: Double in [0, 7200, 86400 * 3] { print(offset / 7) }
        for width: CGFloat in [1, 3] where width > 2 { print(width / 2) }
        """),
    SwiftSnippet(name: "reduce(into:)'s literal seed takes the type the closure adds", declarations: """
        struct PayLine { let amount: Double }
        """, statements: """
        let lines = [PayLine(amount: 6_250), PayLine(amount: 412.5)]
        let fees: [Double] = [1.5, 2]
        print(lines.reduce(into: 0) { total, line in total += line.amount }, fees.reduce(into: 0) { $0 += $1 })
        print([3, 4].reduce(into: 0) { $0 += $1 } / 2)
        """),
    SwiftSnippet(name: "a type nested in a Foundation type is named bare in an extension of it", declarations: """
        extension NumberFormatter {
            func styled(_ style: Style) -> NumberFormatter {
                numberStyle = style
                return self
            }
        }
        """, statements: """
        let percent = NumberFormatter().styled(.percent)
        percent.locale = Locale(identifier: "en_US")
        print(percent.string(from: 0.25) ?? "-")
        """),
    SwiftSnippet(name: "a closure in a static method calls the type's statics by bare name", declarations: """
        func applying(_ value: Int, _ block: (Int) -> Int) -> Int { block(value) }
        enum Doubler {
            static func doubled(_ value: Int) -> Int { applying(value) { twice($0) } }
            static func twice(_ value: Int) -> Int { value * 2 }
        }
        """, statements: """
        print(Doubler.doubled(21))
        """),
    SwiftSnippet(name: "a Foundation object's method passed as a function", statements: """
        let percent = NumberFormatter()
        percent.locale = Locale(identifier: "en_US")
        percent.numberStyle = .percent
        print([NSNumber(value: 0.25), NSNumber(value: 1)].compactMap(percent.string(from:)))
        """),
    SwiftSnippet(name: "a NumberFormatter's prefixes and suffixes replace its style's", statements: """
        let change = NumberFormatter()
        change.locale = Locale(identifier: "en_US")
        change.numberStyle = .percent
        change.maximumFractionDigits = 1
        change.positivePrefix = "+"
        print([0.125, 0, -0.05].map { change.string(from: NSNumber(value: $0)) ?? "-" })
        let price = NumberFormatter()
        price.locale = Locale(identifier: "en_US")
        price.numberStyle = .currency
        price.negativePrefix = "−$"
        price.positiveSuffix = " up"
        print([12.5, -3].map { price.string(from: NSNumber(value: $0)) ?? "-" })
        """),
    SwiftSnippet(name: "slices by index, splits with a most, removed subranges and Int.min's multiples", statements: """
        let items = [1, 2, 3]
        print(items.suffix(from: 1), items.suffix(from: 3), items.prefix(upTo: 2), items.prefix(through: 0))
        print("a-b-c".split(separator: "-", maxSplits: 1), "k=v=w".split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false))
        print("a b c d".split(separator: " ", maxSplits: 0))
        var title = "hello world"
        title.removeSubrange(title.firstIndex(of: " ")!...)
        var code = "abcdef"
        code.removeSubrange(code.index(code.startIndex, offsetBy: 1)..<code.index(code.startIndex, offsetBy: 3))
        print(title, code, Int.min.isMultiple(of: -1), 12.isMultiple(of: 0), 0.isMultiple(of: 0))
        """),
    SwiftSnippet(name: "a static closure property called like a static method", declarations: """
        enum BulletFormat {
            static let list: (_ lines: [String]) -> String = { lines in lines.map { "• " + $0 }.joined(separator: " ") }
        }
        """, statements: """
        print(BulletFormat.list(["one", "two"]))
        """),
    SwiftSnippet(name: "a DateFormatter joins a date and a time as ICU does", statements: """
        let moment = Date(timeIntervalSince1970: 1_715_675_405)
        for (date, time) in [(DateFormatter.Style.medium, DateFormatter.Style.short), (.short, .short), (.long, .short)] {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US")
            formatter.timeZone = TimeZone(identifier: "GMT")
            formatter.dateStyle = date
            formatter.timeStyle = time
            print(formatter.string(from: moment).replacingOccurrences(of: "\\u{202F}", with: " "))
        }
        """),
    SwiftSnippet(name: "an optional array's map runs once on the whole array", statements: """
        let groups: [String: [Int]] = ["a": [1, 2, 3]]
        let rows: [[Int]] = [[4, 5], [6]]
        var maybe: [Int]? = [7, 8, 9]
        print(groups["a"].map { $0.count } ?? 0, groups["b"].map { $0.count } ?? -1)
        print(rows.first.map { $0.count } ?? 0, rows.last.map { $0.reduce(0, +) } ?? 0)
        print(maybe.map { $0.count } ?? 0, [1, 2].map { $0 * 2 })
        maybe = nil
        print(maybe.map { $0.count } ?? -1, groups["a"].map { ("a", $0) }?.1.count ?? 0)
        """),
    SwiftSnippet(name: "an error's localizedDescription: its errorDescription, else Foundation's sentence with its code",
                 declarations: """
        enum InvoiceError: LocalizedError {
            case notFound, other
            var errorDescription: String? { self == .notFound ? "This invoice could not be found." : nil }
        }
        enum PlainError: Error { case a, b(Int), c, d(String) }
        struct DetailError: Error { let detail = "x" }
        enum CodedError: Int, Error { case x = 5, y = 9 }
        """, statements: """
        let errors: [Error] = [InvoiceError.notFound, InvoiceError.other, PlainError.a, PlainError.b(1), PlainError.c,
                               PlainError.d("x"), DetailError(), CodedError.y]
        for error in errors { print(error.localizedDescription) }
        """),
    SwiftSnippet(name: "an empty dictionary stays a dictionary when copied, passed inout or reduced into",
                 declarations: """
        func fill(_ table: inout [Int: String]) { table[7] = "q" }
        func count(_ table: [Int: String]) -> Int { var copy = table; copy[1] = "x"; return copy.count }
        """, statements: """
        let empty: [Int: String] = [:]
        var copy = empty
        copy[0] = "zero"
        print(copy, count(empty))
        let squares = [1, 2, 3].reduce(into: [Int: Int]()) { $0[$1] = $1 * $1 }
        print(squares.count, squares[3] ?? 0)
        var filled = [Int: String]()
        fill(&filled)
        print(filled.count, filled[7] ?? "-")
        """),
    SwiftSnippet(name: "CGRect's geometry: intersects, intersection, union, contains, integral, divided; rint",
                 statements: """
        func show(_ r: CGRect) -> String { r.isNull ? "null" : "\\(r.minX) \\(r.minY) \\(r.width) \\(r.height)" }
        let a = CGRect(x: 0, y: 0, width: 10, height: 10)
        let others = [CGRect(x: 10, y: 0, width: 5, height: 5), CGRect(x: 5, y: 5, width: 10, height: 10),
                      CGRect(x: 20, y: 20, width: 5, height: 5), CGRect(x: 2, y: 2, width: 0, height: 0), .null,
                      CGRect(x: 12, y: 3, width: -4, height: 2)]
        for other in others {
            print(a.intersects(other), show(a.intersection(other)), show(a.union(other)), a.contains(other))
        }
        for point in [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 10), CGPoint(x: 9.5, y: 5), CGPoint(x: -1, y: 2)] {
            print(a.contains(point))
        }
        print(show(CGRect(x: 0.3, y: 0.6, width: 10.2, height: 5.1).integral),
              show(CGRect(x: 10, y: 10, width: -10, height: 5).standardized))
        let (slice, remainder) = a.divided(atDistance: 3, from: .minXEdge)
        let (top, rest) = a.divided(atDistance: 30, from: .maxYEdge)
        print(show(slice), show(remainder), show(top), show(rest), rint(2.5), rint(3.5), rint(-2.5))
        """),
    SwiftSnippet(name: "a String's removeFirst() and removeLast() give the character, popLast() shortens it",
                 statements: """
        var text = "abc"
        let first = text.removeFirst()
        let last = text.removeLast()
        print(first, last, text, first == "a")
        var word = "abc"
        let popped = word.popLast()
        var empty = ""
        print(popped ?? "-", word, empty.popLast() == nil, "[\\(first)]")
        var rest = "#tag"
        rest.removeFirst(1)
        print(rest)
        """),
    SwiftSnippet(name: "ranges of Strings and Characters, in a switch too; Int.min written as a literal", statements: """
        print(("a"..."f").contains("c"), ("a"..."f") ~= "z", ("a"..<"c").contains("c"))
        for letter in ["q", "b", "m"] as [Character] {
            switch letter {
            case "a"..."m": print(letter, "first half")
            default: print(letter, "second half")
            }
        }
        let smallest = -9223372036854775808
        print(smallest, -0x8000_0000_0000_0000, smallest == Int.min)
        """),
    SwiftSnippet(name: "JSONDecoder decodes pasted Codable types: CodingKeys, optionals, enums, strategies, errors",
                 declarations: """
        struct Exhibit: Codable {
            enum Kind: String, Codable { case painting, sculpture }
            let id: Int
            let title: String
            let artist: String?
            let kind: Kind
            let imageURL: URL
            var isFeatured: Bool = false
            let tags: [String]
            let year: Double
            let source = "sample"
            enum CodingKeys: String, CodingKey {
                case id, title, artist, kind, tags, year
                case imageURL = "image_url"
                case isFeatured = "is_featured"
            }
        }
        struct Visitor: Decodable {
            let firstName: String
            let lastSeen: Date
            let scores: [String: Int]
        }
        """, statements: """
        let json = \"\"\"
        [{"id": 1, "title": "Water Lilies", "kind": "painting", "image_url": "https://x.org/a.jpg", "tags": ["a"],
          "year": 1906, "is_featured": false},
         {"id": 2, "title": "The Thinker", "artist": "Rodin", "kind": "sculpture", "image_url": "https://x.org/b.jpg",
          "is_featured": true, "tags": [], "year": 1904.5, "source": "ignored"}]
        \"\"\"
        let exhibits = (try? JSONDecoder().decode([Exhibit].self, from: Data(json.utf8))) ?? []
        print(exhibits.count, exhibits[1].artist ?? "-", exhibits[0].artist ?? "-", exhibits[1].isFeatured)
        print(exhibits[0].kind == .painting, exhibits[1].imageURL.host ?? "", exhibits[0].tags.count, exhibits[1].year,
              exhibits[1].source)
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .secondsSince1970
        let visitor = try decoder.decode(Visitor.self, from: #"{"first_name": "Ada", "last_seen": 60, "scores": {"b": 2, "a": 1}}"#.data(using: .utf8)!)
        print(visitor.firstName, visitor.lastSeen.timeIntervalSince1970, visitor.scores["a"] ?? 0, visitor.scores.count)
        do {
            _ = try JSONDecoder().decode(Visitor.self, from: Data("{}".utf8))
            print("decoded")
        } catch {
            print("missing keys throw")
        }
        print((try? JSONDecoder().decode([Exhibit].self, from: Data("nope".utf8))) == nil,
              (try? JSONDecoder().decode([Int].self, from: Data("[1, true]".utf8))) == nil, json.utf8.count > 100)
        """),
    SwiftSnippet(name: "a String's utf8, utf16 and unicodeScalars views", statements: """
        let text = "héllo 👋"
        var scalars = 0
        for _ in text.unicodeScalars { scalars += 1 }
        print(text.count, text.utf8.count, text.utf16.count, scalars, text.unicodeScalars.count)
        print(text.utf8.first ?? 0, text.utf16.last ?? 0, text.utf8.filter { $0 < 128 }.count, "".utf8.isEmpty)
        """),
    SwiftSnippet(name: "JSONDecoder decodes a UUID and a Decimal", declarations: """
        struct Priced: Decodable {
            let id: UUID
            let price: Decimal
        }
        """, statements: """
        let priced = try JSONDecoder().decode(Priced.self, from: Data(#"{"id": "e621e1f8-c36c-495a-93fc-0c247a3e6e5f", "price": 12.5}"#.utf8))
        print(priced.id, priced.price)
        print((try? JSONDecoder().decode(Priced.self, from: Data(#"{"id": "nope", "price": 1}"#.utf8))) == nil)
        """),
    SwiftSnippet(name: "components(separatedBy:) a character set splits at each scalar, a CR LF twice", statements: """
        let text = "a\\nb\\r\\nc d\\te"
        print(text.components(separatedBy: .newlines).count, text.components(separatedBy: .whitespacesAndNewlines))
        """),
    SwiftSnippet(name: "Int(truncating:) of an NSNumber drops the fraction; a sized type keeps the low bits", statements: """
        let ratio: Decimal = 0.375
        let percent = Int(truncating: (ratio * 100) as NSDecimalNumber)
        let negative = Int(truncating: NSNumber(value: -7.9))
        let wrapped = Int8(truncating: NSNumber(value: 300))
        let unsigned = UInt8(truncating: NSNumber(value: -1))
        let back = Double(truncating: NSNumber(value: 12))
        print(percent, negative, wrapped, unsigned, back)
        """),
    SwiftSnippet(name: "arrays and strings grown in place keep value semantics: a copy, a capture, an inout", declarations: """
        func stack(_ items: inout [Int], _ item: Int) { items.append(item); items += [item * 10] }
        struct Box { var rows: [String] = [] }
        """, statements: """
        var rows = [1]
        let before = rows
        rows.append(2); rows += [3]; rows = rows + [4]; rows.append(contentsOf: rows)
        rows.insert(0, at: 0); rows.removeLast(); _ = rows.popLast(); rows.swapAt(0, 1); rows.remove(at: 2)
        print(before, rows)
        var text = "a"
        let first = text
        text.append("b"); text += "c"; text = text + text
        print(first, text)
        var log: [String] = []
        let record = { (line: String) in log.append(line); log = log + ["!"] }
        record("x"); record("y")
        var stacked: [Int] = []
        for i in 1...3 { stack(&stacked, i) }
        var box = Box()
        let empty = box
        box.rows.append("r"); box.rows += ["s"]
        var countdown = [1, 2, 3]
        while let last = countdown.popLast() { countdown.append(contentsOf: last == 3 ? [0] : []) }
        print(log, stacked, empty.rows, box.rows, countdown)
        """),
    SwiftSnippet(name: "a string grown in a loop counts what was added, not a copy per step, against the budget", statements: """
        var page = ""
        for _ in 0..<3000 { page.append(String(repeating: "x", count: 100)); page += "y" }
        var lines: [String] = []
        for i in 0..<3000 { lines += ["line \\(i)"] }
        print(page.utf8.count, lines.joined(separator: "\\n").utf8.count)
        """),
    SwiftSnippet(name: "a leading dot in a map over a range takes the element type the array is declared with", declarations: """
        enum StarFill {
            case full, half, empty
            var imageName: String { self == .full ? "star-full" : self == .half ? "star-half" : "star-empty" }
        }
        """, statements: """
        let rating = 3
        let stars: [StarFill] = (0..<5).map { $0 < rating ? .full : .empty }
        let closed: [StarFill] = (1...2).map { _ in .half }
        print(stars.map { $0.imageName }, closed[1].imageName)
        """),
    SwiftSnippet(name: "an extension of Numeric or BinaryInteger gives its members to Int and Double", declarations: """
        extension Numeric {
            var doubledValue: Self { self + self }
        }
        extension BinaryInteger {
            var isEvenNumber: Bool { self % 2 == 0 }
        }
        extension Formatter {
            static let plainDigits: NumberFormatter = {
                let formatter = NumberFormatter()
                formatter.numberStyle = .none
                return formatter
            }()
        }
        """, statements: """
        print(21.doubledValue, 1.25.doubledValue, 7.isEvenNumber, 8.isEvenNumber, Formatter.plainDigits.string(from: 42) ?? "")
        """),
    SwiftSnippet(name: "NSString's substrings and NSMutableAttributedString's replacing, deleting and inserting, by UTF-16 offsets", statements: """
        let full = "Hi 👋 wonderful world"
        let ns = full as NSString
        print(ns.substring(to: 2), ns.substring(from: 6), ns.substring(with: NSRange(location: 3, length: 2)))
        print(ns.replacingCharacters(in: NSRange(location: 0, length: 2), with: "Hello"))
        let m = NSMutableAttributedString(string: "abc")
        m.replaceCharacters(in: NSRange(location: 1, length: 1), with: "ZZ")
        m.deleteCharacters(in: NSRange(location: 0, length: 1))
        m.insert(NSAttributedString(string: "<"), at: 0)
        m.replaceCharacters(in: NSRange(location: 4, length: 0), with: NSAttributedString(string: ">"))
        print(m.string, m.length, m.attributedSubstring(from: NSRange(location: 1, length: 2)).string)
        """),
    SwiftSnippet(name: "a range from a String's startIndex to its end, as NSRange(_:in:) takes it", statements: """
        let caption = "Hello there"
        let whole = NSRange(caption.startIndex..., in: caption)
        let upToEnd = NSRange(caption.startIndex..<caption.endIndex, in: caption)
        print(whole.location, whole.length, upToEnd.length)
        """),
    SwiftSnippet(name: "a model's dictionary looked up by key gives an optional", declarations: """
        struct TrackingStatus { let stamps: [Int: String] }
        """, statements: """
        let tracking = TrackingStatus(stamps: [1: "08:30", 3: "09:10"])
        print(tracking.stamps[1].map { "at " + $0 } ?? "-", tracking.stamps[2].map { "at " + $0 } ?? "-")
        """),
    SwiftSnippet(name: "Foundation's decimals and a number's description", statements: """
        let price = Decimal(9.5)
        let boxed = NSDecimalNumber(decimal: price)
        let parsed = Decimal(string: "0.25")
        let unparsed = Decimal(string: "abc")
        let count = 12
        print(boxed.doubleValue, parsed != nil, unparsed == nil, count.description, NSDecimalNumber(value: 3).intValue)
        """),
    SwiftSnippet(name: "DateFormatter writes a computed date in its pattern", statements: """
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        calendar.locale = Locale(identifier: "en_US")
        let date = Date(timeIntervalSince1970: 1715675405)
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "EEEE d MMMM yyyy, hh:mm:ss a"
        print(formatter.string(from: calendar.date(byAdding: .day, value: 200, to: date)!))
        formatter.dateFormat = "EEE, MMM d ''yy 'week' w, D, QQQ, H:mm"
        print(formatter.string(from: calendar.date(byAdding: .hour, value: -9, to: date)!))
        print(formatter.string(from: calendar.date(byAdding: .month, value: -5, to: date)!))
        """),
    SwiftSnippet(name: "declarations in any order, stored closures called, static funcs by a leading dot, names in their own type", declarations: """
        extension OrderBox {
            static var big: OrderBox { OrderBox(size: 60) }
        }
        struct OrderBox {
            let size: CGFloat
        }
        struct OrderAction {
            let run: (Int) -> Int
        }
        struct OrderLook<Subject> {
            let size: CGFloat
            static func square(_ side: CGFloat) -> OrderLook<Int> { OrderLook<Int>(size: side) }
        }
        struct OrderShape {
            let side: CGFloat
            static func square(_ side: CGFloat) -> OrderShape { OrderShape(side: side) }
        }
        func orderArea(_ shape: OrderShape) -> CGFloat { shape.side * shape.side }
        func orderSide(_ look: OrderLook<Int>) -> CGFloat { look.size }
        final class OrderCell {
            enum Style { case large, small }
            let caption: String
            init(_ style: Style) { caption = "Title".orderTagged(["size": 20]) }
        }
        extension String {
            typealias Style = [String: Int]
            func orderTagged(_ style: Style) -> String { self + String(style["size"] ?? 0) }
        }
        struct OrderConstants {
            struct URL { static let base = "https://example.com" }
        }
        """, statements: """
        print(OrderBox.big.size)
        let action = OrderAction(run: { $0 * 2 })
        print(action.run(21))
        let shape: OrderShape = .square(3)
        print(shape.side, orderArea(.square(4)), orderSide(.square(5)))
        print(OrderCell(.large).caption)
        print(URL(string: OrderConstants.URL.base + "/a")?.host ?? "none")
        """),
    SwiftSnippet(name: "a failable init's return nil, .some(.case) patterns, ?? typed by the member, a protocol named like a global", declarations: """
        struct NilFormation {
            let lines: [Int]
            init?(_ text: String) {
                guard text.contains("-") else { return nil }
                lines = [4, 4, 2]
            }
        }
        enum NilLast { case text(String), offer(amountCents: Int, fromMe: Bool) }
        struct NilForm {
            var amountText = ""
            var rate: Double = 2
            var amount: Double? { Double(amountText) }
        }
        protocol Sizing {}
        extension Sizing { func side() -> CGFloat { 40 } }
        struct NilMetrics: Sizing {}
        """, statements: """
        print(NilFormation("abc") == nil, NilFormation("4-4-2")?.lines.count ?? 0)
        let last: NilLast? = .offer(amountCents: 500, fromMe: false)
        switch last {
        case .some(.text): print("text")
        case .some(.offer(let cents, _)): print(cents / 10)
        case .none: print("none")
        }
        let form = NilForm()
        print((form.amount ?? 0) * form.rate, NilMetrics().side())
        """),
    SwiftSnippet(name: "ByteCountFormatter's file style", statements: """
        for count in [0, 1, 999, 1_499, 1_500, 99_950, 999_500, 1_234_567, 123_456_789, 1_999_999_999, -2_048] as [Int64] {
            print(ByteCountFormatter.string(fromByteCount: count, countStyle: .file), ByteCountFormatter().string(fromByteCount: count))
        }
        """),
    SwiftSnippet(name: "an optional number's map with a function by name; an optional nested enum set by a leading dot", declarations: """
        func mapScoreText(_ value: Int) -> String { "#" + String(value) }
        final class MapPlayer {
            enum VideoState { case readyToPlay(String), pause(String) }
            var state: VideoState?
            init() { state = .readyToPlay("a.m3u8") }
        }
        """, statements: """
        let score: Int? = 12345
        let missing: Int? = nil
        print(score.map(String.init) ?? "-", missing.map(String.init) ?? "-", score.map(mapScoreText) ?? "-")
        if case .readyToPlay(let name)? = MapPlayer().state { print(name) }
        """),
    SwiftSnippet(name: "NSString's range(of:options:range:) and NSRange of NSNotFound", statements: """
        let source = "Whisk the eggs with the sugar, then the eggs again" as NSString
        let whole = NSRange(location: 0, length: source.length)
        let first = source.range(of: "eggs", options: [], range: whole)
        let later = source.range(of: "eggs", options: [], range: NSRange(location: 20, length: source.length - 20))
        let none = source.range(of: "salt", options: [], range: whole)
        let missing = NSRange(location: NSNotFound, length: 0)
        print(first.location, first.length, later.location, none.location == NSNotFound, missing.location == NSNotFound)
        """),
    SwiftSnippet(name: "DateFormatter and ISO8601DateFormatter read dates", statements: """
        let reader = DateFormatter()
        reader.locale = Locale(identifier: "en_US_POSIX")
        reader.timeZone = TimeZone(identifier: "UTC")
        for (pattern, text) in [("yyyy-MM-dd", "2020-11-20"), ("yyyy-MM-dd'T'HH:mm:ssZ", "2024-05-11T08:30:05+0200"),
                                ("dd MMM yyyy, h:mm a", "03 Feb 2021, 4:05 PM"), ("yyyyMMdd", "19991231"),
                                ("yyyy-MM-dd", "20/11/2020"), ("HH:mm", "25:00"), ("yyyy-MM-dd'T'HH:mm:ss.SSSZ", "2022-01-02T03:04:05.250Z")] {
            reader.dateFormat = pattern
            print(reader.date(from: text)?.timeIntervalSince1970 ?? -1)
        }
        let internet = ISO8601DateFormatter()
        let parsed = internet.date(from: "2024-05-14T08:30:05Z")
        print(parsed?.timeIntervalSince1970 ?? -1, internet.string(from: Date(timeIntervalSince1970: 1_715_675_405)),
              internet.date(from: "yesterday") == nil)
        """),
    SwiftSnippet(name: "a parenthesized case pattern, a superclass written in a composition, NSCalendar.current", declarations: """
        enum ParenKind { case text(String), photo }
        protocol ParenTagged: AnyObject {}
        class ParenBase { var width: CGFloat = 10 }
        final class ParenField: ParenBase & ParenTagged {
            override init() {
                super.init()
                width = 40
            }
        }
        """, statements: """
        let kind = ParenKind.text("hi")
        if case let (.text(word)) = kind { print(word) }
        if case (.photo) = kind { print("photo") } else { print("not a photo") }
        print(ParenField().width)
        let start = Date(timeIntervalSince1970: 1_715_675_405)
        print(NSCalendar.current.dateComponents([.day], from: start.addingTimeInterval(-259_200), to: start).day ?? 0)
        """),
    SwiftSnippet(name: "joined arrays, a String of Characters", statements: """
        let characters = Array("DE89370400440532013000")
        print(String(characters[0..<4]), String(characters.suffix(3)), String(characters.reversed().prefix(2)))
        let rows: [[Int]] = [[1, 2], [], [3]]
        print(Array(rows.joined()), rows.joined().count)
        """),
    SwiftSnippet(name: "a protocol extension's overload beside the type's own, Dictionary(uniqueKeysWithValues:)", declarations: """
        protocol OverloadLabeling {
            func label(for text: String, uppercased: Bool) -> String
        }
        extension OverloadLabeling {
            func label(for text: String) -> String { label(for: text, uppercased: true) }
        }
        struct OverloadBadge: OverloadLabeling {
            func label(for text: String, uppercased: Bool) -> String { uppercased ? text.uppercased() : text }
        }
        """, statements: """
        let labeler = OverloadBadge()
        print(labeler.label(for: "new"), labeler.label(for: "new", uppercased: false))
        let widths = Dictionary(uniqueKeysWithValues: zip(["a", "b"], [10, 20]))
        print(widths["b"] ?? 0, widths.count)
        """),
    SwiftSnippet(name: "generic overloads picked by numeric constraint, T(…) of the argument's type", declarations: """
        func genericKind<T: BinaryFloatingPoint>(_ value: T) -> String { "float" }
        func genericKind<T: BinaryInteger>(_ value: T) -> String { "int" }
        func genericText<T: BinaryFloatingPoint>(_ value: T?) -> String {
            guard let value = value else { return "-" }
            return String(Double(value))
        }
        func genericText<T: BinaryInteger>(_ value: T?) -> String {
            guard let value = value else { return "-" }
            return String(value)
        }
        func genericCeiling<T: BinaryFloatingPoint>(_ value: T) -> T {
            let exponent = T(Int(log10(Double(value))))
            return T(pow(10, Double(exponent))) * (value / T(pow(10, Double(exponent)))).rounded(.up)
        }
        """, statements: """
        let weight: Double? = 60
        let reps: Int? = 8
        print(genericKind(60.0), genericKind(8), genericText(weight), genericText(reps), genericCeiling(210.0))
        """),
    SwiftSnippet(name: "an optional String's map read through nested struct fields", declarations: """
        struct NestIngredient { let aisle: String? }
        struct NestModel { let ingredient: NestIngredient }
        """, statements: """
        let stocked = NestModel(ingredient: NestIngredient(aisle: "dairy"))
        let missing = NestModel(ingredient: NestIngredient(aisle: nil))
        print(stocked.ingredient.aisle.map { $0.uppercased() } ?? "-", missing.ingredient.aisle.map { $0.uppercased() } ?? "-")
        """),
    SwiftSnippet(name: "a Set of an enum's cases, tested with allCases and leading dots", declarations: """
        enum SetAmenity: String, CaseIterable { case wifi, breakfast, balcony }
        """, statements: """
        let amenities: Set<SetAmenity> = [.wifi, .balcony]
        let listed: [SetAmenity] = [.wifi]
        let shown = SetAmenity.allCases.filter { amenities.contains($0) }
        print(amenities.contains(.wifi), amenities.contains(.breakfast), listed.contains(.wifi), shown.map { $0.rawValue },
              listed.firstIndex(of: .wifi) ?? -1)
        """),
    SwiftSnippet(name: "a tuple of names declared without a value, given it in each branch", statements: """
        for open in [true, false] {
            let (text, size): (String, CGFloat)
            if open { (text, size) = ("Open", 15) } else { (text, size) = ("Closed", 13) }
            var (count, note): (Int, String?)
            (count, note) = (text.count, nil)
            print(text, size, count, note ?? "-")
        }
        """),
]

/// The module the snippets are compiled into, which Swift prints before the name of a class instance.
let snippetModule = "Snippets"

/// What each snippet printed when compiled and run by Swift, by snippet name.
let compiledOutputs: Result<[String: String], CompileFailure> = {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutrepl-swift-\(UUID())")
    defer { try? FileManager.default.removeItem(at: directory) }
    do {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var program = "import Foundation\n\n"
        program += swiftSnippets.map(\.declarations).filter { !$0.isEmpty }.joined(separator: "\n\n") + "\n\n"
        for (index, snippet) in swiftSnippets.enumerated() {
            program += "print(\"--- \(index)\")\ndo {\n\(snippet.statements)\n}\n"
        }
        let source = directory.appendingPathComponent("main.swift")
        try program.write(to: source, atomically: true, encoding: .utf8)
        let binary = directory.appendingPathComponent("snippets")
        let compile = try run(["swiftc", "-suppress-warnings", "-module-name", snippetModule, source.path, "-o", binary.path])
        guard compile.status == 0 else { return .failure(CompileFailure(message: compile.output)) }
        let output = try run([binary.path]).output
        var outputs: [String: String] = [:]
        for part in output.components(separatedBy: "--- ").dropFirst() {
            guard let newline = part.firstIndex(of: "\n"), let index = Int(part[..<newline]) else { continue }
            outputs[swiftSnippets[index].name] = String(part[part.index(after: newline)...])
        }
        return .success(outputs)
    } catch {
        return .failure(CompileFailure(message: "\(error)"))
    }
}()

struct CompileFailure: Error {
    var message: String
}

private func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

@Test(arguments: swiftSnippets)
func snippetPrintsWhatSwiftPrints(_ snippet: SwiftSnippet) throws {
    let expected = try #require(try compiledOutputs.get()[snippet.name], "swiftc produced no output for the snippet")
    var session = ScriptSession()
    session.environment.moduleName = snippetModule
    let outcome = session.run(snippet.declarations + "\n" + snippet.statements)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(outcome.printed.map { $0 + "\n" }.joined() == expected)
}
