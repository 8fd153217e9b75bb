import SwiftSyntax

/// An operator sequence folded into a tree by precedence.
indirect enum FoldedExpression {
    case operand(ExprSyntax)
    /// `left op right`; `op` is the operator's syntax (a binary operator or `=`).
    case binary(FoldedExpression, ExprSyntax, FoldedExpression)
    /// `condition ? then : otherwise`.
    case ternary(FoldedExpression, ExprSyntax, FoldedExpression)
    /// `operand as Type`, `as?`, `as!` and `is`: `op` is the `as`/`is` syntax, `type` the type expression.
    case cast(FoldedExpression, op: ExprSyntax, type: ExprSyntax)
}

/// Where an operator binds: its precedence group's level (higher binds tighter) and whether it groups to the right.
struct OperatorPrecedence: Hashable, Sendable {
    var level: Int
    var rightAssociative = false

    static let ternary = OperatorPrecedence(level: 20, rightAssociative: true)
    /// Above the ternary and, as Swift leaves it unordered against the rest, below them.
    static let `default` = OperatorPrecedence(level: 25)
    static let casting = OperatorPrecedence(level: 70)

    /// The standard library's precedence groups, ten levels apart so that an app's group fits between two.
    static let groups: [String: OperatorPrecedence] = [
        "AssignmentPrecedence": .init(level: 10, rightAssociative: true),
        "TernaryPrecedence": ternary,
        "DefaultPrecedence": `default`,
        "LogicalDisjunctionPrecedence": .init(level: 30),
        "LogicalConjunctionPrecedence": .init(level: 40),
        "ComparisonPrecedence": .init(level: 50),
        "NilCoalescingPrecedence": .init(level: 60, rightAssociative: true),
        "CastingPrecedence": casting,
        "RangeFormationPrecedence": .init(level: 80),
        "AdditionPrecedence": .init(level: 90),
        "MultiplicationPrecedence": .init(level: 100),
        "BitwiseShiftPrecedence": .init(level: 110),
    ]

    /// The standard library's operators (and ReactiveSwift's `<~`, above assignment and below the ternary).
    static let standard: [String: OperatorPrecedence] = {
        var table: [String: OperatorPrecedence] = [:]
        func put(_ symbols: [String], _ group: String) { for symbol in symbols { table[symbol] = groups[group] } }
        put(["=", "+=", "-=", "*=", "/=", "%=", "&+=", "&-=", "&*="], "AssignmentPrecedence")
        put(["||"], "LogicalDisjunctionPrecedence")
        put(["&&"], "LogicalConjunctionPrecedence")
        put(["==", "!=", "<", "<=", ">", ">=", "===", "!==", "~="], "ComparisonPrecedence")
        put(["??"], "NilCoalescingPrecedence")
        put(["..<", "..."], "RangeFormationPrecedence")
        put(["+", "-", "|", "^", "&+", "&-"], "AdditionPrecedence")
        put(["*", "/", "%", "&", "&*"], "MultiplicationPrecedence")
        put(["<<", ">>", "&<<", "&>>"], "BitwiseShiftPrecedence")
        table["<~"] = OperatorPrecedence(level: 15, rightAssociative: true)
        return table
    }()
}

/// The parser leaves `a + b * c` as a flat sequence (folding needs the operator declarations, which live in
/// SwiftOperators). This folds it with the standard library's precedence groups and the operators the pasted code
/// declares (`infix operator ~~ : AdditionPrecedence`), by precedence climbing. An operator nothing declares binds
/// as Swift's `DefaultPrecedence`; whether a function implements it is the evaluator's to find.
enum OperatorFolding {
    /// Longer sequences are refused, which also bounds the recursion below.
    static let maximumElements = 401

    static func fold(_ elements: [ExprSyntax], declared: [String: OperatorPrecedence] = [:]) throws(ScriptError)
        -> FoldedExpression
    {
        guard let first = elements.first else { throw ScriptError("empty expression") }
        guard elements.count <= maximumElements else {
            throw ScriptError("this expression has more than \(maximumElements / 2) operators", at: first)
        }
        var index = 0
        return try climb(elements, &index, minimum: 0, declared: declared)
    }

    private static func climb(_ elements: [ExprSyntax], _ index: inout Int, minimum: Int,
                              declared: [String: OperatorPrecedence]) throws(ScriptError) -> FoldedExpression
    {
        var left = FoldedExpression.operand(elements[index])
        index += 1
        while index < elements.count {
            let op = elements[index]
            let precedence = self.precedence(of: op, declared: declared)
            guard precedence.level >= minimum else { break }
            index += 1
            guard index < elements.count else { throw ScriptError("expected an operand after the operator", at: op) }
            if op.is(UnresolvedAsExprSyntax.self) || op.is(UnresolvedIsExprSyntax.self) {
                left = .cast(left, op: op, type: elements[index])
                index += 1
                continue
            }
            let right = try climb(elements, &index,
                                  minimum: precedence.rightAssociative ? precedence.level : precedence.level + 1,
                                  declared: declared)
            if let ternary = op.as(UnresolvedTernaryExprSyntax.self) {
                left = .ternary(left, ternary.thenExpression, right)
            } else {
                left = .binary(left, op, right)
            }
        }
        return left
    }

    /// The operator's spelling: `+`, `=`, `&&`…
    static func symbol(of op: ExprSyntax) -> String {
        if op.is(AssignmentExprSyntax.self) { return "=" }
        if let binary = op.as(BinaryOperatorExprSyntax.self) { return binary.operator.text }
        return op.trimmedText
    }

    private static func precedence(of op: ExprSyntax, declared: [String: OperatorPrecedence]) -> OperatorPrecedence {
        if op.is(UnresolvedTernaryExprSyntax.self) { return .ternary }
        if op.is(UnresolvedAsExprSyntax.self) || op.is(UnresolvedIsExprSyntax.self) { return .casting }
        let symbol = symbol(of: op)
        return OperatorPrecedence.standard[symbol] ?? declared[symbol] ?? .default
    }
}
