import LayoutScript

/// The names a level may list in `allow:` and `forbid:`, and that the checker looks for in a player's code.
public enum Vocabulary {
    /// Every layout spec class the interpreter builds (the plain `ASLayoutSpec` is the stack spacer).
    public static let specNames = [
        "ASStackLayoutSpec", "ASInsetLayoutSpec", "ASOverlayLayoutSpec", "ASBackgroundLayoutSpec",
        "ASCenterLayoutSpec", "ASRelativeLayoutSpec", "ASRatioLayoutSpec", "ASAbsoluteLayoutSpec",
        "ASWrapperLayoutSpec", "ASCornerLayoutSpec", "ASLayoutSpec",
    ]

    /// `ASLayoutElementStyle` properties, written `style.<name>` in a level.
    public static let styleProperties = [
        "width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight", "preferredSize", "minSize", "maxSize",
        "preferredLayoutSize", "minLayoutSize", "maxLayoutSize", "spacingBefore", "spacingAfter", "flexGrow",
        "flexShrink", "flexBasis", "alignSelf", "ascender", "descender", "layoutPosition",
    ]

    /// Spec properties (most are also initializer labels of their spec).
    public static let specProperties = [
        "direction", "spacing", "justifyContent", "alignItems", "flexWrap", "alignContent", "lineSpacing",
        "horizontalAlignment", "verticalAlignment", "insets", "centeringOptions", "sizingOptions",
        "horizontalPosition", "verticalPosition", "sizingOption", "ratio", "sizing", "cornerLocation", "offset",
        "wrapsCorner",
    ]

    /// Everything `forbid:` accepts, spelled as a level writes it.
    public static let forbiddableNames = specNames + styleProperties.map { "style." + $0 } + specProperties

    /// Whether code uses a forbidden property entry (`style.width`, `justifyContent`). The rules, also stated in
    /// Levels/README.md:
    /// - `style.<name>` is used by an access to that style property: `a.style.width = …` or reading
    ///   `a.style.width`. Argument labels (`CGSize(width:height:)`) and other properties that happen to set the
    ///   same value (`style.preferredSize`) do not count; a level forbids those separately.
    /// - a spec property is used by a member access with a base (`stack.justifyContent = …`, `s.alignItems`), or
    ///   by the argument label of that spec's own initializer (`ASStackLayoutSpec(… justifyContent: .end …)`,
    ///   `ASCornerLayoutSpec(… location: …)` for `cornerLocation`) when the argument is not Texture's default
    ///   for it: Swift makes `ASStackLayoutSpec(direction:spacing:justifyContent:alignItems:children:)` spell
    ///   every label, and `justifyContent: .start` leaves the property as a fresh stack has it.
    static func usesProperty(_ entry: String, in tokens: [CodeToken]) -> Bool {
        if entry.hasPrefix("style.") {
            return containsMemberChain(["style", String(entry.dropFirst("style.".count))], in: tokens)
        }
        return accessesMember(entry, in: tokens) || passesNonDefaultArgument(forProperty: entry, in: tokens)
    }

    /// `first.second…` as consecutive names joined by dots.
    private static func containsMemberChain(_ names: [String], in tokens: [CodeToken]) -> Bool {
        var pattern: [CodeToken] = []
        for name in names { pattern += pattern.isEmpty ? [.identifier(name)] : [.punctuation("."), .identifier(name)] }
        guard tokens.count >= pattern.count else { return false }
        return (0...tokens.count - pattern.count).contains { Array(tokens[$0..<$0 + pattern.count]) == pattern }
    }

    /// `<base>.name`, where the base is a name or ends in `)` or `]`, so not an implicit member like `.start`.
    private static func accessesMember(_ name: String, in tokens: [CodeToken]) -> Bool {
        tokens.indices.dropFirst().dropLast().contains { dot in
            guard tokens[dot] == .punctuation("."), tokens[dot + 1] == .identifier(name) else { return false }
            switch tokens[dot - 1] {
            case .identifier, .punctuation(")"), .punctuation("]"), .punctuation("?"), .punctuation("!"): return true
            default: return false
            }
        }
    }

    /// The initializer label that sets a spec property: its own name, except the corner spec's `location:`.
    static func initializerLabel(ofProperty property: String) -> String {
        property == "cornerLocation" ? "location" : property
    }

    /// Whether a call of an initializer of a spec that owns `property` passes it a value other than its default.
    private static func passesNonDefaultArgument(forProperty property: String, in tokens: [CodeToken]) -> Bool {
        let label = initializerLabel(ofProperty: property)
        return specNames.contains { specName in
            guard let declared = ScriptAPI.shared.type(named: specName)?.properties.first(where: { $0.name == property })
            else { return false }
            let defaultValue = withoutTypePrefix(codeTokens(in: declared.defaultValue))
            return calls(of: specName, in: tokens).contains { arguments in
                arguments.contains { $0.label == label && !isSameValue($0.value, defaultValue) }
            }
        }
    }

    /// The arguments of every call `typeName(…)` in `tokens`, split at the call's own commas.
    private static func calls(of typeName: String, in tokens: [CodeToken]) -> [[(label: String?, value: [CodeToken])]] {
        tokens.indices.dropLast().filter { tokens[$0] == .identifier(typeName) && tokens[$0 + 1] == .punctuation("(") }
            .map { arguments(openingAt: $0 + 1, in: tokens) }
    }

    private static func arguments(openingAt open: Int, in tokens: [CodeToken]) -> [(label: String?, value: [CodeToken])] {
        var arguments: [[CodeToken]] = [[]]
        var depth = 0
        for token in tokens[(open + 1)...] {
            switch token {
            case .punctuation("("), .punctuation("["): depth += 1
            case .punctuation(")"), .punctuation("]"): depth -= 1
            default: break
            }
            if depth < 0 { break }
            if depth == 0, token == .punctuation(",") {
                arguments.append([])
            } else {
                arguments[arguments.count - 1].append(token)
            }
        }
        return arguments.map { tokens in
            guard tokens.count >= 2, let label = tokens[0].identifier, tokens[1] == .punctuation(":") else {
                return (nil, tokens)
            }
            return (label, Array(tokens.dropFirst(2)))
        }
    }

    /// Two argument values written alike, ignoring a type prefix (`ASStackLayoutJustifyContent.start` is `.start`,
    /// `UIEdgeInsets.zero` is `.zero`) and the spelling of numbers (`0.0` is `0`).
    private static func isSameValue(_ value: [CodeToken], _ defaultValue: [CodeToken]) -> Bool {
        let value = withoutTypePrefix(value)
        if case .number(let written)? = value.first, value.count == 1,
           case .number(let expected)? = defaultValue.first, defaultValue.count == 1 {
            return Double(written.filter { $0 != "_" }) == Double(expected.filter { $0 != "_" })
        }
        return value == defaultValue
    }

    private static func withoutTypePrefix(_ tokens: [CodeToken]) -> [CodeToken] {
        guard tokens.count > 2, tokens[0].identifier != nil, tokens[1] == .punctuation(".") else { return tokens }
        return Array(tokens.dropFirst())
    }
}
