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
            case "async": queues = Self.rootName(of: base) == "DispatchQueue"
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

    /// Runs the blocks queued so far, and those they queue, in order.
    mutating func runQueuedBlocks() throws(ScriptError) {
        while !queuedBlocks.isEmpty {
            let next = queuedBlocks.removeFirst()
            try countIteration(at: next.call, of: "blocks queued with DispatchQueue (one queueing another?)")
            _ = try callClosure(next.block, [], at: next.call)
        }
    }
}

/// A block queued by a call (see ``Evaluator/queueDispatchedBlock(_:)``), with the call for errors.
struct QueuedBlock: Sendable {
    let block: Closure
    let call: Syntax
}
