import SwiftSyntax
import TextureLayout

extension Evaluator {
    /// Adds a new element with a readable generated name (`stack1`, `inset2`), checking its children first.
    mutating func createElement(className: String, namePrefix: String, kind: Element.Kind,
                                at node: some SyntaxProtocol) throws(ScriptError) -> ElementID {
        guard session.tree.count < Self.maximumElements else {
            throw ScriptError("the session already holds \(Self.maximumElements) elements; layoutrepl stops there",
                              at: node)
        }
        let id = ElementID(session.tree.count)
        if case .spec(let spec) = kind { try checkAttach(spec.childSlots.compactMap { $0 }, to: id, at: node) }
        session.addElement(Element(name: session.generatedName(namePrefix), kind: kind), className: className)
        return id
    }

    /// Gives an element the name of the variable it is first bound to, keeping names unique.
    mutating func adoptName(_ variableName: String, for id: ElementID) {
        session.adoptName(variableName, for: id)
    }

    /// Refuses children that would make `parent` contain itself. A tree built this way may be of any height: the
    /// layout and every walk over it continue on a fresh stack where one runs out (``StackRoom``).
    func checkAttach(_ children: [ElementID], to parent: ElementID, at node: some SyntaxProtocol) throws(ScriptError) {
        let tree = session.tree
        for child in children {
            if child == parent || (tree.contains(parent) && reaches(from: child, to: parent)) {
                let parentName = tree.contains(parent) ? tree[parent].name : "the new spec"
                throw ScriptError("a spec cannot contain itself: '\(tree[child].name)' contains '\(parentName)'",
                                  at: node)
            }
        }
    }

    /// Whether `target` is `start` or lies below it (through spec children and node layout specs). Runs on every
    /// attachment, so a loop that builds a chain by `s.children = [top]` walks the chain each time: the walk reads
    /// one copy of the tree and marks visits in a flat array.
    private func reaches(from start: ElementID, to target: ElementID) -> Bool {
        let tree = session.tree
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
