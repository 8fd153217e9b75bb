import SwiftSyntax
import TextureLayout

/// A named value: a session variable, a loop variable or a local of a block.
struct Variable: Hashable, Sendable {
    var value: ScriptValue
    var isConstant: Bool
    /// False for `let x: CGFloat` until it is assigned: Swift's definite initialization.
    var isInitialized = true
    /// The type it was declared with (or took from its first value), the context of later assignments.
    var type: ValueType?
    /// Declared without a value with a type from the app's own files (`var post: Post?`, `let author: Author`): that
    /// type's name.
    var appType: String?
    var isAppTyped: Bool { appType != nil }
    /// Declared with an optional type (`let title: String?`, a parameter `title: String?`): `title.map { … }` is
    /// Optional's map, not String's.
    var isOptional = false
    /// A top-level optional `var` declared without a value and not assigned since (`var viaNode: ASImageNode?`): the
    /// type written, whose stand-in a force unwrap reads (see `Evaluator.unsetOptionalStandIn`).
    var unsetOptionalType: String?

    /// The variable after an assignment: the new value under the same declaration. A value assigned is the code's
    /// own, so the variable no longer stands in for the app's (``unsetOptionalType`` and ``isAppTyped`` go).
    func assigned(_ value: ScriptValue) -> Variable {
        var variable = Variable(value: value, isConstant: isConstant, type: type)
        variable.isOptional = isOptional
        return variable
    }
}

/// The variables of one block, function body or closure body. A class, because a Swift closure or nested function
/// captures the variables around it, not their values: a closure that counts (`count += 1`) keeps counting from
/// one call to the next, and a write inside it is seen by the function that made it. Only the evaluator's thread
/// reads or writes a scope (a deep walk that moves to another thread waits for it), hence the unchecked Sendable.
final class Scope: Hashable, @unchecked Sendable {
    var variables: [String: Variable]

    init(_ variables: [String: Variable] = [:]) {
        self.variables = variables
    }

    subscript(name: String) -> Variable? {
        get { variables[name] }
        set { variables[name] = newValue }
    }

    static func == (lhs: Scope, rhs: Scope) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// What a statement tells the block around it.
enum Flow {
    case next
    case returned(ScriptValue)
    /// `break`, optionally to a labelled loop or switch.
    case breakLoop(label: String?)
    case continueLoop(label: String?)
    /// `fallthrough` at the end of a switch case.
    case fallThrough
}

/// A `func` declared inside another function's body.
struct LocalFunction {
    var name: String
    var declaration: FunctionDeclSyntax
    var depth: Int
    var selfContext: SelfContext?
    var captured: [Scope]
}

/// A node's layoutSpecBlock waiting for the node's layout: the block, and where it was set.
struct PendingLayoutSpecBlock {
    var node: ElementID
    var block: ScriptValue
    var syntax: ExprSyntax
}

/// The value of `self` inside a method of a pasted type.
struct SelfContext {
    var typeName: String
    /// The node of a class instance, the value of a struct, or nothing in a static member.
    var value: SelfValue
    /// Whether the running code is the body of the value's own initializer, whose assignments to a struct's or plain
    /// class's stored properties run no observer (a node's initializers are tracked by `initializerBodyDepths`).
    var isInitializer = false

    enum SelfValue {
        case node(ElementID)
        case record(Record)
        /// A number, string or geometry value, in a member an `extension` of its type adds (`extension Int`).
        case value(ScriptValue)
        case type
    }

    var element: ElementID? {
        if case .node(let id) = value { return id }
        return nil
    }
}

/// The tree-walking evaluator. It works on a copy of the session, so a statement that throws leaves the real
/// session untouched: the caller keeps the copy only when the statement succeeds.
struct Evaluator {
    var session: ScriptSession
    /// Scopes of blocks, loops and closures, innermost last; the session's variables are the outermost scope.
    var scopes: [Scope] = []
    /// Non-fatal remarks for the user (ignored properties, Texture assertions).
    var notes: [String] = []
    /// Nesting depth of the evaluation, against runaway recursion.
    var depth = 0
    /// Loop iterations run in this statement.
    var iterations = 0
    /// Runs of other things that may repeat (queued blocks, relayouts), each kind against its own budget.
    var repeatedRuns: [String: Int] = [:]
    /// The bytes of the strings this statement built.
    var stringBytesBuilt = 0
    /// The items of the arrays this statement's collection methods built.
    var itemsBuilt = 0
    /// The subscript indexes of an `inout` target or a compound assignment's left side, each evaluated once while it
    /// is read and written back (see ``evaluatingIndexesOnce(of:_:)``).
    var onceIndexes: (syntax: Set<SyntaxIdentifier>, values: [SyntaxIdentifier: ScriptValue])?
    /// The `lazy` properties of objects whose initial values are running (see ``checkNotBeingMade(_:of:at:)``).
    var lazyFieldsBeingMade: Set<LazyField> = []
    /// The pasted subscripts running, whose own `self[…]` is the type's built-in subscript.
    var runningSubscripts: Set<SyntaxIdentifier> = []
    /// The pasted type whose method is running, with its `self`.
    var selfContext: SelfContext?
    /// What `print(…)` wrote during the statement, line by line.
    var printed: [String] = []
    /// Whether the first line printed continues the line an earlier statement printed with a `terminator:`.
    var printingContinuesLine = false
    /// The declared result type of the running function, for its `return` expressions.
    var returnType: ValueType?
    /// The pasted type whose members are being declared, for nested type names.
    var declaringType: String?
    /// How many pasted functions are running inside each other.
    var callDepth = 0
    /// How many calls of pasted functions, closures and initializers the statement has made.
    var callsMade = 0
    /// How many times the closures given to `map`, `sorted(by:)` and the like ran in this statement.
    var closureRuns = 0
    /// The value types of the type annotations read so far in the statement (see `annotatedType(_:)`).
    var annotatedTypes: [SyntaxIdentifier: ValueType?] = [:]
    /// The loop iterations and calls the statement has run: what it cost, for budgets across statements.
    var work: Int { iterations + repeatedRuns.values.reduce(0, +) + callsMade + closureRuns }
    /// Whether the statement ran past one of its budgets: an error a `try?` or a fallback must not swallow.
    var isOverBudget: Bool {
        iterations > Self.maximumIterations || callsMade > Self.maximumCallsPerStatement
            || closureRuns > Self.maximumClosureRunsPerStatement
            || repeatedRuns.values.contains { $0 > Self.maximumIterations }
    }
    /// `self` as the last pasted body left it (a struct initializer's result).
    var finishedSelf: SelfContext?
    /// Whether a `layoutSpecThatFits` pasted at the top level is running: app code, as a pasted class's is.
    var runsPastedLayoutMethod = false
    /// The node whose `layout()` is running: frames it sets on other nodes are recorded (see `runManualLayouts`).
    var manualLayoutOwner: ElementID?
    /// How many layout methods (`layoutSpecThatFits`, a layoutSpecBlock, `layout()`) are running: what they change
    /// does not lay anything out again, as a change during Texture's pass does not start another.
    var layoutsRunning = 0
    /// The layoutSpecBlocks set and not run yet, in the order set (see `assignLayoutSpecBlock`).
    var pendingLayoutSpecBlocks: [PendingLayoutSpecBlock] = []
    /// Laid-out instances of pasted node classes whose state code outside them changed during the statement (a
    /// stored property set, a method called): laid out again when it ends (see `relayOutTouchedInstances`).
    var touchedInstances: [ElementID] = []
    /// Blocks the code queued to run soon (`DispatchQueue.main.async`), run after the statement (see
    /// ``runQueuedBlocks()``).
    var queuedBlocks: [QueuedBlock] = []
    /// Blocks queued for later (`asyncAfter`, a group's `notify`), run after ``queuedBlocks`` by their due time.
    var delayedBlocks: [QueuedBlock] = []
    /// The time, in seconds after the statement, of the delayed block running: blocks it queues are due from then.
    var dispatchClock = 0.0
    /// The type a nil whose member is being read was declared with (`String` for `item.description: String?`), which
    /// picks among an app's extensions of Optional constrained to different types.
    var nilDeclaredAs: String?
    /// The pasted class the shell is making to draw it (see `ScriptSession.makeStandIn`): once made, it is filled
    /// as the app fills a cell before showing it (see `configureStandIn`).
    var configuresStandIn: String?
    /// Whether the methods that fill the stand-in try other values to show more nodes: not while the class's own
    /// stand-in values are being tried, which would multiply the tries.
    var picksConfiguringValues = true
    /// The values a closure's parameters held when it returned, for the caller's `&value` arguments of its `inout`
    /// ones (`configure(&style)` calling `{ $0.title = "Save" }`).
    var closureParameterValues: [ScriptValue] = []
    /// How many `description` getters of pasted types are running inside one another: a description that prints
    /// its own value (`"\([self, self])"`) would otherwise branch until the calls nest 48 deep, 2⁴⁸ of them.
    var describingDepth = 0
    /// Calls of the methods that fill the stand-in that run as given, by method name, instead of the ones showing
    /// the most: another state of the class (see `ScriptSession.makeOtherStates`).
    var configuringCalls: [String: String] = [:]
    /// The calls of the methods that filled the stand-in, by method name, and every other call tried for them.
    var configuringCallsRun: [String: String] = [:]
    /// Values the shell gives state properties, after the methods that fill the stand-in run, by
    /// property name (`state: "LoadState.loading"`), and the case a switch over an app value runs, by the value's path
    /// (`viewModel.state: ".failed(let message)"`, see `appValueStates()`): another state of the class.
    var stateValues: [String: String] = [:]
    /// The sizes of the image contexts `UIGraphicsBeginImageContext(_:)` opened and not yet ended, innermost last.
    var imageContextSizes: [Size] = []
    var configuringTrials: [ConfiguringTrial] = []
    /// The pasted node classes being made as stand-ins for optionals nil as pasted (see `unsetOptionalStandIn`).
    var classesStandingIn: Set<String> = []
    /// Instances whose initializer is running, or their stored properties' initial values (a relayout waits until
    /// it ends).
    var initializingInstances: Set<ElementID> = []
    /// The node made in another's init whose layout runs now (see `layOutOrAwait`): an optional node of it still nil
    /// is one the code that made it may set next (`child.parent = self`), so its layout waits instead of taking a
    /// stand-in.
    var layingOutMadeInInit: ElementID?
    /// The call depths at which an instance's initializer bodies run: an assignment made there runs no property
    /// observer, as in Swift; one made in a method the initializer calls, one call deeper, does.
    var initializerBodyDepths: [ElementID: Set<Int>] = [:]
    /// The properties (`id.name`, or a top-level variable's name) whose observers are running: an assignment inside
    /// them runs none again.
    var runningObservers: Set<String> = []
    /// Whether a stream's subscriptions are running again after its source was given a value (see
    /// ``publishChange(of:at:)``): a subscription made then is the one running, not a new one.
    var redeliveringStreams = false
    /// The stream sources whose subscriptions are running again: one given a value inside them runs none again.
    var publishingSources: Set<StreamSource> = []
    /// Functions declared inside a function or method body, with the scope depth they were declared at, the `self`
    /// and the scopes whose locals they capture.
    var localFunctions: [LocalFunction] = []

    static let maximumDepth = 200
    /// How deep calls of pasted functions may go (recursion included).
    static let maximumCallDepth = 48
    /// How many calls one statement may make: a recursion that calls itself twice (`fib(n - 1) + fib(n - 2)`) stays
    /// under ``maximumCallDepth`` while its calls double with each level. A call takes 0.15 to 0.35 ms in the debug
    /// build, so the budget ends such a statement within about ten seconds; layout code makes a few hundred.
    static let maximumCallsPerStatement = 30_000
    static let maximumIterations = 10_000
    /// How many times the closures a statement passes to collection methods may run: sorting 2,000 items by a
    /// closure compares about 22,000 pairs; the collections' own size bounds each method, this bounds them nested.
    static let maximumClosureRunsPerStatement = 100_000
    static let maximumElements = 20_000
    /// The most UTF-8 bytes one string value may hold.
    static let maximumStringLength = 1_000_000
    /// The bytes of all the strings one statement may build (see ``checkedString(_:at:)``).
    static let maximumStringBytesPerStatement = 200_000_000
    /// The items of all the arrays one statement's collection methods may build (see ``countItemsBuilt(_:at:)``).
    static let maximumItemsPerStatement = 4_000_000

    init(session: ScriptSession) {
        self.session = session
    }

    mutating func note(_ message: String) {
        if !notes.contains(message) { notes.append(message) }
    }

    /// Runs `body` one level deeper, failing cleanly past ``maximumDepth``. Each level of a debug build's evaluation
    /// takes tens of kilobytes of stack, so the levels below that limit continue on a fresh stack where the thread's
    /// runs low (``StackRoom``), as the layout's walks do: the limit is Swift's nesting, not this machine's stack.
    mutating func nested<T>(_ node: some SyntaxProtocol, _ body: (inout Evaluator) throws(ScriptError) -> T)
        throws(ScriptError) -> T
    {
        guard depth < Self.maximumDepth else {
            throw ScriptError("this is nested more than \(Self.maximumDepth) levels deep", at: node)
        }
        if Interruption.isRequested {
            throw ScriptError("interrupted (Ctrl-C): this statement was undone", at: node)
        }
        depth += 1
        defer { depth -= 1 }
        return try StackRoom.withStackRoom { () throws(ScriptError) -> T in try body(&self) }
    }

    // MARK: Variables

    /// A variable by name: the innermost local first, then a stored property of `self`, then the session's.
    func lookup(_ name: String) -> Variable? {
        for scope in scopes.reversed() {
            if let variable = scope[name] { return variable }
        }
        if let field = selfField(name) { return field }
        return session.variables[name]
    }

    /// A stored property of the running method's `self`.
    func selfField(_ name: String) -> Variable? {
        switch selfContext?.value {
        case .node(let id)?: return session.program.instances[id]?.fields[name]
        case .record(let record)?: return current(record).fields[name].map { Variable(value: $0, isConstant: true) }
        case .value?, .type?, nil: return nil
        }
    }

    /// Declares a variable in the innermost scope (the session at top level). An element value that still has a
    /// generated name takes the variable's name, so drawings show the names of the code.
    mutating func declare(_ name: String, _ value: ScriptValue, isConstant: Bool, type: ValueType? = nil) {
        if case .element(let id) = value { session.adoptName(name, for: id, provisionally: !scopes.isEmpty) }
        // `let row = …` again, for the spec drawn as `row`: the drawing follows the name, as retyping `row` would.
        if scopes.isEmpty, case .element(let new) = value, case .element(let old)? = session.variables[name]?.value,
           old != new, session.explicitRoot == old {
            session.root = new
        }
        // A pasted enum's case gives the variable its enum's type, so `e = .other` later resolves.
        let inferred = Self.numericType(of: value) ?? enumCase(of: value).map { ValueType.enumeration($0.type) }
            ?? Self.geometryType(of: value)
        let variable = Variable(value: value, isConstant: isConstant, type: type ?? inferred)
        if scopes.isEmpty {
            session.setVariable(name, variable)
        } else {
            scopes[scopes.count - 1][name] = variable
        }
    }

    /// Assigns to an existing variable in the scope that holds it; `skippingLocals` assigns the top-level one
    /// (`self.x` in pasted code) whatever local shadows it.
    /// A tuple stored where a labelled one is (`insets = (5, 6)` for `(top: Int, left: Int)`): it takes the labels,
    /// as Swift's type for the place gives them; any other value as it is.
    static func keepingLabels(of old: ScriptValue?, _ new: ScriptValue) -> ScriptValue {
        guard case .tuple(let labels, let oldParts)? = old, labels.contains(where: { $0 != nil }),
              let parts = new.tupleParts, parts.count == oldParts.count else { return new }
        if case .tuple(let newLabels, _) = new, newLabels.contains(where: { $0 != nil }) { return new }
        return .tuple(labels: labels, parts: parts)
    }

    mutating func assignVariable(_ name: String, _ value: ScriptValue, at node: some SyntaxProtocol,
                                 skippingLocals: Bool = false) throws(ScriptError)
    {
        for index in scopes.indices.reversed() where !skippingLocals && scopes[index][name] != nil {
            try checkMutable(scopes[index][name], name, at: node)
            scopes[index][name]?.value = Self.keepingLabels(of: scopes[index][name]?.value, value)
            scopes[index][name]?.isInitialized = true
            return
        }
        if !skippingLocals, selfField(name) != nil {
            try assignSelfField(name, value, at: node)
            return
        }
        guard let existing = session.variables[name] else {
            if !skippingLocals, let id = selfContext?.element, session.program.inheritsUnpastedAppClass(id), looksLikeAppName(name) {
                // `type = .image` in a subclass of an app class that was not pasted: the superclass's property,
                // kept on the instance for what reads it later.
                session.program.instances[id]?.fields[name] = Variable(value: value, isConstant: false)
                return
            }
            throw unknownName(name, at: node)
        }
        try checkMutable(existing, name, at: node)
        let value = Self.keepingLabels(of: existing.value, value)
        func store(_ evaluator: inout Evaluator) {
            if case .element(let id) = value { evaluator.adoptName(name, for: id) }
            evaluator.session.setVariable(name, existing.assigned(value))
        }
        guard let observers = session.program.variableObservers[name], existing.isInitialized,
              !runningObservers.contains(name) else {
            store(&self)
            return
        }
        runningObservers.insert(name)
        defer { runningObservers.remove(name) }
        try runObservers(observers, old: existing.value, new: value, self: nil, around: store, at: node)
    }

    /// Assigns a stored property of `self` (`self.title = title` in an initializer, where a `let` gets its value).
    mutating func assignSelfField(_ name: String, _ value: ScriptValue, at node: some SyntaxProtocol)
        throws(ScriptError)
    {
        guard let field = selfField(name) else { throw unknownName(name, at: node) }
        if case .record(let before)? = selfContext?.value {
            var record = current(before)
            var value = value
            // `data = Array(repeating: 0, count: n)` for `var data: [Double]`: the literals are the declared type's.
            if let annotation = session.program.storedProperty(name, of: record.typeName)?.binding.typeAnnotation?.type,
               let type = try annotatedType(annotation), type == .array(.number) {
                value = try convertDeclared(value, to: type, at: node, context: name)
            }
            if selfContext?.isInitializer == true {
                record.fields[name] = value
            } else {
                record = try settingObservedField(name, of: record, to: value, at: node)
            }
            selfContext?.value = .record(record)
            persist(record)
            if let object = record.objectID {
                try publishPropertyChange(name, of: .object(object), typeName: record.typeName, at: node)
            }
            return
        }
        guard case .node(let id)? = selfContext?.value else { throw unknownName(name, at: node) }
        try checkMutable(field, name, at: node)
        try observingField(name, of: id, old: field.value, new: value, at: node) { evaluator in
            if case .element(let element) = value {
                evaluator.session.adoptName(name, for: element, replacing: field.value.elementID)
            }
            evaluator.session.program.instances[id]?.fields[name] = field.assigned(value)
        }
        if let typeName = session.program.instances[id]?.typeName {
            try publishPropertyChange(name, of: .node(id), typeName: typeName, at: node)
        }
    }

    /// Where a plain `var` is held, while a mutating method or `+=` changes its value in place.
    enum HeldVariable {
        case local(Scope, String)
        case session(String)
    }

    /// Takes a plain variable's value out of its place, leaving it empty until ``putBack(_:into:)``: Swift's
    /// `append`, `+=` and `removeLast` change an array or string where it is held (amortised constant time), while
    /// reading the value and storing a changed copy back copies the whole of it each time, which made a loop of
    /// appends quadratic. Nil (and nothing taken) for anything that is not a plain, assignable, unobserved variable:
    /// those go through ``store(_:into:at:)``.
    mutating func takeForChange(_ target: ExprSyntax) -> (value: ScriptValue, place: HeldVariable)? {
        guard let reference = target.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
              case .identifier = reference.baseName.tokenKind else { return nil }
        let name = reference.baseName.text
        func changeable(_ variable: Variable) -> Bool {
            !variable.isConstant && variable.isInitialized && !variable.isAppTyped && variable.unsetOptionalType == nil
        }
        for scope in scopes.reversed() {
            guard let variable = scope.variables[name] else { continue }
            guard changeable(variable) else { return nil }
            scope.variables[name]?.value = .void
            return (variable.value, .local(scope, name))
        }
        guard selfField(name) == nil, let variable = session.variables[name], changeable(variable),
              session.program.variableObservers[name] == nil else { return nil }
        session.replaceValue(of: name, with: .void)
        return (variable.value, .session(name))
    }

    /// Puts a value taken by ``takeForChange(_:)`` back where it was held.
    mutating func putBack(_ value: ScriptValue, into place: HeldVariable) {
        switch place {
        case .local(let scope, let name): scope.variables[name]?.value = value
        case .session(let name): session.replaceValue(of: name, with: value)
        }
    }

    private func checkMutable(_ variable: Variable?, _ name: String, at node: some SyntaxProtocol)
        throws(ScriptError)
    {
        if variable?.isConstant == true, variable?.isInitialized == true {
            throw ScriptError("cannot assign to '\(name)': it is a 'let' constant; declare it with 'var'", at: node)
        }
    }

    func unknownName(_ name: String, at node: some SyntaxProtocol) -> ScriptError {
        if let drawn = session.tree.lastElement(named: name), session.hasGeneratedName(drawn) {
            let type = session.tree[drawn].typeName
            return ScriptError("unknown name '\(name)': it is what the drawing calls the \(type) made without a name, "
                + "and Swift has no name for it; to use it, give it one where it is made (let \(name) = \(type)(…))",
                at: node)
        }
        // A name of thousands of characters is shown by its start, as the source line is.
        let shown = name.count > 80 ? name.prefix(80) + "…" : name
        return ScriptError("unknown name '\(shown)'\(didYouMean(name, in: declaredNames))", at: node)
    }

    /// The names a bare identifier may refer to here: variables in scope and the API's global names.
    var declaredNames: [String] {
        Array(session.variables.keys) + scopes.flatMap(\.variables.keys) + ScriptAPI.shared.globalNames
    }

    mutating func withScope<T>(_ body: (inout Evaluator) throws(ScriptError) -> T) throws(ScriptError) -> T {
        scopes.append(Scope())
        defer { scopes.removeLast() }
        return try body(&self)
    }

    // MARK: Statements

    /// Runs the statements of a block in a new scope.
    mutating func executeBlock(_ items: CodeBlockItemListSyntax) throws(ScriptError) -> Flow {
        try withScope { evaluator throws(ScriptError) in try evaluator.executeItems(items) }
    }

    /// Runs statements in the current scope until one returns, breaks or continues; `defer` blocks run when the
    /// statements end, last first, however they end.
    mutating func executeItems(_ items: CodeBlockItemListSyntax) throws(ScriptError) -> Flow {
        var deferred: [DeferStmtSyntax] = []
        var flow = Flow.next
        var failure: ScriptError?
        for item in items {
            if case .stmt(let statement) = item.item, let deferStatement = statement.as(DeferStmtSyntax.self) {
                deferred.append(deferStatement)
                continue
            }
            do {
                flow = try execute(item)
            } catch {
                failure = error
                break
            }
            if case .next = flow { continue }
            break
        }
        for deferStatement in deferred.reversed() { try executeDeferred(deferStatement) }
        if let failure { throw failure }
        return flow
    }

    /// A `defer` block. One in a class's initializer runs the property observers its assignments reach, as Swift
    /// does (`defer { self.isSelected = isSelected }` is how apps get `didSet` to run from init).
    private mutating func executeDeferred(_ deferStatement: DeferStmtSyntax) throws(ScriptError) {
        if selfContext?.isInitializer == true {
            selfContext?.isInitializer = false
            defer { selfContext?.isInitializer = true }
            _ = try executeBlock(deferStatement.body.statements)
            return
        }
        guard let id = selfContext?.element, initializerBodyDepths[id]?.contains(callDepth) == true else {
            _ = try executeBlock(deferStatement.body.statements)
            return
        }
        let depth = callDepth
        initializerBodyDepths[id]?.remove(depth)
        defer { initializerBodyDepths[id]?.insert(depth) }
        _ = try executeBlock(deferStatement.body.statements)
    }

    /// `do { … } catch Pattern { … } catch { … }`: an error the code throws in the body runs the first clause
    /// whose pattern (and `where`) it matches, with `error` bound in a clause without a pattern, as in Swift.
    private mutating func executeDo(_ doStatement: DoStmtSyntax) throws(ScriptError) -> Flow {
        let thrown: ScriptValue
        do {
            return try executeBlock(doStatement.body.statements)
        } catch {
            guard let value = error.thrown, !doStatement.catchClauses.isEmpty else { throw error }
            thrown = value
        }
        for clause in doStatement.catchClauses {
            let flow = try withScope { evaluator throws(ScriptError) -> Flow? in
                guard try evaluator.catches(clause, thrown) else { return nil }
                return try evaluator.executeItems(clause.body.statements)
            }
            if let flow { return flow }
        }
        var uncaught = ScriptError("the code threw \(thrownDescription(thrown)) here, and no catch clause matched it",
                                   at: doStatement.doKeyword)
        uncaught.thrown = thrown
        throw uncaught
    }

    /// An error value as Swift's runtime names it when it stops the app: `FeedError.offline`, `DecodeFailure(…)`.
    func thrownDescription(_ value: ScriptValue) -> String {
        if case .enumCase(let type, let name) = value { return "\(type).\(name)" }
        return interpolated(value)
    }

    private mutating func catches(_ clause: CatchClauseSyntax, _ thrown: ScriptValue) throws(ScriptError) -> Bool {
        if clause.catchItems.isEmpty {
            declare("error", thrown, isConstant: true)
            return true
        }
        for item in clause.catchItems {
            if let pattern = item.pattern {
                guard try matches(pattern, thrown) else { continue }
            } else {
                declare("error", thrown, isConstant: true)
            }
            if let whereClause = item.whereClause {
                guard case .bool(true) = try evaluate(whereClause.condition, expecting: .bool) else { continue }
            }
            return true
        }
        return false
    }

    mutating func execute(_ item: CodeBlockItemSyntax) throws(ScriptError) -> Flow {
        try nested(item) { evaluator throws(ScriptError) in
            switch item.item {
            case .decl(let decl): return try evaluator.executeDeclaration(decl)
            case .stmt(let statement): return try evaluator.executeStatement(statement)
            case .expr(let expression): return try evaluator.executeExpressionStatement(expression)
            }
        }
    }

    /// An expression used as a statement: `if`, `switch`, an assignment, a call, or a bare value (a candidate root).
    mutating func evaluateStatementExpression(_ expression: ExprSyntax) throws(ScriptError) -> ScriptValue {
        if expression.is(IfExprSyntax.self) || expression.is(SwitchExprSyntax.self) {
            _ = try executeExpressionStatement(expression)
            return .void
        }
        // A bare name on its own line names what to draw: an undeclared one is an error, never a stand-in.
        if expression.is(DeclReferenceExprSyntax.self) { return try evaluate(expression, expecting: .element) }
        let value = try evaluate(expression)
        noteSkippedFunction(value, expression)
        return value
    }

    /// `if` and `switch` as statements pass on what their bodies do (`return`, `break`); other expressions run.
    private mutating func executeExpressionStatement(_ expression: ExprSyntax) throws(ScriptError) -> Flow {
        if let ifExpression = expression.as(IfExprSyntax.self) { return try executeIf(ifExpression) }
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            return try executeSwitch(switchExpression, label: nil)
        }
        noteSkippedFunction(try evaluate(expression), expression)
        return .next
    }

    /// `styleText(node: title, …)` from the app's other files, called for what it does to the nodes: said skipped.
    /// In the app's extension of a UIKit type, a bare call is that type's own method (`getRed(&r, …)` in
    /// `extension UIColor`), which no paste could supply: said ignored, as the type's other settings are.
    private mutating func noteSkippedFunction(_ value: ScriptValue, _ expression: ExprSyntax) {
        guard case .unknown(let path) = value, let call = expression.as(FunctionCallExprSyntax.self),
              call.calledExpression.is(DeclReferenceExprSyntax.self) else { return }
        if let typeName = selfContext?.typeName, let kind = ScriptAPI.shared.displayKind(ofType: typeName) {
            session.noteIgnored(kind)
            return
        }
        session.noteSkippedCall(path)
    }

    mutating func executeStatement(_ statement: StmtSyntax) throws(ScriptError) -> Flow {
        switch statement.as(StmtSyntaxEnum.self) {
        case .expressionStmt(let expressionStatement):
            return try executeExpressionStatement(expressionStatement.expression)
        case .returnStmt(let returnStatement):
            guard let expression = returnStatement.expression else { return .returned(.void) }
            return .returned(try evaluate(expression, expecting: returnType))
        case .forStmt(let forStatement): return try executeFor(forStatement, label: nil)
        case .whileStmt(let whileStatement): return try executeWhile(whileStatement, label: nil)
        case .repeatStmt(let repeatStatement): return try executeRepeat(repeatStatement, label: nil)
        case .guardStmt(let guardStatement): return try executeGuard(guardStatement)
        case .doStmt(let doStatement): return try executeDo(doStatement)
        case .breakStmt(let breakStatement): return .breakLoop(label: breakStatement.label?.text)
        case .continueStmt(let continueStatement): return .continueLoop(label: continueStatement.label?.text)
        case .fallThroughStmt: return .fallThrough
        case .labeledStmt(let labeled): return try executeLabeled(labeled)
        case .deferStmt(let deferStatement):
            return try executeBlock(deferStatement.body.statements)
        case .throwStmt(let throwStatement):
            let value = try evaluate(throwStatement.expression)
            var error = ScriptError("the code threw \(thrownDescription(value)) here, and nothing caught it",
                                    at: throwStatement)
            error.thrown = value
            throw error
        default:
            throw ScriptError("'\(statement.trimmedText.prefix(while: { $0.isLetter }))' is not supported here",
                              at: statement)
        }
    }

    /// `outer: for …`: `break outer` and `continue outer` inside name it.
    private mutating func executeLabeled(_ labeled: LabeledStmtSyntax) throws(ScriptError) -> Flow {
        let label = labeled.label.text
        switch labeled.statement.as(StmtSyntaxEnum.self) {
        case .forStmt(let statement): return try executeFor(statement, label: label)
        case .whileStmt(let statement): return try executeWhile(statement, label: label)
        case .repeatStmt(let statement): return try executeRepeat(statement, label: label)
        case .expressionStmt(let statement):
            if let switchExpression = statement.expression.as(SwitchExprSyntax.self) {
                return try executeSwitch(switchExpression, label: label)
            }
            let flow = try executeExpressionStatement(statement.expression)
            if case .breakLoop(label) = flow { return .next }
            return flow
        default:
            let flow = try executeStatement(labeled.statement)
            if case .breakLoop(label) = flow { return .next }
            return flow
        }
    }

    mutating func executeIf(_ ifExpression: IfExprSyntax) throws(ScriptError) -> Flow {
        let taken = try withScope { evaluator throws(ScriptError) -> Flow? in
            guard try evaluator.evaluateConditions(ifExpression.conditions) else { return nil }
            return try evaluator.executeBlock(ifExpression.body.statements)
        }
        if let taken { return taken }
        switch ifExpression.elseBody {
        case .ifExpr(let elseIf)?: return try nested(elseIf) { evaluator throws(ScriptError) in
            try evaluator.executeIf(elseIf)
        }
        case .codeBlock(let block)?: return try executeBlock(block.statements)
        case nil: return .next
        }
    }

    /// `guard conditions else { … }`: names bound by the conditions stay for the rest of the block; the else block
    /// must leave it.
    private mutating func executeGuard(_ guardStatement: GuardStmtSyntax) throws(ScriptError) -> Flow {
        if try evaluateConditions(guardStatement.conditions) { return .next }
        let flow = try executeBlock(guardStatement.body.statements)
        if case .next = flow {
            throw ScriptError("the body of 'guard' must not fall through; end it with return, break or continue",
                              at: guardStatement.body.rightBrace)
        }
        return flow
    }

    /// The conditions of `if`, `guard` and `while`, left to right: Bool expressions, `let x = optional` (also `let
    /// x`), `var`, and `case pattern = value`; bindings are declared in the current scope.
    /// An optional nil as pasted stands in for the app's value (see `unsetOptionalStandIn`) except in a `while`,
    /// where a value that stays would run the loop until its budget ends it.
    mutating func evaluateConditions(_ conditions: ConditionElementListSyntax, standingIn: Bool = true)
        throws(ScriptError) -> Bool
    {
        for element in conditions {
            switch element.condition {
            case .expression(let expression):
                guard let value = conditionValue(try evaluate(expression, expecting: .bool)) else {
                    throw ScriptError("a condition must be a Bool, got \(describe(try evaluate(expression)))",
                                      at: expression)
                }
                if !value { return false }
            case .optionalBinding(let binding):
                var value: ScriptValue
                if let initializer = binding.initializer {
                    value = try evaluate(initializer.value)
                    if case .null = value, standingIn,
                       let standIn = try unsetOptionalStandIn(initializer.value, nilHandled: true) {
                        value = standIn
                    }
                } else if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                    // `guard let self else { … }` (Swift 5.7's shorthand) in a `[weak self]` closure.
                    if name == "self", lookup("self") == nil {
                        value = selfValue ?? .typeReference("Self")
                    } else {
                        try resolveLazyProperty(name)
                        if let variable = lookupValue(name) {
                            value = variable
                        } else {
                            // `if let resultCount {` on the init's parameter, which the paste does not declare: read as
                            // `if let resultCount = resultCount` reads it, the app's value.
                            do {
                                value = try evaluate(ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name))))
                            } catch {
                                if Interruption.isRequested { throw error }
                                throw unknownName(name, at: binding.pattern)
                            }
                        }
                        if case .null = value, standingIn, let standIn = try unsetOptionalStandIn(
                            ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name))), nilHandled: true) {
                            value = standIn
                        }
                    }
                } else {
                    throw ScriptError("this optional binding is not supported", at: binding)
                }
                if case .null = value { return false }
                var expected: ValueType?
                if let annotation = binding.typeAnnotation { expected = try valueType(of: annotation.type) }
                let converted = try convertDeclared(value, to: expected, at: binding, context: "the binding")
                try bind(binding.pattern, to: converted,
                         isConstant: binding.bindingSpecifier.tokenKind == .keyword(.let))
            case .matchingPattern(let matching):
                let subject = try evaluate(matching.initializer.value)
                guard try matches(matching.pattern, subject) else { return false }
            case .availability:
                continue
            }
        }
        return true
    }

    /// Counts one loop iteration against the statement's budget, which all its loops share; or one run of something
    /// else that may repeat, named by `what`, against a budget of the same size for that kind.
    mutating func countIteration(at node: some SyntaxProtocol, of what: String? = nil) throws(ScriptError) {
        guard let what else {
            iterations += 1
            guard iterations <= Self.maximumIterations else {
                throw ScriptError("the loops of this statement ran more than \(Self.maximumIterations) times in all; "
                    + "layoutrepl stops there", at: node)
            }
            return
        }
        let runs = repeatedRuns[what, default: 0] + 1
        repeatedRuns[what] = runs
        guard runs <= Self.maximumIterations else {
            throw ScriptError("\(what) ran more than \(Self.maximumIterations) times; layoutrepl stops there", at: node)
        }
    }

    /// Counts one run of a closure given to a collection method (`map`, `sorted(by:)`) against the statement's budget.
    mutating func countClosureRun(at node: some SyntaxProtocol) throws(ScriptError) {
        closureRuns += 1
        guard closureRuns <= Self.maximumClosureRunsPerStatement else {
            throw ScriptError("the closures this statement passes to map, filter, sorted and the like ran more than "
                + "\(Self.maximumClosureRunsPerStatement) times; layoutrepl stops there", at: node)
        }
    }

    /// Counts one call of a pasted function, closure or initializer against the statement's budget.
    mutating func countCall(at node: some SyntaxProtocol) throws(ScriptError) {
        callsMade += 1
        guard callsMade <= Self.maximumCallsPerStatement else {
            throw ScriptError("this statement made more than \(Self.maximumCallsPerStatement) calls (a recursion that "
                + "calls itself more than once?); layoutrepl stops there", at: node)
        }
    }

    /// What a loop does after its body ran: nil to go on, or the flow to leave with.
    private func afterIteration(_ flow: Flow, label: String?) -> Flow?? {
        switch flow {
        case .next: return .none
        case .continueLoop(let target) where target == nil || target == label: return .none
        case .breakLoop(let target) where target == nil || target == label: return .some(.next)
        default: return .some(flow)
        }
    }

    /// `for i in 0..<n`, `for x in xs where …`, `for (i, x) in xs.enumerated()`, `for case let …`, with one
    /// iteration budget per statement so that a runaway loop ends with an error instead of hanging the shell.
    mutating func executeFor(_ statement: ForStmtSyntax, label: String?) throws(ScriptError) -> Flow {
        /// One pass of the body with `item`: the flow that leaves the loop, if it leaves.
        func pass(_ item: ScriptValue) throws(ScriptError) -> Flow? {
            try countIteration(at: statement.forKeyword)
            let flow = try withScope { evaluator throws(ScriptError) -> Flow? in
                guard try evaluator.entersPass(of: statement, with: item) else { return nil }
                return try evaluator.executeItems(statement.body.statements)
            }
            guard let flow, let leave = afterIteration(flow, label: label) else { return nil }
            return leave ?? .next
        }
        // `for offset: Double in [0, 7200]`: the item's declared type types the sequence's literals.
        let itemType = try annotatedType(statement.typeAnnotation?.type)
        let sequence = try evaluate(statement.sequence, expecting: itemType.map { .array($0) })
        if case .range(let lower, Int.max, _) = sequence {
            // `for page in 1... { … break }`: counted one by one until the body leaves, within the loop budget.
            for number in lower..<Int.max {
                if let leave = try pass(.int(number)) { return leave }
            }
            return .next
        }
        for item in try forItems(sequence, of: statement) {
            if let leave = try pass(item) { return leave }
        }
        return .next
    }

    /// The items a `for` statement runs over. A collection of the app's model (`for type in pokemon.types`) has
    /// one item, as a cell with content shows at least one, like an app count compared; said with the other
    /// stand-ins.
    mutating func forItems(_ sequence: ScriptValue, of statement: ForStmtSyntax) throws(ScriptError) -> [ScriptValue] {
        guard case .unknown(let path) = sequence else { return try loopItems(sequence, at: statement.sequence) }
        session.noteStandIn("one item", for: path)
        if path.hasSuffix(".enumerated(…)") {
            // `for (index, day) in days.enumerated()`: that item is the first, at offset 0.
            return [.array([.int(0), .unknown("\(path.dropLast(".enumerated(…)".count))[0]")])]
        }
        return [.unknown("\(path)[0]")]
    }

    /// Binds one item of a `for` statement to its pattern in the current scope: false when a `for case` pattern does
    /// not match it or the `where` clause is false, and the pass is skipped.
    mutating func entersPass(of statement: ForStmtSyntax, with item: ScriptValue) throws(ScriptError) -> Bool {
        if statement.caseKeyword != nil {
            guard try matches(statement.pattern, item) else { return false }
        } else {
            try bind(statement.pattern, to: item, isConstant: true)
        }
        guard let whereClause = statement.whereClause else { return true }
        return try evaluate(whereClause.condition, expecting: .bool) == .bool(true)
    }

    private mutating func executeWhile(_ statement: WhileStmtSyntax, label: String?) throws(ScriptError) -> Flow {
        while true {
            try countIteration(at: statement.whileKeyword)
            let flow = try withScope { evaluator throws(ScriptError) -> Flow? in
                guard try evaluator.evaluateConditions(statement.conditions, standingIn: false) else { return nil }
                return try evaluator.executeItems(statement.body.statements)
            }
            guard let flow else { return .next }
            if let leave = afterIteration(flow, label: label) { return leave ?? .next }
        }
    }

    private mutating func executeRepeat(_ statement: RepeatStmtSyntax, label: String?) throws(ScriptError) -> Flow {
        while true {
            try countIteration(at: statement.repeatKeyword)
            let flow = try executeBlock(statement.body.statements)
            if let leave = afterIteration(flow, label: label) { return leave ?? .next }
            guard let again = conditionValue(try evaluate(statement.condition, expecting: .bool)) else {
                throw ScriptError("the condition of 'repeat … while' must be a Bool", at: statement.condition)
            }
            if !again { return .next }
        }
    }

    /// A string's characters as a sequence of one-character strings, at most ``maximumElements`` of them.
    static func characters(of text: String, at node: some SyntaxProtocol) throws(ScriptError) -> [ScriptValue] {
        guard text.utf8.count <= maximumElements || text.count <= maximumElements else {
            throw ScriptError("the string has more than \(maximumElements) characters to go through; layoutrepl stops "
                + "there", at: node)
        }
        return text.map { .string(String($0)) }
    }

    /// The items a `for` loop goes through, at most `limit` of a range: a loop's budget, or, for a collection method
    /// whose closure runs once per item (`(0..<n).map { … }`), the closures' budget.
    func loopItems(_ sequence: ScriptValue, at node: some SyntaxProtocol, limit: Int = maximumIterations)
        throws(ScriptError) -> [ScriptValue]
    {
        switch sequence {
        case .array(let values): return values
        case .range(let lower, let upper, _):
            guard upper > lower else { return [] }
            let (count, overflow) = upper.subtractingReportingOverflow(lower)
            guard !overflow, count <= limit else {
                let shown = overflow ? "more than Int.max" : String(count)
                throw ScriptError(limit == Self.maximumIterations
                    ? "the loop would run \(shown) times; layoutrepl stops at \(limit)"
                    : "the range holds \(shown) numbers; layoutrepl goes through at most \(limit)", at: node)
            }
            return (lower..<upper).map(ScriptValue.int)
        case .string(let text):
            return try Self.characters(of: text, at: node)
        case .object("String.View", let fields):
            // `for unit in text.utf8` (a string's length is bounded, so its views are too).
            return ScriptAPI.stringViewItems(fields)
        case .interval:
            throw ScriptError("a range of CGFloat values cannot be counted through; use Int bounds, e.g. 0..<n, or "
                + "stride(from:to:by:)", at: node)
        case .unknown, .ignored:
            return []  // an app model's collection, or a display-only object's: nothing is known to be in it
        default:
            throw ScriptError("a for loop needs a range or an array, got \(describe(sequence))", at: node)
        }
    }

    /// Binds a pattern (a name, `_`, a tuple of patterns, `let`/`var` around them) to a value.
    mutating func bind(_ pattern: PatternSyntax, to value: ScriptValue, isConstant: Bool) throws(ScriptError) {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) {
            declare(identifier.identifier.text, value, isConstant: isConstant)
        } else if pattern.is(WildcardPatternSyntax.self)
                    || pattern.as(ExpressionPatternSyntax.self)?.expression.is(DiscardAssignmentExprSyntax.self) == true {
            return  // `_`, also as `if let _ = badge` spells it
        } else if let binding = pattern.as(ValueBindingPatternSyntax.self) {
            try bind(binding.pattern, to: value,
                     isConstant: binding.bindingSpecifier.tokenKind == .keyword(.let))
        } else if let tuple = pattern.as(TuplePatternSyntax.self) {
            if case .unknown(let path) = value {
                // An app value's parts (`for (index, type) in pokemon.types.enumerated()`) are app values too.
                for (index, element) in tuple.elements.enumerated() {
                    try bind(element.pattern, to: .unknown("\(path).\(index)"), isConstant: isConstant)
                }
                return
            }
            guard let parts = value.tupleParts, parts.count == tuple.elements.count else {
                throw ScriptError("this tuple pattern has \(tuple.elements.count) parts, the value \(describe(value))",
                                  at: pattern)
            }
            for (element, part) in zip(tuple.elements, parts) { try bind(element.pattern, to: part, isConstant: isConstant) }
        } else {
            throw ScriptError("this pattern is not supported; use a name or a tuple of names", at: pattern)
        }
    }
}
