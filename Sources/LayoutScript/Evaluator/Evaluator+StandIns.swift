import SwiftParser
import SwiftSyntax
import TextureLayout

/// The class the shell draws when the code pasted a class and made none: the values it is made with, where the app
/// would pass its own, and the methods that fill it as the app fills a cell before showing it.
extension Evaluator {
    /// Fills the class the shell draws as the app fills a cell before it shows it: the flags only the app sets take
    /// their stand-in, the optional nodes only the app assigns are new nodes of their declared class, and each method
    /// the app calls for that and the pasted code does not (`configure(with:)`, `update(post:)`, `bind(_:)`,
    /// `setData(_:)`) runs once, in the order written, with stand-in arguments. A method that cannot run is left out
    /// and said so: the class is drawn as its initializer left it.
    mutating func configureStandIn(_ id: ElementID, lineage: [UserType]) throws(ScriptError) {
        let code = Self.assignmentsAndCalls(in: lineage)
        // What the class shows as it stands, laid out once and then taken from each flag that is kept.
        var shownNow: ScriptSession.NodesShown??
        for (owner, name) in Self.flagsTheAppSets(of: lineage, notAssignedIn: code)
        where Self.flagShowsContent(name) {
            // As a flag of the app's other files stands in: the state in which the cell shows its content, set as the
            // app sets it, so that its observers run (`didSet { updateButton() }`). A flag that shows nothing more
            // (`isHorizontal`, which only turns a column into a row) keeps the value the class declares.
            guard let field = session.program.instances[id]?.fields[name],
                  let declaration = session.program.storedProperty(name, of: owner) else { continue }
            func setTrue(_ evaluator: inout Evaluator) throws(ScriptError) {
                try evaluator.observingField(name, of: id, old: field.value, new: .bool(true),
                                             at: declaration.binding) { evaluator in
                    evaluator.session.program.instances[id]?.fields[name] = field.assigned(.bool(true))
                }
            }
            if shownNow == nil {
                var declared = self
                shownNow = .some((try? declared.layOutInstance(id, lineage: lineage, at: declaration.binding)) != nil
                    ? declared.session.nodesShown(of: id) : nil)
            }
            var flagged = self
            try setTrue(&flagged)
            guard (try? flagged.layOutInstance(id, lineage: lineage, at: declaration.binding)) != nil,
                  let shownFlagged = flagged.session.nodesShown(of: id),
                  (shownNow ?? nil).map(shownFlagged.isBetter(than:)) != false else { continue }
            try setTrue(&self)
            shownNow = .some(shownFlagged)
            note("\(name) is declared false and nothing in \(owner) sets it, so the app does: the cell is drawn with "
                + "it true, which shows more of its nodes; set it to false in \(owner)'s init to see the cell without "
                + "what it shows")
        }
        var filled: [String: [String]] = [:]
        for (owner, property) in Self.optionalsTheAppSets(of: lineage, notAssignedIn: code) {
            // As the app's other code fills them in (`cell.textNode = ASTextNode()`): a node of the declared class.
            guard let written = property.binding.typeAnnotation?.type,
                  case .element(let node)? = try element(declaredAs: Self.unwrapped(written), at: property.binding)
            else { continue }
            adoptName(property.name, for: node)
            session.program.instances[id]?.fields[property.name]?.value = .element(node)
            filled[owner, default: []].append(property.name)
        }
        for (owner, names) in filled.sorted(by: { $0.key < $1.key }) {
            let (subject, verb, drawn) = names.count == 1 ? ("it", "is", "a new node of its declared class")
                : ("them", "are", "new nodes of their declared classes")
            note("\(names.joined(separator: ", ")) \(verb) declared optional and nothing in \(owner) assigns \(subject), so "
                + "the app does: drawn here as \(drawn); assign \(subject) in \(owner)'s init to draw the cell as that makes it")
        }
        let overridingAppBase = session.program.inheritsUnpastedAppClass(id)
        for (owner, method) in Self.configuringMethods(of: lineage, notCalledIn: code, overridingAppBase: overridingAppBase) {
            let name = method.name.text
            let context = StandInContext(owner: owner, declaration: Syntax(method), depth: 0)
            let (arguments, opaque, problem) = standInArguments(for: method.signature.parameterClause.parameters,
                                                                calling: name, in: context)
            let callText = Self.callText(name, arguments)
            guard problem == nil, let call = Self.parsedCall(callText) else {
                note("\(owner).\(name)(…) is not run: layoutrepl cannot make up its arguments")
                continue
            }
            let before = self
            do {
                let options = standInOptions(for: method.signature.parameterClause.parameters, calling: name,
                                             in: context) ?? []
                let (chosen, picked): (FunctionCallExprSyntax, picked: Bool)
                if let given = configuringCalls[name].flatMap(Self.parsedCall) {
                    (chosen, picked) = (given, false)
                } else {
                    let search = argumentsShowingMost(
                        calling: method, owner: owner, on: id, lineage: lineage, default: call,
                        options: options, opaque: opaque + options.flatMap(\.opaque))
                    (chosen, picked) = (search.call, search.picked)
                    configuringTrials += search.tried.map {
                        ConfiguringTrial(method: name, call: $0.call, shown: $0.shown)
                    }
                }
                try run(method, chosen, owner: owner, on: id, opaque: opaque + options.flatMap(\.opaque))
                configuringCallsRun[name] = chosen.trimmedText
                if chosen.arguments.isEmpty {
                    note("ran \(chosen.trimmedText), an override the app's base class of \(owner) calls, as that "
                        + "class was not pasted")
                } else {
                    note("ran \(chosen.trimmedText) with stand-in values"
                        + (picked ? ", picked to show the most of its nodes" : "")
                        + ", as the app fills the cell before showing it")
                }
            } catch {
                if Interruption.isRequested { throw error }
                self = before
                note("\(owner).\(name)(…) is not run, so the cell is drawn as its initializer left it: "
                    + error.message)
            }
        }
        // Another state of the cell the shell draws (see `ScriptSession.otherStates`): a state property set as the
        // app or an action sets it (`cell.state = .loading`), its observers running.
        for (name, text) in stateValues.sorted(by: { $0.key < $1.key }) {
            guard let field = session.program.instances[id]?.fields[name],
                  case .expr(let expression)? = ScriptSession.parse(text).statements.first?.item else { continue }
            let value = try evaluate(expression, expecting: field.type)
            try observingField(name, of: id, old: field.value, new: value, at: expression) { evaluator in
                evaluator.session.program.instances[id]?.fields[name] = field.assigned(value)
            }
        }
    }

    /// The state properties of a node class, which the app or the class's own actions set (`var state: LoadState =
    /// .failed(.offline) { didSet { apply() } }`, `state = .loading` in `retry()`, `var names: [String] = []`,
    /// `var replyContext: ReplyContext?`, `var isExpanded = false`): a stored `var` holding no node, not static,
    /// with a written type. Each with the other values it may take (another case of its enum, the other Bool, a
    /// value for a nil optional, an item for an empty array, 2 or 0.5 for a number), which other states of the class
    /// drawn may show.
    func stateProperties(of lineage: [UserType]) -> [(name: String, values: [StateValue])] {
        var found: [(name: String, values: [StateValue])] = []
        let read = Self.namesRead(in: lineage)
        for type in lineage where type.isNodeClass {
            for property in type.storedProperties where !property.isConstant && !property.isLazy
                && read.contains(property.name) && !property.modifiers.contains("static")
                && !property.modifiers.contains("class") {
                guard let written = property.binding.typeAnnotation?.type.trimmedText
                        ?? property.binding.initializer.flatMap({ Self.literalTypeName(of: $0.value) })
                else { continue }
                guard let parsed = Self.parsedType(written) else { continue }
                let typeName = String(Self.unwrapped(parsed).prefix { $0 != "<" })
                guard !session.isNodeTypeName(typeName) else { continue }
                let current = property.binding.initializer?.value.trimmedText ?? "nil"
                let context = StandInContext(owner: type.name, declaration: Syntax(property.binding), depth: 0)
                let optional = written.hasSuffix("?") || written.hasSuffix("!")
                let values: [StateValue] = alternativeValues(ofType: optional ? typeName + "?" : typeName,
                                                             named: property.name, instead: current, in: context)
                    .map { ($0.alternative.value, $0.opaque) }
                if !values.isEmpty { found.append((property.name, values)) }
            }
        }
        return found
    }

    /// The app values a class's code switched over (`switch viewModel.state`), whose first case ran, each with the
    /// labels of its other cases (`.failed(let message)`, `default`), and the app's flags it read as conditions, each
    /// with its other value: other states of the class may show more.
    func appValueStates() -> [(path: String, values: [StateValue])] {
        session.program.switchedAppValues.sorted { $0.key < $1.key }.map { path, labels in
            (path, labels.dropFirst().map { (value: $0, opaque: []) })
        } + session.program.appFlagsRead.sorted { $0.key < $1.key }.map { path, flag in
            // `session.muted` stood in as true, which hides the mute icon: false in another state.
            (path, [(value: String(!flag), opaque: [])])
        }
    }

    /// A value a state property may take, as Swift source, and the app values it names.
    typealias StateValue = (value: String, opaque: [(name: String, type: String)])

    /// The names a class's code mentions in its methods, computed properties and observers: a state property none
    /// of them reads cannot change what the class shows, so it is not tried.
    private static func namesRead(in lineage: [UserType]) -> Set<String> {
        var syntax: [Syntax] = []
        for type in lineage {
            syntax += type.methods.values.joined().map { Syntax($0) }
            syntax += type.computedProperties.values.map { Syntax($0.body) }
            syntax += type.observers.values.map { Syntax($0) }
        }
        return Set(syntax.flatMap { node in
            node.tokens(viewMode: .sourceAccurate).compactMap { token in
                if case .identifier(let name) = token.tokenKind { return name }
                return nil
            }
        })
    }

    /// The type a literal initial value gives a property declared without one (`var isExpanded = false`).
    private static func literalTypeName(of value: ExprSyntax) -> String? {
        if value.is(BooleanLiteralExprSyntax.self) { return "Bool" }
        if value.is(IntegerLiteralExprSyntax.self) { return "Int" }
        if value.is(StringLiteralExprSyntax.self) { return "String" }
        return nil
    }

    /// Runs a method that fills the cell, with the app values its stand-in arguments name declared around it.
    private mutating func run(_ method: FunctionDeclSyntax, _ call: FunctionCallExprSyntax, owner: String,
                              on id: ElementID, opaque: [(name: String, type: String)]) throws(ScriptError) {
        try withScope { evaluator throws(ScriptError) in
            for model in opaque where evaluator.lookup(model.name) == nil {
                evaluator.declare(model.name, .unknown(model.name), isConstant: true)
            }
            _ = try evaluator.callPasted([method], Self.writtenArguments(of: call), name: method.name.text,
                                         self: SelfContext(typeName: owner, value: .node(id)), at: call)
        }
    }

    /// The call of a method that fills the cell whose stand-in arguments show the most of its nodes: as for the
    /// class's own stand-in (see `ScriptSession.argumentsShowingMost`), each other value of one parameter at a time
    /// is tried, here on a copy of this evaluator that runs the method and lays the node out, and a change that
    /// places more nodes is kept. Also says whether another call than `call` was picked, and what each call tried
    /// showed (another state of the cell may show what the picked one leaves out).
    private mutating func argumentsShowingMost(
        calling method: FunctionDeclSyntax, owner: String, on id: ElementID, lineage: [UserType],
        default call: FunctionCallExprSyntax, options: [StandInOption], opaque: [(name: String, type: String)]
    ) -> (call: FunctionCallExprSyntax, picked: Bool, tried: [StandInOption.Trial]) {
        guard picksConfiguringValues else { return (call, false, []) }
        let callText = { (options: [StandInOption]) in Self.callText(method.name.text, StandInOption.arguments(options)) }
        let (chosen, tried) = StandInOption.search(options, call: callText) { text in
            guard let candidateCall = Self.parsedCall(text) else { return nil }
            var trial = self
            guard (try? trial.run(method, candidateCall, owner: owner, on: id, opaque: opaque)) != nil,
                  (try? trial.layOutInstance(id, lineage: lineage, at: candidateCall)) != nil else { return nil }
            return trial.session.nodesShown(of: id)
        }
        guard let chosen, let chosenCall = Self.parsedCall(callText(chosen)) else { return (call, false, tried) }
        return (chosenCall, true, tried)
    }

    /// A call the shell made up (`update(state: .loading)`), parsed.
    static func parsedCall(_ text: String) -> FunctionCallExprSyntax? {
        guard case .expr(let expression)? = ScriptSession.parse(text).statements.first?.item else { return nil }
        return expression.as(FunctionCallExprSyntax.self)
    }

    /// A call of a method that fills the stand-in, tried while picking the values that show the most of its nodes,
    /// and which nodes it placed.
    struct ConfiguringTrial {
        var method: String
        var call: String
        var shown: ScriptSession.NodesShown
    }

    /// The flags a node class declares `false` and that nothing in it sets (`public var isPinned = false`), which
    /// the app sets from outside; a private one, which only the class could set, is left out.
    static func flagsTheAppSets(of lineage: [UserType], notAssignedIn code: AssignmentsAndCalls)
        -> [(owner: String, name: String)]
    {
        var found: [(owner: String, name: String)] = []
        for type in lineage where type.isNodeClass {
            for property in type.storedProperties where !property.isConstant && !property.isLazy
                && !code.assigned.contains(property.name) {
                guard property.binding.initializer?.value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind
                        == .keyword(.false),
                      !property.isPrivate, !property.modifiers.contains("static"), !property.modifiers.contains("class")
                else { continue }
                found.append((type.name, property.name))
            }
        }
        return found
    }

    /// The optional properties a node class declares without a value and that nothing in it assigns
    /// (`public var textNode: ASTextNode?`), which the app's other code sets; a private one, which only the class
    /// could set, is left out.
    static func optionalsTheAppSets(of lineage: [UserType], notAssignedIn code: AssignmentsAndCalls)
        -> [(owner: String, property: StoredProperty)]
    {
        var found: [(owner: String, property: StoredProperty)] = []
        for type in lineage where type.isNodeClass {
            for property in type.storedProperties where !property.isConstant && !property.isLazy && !property.isPrivate
                && property.binding.initializer == nil && !code.assigned.contains(property.name)
                && !property.modifiers.contains("static") && !property.modifiers.contains("class") {
                guard let written = property.binding.typeAnnotation?.type, isOptional(written) else { continue }
                found.append((type.name, property))
            }
        }
        return found
    }

    /// What a class's code assigns and calls anywhere (initializers, methods, getters, observers, stored properties'
    /// initial values, closures included): what the class does to itself, as opposed to what the app does to it.
    static func assignmentsAndCalls(in lineage: [UserType]) -> AssignmentsAndCalls {
        let code = AssignmentsAndCalls(entersClosures: true)
        for type in lineage {
            for initializer in type.initializers { code.walk(initializer) }
            for method in type.methods.values.joined() { code.walk(method) }
            for accessor in type.computedProperties.values { code.walk(accessor.body) }
            for observer in type.observers.values { code.walk(observer) }
            for property in type.storedProperties { code.walk(property.binding) }
        }
        return code
    }

    /// The methods the app calls to fill a node class that the pasted code never calls: named as such (configure…,
    /// setup…, update…, bind…, populate…, fill…, apply…, render…, set… ), taking values, returning nothing, neither
    /// private nor static, in the order written. An override is Texture's or UIKit's, except in a subclass of an app
    /// class that was not pasted (`override func setCell(form:)`), where it is the app's filling method.
    static func configuringMethods(of lineage: [UserType], notCalledIn code: AssignmentsAndCalls,
                                   overridingAppBase: Bool = false) -> [(owner: String, method: FunctionDeclSyntax)]
    {
        let excluded = ["private", "fileprivate", "static", "class"] + (overridingAppBase ? [] : ["override"])
        let prefixes = ["configure", "setup", "setUp", "update", "bind", "populate", "fill", "apply", "render", "set"]
        var found: [(owner: String, method: FunctionDeclSyntax)] = []
        for type in lineage {
            for (name, methods) in type.methods where !code.called.contains(name) {
                guard let prefix = prefixes.first(where: { name.hasPrefix($0) }) else { continue }
                // `set` alone is too common a start (`settings`); it counts before a capital (`setModel`).
                if prefix == "set", name.dropFirst(3).first.map({ !$0.isUppercase }) ?? true { continue }
                if name.hasPrefix("setNeeds") { continue }  // UIKit's and Texture's invalidation, not the app's
                // Without parameters, only an override of the app's base class, which that class calls
                // (`override func configure()` of a base controller's init).
                let isOverride = { (method: FunctionDeclSyntax) in method.modifiers.contains { $0.name.text == "override" } }
                for method in methods where (!method.signature.parameterClause.parameters.isEmpty
                                             || (overridingAppBase && isOverride(method)))
                    && method.signature.returnClause == nil
                    && !method.modifiers.contains(where: { excluded.contains($0.name.text) }) {
                    found.append((type.name, method))
                }
            }
        }
        return found.sorted { $0.method.positionAfterSkippingLeadingTrivia < $1.method.positionAfterSkippingLeadingTrivia }
    }

    /// An initializer that only calls `super.init(…)` or stops (`fatalError`), as the ones Swift requires a node class
    /// to repeat (`override required init() { super.init() }`): the app makes the class with another one, which is the
    /// one that sets it up.
    static func onlyForwards(_ initializer: InitializerDeclSyntax) -> Bool {
        (initializer.body?.statements ?? []).allSatisfy { statement in
            guard case .expr(let expression) = statement.item,
                  let call = expression.as(FunctionCallExprSyntax.self) else { return false }
            if let access = call.calledExpression.as(MemberAccessExprSyntax.self),
               access.base?.is(SuperExprSyntax.self) == true, access.declName.baseName.text == "init" { return true }
            let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            return name == "fatalError" || name == "preconditionFailure"
        }
    }

    /// The stand-in arguments for making a pasted class nobody made yet: each parameter's default, else a value of
    /// its type (a `String` parameter gets its own name as text, a parameter of an app type from a file that was not
    /// pasted its own name as an unknown value, listed in `opaque`, one of a pasted class or struct a value made as
    /// this one is, a few levels deep); nil with the reason when no value can be made.
    func standInArguments(for typeName: String, depth: Int = 0)
        -> (arguments: [(label: String?, value: String)], opaque: [(name: String, type: String)], problem: String?)
    {
        guard let (owner, initializer) = standInInitializer(of: typeName) else { return ([], [], nil) }
        return standInArguments(for: initializer.signature.parameterClause.parameters, calling: typeName,
                                in: StandInContext(owner: owner.name, declaration: Syntax(initializer), depth: depth))
    }

    /// The initializer a stand-in of a pasted type is made with: the first that does more than forward to another,
    /// preferring one whose parameters all have defaults, unless that one takes none and a convenience initializer
    /// fills the node from its parameters (`convenience init(title:detail:) { self.init(); titleNode… }`, the one
    /// the app calls); a struct's memberwise one; nil for a type without either.
    private func standInInitializer(of typeName: String) -> (owner: UserType, initializer: InitializerDeclSyntax)? {
        let lineage = session.program.lineage(of: typeName)
        if let declared = lineage.first(where: { !$0.initializers.isEmpty }),
           case let working = declared.initializers.filter({ !Self.onlyForwards($0) }),
           case let candidates = working.isEmpty ? declared.initializers : working {
            let allDefaulted = candidates.first { candidate in
                candidate.signature.parameterClause.parameters.allSatisfy { $0.defaultValue != nil }
            }
            let filling = candidates.first { candidate in
                candidate.modifiers.contains { $0.name.text == "convenience" }
                    && !candidate.signature.parameterClause.parameters.isEmpty
            }
            let takesNothing = allDefaulted?.signature.parameterClause.parameters.isEmpty == true
            if let picked = (takesNothing ? filling : nil) ?? allDefaulted ?? candidates.first {
                return (declared, picked)
            }
        }
        if let type = lineage.first, let memberwise = Self.memberwiseInitializer(of: type) { return (type, memberwise) }
        return nil
    }

    /// One parameter of the initializer a stand-in is made with: the value it is given (nil where its default is
    /// used) and the other values it may take (other cases of an enum, the other Bool, nil or a value for an
    /// optional, a model made with one of its own values changed), with the app values those name.
    struct StandInOption {
        var label: String?
        var value: String?
        var alternatives: [StandInAlternative]
        var opaque: [(name: String, type: String)]
        /// For a pasted model made with stand-ins (`Post(title: "title", isPinned: false)`): its type and its own
        /// parameters, whose alternatives are this option's, so that changes to several of them add up.
        var model: (name: String, fields: [StandInOption])?

        /// The arguments the options give a call: each one's value, under its label (one left at its default gives none).
        static func arguments(_ options: [StandInOption]) -> [(label: String?, value: String)] {
            options.compactMap { option in option.value.map { (option.label, $0) } }
        }

        /// The options with `alternative` taken for the option at `index`.
        static func applying(_ alternative: StandInAlternative, at index: Int, to options: [StandInOption])
            -> [StandInOption] {
            var changed = options
            changed[index] = changed[index].taking(alternative.value, at: alternative.path[...])
            return changed
        }

        /// The option with `value` given to the model field at `path` (its own value where the path is empty), the
        /// models around it made again with it.
        func taking(_ value: String, at path: ArraySlice<Int>) -> StandInOption {
            var option = self
            guard let field = path.first, var model = option.model, model.fields.indices.contains(field) else {
                option.value = value
                return option
            }
            model.fields[field] = model.fields[field].taking(value, at: path.dropFirst())
            option.model = model
            option.value = Evaluator.callText(model.name, Self.arguments(model.fields))
            return option
        }

        /// How many values are tried, in each of the two searches: enough to reach a number inside a model's model
        /// after its flags and cases; on the corpus's files that show a node in no state, all the tries add about
        /// 5% to the time of a run (1.6 s at most, debug build).
        static let maximumTries = 24
        /// How many pairs of values are tried together, in each of the two searches: a class that takes many steps
        /// to lay out runs out of the work budget first (see `ScriptSession.maximumSearchWork`).
        static let maximumPairTries = 3 * maximumTries

        /// What a candidate made with some options showed: the call it is (`update(state: .loading)`) and its nodes.
        typealias Trial = (call: String, shown: ScriptSession.NodesShown)

        /// The options showing the most of a class's nodes (``showingMost(_:shown:)``), then other states looked for
        /// from them (``exploreOtherStates(from:tried:shown:)``). Each candidate is named by `call` and made once, by
        /// `shown`, which says what it shows (nil when it cannot be made); every candidate made is returned with it.
        static func search(_ options: [StandInOption], call: ([StandInOption]) -> String,
                           shown: (String) -> ScriptSession.NodesShown?) -> (chosen: [StandInOption]?, tried: [Trial]) {
            var tried: [Trial] = []
            func score(_ candidate: [StandInOption]) -> ScriptSession.NodesShown? {
                let text = call(candidate)
                guard !tried.contains(where: { $0.call == text }), let result = shown(text) else { return nil }
                tried.append((text, result))
                return result
            }
            let chosen = showingMost(options, shown: score)
            exploreOtherStates(from: chosen ?? options, tried: { tried.map(\.shown) }, shown: score)
            return (chosen, tried)
        }

        /// Texture lays out what a cell's values make it show, and stand-in values pick one state of it: these are the
        /// options that show the most of the class's nodes. Starting from `options`, each alternative in turn (see
        /// ``inOrderOfTrying(_:)``) is scored by `shown`, which makes the class with them on a copy of the session,
        /// and a change that places more of its node properties is kept, until every node is placed, the tries
        /// (``maximumTries``) run out, or Ctrl-C asks to stop. Nil when nothing shows more or there is nothing to try.
        private static func showingMost(_ options: [StandInOption],
                                        shown: ([StandInOption]) -> ScriptSession.NodesShown?) -> [StandInOption]? {
            guard options.contains(where: { !$0.alternatives.isEmpty }) else { return nil }
            let singles = Array(inOrderOfTrying(options).prefix(maximumTries))
            var chosen = options
            var changed = false
            var firstShown = shown(options)
            if firstShown == nil {
                // The first values stop the class's own code (`user?.imageURL != ""` then `user!` with no user): the
                // first other value that does not, as the app passes values its code can take.
                for (index, alternative) in singles where !Interruption.isRequested {
                    let candidate = applying(alternative, at: index, to: options)
                    guard let score = shown(candidate) else { continue }
                    (firstShown, chosen, changed) = (score, candidate, true)
                    break
                }
            }
            guard let first = firstShown else { return nil }
            var best = first
            var changesShown: [Bool] = []
            // A class whose values lay out nothing but itself (`BigNode(count: 0)` of nodes made in a loop) is tried
            // with each other value too (one at a time: a class that only draws itself costs at most those tries).
            func wantsMore(_ shown: ScriptSession.NodesShown) -> Bool {
                shown.hidden > 0 || shown.absent > 0 || shown.placed == 0 && shown.nodesLaidOut <= 1
            }
            for (index, alternative) in singles {
                guard wantsMore(best), !Interruption.isRequested else { break }
                let candidate = applying(alternative, at: index, to: chosen)
                let score = shown(candidate)
                changesShown.append(score.map { $0.differs(from: first) } ?? false)
                guard let score, score.isBetter(than: best), !alternative.isLarge || score.placed > best.placed
                else { continue }
                (best, chosen, changed) = (score, candidate, true)
            }
            // Two values that show a node only together (`isExpanded: true` with `replies` of two), each alone
            // showing nothing more.
            let pairs = pairs(of: changesShown).filter { first, second in
                singles[first].index != singles[second].index
                    || singles[first].alternative.path != singles[second].alternative.path
            }
            for (first, second) in pairs.prefix(maximumPairTries) {
                guard best.hidden > 0 || best.absent > 0, !Interruption.isRequested else { break }
                let (one, other) = (singles[first], singles[second])
                let candidate = applying(other.alternative, at: other.index,
                                         to: applying(one.alternative, at: one.index, to: chosen))
                let large = one.alternative.isLarge || other.alternative.isLarge
                guard let score = shown(candidate), score.isBetter(than: best), !large || score.placed > best.placed
                else { continue }
                (best, chosen, changed) = (score, candidate, true)
            }
            return changed ? chosen : nil
        }

        /// The pairs of tries to make together, in the order they are made: the tries that changed what the class
        /// shows first (`readers` of five make avatar nodes that the layout leaves out until `state` is `.read`), then
        /// the others, each with every one before it, so that the first are all paired before a late one is.
        static func pairs(of changesShown: [Bool]) -> [(Int, Int)] {
            let order = changesShown.indices.filter { changesShown[$0] } + changesShown.indices.filter { !changesShown[$0] }
            return order.indices.flatMap { second in (0..<second).map { first in (order[first], order[second]) } }
        }

        /// Once the values showing the most are chosen, the nodes they leave out may show in another state of the
        /// class (see `ScriptSession.otherStates`), which a value the search tried before its last change may have
        /// missed (a spinner shown by `isMarkingRead: true` only once `unreadCount: 2` shows the row it is in): each
        /// alternative of `chosen`, one at a time, is scored by `shown` too, until each node any state tried left out
        /// is shown by one (`tried` gives what those showed), or ``maximumTries`` more tries are made.
        private static func exploreOtherStates(from chosen: [StandInOption], tried: () -> [ScriptSession.NodesShown],
                                               shown: ([StandInOption]) -> ScriptSession.NodesShown?) {
            func missing() -> Set<String> {
                let states = tried()
                return states.reduce(Set<String>()) { $0.union($1.hiddenNames) }
                    .subtracting(states.reduce(Set<String>()) { $0.union($1.placedNames) })
            }
            for (tries, (index, alternative)) in inOrderOfTrying(chosen).enumerated() {
                guard tries < maximumTries, !Interruption.isRequested, !missing().isEmpty else { return }
                _ = shown(applying(alternative, at: index, to: chosen))
            }
        }

        /// The options' alternatives in the order they are tried: each option's first, then each one's second, and so
        /// on (an enum of many cases does not use up the tries before a flag after it is tried), numbers after every
        /// other kind, except that a number the class itself takes (`quantityInBasket: 2`) comes right after each
        /// option's first: a model's many fields do not use up the tries before it.
        static func inOrderOfTrying(_ options: [StandInOption]) -> [(index: Int, alternative: StandInAlternative)] {
            let all = Evaluator.interleaved(options.indices.map { index in
                options[index].alternatives.map { (index: index, alternative: $0) }
            })
            let others = all.filter { !$0.alternative.isNumber }
            let firstRound = options.indices.filter { !options[$0].alternatives.filter { !$0.isNumber }.isEmpty }.count
            let ownNumbers = all.filter { $0.alternative.isNumber && $0.alternative.path.isEmpty }
            return others.prefix(firstRound) + ownNumbers + others.dropFirst(firstRound)
                + all.filter { $0.alternative.isNumber && !$0.alternative.path.isEmpty }
        }
    }

    /// Another value a stand-in may take: for a model, the new value of one of its own parameters (`path`). A
    /// number (`count: 2` for 0, `progress: 0.5`) is tried after every other kind of value: fewer branches turn on one.
    struct StandInAlternative {
        var value: String
        var isNumber = false
        /// Five items of an array (`readers.count > 3` shows a "+2") or the number 100 (`unread > 99`): kept only
        /// where it places more of the class's nodes, not for laying out more copies of the same ones (a hundred rows).
        var isLarge = false
        /// The model fields, outermost first, whose value it is (`[0, 2]`: the third field of the model in the
        /// option's first field); empty for the option's own value.
        var path: [Int] = []
    }

    /// The parameters of the stand-in's initializer with their values and alternatives, for choosing the values that
    /// show the most of the class's nodes (see `ScriptSession.argumentsShowingMost`); nil when no stand-in can be made.
    func standInOptions(for typeName: String, depth: Int = 0) -> [StandInOption]? {
        guard let (owner, initializer) = standInInitializer(of: typeName) else { return [] }
        return standInOptions(for: initializer.signature.parameterClause.parameters, calling: typeName,
                              in: StandInContext(owner: owner.name, declaration: Syntax(initializer), depth: depth))
    }

    /// The parameters of a call the shell makes up (an initializer, or a method that fills the cell), as
    /// ``standInOptions(for:depth:)`` says.
    func standInOptions(for parameters: FunctionParameterListSyntax, calling callee: String, in context: StandInContext)
        -> [StandInOption]? {
        let made = standInArguments(for: parameters, calling: callee, in: context)
        guard made.problem == nil else { return nil }
        var given = made.arguments.makeIterator()
        var options: [StandInOption] = []
        for parameter in parameters {
            let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
            let name = (parameter.secondName ?? parameter.firstName).text
            let written = parameter.type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
                ? Self.unwrapped(parameter.type) : parameter.type.trimmedText
            let value = parameter.defaultValue == nil ? given.next()?.value : nil
            let current = value ?? parameter.defaultValue?.value.trimmedText ?? ""
            let others = alternativeValues(ofType: written, named: name, instead: current, in: context)
            options.append(StandInOption(label: label, value: value, alternatives: others.map(\.alternative),
                                         opaque: others.flatMap(\.opaque),
                                         // `surge: SurgeInfo?`: the model it holds when present.
                                         model: modelOptions(ofType: written.hasSuffix("?") ? String(written.dropLast())
                                                             : written, in: context)))
        }
        return options
    }

    /// The integer literals a paste compares a value named `name` with (`if rating == 1`, `model.followers > 999`),
    /// in the order written: the numbers a branch on that value turns on.
    static func comparedLiterals(of name: String, in root: Syntax) -> [Int] {
        final class Comparisons: SyntaxVisitor {
            let name: String
            var literals: [Int] = []
            init(_ name: String) {
                self.name = name
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ sequence: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
                let elements = Array(sequence.elements)
                for index in elements.indices.dropFirst().dropLast() {
                    guard let op = elements[index].as(BinaryOperatorExprSyntax.self),
                          ["==", "!=", "<", ">", "<=", ">="].contains(op.operator.text) else { continue }
                    for (operand, other) in [(elements[index - 1], elements[index + 1]),
                                             (elements[index + 1], elements[index - 1])]
                    where Self.lastName(of: operand) == name {
                        if let literal = other.as(IntegerLiteralExprSyntax.self), let value = Int(literal.literal.text),
                           !literals.contains(value) {
                            literals.append(value)
                        }
                    }
                }
                return .visitChildren
            }
            static func lastName(of expression: ExprSyntax) -> String? {
                let bare = expression.as(ForceUnwrapExprSyntax.self)?.expression
                    ?? expression.as(OptionalChainingExprSyntax.self)?.expression ?? expression
                return bare.as(DeclReferenceExprSyntax.self)?.baseName.text
                    ?? bare.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            }
        }
        let visitor = Comparisons(name)
        visitor.walk(root)
        return visitor.literals
    }

    /// How deep in the models a stand-in holds (a view model's activity's athlete) other values are tried.
    static let maximumOptionDepth = 4

    /// The values other than `current` a parameter of type `written` may take that may change what a class shows:
    /// the other Bool, every other case of a pasted enum, a value for an optional that is nil (nil for one that is
    /// not), a pasted model with one of its own values changed, and for a number one that passes the usual tests
    /// (`count > 1`, `progress > 0`). Empty for other types: a text is laid out whatever it says.
    private func alternativeValues(ofType written: String, named name: String, instead current: String,
                                   in context: StandInContext)
        -> [(alternative: StandInAlternative, opaque: [(name: String, type: String)])] {
        guard context.depth < Self.maximumOptionDepth else { return [] }
        if written.hasSuffix("?") {
            let wrapped = String(written.dropLast())
            guard current == "nil" else {
                return [(StandInAlternative(value: "nil"), [])]
                    + alternativeValues(ofType: wrapped, named: name, instead: current, in: context)
            }
            if wrapped == "Bool" { return [(StandInAlternative(value: "true"), [])] }
            if Self.floatingTypeNames.contains(wrapped) || Self.integerTypeNames.contains(wrapped) {
                return [(StandInAlternative(value: "1"), [])]
            }
            guard case .made(let value, let opaque) = standIn(ofType: wrapped, named: name, declaredAs: nil, in: context)
            else { return [] }
            return [(StandInAlternative(value: value), opaque)]
        }
        if written == "Bool" { return [(StandInAlternative(value: current == "true" ? "false" : "true"), [])] }
        if written.hasPrefix("["), written.hasSuffix("]"), !written.contains(":"),
           case .expr(let expression)? = ScriptSession.parse(current).statements.first?.item,
           let array = expression.as(ArrayExprSyntax.self) {
            // An array of one stand-in item: two (`photos.count > 1` shows a page count), none (an empty state), or
            // five (`readers.count > 3` shows a "+2"); an empty default (`roundScores: [Int] = []`) gets two items
            // of its element's stand-in, then five; the app's own default of several items stays, or is empty.
            func repeated(_ item: String, _ count: Int) -> StandInAlternative {
                StandInAlternative(value: "[" + Array(repeating: item, count: count).joined(separator: ", ") + "]",
                                   isLarge: count > 2)
            }
            if array.elements.isEmpty {
                guard case .made(let item, let opaque) = standIn(ofType: String(written.dropFirst().dropLast()),
                                                                named: name, declaredAs: nil, in: context)
                else { return [] }
                return [(repeated(item, 2), opaque), (repeated(item, 5), opaque)]
            }
            guard array.elements.count == 1, let item = array.elements.first?.expression.trimmedText else {
                return [(StandInAlternative(value: "[]"), [])]
            }
            let counts = [(repeated(item, 2), [(name: String, type: String)]()), (StandInAlternative(value: "[]"), []),
                          (repeated(item, 5), [])]
            // A pasted model's item with one of its own values changed (`media.first?.isVideo` shows a play icon).
            guard let model = modelOptions(ofType: String(written.dropFirst().dropLast()), in: context) else {
                return counts
            }
            let holder = StandInOption(label: nil, value: item, alternatives: [], opaque: [], model: model)
            let opaque = model.fields.flatMap(\.opaque)
            return counts + Self.interleaved(model.fields.indices.map { index in
                model.fields[index].alternatives.map { alternative in
                    let changed = holder.taking(alternative.value, at: ([index] + alternative.path)[...]).value ?? item
                    return (StandInAlternative(value: "[\(changed)]", isNumber: alternative.isNumber,
                                               isLarge: alternative.isLarge), opaque)
                }
            })
        }
        if Self.integerTypeNames.contains(written) {
            // Past one (`count > 1`), then past the usual caps (`unread > 99` shows "99+"), then the numbers the paste
            // compares a value of this name with (`rating == 1`, `followers > 999`) and the next ones.
            let compared = Self.comparedLiterals(of: name, in: context.declaration.root).flatMap { [$0, $0 + 1] }
            var candidates = ["2", "100"]
            for number in compared.map(String.init) where !candidates.contains(number) && candidates.count < 6 {
                candidates.append(number)
            }
            return candidates.filter { $0 != current }
                .map { (StandInAlternative(value: $0, isNumber: true, isLarge: $0 == "100"), []) }
        }
        if Self.floatingTypeNames.contains(written) {
            // A fraction (`progress > 0`), then a value past the usual thresholds (`multiplier >= 1.3`, `rating > 1`),
            // then a large one (`played < duration - 30`).
            return ["0.5", "2", "100"].filter { $0 != current }
                .map { (StandInAlternative(value: $0, isNumber: true, isLarge: $0 == "100"), []) }
        }
        let candidates = pastedTypeCandidates(written, in: context)
        if let enumName = candidates.first(where: { session.program.types[$0]?.kind == .enumeration }),
           let type = session.program.types[enumName] {
            let currentCase = current.split(separator: "(").first.flatMap { $0.split(separator: ".").last }.map(String.init)
            let inner = StandInContext(owner: enumName, declaration: context.declaration, depth: context.depth + 1)
            let enumWritten = written
            // A case whose values are optional is tried with them nil, and then with values (`.resting(rest)` with
            // `rest != nil` shows the rest timer).
            func made(_ caseName: String, _ values: [AssociatedValue], unwrapping: Bool)
                -> (alternative: StandInAlternative, opaque: [(name: String, type: String)])? {
                var arguments: [String] = []
                var opaque: [(name: String, type: String)] = []
                for value in values {
                    var written = caseValueType(value, ofEnum: enumName, in: enumWritten)
                    if unwrapping, written.hasSuffix("?") || written.hasSuffix("!") { written.removeLast() }
                    guard case .made(let made, let names) = standIn(ofType: written, named: value.label ?? caseName,
                                                                    declaredAs: unwrapping ? nil : value.type, in: inner)
                    else { return nil }
                    arguments.append((value.label.map { "\($0): " } ?? "") + made)
                    opaque += names
                }
                return (StandInAlternative(value: "\(enumName).\(caseName)(\(arguments.joined(separator: ", ")))"), opaque)
            }
            var alternatives: [(alternative: StandInAlternative, opaque: [(name: String, type: String)])] = []
            for caseName in type.cases where caseName != currentCase {
                guard let values = type.associatedValues[caseName] else {
                    alternatives.append((StandInAlternative(value: "\(enumName).\(caseName)"), []))
                    continue
                }
                if let withNil = made(caseName, values, unwrapping: false) { alternatives.append(withNil) }
                if values.contains(where: { Self.isOptional($0.type) }),
                   let withValues = made(caseName, values, unwrapping: true) {
                    alternatives.append(withValues)
                }
            }
            return alternatives
        }
        if let (_, options) = modelOptions(ofType: written, in: context) {
            // One of the model's own values changed (`Post(isVerified: true, …)`), or one of a model it holds
            // (`activity.athlete.isPremium`), on top of those changed before.
            let opaque = options.flatMap(\.opaque)
            return Self.interleaved(options.indices.map { index in
                options[index].alternatives.map { alternative in
                    (StandInAlternative(value: alternative.value, isNumber: alternative.isNumber,
                                        isLarge: alternative.isLarge, path: [index] + alternative.path), opaque)
                }
            })
        }
        return []
    }

    /// The type an enum case's value has where the enum is written with its generic arguments: `Failure` of
    /// `Result<Int, FeedError>` is `FeedError`, so a stand-in failure is one of the app's errors, which the app's
    /// `switch` matches. The case's own declared type otherwise.
    func caseValueType(_ value: AssociatedValue, ofEnum enumName: String, in written: String) -> String {
        let declared = value.type.trimmedText
        guard session.program.types[enumName]?.isStandardLibrary == true, enumName == "Result",
              case .decl(let declaration)? = Parser.parse(source: "let _: \(written)").statements.first?.item,
              let arguments = declaration.as(VariableDeclSyntax.self)?.bindings.first?.typeAnnotation?.type
                .as(IdentifierTypeSyntax.self)?.genericArgumentClause?.arguments.map(\.argument.trimmedText),
              arguments.count == 2 else { return declared }
        return ["Success": arguments[0], "Failure": arguments[1]][declared] ?? declared
    }

    /// A pasted model's type and the options of its own parameters, where `written` names one.
    /// The first pasted type (by name) that adopts a protocol the paste declares and is not a node class, or with
    /// `nodes`, that is one (`Cell<Content: Configurable>` of a protocol its content nodes adopt).
    func adoptingType(of protocolName: String, nodes: Bool = false) -> String? {
        session.program.types.values.filter { type in
            type.conformances.contains(protocolName) && type.isNodeClass == nodes
        }.map(\.name).min()
    }

    private func modelOptions(ofType written: String, in context: StandInContext)
        -> (name: String, fields: [StandInOption])? {
        // A protocol's model is the pasted type made for it (see `standIn(ofType:named:declaredAs:in:)`).
        let written = session.program.protocols.contains(written) ? adoptingType(of: written) ?? written : written
        guard context.depth < Self.maximumOptionDepth, let model = pastedTypeCandidates(written, in: context).first(where: { candidate in
            session.program.types[candidate].map { $0.kind != .enumeration && !$0.isNodeClass } ?? false
        }), let options = standInOptions(for: model, depth: context.depth + 1) else { return nil }
        return (model, options)
    }

    /// The first item of each list, then the second of each, and so on.
    static func interleaved<T>(_ lists: [[T]]) -> [T] {
        var result: [T] = []
        var position = 0
        while true {
            let round = lists.compactMap { position < $0.count ? $0[position] : nil }
            if round.isEmpty { return result }
            result += round
            position += 1
        }
    }

    /// Stand-in arguments for the parameters without a default of a call of `callee` (an initializer, or a method
    /// the shell calls), as ``standInArguments(for:depth:)`` says.
    func standInArguments(for parameters: FunctionParameterListSyntax, calling callee: String, in context: StandInContext)
        -> (arguments: [(label: String?, value: String)], opaque: [(name: String, type: String)], problem: String?)
    {
        var opaque: [(name: String, type: String)] = []
        var arguments: [(label: String?, value: String)] = []
        for parameter in parameters where parameter.defaultValue == nil {
            let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
            let name = (parameter.secondName ?? parameter.firstName).text
            var written = parameter.type.trimmedText
            // `keys: [Key]!` promises a value, as the app passes one: the wrapped type's stand-in.
            if parameter.type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { written = Self.unwrapped(parameter.type) }
            let isOptional = Self.isOptional(parameter.type) && !parameter.type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
            let made = isOptional
                ? optionalStandIn(wrapping: Self.unwrapped(parameter.type), named: name, in: context)
                : standIn(ofType: written, named: name, declaredAs: parameter.type, in: context)
            switch made {
            case .made(let value, let madeOpaque):
                arguments.append((label, value))
                opaque += madeOpaque
            case .cannot(let pastedModel):
                let call = "\(callee)(" + parameters.filter { $0.defaultValue == nil }
                    .map { ($0.firstName.tokenKind == .wildcard ? "" : "\($0.firstName.text): ") + "…" }
                    .joined(separator: ", ") + ")"
                let paste = pastedModel ? "" : "paste \(written)'s declaration and "
                return (arguments, opaque, "its parameter '\(name)' is of type \(written), which layoutrepl cannot make up; "
                    + "\(paste)type \(call) with a value")
            }
        }
        return (arguments, opaque, nil)
    }

    /// The stand-in of an optional of `wrapped`. An optional text, image or model gets the stand-in of the type it
    /// wraps, so that the nodes a present value shows are drawn (`bio: String?` sets the bio node's text); an app
    /// value is an unknown value of that name. An optional number, flag or array is nil: an absent
    /// `height: CGFloat?` leaves the node its own size, where a stand-in 0 would flatten it. What cannot be made
    /// is nil, which an optional may be.
    func optionalStandIn(wrapping wrapped: String, named name: String, in context: StandInContext) -> StandIn {
        // A pasted type's is made of it, as where it is not optional, so that its own code runs on it
        // (`image.aspectRatio`, `tag.badgeText`).
        if Self.isAppTypeName(wrapped), !isPasted(wrapped, in: context) { return .made(name, opaque: [(name, wrapped)]) }
        if Self.floatingTypeNames.contains(wrapped) || Self.integerTypeNames.contains(wrapped) || wrapped == "Bool"
            || wrapped.hasPrefix("[") {
            return .made("nil", opaque: [])
        }
        guard case .made(let value, let opaque) = standIn(ofType: wrapped, named: name, declaredAs: nil, in: context)
        else { return .made("nil", opaque: []) }
        return .made(value, opaque: opaque)
    }

    /// Where a stand-in value is made: the class whose initializer or method takes it, that declaration (for the
    /// class's generic constraints) and how deep inside other stand-ins it is.
    struct StandInContext {
        let owner: String
        let declaration: Syntax
        let depth: Int
    }

    /// The pasted types a type written in `context` may name, the one nested in its owner first (`Artist` in
    /// `struct Artwork` is `Artwork.Artist`).
    func pastedTypeCandidates(_ written: String, in context: StandInContext) -> [String] {
        [session.program.pastedTypeName("\(context.owner).\(written)"), session.program.pastedTypeName(written)]
    }

    /// Whether a type written in `context` is one the paste declares (nested in its owner or not).
    func isPasted(_ written: String, in context: StandInContext) -> Bool {
        pastedTypeCandidates(written, in: context).contains { session.program.types[$0] != nil }
    }

    enum StandIn {
        /// The value as Swift source, and the names in it that stand for app values of a type.
        case made(String, opaque: [(name: String, type: String)])
        /// No value can be made; `pastedModel` says whether the type is pasted (so its declaration is there).
        case cannot(pastedModel: Bool)
    }

    /// A stand-in value of the type `written`, for a parameter or an item called `name`: the parameter's name as
    /// text, 0, false, the first case of an enum, one item of an array (so a loop over it or `items[0]` runs, as a
    /// loop over an app collection does), a node of a node class, a pasted model made with stand-ins of its own, an
    /// app or Foundation value as an unknown value of that name. `declaredAs` is the written type, for a callback
    /// (nil inside an array or an optional).
    func standIn(ofType written: String, named name: String, declaredAs declared: TypeSyntax?,
                 in context: StandInContext) -> StandIn
    {
        // An optional value of a model or an enum's case (`case like(thumbnail: URL?)`), as an optional parameter.
        if written.hasSuffix("?") {
            return optionalStandIn(wrapping: String(written.dropLast()), named: name, in: context)
        }
        if written.hasSuffix("!") {
            return standIn(ofType: String(written.dropLast()), named: name, declaredAs: nil, in: context)
        }
        if written.hasPrefix("("), let tuple = Self.tupleType(written), tuple.elements.count > 1 {
            // `gradient: (UIColor, UIColor)`, `range: (min: Int, max: Int)`: a tuple of each part's stand-in.
            var parts: [String] = []
            var opaque: [(name: String, type: String)] = []
            for (index, element) in tuple.elements.enumerated() {
                let label = element.firstName.map { "\($0.text): " } ?? ""
                guard case .made(let part, let inner) = standIn(ofType: element.type.trimmedText,
                                                               named: element.firstName?.text ?? "\(name)\(index)",
                                                               declaredAs: element.type,
                                                               in: context) else { return .cannot(pastedModel: false) }
                parts.append(label + part)
                opaque += inner
            }
            return .made("(" + parts.joined(separator: ", ") + ")", opaque: opaque)
        }
        // `source: any ImageSource`, `item: some FeedItem`: a value of the protocol, as one of the type would be.
        let plain = ["any ", "some "].first(where: written.hasPrefix).map { String(written.dropFirst($0.count)) }
            ?? written
        let constraint = Self.genericConstraint(of: plain, around: context.declaration)
        var written = session.program.resolvedTypeName(constraint ?? plain)
        // `Set<Amenity>`, `Array<Tag>`: made as `[Amenity]` is.
        for collection in ["Set<", "Array<"] where written.hasPrefix(collection) && written.hasSuffix(">") {
            written = "[" + written.dropFirst(collection.count).dropLast() + "]"
        }
        let composed = written.split(separator: "&").map { String($0).trimmingWhitespace }
        if composed.count > 1, composed.allSatisfy(session.program.protocols.contains) {
            // `item: Titled & Dated`: a pasted type that adopts each of them, else the app's value.
            guard let adopting = session.program.types.values.filter({ type in
                composed.allSatisfy(type.conformances.contains)
            }).map(\.name).min() else { return .made(name, opaque: [(name, written)]) }
            return standIn(ofType: adopting, named: name, declaredAs: nil, in: context)
        }
        if session.program.protocols.contains(written) {
            // `model: Titled` of a protocol the paste declares: a pasted type that adopts it (`struct Song: Titled`),
            // else the app's value, whose members stand in as they are read.
            // A generic parameter's protocol (`Content: Configurable`) may be adopted by node classes only.
            guard let adopting = adoptingType(of: written)
                    ?? (constraint != nil ? adoptingType(of: written, nodes: true) : nil) else {
                return .made(name, opaque: [(name, written)])
            }
            return standIn(ofType: adopting, named: name, declaredAs: nil, in: context)
        }
        let pastedEnum = pastedTypeCandidates(written, in: context).first { firstPlainCase(of: $0) != nil }
        if let pastedEnum, let first = firstPlainCase(of: pastedEnum) {
            // A pasted enum, nested in the class or not: its first case without values.
            return .made("\(pastedEnum).\(first)", opaque: [])
        }
        if let valuedEnum = pastedTypeCandidates(written, in: context)
            .first(where: { session.program.types[$0]?.kind == .enumeration }),
           let type = session.program.types[valuedEnum], let first = type.cases.first,
           let values = type.associatedValues[first], context.depth < 3 {
            // An enum each of whose cases carries values (`case mentions(enabled: Bool)`): its first case, with
            // stand-ins of those values.
            var arguments: [String] = []
            var opaque: [(name: String, type: String)] = []
            let inner = StandInContext(owner: valuedEnum, declaration: context.declaration, depth: context.depth + 1)
            for value in values {
                let valueType = caseValueType(value, ofEnum: valuedEnum, in: written)
                guard case .made(let made, let names) = standIn(ofType: valueType, named: value.label ?? first,
                                                                declaredAs: valueType == value.type.trimmedText
                                                                    ? value.type : nil,
                                                                in: inner) else { return .cannot(pastedModel: true) }
                arguments.append((value.label.map { "\($0): " } ?? "") + made)
                opaque += names
            }
            return .made("\(valuedEnum).\(first)(\(arguments.joined(separator: ", ")))", opaque: opaque)
        }
        if written.hasSuffix(".Type") {
            // A node class passed as a value (`layoutType: LayoutNode.Type`, made with `layoutType.init()`):
            // the class itself.
            let instanceType = String(written.dropLast(".Type".count))
            if session.program.types[session.program.pastedTypeName(instanceType)]?.isNodeClass == true
                || ScriptAPI.shared.type(named: instanceType)?.isElement == true
                || (Self.isAppTypeName(instanceType) && instanceType.hasSuffix("Node")) {
                return .made("\(instanceType).self", opaque: [])
            }
        }
        switch written {
        case "String": return .made("\"\(name)\"", opaque: [])
        case _ where Self.floatingTypeNames.contains(written) || Self.integerTypeNames.contains(written):
            return .made("0", opaque: [])
        case "Bool": return .made("false", opaque: [])
        case "Character": return .made("\"\(name.first.map(String.init) ?? "a")\"", opaque: [])
        case _ where ["ClosedRange<", "Range<"].contains(where: written.hasPrefix) && written.hasSuffix(">")
            && (Self.floatingTypeNames.union(Self.integerTypeNames)).contains(String(written.drop { $0 != "<" }.dropFirst().dropLast())):
            // `goal: ClosedRange<Double>`: the unit range, bounds a layout can scale by.
            return .made(written.hasPrefix("Closed") ? "0...1" : "0..<1", opaque: [])
        case _ where written.hasPrefix("[") && written.hasSuffix("]")
            && !Self.isArrayElementType(String(written.dropFirst().dropLast())):
            // A dictionary from the app (`dict: [String: Any]`): its entries are the app's values, found under
            // whatever key the cell reads (`dict["title"] as! String`), as a model's members are.
            return .made(name, opaque: [(name, written)])
        case _ where written.hasPrefix("[") && written.hasSuffix("]"):
            let element = String(written.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces)
            if element == "String" {
                // Texts the cell looks up in another text or compares (`text.range(of: item)`): an app value, found
                // where it is looked for, as an item of an app collection is.
                let item = "\(name)Item"
                return .made("[\(item)]", opaque: [(item, element)])
            }
            // The item is made at the array's depth: only a model made inside another counts against the limit.
            guard Self.isArrayElementType(element),
                  case .made(let item, let opaque) = standIn(ofType: element, named: name, declaredAs: nil, in: context)
            else { return .made("[]", opaque: []) }
            return .made("[\(item)]", opaque: opaque)
        case _ where written.hasPrefix("Measurement<") && written.hasSuffix(">"):
            // `distance: Measurement<UnitLength>`: 1 of the dimension's unit, which a formatter writes with its symbol.
            let dimension = String(written.dropFirst("Measurement<".count).dropLast())
            guard let units = ScriptAPI.measurementUnits.first(where: { $0.dimension == dimension })?.units,
                  let unit = dimension == "UnitTemperature" ? units.first(where: { $0.name == "celsius" }) : units.first
            else { return .made(name, opaque: [(name, written)]) }
            return .made("Measurement(value: 1, unit: \(dimension).\(unit.name))", opaque: [])
        case "NSAttributedString": return .made("NSAttributedString(string: \"\(name)\")", opaque: [])
        case "UIImage": return .made("UIImage(named: \"\(name)\")", opaque: [])
        case "UIColor": return .made(".clear", opaque: [])
        case _ where isUnpastedAppNodeClass(written):
            // A node class from the app's other files (`statusNode: StatusNode`): made as the Texture node its
            // name says, as such a class made in the pasted code is.
            return .made("\(written)()", opaque: [])
        case _ where Self.isAppTypeName(String(written.prefix { $0 != "<" })) && !isPasted(written, in: context):
            // A model type from the app's other files (or a library's generic one, `Store<State, Action>`):
            // the parameter's name stands for it, an unknown value.
            return .made(name, opaque: [(name, written)])
        default:
            if let declared, let callback = Self.noOpClosure(for: declared, in: context.owner, aliases: session.program) {
                return .made(callback, opaque: [])
            }
            // (A Foundation or UIKit type the paste only extends, `extension URL { var fileName … }`, is not one.)
            let pastedModel = pastedTypeCandidates(written, in: context)
                .first { name in
                    session.program.types[name].map { $0.kind != .enumeration } ?? false
                        && ScriptAPI.shared.type(named: name) == nil && !Self.foundationTypeNames.contains(name)
                }
            if let pastedModel {
                // A model class or struct, or a node class, pasted with the cell: made with stand-ins of its own.
                guard context.depth < 3 else { return .cannot(pastedModel: true) }
                let inner = standInArguments(for: pastedModel, depth: context.depth + 1)
                // A model that cannot be made up (`Dependency` holding a factory closure) stands in as the app's value.
                guard inner.problem == nil else { return .made(name, opaque: [(name, written)]) }
                return .made(Self.callText(pastedModel, inner.arguments), opaque: inner.opaque)
            }
            if let wrapped = session.program.uninstantiatedClasses.first(where: { candidate in
                candidate != context.owner && session.program.isKind(candidate, of: written)
            }), context.depth < 3, case let inner = standInArguments(for: wrapped, depth: context.depth + 1),
               inner.problem == nil {
                // A wrapper pasted with the node class it wraps (`ContainerNode(node: ASDisplayNode)` beside
                // `HelloNode`): that class's node, as the app passes it.
                return .made(Self.callText(wrapped, inner.arguments), opaque: inner.opaque)
            }
            if let made = Self.plainValue(ofType: written) { return .made(made, opaque: []) }
            if let enumeration = ScriptAPI.shared.enumeration(named: written), !enumeration.isOptionSet,
               let first = enumeration.cases.first {
                // A UIKit or Texture enumeration (`alignment: NSTextAlignment`): its first case.
                return .made("\(written).\(first.name)", opaque: [])
            }
            if Self.foundationTypeNames.contains(written) {
                // A Foundation value (`Date`, `URL`) the cell formats or loads: unknown here, as an app's model is.
                return .made(name, opaque: [(name, written)])
            }
            return .cannot(pastedModel: false)
        }
    }

    /// Whether the text between an array type's brackets is one element type (`[Post]`), not a dictionary's key and
    /// value (`[String: Int]`).
    static func isArrayElementType(_ element: String) -> Bool {
        var depth = 0
        for character in element {
            switch character {
            case "[", "<", "(": depth += 1
            case "]", ">", ")": depth -= 1
            case ":" where depth == 0: return false
            default: break
            }
        }
        return !element.isEmpty
    }

    /// The memberwise initializer Swift gives a struct that declares none, written out: a parameter for each stored
    /// property without a value (`init(title: String, isOn: Bool)` for `let title: String; let isOn: Bool`). Nil for
    /// other types, a struct whose properties all have values (its `init()` is the plain call), or one with a
    /// property whose type is not written.
    static func memberwiseInitializer(of type: UserType) -> InitializerDeclSyntax? {
        guard type.kind == .structure else { return nil }
        var parameters: [String] = []
        for property in type.storedProperties where !property.isLazy {
            let annotation = property.binding.typeAnnotation
            guard let initial = property.binding.initializer else {
                guard let annotation else { return nil }
                parameters.append("\(property.name): \(annotation.type.trimmedText)")
                continue
            }
            // Swift's memberwise initializer takes a `var` with an initial value too, defaulted to it
            // (`var isLocked: Bool = false`), so a stand-in may try the other value.
            let isWrapped = property.binding.parent?.parent?.as(VariableDeclSyntax.self)?.attributes.isEmpty == false
            if !property.isConstant, !isWrapped, let annotation {
                parameters.append("\(property.name): \(annotation.type.trimmedText) \(initial.trimmedText)")
            }
        }
        guard !parameters.isEmpty,
              case .decl(let decl)? = Parser.parse(source: "struct S { init(\(parameters.joined(separator: ", "))) {} }")
                .statements.first?.item,
              let made = decl.as(StructDeclSyntax.self)?.memberBlock.members.first?.decl.as(InitializerDeclSyntax.self)
        else { return nil }
        return made
    }

    /// A value of a Texture or UIKit type for a parameter of the class the shell makes: its `.zero` (`CGSize.zero`),
    /// a node made with no arguments (`ASDisplayNode()`), layoutrepl's default font; nil for other types.
    /// The tuple type a written type is, parsed.
    static func tupleType(_ written: String) -> TupleTypeSyntax? {
        guard case .decl(let declaration)? = Parser.parse(source: "let _: \(written)").statements.first?.item else {
            return nil
        }
        return declaration.as(VariableDeclSyntax.self)?.bindings.first?.typeAnnotation?.type.as(TupleTypeSyntax.self)
    }

    static func plainValue(ofType typeName: String) -> String? {
        let api = ScriptAPI.shared
        guard let info = api.type(named: typeName) else { return nil }
        if typeName == "UIFont" { return "UIFont.systemFont(ofSize: \(formatPoints(standInFontSize)))" }
        if api.staticValues(ofType: typeName).contains(where: { $0.name == "zero" }) { return "\(typeName).zero" }
        if info.initializers.contains(where: \.parameters.isEmpty) { return "\(typeName)()" }
        return nil
    }

    /// Foundation's value types a cell's initializer takes that layout never reads as such.
    /// Swift's `Any` and `AnyObject` count with them (`init(viewModel: Any)`: whatever the app passes).
    static let foundationTypeNames: Set = ["Date", "URL", "Data", "UUID", "IndexPath", "Locale", "TimeZone", "Decimal",
                                           "Any", "AnyObject", "Measurement", "DateComponents", "DateInterval",
                                           "Formatter", "NSObject"]

    /// The type a generic parameter of the class around `initializer` is constrained to (`D` in
    /// `class WrapperNode<D: ASDisplayNode>`), which a stand-in of it is made as; nil for any other type.
    static func genericConstraint(of written: String, around declaration: Syntax) -> String? {
        var node = declaration.parent
        while let current = node, !current.is(ClassDeclSyntax.self), !current.is(StructDeclSyntax.self) {
            node = current.parent
        }
        let parameters = node?.as(ClassDeclSyntax.self)?.genericParameterClause?.parameters
            ?? node?.as(StructDeclSyntax.self)?.genericParameterClause?.parameters
        return parameters?.first { $0.name.text == written }?.inheritedType?.trimmedText
    }

    /// `Type(label: value, …)`, the call that makes a stand-in from its arguments.
    static func callText(_ typeName: String, _ arguments: [(label: String?, value: String)]) -> String {
        "\(typeName)(" + arguments.map { ($0.label.map { "\($0): " } ?? "") + $0.value }.joined(separator: ", ") + ")"
    }

    /// A closure that does nothing, for a parameter of function type (`@escaping (Bool) -> Void`, or an alias of
    /// one such as `Action`, declared at the top level or in `scope`, the class), so that a class taking a callback
    /// can be made: `{ _ in }`, or `{ _ in false }` where the function returns a Bool (0 for a number, "" for a
    /// String). Nil for other types and other results.
    static func noOpClosure(for type: TypeSyntax, in scope: String, aliases program: Program) -> String? {
        var base = type
        while let attributed = base.as(AttributedTypeSyntax.self) { base = attributed.baseType }
        let nested = "\(scope).\(base.trimmedText)"
        let resolved = program.aliases[nested] != nil
            ? program.resolvedTypeName(nested) : program.resolvedTypeName(base.trimmedText)
        if resolved != base.trimmedText {
            guard let aliased = Evaluator.parsedType(resolved) else { return nil }
            base = aliased
            while let attributed = base.as(AttributedTypeSyntax.self) { base = attributed.baseType }
        }
        guard let function = base.as(FunctionTypeSyntax.self) else { return nil }
        let result: String
        switch function.returnClause.type.trimmedText {
        case "Void", "()": result = ""
        case let optional where optional.hasSuffix("?"): result = " nil"
        case "Bool": result = " false"
        case "String": result = " \"\""
        case let number where floatingTypeNames.contains(number) || integerTypeNames.contains(number): result = " 0"
        case let collection where collection.hasPrefix("[") && collection.hasSuffix("]"):
            result = collection.contains(":") ? " [:]" : " []"
        default: return nil
        }
        let count = function.parameters.count
        return count == 0 ? "{\(result) }" : "{ " + Array(repeating: "_", count: count).joined(separator: ", ") + " in\(result) }"
    }
}
