import TextureLayout

/// The solved layout as compact JSON for tools and tests:
/// `{"size":[w,h],"frames":{"<node name>":[x,y,w,h],...}}`, with no spaces. Other layouts drawn beside it (the
/// other classes a file pastes, each laid out on its own) add their frames to `frames` as `"<Class>.<node name>"`,
/// relative to their own root, and their sizes as `"others":{"<Class>":[w,h],...}`. What the engine replaced or
/// clamped as Texture does (an invalid size made 0×0, a position that is not finite made 0), which the drawing says
/// below it, is listed as `"warnings":["…",...]`, once each, when there is any.
public enum LayoutJSON {
    /// Frames are relative to the root, as the engine gives them, in z-order. Numbers are integers when whole
    /// (`100`), else the shortest decimal that reads back as the same `Double` (`12.5`); NaN and infinities, which
    /// JSON cannot hold, are `null`. A name used by several nodes appears once, where it first appears, with the
    /// frame of the last node of that name, which is what a JSON reader that lets later keys win sees anyway.
    /// A node laid out alone, which places no subnodes, is listed itself, as the drawing and the frames table list it;
    /// with `listingRoot`, the root node is listed first whatever it places (its frame is the layout's bounds).
    /// With `framePerLine` (the shell's `:json`, read in a terminal) each frame and warning has a line of its own, so
    /// that fitting the reply to the terminal never breaks a number in two.
    public static func render(_ result: LayoutResult, tree: LayoutTree, listingRoot: Bool = false,
                              others: [(name: String, result: LayoutResult, tree: LayoutTree)] = [],
                              framePerLine: Bool = false) -> String {
        let open = framePerLine ? "{\n  " : "{"
        let comma = framePerLine ? ",\n  " : ","
        var members = frameMembers(result, tree: tree, prefix: "")
        if listingRoot, tree.contains(result.root), tree[result.root].isNode, !result.frames.isEmpty,
           !result.frames.contains(where: { $0.element == result.root }) {
            members.insert(string(tree[result.root].name) + ":" + array([0, 0, result.size.width, result.size.height]), at: 0)
        }
        for other in others { members += frameMembers(other.result, tree: other.tree, prefix: other.name + ".") }
        var json = "{\"size\":" + array([result.size.width, result.size.height])
            + (framePerLine ? ",\n\"frames\":" : ",\"frames\":") + open + members.joined(separator: comma) + "}"
        if !others.isEmpty {
            json += (framePerLine ? ",\n\"others\":" : ",\"others\":") + open + others.map { other in
                string(other.name) + ":" + array([other.result.size.width, other.result.size.height])
            }.joined(separator: comma) + "}"
        }
        var warnings: [String] = []
        for warning in result.warnings.map(\.message) where !warnings.contains(warning) { warnings.append(warning) }
        if !warnings.isEmpty {
            json += (framePerLine ? ",\n\"warnings\":[\n  " : ",\"warnings\":[") + warnings.map(string).joined(separator: comma)
                + "]"
        }
        return json + "}"
    }

    private static func frameMembers(_ result: LayoutResult, tree: LayoutTree, prefix: String) -> [String] {
        var frames = result.namedFrames(in: tree)
        if frames.isEmpty, tree.contains(result.root), tree[result.root].isNode {
            frames = [(tree[result.root].name, Rect(origin: .zero, size: result.size))]
        }
        return frames.map { name, frame in
            string(prefix + name) + ":" + array([frame.minX, frame.minY, frame.size.width, frame.size.height])
        }
    }

    private static func array(_ numbers: [Double]) -> String {
        "[" + numbers.map(number).joined(separator: ",") + "]"
    }

    /// A JSON number: whole values without a fraction, others in Swift's shortest round-trip form.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 9_007_199_254_740_992 {
            return String(Int64(value))
        }
        return String(value)  // e.g. `12.5`, `1e+20`: both valid JSON
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped.
    static func string(_ text: String) -> String {
        var escaped = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            case _ where scalar.value < 0x20:
                escaped += "\\u00" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped + "\""
    }
}
