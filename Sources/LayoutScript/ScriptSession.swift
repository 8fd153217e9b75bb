import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax
import TextureLayout

/// The interpreter's whole state: every element created so far, the variables naming them and the layout root.
/// A value type, so undo is keeping a copy.
public struct ScriptSession: Sendable {
    /// Every element any statement created, named by its variable (or `stack1`, `node2`… when it has none).
    public internal(set) var tree = LayoutTree() {
        didSet { treeRevision &+= 1 }
    }
    /// Counts writes to ``tree``, so that telling whether a statement changed the layout costs nothing: comparing
    /// the trees made a session of thousands of statements quadratic. (A `didSet` that does not read the old
    /// value keeps in-place mutation of the tree in place.)
    private var treeRevision = 0
    /// The layout root: the last spec or node value of an expression statement or `return` (or set by the shell);
    /// when the code named none, the newest spec that is not part of another (``newestUncontainedElement()``, found
    /// when asked, in one pass over the tree, so that running statements costs nothing for it).
    public var root: ElementID? {
        get { explicitRoot ?? newestUncontainedElement() }
        set { explicitRoot = newValue }
    }
    /// The root the code or the shell chose.
    public private(set) var explicitRoot: ElementID?
    /// Where the session lays out: the container, the screen scale and the image sizes UIKit code reads.
    public var environment: ScriptEnvironment
    /// What `constrainedSize` evaluates to inside a spec function (the shell's container range).
    public var constrainedSize: SizeRange {
        get { environment.container }
        set { environment.container = newValue }
    }
    /// What every node's `safeAreaInsets` reads: zero unless the shell sets it (`:safe-area`).
    public var safeAreaInsets: EdgeInsets {
        get { environment.safeAreaInsets }
        set { environment.safeAreaInsets = newValue }
    }
    /// Node properties that are kept and read back but change no layout (`layoutMargins`, `defaultImage`…).
    var storedNodeProperties: [ElementID: [String: ScriptValue]] = [:]
    /// What the session has already told the user it ignored or guessed, so each is said once per session.
    var remarks = SessionRemarks()

    /// Functions, types and class instances the pasted code declared.
    var program = Program()
    /// Session variables by name, and their names in declaration order.
    private(set) var variables: [String: Variable] = [:]
    private var declarationOrder: [String] = []
    /// Elements whose name was generated and may still be replaced by the first variable bound to them.
    private var generatedNames: Set<ElementID> = []
    /// Generated-name elements a function's or closure's local has named for now.
    private var provisionalNames: Set<ElementID> = []
    private var usedNames: Set<String> = []
    /// The names given with a number because the variable's own was taken (`cell2` for the second `cell` a loop
    /// made), with the variable's name: a variable the code declares with that very name takes it back.
    private var numberedNames: [String: (element: ElementID, base: String)] = [:]
    /// Elements a node's `layoutSpecThatFits` or `layoutSpecBlock` made: parts of that node's layout, never a layout
    /// of the user's own, even those the method built and did not return (`var spec = ASLayoutSpec()` reassigned) or
    /// that a later layout of the node replaced.
    private var madeByNodeLayouts: Set<ElementID> = []
    /// The engine's layout while pasted classes' `layout()` methods run: what they read (`calculatedSize`, frames)
    /// is the pass that just ended, as in UIKit, and it is computed once for all of them. Boxed: the evaluator copies
    /// the session into its frames, and the expression nesting limit is measured against their size.
    var layoutOfManualPass: LayoutBox?
    private var nameCounters: [String: Int] = [:]
    /// Whether the entry running marks code it leaves out with lines of dots (see ``elisionsBlanked(_:)``).
    var entryHasElisions = false
    /// Whether the entry running is part of a class pasted without the rest (it leaves code out, or says `self.` at
    /// the top level): the names it lays out without declaring them are declared in the part not pasted.
    var entryIsClassFragment = false
    /// Whether the entry running is one statement typed alone (not a paste of several lines): an undeclared name in
    /// it is a mistake to point at, not a node of the app's that lines left out declare.
    var entryIsOneStatement = false
    /// Whether the last line `print` wrote ended with a `terminator:` other than a newline, so the next print goes on.
    var printedLineIsOpen = false
    /// The other node classes the last entry pasted beside the one it drew, and never made: each made on its own,
    /// to be drawn below the drawing (see ``Companion``). The next entry that runs code replaces them.
    public private(set) var companions: [Companion] = []
    /// The shared objects of Foundation's classes as the code changed them (`UserDefaults.standard` after a
    /// `set(_:forKey:)`), by the static that gives them: the next read of the static sees the change.
    var sharedObjects: [String: ScriptValue] = [:]
    /// The last entries run, so that an error inside a function one of them declared shows that entry's line, not
    /// the running entry's (a function typed before, called now). Kept for a bounded number of entries: each holds
    /// its syntax tree.
    private var recentEntries: [EntrySource] = []
    static let maximumRecentEntries = 64

    /// Nesting the parser accepts; deeper input gets a syntax error instead of exhausting the stack.
    static let maximumNestingLevel = 64

    public init(constrainedSize: SizeRange = SizeRange(min: .zero, max: Size(width: 375, height: .infinity))) {
        self.environment = ScriptEnvironment(container: constrainedSize)
    }

    /// Runs one or more statements. Statements run in order; the first failing one stops the run and is reported,
    /// earlier ones stay applied (each is listed in the outcome, so the shell can journal them). A failing
    /// statement leaves the session exactly as it was before it.
    /// `firstLine` is the line of the file where `source` starts, for diagnostics of a part of a file.
    public mutating func run(_ source: String, file: String = "<input>", firstLine: Int = 1) -> RunOutcome {
        // Only this entry's functions are called for it (one an earlier, failed entry declared is not).
        program.uncalledElementFunctions.removeAll()
        companions.removeAll()
        var source = source.withUnixLineEnds
        if let (offset, message) = Self.refusedBeforeParsing(source) {
            let locations = SourceLocations(source: source, file: file, firstLine: firstLine)
            return RunOutcome(statements: [], diagnostic: locations.diagnostic(message, at: offset))
        }
        var syntax = Self.parse(source)
        if let deep = Self.excessivelyDeepNode(in: syntax, source: source) {
            let locations = SourceLocations(source: source, file: file, firstLine: firstLine)
            return RunOutcome(statements: [], diagnostic: locations.diagnostic(
                "this expression is nested too deep (a chain of more than a few hundred calls, members or "
                    + "subscripts); split it into several statements", at: deep.utf8Offset))
        }
        // swift-syntax's diagnostics walk the tree recursively: only once its depth is known to be safe, and once.
        var errors = Self.parseErrors(in: syntax)
        var elisionLines: [Int] = []
        if !errors.isEmpty, let (blanked, lines) = Self.elisionsBlanked(source) {
            (source, syntax, elisionLines) = (blanked, Self.parse(blanked), lines)
            errors = Self.parseErrors(in: syntax)
        }
        entryHasElisions = !elisionLines.isEmpty
        entryIsClassFragment = entryHasElisions || Self.saysSelfAtTopLevel(syntax)
        entryIsOneStatement = syntax.statements.count == 1 && !source.contains("\n")
        let swift2Conditions = Self.swift2ConditionsRewritten(source, errors)
        if let swift2Conditions { (source, syntax, errors) = (swift2Conditions.0, swift2Conditions.1, []) }
        let locations = SourceLocations(source: source, file: file, firstLine: firstLine)
        let entry = EntrySource(tree: Syntax(syntax), locations: locations)
        recentEntries = recentEntries.suffix(Self.maximumRecentEntries - 1) + [entry]
        let syntaxError = errors.min { $0.position < $1.position }
        var outcome = RunOutcome(statements: [], diagnostic: nil)
        let remarksBefore = remarks
        if swift2Conditions != nil { noteOldSpelling("if let a = a, b = b where c", "if let a = a, let b = b, c") }
        if !elisionLines.isEmpty {
            let lines = elisionLines.map { String($0 + firstLine - 1) }
            outcome.notes.append((lines.count == 1 ? "line \(lines[0]) holds" : "lines \(lines.joined(separator: ", ")) hold")
                + " only dots, a snippet's mark for code left out, which is not Swift: skipped")
        }
        declareFunctionsAhead(in: syntax.statements, before: syntaxError?.position)
        program.typesAhead = Self.typesDeclared(in: syntax.statements, before: syntaxError?.position)
            .filter { !program.declares($0.key) }
        defer {
            program.typesAhead = [:]
            program.declaredAhead = []
        }
        // Each statement changes the one copy of the session in place, so that its cost follows what it changes: a
        // copy kept per statement to take back a failing one made every statement copy the whole session. A
        // failing statement is taken back by starting again from the session before the run, where the statements
        // before it run again in order: an extension below the failure is then not in the session.
        let start = self
        runExtensionsAhead(in: syntax.statements, before: syntaxError?.position)
        var ran: [CodeBlockItemSyntax] = []
        for item in syntax.statements {
            if let syntaxError, item.hasError || item.endPositionBeforeTrailingTrivia >= syntaxError.position { break }
            let (revision, root) = (treeRevision, explicitRoot)
            let (handFrames, addedSubnodes) = (program.handFrames, program.addedSubnodes)
            var evaluator = Evaluator(session: self)
            self = ScriptSession()
            do {
                try evaluator.executeTopLevel(item)
            } catch {
                // The Ctrl-C that stopped this statement is spent: the statements before it run again unstopped.
                if Interruption.isRequested { Interruption.reset() }
                let kept = restart(from: start, rerunning: ran)
                outcome.statements.removeLast(ran.count - kept)
                outcome.diagnostic = diagnostic(error.message, at: error.place ?? SourcePlace(item), in: entry)
                // The innermost calls say where the error came from; a deep recursion would repeat one line.
                let shown = error.callSites.prefix(3)
                outcome.diagnostic?.callSites = shown.enumerated().map { index, site in
                    let more = error.callSites.count - shown.count
                    let message = index == shown.count - 1 && more > 0
                        ? "called from here (and \(more) more call\(more == 1 ? "" : "s") further out)" : "called from here"
                    return diagnostic(message, at: site, in: entry)
                }
                outcome.notes += evaluator.notes + remarks.notes(since: remarksBefore, sizedByImage: sizedByItsImage)
                forgetFunctionsAhead(in: syntax.statements, from: kept < ran.count ? ran[kept].position : item.position)
                return outcome
            }
            self = evaluator.session
            // A statement that wrote to the tree counts as a change even when it wrote the value already there; so
            // does one that moved a node by hand (`badge.view.center.x = 40`) or added one framed by hand, which the
            // tree does not hold.
            let changed = treeRevision != revision || explicitRoot != root || program.handFrames != handFrames
                || !program.handFrames.isEmpty && program.addedSubnodes != addedSubnodes
            ran.append(item)
            outcome.statements.append(AcceptedStatement(source: Self.sourceKeepingComments(item), changedLayout: changed))
            outcome.notes += evaluator.notes
            if evaluator.printingContinuesLine, let open = outcome.printed.popLast() {
                outcome.printed.append(open + (evaluator.printed.first ?? ""))
                outcome.printed += evaluator.printed.dropFirst()
            } else {
                outcome.printed += evaluator.printed
            }
        }
        if let syntaxError {
            outcome.diagnostic = locations.diagnostic(syntaxError.message, at: syntaxError.position.utf8Offset)
        } else if explicitRoot == nil, !program.uninstantiatedClasses.isEmpty, let drawn = root,
                  drawn.index >= start.tree.count, program.instances[drawn] != nil,
                  program.standIn?.element != drawn {
            // The entry made a node of a pasted class itself (`let header = HeaderNode()` under the classes): that is
            // drawn, and the classes pasted beside it that it did not make are drawn below it (a row class its table's
            // data source would make, for rows it does not have yet, too).
            let others = program.uninstantiatedClasses.filter { other in
                !program.instances.values.contains { program.lineage(of: $0.typeName).contains { $0.name == other } }
            }
            program.uninstantiatedClasses.removeAll()
            var searchWork = 0
            let (notes, printed) = makeCompanions(of: others, from: self, locations: locations, work: &searchWork)
            outcome.notes += notes
            outcome.printed += printed
        } else if explicitRoot == nil || explicitRoot == program.standIn?.element, outcome.diagnostic == nil,
                  let typeName = program.outermostUninstantiatedClass,
                  !(program.standIn.map { program.uses($0.typeName, typeName) } ?? false) {
            // A class pasted in a later entry is drawn in place of the one the shell made for an earlier class,
            // unless that class uses it (a cell's subnode class pasted after the cell).
            let beforeStandIn = self
            // One budget for the searches of every class the entry pasted (see ``maximumSearchWork``).
            var searchWork = 0
            let made = makeStandIn(of: typeName, pastedLength: locations.source.utf8.count, work: &searchWork)
            outcome.notes += made.notes
            outcome.printed += made.printed
            companions += made.otherStates
            if made.failure == nil, !made.others.isEmpty {
                let (notes, printed) = makeCompanions(of: made.others, from: beforeStandIn, locations: locations,
                                                      work: &searchWork)
                outcome.notes += notes.filter { !outcome.notes.contains($0) }
                outcome.printed += printed
            }
            if let failure = made.failure, let place = failure.place {
                outcome.diagnostic = diagnostic(failure.message, at: place, in: entry)
                outcome.diagnostic?.callSites = failure.callSites.prefix(3).map {
                    diagnostic("called from here", at: $0, in: entry)
                }
            }
            // The node made for the class is new layout: the entry that declared the class redraws.
            if explicitRoot != nil, !outcome.statements.isEmpty {
                outcome.statements[outcome.statements.count - 1].changedLayout = true
            }
        } else if outcome.diagnostic == nil, let function = program.uncalledElementFunctions.last,
                  root.map({ explicitRoot == nil && tree[$0].isNode && Self.returnsSpec(function) }) ?? true {
            // Nothing drawn, or only a node the code configured while the spec that lays it out is a helper nothing
            // calls (`private func cardSpec() -> ASLayoutSpec` pasted from a class): that helper's spec.
            let (notes, printed) = callStandIn(of: function)
            outcome.notes += notes
            outcome.printed += printed
            if root != nil, !outcome.statements.isEmpty {
                outcome.statements[outcome.statements.count - 1].changedLayout = true
            }
        }
        noteDrawnStandIns()
        outcome.notes += remarks.notes(since: remarksBefore, sizedByImage: sizedByItsImage)
        keepNotedImages()
        if outcome.diagnostic == nil, outcome.statements.contains(where: \.changedLayout), let empty = emptyLayoutNote {
            outcome.notes.append(empty)
        }
        return outcome
    }

    /// What to say when the layout drawn is an empty `ASLayoutSpec()`, the root's or its node's: pasted code returns
    /// one from a `guard`'s else or a branch that its stand-ins chose, and the drawing alone would not say why
    /// nothing shows.
    private var emptyLayoutNote: String? {
        guard let root else { return nil }
        var spec = root
        if case .node(let node) = tree[root].kind {
            guard let own = node.layoutSpec else { return nil }
            spec = own
        }
        guard tree.contains(spec), case .spec(.plain(let children)) = tree[spec].kind, children.isEmpty else { return nil }
        let what = spec == root ? "the layout is" : "the layout of \(tree[root].name) is"
        return "nothing to draw: \(what) an empty ASLayoutSpec() (returned by a guard's else, or by a branch the "
            + "stand-ins above chose)"
    }

    /// Goes back to `start` and runs `items` again, leaving the session a failing statement found: their output
    /// was reported when they first ran. Only Ctrl-C can stop a statement that ran before; then the statements
    /// before it are run again from `start`. Returns how many of `items` the session now holds.
    private mutating func restart(from start: ScriptSession, rerunning items: [CodeBlockItemSyntax]) -> Int {
        var count = items.count
        restarting: while true {
            self = start
            for (index, item) in items.prefix(count).enumerated() {
                var evaluator = Evaluator(session: self)
                self = ScriptSession()
                do {
                    try evaluator.executeTopLevel(item)
                } catch {
                    count = index
                    continue restarting
                }
                self = evaluator.session
            }
            return count
        }
    }

    /// Swift makes a file's global functions and computed variables visible from its first line: a pasted
    /// `layoutSpecThatFits` may call a helper written below it. Each is declared again, in order, when the run
    /// reaches it.
    private mutating func declareFunctionsAhead(in items: CodeBlockItemListSyntax, before syntaxError: AbsolutePosition?) {
        // Operators bind as declared wherever they are used: groups first, as operators name them.
        let decls = items.prefix { item in
            syntaxError.map { !item.hasError && item.endPositionBeforeTrailingTrivia < $0 } ?? true
        }.compactMap { item -> DeclSyntax? in
            if case .decl(let decl) = item.item { return decl }
            return nil
        }
        for group in decls.compactMap({ $0.as(PrecedenceGroupDeclSyntax.self) }) { program.declare(group) }
        for declaration in decls.compactMap({ $0.as(OperatorDeclSyntax.self) }) { program.declare(declaration) }
        for item in items {
            if let syntaxError, item.hasError || item.endPositionBeforeTrailingTrivia >= syntaxError { break }
            guard case .decl(let decl) = item.item else { continue }
            if let function = decl.as(FunctionDeclSyntax.self), function.name.text != "layoutSpecThatFits" {
                program.declare(function)
            }
            // A computed variable is a global declaration too: `var postsSpec: ASLayoutSpec { … }` below the layout
            // method that reads it.
            if let variables = decl.as(VariableDeclSyntax.self) {
                for binding in variables.bindings {
                    guard let accessors = binding.accessorBlock, !Evaluator.isObservedStoredProperty(accessors),
                          let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                          let accessor = try? Evaluator(session: self).getter(accessors, type: binding.typeAnnotation?.type)
                    else { continue }
                    program.computedVariables[name] = accessor
                }
            }
        }
    }

    /// The classes, actors, structs and enums declared at the top level of an entry, by name (the first of a name).
    private static func typesDeclared(in items: CodeBlockItemListSyntax, before syntaxError: AbsolutePosition?)
        -> [String: DeclSyntax]
    {
        var types: [String: DeclSyntax] = [:]
        for item in items {
            if let syntaxError, item.hasError || item.endPositionBeforeTrailingTrivia >= syntaxError { break }
            guard case .decl(let decl) = item.item else { continue }
            let name = decl.as(ClassDeclSyntax.self)?.name.text ?? decl.as(StructDeclSyntax.self)?.name.text
                ?? decl.as(EnumDeclSyntax.self)?.name.text ?? decl.as(ActorDeclSyntax.self)?.name.text ?? staticVariableKey(decl) ?? constantKey(decl)
            if let name, types[name] == nil { types[name] = decl }
        }
        return types
    }

    /// `static let placeholderColor = …` among class lines pasted at the top level, keyed `Self.placeholderColor`:
    /// `Self.placeholderColor` above it reads it, as the class's code does.
    private static func staticVariableKey(_ decl: DeclSyntax) -> String? {
        guard let variable = decl.as(VariableDeclSyntax.self), variable.bindings.count == 1,
              variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
              let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
            return nil
        }
        return "Self.\(name)"
    }

    /// `let aspectRatio: CGFloat = 9.0 / 16.0` (or a `var` with its first value) among class lines pasted at the top
    /// level, keyed `let aspectRatio`: a layout method pasted above it reads it, as the class's code reads a property
    /// declared further down (see `Evaluator.declareConstantAhead`).
    private static func constantKey(_ decl: DeclSyntax) -> String? {
        guard let variable = decl.as(VariableDeclSyntax.self),
              variable.bindings.count == 1, let binding = variable.bindings.first, binding.initializer != nil,
              binding.accessorBlock == nil,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
        return "let \(name)"
    }

    /// Runs the entry's extensions of types it does not declare (`extension CGSize { static let screen = … }`,
    /// `extension UIColor { … }`) before its first statement, as Swift sees them from a file's first line, so a
    /// layout above an extension reads its members; each is skipped when its own statement comes. One that fails
    /// here (it reads a name declared further down) runs in its place instead, and reports there.
    private mutating func runExtensionsAhead(in items: CodeBlockItemListSyntax, before syntaxError: AbsolutePosition?) {
        for item in items {
            if let syntaxError, item.hasError || item.endPositionBeforeTrailingTrivia >= syntaxError { break }
            guard case .decl(let decl) = item.item, let extensionDecl = decl.as(ExtensionDeclSyntax.self) else { continue }
            let extended = extensionDecl.extendedType.trimmedText
            // `extension SearchResult.Kind` of a type nested in one the entry declares waits for its declaration.
            let outermost = String(extended.prefix { $0 != "." && $0 != "<" })
            guard program.types[extended] == nil, program.typesAhead[extended] == nil,
                  program.typesAhead[outermost] == nil else { continue }
            var evaluator = Evaluator(session: self)
            guard (try? evaluator.executeTopLevel(item)) != nil, evaluator.notes.isEmpty else { continue }
            self = evaluator.session
            program.declaredAhead.insert(decl.id)
        }
    }

    /// Undeclares the functions and computed variables declared ahead from `position` on, when the run stops before
    /// reaching them.
    private mutating func forgetFunctionsAhead(in items: CodeBlockItemListSyntax, from position: AbsolutePosition) {
        for item in items where item.position >= position {
            guard case .decl(let decl) = item.item else { continue }
            for binding in decl.as(VariableDeclSyntax.self)?.bindings ?? [] where binding.accessorBlock != nil {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                    program.computedVariables[name] = nil
                }
            }
            guard let function = decl.as(FunctionDeclSyntax.self) else { continue }
            program.functions[function.name.text]?.removeAll { $0.id == function.id }
            if program.functions[function.name.text]?.isEmpty == true { program.functions[function.name.text] = nil }
        }
    }

    /// Makes a node of a pasted class that the code never made, so that pasting a cell class draws it: each
    /// initializer parameter gets its default, or a stand-in value of its type. Says which values it used. An
    /// error inside the class's own code (its init, a method it calls) is the pasted code's, returned to be
    /// reported at its line like any other: the class was declared in this entry, so its positions are this
    /// source's, and the call the shell made up, which is not, is left out of the call sites. `others` are the
    /// classes pasted beside it that its drawing does not make.
    private mutating func makeStandIn(of typeName: String, pastedLength: Int, work searchWork: inout Int)
        -> StandInMade {
        // A superclass of the class drawn is drawn in it (a base controller whose subclass overrides its node).
        let pastedBeside = program.uninstantiatedClasses.filter { other in
            other != typeName && !program.lineage(of: typeName).contains { $0.name == other }
        }
        // Made while the classes pasted beside it are known: one may be the node its initializer takes.
        var (arguments, opaque, problem) = Evaluator(session: self).standInArguments(for: typeName)
        var picked = false
        var statesTried: [OtherState] = []
        if problem == nil, let options = Evaluator(session: self).standInOptions(for: typeName) {
            for model in options.flatMap(\.opaque) where !opaque.contains(where: { $0.name == model.name }) {
                opaque.append(model)
            }
            let search = argumentsShowingMost(of: typeName, options: options, opaque: opaque,
                                              pastedLength: pastedLength, work: &searchWork)
            statesTried = search.tried
            if let showingMore = search.arguments { (arguments, picked) = (showingMore, true) }
        }
        program.uninstantiatedClasses.removeAll()
        if let earlier = program.standIn, earlier.typeName != typeName {
            retireNames(below: earlier.element)
            program.standIn = nil
        }
        let call = Evaluator.callText(typeName, arguments)
        if let problem { return StandInMade(call: call, notes: ["\(typeName) is not drawn: \(problem)"]) }
        let evaluator: Evaluator
        do {
            guard let (made, _) = try standIn(call, of: typeName, opaque: opaque, pastedLength: pastedLength,
                                              work: &searchWork)
            else { return StandInMade(call: call) }
            evaluator = made
        } catch {
            let inPastedCode = error.place.map { $0.position.utf8Offset < pastedLength } ?? false
            guard !error.callSites.isEmpty || inPastedCode else {
                return StandInMade(call: call, notes: ["\(typeName) is not drawn: making \(call) failed: \(error.message)"])
            }
            var located = error
            located.message += Self.standInCallSuffix(call)
            located.callSites.removeAll { $0.position.utf8Offset >= pastedLength }
            return StandInMade(call: call, failure: located)
        }
        let otherStates = otherStates(of: typeName, made: evaluator, call: call, tried: statesTried, opaque: opaque,
                                      pastedLength: pastedLength, work: &searchWork)
        self = evaluator.session
        // The classes pasted beside it that its drawing does not make, or makes only with some of their own nodes
        // left out (an offer card whose buttons its state hides): each is drawn on its own too.
        let others = pastedBeside.filter { other in
            program.instances.filter { $0.value.typeName == other }.keys.allSatisfy { !unplacedNodes(of: $0).isEmpty }
        }
        var said = evaluator.notes
        if let id = program.standIn?.element {
            let unplaced = unplacedNodes(of: id)
            if !unplaced.isEmpty {
                let inOtherStates = Set(otherStates.compactMap(\.state).flatMap(\.shows))
                    .intersection(unplaced).sorted()
                said.append("not in \(typeName)'s layout as drawn, so Texture gives \(unplaced.count == 1 ? "it" : "them") "
                    + "no frame: " + unplaced.joined(separator: ", ")
                    + (inOtherStates.isEmpty ? "" : "; " + inOtherStates.joined(separator: ", ") + " "
                        + (inOtherStates.count == 1 ? "is" : "are") + " drawn below, in another state of the cell"))
            }
        }
        if arguments.isEmpty {
            return StandInMade(call: call, notes: ["drawing \(call), the class you pasted"] + said,
                               printed: evaluator.printed, others: others, otherStates: otherStates)
        }
        let models = opaque.isEmpty ? "" : " (" + opaque.map { model in
            let article = model.type.first.map { "AEIO".contains($0) } == true ? "an" : "a"
            let source = Evaluator.foundationTypeNames.contains(model.type) ? "" : " from your app"
            return "\(model.name) for \(article) \(model.type)\(source)"
        }
            .joined(separator: ", ") + ", its members read as stand-ins)"
        return StandInMade(call: call,
                           notes: ["drawing \(call) with stand-in values\(models)"
                                   + (picked ? ", picked to show the most of its nodes" : "")
                                   + "; type \(typeName)(…) with your own to draw another"] + said,
                           printed: evaluator.printed, others: others, otherStates: otherStates)
    }

    /// The stand-in `call` of a pasted class made on a copy of the session and made its root, as the shell draws it
    /// (see ``evaluateStandIn(_:of:opaque:pastedLength:picksConfiguringValues:configuringCalls:stateValues:)``),
    /// its `layout()` methods run.
    private func standIn(_ call: String, of typeName: String, opaque: [(name: String, type: String)], pastedLength: Int,
                         configuringCalls: [String: String] = [:], stateValues: [String: String] = [:],
                         work: inout Int) throws(ScriptError) -> (Evaluator, ElementID)? {
        guard let (evaluated, id) = try evaluateStandIn(call, of: typeName, opaque: opaque, pastedLength: pastedLength,
                                                        configuringCalls: configuringCalls, stateValues: stateValues,
                                                        work: &work)
        else { return nil }
        var made = evaluated
        made.session.root = id
        made.session.program.standIn = (typeName, id)
        let before = made.work
        defer { work += made.work - before }
        try made.completeLayoutPass()
        return (made, id)
    }

    /// The stand-in arguments that show the most of the class's nodes (see `Evaluator.StandInOption.showingMost`), each
    /// try made on a copy of the session, without trying values for the methods that fill it (which would multiply the
    /// tries); nil when nothing shows more than the first stand-ins.
    private func argumentsShowingMost(of typeName: String, options: [Evaluator.StandInOption],
                                      opaque: [(name: String, type: String)], pastedLength: Int, work: inout Int)
        -> (arguments: [(label: String?, value: String)]?, tried: [OtherState]) {
        let (chosen, tried) = Evaluator.StandInOption.search(options, call: { candidate in
            Evaluator.callText(typeName, Evaluator.StandInOption.arguments(candidate))
        }) { call in
            guard work < Self.maximumSearchWork,
                  let (evaluator, id) = try? evaluateStandIn(call, of: typeName, opaque: opaque,
                                                             pastedLength: pastedLength, picksConfiguringValues: false,
                                                             work: &work)
            else { return nil }
            return evaluator.session.nodesShown(of: id)
        }
        return (chosen.map(Evaluator.StandInOption.arguments), tried.map { OtherState(call: $0.call, shown: $0.shown) })
    }

    /// A state of a pasted class the shell may draw: made by `call`, after the methods that fill it run as
    /// `configuringCalls` says (the ones not named there pick their own values), and the nodes it placed when tried.
    struct OtherState {
        var call: String
        var configuringCalls: [String: String] = [:]
        var configuringMethod: String?
        /// State properties given these values (see `Evaluator.stateProperties(of:)`), and switches over app values
        /// the case to run (see `Evaluator.appValueStates()`).
        var stateValues: [String: String] = [:]
        /// The app values its stand-ins name.
        var opaque: [(name: String, type: String)] = []
        var shown: ScriptSession.NodesShown

        /// How the state is made: `Cell(…) after update(state: .failed)`, `Cell() with state = .loading`.
        var description: String {
            var text = configuringMethod.flatMap { configuringCalls[$0] }.map { "\(call) after \($0)" } ?? call
            if !stateValues.isEmpty {
                // `replyContext = replyContext` (the app's value standing in) reads as the property set.
                text += " with " + stateValues.sorted { $0.key < $1.key }
                    .map { $0.key == $0.value ? "\($0.key) set" : "\($0.key) = \($0.value)" }
                    .joined(separator: ", ")
            }
            return text
        }
    }

    /// Other states drawn below a stand-in at most.
    static let maximumOtherStates = 3

    /// Texture lays out the state a cell's values put it in, and a cell whose states exclude each other (a spinner
    /// while loading, a retry button after an error) shows some of its nodes only in another state than the one
    /// drawn (`made`, by `call`). Of the states tried while picking its values (`tried`, and the calls tried for the
    /// methods that fill it) and of each other value of its state properties, these are the fewest that show the
    /// nodes the drawing leaves out, each made again on a copy of this session as the first one was: the state showing
    /// the most of the missing nodes first, at most ``maximumOtherStates``, each with the nodes only it shows.
    private func otherStates(of typeName: String, made: Evaluator, call: String, tried: [OtherState],
                             opaque: [(name: String, type: String)], pastedLength: Int, work: inout Int)
        -> [Companion] {
        guard let id = made.session.program.standIn?.element, let drawn = made.session.nodesShown(of: id) else {
            return []
        }
        var remaining = tried.map { state in
            var state = state
            state.opaque = opaque
            return state
        }
        remaining += made.configuringTrials.map { trial in
            OtherState(call: call,
                       configuringCalls: made.configuringCallsRun.merging([trial.method: trial.call]) { $1 },
                       configuringMethod: trial.method, opaque: opaque, shown: trial.shown)
        }
        if drawn.hidden > 0 || drawn.absent > 0 {
            // Each other value of a state property (`var state: LoadState = .failed(…)`), tried.
            // And each other case of a switch over an app value (`switch viewModel.state`).
            let evaluator = Evaluator(session: made.session)
            let properties = evaluator.stateProperties(of: program.lineage(of: typeName))
                .map { (name: $0.name, values: $0.values) }
            let tries = (properties + evaluator.appValueStates().map { (name: $0.path, values: $0.values) })
                .flatMap { property in property.values.map { (property.name, $0.value, $0.opaque) } }
                .prefix(Evaluator.StandInOption.maximumTries)
            func tryState(_ values: [String: String], opaque valueOpaque: [(name: String, type: String)])
                -> NodesShown? {
                var state = OtherState(call: call, configuringCalls: made.configuringCallsRun,
                                       stateValues: values, opaque: opaque + valueOpaque, shown: drawn)
                guard work < Self.maximumSearchWork,
                      let (_, shown) = try? shownBy(state, of: typeName, pastedLength: pastedLength, work: &work)
                else { return nil }
                state.shown = shown
                remaining.append(state)
                return shown
            }
            let singles = Array(tries)
            var changesShown: [Bool] = []
            for (name, value, valueOpaque) in singles {
                let shown = Interruption.isRequested ? nil : tryState([name: value], opaque: valueOpaque)
                changesShown.append(shown.map { $0.differs(from: drawn) } ?? false)
            }
            // Two properties that show a node only together (`state = .read` with five `readers`), while one is
            // still shown in no state.
            func neverShown() -> Bool {
                let states = [drawn] + remaining.map(\.shown)
                let placed = states.reduce(into: Set<String>()) { $0.formUnion($1.placedNames) }
                return states.contains { !$0.hiddenNames.isSubset(of: placed) } || drawn.absent > 0
            }
            let pairs = Evaluator.StandInOption.pairs(of: changesShown).filter { singles[$0.0].0 != singles[$0.1].0 }
            for (first, second) in pairs.prefix(Evaluator.StandInOption.maximumPairTries) {
                guard !Interruption.isRequested, neverShown() else { break }
                let (one, other) = (singles[first], singles[second])
                _ = tryState([one.0: one.1, other.0: other.1], opaque: one.2 + other.2)
            }
        }
        var shown = drawn.placedNames
        var states: [Companion] = []
        while states.count < Self.maximumOtherStates, !Interruption.isRequested,
              let index = remaining.indices.max(by: { first, second in
                  remaining[first].shown.placedNames.subtracting(shown).count
                      < remaining[second].shown.placedNames.subtracting(shown).count
              }), !remaining[index].shown.placedNames.isSubset(of: shown) {
            let state = remaining.remove(at: index)
            guard let (session, placed) = try? shownBy(state, of: typeName, pastedLength: pastedLength, work: &work),
                  !placed.placedNames.isSubset(of: shown) else { continue }
            states.append(Companion(call: state.description, typeName: typeName, session: session,
                                    state: Companion.State(number: states.count + 2,
                                                           shows: placed.placedNames.subtracting(shown).sorted())))
            shown.formUnion(placed.placedNames)
        }
        return states
    }

    /// A state of the class made on a copy of the session, and the nodes it shows; the work making it took is added
    /// to `work` (see ``maximumSearchWork``).
    private func shownBy(_ state: OtherState, of typeName: String, pastedLength: Int, work: inout Int)
        throws(ScriptError) -> (session: ScriptSession, shown: NodesShown)? {
        guard let (made, id) = try standIn(state.call, of: typeName, opaque: state.opaque, pastedLength: pastedLength,
                                           configuringCalls: state.configuringCalls, stateValues: state.stateValues,
                                           work: &work),
              let shown = made.session.nodesShown(of: id) else { return nil }
        return (made.session, shown)
    }

    /// How much work (loop iterations and calls, as ``Evaluator/work`` counts them) the searches for the stand-in
    /// values and other states of the classes one entry pastes may take in all: a class whose layout runs thousands of
    /// steps is tried a few times, not a hundred (two statements' worth of loops; the corpus's classes take 10 to 30
    /// steps a try).
    static let maximumSearchWork = 2 * Evaluator.maximumIterations

    /// What one try of stand-in values costs besides the steps of the class's own code (parsing the call, making the
    /// nodes, laying them out), in the same units: the budget makes at most 100 tries in all.
    static let workPerTry = 200

    /// Makes the stand-in `call` of a pasted class on a copy of the session, as the shell draws it: the methods that
    /// fill it run, and the instances it touched are laid out again. The evaluator holding the copy, and the node made;
    /// nil when the call makes no node.
    private func evaluateStandIn(_ call: String, of typeName: String, opaque: [(name: String, type: String)],
                                 pastedLength: Int, picksConfiguringValues: Bool = true,
                                 configuringCalls: [String: String] = [:], stateValues: [String: String] = [:],
                                 work: inout Int) throws(ScriptError) -> (Evaluator, ElementID)? {
        var evaluator = Evaluator(session: self)
        // Counted whether the call succeeds or stops, for the search's budget (see ``maximumSearchWork``), with what
        // parsing, making and measuring the class costs besides its own steps.
        defer { work += evaluator.work + Self.workPerTry }
        evaluator.scopes = [Self.standInScope(opaque)]
        evaluator.configuresStandIn = typeName
        evaluator.picksConfiguringValues = picksConfiguringValues
        evaluator.configuringCalls = configuringCalls
        evaluator.stateValues = stateValues
        // Parsed past the end of the entry, so that an error in the call itself (an argument of the wrong type) is
        // told from one in the pasted class's own code (a stored property's initializer) by its position.
        let syntax = Self.parse(String(repeating: " ", count: pastedLength) + call)
        guard let item = syntax.statements.first, case .expr(let expression) = item.item,
              case .element(let id) = try evaluator.evaluate(expression) else { return nil }
        // Its initializer may have filled a node of another pasted class after that node laid out
        // (`listNode.update(with: items)`): laid out again, as a statement typed at the top level is.
        try evaluator.relayOutTouchedInstances(at: expression)
        return (evaluator, id)
    }

    /// Which of a pasted class's node properties its layout places, and how many it leaves out and are nil.
    /// Which of a pasted class's node properties its layout places (an array of nodes counts once, placed when one
    /// of its nodes is), which it leaves out, how many are nil, and how many nodes it lays out in all.
    struct NodesShown {
        var placedNames: Set<String>
        var hiddenNames: Set<String>
        var absent: Int
        var nodesLaidOut = 0

        var hidden: Int { hiddenNames.count }

        var placed: Int { placedNames.count }

        /// Whether it places or leaves out other properties than `other` does.
        func differs(from other: NodesShown) -> Bool {
            placedNames != other.placedNames || hiddenNames != other.hiddenNames
        }

        /// More properties placed; as many, more nodes laid out (a grid of two photos over an empty state's one
        /// label); as many again, fewer left out.
        func isBetter(than other: NodesShown) -> Bool {
            if placed != other.placed { return placed > other.placed }
            if nodesLaidOut != other.nodesLaidOut { return nodesLaidOut > other.nodesLaidOut }
            return hidden < other.hidden
        }
    }

    /// Whether a type holds a node: a Texture node class, or a pasted one.
    func isNodeTypeName(_ name: String) -> Bool {
        ScriptAPI.shared.type(named: name)?.isElement == true
            || program.types[program.pastedTypeName(name)]?.isNodeClass == true
    }

    /// The `lazy var` nodes of an instance that nothing has read yet (`private lazy var badge: ASImageNode = { … }()`):
    /// a state whose layout reads one places a node this one leaves out.
    private func unmadeLazyNodes(of id: ElementID) -> Int {
        guard let instance = program.instances[id] else { return 0 }
        return instance.pendingLazy.filter { name, owner in
            guard let property = program.types[owner]?.storedProperties.first(where: { $0.name == name }) else {
                return false
            }
            if let written = property.binding.typeAnnotation?.type.trimmedText {
                return isNodeTypeName(written.filter { $0 != "?" && $0 != "!" })
            }
            return property.binding.initializer?.value.trimmedText.contains("Node(") == true
        }.count
    }

    func nodesShown(of id: ElementID) -> NodesShown? {
        guard let fields = program.instances[id]?.fields else { return nil }
        let placed = elements(below: id, asLaidOut: true)
        var placedNames: Set<String> = []
        var hiddenNames: Set<String> = []
        var visited: Set<ElementID> = [id]
        // The node properties of the class, and of the pasted classes it places (a stepper's buttons inside a
        // product tile), under the name of the property holding each (`stepperNode.minusButton`).
        func collect(_ instance: ElementID, prefix: String, depth: Int) {
            guard let fields = program.instances[instance]?.fields else { return }
            hiddenNames.formUnion(unplacedNodes(of: instance).map { prefix + $0 })
            for (name, field) in fields {
                let nodes: [ElementID]
                switch field.value {
                case .element(let node): nodes = [node]
                case .array(let items): nodes = items.compactMap(\.elementID)
                default: continue
                }
                let held = nodes.filter { tree.contains($0) && tree[$0].isNode }
                if held.contains(where: placed.contains) {
                    placedNames.insert(prefix + name)
                } else if !held.isEmpty, case .array = field.value {
                    hiddenNames.insert(prefix + name)
                }
                for node in held where depth < 3 && placed.contains(node) && program.instances[node] != nil {
                    guard visited.insert(node).inserted else { continue }
                    collect(node, prefix: prefix + name + ".", depth: depth + 1)
                }
            }
        }
        collect(id, prefix: "", depth: 0)
        return NodesShown(placedNames: placedNames, hiddenNames: hiddenNames,
                          absent: fields.values.filter { $0.value == .null }.count + unmadeLazyNodes(of: id),
                          nodesLaidOut: placed.filter { tree.contains($0) && tree[$0].isNode }.count)
    }

    /// Makes each of the other node classes an entry pasted beside the one it drew (`others`, none of which that
    /// drawing makes) on its own, from the session as the paste left it, as if its call were typed alone: a file of
    /// a cell, its section header and the screen that lists them draws all three. A class another of them makes
    /// is drawn inside that one, not again. One whose own code fails is said, not drawn: the drawing above stands.
    private mutating func makeCompanions(of others: [String], from pasted: ScriptSession, locations: SourceLocations,
                                         work: inout Int) -> (notes: [String], printed: [String]) {
        var remaining = others
        var notes: [String] = []
        var printed: [String] = []
        while companions.count < Self.maximumCompanions, let typeName = Self.outermost(of: remaining, in: pasted) {
            var alone = pasted
            alone.program.uninstantiatedClasses = [typeName]
            let listRange = rangeGivenByDataSource(of: typeName)
            if let listRange { alone.environment.container = listRange.range }
            let made = alone.makeStandIn(of: typeName, pastedLength: locations.source.utf8.count, work: &work)
            let call = made.call
            remaining.removeAll { $0 == typeName }
            guard let standIn = alone.program.standIn, made.failure == nil else {
                let reason = made.failure.map { failure in
                    let place = failure.place.map { place in
                        let diagnostic = locations.diagnostic("", at: place.position.utf8Offset)
                        return " at line \(diagnostic.line), column \(diagnostic.column)"
                    } ?? ""
                    let message = failure.message.replacingOccurrences(of: Self.standInCallSuffix(call), with: "")
                    return "\(typeName) is not drawn: making \(call) stopped\(place): \(message); type \(call) to see where"
                } ?? made.notes.first ?? "\(typeName) is not drawn"
                notes.append(reason)
                continue
            }
            remaining.removeAll { other in alone.program.instances.values.contains { $0.typeName == other } }
            // What stood in for its values is said with the rest of the entry's notes.
            remarks.absorb(alone.remarks)
            alone.root = standIn.element
            companions.append(Companion(call: call, typeName: typeName, session: alone, listRange: listRange))
            // Its other states, each below it (see ``otherStates(of:made:call:tried:opaque:pastedLength:)``).
            companions += made.otherStates
            notes += made.notes.dropFirst()
            printed += made.printed
        }
        let classesDrawn = companions.filter { $0.state == nil }
        if let last = classesDrawn.last?.call {
            let calls = classesDrawn.dropLast().map(\.call)
            let listed = calls.isEmpty ? last : calls.joined(separator: ", ") + " and " + last
            notes.insert(calls.isEmpty
                ? "also pasted: \(listed), drawn below it on its own; type it with your own values to draw it instead"
                : "also pasted: \(listed), each drawn below it on its own; type one with your own values to draw it "
                    + "instead", at: 0)
        }
        if !remaining.isEmpty {
            notes.append("not drawn, as more than \(Self.maximumCompanions) other classes were pasted: "
                + remaining.joined(separator: ", "))
        }
        return (notes, printed)
    }

    /// The range a drawn data source's delegate gives the cells of `typeName` (`collectionNode(_:constrainedSizeForItemAt:)`,
    /// `tableNode(_:constrainedSizeForRowAt:)`), asked for the first item with the list node the instance holds: Texture
    /// lays each cell out in that range. Nil when no drawn instance both makes the class's cells and sizes them, or
    /// its method gives no range.
    private func rangeGivenByDataSource(of typeName: String) -> Companion.ListRange? {
        let sizingLabels = ["constrainedSizeForItemAt", "constrainedSizeForRowAt"]
        for (id, instance) in program.instances.sorted(by: { $0.key.index < $1.key.index }) {
            let methods = program.lineage(of: instance.typeName).flatMap { type in
                ["collectionNode", "tableNode"].flatMap { type.methods[$0] ?? [] }
            }
            func secondLabel(_ method: FunctionDeclSyntax) -> String? {
                let parameters = method.signature.parameterClause.parameters
                return parameters.count == 2 ? parameters.last?.firstName.text : nil
            }
            guard let sizing = methods.first(where: { secondLabel($0).map(sizingLabels.contains) == true }),
                  let label = secondLabel(sizing),
                  methods.contains(where: { method in
                      secondLabel(method)?.hasPrefix("node") == true
                          && method.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(typeName) }
                  }) else { continue }
            let isTable = sizing.name.text == "tableNode"
            let listClass = isTable ? "ASTableNode" : "ASCollectionNode"
            let held = instance.fields.values.lazy.compactMap(\.value.elementID).first { tree.contains($0) && className(of: $0) == listClass }
            var evaluator = Evaluator(session: self)
            evaluator.scopes = [Scope(["dataSource": Variable(value: .element(id), isConstant: true)]
                .merging(held.map { ["list": Variable(value: .element($0), isConstant: true)] } ?? [:]) { first, _ in first })]
            let list = held == nil ? (isTable ? "ASTableNode()" : "ASCollectionNode(collectionViewLayout: UICollectionViewFlowLayout())") : "list"
            let index = isTable ? "IndexPath(row: 0, section: 0)" : "IndexPath(item: 0, section: 0)"
            let syntax = Self.parse("dataSource.\(sizing.name.text)(\(list), \(label): \(index))")
            guard let item = syntax.statements.first, case .expr(let expression) = item.item,
                  case .sizeRange(let range)? = try? evaluator.evaluate(expression) else { continue }
            return Companion.ListRange(range: range, method: "\(instance.typeName).\(sizing.name.text)(_:\(label):)")
        }
        return nil
    }

    /// What making a class's stand-in gave: the notes and printed lines to show, the error in the class's own code that
    /// stopped it, and the other classes pasted beside it that its drawing does not make.
    private struct StandInMade {
        /// The call the shell made (`RowNode(title: "title")`).
        var call: String
        var notes: [String] = []
        var printed: [String] = []
        var failure: ScriptError?
        var others: [String] = []
        /// The class in other states that show nodes its drawing leaves out (see
        /// ``otherStates(of:made:call:tried:opaque:pastedLength:)``).
        var otherStates: [Companion] = []
    }

    /// What an error in a class's code made by the shell ends with.
    /// swift-syntax's errors for an entry, without the one Swift 5 only warns about: whitespace between an attribute
    /// and its arguments (`@objc (Genre)`, `@available (iOS 9.0, *)`), which Swift 6's parser refuses.
    static func parseErrors(in syntax: SourceFileSyntax) -> [Diagnostic] {
        ParseDiagnosticsGenerator.diagnostics(for: syntax).filter { diagnostic in
            diagnostic.diagMessage.severity == .error
                && !(diagnostic.message.hasPrefix("extraneous whitespace before '('")
                    && diagnostic.node.ancestorOrSelf(mapping: { $0.as(AttributeSyntax.self) }) != nil)
        }
    }

    private static func standInCallSuffix(_ call: String) -> String { " (making \(call) to draw the class you pasted)" }

    /// Other classes drawn below a drawing at most: each drawing is a screenful.
    static let maximumCompanions = 8

    /// The class of `candidates` that no other of them uses (a cell, not the badge node it holds), first pasted
    /// first.
    private static func outermost(of candidates: [String], in session: ScriptSession) -> String? {
        candidates.first { name in !candidates.contains { other in other != name && session.program.uses(other, name) } }
            ?? candidates.first
    }

    /// Calls a pasted top-level function that returns a node or spec and that nothing called, when nothing else is
    /// drawn (`func BadgeNode(title: String) -> ASDisplayNode` pasted alone), with the stand-in arguments a class's
    /// initializer would get, and draws what it returns. Says what it called; one that fails is said and not drawn.
    private mutating func callStandIn(of function: FunctionDeclSyntax) -> (notes: [String], printed: [String]) {
        let name = function.name.text
        let context = Evaluator.StandInContext(owner: name, declaration: Syntax(function), depth: 0)
        let (arguments, opaque, problem) = Evaluator(session: self)
            .standInArguments(for: function.signature.parameterClause.parameters, calling: name, in: context)
        if let problem { return (["\(name)(…) is not drawn: \(problem)"], []) }
        let call = Evaluator.callText(name, arguments)
        var evaluator = Evaluator(session: self)
        evaluator.scopes = [Self.standInScope(opaque)]
        guard let item = Self.parse(call).statements.first, case .expr(let expression) = item.item else { return ([], []) }
        do {
            guard case .element(let id) = try evaluator.evaluate(expression) else { return ([], []) }
            try evaluator.relayOutTouchedInstances(at: expression)
            try evaluator.runLayoutSpecBlocks()
            evaluator.session.root = id
            try evaluator.completeLayoutPass()
        } catch {
            return (["\(name)(…) is not drawn: calling \(call) failed: \(error.message)"], [])
        }
        self = evaluator.session
        return (["drawing \(call), the function you pasted, as nothing calls it; call it with your own values to draw "
            + "another"] + evaluator.notes, evaluator.printed)
    }

    /// Whether a function is written to return a layout spec (`-> ASLayoutSpec`, `-> ASStackLayoutSpec`).
    private static func returnsSpec(_ function: FunctionDeclSyntax) -> Bool {
        function.signature.returnClause.map { Evaluator.unwrapped($0.type).hasSuffix("LayoutSpec") } ?? false
    }

    /// The scope a stand-in call runs in: each app value its arguments name is an unknown of that name.
    private static func standInScope(_ opaque: [(name: String, type: String)]) -> Scope {
        Scope(Dictionary(opaque.map { ($0.name, Variable(value: .unknown($0.name), isConstant: true)) },
                         uniquingKeysWith: { first, _ in first }))
    }

    /// The stored properties of a pasted class's node that hold a node its layout does not place (declared and never
    /// put in a spec, or left out in the state drawn), in name order.
    func unplacedNodes(of instance: ElementID) -> [String] {
        guard let fields = program.instances[instance]?.fields else { return [] }
        let placed = elements(below: instance, asLaidOut: true)
        return fields.compactMap { name, field in
            guard let id = field.value.elementID, tree.contains(id), tree[id].isNode, !placed.contains(id) else {
                return nil
            }
            // An object of an app class that was not pasted stands in as a node, but one not named as a node (a
            // `DisposeBag`, a formatter) is the app's helper, not a node its layout left out.
            if let appClass = program.unknownClassNodes[id], !appClass.hasSuffix("Node") { return nil }
            return name
        }.sorted()
    }

    /// swift-syntax's parser takes time exponential in the nesting of `[` (`[[[[…]]]]`: each level doubles it,
    /// 18 levels take seconds in a debug build), so deeper input is refused before parsing.
    static let maximumBracketNesting = 10

    /// The longest line read. Parsing takes about a second per megabyte of one line in the debug build, and a
    /// name or literal that long is never code a person wrote (strings are capped at a million bytes anyway).
    static let maximumLineLength = 200_000

    /// How deep generic arguments, function arrows and string interpolations may nest on one line, and `#if` blocks
    /// in a file. swift-syntax's parser recurses once per level of each without its nesting limit (deep enough, it
    /// overflows the stack) and takes time quadratic in the arrows of one type, so deeper input is refused before
    /// parsing. Real code nests each a handful of levels.
    static let maximumLineNesting = 64

    /// How deep conditional operators may nest (`a ? b ? … : … : …`, or lines that each begin with ` ?`, which Swift
    /// reads as one) and how long an `else if` chain may be. swift-syntax's parser recurses once per level of each
    /// without its nesting limit: about 880 nested conditionals or 16,000 links overflow an 8 MiB stack in the
    /// debug build, so input past these limits, which no code needs, is refused before parsing.
    static let maximumConditionalNesting = 400
    static let maximumElseIfChain = 4_000

    /// Where the source passes a limit that must hold before it is parsed, and what the message says, in one pass
    /// over its bytes: `[` nested deeper than ``maximumBracketNesting``, a line longer than ``maximumLineLength``,
    /// generic arguments (`Array<Array<…`), function arrows (`(Int) -> (Int) -> …`) or interpolations (`"\("\(…`)
    /// nested deeper than ``maximumLineNesting`` on one line, or `#if` nested deeper in the file. Counted wherever
    /// they are, in strings and comments too: a scanner that skipped strings could be fooled by a lone quote in a
    /// comment, and a lone `<` of a comparison opens a level only until the line ends.
    static func refusedBeforeParsing(_ source: String) -> (offset: Int, message: String)? {
        let bytes = Array(source.utf8)
        var brackets = 0, generics = 0, arrows = 0, interpolations = 0, conditionals = 0, ternaries = 0, elseIfs = 0
        var lineStart = 0
        var atLineStart = true
        func tooDeep(_ what: String) -> String {
            "\(what) nest more than \(maximumLineNesting) levels deep; layoutrepl stops there"
        }
        for (offset, byte) in bytes.enumerated() {
            let next = offset + 1 < bytes.count ? bytes[offset + 1] : 0
            let previous = offset > 0 ? bytes[offset - 1] : 0
            if offset - lineStart >= maximumLineLength {
                return (offset, "this line is longer than \(maximumLineLength) bytes, which no source needs; layoutrepl "
                    + "stops there")
            }
            switch byte {
            case UInt8(ascii: "\n"):
                (generics, arrows, interpolations, lineStart, atLineStart) = (0, 0, 0, offset + 1, true)
                continue
            case UInt8(ascii: "["):
                brackets += 1
                if brackets > maximumBracketNesting {
                    return (offset, "square brackets nest more than \(maximumBracketNesting) levels deep")
                }
            case UInt8(ascii: "]"):
                brackets = Swift.max(0, brackets - 1)
            case UInt8(ascii: "<") where previous == UInt8(ascii: "_") || previous == UInt8(ascii: "<")
                || (previous < 128 && Character(Unicode.Scalar(previous)).isLetter):
                generics += 1
                if generics > maximumLineNesting { return (offset, tooDeep("generic arguments (<…>)")) }
            case UInt8(ascii: ">") where previous != UInt8(ascii: "-"):
                generics = Swift.max(0, generics - 1)
            case UInt8(ascii: "-") where next == UInt8(ascii: ">"):
                arrows += 1
                if arrows > maximumLineNesting { return (offset, tooDeep("function types (->)")) }
            case UInt8(ascii: "\\") where next == UInt8(ascii: "("):
                interpolations += 1
                if interpolations > maximumLineNesting { return (offset, tooDeep("string interpolations (\\(…))")) }
            case UInt8(ascii: "?") where (previous == UInt8(ascii: " ") || previous == UInt8(ascii: "\t")
                || previous == UInt8(ascii: "\n")) && next != UInt8(ascii: "?"):
                // A `?` after whitespace is a conditional operator's (`??` aside); its `:` closes the level (a colon
                // of a label or a dictionary closes one too, which only lowers the count).
                ternaries += 1
                if ternaries > maximumConditionalNesting {
                    return (offset, "conditional operators (? :) nest more than \(maximumConditionalNesting) levels deep; "
                        + "layoutrepl stops there")
                }
            case UInt8(ascii: ":"):
                ternaries = Swift.max(0, ternaries - 1)
            case UInt8(ascii: "e") where bytes[offset...].starts(with: Array("else".utf8))
                && !(previous < 128 && (Character(Unicode.Scalar(previous)).isLetter || Character(Unicode.Scalar(previous)).isNumber
                    || previous == UInt8(ascii: "_"))):
                let rest = bytes[(offset + 4)...].drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\n") }
                if rest.starts(with: Array("if".utf8)) {
                    elseIfs += 1
                    if elseIfs > maximumElseIfChain {
                        return (offset, "more than \(maximumElseIfChain) 'else if' clauses in one input; layoutrepl "
                            + "stops there (a switch reads better)")
                    }
                }
            case UInt8(ascii: "#") where atLineStart:
                let directive = bytes[offset...].prefix(6)
                if directive.starts(with: Array("#endif".utf8)) {
                    conditionals = Swift.max(0, conditionals - 1)
                } else if directive.starts(with: Array("#if".utf8)) {
                    conditionals += 1
                    if conditionals > maximumLineNesting { return (offset, tooDeep("#if blocks")) }
                }
            default: break
            }
            if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") { atLineStart = false }
        }
        return nil
    }

    /// How deep the syntax tree may be. The parser bounds brackets and braces, but a chain like `a?.b?.b…` nests
    /// one level per link without any, and swift-syntax's own tree walks (diagnostics, positions) recurse once per
    /// level: a chain of tens of thousands of links would exhaust the stack there.
    static let maximumSyntaxDepth = 1_000

    /// The position of a node deeper than ``maximumSyntaxDepth``, found without recursion. Source with few
    /// punctuation characters cannot nest that deep (every level of a chain takes one), so most input is not walked.
    static func excessivelyDeepNode(in syntax: SourceFileSyntax, source: String) -> AbsolutePosition? {
        let linkCharacters: [UInt8] = [UInt8(ascii: "."), UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "!"),
                                       UInt8(ascii: "?"), UInt8(ascii: "{")]
        var punctuation = 0
        for byte in source.utf8 where linkCharacters.contains(byte) { punctuation += 1 }
        guard punctuation > maximumSyntaxDepth / 4 else { return nil }
        var pending: [(Syntax, Int)] = [(Syntax(syntax), 0)]
        while let (node, depth) = pending.popLast() {
            if depth > maximumSyntaxDepth { return node.positionAfterSkippingLeadingTrivia }
            for child in node.children(viewMode: .sourceAccurate) { pending.append((child, depth + 1)) }
        }
        return nil
    }

    /// Swift 2's conditions, which Swift 3 no longer parses: `if let a = a, b = b` (one `let` for several
    /// bindings) and `if let a = a where a > 0` (`where` before a condition). The source with swift-syntax's own
    /// fix-its for them applied (`let b = b`, `, a > 0`), and its new syntax tree; nil when the source has no such
    /// error, or has another syntax error (among `errors`, the source's), which is reported as written.
    static func swift2ConditionsRewritten(_ source: String, _ errors: [Diagnostic]) -> (String, SourceFileSyntax)? {
        let swift2 = ["expected 'let' in optional binding", "expected ',' joining parts of a multi-clause condition"]
        guard !errors.isEmpty, errors.allSatisfy({ swift2.contains($0.diagMessage.message) && $0.fixIts.count == 1 })
        else { return nil }
        var bytes = Array(source.utf8)
        let edits = errors.flatMap { $0.fixIts[0].edits }.sorted { $0.range.lowerBound > $1.range.lowerBound }
        for edit in edits {
            let range = edit.range.lowerBound.utf8Offset..<edit.range.upperBound.utf8Offset
            guard range.lowerBound >= 0, range.upperBound <= bytes.count else { return nil }
            bytes.replaceSubrange(range, with: Array(edit.replacement.utf8))
        }
        let rewritten = String(decoding: bytes, as: UTF8.self)
        let reparsed = parse(rewritten)
        guard !ParseDiagnosticsGenerator.diagnostics(for: reparsed).contains(where: { $0.diagMessage.severity == .error })
        else { return nil }
        return (rewritten, reparsed)
    }

    /// A statement as the session keeps it (what `:save` writes and the journal holds): its text with the comments
    /// written above it and after it on its line, so a file loaded, changed and saved keeps its comments.
    static func sourceKeepingComments(_ item: CodeBlockItemSyntax) -> String {
        func isComment(_ piece: TriviaPiece) -> Bool {
            switch piece {
            case .lineComment, .blockComment, .docLineComment, .docBlockComment: true
            default: false
            }
        }
        let leading = item.leadingTrivia.drop { !isComment($0) }
        let trailing = Array(item.trailingTrivia.prefix { !$0.isNewline })
        guard !leading.isEmpty || trailing.contains(where: isComment) else { return item.trimmedText }
        var text = Trivia(pieces: Array(leading)).description + item.trimmedText
        if trailing.contains(where: isComment) { text += Trivia(pieces: trailing).description }
        return text.trimmingWhitespace
    }

    /// Whether top-level statements (not declarations) read `self.…`, as lines copied out of a class's method do.
    static func saysSelfAtTopLevel(_ syntax: SourceFileSyntax) -> Bool {
        syntax.statements.contains { item in
            guard !item.item.is(DeclSyntax.self) || item.item.is(VariableDeclSyntax.self) else { return false }
            return item.tokens(viewMode: .sourceAccurate).contains { token in
                guard token.tokenKind == .keyword(.self), let reference = token.parent?.as(DeclReferenceExprSyntax.self)
                else { return false }
                return reference.parent?.as(MemberAccessExprSyntax.self)?.base?.id == reference.id
            }
        }
    }

    /// A snippet from a blog or an issue with the code it leaves out marked by a line of dots (`......`, `…`):
    /// the source with those lines blanked, each byte a space so that every position stays where it was, and their
    /// numbers (from 1); nil when it has none.
    static func elisionsBlanked(_ source: String) -> (String, [Int])? {
        var lines: [Int] = []
        var blanked = ""
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if index > 0 { blanked += "\n" }
            let content = line.filter { $0 != " " && $0 != "\t" }
            if content.allSatisfy({ $0 == "." || $0 == "…" }), content.contains("…") || content.count >= 3 {
                lines.append(index + 1)
                blanked += String(repeating: " ", count: line.utf8.count)
            } else {
                blanked += line
            }
        }
        return lines.isEmpty ? nil : (blanked, lines)
    }

    static func parse(_ source: String) -> SourceFileSyntax {
        var parser = Parser(source, maximumNestingLevel: maximumNestingLevel)
        let file = SourceFileSyntax.parse(from: &parser)
        guard source.utf8.contains(UInt8(ascii: "`")) else { return file }
        return BackticksRemoved(viewMode: .sourceAccurate).rewrite(file).cast(SourceFileSyntax.self)
    }

    /// True when `source` is an unfinished statement (an open brace, bracket or parenthesis, an unterminated
    /// string, a trailing operator) that more lines could complete, so the shell shows a continuation prompt
    /// instead of an error. A closing bracket without its opening one is an error, not unfinished input.
    public static func needsMoreInput(_ source: String) -> Bool {
        guard refusedBeforeParsing(source) == nil else { return false }
        if let complete = plainlyComplete(source) { return !complete }
        return needsMoreInputByParsing(source)
    }

    /// ``needsMoreInput(_:)`` decided from the parsed tokens, for any input.
    static func needsMoreInputByParsing(_ source: String) -> Bool {
        let syntax = parse(source)
        var open: [TokenKind] = []
        var last: TokenSyntax?
        for token in syntax.tokens(viewMode: .all) {
            if token.presence == .missing {
                if token.tokenKind == .stringQuote || token.tokenKind == .multilineStringQuote { return true }
                continue
            }
            switch token.tokenKind {
            case .leftParen, .leftBrace, .leftSquare:
                open.append(token.tokenKind)
            case .rightParen, .rightBrace, .rightSquare:
                guard let opening = open.popLast(), closes(token.tokenKind, opening) else { return false }
            case .endOfFile:
                continue
            default:
                break
            }
            last = token
        }
        if !open.isEmpty { return true }
        guard let last else { return false }
        switch last.tokenKind {
        case .binaryOperator, .equal, .arrow, .comma, .infixQuestionMark, .colon: return true
        case .postfixOperator, .prefixOperator: return ["+", "-", "*", "/", "&&", "||", "=="].contains(last.text)
        default: return false
        }
    }

    /// Whether an entry without comments, multi-line strings or interpolations is complete, found by counting its
    /// brackets outside strings and reading its last character, which is how the parse-based check decides too;
    /// nil (parse it) for anything less plain. Most entries are one plain line, and parsing each twice was a third
    /// of the shell's time per statement in the debug build.
    static func plainlyComplete(_ source: String) -> Bool? {
        var depth = 0
        var inString = false
        var previous: UInt8 = 0
        var last: UInt8 = 0
        for byte in source.utf8 {
            if inString {
                // Escapes, interpolations and a line break inside a one-line string: let the parser decide.
                if byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { return nil }
                if byte == UInt8(ascii: "\"") { inString = false }
                previous = byte
                last = byte
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                if previous == UInt8(ascii: "\"") { return nil }  // `""` may open a multi-line string
                inString = true
            case UInt8(ascii: "/") where previous == UInt8(ascii: "/"): return nil  // a comment
            case UInt8(ascii: "*") where previous == UInt8(ascii: "/"): return nil
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth -= 1
                if depth < 0 { return nil }
            default: break
            }
            previous = byte
            if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\n") && byte != UInt8(ascii: "\t") { last = byte }
        }
        if inString { return nil }
        if depth > 0 { return nil }
        // A name, a number, a closing bracket or a closing quote ends a statement; anything else may continue it.
        let endsStatement = (last >= UInt8(ascii: "a") && last <= UInt8(ascii: "z"))
            || (last >= UInt8(ascii: "A") && last <= UInt8(ascii: "Z"))
            || (last >= UInt8(ascii: "0") && last <= UInt8(ascii: "9"))
            || [UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: "\""), UInt8(ascii: "_")].contains(last)
        return endsStatement ? true : nil
    }

    private static func closes(_ closing: TokenKind, _ opening: TokenKind) -> Bool {
        switch (opening, closing) {
        case (.leftParen, .rightParen), (.leftBrace, .rightBrace), (.leftSquare, .rightSquare): return true
        default: return false
        }
    }

    /// Variable names in declaration order.
    public var variableNames: [String] { declarationOrder }

    /// The Texture type a variable holds, e.g. `ASStackLayoutSpec`, `CGSize`, `ASDimension`.
    public func typeName(ofVariable name: String) -> String? {
        guard let value = variables[name]?.value else { return nil }
        if case .element(let id) = value { return className(of: id) }
        return value.staticTypeName
    }

    /// The node a pasted class's stand-in made, when the drawing is one: its class and its stored properties in
    /// declaration order, each with the type it holds (what `:vars` lists when the paste declared no variable).
    public var standInProperties: (typeName: String, properties: [(name: String, typeName: String)])? {
        guard let standIn = program.standIn, let instance = program.instances[standIn.element] else { return nil }
        let declared = program.lineage(of: standIn.typeName).reversed().flatMap(\.storedProperties)
        let properties = declared.compactMap { property -> (name: String, typeName: String)? in
            guard let value = instance.fields[property.name]?.value else { return nil }
            let annotation = property.binding.typeAnnotation?.type.trimmedText
            switch value {
            case .element(let id): return (property.name, className(of: id))
            case .null: return (property.name, annotation.map { "\($0), nil" } ?? "nil")
            default: return (property.name, annotation ?? value.staticTypeName)
            }
        }
        return (standIn.typeName, properties)
    }

    /// The element a variable names, if it names one.
    public func element(named variable: String) -> ElementID? {
        variables[variable]?.value.elementID
    }

    /// Whether the element still has the name layoutrepl made up for it (no variable or property has named it).
    func hasGeneratedName(_ id: ElementID) -> Bool {
        generatedNames.contains(id)
    }

    /// Whether the code names the node it lays out as its root (`let header = ASDisplayNode()` with a
    /// `layoutSpecBlock`), which Texture gives a frame as it does every node; a class drawn with stand-ins is not.
    public func namesRootNode(of result: LayoutResult) -> Bool {
        tree.contains(result.root) && tree[result.root].isNode && !hasGeneratedName(result.root)
    }

    /// The Texture class an element was created as.
    public func className(of id: ElementID) -> String {
        tree.contains(id) ? tree[id].typeName : "ASLayoutElement"
    }

    /// Lays out the root in `constrainedSize`; nil when there is no root.
    public func layout(scale: Double) -> LayoutResult? {
        guard let root else { return nil }
        return withManualFrames(tree.layout(root: root, in: rootRange, scale: scale))
    }

    /// The node whose `layout()` frames `id` by hand, and that frame, relative to the node; nil for a node the layout
    /// spec places.
    public func manualFrame(of id: ElementID) -> (owner: ElementID, frame: Rect)? {
        program.manualFrames[id]
    }

    /// The pasted-class nodes that declare a manual layout method (``UserType/manualLayoutMethodNames(ofViewController:)``, the most
    /// derived declaration of each, in the order UIKit calls them) and are drawn: the root, or a node the current
    /// layout places; with the engine's layout they were found in (`known`, when the caller has just laid the session
    /// out).
    func instancesWithManualLayout(laidOut known: LayoutResult? = nil)
        -> (instances: [(node: ElementID, owner: String, method: FunctionDeclSyntax)], layout: LayoutResult?) {
        let declaring = program.instances.flatMap { id, instance -> [(ElementID, String, FunctionDeclSyntax)] in
            let lineage = program.lineage(of: instance.typeName)
            let names = UserType.manualLayoutMethodNames(ofViewController: lineage.contains(where: \.isViewController))
            return names.compactMap { name in
                UserType.parameterlessMethod(name, in: lineage).map { (id, $0.owner.name, $0.method) }
            }
        }
        guard !declaring.isEmpty, let root else { return ([], nil) }
        let result = known ?? tree.layout(root: root, in: rootRange, scale: environment.screenScale)
        let drawn = declaring.filter { id, _, _ in id == result.root || result.frame(of: id) != nil }
        // By node, each node's methods in the order UIKit calls them.
        let ordered = drawn.enumerated().sorted { ($0.element.0.index, $0.offset) < ($1.element.0.index, $1.offset) }
        return (ordered.map(\.element), result)
    }

    /// The result with the frames pasted classes' `layout()` methods set by hand, as UIKit shows a subnode framed
    /// in `layout()` after Texture's pass: each relative to its owner wherever the owner is drawn, in place of any
    /// frame the layout spec gave it.
    func withManualFrames(_ result: LayoutResult) -> LayoutResult {
        guard !program.manualFrames.isEmpty || !program.handFrames.isEmpty else { return result }
        var result = withHandFrames(result)
        for (node, manual) in program.manualFrames.sorted(by: { $0.key.index < $1.key.index }) {
            let origin: Point
            if manual.owner == result.root {
                origin = .zero
            } else if let owner = result.frame(of: manual.owner) {
                origin = owner.origin
            } else {
                continue
            }
            let frame = Rect(origin: Point(x: origin.x + manual.frame.origin.x, y: origin.y + manual.frame.origin.y),
                             size: manual.frame.size)
            let inside = framesInside(node, framedAt: frame, scale: result.grid.scale).filter { inside in
                program.manualFrames[inside.element] == nil
            }
            // The node's subnodes move with it: the frames the spec's pass gave them are replaced, not kept beside.
            let moved = Set(inside.map(\.element)).union([node])
            result.frames.removeAll { moved.contains($0.element) }
            result.frames.append(NodeFrame(element: node, frame: frame, supernode: manual.owner == result.root ? nil : manual.owner))
            result.frames += inside
        }
        return result
    }

    /// The result with the nodes framed by hand outside any `layout()` (`banner.frame = …` then
    /// `root.addSubnode(banner)`) that no layout spec places: UIKit shows each at its frame in its supernode, wherever
    /// that is drawn, and a node with a spec of its own lays out its subnodes in that frame.
    private func withHandFrames(_ result: LayoutResult) -> LayoutResult {
        var result = result
        var placed = Set(result.frames.map(\.element)).union([result.root])
        var pending = [result.root] + result.frames.map(\.element)
        while let supernode = pending.popLast() {
            for node in program.addedSubnodes[supernode] ?? [] where !placed.contains(node) {
                guard let hand = program.handFrames[node] else { continue }
                let origin = supernode == result.root ? .zero : result.frame(of: supernode)?.origin ?? .zero
                let frame = Rect(origin: Point(x: origin.x + hand.origin.x, y: origin.y + hand.origin.y), size: hand.size)
                let inside = framesInside(node, framedAt: frame, scale: result.grid.scale)
                result.frames.append(NodeFrame(element: node, frame: frame,
                                               supernode: supernode == result.root ? nil : supernode))
                result.frames += inside
                placed.formUnion(inside.map(\.element) + [node])
                pending += [node] + inside.map(\.element)
            }
        }
        return result
    }

    /// The frames of the nodes a hand-framed node lays out itself: Texture lays a node out again at exactly its
    /// bounds when its frame is set (`-[ASDisplayNode layout]` asks `layoutThatFits:` of its bounds' size), so its
    /// own spec fills the frame the app gave it. A node without a spec (a divider, an image) places nothing.
    private func framesInside(_ node: ElementID, framedAt frame: Rect, scale: Double) -> [NodeFrame] {
        guard tree.contains(node), case .node(let content) = tree[node].kind,
              content.layoutSpec != nil || content.buildsOwnSpec,
              frame.size.width.isFinite, frame.size.height.isFinite else { return [] }
        return tree.layout(root: node, in: SizeRange(exactly: frame.size), scale: scale).frames.map { inside in
            NodeFrame(element: inside.element,
                      frame: Rect(origin: Point(x: frame.origin.x + inside.frame.origin.x,
                                                y: frame.origin.y + inside.frame.origin.y), size: inside.frame.size),
                      supernode: inside.supernode ?? node)
        }
    }

    /// The range the root is laid out in: the container's, except for a view controller made as its node, which
    /// Texture lays out at exactly its view's size (ASDKViewController's `nodeConstrainedSize`, its view's bounds):
    /// the screen's bounds here.
    public var rootRange: SizeRange {
        guard let root, program.fillsScreen(root) else { return constrainedSize }
        return SizeRange(exactly: environment.screenBounds.size)
    }

    /// ``layout(scale:)`` through a cache kept between statements, which reuses the layouts of the elements the
    /// statements since did not change (the result is the same).
    public func layout(scale: Double, cache: inout LayoutCache) -> LayoutResult? {
        guard let root else { return nil }
        return withManualFrames(tree.layout(root: root, in: rootRange, scale: scale, cache: &cache))
    }

    // MARK: State changes used by the evaluator

    /// A variable's value changed where it is held (see `Evaluator.takeForChange`).
    mutating func replaceValue(of name: String, with value: ScriptValue) {
        variables[name]?.value = value
    }

    mutating func setVariable(_ name: String, _ variable: Variable) {
        if variables.updateValue(variable, forKey: name) == nil { declarationOrder.append(name) }
    }

    mutating func addElement(_ element: Element, className: String) {
        var element = element
        if className != element.typeName { element.className = className }
        let id = tree.add(element)
        generatedNames.insert(id)
        usedNames.insert(element.name)
    }

    mutating func updateElement(_ id: ElementID, _ change: (inout Element) -> Void) {
        change(&tree[id])
    }

    mutating func setKind(_ kind: Element.Kind, of id: ElementID) {
        tree[id].kind = kind
    }

    /// The next free name for an element without a variable: `stack1`, `stack2`…
    mutating func generatedName(_ prefix: String) -> String { numberedName(prefix, from: 1) }

    /// `base` followed by the first free number from `first` on. A counter per base remembers where the last search
    /// ended, so a loop that makes thousands of elements of one name stays linear.
    private mutating func numberedName(_ base: String, from first: Int, counter key: String? = nil) -> String {
        let key = key ?? base
        var counter = nameCounters[key] ?? first - 1
        var name: String
        repeat {
            counter += 1
            name = "\(base)\(counter)"
        } while usedNames.contains(name)
        nameCounters[key] = counter
        return name
    }

    /// The first variable bound to an element names it; a name already taken gets a number (`title2`). A local of
    /// a function or closure names it only provisionally: `let n = ASTextNode()` inside a closure that initializes
    /// `titleNode` leaves the node called `titleNode`.
    mutating func adoptName(_ variableName: String, for id: ElementID, provisionally: Bool = false,
                            replacing replaced: ElementID? = nil) {
        // `guard let self = self` in a node's own block names no node: `self` is every instance's.
        guard generatedNames.contains(id), tree.contains(id), tree[id].name != variableName,
              !variableName.hasPrefix("$"), variableName != "self" else { return }
        if provisionally {
            // The first local name sticks until a real one comes: a closure parameter or loop variable that
            // later refers to the node does not rename it.
            guard provisionalNames.insert(id).inserted else { return }
        } else {
            generatedNames.remove(id)
        }
        usedNames.remove(tree[id].name)
        // `let row` typed again at the top level: the new element is `row`, as the code says; the one the name meant
        // before, still drawn if something holds it, takes a numbered name.
        // So does a stored property given a new node (`imageNode = ASNetworkImageNode()` in an init): `replaced`.
        if !provisionally, let earlier = replaced ?? variables[variableName]?.value.elementID, earlier != id,
           tree.contains(earlier), tree[earlier].name == variableName {
            renumber(earlier, base: variableName)
        }
        if !provisionally, let holder = numberedNames[variableName], holder.element != id, tree.contains(holder.element),
           tree[holder.element].name == variableName {
            // `let cell2 = …` after a loop named its second `cell` so: the declared name is this element's, and the
            // loop's takes the next number.
            renumber(holder.element, base: holder.base)
        }
        var name = variableName
        if usedNames.contains(variableName) {
            name = numberedName(variableName, from: 2, counter: variableName + " (variable)")
            numberedNames[name] = (id, variableName)
        }
        usedNames.insert(name)
        tree[id].name = name
    }

    /// Gives an element the next numbered name of `base`, freeing the one it had.
    private mutating func renumber(_ id: ElementID, base: String) {
        usedNames.remove(tree[id].name)
        numberedNames[tree[id].name] = nil
        let name = numberedName(base, from: 2, counter: base + " (variable)")
        tree[id].name = name
        usedNames.insert(name)
        numberedNames[name] = (id, base)
    }

    /// Gives the elements below a stand-in node new generated names, so that the node the code makes next can
    /// take the names of its properties (`titleNode`, not `titleNode2`).
    mutating func retireNames(below root: ElementID) {
        for id in elements(below: root) { retireName(of: id) }
    }

    /// `root` and every element its layout holds: the children of its specs, each node's spec, and the subnodes a
    /// node's `layout()` frames by hand, and the subnodes added with a frame set by hand.
    func elements(below root: ElementID, asLaidOut: Bool = false) -> Set<ElementID> {
        var pending = [root]
        var seen: Set<ElementID> = []
        while let id = pending.popLast() {
            guard tree.contains(id), seen.insert(id).inserted else { continue }
            switch tree[id].kind {
            case .spec(let spec): pending += spec.childSlots.compactMap { $0 }
            case .node(let node):
                guard let spec = node.layoutSpec else { break }
                if !asLaidOut || !placesAnElementTwice(spec) { pending.append(spec) }
            }
            pending += program.manualFrames.filter { $0.value.owner == id }.map(\.key)
            pending += (program.addedSubnodes[id] ?? []).filter { program.handFrames[$0] != nil }
        }
        return seen
    }

    /// Whether a node's spec holds the same element twice, down to the nodes it places: Texture then lays out an
    /// empty spec in its place (see the layout pass's duplicate check), so none of its elements is laid out.
    private func placesAnElementTwice(_ spec: ElementID) -> Bool {
        var pending = [spec]
        var seen: Set<ElementID> = []
        while let id = pending.popLast() {
            guard tree.contains(id) else { continue }
            guard seen.insert(id).inserted else { return true }
            if case .spec(let content) = tree[id].kind { pending += content.childSlots.compactMap { $0 } }
        }
        return false
    }

    /// Gives these elements new generated names (the spec a node's layout made before it was laid out again), so
    /// that the elements made in their place keep the names the code gives them.
    mutating func retireNames(of elements: some Sequence<ElementID>) {
        for id in elements where tree.contains(id) { retireName(of: id) }
    }

    private mutating func retireName(of id: ElementID) {
        usedNames.remove(tree[id].name)
        tree[id].name = numberedName("standIn", from: 1)
    }

    /// Marks an element a node's layout method made (see ``madeByNodeLayouts``).
    mutating func noteMadeByNodeLayout(_ id: ElementID) {
        madeByNodeLayouts.insert(id)
    }

    /// The newest spec (or node with a spec of its own) that no spec holds as a child and no node uses as its own
    /// spec. A bare node is left out: drawn alone it would be an empty box; so are the parts a button or text cell
    /// makes for itself (an unused `b.background` is no one's child, yet not the user's spec), and the nodes pasted
    /// classes hold.
    public func newestUncontainedElement() -> ElementID? {
        var contained = [Bool](repeating: false, count: tree.count)
        for index in 0..<tree.count {
            switch tree[ElementID(index)].kind {
            case .spec(let spec):
                for child in spec.childSlots { if let child, child.index < contained.count { contained[child.index] = true } }
            case .node(let node):
                if let spec = node.layoutSpec, spec.index < contained.count { contained[spec.index] = true }
            }
        }
        // A node a pasted class holds in a property is the instance's to place (a button its layout leaves out is
        // still the card's), not a layout of its own to draw.
        for (owner, instance) in program.instances {
            for field in instance.fields.values {
                // A view controller is made as its node, which its `node` property holds. A back-reference
                // (`child.parent = self`) is held by a node it holds itself, which does not place it.
                if let id = field.value.elementID, id != owner, id.index < contained.count,
                   !program.elementsHeld(by: id).contains(owner) {
                    contained[id.index] = true
                }
            }
        }
        // A subnode framed by hand is drawn in its supernode (see `withHandFrames`).
        for (supernode, added) in program.addedSubnodes {
            for id in added where id != supernode && id.index < contained.count && program.handFrames[id] != nil {
                contained[id.index] = true
            }
        }
        return (0..<tree.count).reversed().lazy.map(ElementID.init).first { id in
            guard !contained[id.index], !tree.isComposedPart(id), !madeByNodeLayouts.contains(id) else { return false }
            // A node with a layout of its own, or a view controller's, laid out at the screen's size.
            if case .node(let node) = tree[id].kind {
                return node.layoutSpec != nil || program.fillsScreen(id)
            }
            return true
        }
    }
}

extension Evaluator {
    /// A top-level statement: like any statement, and a spec or node it evaluates to (or returns) becomes the root.
    mutating func executeTopLevel(_ item: CodeBlockItemSyntax) throws(ScriptError) {
        defer {
            pendingLayoutSpecBlocks.removeAll()
            touchedInstances.removeAll()
        }
        var result: ScriptValue?
        if case .expr(let expression) = item.item {
            result = try evaluateStatementExpression(expression)
        } else if case .returned(let value) = try execute(item) {
            result = value
        }
        try relayOutTouchedInstances(at: item)
        try runLayoutSpecBlocks(keeping: true)
        try rerunLayoutSpecBlocks()
        if case .element(let id)? = result { session.root = id }
        try completeLayoutPass(at: Syntax(item))
    }
}

/// A layout kept by reference (see ``ScriptSession/layoutOfManualPass``).
final class LayoutBox: Sendable {
    let result: LayoutResult
    init(_ result: LayoutResult) { self.result = result }
}

/// Another node class pasted beside the one drawn and never made by the code: made on its own in a copy of the
/// session as the paste left it, where its nodes keep their own names, and drawn below the main drawing.
public struct Companion: Sendable {
    /// The call that made it with stand-in values (`SectionHeaderNode(title: "title")`), and for another state of the
    /// class drawn, the method that filled it (`LoadNode(state: .loaded) after update(state: .failed)`).
    public let call: String
    public let typeName: String
    /// The session in which the node made is the root.
    public var session: ScriptSession
    /// Set when this is the drawn class in another state, not another class pasted beside it.
    public var state: State?
    /// The range a drawn list's delegate gives the class's cells, which it is laid out in instead of the container.
    public var listRange: ListRange?

    /// A cell's range from its list's delegate, and the method that gave it
    /// (`FeedNode.collectionNode(_:constrainedSizeForItemAt:)`).
    public struct ListRange: Sendable {
        public let range: SizeRange
        public let method: String
    }

    /// Another state of the class drawn: its number (the drawing above is the first), and the nodes it shows
    /// that the states before it leave out.
    public struct State: Sendable {
        public let number: Int
        public let shows: [String]
    }

    /// The name its frames are listed under: the class's, and for another state the class's with the state's number.
    public var name: String { state.map { "\(typeName) state \($0.number)" } ?? typeName }
}

public struct RunOutcome: Sendable {
    /// The statements that ran, in order, with their exact source text.
    public var statements: [AcceptedStatement]
    /// Why the run stopped early, if it did.
    public var diagnostic: ScriptDiagnostic?
    /// Non-fatal remarks: ignored visual-only properties, an image of unknown size. (A node laid out twice is reported
    /// by the engine's warnings, which see only the specs that are really laid out.)
    public var notes: [String]
    /// What `print(…)` wrote, line by line.
    public var printed: [String] = []

    public init(statements: [AcceptedStatement], diagnostic: ScriptDiagnostic?, notes: [String] = []) {
        self.statements = statements
        self.diagnostic = diagnostic
        self.notes = notes
    }
}

public struct AcceptedStatement: Sendable, Hashable {
    public var source: String
    /// False for statements that cannot change a layout (e.g. `import`, a bare number); true for one that wrote to
    /// an element or chose the root, even when what it wrote was already there.
    public var changedLayout: Bool
}

/// An entry run in the session: its tree and where its text came from.
struct EntrySource: Sendable {
    var tree: Syntax
    var locations: SourceLocations
}

extension ScriptSession {
    /// The diagnostic for `place`, in the text of the entry it was parsed in: the running entry's, or an earlier
    /// one's when the error is inside a function that entry declared. Syntax layoutrepl made for the entry (a
    /// stand-in's call, placed after the pasted text) is located in the running entry's text.
    func diagnostic(_ message: String, at place: SourcePlace, in running: EntrySource) -> ScriptDiagnostic {
        guard place.tree != running.tree,
              let earlier = recentEntries.last(where: { $0.tree == place.tree })?.locations
        else { return running.locations.diagnostic(message, at: place.position.utf8Offset) }
        let file = earlier.file == running.locations.file && earlier.file == "<input>" ? "<earlier input>" : earlier.file
        return SourceLocations(source: earlier.source, file: file, firstLine: earlier.firstLine)
            .diagnostic(message, at: place.position.utf8Offset)
    }
}

/// An error in the input, located in its file; `description` is the full message with the source line and a caret.
public struct ScriptDiagnostic: Error, Sendable, Hashable, CustomStringConvertible {
    public var message: String
    public var file: String
    public var line: Int
    public var column: Int
    public var sourceLine: String
    /// For an error inside a pasted function: the calls that led there, innermost first.
    public var callSites: [ScriptDiagnostic] = []

    public var description: String { text(excerptWidth: Self.excerptWidth) }

    /// The message with source lines cut to fit `columns` columns (a terminal's width), ellipses included.
    public func description(columns: Int) -> String {
        // Room for an ellipsis on each side of the excerpt.
        text(excerptWidth: min(Self.excerptWidth, max(1, columns - 2)))
    }

    private func text(excerptWidth width: Int) -> String {
        let message = message.withVisibleControlCharacters
        let file = file.withVisibleControlCharacters
        var text = "\(file):\(line):\(column): error: \(message)\n\(Self.excerpt(sourceLine, column, width: width))"
        for site in callSites {
            text += "\n\(site.file.withVisibleControlCharacters):\(site.line):\(site.column): note: "
                + "\(site.message.withVisibleControlCharacters)\n"
                + Self.excerpt(site.sourceLine, site.column, width: width)
        }
        return text
    }

    /// The characters of a source line shown when no terminal width is known (a batch run's standard error).
    static let excerptWidth = 100

    /// The source line and a caret under the column; a line longer than `width` characters is cut to the part
    /// around the column, with … where it was cut. Control characters are shown as escapes, which take more
    /// columns: the caret moves by what they add before it.
    static func excerpt(_ line: String, _ column: Int, width: Int) -> String {
        let before = String(line.prefix(max(0, column - 1))).withVisibleControlCharacters
        let column = before.count + 1
        let characters = Array(line.withVisibleControlCharacters)
        guard characters.count > width else {
            return "\(String(characters))\n\(String(repeating: " ", count: max(0, column - 1)))^"
        }
        let start = min(max(0, column - 1 - width / 2), characters.count - width)
        let end = min(characters.count, start + width)
        let prefix = start > 0 ? "…" : ""
        let suffix = end < characters.count ? "…" : ""
        let caret = prefix.count + max(0, column - 1 - start)
        return prefix + String(characters[start..<end]) + suffix + "\n" + String(repeating: " ", count: caret) + "^"
    }
}

/// Turns UTF-8 offsets into diagnostics with a 1-based line, a 1-based character column and the source line.
struct SourceLocations: Sendable {
    let source: String
    let file: String
    /// The line of the whole file where `source` starts.
    var firstLine = 1

    func diagnostic(_ message: String, at utf8Offset: Int) -> ScriptDiagnostic {
        let before = source.utf8.prefix(Swift.max(0, utf8Offset))
        let line = before.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { before.index(after: $0) } ?? before.startIndex
        let column = String(decoding: before[lineStart...], as: UTF8.self).count + 1
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let sourceLine = lines.indices.contains(line - 1) ? String(lines[line - 1]) : ""
        return ScriptDiagnostic(
            message: message, file: file, line: line + firstLine - 1, column: column, sourceLine: sourceLine)
    }
}

extension Unicode.Scalar {
    /// A C0 or C1 control character or DEL, which a terminal would act on instead of showing (tab and newline
    /// aside).
    public var isTerminalControl: Bool {
        (value < 0x20 && value != 0x09 && value != 0x0A) || (0x7F...0x9F).contains(value)
            // Bidirectional controls reorder the rest of a terminal line ("Trojan Source"): shown as escapes too.
            || value == 0x061C || value == 0x200E || value == 0x200F || (0x202A...0x202E).contains(value)
            || (0x2066...0x2069).contains(value)
    }
}

extension String {
    /// The text with every terminal control character written as `\u{1B}`: what user text looks like on the way to a
    /// terminal, so an escape sequence in a string literal cannot retitle the window or clear the screen.
    public var withVisibleControlCharacters: String {
        guard unicodeScalars.contains(where: \.isTerminalControl) else { return self }
        var visible = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            if scalar.isTerminalControl {
                visible.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                visible.append(scalar)
            }
        }
        return String(visible)
    }

    /// The text with Windows line ends (`\r\n`, one Character to Swift) and classic Mac OS ones (a lone `\r`) as `\n`,
    /// so files saved on either read like any other and their errors name the right line.
    public var withUnixLineEnds: String {
        unicodeScalars.contains("\r") ? String(map { $0 == "\r\n" || $0 == "\r" ? "\n" : $0 }) : self
    }
}

/// `` `default` `` and `default` are one name to Swift (`static let `default``, read as `.default`): every escaped
/// identifier becomes its plain name, so that declarations and uses meet whichever way each is written. A space on
/// each side takes the backticks' place, so every later position, and every caret, stays where the source has it.
private final class BackticksRemoved: SyntaxRewriter {
    override func visit(_ token: TokenSyntax) -> TokenSyntax {
        guard case .identifier(let text) = token.tokenKind, text.count > 2, text.hasPrefix("`"), text.hasSuffix("`")
        else { return token }
        return token.with(\.tokenKind, .identifier(String(text.dropFirst().dropLast())))
            .with(\.leadingTrivia, token.leadingTrivia + .space)
            .with(\.trailingTrivia, .space + token.trailingTrivia)
    }
}
