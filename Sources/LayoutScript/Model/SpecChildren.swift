import TextureLayout

/// `ASLayoutSpec`'s own child API, which every spec inherits: `child` (child 0) and `setChild(_:at:)`. Texture keeps
/// every spec's children in one array (`_childrenArray`, ASLayoutSpec.mm); the two-child specs name its slots
/// (ASOverlayLayoutSpec.mm: child at index 0, overlay at 1; likewise background and corner), the one-child specs
/// read index 0, and stacks, wrappers and absolute specs lay the whole array out.
extension ScriptSession {
    /// `-[ASLayoutSpec setChild:atIndex:]` (ASLayoutSpec+Subclasses.mm): replaces the child at `index`, or appends
    /// it when `index` is the count. Past the end of an array Texture pads the gap with its `ASNullLayoutSpec`, which
    /// measures 0×0 whatever it is offered and is never drawn: a stack still puts its spacing around one. Here each
    /// placeholder is an empty spec named `nullLayoutSpec…`, which measures as its range's minimum: 0 along a stack,
    /// and a size no sibling reads across it, so every node's frame is Texture's.
    mutating func setChild(_ child: ElementID, at index: Int, of id: ElementID) throws(ScriptError) {
        guard case .spec(var spec) = tree[id].kind else { return }
        guard index >= 0 else {
            throw ScriptError("setChild(_:at:) takes an index of 0 or more (Texture's index is an NSUInteger), got \(index)")
        }
        try checkAttach([child], to: id)
        if let children = spec.childrenArray, index > children.count {
            let missing = index - children.count
            guard tree.count + missing < Evaluator.maximumElements else {
                throw ScriptError("setChild(_:at: \(index)) would pad \(tree[id].name)'s children with \(missing) "
                    + "ASNullLayoutSpec placeholders, past the session's \(Evaluator.maximumElements) elements; "
                    + "layoutrepl stops there")
            }
            var padded = children
            for _ in 0..<missing {
                padded.append(ElementID(tree.count))
                addElement(Element(name: generatedName("nullLayoutSpec"), kind: .spec(.plain(children: []))),
                           className: "ASNullLayoutSpec")
            }
            spec = spec.replacingChildren(with: padded)
        }
        setKind(.spec(try spec.settingChild(child, at: index)), of: id)
    }

    /// `spec.child = x` on a spec that holds an array (a stack, a wrapper, an absolute or a plain spec):
    /// `-[ASLayoutSpec setChild:]` replaces child 0 (or adds it to an empty spec), and nil removes child 0. Texture
    /// asserts when the spec already holds more than one child, as this refuses.
    mutating func setOnlyChild(_ child: ElementID?, of id: ElementID) throws(ScriptError) {
        guard case .spec(let spec) = tree[id].kind, let children = spec.childrenArray else { return }
        guard children.count < 2 else {
            throw ScriptError("\(tree[id].name) holds \(children.count) children; Texture asserts that a spec whose "
                + "child is set has at most one (\"Use the setChildren: or the setChild:AtIndex: API\"): set "
                + "children, or setChild(_:at:)")
        }
        guard let child else {
            setKind(.spec(spec.replacingChildren(with: [])), of: id)
            return
        }
        try checkAttach([child], to: id)
        setKind(.spec(spec.replacingChildren(with: [child])), of: id)
    }

    /// `spec.children = [a, b]` on a spec with named slots (inset, center, overlay, background, corner…): ASLayoutSpec
    /// declares `children` for every spec and each of these reads its slots from that array, so child 0 is the
    /// child and child 1 the overlay, background or corner; the slots the array leaves out are emptied.
    mutating func setSlotChildren(_ children: [ElementID], of id: ElementID) throws(ScriptError) {
        guard case .spec(let spec) = tree[id].kind else { return }
        try checkAttach(children, to: id)
        var filled = spec.emptyingSlots
        for (index, child) in children.enumerated() { filled = try filled.settingChild(child, at: index) }
        setKind(.spec(filled), of: id)
    }

    /// Refuses children that would make `parent` contain itself. A tree built this way may be of any height: the
    /// layout and every walk over it continue on a fresh stack where one runs out (``StackRoom``).
    func checkAttach(_ children: [ElementID], to parent: ElementID) throws(ScriptError) {
        for child in children where child == parent || (tree.contains(parent) && reaches(from: child, to: parent)) {
            let parentName = tree.contains(parent) ? tree[parent].name : "the new spec"
            throw ScriptError("a spec cannot contain itself: '\(tree[child].name)' contains '\(parentName)'")
        }
    }

    /// Whether `target` is `start` or lies below it (through spec children and node layout specs). Runs on every
    /// attachment, so a loop that builds a chain by `s.children = [top]` walks the chain each time: the walk reads
    /// one copy of the tree and marks visits in a flat array.
    private func reaches(from start: ElementID, to target: ElementID) -> Bool {
        let tree = self.tree
        var visited = [Bool](repeating: false, count: tree.count)
        var pending = [start]
        while let id = pending.popLast() {
            if id == target { return true }
            guard tree.contains(id), !visited[id.index] else { continue }
            visited[id.index] = true
            switch tree[id].kind {
            case .spec(let spec): for case let child? in spec.childSlots { pending.append(child) }
            case .node(let node): if let spec = node.layoutSpec { pending.append(spec) }
            }
        }
        return false
    }
}

extension Spec {
    /// The children of a spec that lays out (or, for a plain spec, keeps) an array; nil for the specs with named
    /// slots.
    var childrenArray: [ElementID]? {
        switch self {
        case .plain(let children), .wrapper(let children), .stack(_, let children), .absolute(_, let children):
            return children
        default: return nil
        }
    }

    /// The children in the order of Texture's children array: a background spec's child is index 0, though it is
    /// drawn above its background (``Spec/childSlots`` is in drawing order).
    var childSlotsInTextureOrder: [ElementID?] {
        if case .background(let child, let background) = self { return [child, background] }
        return childSlots
    }

    /// The same spec holding `children` instead of its array (specs with named slots are returned unchanged).
    func replacingChildren(with children: [ElementID]) -> Spec {
        switch self {
        case .plain: return .plain(children: children)
        case .wrapper: return .wrapper(children: children)
        case .stack(let stack, _): return .stack(stack, children: children)
        case .absolute(let sizing, _): return .absolute(sizing, children: children)
        default: return self
        }
    }

    /// The same spec with every named slot empty (specs holding an array are returned unchanged).
    var emptyingSlots: Spec {
        switch self {
        case .inset(let insets, _): return .inset(insets, child: nil)
        case .center(let centering, let sizing, _): return .center(centering: centering, sizing: sizing, child: nil)
        case .relative(let horizontal, let vertical, let sizing, _):
            return .relative(horizontal: horizontal, vertical: vertical, sizing: sizing, child: nil)
        case .ratio(let ratio, _): return .ratio(ratio, child: nil)
        case .overlay: return .overlay(child: nil, overlay: nil)
        case .background: return .background(child: nil, background: nil)
        case .corner(let corner, _, _): return .corner(corner, child: nil, corner: nil)
        case .plain, .wrapper, .stack, .absolute: return self
        }
    }

    /// The spec with `child` at `index` of Texture's children array (see ``ScriptSession/setChild(_:at:of:)``).
    func settingChild(_ child: ElementID, at index: Int) throws(ScriptError) -> Spec {
        if var children = childrenArray {
            // Past the end, the array was padded up to `index` first (see `ScriptSession.setChild(_:at:of:)`).
            if index < children.count { children[index] = child } else { children.append(child) }
            return replacingChildren(with: children)
        }
        switch (self, index) {
        case (.inset(let insets, _), 0): return .inset(insets, child: child)
        case (.center(let centering, let sizing, _), 0): return .center(centering: centering, sizing: sizing, child: child)
        case (.relative(let horizontal, let vertical, let sizing, _), 0):
            return .relative(horizontal: horizontal, vertical: vertical, sizing: sizing, child: child)
        case (.ratio(let ratio, _), 0): return .ratio(ratio, child: child)
        case (.overlay(_, let overlay), 0): return .overlay(child: child, overlay: overlay)
        case (.overlay(let base, _), 1): return .overlay(child: base, overlay: child)
        case (.background(_, let background), 0): return .background(child: child, background: background)
        case (.background(let base, _), 1): return .background(child: base, background: child)
        case (.corner(let corner, _, let cornerElement), 0): return .corner(corner, child: child, corner: cornerElement)
        case (.corner(let corner, let base, _), 1): return .corner(corner, child: base, corner: child)
        case (.overlay, _): throw Self.pastTwoSlots(typeName, second: "overlay", index: index)
        case (.background, _): throw Self.pastTwoSlots(typeName, second: "background", index: index)
        case (.corner, _): throw Self.pastTwoSlots(typeName, second: "corner", index: index)
        default:
            throw ScriptError("\(typeName) lays out one child, at index 0; Texture asserts (\"This layout spec does "
                + "not support more than one child\") when it lays out one given a child at index \(index)")
        }
    }

    private static func pastTwoSlots(_ typeName: String, second: String, index: Int) -> ScriptError {
        ScriptError("\(typeName) lays out index 0 (child) and 1 (\(second)) only; Texture would keep a child at "
            + "index \(index) and never lay it out")
    }
}
