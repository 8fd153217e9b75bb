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
        if layoutsRunning > 0 { session.noteMadeByNodeLayout(id) }
        return id
    }

    /// Gives an element the name of the variable it is first bound to, keeping names unique.
    mutating func adoptName(_ variableName: String, for id: ElementID) {
        session.adoptName(variableName, for: id)
    }

    /// Refuses children that would make `parent` contain itself (``ScriptSession/checkAttach(_:to:)``).
    func checkAttach(_ children: [ElementID], to parent: ElementID, at node: some SyntaxProtocol) throws(ScriptError) {
        do {
            try session.checkAttach(children, to: parent)
        } catch {
            throw error.located(at: node)
        }
    }
}
