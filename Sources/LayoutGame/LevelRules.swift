import LayoutScript
import TextureLayout

/// A property as a level rule names it: `label.style.width`, `tags.alignContent`, or `style.flexShrink` without
/// an element (any element of the layout). Elements are named as the drawings name them: a node by its name, a
/// spec by the variable that holds it.
public struct ElementProperty: Hashable, Sendable, CustomStringConvertible {
    public var element: String?
    /// `style.<name>` or a spec property (`alignContent`).
    public var property: String

    public init(element: String?, property: String) {
        self.element = element
        self.property = property
    }

    public var description: String { (element.map { $0 + "." } ?? "") + property }

    /// Parses `[element.]style.<name>` or `element.<spec property>`; `nil` for anything else.
    static func parse(_ text: String) -> ElementProperty? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        switch parts.count {
        case 2 where parts[0] == "style" && Vocabulary.styleProperties.contains(parts[1]):
            return ElementProperty(element: nil, property: text)
        case 2 where isElementName(parts[0]) && Vocabulary.specProperties.contains(parts[1]):
            return ElementProperty(element: parts[0], property: parts[1])
        case 3 where isElementName(parts[0]) && parts[1] == "style" && Vocabulary.styleProperties.contains(parts[2]):
            return ElementProperty(element: parts[0], property: "style." + parts[2])
        default:
            return nil
        }
    }

    /// A Swift identifier, as the variable that names an element is spelled.
    static func isElementName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
        }
    }

    /// The `Style` fields the property stands for: `style.preferredSize` is width and height. `nil` for a spec
    /// property.
    var styleFields: [String]? {
        guard property.hasPrefix("style.") else { return nil }
        let name = String(property.dropFirst("style.".count))
        switch name {
        case "preferredSize", "preferredLayoutSize": return ["width", "height"]
        case "minSize", "minLayoutSize": return ["minWidth", "minHeight"]
        case "maxSize", "maxLayoutSize": return ["maxWidth", "maxHeight"]
        default: return [name]
        }
    }

    /// The fields compared to decide whether an element changed: the spec property, or the style fields.
    var fields: [String] { styleFields.map { $0.map { "style." + $0 } } ?? [property] }
}

/// A construct a level's layout must use (`require:`).
public enum LevelRequirement: Hashable, Sendable, CustomStringConvertible {
    /// A spec class somewhere in the layout: `ASStackLayoutSpec`.
    case spec(String)
    /// A style property set away from Texture's default: `label.style.flexShrink`, or `style.flexShrink` on any
    /// element.
    case set(ElementProperty)
    /// A style dimension given as a fraction of the parent: `box.style.width as fraction`.
    case fraction(ElementProperty)
    /// The element is placed by a spec of this class: the nearest spec above it that lays out more than one
    /// child is one (`name in ASStackLayoutSpec`), so single-child specs around it do not count and a wrapper
    /// or overlay holding hand-placed insets does not pass for a stack.
    case placedBy(element: String, spec: String)
    /// A property holds a value, as a message shows it: `counters.justifyContent = .spaceBetween`, or
    /// `justifyContent = .spaceBetween` on any spec of the layout (one the player makes and names).
    case equals(ElementProperty, String)

    public var description: String {
        switch self {
        case .spec(let name): return name
        case .set(let property): return property.description
        case .fraction(let property): return "\(property) as fraction"
        case .placedBy(let element, let spec): return "\(element) in \(spec)"
        case .equals(let property, let value): return "\(property) = \(value)"
        }
    }

    /// Style dimensions, the properties `as fraction` applies to.
    static let dimensionProperties = ["width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight",
                                      "flexBasis", "preferredLayoutSize", "minLayoutSize", "maxLayoutSize"]

    /// Parses one `require:` entry; `nil` when it is none of the forms.
    static func parse(_ text: String) -> LevelRequirement? {
        let words = text.split(separator: " ").map(String.init)
        if words.count == 3, words[1] == "in", Vocabulary.specNames.contains(words[2]),
           ElementProperty.isElementName(words[0]) {
            return .placedBy(element: words[0], spec: words[2])
        }
        if words.count == 3, words[1] == "as", words[2] == "fraction", let property = ElementProperty.parse(words[0]),
           property.styleFields != nil,
           dimensionProperties.contains(String(property.property.dropFirst("style.".count))) {
            return .fraction(property)
        }
        if words.count == 3, words[1] == "=" {
            if Vocabulary.specProperties.contains(words[0]) {
                return .equals(ElementProperty(element: nil, property: words[0]), words[2])
            }
            return ElementProperty.parse(words[0]).map { .equals($0, words[2]) }
        }
        guard words.count == 1 else { return nil }
        if Vocabulary.specNames.contains(text) { return .spec(text) }
        if let property = ElementProperty.parse(text), property.styleFields != nil { return .set(property) }
        return nil
    }

    /// The element the requirement names, if any.
    var element: String? {
        switch self {
        case .spec: return nil
        case .set(let property), .fraction(let property), .equals(let property, _): return property.element
        case .placedBy(let element, _): return element
        }
    }
}

/// The layout a run produced, as the rules see it: the elements reachable from the root (what the layout
/// actually uses, so an element built in a helper or held in a variable counts, and one left behind does not),
/// with each one's parent.
struct LayoutView {
    let tree: LayoutTree
    let root: ElementID?
    /// Depth-first from the root: a spec's child slots in order, a node's own spec.
    let elements: [ElementID]
    let parents: [ElementID: ElementID]

    init(root: ElementID?, tree: LayoutTree) {
        self.tree = tree
        self.root = root
        var elements: [ElementID] = []
        var parents: [ElementID: ElementID] = [:]
        var seen: Set<ElementID> = []
        var pending = root.map { [$0] } ?? []
        while let id = pending.popLast() {
            guard tree.contains(id), seen.insert(id).inserted else { continue }
            elements.append(id)
            let children: [ElementID]
            switch tree[id].kind {
            case .spec(let spec): children = spec.childSlots.compactMap { $0 }
            case .node(let node): children = node.layoutSpec.map { [$0] } ?? []
            }
            for child in children where parents[child] == nil && tree.contains(child) { parents[child] = id }
            pending += children.reversed()
        }
        self.elements = elements
        self.parents = parents
    }

    init(_ run: LevelRun) { self.init(root: run.session.root, tree: run.tree) }

    func named(_ name: String) -> [ElementID] { elements.filter { tree[$0].name == name } }

    /// A property's value as the rules compare it: `style.<field>` or a spec property, with element references
    /// replaced by what `name` calls them, so a rebuilt spec holding the counterparts of the same children is
    /// the same.
    func value(_ field: String, of id: ElementID, name: ((ElementID) -> String)? = nil) -> ScriptValue? {
        let element = tree[id]
        let value: ScriptValue?
        if field.hasPrefix("style.") {
            value = element.style.field(String(field.dropFirst("style.".count)))
        } else if case .spec(let spec) = element.kind {
            value = spec.fields[field]
        } else {
            value = nil
        }
        let name = name ?? { tree[$0].name }
        return value.map { byName($0, name) }
    }

    private func byName(_ value: ScriptValue, _ name: (ElementID) -> String) -> ScriptValue {
        switch value {
        case .element(let id): return .string(tree.contains(id) ? name(id) : "?")
        case .array(let values): return .array(values.map { byName($0, name) })
        default: return value
        }
    }

    /// Texture's default for a `style.<field>`; `nil` for a spec property, whose default depends on the spec.
    static func defaultValue(_ field: String) -> ScriptValue? {
        field.hasPrefix("style.") ? Style().field(String(field.dropFirst("style.".count))) : nil
    }

    /// Every field of an element a `change:` rule compares: its style fields, and its spec's properties and
    /// children (a node's own spec is an element of its own). Not `ascender` and `descender`, which a text node
    /// fills in from its font.
    func comparedFields(of id: ElementID) -> [String] {
        let style = ["width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight", "spacingBefore",
                     "spacingAfter", "flexGrow", "flexShrink", "flexBasis", "alignSelf", "layoutPosition"]
            .map { "style." + $0 }
        guard case .spec(let spec) = tree[id].kind else { return style }
        return style + spec.fields.keys.sorted()
    }

    /// Which element of `before` each element of this layout stands for: walking both layouts from their roots,
    /// elements of one class in the same place correspond (the interpreter gives a spec the player builds again
    /// a new name, `row2`, so names alone cannot tell); a node, and any other element the walk leaves alone,
    /// corresponds to the element of its name and class (nodes and specs `given` makes keep their names).
    func counterparts(in before: LayoutView) -> [ElementID: ElementID] {
        var pairs: [ElementID: ElementID] = [:]
        for id in elements where tree[id].isNode {
            if let old = before.named(tree[id].name).last ?? before.tree.lastElement(named: tree[id].name),
               before.tree[old].isNode { pairs[id] = old }
        }
        var pending: [(ElementID, ElementID)] = []
        if let root, let oldRoot = before.root { pending.append((root, oldRoot)) }
        while let (id, old) = pending.popLast() {
            guard tree.contains(id), before.tree.contains(old), pairs[id] == nil || pairs[id] == old,
                  tree[id].typeName == before.tree[old].typeName else { continue }
            pairs[id] = old
            switch (tree[id].kind, before.tree[old].kind) {
            case (.spec(let spec), .spec(let oldSpec)):
                for (child, oldChild) in zip(spec.childSlots, oldSpec.childSlots) {
                    if let child, let oldChild { pending.append((child, oldChild)) }
                }
            case (.node(let node), .node(let oldNode)):
                if let child = node.layoutSpec, let oldChild = oldNode.layoutSpec { pending.append((child, oldChild)) }
            default:
                break
            }
        }
        for id in elements where pairs[id] == nil {
            if let old = before.tree.lastElement(named: tree[id].name), before.tree[old].typeName == tree[id].typeName {
                pairs[id] = old
            }
        }
        return pairs
    }

    /// The nearest spec above `id` that lays out more than one child.
    func placingSpec(of id: ElementID) -> ElementID? {
        var current = parents[id]
        while let ancestor = current {
            if case .spec(let spec) = tree[ancestor].kind, spec.laidOutChildren.count > 1 { return ancestor }
            current = parents[ancestor]
        }
        return nil
    }
}

extension LevelCheck {
    /// What breaks the level's `require:`, `change:` and element `forbid:` rules, judged on the layout the run
    /// built, against `baseline` (`given` + the start code, where the player begins) for what may change. Rules
    /// name elements as the start code and `given` name them (see ``LayoutView/counterparts(in:)``).
    static func ruleDetails(of level: Level, in run: LevelRun, baseline: LevelRun) -> [String] {
        let layout = LayoutView(run)
        let before = LayoutView(baseline)
        let counterparts = layout.counterparts(in: before)
        let name = { (id: ElementID) in counterparts[id].map { before.tree[$0].name } ?? layout.tree[id].name }
        let subjects = { (element: String?) in layout.elements.filter { element == nil || name($0) == element } }
        var details = level.required.compactMap { unmet($0, in: layout, subjects: subjects) }
        let changed = { (id: ElementID, field: String) -> String? in
            let value = layout.value(field, of: id, name: name)
            let old = counterparts[id].flatMap { before.value(field, of: $0) } ?? LayoutView.defaultValue(field)
            return value == old ? nil : "\(name(id)).\(field) changed to \(shown(value))"
        }
        for property in level.forbiddenChanges {
            for id in subjects(property.element) { details += property.fields.compactMap { changed(id, $0) } }
        }
        if let changeable = level.changeable {
            for id in layout.elements {
                guard counterparts[id] != nil else {
                    details.append("your layout has \(name(id)) (\(layout.tree[id].typeName)), which the start does not")
                    continue
                }
                let free = Set(changeable.filter { $0.element == name(id) }.flatMap(\.fields))
                details += layout.comparedFields(of: id).filter { !free.contains($0) }.compactMap { changed(id, $0) }
            }
        }
        return details
    }

    /// Why the layout does not meet a requirement, or `nil` when it does.
    private static func unmet(
        _ requirement: LevelRequirement, in layout: LayoutView, subjects: (String?) -> [ElementID]
    ) -> String? {
        let tree = layout.tree
        switch requirement {
        case .spec(let name):
            return layout.elements.contains { tree[$0].typeName == name } ? nil : "your layout uses no \(name)"
        case .set(let property):
            let met = subjects(property.element).contains { id in
                property.fields.contains { layout.value($0, of: id) != LayoutView.defaultValue($0) }
            }
            return met ? nil : "\(property) is not set"
        case .fraction(let property):
            let met = subjects(property.element).contains { id in
                property.fields.allSatisfy {
                    if case .dimension(let dimension)? = layout.value($0, of: id) { return dimension.unit == .fraction }
                    return false
                }
            }
            return met ? nil : "\(property) is not a fraction"
        case .placedBy(let element, let spec):
            let placers = subjects(element).map { layout.placingSpec(of: $0) }
            if !placers.isEmpty, placers.allSatisfy({ $0.map { tree[$0].typeName == spec } ?? false }) { return nil }
            let found = placers.compactMap { $0.map { tree[$0].typeName } }.first
            return "\(element) is placed by " + (found.map { "\($0), not \(spec)" } ?? "no \(spec)")
        case .equals(let property, let expected):
            let candidates = subjects(property.element)
            let met = candidates.contains { id in property.fields.allSatisfy { shown(layout.value($0, of: id)) == expected } }
            if met { return nil }
            guard let element = property.element, let id = candidates.first else {
                return "no element of your layout has \(property.property) = \(expected)"
            }
            let actual = property.fields.map { shown(layout.value($0, of: id)) }.joined(separator: ", ")
            return "\(element).\(property.property) is \(actual), not \(expected)"
        }
    }

    /// A value as a message shows it: `200pt`, `50%`, `1`, `.end`.
    private static func shown(_ value: ScriptValue?) -> String {
        switch value {
        case .dimension(let dimension)?: return dimension.description
        case .number(let number)?: return formatPoints(number)
        case .enumCase(_, let name)?: return "." + name
        case .array(let values)?: return "[" + values.map(shown).joined(separator: ", ") + "]"
        case .string(let name)?: return name
        case .point(let point)?: return point.description
        case .bool(let flag)?: return String(flag)
        case .options(_, let names)?: return "[" + names.map { "." + $0 }.joined(separator: ", ") + "]"
        case .size(let size)?: return size.description
        case let value?: return "\(value)"
        case nil: return "nothing"
        }
    }
}
