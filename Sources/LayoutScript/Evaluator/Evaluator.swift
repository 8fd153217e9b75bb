import SwiftSyntax
import TextureLayout

/// A named value: a session variable, a loop variable or a local of a block.
struct Variable: Hashable, Sendable {
    var value: ScriptValue
    var isConstant: Bool
}

/// What a statement tells the block around it.
enum Flow {
    case next
    case returned(ScriptValue)
    case breakLoop
    case continueLoop
}

/// The tree-walking evaluator. It works on a copy of the session, so a statement that throws leaves the real
/// session untouched: the caller keeps the copy only when the statement succeeds.
struct Evaluator {
    var session: ScriptSession
    /// Scopes of blocks, loops and closures, innermost last; the session's variables are the outermost scope.
    var scopes: [[String: Variable]] = []
    /// Non-fatal remarks for the user (ignored properties, Texture assertions).
    var notes: [String] = []
    /// Nesting depth of the evaluation, against runaway recursion.
    var depth = 0
    /// Loop iterations run in this statement.
    var iterations = 0

    static let maximumDepth = 120
    static let maximumIterations = 10_000
    static let maximumElements = 20_000
    /// How deep specs may nest; deeper trees would only be drawn as noise and could exhaust the layout's stack.
    static let maximumTreeHeight = 150

    init(session: ScriptSession) {
        self.session = session
    }

    mutating func note(_ message: String) {
        if !notes.contains(message) { notes.append(message) }
    }

    /// Runs `body` one level deeper, failing cleanly where unbounded nesting would exhaust the stack.
    mutating func nested<T>(_ node: some SyntaxProtocol, _ body: (inout Evaluator) throws(ScriptError) -> T)
        throws(ScriptError) -> T
    {
        guard depth < Self.maximumDepth else {
            throw ScriptError("this is nested more than \(Self.maximumDepth) levels deep", at: node)
        }
        depth += 1
        defer { depth -= 1 }
        return try body(&self)
    }

    // MARK: Variables

    func lookup(_ name: String) -> Variable? {
        for scope in scopes.reversed() {
            if let variable = scope[name] { return variable }
        }
        return session.variables[name]
    }

    /// Declares a variable in the innermost scope (the session at top level). An element value that still has a
    /// generated name takes the variable's name, so drawings show the names of the code.
    mutating func declare(_ name: String, _ value: ScriptValue, isConstant: Bool) {
        if case .element(let id) = value { adoptName(name, for: id) }
        let variable = Variable(value: value, isConstant: isConstant)
        if scopes.isEmpty {
            session.setVariable(name, variable)
        } else {
            scopes[scopes.count - 1][name] = variable
        }
    }

    /// Assigns to an existing variable in the scope that holds it.
    mutating func assignVariable(_ name: String, _ value: ScriptValue, at node: some SyntaxProtocol)
        throws(ScriptError)
    {
        for index in scopes.indices.reversed() where scopes[index][name] != nil {
            try checkMutable(scopes[index][name], name, at: node)
            scopes[index][name]?.value = value
            return
        }
        guard session.variables[name] != nil else { throw unknownName(name, at: node) }
        try checkMutable(session.variables[name], name, at: node)
        if case .element(let id) = value { adoptName(name, for: id) }
        session.setVariable(name, Variable(value: value, isConstant: false))
    }

    private func checkMutable(_ variable: Variable?, _ name: String, at node: some SyntaxProtocol)
        throws(ScriptError)
    {
        if variable?.isConstant == true {
            throw ScriptError("cannot assign to '\(name)': it is a 'let' constant; declare it with 'var'", at: node)
        }
    }

    func unknownName(_ name: String, at node: some SyntaxProtocol) -> ScriptError {
        let candidates = Array(session.variables.keys) + scopes.flatMap(\.keys) + ScriptAPI.shared.globalNames
        return ScriptError("unknown name '\(name)'\(didYouMean(name, in: candidates))", at: node)
    }

    mutating func withScope<T>(_ body: (inout Evaluator) throws(ScriptError) -> T) throws(ScriptError) -> T {
        scopes.append([:])
        defer { scopes.removeLast() }
        return try body(&self)
    }

    // MARK: Statements

    /// Runs the statements of a block in a new scope.
    mutating func executeBlock(_ items: CodeBlockItemListSyntax) throws(ScriptError) -> Flow {
        try withScope { evaluator throws(ScriptError) in try evaluator.executeItems(items) }
    }

    /// Runs statements in the current scope until one returns, breaks or continues.
    mutating func executeItems(_ items: CodeBlockItemListSyntax) throws(ScriptError) -> Flow {
        for item in items {
            let flow = try execute(item)
            if case .next = flow { continue }
            return flow
        }
        return .next
    }

    mutating func execute(_ item: CodeBlockItemSyntax) throws(ScriptError) -> Flow {
        try nested(item) { evaluator throws(ScriptError) in
            switch item.item {
            case .decl(let decl): return try evaluator.executeDeclaration(decl)
            case .stmt(let statement): return try evaluator.executeStatement(statement)
            case .expr(let expression):
                _ = try evaluator.evaluateStatementExpression(expression)
                return .next
            }
        }
    }

    /// An expression used as a statement: `if`, an assignment, a call, or a bare value (a candidate root).
    mutating func evaluateStatementExpression(_ expression: ExprSyntax) throws(ScriptError) -> ScriptValue {
        if let ifExpression = expression.as(IfExprSyntax.self) {
            _ = try executeIf(ifExpression)
            return .void
        }
        return try evaluate(expression)
    }

    mutating func executeStatement(_ statement: StmtSyntax) throws(ScriptError) -> Flow {
        if let expressionStatement = statement.as(ExpressionStmtSyntax.self) {
            if let ifExpression = expressionStatement.expression.as(IfExprSyntax.self) {
                return try executeIf(ifExpression)
            }
            _ = try evaluate(expressionStatement.expression)
            return .next
        }
        if let returnStatement = statement.as(ReturnStmtSyntax.self) {
            guard let expression = returnStatement.expression else { return .returned(.void) }
            return .returned(try evaluate(expression, expecting: .element))
        }
        if let forStatement = statement.as(ForStmtSyntax.self) { return try executeFor(forStatement) }
        if statement.is(BreakStmtSyntax.self) { return .breakLoop }
        if statement.is(ContinueStmtSyntax.self) { return .continueLoop }
        throw ScriptError("\(statementName(statement)) is not supported; layoutrepl runs let/var, assignments, "
            + "if, for-in and return", at: statement)
    }

    private func statementName(_ statement: StmtSyntax) -> String {
        if statement.is(WhileStmtSyntax.self) || statement.is(RepeatStmtSyntax.self) {
            return "a while loop (use for i in 0..<n)"
        }
        if statement.is(GuardStmtSyntax.self) { return "'guard'" }
        return "'\(statement.trimmedDescription.prefix(while: { $0.isLetter }))'"
    }

    mutating func executeIf(_ ifExpression: IfExprSyntax) throws(ScriptError) -> Flow {
        if try evaluateConditions(ifExpression.conditions) {
            return try executeBlock(ifExpression.body.statements)
        }
        switch ifExpression.elseBody {
        case .ifExpr(let elseIf)?: return try nested(elseIf) { evaluator throws(ScriptError) in
            try evaluator.executeIf(elseIf)
        }
        case .codeBlock(let block)?: return try executeBlock(block.statements)
        case nil: return .next
        }
    }

    private mutating func evaluateConditions(_ conditions: ConditionElementListSyntax) throws(ScriptError) -> Bool {
        for element in conditions {
            guard case .expression(let expression) = element.condition else {
                throw ScriptError("only plain Bool conditions are supported in 'if' (no 'if let' or 'case')",
                                  at: element)
            }
            guard case .bool(let value) = try evaluate(expression, expecting: .bool) else {
                throw ScriptError("an 'if' condition must be a Bool", at: expression)
            }
            if !value { return false }
        }
        return true
    }

    /// `for i in 0..<n`, `for x in [a, b]`, `for (i, x) in xs.enumerated()`, with one iteration budget per
    /// statement so that a runaway loop ends with an error instead of hanging the shell.
    mutating func executeFor(_ statement: ForStmtSyntax) throws(ScriptError) -> Flow {
        if let whereClause = statement.whereClause {
            throw ScriptError("'where' in a for loop is not supported; use an 'if' inside the loop", at: whereClause)
        }
        let items = try loopItems(try evaluate(statement.sequence), at: statement.sequence)
        for item in items {
            iterations += 1
            guard iterations <= Self.maximumIterations else {
                throw ScriptError("the loop ran more than \(Self.maximumIterations) times; layoutrepl stops there",
                                  at: statement.forKeyword)
            }
            let flow = try withScope { evaluator throws(ScriptError) in
                try evaluator.bind(statement.pattern, to: item)
                return try evaluator.executeItems(statement.body.statements)
            }
            switch flow {
            case .next, .continueLoop: continue
            case .breakLoop: return .next
            case .returned: return flow
            }
        }
        return .next
    }

    private func loopItems(_ sequence: ScriptValue, at node: some SyntaxProtocol) throws(ScriptError) -> [ScriptValue] {
        switch sequence {
        case .array(let values): return values
        case .range(let lower, let upper):
            guard upper > lower else { return [] }
            guard upper - lower <= Self.maximumIterations else {
                throw ScriptError("the loop would run \(upper - lower) times; layoutrepl stops at "
                    + "\(Self.maximumIterations)", at: node)
            }
            return (lower..<upper).map { .number(Double($0)) }
        default:
            throw ScriptError("a for loop needs a range or an array, got \(describe(sequence))", at: node)
        }
    }

    private mutating func bind(_ pattern: PatternSyntax, to value: ScriptValue) throws(ScriptError) {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) {
            declare(identifier.identifier.text, value, isConstant: true)
        } else if pattern.is(WildcardPatternSyntax.self) {
            return
        } else if let tuple = pattern.as(TuplePatternSyntax.self), case .array(let parts) = value,
                  parts.count == tuple.elements.count {
            for (element, part) in zip(tuple.elements, parts) { try bind(element.pattern, to: part) }
        } else {
            throw ScriptError("this loop pattern is not supported; use a name or (index, name)", at: pattern)
        }
    }

    // MARK: Declarations

    mutating func executeDeclaration(_ decl: DeclSyntax) throws(ScriptError) -> Flow {
        if let variables = decl.as(VariableDeclSyntax.self) {
            try declareVariables(variables)
            return .next
        }
        if decl.is(ImportDeclSyntax.self) { return .next }
        if let function = decl.as(FunctionDeclSyntax.self) {
            try runPastedMethod(function)
            return .next
        }
        if let classDecl = decl.as(ClassDeclSyntax.self) {
            try runPastedClass(classDecl)
            return .next
        }
        throw ScriptError("this declaration is not supported; paste a layoutSpecThatFits method or a node class",
                          at: decl)
    }

    /// `let a = ASDisplayNode()`, `var x: CGFloat = 2`, `let a = A(), b = B()`.
    mutating func declareVariables(_ decl: VariableDeclSyntax) throws(ScriptError) {
        let isConstant = decl.bindingSpecifier.tokenKind == .keyword(.let)
        for binding in decl.bindings {
            guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else {
                throw ScriptError("only simple names can be declared", at: binding.pattern)
            }
            guard let initializer = binding.initializer else {
                throw ScriptError("'\(identifier.identifier.text)' needs an initial value", at: binding)
            }
            var expected: ValueType?
            if let annotation = binding.typeAnnotation { expected = try valueType(of: annotation.type) }
            let value = try convert(try evaluate(initializer.value, expecting: expected), to: expected,
                                    at: initializer.value, context: identifier.identifier.text)
            declare(identifier.identifier.text, value, isConstant: isConstant)
        }
    }

    /// The value types a type annotation can name by their own Swift names, plus the aliases pasted code uses.
    private static let annotatedTypes: [String: ValueType] = {
        let named: [ValueType] = [.number, .bool, .string, .size, .point, .rect, .insets, .dimension, .layoutSize,
                                  .sizeRange, .attributedString, .font, .image, .elements]
        var types = Dictionary(uniqueKeysWithValues: named.map { ($0.description, $0) })
        for alias in ["Double", "Float", "Int"] { types[alias] = .number }
        types["UIImage?"] = .image
        for alias in ["[ASDisplayNode]", "[ASLayoutSpec]"] { types[alias] = .elements }
        return types
    }()

    /// The value type a written type annotation stands for (nil: anything of an element type).
    func valueType(of type: TypeSyntax) throws(ScriptError) -> ValueType? {
        let name = type.trimmedDescription.filter { $0 != " " }
        if let known = Self.annotatedTypes[name] { return known }
        let api = ScriptAPI.shared
        let bare = name.hasSuffix("?") || name.hasSuffix("!") ? String(name.dropLast()) : name
        if let info = api.type(named: bare), info.isElement { return nil }
        if let enumeration = api.enumeration(named: bare) {
            return enumeration.isOptionSet ? .optionSet(bare) : .enumeration(bare)
        }
        if bare.hasPrefix("["), bare.hasSuffix("]") { return nil }
        if let catalogType = api.annotationType(named: bare) { return catalogType }
        throw ScriptError("unknown type '\(name)'\(didYouMean(name, in: api.typeNames))", at: type)
    }
}
