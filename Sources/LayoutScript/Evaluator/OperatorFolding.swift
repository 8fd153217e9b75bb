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

/// The parser leaves `a + b * c` as a flat sequence (folding needs the operator declarations, which live in
/// SwiftOperators). This folds it with the standard library's precedence groups, by precedence climbing.
enum OperatorFolding {
    /// Longer sequences are refused, which also bounds the recursion below.
    static let maximumElements = 401

    static func fold(_ elements: [ExprSyntax]) throws(ScriptError) -> FoldedExpression {
        guard let first = elements.first else { throw ScriptError("empty expression") }
        guard elements.count <= maximumElements else {
            throw ScriptError("this expression has more than \(maximumElements / 2) operators", at: first)
        }
        var index = 0
        return try climb(elements, &index, minimum: 0)
    }

    private static func climb(_ elements: [ExprSyntax], _ index: inout Int, minimum: Int) throws(ScriptError)
        -> FoldedExpression
    {
        var left = FoldedExpression.operand(elements[index])
        index += 1
        while index < elements.count {
            let op = elements[index]
            let (precedence, rightAssociative) = try self.precedence(of: op)
            guard precedence >= minimum else { break }
            index += 1
            guard index < elements.count else { throw ScriptError("expected an operand after the operator", at: op) }
            if op.is(UnresolvedAsExprSyntax.self) || op.is(UnresolvedIsExprSyntax.self) {
                left = .cast(left, op: op, type: elements[index])
                index += 1
                continue
            }
            let right = try climb(elements, &index, minimum: rightAssociative ? precedence : precedence + 1)
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
        return op.trimmedDescription
    }

    /// Swift's precedence groups, from AssignmentPrecedence (1) to BitwiseShiftPrecedence (11).
    private static func precedence(of op: ExprSyntax) throws(ScriptError) -> (Int, rightAssociative: Bool) {
        if op.is(UnresolvedTernaryExprSyntax.self) { return (2, true) }
        if op.is(UnresolvedAsExprSyntax.self) || op.is(UnresolvedIsExprSyntax.self) { return (7, false) }
        switch symbol(of: op) {
        case "=", "+=", "-=", "*=", "/=", "%=": return (1, true)
        case "<~": return (2, true)  // ReactiveSwift's BindingPrecedence: above assignment, below the ternary
        case "||": return (3, false)
        case "&&": return (4, false)
        case "==", "!=", "<", "<=", ">", ">=": return (5, false)
        case "??": return (6, true)
        case "..<", "...": return (8, false)
        case "+", "-", "|", "^": return (9, false)
        case "*", "/", "%", "&": return (10, false)
        case "<<", ">>": return (11, false)
        default: throw ScriptError("the operator '\(symbol(of: op).prefix(8))' is not supported", at: op)
        }
    }
}
