import SwiftSyntax

/// `#if DEBUG … #else … #endif` in pasted code: the clause an iOS app's debug build on a device compiles runs.
/// (swift-syntax's SwiftIfConfig evaluates these conditions too, but it would add SwiftSyntaxBuilder to the build
/// of the shell, which issue 14 keeps from growing; the conditions real layout code writes are few.)
extension Evaluator {
    /// The clause whose condition holds, the `#else` when none does, nil when neither.
    static func activeClause(_ ifConfig: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
        ifConfig.clauses.first { clause in clause.condition.map(isActiveCondition) ?? true }
    }

    /// A condition as Xcode's Debug configuration of an iOS app on a device has it: `DEBUG` is set and no other
    /// custom flag; `os(iOS)`, `arch(arm64)` and every `canImport` hold (the app builds with its dependencies);
    /// `targetEnvironment(simulator)` and `hasFeature` do not; `swift(>=…)` and `compiler(>=…)` compare with 6.0.
    static func isActiveCondition(_ condition: ExprSyntax) -> Bool {
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return isActiveCondition(only.expression)
        }
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return !isActiveCondition(prefix.expression)
        }
        if let sequence = condition.as(SequenceExprSyntax.self) {
            // `||` binds looser than `&&`: any `||` group whose `&&` parts all hold.
            var groups: [[ExprSyntax]] = [[]]
            for element in sequence.elements {
                switch element.as(BinaryOperatorExprSyntax.self)?.operator.text {
                case "||"?: groups.append([])
                case "&&"?: continue
                default: groups[groups.count - 1].append(element)
                }
            }
            return groups.contains { group in !group.isEmpty && group.allSatisfy(isActiveCondition) }
        }
        if let infix = condition.as(InfixOperatorExprSyntax.self),
           let symbol = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text {
            if symbol == "&&" { return isActiveCondition(infix.leftOperand) && isActiveCondition(infix.rightOperand) }
            if symbol == "||" { return isActiveCondition(infix.leftOperand) || isActiveCondition(infix.rightOperand) }
        }
        if let flag = condition.as(DeclReferenceExprSyntax.self) { return flag.baseName.text == "DEBUG" }
        if let literal = condition.as(BooleanLiteralExprSyntax.self) { return literal.literal.tokenKind == .keyword(.true) }
        guard let call = condition.as(FunctionCallExprSyntax.self),
              let function = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        let argument = call.arguments.first?.expression.trimmedText ?? ""
        switch function {
        case "os": return argument == "iOS"
        case "arch": return argument == "arm64"
        case "canImport": return true
        case "targetEnvironment", "hasFeature", "hasAttribute": return false
        case "swift", "compiler":
            let version = argument.drop { !$0.isNumber }.split(separator: ".").compactMap { Int($0) }
            let atLeast = argument.hasPrefix(">=")
            let current = [6, 0]
            let below = version.lexicographicallyPrecedes(current) || version == current || version == [6]
            return atLeast ? below : !below
        default: return false
        }
    }
}
