import LayoutScript
import TextureLayout

/// How one display node's frame differs between the target and the player's layout.
public enum FrameDifference: Hashable, Sendable, CustomStringConvertible {
    /// The node is in both layouts with a different frame.
    case frame(node: String, expected: Rect, actual: Rect)
    /// The target has the node; the player's layout does not show it.
    case missing(node: String)
    /// The player's layout shows a node the target does not.
    case unexpected(node: String)

    /// Only the fields that differ: "b: expected x=12 w=8, got x=10 w=6".
    public var description: String {
        switch self {
        case .frame(let node, let expected, let actual):
            let fields = Self.fields(expected).indices.filter { Self.fields(expected)[$0] != Self.fields(actual)[$0] }
            let show = { (rect: Rect) in fields.map { Self.fields(rect)[$0] }.joined(separator: " ") }
            return "\(node): expected \(show(expected)), got \(show(actual))"
        case .missing(let node): return "\(node): missing from your layout"
        case .unexpected(let node): return "\(node): not in the target"
        }
    }

    private static func fields(_ rect: Rect) -> [String] {
        ["x=\(formatPoints(rect.minX))", "y=\(formatPoints(rect.minY))",
         "w=\(formatPoints(rect.size.width))", "h=\(formatPoints(rect.size.height))"]
    }
}

/// A spec or property the level does not let the player use.
public enum UsageViolation: Hashable, Sendable, CustomStringConvertible {
    /// A spec outside the level's `allow:` list.
    case notAllowed(spec: String, allowed: [String])
    /// A spec or property on the level's `forbid:` list.
    case forbidden(String)
    /// The level's `require:`, `change:` or element `forbid:` rules are broken: the rule in the lesson's words,
    /// then what in the layout breaks it.
    case rule(lesson: String, details: [String])

    public var description: String {
        switch self {
        case .notAllowed(let spec, let allowed):
            return "\(spec) is not allowed here; this level allows only \(allowed.joined(separator: ", "))"
        case .forbidden(let name):
            return "\(name) is forbidden in this level"
        case .rule(let lesson, let details):
            return "\(lesson) (\(details.joined(separator: "; ")))"
        }
    }
}

/// The verdict on the player's code for one level, with both runs so the shell can draw target and current.
public struct CheckResult: Sendable {
    /// `given` + the reference solution.
    public var target: LevelRun
    /// `given` + the player's code.
    public var current: LevelRun
    public var differences: [FrameDifference]
    public var violations: [UsageViolation]

    /// The player's code ran, produced a layout, broke no rule and every node's frame equals the target's.
    public var isSolved: Bool {
        target.diagnostic == nil && target.layout != nil && current.diagnostic == nil && current.layout != nil
            && differences.isEmpty && violations.isEmpty
    }

    /// Everything the player should read, most fundamental first: a broken level, an error in the code, a missing
    /// root, rule violations, then the per-node differences.
    public var messages: [String] {
        if let diagnostic = target.diagnostic {
            return ["this level is broken (its solution fails): \(diagnostic)"]
        }
        if target.layout == nil { return ["this level is broken: its solution sets no layout root"] }
        var messages: [String] = []
        if let diagnostic = current.diagnostic { messages.append(diagnostic.description) }
        if current.layout == nil {
            messages.append("your code has no layout yet: end it with the spec (or node) to lay out")
        }
        messages += violations.map(\.description)
        messages += differences.map(\.description)
        return messages
    }
}

/// Checks a player's code against a level: the outcome (every named display node's frame after the engine's
/// rounding), never the code text, plus the level's rules about which specs and properties may be used.
public enum LevelCheck {
    /// Checks code typed after the level's start code, as the game runs it.
    public static func check(_ level: Level, playerCode: String, file: String = "<your code>") -> CheckResult {
        check(level, target: level.runSolution(), current: level.play(typed: playerCode, file: file))
    }

    /// Compares two runs of `level` (the validator also checks the start code this way).
    static func check(_ level: Level, target: LevelRun, current: LevelRun) -> CheckResult {
        let differences: [FrameDifference]
        if let expected = target.layout, let actual = current.layout {
            differences = compare(
                expected: expected.namedFrames(in: target.tree), actual: actual.namedFrames(in: current.tree),
                grid: PixelGrid(scale: level.scale))
        } else {
            differences = []
        }
        return CheckResult(
            target: target, current: current, differences: differences, violations: violations(of: level, in: current))
    }

    /// The per-node differences: target nodes in target order, then nodes only the player's layout has. Values
    /// are compared on the level's pixel grid, so two frames that print alike are equal.
    static func compare(
        expected: [(name: String, frame: Rect)], actual: [(name: String, frame: Rect)], grid: PixelGrid
    ) -> [FrameDifference] {
        let actualByName = Dictionary(actual.map { ($0.name, $0.frame) }, uniquingKeysWith: { $1 })
        let expectedNames = Set(expected.map(\.name))
        var differences: [FrameDifference] = expected.compactMap { name, frame in
            guard let other = actualByName[name] else { return .missing(node: name) }
            return onGrid(frame, grid) == onGrid(other, grid) ? nil : .frame(node: name, expected: frame, actual: other)
        }
        differences += actual.filter { !expectedNames.contains($0.name) }.map { .unexpected(node: $0.name) }
        return differences
    }

    private static func onGrid(_ rect: Rect, _ grid: PixelGrid) -> [Double] {
        [rect.minX, rect.minY, rect.size.width, rect.size.height].map(grid.round)
    }

    /// The level's rules applied to the checked code. `allow:` and spec names on `forbid:`: the specs its layout
    /// uses (reachable from the root, so a spec the start code made and the player left behind breaks no rule,
    /// and a spec name used only as a type, as in `-> ASLayoutSpec`, creates nothing). Property names on
    /// `forbid:`: the properties the code names (not `given`, which the player does not write). `require:`,
    /// `change:` and element `forbid:`: the layout the code built, against `baseline`, the run of `given` and the
    /// start code (run here when not passed, and only when the level has such rules).
    static func violations(of level: Level, in run: LevelRun, baseline: LevelRun? = nil) -> [UsageViolation] {
        let usedSpecs = run.session.root.map { specTypes(reachableFrom: $0, in: run.tree) } ?? []
        var violations: [UsageViolation] = []
        if let allowed = level.allowedSpecs {
            violations += usedSpecs.filter { !allowed.contains($0) }.map { .notAllowed(spec: $0, allowed: allowed) }
        }
        violations += level.forbidden.filter { entry in
            usedSpecs.contains(entry) || Vocabulary.usesProperty(entry, in: run.tokens)
        }.map(UsageViolation.forbidden)
        if level.hasLayoutRules, run.layout != nil {
            let details = ruleDetails(of: level, in: run, baseline: baseline ?? level.runStart())
            if !details.isEmpty { violations.append(.rule(lesson: level.rule, details: details)) }
        }
        return violations
    }

    /// The spec classes a layout from `root` is made of, in the order a depth-first walk meets them: every child
    /// slot of every spec (a plain spec's children included: the player wrote them) and every node's own spec.
    static func specTypes(reachableFrom root: ElementID, in tree: LayoutTree) -> [String] {
        var types: [String] = []
        for id in LayoutView(root: root, tree: tree).elements {
            if case .spec(let spec) = tree[id].kind, !types.contains(spec.typeName) { types.append(spec.typeName) }
        }
        return types
    }
}
