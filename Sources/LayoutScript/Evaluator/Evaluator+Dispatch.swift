import SwiftSyntax

/// Grand Central Dispatch as a layout sees it. Work the app hands to a queue (`DispatchQueue.main.async { … }`,
/// Texture's `ASPerformBlockOnMainThread`) runs once the statement that queued it is done, as the app's run loop runs
/// it soon after: a text set there and the `setNeedsLayout()` after it are in the layout drawn, as on screen once it
/// settles. Work queued for later (`asyncAfter`) and a group's `notify` run after that, in the order of their
/// deadlines; `sync` and `concurrentPerform` run their blocks before the call returns, as Dispatch does.
extension Evaluator {
    /// Texture's functions that run a block on a thread (ASThread.h).
    static let blockPerformingFunctions: Set = ["ASPerformBlockOnMainThread", "ASPerformBlockOnBackgroundThread"]

    /// The methods of Dispatch's queues, groups, semaphores and work items (and OperationQueue's `addOperation`)
    /// that ``dispatchCall(_:)`` runs; a call to any other method never reads its receiver twice.
    private static let dispatchMethods: Set = ["async", "asyncAfter", "sync", "concurrentPerform", "addOperation",
                                               "notify", "enter", "leave", "wait", "signal", "perform", "cancel"]

    /// A call to Dispatch (or to what queues like it: `OperationQueue.main.addOperation`, `ASPerformBlockOnMainThread`)
    /// and what it gives: `.void` for a block queued, the block's value for `sync`, a closure for a
    /// `DispatchWorkItem`; nil for any other call.
    mutating func dispatchCall(_ call: FunctionCallExprSyntax) throws(ScriptError) -> ScriptValue? {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            guard lookup(name) == nil, session.program.functions[name] == nil, session.program.types[name] == nil else {
                return nil
            }
            if Self.blockPerformingFunctions.contains(name) {
                return try queue(block(of: call), for: call) ? .void : nil
            }
            // `DispatchWorkItem { … }`, `DispatchWorkItem(qos: .userInitiated, flags: []) { … }`: its block, which
            // `async(execute:)`, `asyncAfter(deadline:execute:)` and `perform()` run.
            if name == "DispatchWorkItem", let written = block(of: call) {
                return try evaluate(written)
            }
            return nil
        }
        guard let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base else {
            return nil
        }
        let method = access.declName.baseName.text
        guard Self.dispatchMethods.contains(method) else { return nil }
        switch (try dispatchType(of: base), method) {
        case ("DispatchQueue", "async"), ("OperationQueue", "addOperation"):
            return try queue(block(of: call), for: call) ? .void : nil
        case ("DispatchQueue", "asyncAfter"):
            return try queue(block(of: call), for: call, after: delay(of: call)) ? .void : nil
        case ("DispatchQueue", "sync"):
            guard let written = block(of: call), case .closure(let block) = try evaluate(written) else { return nil }
            return try callClosure(block, [], at: call)
        case ("DispatchQueue", "concurrentPerform"):
            // `DispatchQueue.concurrentPerform(iterations: 3) { i in … }`: every iteration has run when it returns;
            // here they run in order.
            guard let count = call.arguments.first(where: { $0.label?.text == "iterations" }), let written = block(of: call),
                  case .closure(let block) = try evaluate(written) else { return nil }
            guard case .int(let iterations) = try evaluate(count.expression, expecting: .integer) else {
                throw ScriptError("concurrentPerform(iterations:) takes an Int", at: count.expression)
            }
            for index in 0..<Swift.max(0, iterations) {
                try countIteration(at: call)
                _ = try callClosure(block, [.int(index)], at: call)
            }
            return .void
        case ("DispatchGroup", "notify"):
            // Runs once the group's work is done: after the blocks queued to run soon.
            return try queue(block(of: call), for: call, after: 0) ? .void : nil
        case ("DispatchGroup", "enter"), ("DispatchGroup", "leave"), ("DispatchSemaphore", "wait"),
             ("DispatchGroup", "wait"):
            // Waiting returns at once: the work it waits for runs when its queue runs it here.
            return call.arguments.isEmpty ? .void : .enumCase(type: "DispatchTimeoutResult", name: "success")
        case ("DispatchSemaphore", "signal"):
            return .int(0)
        case ("DispatchWorkItem", "perform"):
            // A work item's block returns Void: what its last expression gives (`rows.removeLast()`) is dropped.
            guard case .closure(let block) = try evaluate(base) else { return nil }
            _ = try callClosure(block, [], at: call)
            return .void
        case ("DispatchWorkItem", "cancel"):
            note("DispatchWorkItem.cancel() does not stop the item here: a block queued with it still runs")
            return .void
        default:
            return nil
        }
    }

    /// The block a dispatch call is given: its trailing closure, or the argument `execute:`, `block:` or unlabelled.
    private func block(of call: FunctionCallExprSyntax) -> ExprSyntax? {
        call.trailingClosure.map(ExprSyntax.init)
            ?? call.arguments.first { [nil, "execute", "block"].contains($0.label?.text) }?.expression
    }

    /// Keeps the block to run after the statement: soon, or `after` seconds later. False when `written` is not a
    /// closure (an app's own `async(_:)` method taking something else).
    private mutating func queue(_ written: ExprSyntax?, for call: FunctionCallExprSyntax, after delay: Double? = nil)
        throws(ScriptError) -> Bool
    {
        guard let written, case .closure(let block) = try evaluate(written) else { return false }
        let queued = QueuedBlock(block: block, call: Syntax(call), dueTime: dispatchClock + (delay ?? 0))
        if delay == nil { queuedBlocks.append(queued) } else { delayedBlocks.append(queued) }
        return true
    }

    /// The seconds an `asyncAfter` deadline lies ahead: `.now() + 0.3`, `DispatchTime.now() + .milliseconds(300)`,
    /// `.now()`. One that cannot be read counts as none, with a note, so its block runs after those queued to run soon.
    private mutating func delay(of call: FunctionCallExprSyntax) throws(ScriptError) -> Double {
        guard let deadline = call.arguments.first(where: { ["deadline", "wallDeadline"].contains($0.label?.text) })?
            .expression else { return 0 }
        if deadline.trimmedText.hasSuffix("now()") { return 0 }
        guard let sum = deadline.as(SequenceExprSyntax.self), sum.elements.count == 3,
              sum.elements.first?.trimmedText.hasSuffix("now()") == true,
              sum.elements.dropFirst().first?.trimmedText == "+", let interval = sum.elements.last else {
            note("the deadline of \(call.calledExpression.trimmedText) is not read here: its block runs after "
                + "the blocks queued to run soon")
            return 0
        }
        let units: [String: Double] = ["seconds": 1, "milliseconds": 1e-3, "microseconds": 1e-6, "nanoseconds": 1e-9]
        if let unit = interval.as(FunctionCallExprSyntax.self),
           let scale = units[unit.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? ""],
           let amount = unit.arguments.first?.expression {
            return try seconds(amount, at: amount) * scale
        }
        return try seconds(interval, at: interval)
    }

    private mutating func seconds(_ expression: ExprSyntax, at node: ExprSyntax) throws(ScriptError) -> Double {
        switch try evaluate(expression, expecting: .number) {
        case .number(let value) where value.isFinite: return Swift.max(0, value)
        case .int(let value): return Double(Swift.max(0, value))
        default: throw ScriptError("a dispatch deadline takes a number of seconds or a DispatchTimeInterval", at: node)
        }
    }

    /// Which part of Dispatch `base` is: `DispatchQueue.main`, `.global()`, `OperationQueue.main`, or a name holding
    /// a queue, group, semaphore or work item the app made (`let queue = DispatchQueue(label: "app.worker")`,
    /// `Provider.queue`), which layoutrepl keeps as a stand-in; nil for anything else.
    private mutating func dispatchType(of base: ExprSyntax) throws(ScriptError) -> String? {
        let root = Self.rootName(of: base)
        // `DispatchWorkItem { … }.perform()`: making the item only reads its block, so it may be evaluated again.
        if ["DispatchQueue", "OperationQueue", "DispatchWorkItem"].contains(root), lookup(root) == nil { return root }
        // Only a name or a chain of names is read: evaluating a call here would run it a second time.
        var current = base
        while let access = current.as(MemberAccessExprSyntax.self), let inner = access.base { current = inner }
        guard current.is(DeclReferenceExprSyntax.self) else { return nil }
        let types = ["DispatchQueue", "DispatchGroup", "DispatchSemaphore"]
        switch try? evaluate(base) {
        case .unknown(let made)?: return types.first { made.hasPrefix($0) }
        // An object of a class layoutrepl does not model stands in as a node of that class.
        case .element(let id)?: return session.program.unknownClassNodes[id].flatMap { types.contains($0) ? $0 : nil }
        case .closure?: return "DispatchWorkItem"
        default: return nil
        }
    }

    /// Runs the blocks queued so far, and those they queue: first every block queued to run soon, in order, then the
    /// earliest of those queued for later, and so on. One that stops with an error is cut short there with a note,
    /// as the app's background work often reads what the paste does not hold (a cache of its store, a relay's value)
    /// and the statement that queued it has already run. No copy of the session is kept per block: a block that
    /// queues blocks may run thousands of them.
    mutating func runQueuedBlocks() throws(ScriptError) {
        var index = 0
        defer {
            queuedBlocks.removeAll()
            delayedBlocks.removeAll()
            dispatchClock = 0
        }
        while true {
            let next: QueuedBlock
            if index < queuedBlocks.count {
                next = queuedBlocks[index]
                index += 1
            } else if let earliest = delayedBlocks.indices.min(by: { delayedBlocks[$0].dueTime < delayedBlocks[$1].dueTime }) {
                next = delayedBlocks.remove(at: earliest)
                dispatchClock = next.dueTime
            } else {
                return
            }
            try countIteration(at: next.call, of: "blocks queued with DispatchQueue (one queueing another?)")
            do {
                _ = try callClosure(next.block, [], at: next.call)
            } catch {
                if Interruption.isRequested || isOverBudget { throw error }
                let queue = next.call.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedText ?? "a queue"
                note("a block queued with \(queue) stopped with an error, so the layout is drawn with what it set before "
                    + "it: " + error.message)
            }
        }
    }
}

/// A block queued by a call (see ``Evaluator/dispatchCall(_:)``), with the call for errors and the time, in seconds
/// after the statement, it is due.
struct QueuedBlock: Sendable {
    let block: Closure
    let call: Syntax
    let dueTime: Double
}
