import SwiftSyntax

/// The app's own option sets (`struct Position: OptionSet { let rawValue: Int; static let first = … }`): their values
/// are records holding `rawValue`, and Swift's `SetAlgebra` methods work on its bits.
extension Evaluator {
    /// Whether a pasted type adopts `OptionSet`.
    func isOptionSet(_ typeName: String) -> Bool {
        session.program.lineage(of: typeName).contains { $0.conformances.contains("OptionSet") }
    }

    /// The bits of a value of an option set (`rawValue`), nil for another value.
    func optionBits(_ value: ScriptValue) -> Int? {
        guard case .record(let record) = value, case .int(let bits)? = current(record).fields["rawValue"] else {
            return nil
        }
        return bits
    }

    /// The value of the option set `typeName` with these bits.
    func optionSetValue(_ typeName: String, bits: Int) -> ScriptValue {
        .record(Record(typeName: typeName, fields: ["rawValue": .int(bits)]))
    }

    /// A value written where an option set of `typeName` goes: an array literal (`[.first, .current]`, `[]`) is the
    /// set of its elements, a leading-dot name (`.first`) the type's static member. Nil for other written values.
    mutating func optionSetLiteral(_ expression: ExprSyntax, ofType typeName: String) throws(ScriptError) -> ScriptValue? {
        guard isOptionSet(typeName) else { return nil }
        if let array = expression.as(ArrayExprSyntax.self) {
            var bits = 0
            for element in array.elements {
                var member = try optionSetLiteral(element.expression, ofType: typeName)
                if member == nil { member = try evaluate(element.expression) }
                guard let member, let memberBits = optionBits(member) else {
                    throw ScriptError("an element of \(typeName) must be one of its options, got \(member.map(describe) ?? "nothing")",
                                      at: element.expression)
                }
                bits |= memberBits
            }
            return optionSetValue(typeName, bits: bits)
        }
        if let access = expression.as(MemberAccessExprSyntax.self), access.base == nil {
            return try staticMember(access.declName.baseName.text, ofType: typeName, at: access.declName)
        }
        return nil
    }

    /// `position.contains(.current)`, `options.insert(.bold)`, `a.union(b)` and the rest of `SetAlgebra` on a value of
    /// an app's option set; a mutating one stores the new value in `receiver`. Nil for another method.
    mutating func optionSetMethod(_ method: String, of record: Record, _ call: FunctionCallExprSyntax,
                                  receiver: ExprSyntax) throws(ScriptError) -> ScriptValue? {
        guard isOptionSet(record.typeName), let bits = optionBits(.record(record)) else { return nil }
        let typeName = record.typeName
        let arguments = Array(call.arguments)
        func operand() throws(ScriptError) -> Int {
            guard arguments.count == 1, let expression = arguments.first?.expression else {
                throw ScriptError("\(typeName).\(method) takes one value of \(typeName)", at: call)
            }
            var value = try optionSetLiteral(expression, ofType: typeName)
            if value == nil { value = try evaluate(expression) }
            guard let value, let operandBits = optionBits(value) else {
                throw ScriptError("\(typeName).\(method) takes a value of \(typeName), got \(value.map(describe) ?? "nothing")",
                                  at: expression)
            }
            return operandBits
        }
        func store(_ newBits: Int) throws(ScriptError) {
            try storeBack(optionSetValue(typeName, bits: newBits), into: receiver, at: call)
        }
        switch method {
        case "contains": return .bool(try operand() & ~bits == 0)
        case "union": return optionSetValue(typeName, bits: bits | (try operand()))
        case "intersection": return optionSetValue(typeName, bits: bits & (try operand()))
        case "subtracting": return optionSetValue(typeName, bits: bits & ~(try operand()))
        case "symmetricDifference": return optionSetValue(typeName, bits: bits ^ (try operand()))
        case "isSubset": return .bool(bits & ~(try operand()) == 0)
        case "isSuperset": return .bool(try operand() & ~bits == 0)
        case "isDisjoint": return .bool(bits & (try operand()) == 0)
        case "isStrictSubset":
            let other = try operand()
            return .bool(bits & ~other == 0 && bits != other)
        case "isStrictSuperset":
            let other = try operand()
            return .bool(other & ~bits == 0 && bits != other)
        case "formUnion": try store(bits | (try operand()))
        case "formIntersection": try store(bits & (try operand()))
        case "subtract": try store(bits & ~(try operand()))
        case "formSymmetricDifference": try store(bits ^ (try operand()))
        case "insert", "update":
            let member = try operand()
            try store(bits | member)
            let wasThere = member & ~bits == 0
            if method == "update" { return wasThere ? optionSetValue(typeName, bits: member) : .null }
            return .tuple(labels: ["inserted", "memberAfterInsert"],
                          parts: [.bool(!wasThere), optionSetValue(typeName, bits: member)])
        case "remove":
            let member = try operand()
            try store(bits & ~member)
            let removed = bits & member
            return removed == 0 ? .null : optionSetValue(typeName, bits: removed)
        default: return nil
        }
        return .void
    }
}
