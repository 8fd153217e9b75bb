import SwiftSyntax
import TextureLayout

/// The narrow interface between the language and the UIKit/Foundation surface of the catalog: display-only code,
/// instance methods of values, values of reference types, and literal macros. The evaluator calls these where a
/// catalog decides; the decisions themselves live in the catalog's tables.
extension Evaluator {
    // MARK: Display-only code

    /// `.ignored` for a display-only type (`UIColor`, `UIView`, a gesture recognizer) with its kind noted; nil for
    /// any other type.
    mutating func ignoreDisplayOnly(typeNamed name: String) -> ScriptValue? {
        guard let kind = ScriptAPI.shared.displayKind(ofType: name) else { return nil }
        session.noteIgnored(kind)
        return .ignored(type: name)
    }

    /// A visual-only property read or written: noted by its kind, and `.ignored` of its type.
    mutating func ignoreDisplayOnly(_ property: ScriptAPI.Property) -> ScriptValue {
        session.noteIgnored(property.displayKind ?? .rendering)
        return .ignored(type: property.type.description)
    }

    /// A bare name that is a display-only property of the pasted node itself (`view`, `layer`, `backgroundColor` in
    /// a node subclass's `init`, where Swift reads them from `self`): `.ignored`, with its kind noted. Nil for any
    /// other name.
    mutating func ignoreImplicitSelfMember(_ name: String) -> ScriptValue? {
        guard let property = ScriptAPI.shared.property(name, ofType: "ASDisplayNode"), property.access == .visualOnly
        else { return nil }
        return ignoreDisplayOnly(property)
    }

    /// Notes the kind of a display-only value a member read produced (`UIColor.red`, `node.view`, `.white` where a
    /// colour is expected), and returns the value.
    mutating func noteIgnoredRead(_ value: ScriptValue, named name: String, of base: ScriptValue?) -> ScriptValue {
        guard case .ignored(let type) = value else { return value }
        let api = ScriptAPI.shared
        if let id = base?.elementID, let kind = api.property(name, ofType: session.className(of: id))?.displayKind {
            session.noteIgnored(kind)
        } else if let kind = api.displayKind(ofType: type) {
            session.noteIgnored(kind)
        }
        return value
    }

    /// A method called on a node or spec that layout does not run: the catalog's ignored methods (`addTarget`)
    /// are accepted with any arguments; anything else is an error naming what exists.
    mutating func callElementMethod(_ method: String, on base: ScriptValue, _ call: FunctionCallExprSyntax,
                                    at node: some SyntaxProtocol) throws(ScriptError) -> ScriptValue
    {
        let className = base.elementID.map { session.className(of: $0) } ?? base.staticTypeName
        let ignored = ScriptAPI.shared.ignoredMethods(ofType: className)
        if let known = ignored.first(where: { $0.name == method }) {
            session.noteIgnored(known.displayKind)
            return .void
        }
        let names = ignored.map(\.name) + Self.layoutNeutralMethods
            + ScriptAPI.shared.members(ofType: className).map(\.name)
        // `rx_setNeedsLayout()` of RxCocoa-Texture: a library's namespaced member is its own, not a slip of Texture's.
        // Nor is a name in a pasted type's code, which compiled in its app, unless one letter makes it Texture's:
        // `stack.withSpacing(4)` of ASDKFluentExtensions is no misspelling of `lineSpacing`.
        let suggestion = closestName(to: method, in: names, abbreviations: false)
        let isSlip = suggestion.map { editDistance(method.lowercased(), $0.lowercased()) <= 1 } ?? false
        if let id = base.elementID,
           suggestion == nil || selfContext != nil && !isSlip
            || session.program.unknownClassNodes[id] != nil || Self.isLibraryNamespaced(method) {
            // A method from an extension in the app's other files (`titleNode.applyStyle()`), or of an app class
            // that was not pasted and stands in as a Texture node (`TextBuilder(…).set(font: …)`): skipped, and said.
            // Where a node or spec goes (`child: stack.insets(top: 8)`), the element it was called on stands in, as
            // the call skipped leaves it.
            let path = "\(session.tree[id].name).\(method)(…)"
            // Said once per class extended (the app's, or Texture's: `ASTextNode.setAttribute(…)`), not per node.
            let appClass = session.program.unknownClassNodes[id].flatMap { $0.first?.isUppercase == true ? $0 : nil }
            if appClass == nil, let closure = Self.onlyClosure(of: call), parameterCount(of: closure) == 1 {
                // `ASDisplayNode().configure { $0.style.height = … }`: a builder like Then's `then`, which runs its
                // closure on the node and gives the node back. A closure that does not run so (a callback) is skipped.
                let before = self
                do {
                    _ = try withScope { evaluator throws(ScriptError) in try evaluator.runClosure(closure, arguments: [base]) }
                    session.noteBuilderCall("\(className).\(method)(…)")
                    return base
                } catch {
                    if Interruption.isRequested || isOverBudget { throw error }
                    self = before
                }
            }
            session.noteSkippedCall("\(appClass ?? className).\(method)(…)")
            session.program.unknownReceivers[path] = base
            return .unknown(path)
        }
        throw ScriptError("\(describe(base)) has no method '\(method)' that layoutrepl runs"
            + didYouMean(method, in: names), at: node)
    }

    // MARK: Methods of values

    /// `font.withSize(12)`, `rect.insetBy(dx:dy:)`, `text.append(more)`, or anything on a display-only value
    /// (`UIColor.red.withAlphaComponent(0.5)`, `node.view.addGestureRecognizer(tap)`), which is accepted with its
    /// arguments unevaluated. A mutating method stores the receiver's new value back where it came from.
    mutating func callValueMethod(_ method: String, on base: ScriptValue, receiver: ExprSyntax,
                                  _ call: FunctionCallExprSyntax, at node: some SyntaxProtocol)
        throws(ScriptError) -> ScriptValue
    {
        let api = ScriptAPI.shared
        if case .ignored(let type) = base {
            let known = api.ignoredMethods(ofType: type).first { $0.name == method }
            if let kind = known?.displayKind ?? api.displayKind(ofType: type) { session.noteIgnored(kind) }
            return base
        }
        let typeName = base.staticTypeName
        var method = method
        if let modern = Self.swift2ValueMethods["\(typeName).\(method)"] {
            session.noteOldSpelling("\(typeName).\(method)(_:)", "\(typeName).\(modern)(_:)")
            method = modern
        }
        if method == "range", case .string(let text) = base, call.arguments.count == 1,
           let argument = call.arguments.first, argument.label?.text == "of",
           case .unknown(let path) = try evaluate(argument.expression) {
            // `(text as NSString).range(of: tag)` with the app's text: the app looks up a part it put in the text, so
            // it is found; the whole text stands for it.
            session.noteStandIn("found, as the whole text", for: path)
            return .range(lower: 0, upper: text.utf16.count)
        }
        if method == "range", case .string(let text) = base, let argument = call.arguments.first,
           argument.label?.text == "of", call.arguments.count <= 2,
           call.arguments.count == 2 || !Self.isNSStringCast(call),
           case .string(let needle) = try evaluate(argument.expression, expecting: .string) {
            // Swift's `String.range(of:)` and NSString's (with `options:`, of which `.caseInsensitive` changes what is
            // found): Swift's is nil when the text does not hold it, so `if let` takes its else branch; NSString's is
            // {NSNotFound, 0}.
            var caseless = false
            if let options = call.arguments.dropFirst().first {
                caseless = Self.namesCaseInsensitive(try evaluate(options.expression))
            }
            let haystack = caseless ? text.lowercased() : text
            guard !needle.isEmpty, let found = haystack.firstRange(of: caseless ? needle.lowercased() : needle) else {
                return Self.isNSStringCast(call) ? .range(lower: Int.max, upper: Int.max) : .null
            }
            let start = haystack.utf16.distance(from: haystack.utf16.startIndex, to: found.lowerBound)
            return .range(lower: start, upper: start + needle.utf16.count)
        }
        if typeName == "NumberFormatter", method == "string", case .object(_, let fields) = base,
           let argument = call.arguments.first, case .unknown(let path) = try evaluate(argument.expression) {
            // `formatter.string(from: NSNumber(value: user.followers))`: the app's number as it stands in.
            let number = standIn(forUnknown: path, as: .number) ?? .number(0)
            guard case .number(let value) = number else { return .null }
            return .string(ScriptAPI.formattedNumber(value, fields))
        }
        let methods = api.valueMethods(ofType: typeName).filter { $0.name == method }
        let known = api.valueMethods(ofType: typeName).compactMap(\.name) + api.members(ofType: typeName).map(\.name)
        if case .null = base, closestName(to: method, in: ["map", "flatMap"]) == nil {
            // A method of the app's own extension of Optional (`title.isEmptyOrNil()`), called on nil.
            session.noteSkippedCall("Optional.\(method)(…)")
            return .unknown("Optional.\(method)\(Self.writtenArgumentsForNote(call))")
        }
        if methods.isEmpty, api.type(named: typeName) != nil, !isLikelySlip(method, of: known) {
            // A method of the app's own extension of a UIKit type (`image.tinted(with: .blue)`), from a file not
            // pasted: skipped, and said. An image keeps its size, as tinting and templating do.
            session.noteSkippedCall("\(typeName).\(method)(…)")
            if case .image = base { return base }
            switch base {
            case .int, .number, .size, .point, .insets, .rect:
                // `17.auto()`, `size.scaled()`: an app's adjustment of a number or size stands in as the value
                // it was given (see ``standIn(forUnknown:as:)``).
                let path = "\(interpolated(base)).\(method)(…)"
                session.program.unknownReceivers[path] = base
                return .unknown(path)
            default:
                return .unknown("\(typeName).\(method)\(Self.writtenArgumentsForNote(call))")
            }
        }
        guard !methods.isEmpty else {
            throw ScriptError("\(describe(base)) has no method '\(method)'"
                + didYouMean(method, in: api.valueMethods(ofType: typeName).compactMap(\.name)), at: node)
        }
        let result = try invoke(methods, call, name: "\(typeName).\(method)", receiver: base)
        if ScriptAPI.sampleDateMethods.contains("\(typeName).\(method)") {
            session.noteFormattedDate("\(typeName).\(method)(…)")
        }
        guard methods.contains(where: \.isMutating) else { return result }
        try storeBack(result, into: receiver, at: call)
        return .void
    }

    /// `(text as NSString).range(of:)`: NSString's method, whose answer is an NSRange, never nil.
    private static func isNSStringCast(_ call: FunctionCallExprSyntax) -> Bool {
        var receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        while let tuple = receiver?.as(TupleExprSyntax.self), tuple.elements.count == 1 {
            receiver = tuple.elements.first?.expression
        }
        if let cast = receiver?.as(AsExprSyntax.self) { return cast.type.trimmedText == "NSString" }
        // Unfolded: `text`, `as`, `NSString`.
        guard let elements = receiver?.as(SequenceExprSyntax.self)?.elements, elements.count == 3,
              elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true else { return false }
        return elements.last?.trimmedText == "NSString"
    }

    /// Whether `String.CompareOptions` given to a search include `.caseInsensitive`.
    private static func namesCaseInsensitive(_ options: ScriptValue) -> Bool {
        switch options {
        case .unresolvedMember(let name), .enumCase(_, let name): return name == "caseInsensitive"
        case .options(_, let names): return names.contains("caseInsensitive")
        case .array(let values): return values.contains(where: namesCaseInsensitive)
        default: return false
        }
    }

    // MARK: Values of reference types

    /// Stores a changed value back into the expression it was read from. For a value of a class
    /// (`NSMutableParagraphStyle`, `NSMutableAttributedString`, a pasted class's instance), a `let` constant may be
    /// changed, as a reference held by a constant may; a temporary (`NSMutableAttributedString(string: "a").append(b)`)
    /// is simply dropped. Value types go through ``store(_:into:at:)``, which refuses constants as Swift does.
    mutating func storeBack(_ value: ScriptValue, into target: ExprSyntax, at node: some SyntaxProtocol,
                            asReference: Bool = false) throws(ScriptError)
    {
        let pastedClass: Bool
        var isObject = false
        if case .record(let record) = value {
            pastedClass = session.program.types[record.typeName]?.kind == .classType
            persist(record)
            isObject = record.objectID != nil
        } else {
            pastedClass = false
        }
        guard asReference || pastedClass || ScriptAPI.shared.type(named: value.staticTypeName)?.isReference == true else {
            try store(value, into: target, at: node)
            return
        }
        let target = Self.withoutOptionalMarks(target)
        if let access = target.as(MemberAccessExprSyntax.self), let typeName = access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
           ScriptAPI.shared.staticValues(ofType: typeName).contains(where: { $0.name == access.declName.baseName.text }),
           lookup(typeName) == nil {
            // `UserDefaults.standard.set(…)`: the shared object keeps the change.
            session.sharedObjects["\(typeName).\(access.declName.baseName.text)"] = value
            return
        }
        if target.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self), case .value? = selfContext?.value {
            // The value an extension's method runs on (`append(…)` in `extension NSMutableAttributedString`): the
            // method's caller takes the changed value back.
            selfContext?.value = .value(value)
            return
        }
        var name: String?
        if let reference = target.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let access = target.as(MemberAccessExprSyntax.self),
                  let base = access.base?.as(DeclReferenceExprSyntax.self), base.baseName.tokenKind == .keyword(.self) {
            name = access.declName.baseName.text
        }
        let isLocal = name.map { name in scopes.contains { $0[name] != nil } } ?? false
        if let name, !isLocal, selfField(name) != nil, case .node(let id)? = selfContext?.value {
            // A stored property of the node being made or laid out (`imageNodes.add(node)` in its init).
            session.program.instances[id]?.fields[name]?.value = value
        } else if let name, !isLocal, selfField(name) != nil, case .record? = selfContext?.value {
            // A stored property of the plain class or struct whose method runs (`result.append(…)` in a builder).
            try assignSelfField(name, value, at: node)
        } else if let name, let variable = lookup(name) {
            replaceValue(of: name, with: value, keeping: variable)
        } else if target.is(MemberAccessExprSyntax.self), !isObject {
            // An object is changed where it lives, whatever holds it (`cell.model.count += 1` through a `let`).
            try store(value, into: target, at: node)
        }
    }

    /// Replaces a variable's value in the scope that holds it, keeping whether it is a constant.
    private mutating func replaceValue(of name: String, with value: ScriptValue, keeping variable: Variable) {
        let updated = Variable(value: value, isConstant: variable.isConstant)
        for index in scopes.indices.reversed() where scopes[index][name] != nil {
            scopes[index][name] = updated
            return
        }
        session.setVariable(name, updated)
    }

    // MARK: Literals

    /// `#imageLiteral(resourceName: "avatar")` is `UIImage(named: "avatar")`; `#colorLiteral(…)` and `#selector(…)`
    /// only draw or react, so they are accepted and ignored; `#warning(…)` is a message to whoever builds the app.
    mutating func evaluateLiteralMacro(_ macro: MacroExpansionExprSyntax) throws(ScriptError) -> ScriptValue {
        switch macro.macroName.text {
        case "imageLiteral":
            guard macro.arguments.count == 1, let argument = macro.arguments.first,
                  argument.label?.text == "resourceName" else {
                throw ScriptError("#imageLiteral takes one argument, resourceName:", at: macro)
            }
            guard case .string(let name) = try evaluate(argument.expression) else {
                throw ScriptError("#imageLiteral(resourceName:) expects a String", at: argument.expression)
            }
            return ScriptAPI.namedImage(name, in: session.environment)
        case "colorLiteral":
            session.noteIgnored(.colours)
            return .ignored(type: "UIColor")
        case "selector":
            session.noteIgnored(.targets)
            return .ignored(type: "Selector")
        case "warning": return .void
        default:
            throw ScriptError("#\(macro.macroName.text) is not supported; layoutrepl knows #imageLiteral, "
                + "#colorLiteral, #selector and #warning", at: macro)
        }
    }
}

extension ScriptAPI {
    /// The value type a type annotation names when it is a catalog type without a ``ValueType`` of its own:
    /// a display-only type (`let c: UIColor = .red`) or a class described by its properties
    /// (`let p: NSMutableParagraphStyle`).
    func annotationType(named name: String) -> ValueType? {
        guard let info = type(named: name) else { return nil }
        if displayKind(ofType: name) != nil { return .anyIgnored(name) }
        // `NSMutableAttributedString` holds the values of its ancestor `NSAttributedString`.
        let ownValueTypes: [ValueType] = [.attributedString, .font, .image]
        for ancestor in lineage(of: name) {
            if let own = ownValueTypes.first(where: { $0.description == ancestor.name }) { return own }
        }
        return info.isReference || !info.properties.isEmpty ? .object(name) : nil
    }
}
