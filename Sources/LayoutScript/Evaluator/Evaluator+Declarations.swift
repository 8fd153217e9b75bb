import SwiftSyntax
import TextureLayout

extension Evaluator {
    /// A pasted `override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec { … }`: the body
    /// runs at once with the size parameter bound to the session's constrainedSize; its `let`s become session
    /// variables (so nodes keep their names) and the spec it returns becomes the root.
    mutating func runPastedMethod(_ function: FunctionDeclSyntax) throws(ScriptError) {
        guard function.name.text == "layoutSpecThatFits" else {
            note("func \(function.name.text) is ignored; only layoutSpecThatFits takes part in layout")
            return
        }
        guard let body = function.body else {
            throw ScriptError("layoutSpecThatFits needs a body", at: function)
        }
        if let parameter = function.signature.parameterClause.parameters.first {
            let name = (parameter.secondName ?? parameter.firstName).text
            if name != "constrainedSize" { declare(name, .sizeRange(session.constrainedSize), isConstant: true) }
        }
        guard case .returned(let value) = try executeItems(body.statements) else {
            throw ScriptError("layoutSpecThatFits ended without returning a spec", at: body.rightBrace)
        }
        guard case .element(let root) = value else {
            throw ScriptError("layoutSpecThatFits must return a layout spec, got \(describe(value))", at: body)
        }
        session.root = root
    }

    /// A pasted node class: stored properties become session variables, the initializer body runs (its
    /// `super.init()`, `addSubnode` and `automaticallyManagesSubnodes` are accepted and ignored), then
    /// layoutSpecThatFits runs and its spec becomes the root.
    mutating func runPastedClass(_ classDecl: ClassDeclSyntax) throws(ScriptError) {
        let members = classDecl.memberBlock.members.map(\.decl)
        for member in members {
            if let variables = member.as(VariableDeclSyntax.self) {
                if variables.bindings.contains(where: { $0.accessorBlock != nil }) {
                    note("computed property \(variables.bindings.trimmedDescription) is ignored")
                    continue
                }
                try declareVariables(variables)
            }
        }
        for member in members {
            guard let initializer = member.as(InitializerDeclSyntax.self), let body = initializer.body else { continue }
            _ = try executeItems(body.statements)
        }
        var ranLayout = false
        for member in members {
            guard let function = member.as(FunctionDeclSyntax.self) else { continue }
            if function.name.text == "layoutSpecThatFits" { ranLayout = true }
            try runPastedMethod(function)
        }
        if !ranLayout {
            note("class \(classDecl.name.text) has no layoutSpecThatFits; its nodes are declared but there is no root")
        }
    }
}
