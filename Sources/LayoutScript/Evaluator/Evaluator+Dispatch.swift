import SwiftSyntax

/// Work the app hands to a queue (`DispatchQueue.main.async { … }`, Texture's `ASPerformBlockOnMainThread`) runs
/// once the statement that queued it is done, as the app's run loop runs it soon after: a text set there and the
/// `setNeedsLayout()` after it are in the layout drawn, as on screen once it settles. Work queued for later
/// (`asyncAfter`) stays skipped, as before it fires.
extension Evaluator {
    /// Texture's functions that run a block on a thread (ASThread.h).
    static let blockPerformingFunctions: Set = ["ASPerformBlockOnMainThread", "ASPerformBlockOnBackgroundThread"]

    /// The block a call queues to run soon (`DispatchQueue.main.async { … }`, `.async(execute:)` of any dispatch queue,
    /// `OperationQueue.main.addOperation { … }`, `ASPerformBlockOnMainThread { … }`), kept to run after the statement;
    /// false for any other call.
    mutating func queueDispatchedBlock(_ call: FunctionCallExprSyntax) throws(ScriptError) -> Bool {
        let queues: Bool
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            queues = Self.blockPerformingFunctions.contains(reference.baseName.text)
                && lookup(reference.baseName.text) == nil && session.program.functions[reference.baseName.text] == nil
        } else if let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base {
            switch access.declName.baseName.text {
            case "async": queues = try isDispatchQueue(base)
            case "addOperation": queues = Self.rootName(of: base) == "OperationQueue"
            default: queues = false
            }
        } else {
            queues = false
        }
        guard queues else { return false }
        let written = call.trailingClosure.map(ExprSyntax.init)
            ?? call.arguments.first { $0.label == nil || $0.label?.text == "execute" }?.expression
        guard let written, case .closure(let block) = try evaluate(written) else { return false }
        queuedBlocks.append(QueuedBlock(block: block, call: Syntax(call)))
        return true
    }

    /// Whether `base` is a dispatch queue: `DispatchQueue.main`, `.global()`, or a name holding one the app made
    /// (`let queue = DispatchQueue(label: "app.worker")`, `Provider.queue`), which layoutrepl keeps as a stand-in.
    private mutating func isDispatchQueue(_ base: ExprSyntax) throws(ScriptError) -> Bool {
        if Self.rootName(of: base) == "DispatchQueue" { return true }
        // Only a name or a chain of names is read: evaluating a call here would run it a second time.
        var current = base
        while let access = current.as(MemberAccessExprSyntax.self), let inner = access.base { current = inner }
        guard current.is(DeclReferenceExprSyntax.self) else { return false }
        switch try? evaluate(base) {
        case .unknown(let made)?: return made.hasPrefix("DispatchQueue")
        // An object of a class layoutrepl does not model stands in as a node of that class.
        case .element(let id)?: return session.program.unknownClassNodes[id] == "DispatchQueue"
        default: return false
        }
    }

    /// Runs the blocks queued so far, and those they queue, in order. One that stops with an error is cut short there
    /// with a note, as the app's background work often reads what the paste does not hold (a cache of its store, a
    /// relay's value) and the statement that queued it has already run. No copy of the session is kept per block: a
    /// block that queues blocks may run thousands of them.
    mutating func runQueuedBlocks() throws(ScriptError) {
        var index = 0
        defer { queuedBlocks.removeAll() }
        while index < queuedBlocks.count {
            let next = queuedBlocks[index]
            index += 1
            try countIteration(at: next.call, of: "blocks queued with DispatchQueue (one queueing another?)")
            do {
                _ = try callClosure(next.block, [], at: next.call)
            } catch {
                if Interruption.isRequested || isOverBudget { throw error }
                let queue = next.call.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription ?? "a queue"
                note("a block queued with \(queue) stopped with an error, so the layout is drawn with what it set before "
                    + "it: " + error.message)
            }
        }
    }
}

/// A block queued by a call (see ``Evaluator/queueDispatchedBlock(_:)``), with the call for errors.
struct QueuedBlock: Sendable {
    let block: Closure
    let call: Syntax
}
