import SwiftParser
import SwiftSyntax
import TextureLayout

/// Where a stream's values come from: a stored property of an object or node (`viewModel.title`, a relay; `vm.$name`,
/// an `@Published` property) or a top-level variable. A subscription made on it hears every value given to it later.
struct StreamSource: Hashable, Sendable {
    enum Owner: Hashable, Sendable {
        case object(Int)
        case node(ElementID)
        case topLevel
    }

    var owner: Owner
    var name: String
}

/// Live subscriptions, as RxSwift's relays and Combine's publishers deliver: a `sink`, `subscribe(onNext:)`,
/// `drive(_:)` or `bind(to:)` runs once with the value the stream holds when it is made, and again each time the
/// stream's source is given a value (`relay.accept(…)`, `subject.send(…)`, an `@Published` property assigned), until
/// the layout: a view model that loads its data after binding (`viewModel.reload()` in the init) lays the node out with
/// the data, as on a device.
extension Evaluator {
    /// Keeps the subscription `call` made on the stream its receiver chain starts from, to run again when that
    /// source is given a value; nothing when it runs again itself, or starts from no stored stream.
    mutating func keepSubscription(_ call: FunctionCallExprSyntax) throws(ScriptError) {
        guard !redeliveringStreams else { return }
        var sources: [StreamSource] = []
        for root in Self.streamChainRoots(of: call) {
            if let source = try streamSource(of: root), !sources.contains(source) { sources.append(source) }
        }
        guard !sources.isEmpty,
              case .expr(let expression)? = Parser.parse(source: "{ \(call.trimmedText) }").statements.first?.item,
              let syntax = expression.as(ClosureExprSyntax.self) else { return }
        var again = Closure(syntax: syntax, captured: scopes, selfElement: selfContext?.element, reference: SourcePlace(call))
        if case .record(let record)? = selfContext?.value { again.selfRecord = record }
        if case .type? = selfContext?.value { again.selfType = selfContext?.typeName }
        guard session.program.streamSubscriptions.values.reduce(0, { $0 + $1.count }) < Self.maximumSubscriptions else {
            throw ScriptError("more than \(Self.maximumSubscriptions) stream subscriptions were made; layoutrepl stops there",
                              at: call)
        }
        for source in sources { session.program.streamSubscriptions[source, default: []].append(again) }
    }

    static let maximumSubscriptions = 10_000

    /// Runs again every subscription made on the stream `receiver` names, after it was given a value.
    mutating func publishChange(of receiver: ExprSyntax, at node: some SyntaxProtocol) throws(ScriptError) {
        // Most sessions subscribe to nothing: finding the source (which may read the receiver) is skipped then.
        guard !session.program.streamSubscriptions.isEmpty, let source = try streamSource(of: receiver) else { return }
        try publishChange(of: source, at: node)
    }

    /// Runs again every subscription made on `source`. A subscription that gives the same source a value does not
    /// run itself again (a stream's value delivered to itself ends there, as a relay bound to itself would loop).
    mutating func publishChange(of source: StreamSource, at node: some SyntaxProtocol) throws(ScriptError) {
        guard let subscriptions = session.program.streamSubscriptions[source], !subscriptions.isEmpty,
              !publishingSources.contains(source) else { return }
        publishingSources.insert(source)
        let wasRedelivering = redeliveringStreams
        redeliveringStreams = true
        defer {
            publishingSources.remove(source)
            redeliveringStreams = wasRedelivering
        }
        for subscription in subscriptions { _ = try callClosure(subscription, [], at: node) }
    }

    /// After a stored property of an object or node was assigned: its `@Published` subscribers hear the value.
    mutating func publishPropertyChange(_ name: String, of owner: StreamSource.Owner, typeName: String,
                                        at node: some SyntaxProtocol) throws(ScriptError) {
        // Every assignment to an object's property passes here: the declaration is read only once something subscribed.
        guard !session.program.streamSubscriptions.isEmpty, session.program.isPublished(name, of: typeName) else { return }
        try publishChange(of: StreamSource(owner: owner, name: name), at: node)
    }

    /// Combine's `assign(to: \.isBusy, on: self)` and `assign(to: &$isBusy)`: each value the stream delivers is
    /// assigned to the property (an `@Published` one then publishes it). Nil for another form.
    mutating func assignFromStream(_ call: FunctionCallExprSyntax, value: ScriptValue?) throws(ScriptError) -> ScriptValue? {
        let arguments = Array(call.arguments)
        let target: String
        if arguments.count == 2, arguments[0].label?.text == "to", arguments[1].label?.text == "on",
           let keyPath = arguments[0].expression.as(KeyPathExprSyntax.self), keyPath.root == nil {
            target = arguments[1].expression.trimmedText + keyPath.components.trimmedText
        } else if arguments.count == 1, arguments[0].label?.text == "to",
                  let projected = arguments[0].expression.as(InOutExprSyntax.self)?.expression {
            // `&$isBusy`, `&self.$isBusy`: the property the projected value publishes.
            let written = projected.trimmedText
            guard let dollar = written.lastIndex(of: "$") else { return nil }
            target = String(written[..<dollar]) + written[written.index(after: dollar)...]
        } else {
            return nil
        }
        try keepSubscription(call)
        // `assign(to:on:)` gives an AnyCancellable to keep (`.store(in: &cancellables)`); `assign(to: &$x)` nothing.
        let made: ScriptValue = arguments.count == 2 ? .ignored(type: "AnyCancellable") : .void
        guard let value, let parsed = Parser.parse(source: target).statements.first,
              case .expr(let expression) = parsed.item else { return made }
        do {
            try store(value, into: expression, at: call)
        } catch {
            // The target was written again by layoutrepl: an error in it is the call's.
            var located = error
            if located.place?.tree == Syntax(parsed).root { located.place = SourcePlace(call) }
            throw located
        }
        return made
    }

    /// The streams a subscription's chain of operators starts from: `vm.$name` in `vm.$name.map { … }.sink { … }`;
    /// each stream a `combineLatest` or `zip` in the chain combines.
    static func streamChainRoots(of call: FunctionCallExprSyntax) -> [ExprSyntax] {
        roots(ofChain: call.calledExpression.as(MemberAccessExprSyntax.self)?.base)
    }

    private static func roots(ofChain start: ExprSyntax?) -> [ExprSyntax] {
        var roots: [ExprSyntax] = []
        var current = start
        while let expression = current.map(withoutOptionalMarks) {
            guard let inner = expression.as(FunctionCallExprSyntax.self) else { return roots + [expression] }
            if let name = inner.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
               combiningOperators.contains(name) {
                for argument in inner.arguments where argument.label == nil { roots += self.roots(ofChain: argument.expression) }
            }
            current = inner.calledExpression.as(MemberAccessExprSyntax.self)?.base
        }
        return roots
    }

    /// The operators that deliver the latest values of several streams together.
    static let combiningOperators: Set = ["combineLatest", "zip", "CombineLatest", "Zip"]

    /// `Observable.combineLatest(a, b) { $0 + $1 }`, `Driver.combineLatest(a, b)`, Combine's
    /// `Publishers.CombineLatest(a, b)` and `a.combineLatest(b)`: a stream of the streams' values together (a tuple,
    /// or what the closure makes of them) once each holds one, as RxSwift and Combine deliver them. Nil for any other
    /// call.
    mutating func combinedStream(_ call: FunctionCallExprSyntax) throws(ScriptError) -> ScriptValue? {
        guard let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base,
              Self.combiningOperators.contains(access.declName.baseName.text) else { return nil }
        var streams: [ExprSyntax] = call.arguments.filter { $0.label == nil }.map(\.expression)
        let typeName = (base.as(GenericSpecializationExprSyntax.self)?.expression ?? base).trimmedText
        // The static forms take every stream as an argument; Combine's instance form is called on the first.
        if !["Observable", "Driver", "Signal", "Publishers", "Single"].contains(typeName) || lookup(typeName) != nil {
            guard case .object(let type, _) = try evaluate(base), Self.streamTypes.contains(type) else { return nil }
            streams.insert(base, at: 0)
        }
        var values: [ScriptValue] = []
        for stream in streams {
            guard case .object(let type, let fields) = try evaluate(stream), Self.streamTypes.contains(type) else { return nil }
            guard let value = fields["value"] else { return .object(type: "Observable", fields: [:]) }
            values.append(value)
        }
        let selector = call.trailingClosure ?? call.arguments.first { $0.label?.text == "resultSelector" }?.expression
            .as(ClosureExprSyntax.self)
        guard let selector else { return .object(type: "Observable", fields: ["value": .tuple(labels: values.map { _ in nil }, parts: values)]) }
        let combined = try withScope { evaluator throws(ScriptError) in try evaluator.runClosure(selector, arguments: values) }
        return .object(type: "Observable", fields: ["value": combined])
    }

    /// The source a stream expression names: a stored property of an object, of a node or of `self`
    /// (`viewModel.title`, `self.$isBusy`, `$isBusy`), or a top-level variable; nil for anything else.
    mutating func streamSource(of expression: ExprSyntax) throws(ScriptError) -> StreamSource? {
        let expression = Self.withoutOptionalMarks(expression)
        func property(_ written: String) -> String { written.hasPrefix("$") ? String(written.dropFirst()) : written }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = property(reference.baseName.text)
            if let owner = selfOwner, selfField(name) != nil {
                return StreamSource(owner: owner, name: name)
            }
            return topLevelVariable(name) != nil ? StreamSource(owner: .topLevel, name: name) : nil
        }
        guard let access = expression.as(MemberAccessExprSyntax.self), let base = access.base else { return nil }
        let name = property(access.declName.baseName.text)
        if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return selfOwner.map { StreamSource(owner: $0, name: name) }
        }
        guard base.is(DeclReferenceExprSyntax.self) || base.is(MemberAccessExprSyntax.self) else { return nil }
        switch try evaluate(base) {
        case .record(let record): return record.objectID.map { StreamSource(owner: .object($0), name: name) }
        case .element(let id): return StreamSource(owner: .node(id), name: name)
        default: return nil
        }
    }

    /// The object or node `self` is in the running method.
    private var selfOwner: StreamSource.Owner? {
        switch selfContext?.value {
        case .node(let id)?: return .node(id)
        case .record(let record)?: return record.objectID.map { .object($0) }
        default: return nil
        }
    }
}

extension Program {
    /// Whether a stored property of the type (or a superclass) is declared `@Published`.
    func isPublished(_ name: String, of typeName: String) -> Bool {
        guard let variable = storedProperty(name, of: typeName)?.binding.parent?.parent?.as(VariableDeclSyntax.self)
        else { return false }
        return variable.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "Published" }
    }
}
