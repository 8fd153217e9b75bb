import SwiftSyntax
import TextureLayout

extension Evaluator {
    /// Node methods real layout code calls that change nothing layoutrepl computes: accepted and ignored.
    static let layoutNeutralMethods: Set = ["addSubnode", "insertSubnode", "setNeedsLayout", "layoutIfNeeded",
                                            "invalidateCalculatedLayout", "removeFromSupernode"]
    /// `addSubnode(_:)`, and `insertSubnode(_:at:)` / `(_:belowSubnode:)` / `(_:aboveSubnode:)`, which add it in a
    /// place of the subnodes' order.
    static let subnodeAddingMethods: Set = ["addSubnode", "insertSubnode"]

    /// A call: a closure called where it is written (`{ … }()`), a pasted function, method or type, a number
    /// conversion, a standard-library function, an initializer of the catalog (`ASInsetLayoutSpec(insets:child:)`),
    /// a static factory (`ASStackLayoutSpec.vertical()`), a free function (`ASDimensionMake`) or a method of an
    /// array or string.
    mutating func evaluateCall(_ call: FunctionCallExprSyntax, expecting expected: ValueType?) throws(ScriptError)
        -> ScriptValue
    {
        // `bump(&counts[next()])`: the index is evaluated once, for the value passed and the value written back.
        let inoutTargets = call.arguments.compactMap { $0.expression.as(InOutExprSyntax.self)?.expression }
        guard inoutTargets.isEmpty else {
            return try evaluatingIndexesOnce(of: inoutTargets) { evaluator throws(ScriptError) in
                try evaluator.evaluateCallOnce(call, expecting: expected)
            }
        }
        return try evaluateCallOnce(call, expecting: expected)
    }

    private mutating func evaluateCallOnce(_ call: FunctionCallExprSyntax, expecting expected: ValueType?)
        throws(ScriptError) -> ScriptValue
    {
        let api = ScriptAPI.shared
        if let closure = call.calledExpression.as(ClosureExprSyntax.self) {
            var arguments: [ScriptValue] = []
            for argument in call.arguments { arguments.append(try evaluate(argument.expression)) }
            // `let side: CGFloat = { … ? 140 : 72 }()`: the closure returns the declared type, as Swift infers it.
            return try withScope { evaluator throws(ScriptError) in
                try evaluator.runClosure(closure, arguments: arguments, returning: expected)
            }
        }
        if let dispatched = try dispatchCall(call) { return dispatched }
        if let stream = try reactiveHolder(made: call, expecting: expected) { return stream }
        if let combined = try combinedStream(call) { return combined }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            // `NSMutableArray()`: Foundation's array, held as Swift's.
            if ["NSArray", "NSMutableArray"].contains(reference.baseName.text), call.arguments.isEmpty,
               call.trailingClosure == nil, lookup(reference.baseName.text) == nil {
                return .array([])
            }
            return try callName(reference, call, expecting: expected)
        }
        // `PublishRelay<IndexPath?>()`, `Array<ASLayoutElement>()`: the generic arguments change nothing layout reads.
        if let generic = call.calledExpression.as(GenericSpecializationExprSyntax.self),
           let reference = generic.expression.as(DeclReferenceExprSyntax.self) {
            if Self.collectionTypeNames.contains(reference.baseName.text), call.arguments.isEmpty {
                return .array([])
            }
            return try callName(reference, call, expecting: expected)
        }
        // `[ASLayoutElement]()`, `[String: CGFloat]()`: an empty array or dictionary.
        if call.arguments.isEmpty, call.trailingClosure == nil,
           call.calledExpression.is(ArrayExprSyntax.self) || call.calledExpression.is(DictionaryExprSyntax.self) {
            return .array([])
        }
        // `[Int](repeating: 0, count: 3)`, `[String: Int](uniqueKeysWithValues: pairs)`: Array's and Dictionary's own
        // initializers.
        if let elementType = call.calledExpression.as(ArrayExprSyntax.self), elementType.elements.count == 1,
           call.arguments.first?.label != nil, let made = try standardLibraryCall("Array", call, expecting: expected) {
            return made
        }
        if call.calledExpression.is(DictionaryExprSyntax.self), call.arguments.first?.label != nil,
           let made = try standardLibraryCall("Dictionary", call, expecting: expected) {
            return made
        }
        // `[Int](1...3)`, `[String](names)`: an array of the sequence's items, as `Array(…)` makes it.
        if let elementType = call.calledExpression.as(ArrayExprSyntax.self), elementType.elements.count == 1,
           call.arguments.count == 1, call.arguments.first?.label == nil, call.trailingClosure == nil,
           let argument = call.arguments.first {
            return .array(try loopItems(try evaluate(argument.expression), at: argument.expression))
        }
        guard let access = call.calledExpression.as(MemberAccessExprSyntax.self) else {
            let value = try evaluate(call.calledExpression)
            if case .null = value, Self.isOptionalChain(call.calledExpression) { return .null }
            return try callValue(value, call)
        }
        let method = access.declName.baseName.text
        guard let baseExpression = access.base else {
            return try callLeadingDot(method, call, expecting: expected, at: access)
        }
        if baseExpression.is(SuperExprSyntax.self) { return try callSuper(method, call, at: access) }
        if method == "init", baseExpression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
           try delegateSelfInitializer(call) {
            return .void
        }
        if isTopLevelSelf(baseExpression)
            || isTopLevelSelfType(baseExpression) && session.program.functions[method] != nil {
            return try callName(access.declName, call, expecting: expected)
        }
        if baseExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Swift", lookup("Swift") == nil,
           Self.globalFunctionNames.contains(method) {
            // `Swift.min(a, count)` in an extension of Array, where a bare `min` would be the array's own method.
            return try callName(access.declName, call, expecting: expected)
        }
        if let result = try mutatingValueMethod(method, call, on: baseExpression) { return result }
        if method == "random", let typeName = baseExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           let random = try randomValue(ofType: typeName, call) {
            return random
        }
        // `titleNode.rx.text(attributes).onNext(name)`: RxCocoa-Texture's binder sets the node's property at once
        // (before the binder is evaluated as a value, which would say its reactive extension is ignored).
        if method == "onNext", call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil,
           Self.reactiveBinder(baseExpression) != nil || appBinder(baseExpression) != nil {
            // The value is evaluated once, whichever binder takes it.
            let value = try evaluate(argument.expression)
            if Self.reactiveBinder(baseExpression) != nil, try deliver(value, to: baseExpression, at: call) { return .void }
            if try deliverThroughAppBinder(value, to: baseExpression, at: call) { return .void }
        }
        var base = try evaluate(baseExpression, expecting: Self.isImplicitMemberChain(baseExpression) ? expected : nil)
        if case .null = base, Self.isOptionalChain(baseExpression) { return .null }
        if case .unknown(let path) = base {
            // `"Title".colored(with: .black).applying([.font: bold])`: a method the paste's extension of
            // NSAttributedString or String declares runs on the app value's stand-in of that type (its text).
            for (typeName, type) in [("NSAttributedString", ValueType.attributedString), ("String", .string)]
            where session.program.types[typeName]?.methods[method] != nil {
                if let standIn = standIn(forUnknown: path, as: type) {
                    base = standIn
                    break
                }
            }
        }
        if baseExpression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
           case .closure? = selfField(method)?.value {
            // `self.titleAttributes()` of a stored closure (`private var titleAttributes = { … }`), as bare.
            return try callName(access.declName, call, expecting: expected)
        }
        if let (methods, newSelf) = pastedMethods(method, of: base), !overloadsAPIOnly(methods, call, name: method, on: base) {
            if case .element(let id) = base { noteTouched(id) }
            let result = try callPasted(methods, Self.writtenArguments(of: call), name: method, self: newSelf, at: call)
            // A method that changed its own value's stored properties (a `mutating` one of a struct, any of a plain
            // class: `builder.add(…)`, `counter.increment()`): the value it was called on keeps the change.
            if case .record(let before) = base, case .record(let after)? = finishedSelf?.value, after != before,
               after.typeName == before.typeName {
                try storeBack(.record(after), into: chainReceiver(of: baseExpression, holding: before.typeName), at: call)
            }
            // `state.advance()` of an enum whose mutating method assigns `self = .busy`: the variable holds the case.
            if let type = enumCase(of: base)?.type, case .value(let after)? = finishedSelf?.value, after != base,
               enumCase(of: after)?.type == type {
                try storeBack(after, into: chainReceiver(of: baseExpression, holding: type), at: call)
            }
            // An attributed string is a reference: `text.bold("Ada")` of an app's extension changes `text`.
            if case .attributedString = base, case .value(let after)? = finishedSelf?.value, after != base,
               !Self.withoutOptionalMarks(baseExpression).is(FunctionCallExprSyntax.self) {
                try storeBack(after, into: baseExpression, at: call)
            }
            return result
        }
        if case .record(let record) = base,
           let result = try optionSetMethod(method, of: record, call, receiver: baseExpression) {
            return result
        }
        if case .tuple(let labels, let parts) = base,
           let index = labels.firstIndex(of: method) ?? Int(method).flatMap({ parts.indices.contains($0) ? $0 : nil }),
           case .closure = parts[index] {
            // `row.action(item)`, `handler.1(item)` of a tuple holding a closure (`(title: String, action: (Item) -> Void)`).
            return try callValue(parts[index], call)
        }
        if let stored = storedClosure(method, of: base) {
            return try callValue(stored, call)
        }
        if case .record(let record) = base, session.program.storedProperty(method, of: record.typeName)?.isLazy == true {
            // `viewModel.format(3)` of a `lazy var format: (Int) -> String = { … }`: made on this first read.
            let made = try member(method, of: base, at: access.declName)
            if case .closure = made { return try callValue(made, call) }
        }
        if case .record(let record) = base,
           let platform = session.program.platformSuperclass(of: record.typeName) {
            // `playView.layoutIfNeeded()` of the app's subclass of a UIKit class: the method it inherits from UIKit.
            return try callValueMethod(method, on: .ignored(type: platform), receiver: baseExpression, call,
                                       at: access.declName)
        }
        if case .ignored(let type) = base, api.displayKind(ofType: type) == .notifications {
            // `NotificationCenter.default.publisher(for: …).map { … }.sink { … }`: nothing has been posted before the
            // first layout, so no operator's closure runs.
            session.noteIgnored(.notifications)
            return base
        }
        if let delivered = try streamOperator(method, call, on: base, receiver: baseExpression) { return delivered }
        if let text = try formattedWithStyle(method, call, on: base) { return text }
        if let mapped = try optionalMap(method, call, on: base, receiver: baseExpression, expecting: expected) { return mapped }
        if let configured = try thenLibraryCall(method, call, on: base) { return configured }
        if let bound = try reactiveBinding(method, call, on: base) { return bound }
        if let modified = try callLayoutModifier(method, on: base, call) { return modified }
        switch base {
        case .typeReference(let typeName):
            return try callStatic(method, ofType: typeName, call, at: access)
        case .array(let values):
            return try callArrayMethod(method, on: values, call, at: access.declName, expecting: expected)
        case .object("String.View", let fields):
            // `text.unicodeScalars.allSatisfy { … }`, `text.utf8.map { … }`: the view's items, as an array's.
            return try callArrayMethod(method, on: ScriptAPI.stringViewItems(fields), call, at: access.declName)
        case .object("JSONDecoder", let fields) where method == "decode":
            if let decoded = try decodeJSON(call, decoder: fields) { return decoded }
            return try callValueMethod(method, on: base, receiver: baseExpression, call, at: access.declName)
        case .object("ClosedRange<Bound>", let fields), .object("Range<Bound>", let fields):
            guard method == "contains", case .string? = fields["lowerBound"], call.arguments.count == 1,
                  let argument = call.arguments.first, argument.label == nil, call.trailingClosure == nil,
                  let held = Self.rangeHolds(base, try evaluate(argument.expression, expecting: .string)) else {
                return try callValueMethod(method, on: base, receiver: baseExpression, call, at: access.declName)
            }
            return .bool(held)
        case .range, .interval:
            if method == "contains", call.arguments.count == 1, let argument = call.arguments.first,
               argument.label == nil, call.trailingClosure == nil {
                let bound: ValueType? = if case .interval = base { .number } else { nil }
                let value = try evaluate(argument.expression, expecting: bound)
                guard let held = Self.rangeHolds(base, value) else {
                    throw ScriptError("\(base.staticTypeName).contains(_:) takes a number, got \(describe(value))",
                                      at: argument.expression)
                }
                return .bool(held)
            }
            if case .interval = base, !Self.standardArrayMethods.contains(method) {
                // `(1.2...1.6).random()` of an app's extension of ClosedRange that was not pasted: the app's value.
                let path = "(\(interpolated(base))).\(method)(…)"
                session.noteSkippedCall(path)
                return .unknown(path)
            }
            let items = try loopItems(base, at: baseExpression, limit: Self.maximumClosureRunsPerStatement)
            return try callArrayMethod(method, on: items, call, at: access.declName, expecting: expected)
        case .options(let type, let names) where call.arguments.count == 1 && Self.optionSetAlgebra.contains(method):
            // `interfaceState.contains(.visible)`, `edges.intersection(.top)`: Swift's SetAlgebra on the options.
            guard let given = OptionSets.names(in: try evaluate(call.arguments[call.arguments.startIndex].expression,
                                                                expecting: .optionSet(type)), of: type) else {
                throw ScriptError("\(type).\(method)(_:) takes options of \(type)", at: call)
            }
            let mine = OptionSets.members(of: type, names), other = OptionSets.members(of: type, given)
            switch method {
            case "contains", "isSuperset": return .bool(other.isSubset(of: mine))
            case "isSubset": return .bool(mine.isSubset(of: other))
            case "isDisjoint": return .bool(mine.isDisjoint(with: other))
            case "union": return OptionSets.value(of: type, mine.union(other))
            case "intersection": return OptionSets.value(of: type, mine.intersection(other))
            case "subtracting": return OptionSets.value(of: type, mine.subtracting(other))
            default: return OptionSets.value(of: type, mine.symmetricDifference(other))
            }
        case .string(let text) where !api.valueMethods(ofType: "String").contains(where: { $0.name == method }):
            return try callStringMethod(method, on: text, call, at: access.declName)
        case .unknown(let path):
            // `post.comments.prefix(3)`, `.sorted(by:)`, `.filter { … }`: the app's collection, with its one item.
            if Self.namesCollection(path), Self.collectionKeepingMethods.contains(method) { return base }
            // `model.avatarURL.map { … }`: an app value is there (see `!= nil`), so an optional's map runs once on it.
            // The value may be something else (an Rx stream's `map`): a closure that cannot run leaves it unknown.
            if ["map", "flatMap", "compactMap", "forEach"].contains(method), call.arguments.isEmpty,
               let closure = call.trailingClosure, Self.namesCollection(path) {
                // `post.tags.map { … }`: a collection of the app's model, named as one, holds one item here, as a
                // loop over it runs once.
                session.noteStandIn("one item", for: path)
                let result = try withScope { evaluator throws(ScriptError) in
                    try evaluator.runClosure(closure, arguments: [.unknown("\(path)[0]")])
                }
                switch (method, result) {
                case ("forEach", _): return .void
                case ("compactMap", .null): return .array([])
                case ("flatMap", .array): return result
                default: return .array([result])
                }
            }
            if ["map", "flatMap", "compactMap"].contains(method), call.arguments.isEmpty,
               let closure = call.trailingClosure {
                do {
                    return try withScope { evaluator throws(ScriptError) in try evaluator.runClosure(closure, arguments: [base]) }
                } catch {
                    if Interruption.isRequested || isOverBudget { throw error }
                }
            }
            // `PostCellNode.setupTitleNode(text:)` in class lines pasted at the top level, the class gone and its
            // static factory pasted as a top-level function: that function, as `Self.setupTitleNode` is.
            if !path.contains("."), path.first?.isUppercase == true, selfContext == nil,
               session.program.functions[method] != nil {
                return try callName(access.declName, call, expecting: expected)
            }
            // `layoutType.init()` where `layoutType` is `LayoutNode.self` of an app node class that was not pasted:
            // made as the Texture node its name says, as `LayoutNode()` is.
            if method == "init", path.hasSuffix(".self"), case let typeName = String(path.dropLast(".self".count)),
               typeName.hasSuffix("Node"), Self.isAppTypeName(typeName) {
                return try appClassStandIn(typeName, at: call)
            }
            // A method of an app value (`model.keywords.joined(separator: " ")`) is about the value, not the texts
            // it is given; a function of an app type (`Utility.attributedString(text, font: f)`) shows its text.
            guard path.first?.isUppercase == true else {
                return .unknown("\(path).\(method)\(Self.writtenArgumentsForNote(call))")
            }
            return try appCallResult("\(path).\(method)", call)
        case .element(let id):
            return try callNodeMethod(method, on: id, call, at: access.declName)
        default:
            return try callValueMethod(method, on: base, receiver: baseExpression, call, at: access.declName)
        }
    }

    /// Swift's collections, made empty by `Array<String>()` or `Array<String>.init()` (a dictionary is kept as an array
    /// of its pairs).
    static let collectionTypeNames: Set = ["Array", "Set", "Dictionary"]
    /// The SetAlgebra methods of an option set of the catalog that take one option set and leave the receiver as is.
    static let optionSetAlgebra: Set = [
        "contains", "isSuperset", "isSubset", "isDisjoint", "union", "intersection", "subtracting", "symmetricDifference",
    ]

    /// Whether an app value's name says it is a collection (`post.tags`, `feed.itemList`, `photoArray`), not one
    /// optional value (`model.avatarURL`, `user.status`): its last name in the plural or ending in List, Array or Set.
    /// The methods of a collection that give a collection of (some of) its items.
    static let collectionKeepingMethods: Set = ["prefix", "suffix", "dropFirst", "dropLast", "filter", "sorted",
                                                "reversed", "shuffled"]

    static func namesCollection(_ path: String) -> Bool {
        let last = path.split(separator: ".").last.map { $0.prefix { $0.isLetter || $0.isNumber || $0 == "_" } }
        let name = (last.map(String.init) ?? "").lowercased()
        if ["list", "array", "set", "items", "children"].contains(where: { name.hasSuffix($0) }) { return true }
        if ["ss", "us", "is"].contains(where: { name.hasSuffix($0) }) { return false }
        return name.count > 2 && name.hasSuffix("s")
    }

    /// `Type.method(…)` and `Type.init(…)`: a pasted type's initializer, the catalog's initializers and static
    /// factories, a nested type's initializer, a Swift 2 class method, or an app extension's factory.
    mutating func callStatic(_ method: String, ofType typeName: String, _ call: FunctionCallExprSyntax,
                             at access: MemberAccessExprSyntax) throws(ScriptError) -> ScriptValue {
        let api = ScriptAPI.shared
        let resolved = pastedTypeName(typeName)
        if let type = session.program.types[resolved], type.kind == .enumeration, type.cases.contains(method) {
            return try makeEnumCase(method, ofType: resolved, call)
        }
        // `let look: Look = .square(40)`: a static method the pasted type declares.
        if let (methods, newSelf) = pastedMethods(method, of: .typeReference(resolved)) {
            return try callPasted(methods, Self.writtenArguments(of: call), name: method, self: newSelf, at: call)
        }
        if resolved == "UIView", let changes = Self.animatedChanges(method, call) {
            // UIKit runs an animation's changes at once (only their drawing is animated), so a style set inside
            // `UIView.animate(withDuration:) { … }` is laid out; the completion runs later and is not run here.
            _ = try withScope { evaluator throws(ScriptError) in try evaluator.runClosure(changes, arguments: []) }
            return .void
        }
        if let ignored = ignoreDisplayOnly(typeNamed: resolved) { return ignored }
        // `String.localizedStringWithFormat("%d items", n)`: String(format:) in the user's locale (en_US here).
        if resolved == "String", method == "localizedStringWithFormat" { return try formatString(call) }
        // `CGSize.init(width:height:)`, a pasted type's `.init(…)`; `UIImage.SymbolConfiguration(pointSize:)`,
        // a nested type's initializer.
        if method == "init" {
            // `Array<String>.init()`: an empty collection, as `Array<String>()` is.
            if Self.collectionTypeNames.contains(resolved), call.arguments.isEmpty, call.trailingClosure == nil {
                return .array([])
            }
            // `UIImage.init(color:)`: a Texture, UIKit or Foundation type's initializers, the app's extensions of
            // it included, as `UIImage(color:)` calls them.
            // `String.init(format:…)`, `Int.init(value)`: Swift's own types, as `String(format:…)` is called.
            if Self.floatingTypeNames.contains(resolved) || Self.integerTypeNames.contains(resolved) {
                return try convertNumber(to: resolved, call)
            }
            if resolved == "String" || Self.collectionTypeNames.contains(resolved),
               let result = try standardLibraryCall(resolved, call, expecting: nil) {
                return result
            }
            if let info = api.type(named: resolved) { return try callInitializer(of: resolved, info, call) }
            if session.program.types[resolved] != nil {
                return try instantiate(resolved, Self.writtenArguments(of: call), at: call)
            }
        }
        // `Formatters.bulletList(lines)` of `static let bulletList: ([String]) -> String = { … }`: the closure it holds.
        if let stored = session.program.types[resolved]?.staticValues[method], case .closure = stored {
            return try callValue(stored, call)
        }
        if let nested = api.type(named: "\(resolved).\(method)") {
            return try invoke(nested.initializers, call, name: nested.name)
        }
        // A class pasted inside an extension of a type that was not (`extension FeedViewController { class
        // CardNode … }`): made by its qualified name.
        if session.program.types["\(resolved).\(method)"] != nil {
            return try instantiate("\(resolved).\(method)", Self.writtenArguments(of: call), at: call)
        }
        if let empty = emptyOptionSet("\(resolved).\(method)", call) { return empty }
        if let old = try swift2ClassMethodCall(method, ofType: resolved, call, at: access.declName) { return old }
        let methods = api.staticMethods(ofType: resolved).filter { $0.name == method }
        let staticNames = api.staticMethods(ofType: resolved).compactMap(\.name)
            + api.staticValues(ofType: resolved).map(\.name)
        // `UIFont.snb_preferredFont(…)`: a library's or the app's namespaced member is its own, not a slip of
        // UIKit's.
        if methods.isEmpty, api.type(named: resolved) != nil,
           closestName(to: method, in: staticNames) == nil || Self.isLibraryNamespaced(method) {
            if let (className, kind) = Self.madeWithoutArguments(resolved) {
                // A factory from the app's extension of a node class (`ASNetworkImageNode.avatar()`,
                // `ASDisplayNode.BorderNode()`): a node of that class, made as its initializer makes it.
                session.noteStandInClass("\(resolved).\(method)()", as: className)
                let prefix = method.prefix(1).lowercased() + method.dropFirst()
                return .element(try createElement(className: className, namePrefix: prefix, kind: kind, at: call))
            }
            // A factory from the app's extension of a UIKit type (`NSAttributedString.title3Font(text: "Genre")`),
            // named with the text it is given, which its stand-in shows.
            return try appCallResult("\(resolved).\(method)", call)
        }
        guard !methods.isEmpty else {
            throw ScriptError("\(resolved) has no static method '\(method)'"
                + didYouMean(method, in: api.staticMethods(ofType: resolved).compactMap(\.name)), at: access.declName)
        }
        return try invoke(methods, call, name: "\(resolved).\(method)")
    }

    /// `Int.random(in:)`, `CGFloat.random(in:)` (and Double's and Float's) and `Bool.random()`, drawn as
    /// `arc4random` is so that every run draws the same: 1 where the range holds it, else the bound nearest 1, and
    /// true; said once. An empty range stops as Swift stops. Nil for any other type or call.
    mutating func randomValue(ofType typeName: String, _ call: FunctionCallExprSyntax) throws(ScriptError) -> ScriptValue? {
        let arguments = Array(call.arguments)
        if typeName == "Bool", arguments.isEmpty {
            session.noteRandomNumber("Bool.random() = true")
            return .bool(true)
        }
        let integer = Self.integerTypeNames.contains(typeName)
        guard integer || Self.floatingTypeNames.contains(typeName), arguments.count == 1,
              arguments[0].label?.text == "in" else { return nil }
        let range = arguments[0].expression
        var bounds = try rangeBounds(range, subject: integer ? .int(0) : .number(0))
        if bounds == nil {
            switch try evaluate(range, expecting: .range(integer ? .integer : .number)) {
            case .range(let lower, let upper, _) where integer:
                bounds = Bounds(lower: .int(lower), upper: .int(upper), closed: false)
            case .interval(let lower, let upper, let closed) where !integer:
                bounds = Bounds(lower: .number(lower), upper: .number(upper), closed: closed)
            default: break
            }
        }
        let shown = "\(typeName).random(in: \(range.trimmedText))"
        func empty() -> ScriptError {
            ScriptError("\(shown) has an empty range (Swift stops the app here)", at: range)
        }
        switch (bounds?.lower, bounds?.upper, bounds?.closed) {
        case (.int(let lower)?, .int(let upper)?, let closed?):
            let (highest, overflow) = upper.subtractingReportingOverflow(closed ? 0 : 1)
            guard !overflow, lower <= highest else { throw empty() }
            let value = Swift.min(Swift.max(1, lower), highest)
            session.noteRandomNumber("\(shown) = \(value)")
            return .int(value)
        case (.number(let lower)?, .number(let upper)?, let closed?):
            guard closed ? lower <= upper : lower < upper else { throw empty() }
            let one = Swift.max(1, lower)
            let value = (closed ? one <= upper : one < upper) ? one : lower
            session.noteRandomNumber("\(shown) = \(formatPoints(value))")
            return .number(value)
        default:
            throw ScriptError("\(typeName).random(in:) takes a range written here, such as 0..<10", at: range)
        }
    }

    /// `ASRelativeLayoutSpecPosition(rawValue: 2)`, or `.init(rawValue: 0)` where such a value goes: a Texture
    /// enumeration's case by its raw value, which is its position among the cases as Texture's headers declare them
    /// (nil past the end, as Swift's failable initializer gives); an option set only as `rawValue: 0`, the empty set.
    /// Nil for any other call.
    mutating func valueOfRawValue(_ typeName: String, _ call: FunctionCallExprSyntax) throws(ScriptError) -> ScriptValue? {
        guard let enumeration = ScriptAPI.shared.enumeration(named: typeName),
              enumeration.isOptionSet || typeName.hasPrefix("AS"),
              call.arguments.count == 1, let argument = call.arguments.first, argument.label?.text == "rawValue" else {
            return nil
        }
        guard case .int(let raw) = try evaluate(argument.expression, expecting: .integer) else {
            throw ScriptError("\(typeName)(rawValue:) takes an Int", at: argument.expression)
        }
        if enumeration.isOptionSet {
            guard raw == 0 else {
                throw ScriptError("layoutrepl knows \(typeName)'s options by name only; write them as [.a, .b]",
                                  at: argument.expression)
            }
            return .options(type: enumeration.name, names: [])
        }
        return enumeration.cases.indices.contains(raw) ? .enumCase(type: enumeration.name, name: enumeration.cases[raw].name)
            : .null
    }

    /// `UIControl.State()`, `ASControlState()`: an option set made with no arguments is the empty set, as Swift's
    /// `OptionSet.init()` makes it. Nil for any other call.
    private func emptyOptionSet(_ typeName: String, _ call: FunctionCallExprSyntax) -> ScriptValue? {
        guard call.arguments.isEmpty, call.trailingClosure == nil,
              let enumeration = ScriptAPI.shared.enumeration(named: typeName), enumeration.isOptionSet else { return nil }
        return .options(type: enumeration.name, names: [])
    }

    /// A method of a node or spec: the catalog's (`setTitle`, `layoutThatFits`), one layout does not need
    /// (`addSubnode`), or one that only draws (`addTarget`).
    private mutating func callNodeMethod(_ method: String, on id: ElementID, _ call: FunctionCallExprSyntax,
                                         at node: some SyntaxProtocol) throws(ScriptError) -> ScriptValue {
        let className = session.className(of: id)
        if let setter = try asyncDisplayKit1ChildSetter(method, on: id, call) { return setter }
        if let measured = try asyncDisplayKit1Measure(method, on: id, call) { return measured }
        if let methods = ScriptAPI.shared.methods(named: method, on: id, ofType: className) {
            let result = try invoke(methods, call, name: "\(className).\(method)")
            // -[ASDisplayNode layoutThatFits:] keeps the layout it calculates: `calculatedSize` reads it after.
            if method == "layoutThatFits", case .rect(let layout) = result, session.tree[id].isNode {
                session.program.measuredSizes[id] = layout.size
            }
            return result
        }
        if Self.layoutNeutralMethods.contains(method) {
            if Self.subnodeAddingMethods.contains(method) { try recordSubnode(call, of: id) }
            // -[ASDisplayNode setNeedsLayout] drops the node's calculated layout: its layoutSpecThatFits runs again.
            if method == "setNeedsLayout" || method == "invalidateCalculatedLayout" { noteTouched(id) }
            return .void
        }
        if session.program.isViewController(id) {
            if method == "addSubview" || method == "insertSubview",
               let added = call.arguments.first?.expression.as(MemberAccessExprSyntax.self),
               added.declName.baseName.text == "view", let owner = added.base,
               case .element(let child) = try evaluate(owner), session.tree[child].isNode {
                // `view.addSubview(cardNode.view)`: the node is on screen in the controller's view, as with addSubnode.
                if !(session.program.addedSubnodes[id] ?? []).contains(child) {
                    session.program.addedSubnodes[id, default: []].append(child)
                }
                return .void
            }
            // `view.addSubview(banner)`, `view.endEditing(true)`: UIKit's methods of the controller's view, which
            // Texture's layout does not run.
            session.noteIgnored(.viewAndLayer)
            return .unknown("self.view.\(method)(…)")
        }
        return try callElementMethod(method, on: .element(id), call, at: node)
    }

    /// `addSubnode(x)`: layout does not need it (a node's layout spec decides what it lays out), but a node's
    /// `subnodes` read before its layout are the ones added, in order, as Texture keeps them.
    private mutating func recordSubnode(_ call: FunctionCallExprSyntax, of id: ElementID) throws(ScriptError) {
        guard let argument = call.arguments.first, case .element(let child) = try evaluate(argument.expression),
              !(session.program.addedSubnodes[id] ?? []).contains(child) else { return }
        session.program.addedSubnodes[id, default: []].append(child)
    }

    /// `name(…)`: a closure in a variable, a method of `self`, a pasted function or type, then the catalog.
    private mutating func callName(_ reference: DeclReferenceExprSyntax, _ call: FunctionCallExprSyntax,
                                   expecting expected: ValueType?) throws(ScriptError) -> ScriptValue {
        let api = ScriptAPI.shared
        var name = reference.baseName.text
        try resolveLazyProperty(name)
        if let variable = lookup(name) {
            // `T()` in a generic function, where `T` names the type it stands for in this call.
            if case .typeReference(let typeName) = variable.value, !typeName.contains(".") {
                name = typeName
            } else {
                return try callValue(variable.value, call)
            }
        }
        if let value = selfValue, let (methods, newSelf) = pastedMethods(name, of: value),
           !overloadsAPIOnly(methods, call, name: name, on: value) {
            let result = try callPasted(methods, Self.writtenArguments(of: call), name: name, self: newSelf, at: call)
            // `recompute()` from another mutating method (or an observer) of a struct: `self` keeps what it changed.
            if case .record(let before) = value, case .record(let after)? = finishedSelf?.value, after != before,
               after.typeName == before.typeName, case .record? = selfContext?.value {
                selfContext?.value = .record(after)
                persist(after)
            }
            return result
        }
        if case .record(let record)? = selfValue, case .record? = selfContext?.value,
           let result = try optionSetMethod(name, of: record, call,
                                            receiver: ExprSyntax(DeclReferenceExprSyntax(baseName: .keyword(.self)))) {
            // `contains(.morning)` inside the app's OptionSet: its own SetAlgebra method, on `self`.
            return result
        }
        if let context = selfContext, let (methods, newSelf) = pastedMethods(name, of: .typeReference(context.typeName)) {
            return try callPasted(methods, Self.writtenArguments(of: call), name: name, self: newSelf, at: call)
        }
        if let local = localFunctions.last(where: { $0.name == name && $0.depth <= scopes.count }) {
            let overloads = localFunctions.filter { $0.name == name && $0.depth == local.depth }.map(\.declaration)
            // The helpers declared beside it (and itself, for recursion) stay callable inside it.
            let siblings = localFunctions.filter { $0.depth <= local.depth }.map { sibling in
                var visible = sibling
                visible.depth = 0
                return visible
            }
            return try callPasted(overloads, Self.writtenArguments(of: call), name: name, self: local.selfContext,
                                  captured: local.captured, siblings: siblings, at: call)
        }
        if let functions = session.program.functions[name] {
            session.program.uncalledElementFunctions.removeAll { $0.name.text == name }
            return try callPasted(functions, Self.writtenArguments(of: call), name: name, self: nil, at: call)
        }
        // Inside an extension of a value's type, `append(…)` or `uppercased()` without `self.` is the value's own
        // method.
        if case .value(let value)? = selfContext?.value, Self.hasOwnMethod(name, value),
           !Self.globalFunctionNames.contains(name), !api.functions.contains(where: { $0.name == name }) {
            switch value {
            case .array(let values): return try callArrayMethod(name, on: values, call, at: reference)
            case .string(let text) where !api.valueMethods(ofType: "String").contains(where: { $0.name == name }):
                return try callStringMethod(name, on: text, call, at: reference)
            default:
                let receiver = ExprSyntax(DeclReferenceExprSyntax(baseName: .keyword(.self)))
                return try callValueMethod(name, on: value, receiver: receiver, call, at: reference)
            }
        }
        // Inside a node class, `setViewBlock { … }` or `setTitle(…)` without `self.` is the node's own method.
        if let id = selfContext?.element {
            let className = session.className(of: id)
            let api = ScriptAPI.shared
            if api.methods(named: name, on: id, ofType: className) != nil
                || api.ignoredMethods(ofType: className).contains(where: { $0.name == name }) {
                return try callNodeMethod(name, on: id, call, at: reference)
            }
        }
        try declareTypeAhead(name)
        let todaysName = Self.swift3TypeNames[name] ?? name
        if let empty = emptyOptionSet(todaysName, call) { return empty }
        if let value = try valueOfRawValue(todaysName, call) { return value }
        let typeName = pastedTypeName(name)
        // An extension of Swift's own `Array`, `String` or `CGFloat` declares no initializer: `Array(slice)` is Swift's.
        if let type = session.program.types[typeName], api.type(named: typeName) == nil,
           !Self.collectionTypeNames.contains(typeName), !Self.floatingTypeNames.contains(typeName),
           // (The app's own `struct Character` shadows Swift's, as in Swift.)
           !Self.integerTypeNames.contains(typeName),
           !["String", "Character", "Bool"].contains(typeName) || !type.isOnlyExtended,
           // `MKCoordinateRegion(center:span:)` beside `extension MKCoordinateRegion { … }`: the type's own
           // initializer, not one of the extension's, is what a framework's or another file's type is made with.
           !type.isOnlyExtended || Self.fittingInitializer(type.initializers, Self.writtenArguments(of: call)) != nil {
            return try instantiate(typeName, Self.writtenArguments(of: call), at: call)
        }
        if Self.floatingTypeNames.contains(typeName) || Self.integerTypeNames.contains(typeName) {
            return try convertNumber(to: typeName, call)
        }
        if let result = try standardLibraryCall(name, call, expecting: expected) { return result }
        if ["ASDKViewController", "ASViewController"].contains(typeName), session.program.types[typeName] == nil,
           let node = call.arguments.first(where: { $0.label?.text == "node" }) {
            return try makeViewController(node)
        }
        if let info = api.type(named: typeName) { return try callInitializer(of: typeName, info, call) }
        let functions = api.functions.filter { $0.name == name }
        if name == "ASDimensionMake", call.arguments.count == 1,
           let text = call.arguments.first?.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue,
           text != "auto", !text.hasSuffix("pt"), !text.hasSuffix("%") {
            // Texture gives auto after `ASDisplayNodeAssert(NO, @"Parsing dimension failed for: %@")`.
            let points = Double(text) != nil ? "\"\(text)pt\"" : "\"20pt\""
            note("ASDimensionMake(\"\(text.prefix(40))\") is no dimension, so it is auto; a debug build of Texture stops "
                + "at its assertion \"Parsing dimension failed\" (write \(points), a percentage such as \"50%\", or \"auto\")")
        }
        if !functions.isEmpty { return try invoke(functions, call, name: name) }
        if Self.layoutNeutralMethods.contains(name) {
            if Self.subnodeAddingMethods.contains(name), let id = selfContext?.element { try recordSubnode(call, of: id) }
            return .void
        }
        if Self.layoutBuilderTypes.contains(name) { return try callLayoutBuilder(name, call) }
        if let drawn = try imageContextCall(name, call) { return drawn }
        if let passed = try nodesPassedToAppFunction(name, call) { return passed }
        // `CMTimeGetSeconds(duration)`, `CFAbsoluteTimeGetCurrent()`: a C function of Apple's frameworks, named like a
        // type, whose result is the app's value, not a node class.
        if Self.isFrameworkFunctionName(name), session.program.types[name] == nil {
            return try appCallResult(name, call)
        }
        if Self.isTypeLikeName(name), case .unknown? = try unknownAppName(name, at: reference) {
            return try appClassStandIn(name, at: call)
        }
        // A function from the app's other files (`makeTitle(…)`), unless it is a typo of a name in scope.
        if let first = name.first, first.isLowercase, !isLikelyTypo(name) {
            return try appCallResult(name, call)
        }
        if let ignored = unlistedPlatformType(name) { return ignored }
        throw unknownName(name, at: reference)
    }

    /// Whether a capitalized name is an Apple framework's C function (`CMTimeGetSeconds`, `NSStringFromClass`,
    /// `CFAbsoluteTimeGetCurrent`): a prefix of capitals, then words with a verb of Core Foundation's naming.
    static func isFrameworkFunctionName(_ name: String) -> Bool {
        let prefix = name.prefix { $0.isUppercase }
        guard prefix.count >= 3, name.count > prefix.count,
              !["Node", "Spec", "Cell", "View", "Controller"].contains(where: name.hasSuffix) else { return false }
        return ["Get", "Make", "Create", "Copy", "Equal", "From"].contains { verb in
            name.dropFirst(prefix.count - 1).contains(verb)
        }
    }

    /// `super.init(…)` runs the pasted superclass's initializer (a Texture superclass needs nothing);
    /// `super.layoutSpecThatFits(…)` and other `super` methods run the pasted superclass's method.
    private mutating func callSuper(_ method: String, _ call: FunctionCallExprSyntax, at access: MemberAccessExprSyntax)
        throws(ScriptError) -> ScriptValue
    {
        // A node made in the call (`super.init(node: ASScrollNode())`) is the controller's own, made as it was.
        if method == "init", let id = selfContext?.element, session.program.isViewController(id),
           let argument = call.arguments.first(where: { $0.label?.text == "node" }) {
            if argument.expression.is(DeclReferenceExprSyntax.self) || makesPastedClass(argument.expression)
                || makesOtherTextureNode(argument.expression, than: id) {
                try adoptControllerNode(try controllerNode(argument), of: id, at: argument)
                return .void
            }
            // `super.init(node: .init())` in `ScreenController: ASDKViewController<ScreenNode>`: a ScreenNode.
            if let made = argument.expression.as(FunctionCallExprSyntax.self),
               let access = made.calledExpression.as(MemberAccessExprSyntax.self), access.base == nil,
               access.declName.baseName.text == "init",
               let nodeType = session.program.lineage(of: session.program.instances[id]?.typeName ?? "").lazy
                .compactMap(\.controllerNodeTypeName).first,
               session.program.types[nodeType]?.isNodeClass == true {
                let node = try controllerNode(argument) { evaluator throws(ScriptError) in
                    try evaluator.instantiate(nodeType, Self.writtenArguments(of: made), at: made)
                }
                try adoptControllerNode(node, of: id, at: argument)
                return .void
            }
        }
        let pastedSuperclass = selfContext.flatMap { session.program.types[$0.typeName]?.superclass }
            .flatMap { session.program.types[$0] }
        if method == "layoutSpecThatFits",
           !(pastedSuperclass.map { session.program.lineage(of: $0.name) } ?? []).contains(where: { $0.methods[method] != nil }) {
            // A button's or text cell's own spec, which a subclass wraps (`ASInsetLayoutSpec(…, child: super…)`).
            if let id = selfContext?.element, let own = session.tree.classLayoutSpec(of: id) { return .element(own) }
            // -[ASDisplayNode layoutSpecThatFits:] asserts ("calling -[super layoutSpecThatFits:] … is not currently
            // supported") and returns an empty ASLayoutSpec.
            note("super.layoutSpecThatFits(_:) of Texture's node is an empty ASLayoutSpec, with an assertion in a "
                + "debug build: Texture does not support calling it")
            return .element(try createElement(className: "ASLayoutSpec", namePrefix: "spacer", kind: .spec(.plain(children: [])),
                                              at: call))
        }
        guard let context = selfContext, let superclass = pastedSuperclass?.name else { return .void }
        let lineage = session.program.lineage(of: superclass)
        if method == "init" {
            guard let owner = lineage.first(where: { !$0.initializers.isEmpty }) else { return .void }
            guard let (initializer, slots) = Self.fittingInitializer(owner.initializers, Self.writtenArguments(of: call))
            else { throw ScriptError("no initializer of \(owner.name) takes these arguments", at: call) }
            try runInitializer(initializer, slots: slots, self: SelfContext(typeName: owner.name, value: context.value),
                               at: call)
            // A plain class's superclass set its stored properties on the instance being made.
            if case .record(let initialized)? = finishedSelf?.value, case .record = context.value {
                selfContext?.value = .record(initialized)
                persist(initialized)
            }
            return .void
        }
        for owner in lineage {
            if let methods = owner.methods[method] {
                return try callPasted(methods, Self.writtenArguments(of: call), name: method,
                                      self: SelfContext(typeName: owner.name, value: context.value), at: call)
            }
        }
        return .void
    }

    /// Swift's global functions that share a name with a sequence's method: inside an extension of String or Array,
    /// `max(0, length - count)` with two arguments is the global one.
    static let globalFunctionNames: Set = ["min", "max", "print", "zip", "abs", "stride", "swap", "debugPrint"]

    /// Whether a value has a method of this name of its own (its catalog type's, or Swift's for a string or array).
    static func hasOwnMethod(_ name: String, _ value: ScriptValue) -> Bool {
        switch value {
        case .string:
            if stringMethods.contains(name) || stringSequenceMethods.contains(name) || ["index", "distance"].contains(name) {
                return true
            }
        case .array: if standardArrayMethods.contains(name) { return true }
        default: break
        }
        return ScriptAPI.shared.valueMethods(ofType: value.staticTypeName).contains { $0.name == name }
    }

    /// Whether a call names a method that an extension of a Texture or UIKit type adds beside the type's own of that
    /// name, and fits only the type's own (`setTitle(_:with:with:for:)` beside an extension's `setTitle(_:font:)`):
    /// Swift picks the overload whose labels fit, so the type's own method runs.
    private mutating func overloadsAPIOnly(_ methods: [FunctionDeclSyntax], _ call: FunctionCallExprSyntax, name: String,
                                           on base: ScriptValue) -> Bool {
        let written = Self.writtenArguments(of: call)
        guard !methods.contains(where: { method in
            let parameters = method.signature.parameterClause.parameters
            guard let slots = Self.match(written, to: parameters) else { return false }
            // `sorted { key($0) < key($1) }` inside the app's `sorted(on: (Element) -> Key)`: a closure taking
            // another number of values than the parameter's function type is Swift's `sorted(by:)`, not this one.
            return zip(parameters, slots).allSatisfy { parameter, slot in
                guard let closure = slot?.expression.as(ClosureExprSyntax.self),
                      let expected = Self.functionArity(of: parameter.type) else { return true }
                return expected == parameterCount(of: closure)
            }
        }) else { return false }
        let api = ScriptAPI.shared
        switch base {
        case .element(let id):
            let className = session.className(of: id)
            return api.methods(named: name, on: id, ofType: className) != nil
                || api.ignoredMethods(ofType: className).contains { $0.name == name }
        case .record, .enumCase, .typeReference, .unknown: return false
        // `extension Sequence { func sorted(on:) }` beside Swift's `sorted()`: the call with Swift's labels is Swift's.
        case .array, .range: return Self.standardArrayMethods.contains(name)
        default: return api.valueMethods(ofType: base.staticTypeName).contains { $0.name == name }
        }
    }

    /// How many values a function type takes (`(Element) -> Key` takes one), through `@escaping` and `?`.
    static func functionArity(of type: TypeSyntax) -> Int? {
        var type = type
        while true {
            if let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType; continue }
            if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType; continue }
            if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
                type = only.type
                continue
            }
            break
        }
        return type.as(FunctionTypeSyntax.self)?.parameters.count
    }

    /// The object a chain of calls on a plain class's instance started from (`builder` of `builder.add("a").add("b")`),
    /// where each call returns the same instance, as a builder's methods return `self`; the expression itself
    /// otherwise.
    private func chainReceiver(of expression: ExprSyntax, holding typeName: String) -> ExprSyntax {
        guard session.program.types[typeName]?.kind == .classType else { return expression }
        var current = expression
        while let call = current.as(FunctionCallExprSyntax.self),
              let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base {
            current = base
        }
        guard current != expression, let reference = current.as(DeclReferenceExprSyntax.self),
              case .record(let held)? = lookup(reference.baseName.text)?.value, held.typeName == typeName else {
            return expression
        }
        return current
    }

    /// `ScreenNode()` of a pasted node class (in `super.init(node: ScreenNode())`), not of Texture's.
    private func makesPastedClass(_ expression: ExprSyntax) -> Bool {
        guard let name = expression.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?
            .baseName.text else { return false }
        return session.program.types[name]?.isNodeClass == true
    }

    /// `ASTableNode()` in `super.init(node: ASTableNode())` of an `ASViewController<ASDisplayNode>`: a Texture node of
    /// another class than the controller was made as, so the controller's node is that one (`node as! ASTableNode`).
    private func makesOtherTextureNode(_ expression: ExprSyntax, than controller: ElementID) -> Bool {
        guard let name = expression.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?
            .baseName.text, let type = ScriptAPI.shared.type(named: name) else { return false }
        return type.isElement && ScriptAPI.shared.classLineage(of: name).contains("ASDisplayNode")
            && session.className(of: controller) != name
    }

    /// `super.init(node: rootNode)` in a view controller made as its node: the controller's node is `rootNode`,
    /// which then fills it (a wrapper spec hands it the controller's whole size, as the controller's view does to
    /// its node's), and `self.node` is `rootNode`.
    /// The node a view controller is given (`super.init(node: FeedNode())`, `ASDKViewController(node: rootNode)`),
    /// made or laid out again in the range the controller's view gives it: exactly the screen's size, which its
    /// layout method sees.
    private mutating func controllerNode(
        _ argument: LabeledExprSyntax,
        making make: ((inout Evaluator) throws(ScriptError) -> ScriptValue)? = nil
    ) throws(ScriptError) -> ScriptValue {
        let container = session.constrainedSize
        session.constrainedSize = SizeRange(exactly: session.environment.screenBounds.size)
        defer { session.constrainedSize = container }
        let node = if let make { try make(&self) } else { try evaluate(argument.expression, expecting: .element) }
        if argument.expression.is(DeclReferenceExprSyntax.self), let made = node.elementID,
           session.program.instances[made]?.laidOut != nil, !touchedInstances.contains(made) {
            // A node the controller made before (`let rootNode = FeedNode()`): laid out again in that range.
            touchedInstances.append(made)
            try relayOutTouchedInstances(at: argument)
        }
        return node
    }

    /// `ASDKViewController(node: FeedNode())` (Texture 2's `ASViewController`) made in code: the controller is drawn as
    /// its node, which Texture lays out at exactly its view's size (`nodeConstrainedSize`), the screen's here.
    private mutating func makeViewController(_ argument: LabeledExprSyntax) throws(ScriptError) -> ScriptValue {
        let node = try controllerNode(argument)
        guard case .element(let id) = node, case .node = session.tree[id].kind else {
            throw ScriptError("a view controller's node is a node, got \(describe(node))", at: argument.expression)
        }
        session.program.controllerNodes.insert(id)
        return node
    }

    private mutating func adoptControllerNode(_ value: ScriptValue, of controller: ElementID,
                                              at argument: LabeledExprSyntax) throws(ScriptError)
    {
        guard case .element(let node) = value, node != controller else { return }
        let wrapper = try createElement(className: "ASWrapperLayoutSpec", namePrefix: "controllerNode",
                                        kind: .spec(.wrapper(children: [node])), at: argument)
        guard case .node(var content) = session.tree[controller].kind else { return }
        try checkAttach([wrapper], to: controller, at: argument)
        content.layoutSpec = wrapper
        session.setKind(.node(content), of: controller)
        session.program.instances[controller]?.fields["node"] = Variable(value: .element(node), isConstant: true,
                                                                         type: .element)
    }

    /// Calls a value (a closure, a function given by name) with the call's arguments; an `&value` argument, and an
    /// object of a Foundation or UIKit class, take the value the closure's parameter held when it returned, as Swift's
    /// `inout` gives it back and as a reference shares it.
    private mutating func callValue(_ callee: ScriptValue, _ call: FunctionCallExprSyntax) throws(ScriptError)
        -> ScriptValue {
        let arguments = try evaluatedArguments(call, for: callee)
        closureParameterValues = []
        let result = try self.call(callee, arguments, at: call)
        let returned = closureParameterValues
        for (index, argument) in Self.writtenArguments(of: call).enumerated() where index < returned.count {
            if let target = argument.expression.as(InOutExprSyntax.self)?.expression {
                try store(returned[index], into: target, at: argument.expression)
            } else if case .object(let type, _) = returned[index], index < arguments.count, returned[index] != arguments[index],
                      ScriptAPI.shared.type(named: type)?.isReference == true {
                // A Foundation or UIKit object is a reference: what the closure set on it is set on the caller's
                // (`block(self)` in a `then` of the app's that configures a DateFormatter).
                try storeBack(returned[index], into: argument.expression, at: argument.expression)
            }
        }
        return result
    }

    /// The arguments of a call of `callee`; a closure that types its parameters (`{ (value: CGFloat) in … }`), or was
    /// declared with a function type, gets them as Swift passes them, literals typed and values converted to those types.
    private mutating func evaluatedArguments(_ call: FunctionCallExprSyntax, for callee: ScriptValue)
        throws(ScriptError) -> [ScriptValue]
    {
        var types: [ValueType?] = []
        if case .closure(let closure) = callee {
            if case .parameterClause(let clause)? = closure.syntax.signature?.parameterClause {
                for parameter in clause.parameters { types.append(try annotatedType(parameter.type)) }
            } else {
                // `let dim: (UIColor) -> UIColor = { … }` then `dim(.gray)`: the declared function type's.
                types = closure.parameterTypes
            }
        }
        var values: [ScriptValue] = []
        for (index, argument) in Self.writtenArguments(of: call).enumerated() {
            let type = index < types.count ? types[index] : nil
            let value = try evaluate(argument.expression, expecting: type)
            values.append(try convertDeclared(value, to: type, at: argument.expression, context: "the closure's argument"))
        }
        return values
    }

    /// `UIEdgeInsets(…)`, `ASTextNode(…)` or `.init(…)` where one is expected: the catalog's initializers, a
    /// display-only type's, an app's initializer of a Texture class or an extension of a UIKit value pasted or not.
    private mutating func callInitializer(of typeName: String, _ info: ScriptAPI.TypeInfo, _ call: FunctionCallExprSyntax)
        throws(ScriptError) -> ScriptValue
    {
        if let ignored = ignoreDisplayOnly(typeNamed: typeName) { return ignored }
        if info.isElement, let made = try appNodeInitializer(typeName, info, call) { return made }
        // `ASStackLayoutSpec(vertical: 8, children)` through the app's `extension ASStackLayoutSpec { convenience
        // init(vertical:_:) }`, which makes the spec with its `self.init(…)`, as a value's does.
        let isSpec = ScriptAPI.shared.classLineage(of: typeName).contains("ASLayoutSpec")
        if !info.isElement || isSpec, let made = try pastedValueInitializer(typeName, call) { return made }
        if !info.isElement, !call.arguments.isEmpty, call.arguments.allSatisfy({ $0.label == nil }),
           !info.initializers.contains(where: { bind(Array(call.arguments), to: $0) != nil }) {
            let sameCount = info.initializers.filter { $0.parameters.count == call.arguments.count }
            if sameCount.count == 1, let callable = sameCount.first {
                // `CGSize(30, 30)` through the app's extension: the arguments, in order, of the one initializer
                // that takes that many (what such extensions forward to).
                var values: [ScriptValue] = []
                for (parameter, argument) in zip(callable.parameters, call.arguments) {
                    values.append(try convert(try evaluate(argument.expression, expecting: parameter.type),
                                              to: parameter.type, at: argument.expression, context: callable.signature))
                }
                session.noteForwardedInitializer(
                    "\(typeName)(" + Array(repeating: "_:", count: values.count).joined() + ")", as: callable.signature)
                return try build(callable, Arguments(values: values, environment: session.environment), at: call)
            }
        }
        let labels = call.arguments.map { $0.label?.text }
        if !info.isElement, labels.first == .some(nil), labels.dropFirst().contains(where: { $0 != nil }),
           !info.initializers.contains(where: { bind(Array(call.arguments), to: $0) != nil }) {
            // An initializer of the app's extension whose first argument has no label (`UIImage(.lightGray, size:
            // CGSize(width: 44, height: 44))`): UIKit has none of that shape. An image made in a size takes it.
            let written = "\(typeName)(_:" + labels.dropFirst().map { ($0 ?? "_") + ":" }.joined() + ")"
            if typeName == "UIImage", let sized = call.arguments.first(where: { $0.label?.text == "size" }),
               case .size(let size) = try evaluate(sized.expression, expecting: .size) {
                session.noteStandIn("an image of the size it is given", for: written)
                return .image(name: written, size: size)
            }
            return .unknown(written)
        }
        if !info.isElement, let firstLabel = call.arguments.first?.label?.text,
           !info.initializers.isEmpty, !info.initializers.contains(where: { bind(Array(call.arguments), to: $0) != nil }),
           closestName(to: firstLabel, in: info.initializers.compactMap { $0.parameters.first?.label }) == nil {
            // An initializer of the app's extension of a UIKit value (`UIEdgeInsets(insetsWithInset: 8)`).
            return .unknown("\(typeName)(\(firstLabel):…)")
        }
        return try invoke(info.initializers, call, name: typeName)
    }

    /// The pasted and Texture types that have a case or static method of this name, pasted ones first.
    private func typesWithStatic(_ name: String) -> [String] {
        let api = ScriptAPI.shared
        let texture = api.typeNames.filter { typeName in api.staticMethods(ofType: typeName).contains { $0.name == name } }
        return pastedTypesWithStatic(name) + texture.sorted()
    }

    /// The pasted types (and extensions) that have a case or static method of this name.
    private func pastedTypesWithStatic(_ name: String) -> [String] {
        session.program.types.filter { _, type in
            type.cases.contains(name) || type.staticMethods[name] != nil
        }.keys.sorted()
    }

    /// `.vertical()` where a stack is expected, or a factory of the expected value type.
    private mutating func callLeadingDot(_ method: String, _ call: FunctionCallExprSyntax, expecting expected: ValueType?,
                                         at access: MemberAccessExprSyntax) throws(ScriptError) -> ScriptValue {
        let typeName = expected.map(\.description) ?? ""
        // `.square(88)` where a CGSize goes, from the app's `extension CGSize { static func square(…) }`.
        if !typeName.isEmpty, let (methods, newSelf) = pastedMethods(method, of: .typeReference(typeName)) {
            return try callPasted(methods, Self.writtenArguments(of: call), name: method, self: newSelf, at: call)
        }
        // `attributes: .standings(14)` from the app's `extension Dictionary where Key == NSAttributedString.Key`.
        let collection: String? = switch expected {
        case .attributes?, .dictionary?: "Dictionary"
        case .array?, .elements?: "Array"
        default: nil
        }
        if let collection, let (methods, newSelf) = pastedMethods(method, of: .typeReference(collection)) {
            return try callPasted(methods, Self.writtenArguments(of: call), name: method, self: newSelf, at: call)
        }
        // `return .hStack(spacing: 2, stars)` where a spec is returned, from the app's `extension ASLayoutSpec {
        // static func hStack(…) }`: a factory a Texture element class's extension declares.
        if expected == .element || expected == .optionalElement,
           let owner = pastedTypesWithStatic(method)
            .first(where: { ScriptAPI.shared.type(named: $0)?.isElement == true }),
           let (methods, newSelf) = pastedMethods(method, of: .typeReference(owner)) {
            return try callPasted(methods, Self.writtenArguments(of: call), name: method, self: newSelf, at: call)
        }
        // `.init(top:left:bottom:right:)` where a UIEdgeInsets is expected: the expected type's initializers.
        if method == "init", let info = ScriptAPI.shared.type(named: typeName), !info.initializers.isEmpty {
            return try callInitializer(of: typeName, info, call)
        }
        // `.init(white: 0.8, alpha: 1)` or an app's `.primaryColor()` where a colour goes: display-only.
        if case .anyIgnored(let ignoredType)? = expected { return .ignored(type: ignoredType) }
        // `.init(rawValue: 0)`, how some apps write an empty option set or a Texture enumeration's first case.
        if method == "init", case .optionSet(let name)? = expected, let value = try valueOfRawValue(name, call) {
            return value
        }
        if method == "init", case .enumeration(let name)? = expected, let value = try valueOfRawValue(name, call) {
            return value
        }
        // `.deviceSpecificInsets(top: 12)` where a UIEdgeInsets goes: the type's factories, or its app extension's.
        if ScriptAPI.shared.type(named: typeName) != nil || session.program.types[session.program.resolvedTypeName(typeName)] != nil {
            return try callStatic(method, ofType: typeName, call, at: access)
        }
        let methods = ScriptAPI.shared.staticMethods(ofType: typeName).filter { $0.name == method }
        guard !methods.isEmpty else {
            // `Text(title, .systemFont(ofSize: 16))` where `Text` is the app's own and was not pasted: its parameter's
            // type is the app's to know, so the value is unknown, as what the call makes is.
            if expected == nil, isArgumentOfUnpastedCall(access) { return .unknown(".\(method)(…)") }
            // `accentNode = .colorBlock(.red, width: 4)` for `let accentNode: ASDisplayNode`: code that compiles names
            // a member of the type its context expects, and here one pasted type alone has it.
            let owners = pastedTypesWithStatic(method)
            if expected == nil, owners.count == 1, let owner = owners.first {
                if let (methods, newSelf) = pastedMethods(method, of: .typeReference(owner)) {
                    return try callPasted(methods, Self.writtenArguments(of: call), name: method, self: newSelf, at: call)
                }
                return try makeEnumCase(method, ofType: owner, call)
            }
            throw ScriptError("cannot infer the type of '.\(method)(…)' here; write the type before the dot"
                + (typesWithStatic(method).first.map { ", e.g. \($0).\(method)(…)" } ?? ""), at: access)
        }
        return try invoke(methods, call, name: "\(typeName).\(method)")
    }

    /// What a call of a function from the app's other files gives: an unknown value named by the call, with the
    /// text it is given (`Utility.attributedString("1,200 kcal")`), which a stand-in text shows, and the font it is
    /// given kept for that text. The arguments are read where they evaluate on their own; one that fails is left out
    /// and changes nothing.
    mutating func appCallResult(_ callee: String, _ call: FunctionCallExprSyntax) throws(ScriptError) -> ScriptValue {
        var text: String?
        var fontSize: Double?
        for argument in call.arguments where !argument.expression.is(ClosureExprSyntax.self) {
            guard text == nil || fontSize == nil else { break }
            let before = self
            do {
                switch try evaluate(argument.expression) {
                case .string(let string) where text == nil && Self.labelsText(argument): text = string
                case .font(let size) where fontSize == nil: fontSize = size
                default: break
                }
            } catch {
                if Interruption.isRequested || isOverBudget { throw error }
                self = before
            }
        }
        guard let text, !text.contains("\"") else { return .unknown(callee + Self.writtenArgumentsForNote(call)) }
        let path = "\(callee)(\"\(text.prefix(60))\")"
        if let fontSize { session.program.unknownCallFonts[path] = fontSize }
        return .unknown(path)
    }

    /// Whether an argument of an app function is the text it shows, by its label: none, `text:`, `string:`, `title:`
    /// or `for:` (not a `separator:`, `format:` or font name).
    static func labelsText(_ argument: LabeledExprSyntax) -> Bool {
        argument.label.map { ["text", "string", "title", "for"].contains($0.text) } ?? true
    }

    /// How an unknown app call shows in a stand-in's path: `(…)`, or `("Hello")` when its first argument is a plain
    /// string literal, which then is the stand-in's text (`TextStyles.headline("Hello")` shows Hello).
    static func writtenArgumentsForNote(_ call: FunctionCallExprSyntax) -> String {
        guard let first = call.arguments.first, Self.labelsText(first),
              let literal = first.expression.as(StringLiteralExprSyntax.self),
              literal.segments.count == 1, case .stringSegment(let segment)? = literal.segments.first,
              !segment.content.text.contains("\"") else { return "(…)" }
        return "(\"\(segment.content.text.prefix(60))\")"
    }

    /// `ArrayNoNils(showsNode, offlineNode, sourceNode)`, `nonNil(a, b)`: a function from the app's other files given
    /// only nodes and specs (or nil), unlabelled, most likely gathers them; it stands for the elements given, in
    /// order, with a note. Nil for any other call, a name declared here, or one a letter or two from a declared one.
    private mutating func nodesPassedToAppFunction(_ name: String, _ call: FunctionCallExprSyntax) throws(ScriptError)
        -> ScriptValue?
    {
        guard !call.arguments.isEmpty, call.trailingClosure == nil, call.arguments.allSatisfy({ $0.label == nil }),
              lookup(name) == nil, session.program.types[name] == nil, ScriptAPI.shared.type(named: name) == nil,
              looksLikeAppName(name) else { return nil }
        var elements: [ScriptValue] = []
        for argument in call.arguments {
            switch try evaluate(argument.expression) {
            case .element(let id): elements.append(.element(id))
            case .null: continue
            case .array(let values) where values.allSatisfy({ $0.elementID != nil }): elements += values
            default: return nil
            }
        }
        guard !elements.isEmpty else { return nil }
        note("\(name)(…) is not in what you pasted: laid out as the nodes and specs given to it, in order")
        return .array(elements)
    }

    /// A Texture node class called with arguments none of its own initializers takes: an initializer of the app's
    /// extension (`extension ASTextNode { convenience init(_ text: String, size: CGFloat) }`), run on the node the
    /// class's plain initializer makes; `init(viewBlock:)` and `init(layerBlock:)`, which every node class inherits
    /// from ASDisplayNode and whose block layout never calls; or an app initializer that was not pasted, which makes
    /// the plain node and is noted as skipped. Nil when the class's own initializers take the call.
    private mutating func appNodeInitializer(_ typeName: String, _ info: ScriptAPI.TypeInfo, _ call: FunctionCallExprSyntax)
        throws(ScriptError) -> ScriptValue?
    {
        // `ASTextNode()`, the call made for nearly every node, is the class's own: nothing to work out.
        guard !call.arguments.isEmpty || call.trailingClosure != nil else { return nil }
        let arguments = Array(call.arguments)
        var candidates = info.initializers
        if call.trailingClosure != nil { candidates = candidates.compactMap(\.takingUnusedTrailingClosure) }
        guard !candidates.contains(where: { bind(arguments, to: $0) != nil }),
              !ScriptAPI.shared.classLineage(of: typeName).contains("ASLayoutSpec"),
              let plain = info.initializers.first(where: { $0.parameters.isEmpty }) else { return nil }
        // Specs have no app initializers worth guessing at, and a label a letter or two off is a mistake to show
        // (`placeHolder:` is the app's, not a slip of `placeholderTextKitComponents:`).
        let knownLabels = Set(info.initializers.flatMap { $0.parameters.compactMap(\.label) })
        guard !arguments.contains(where: { argument in
            guard let label = argument.label?.text, !knownLabels.contains(label) else { return false }
            return knownLabels.contains { editDistance(label.lowercased(), $0.lowercased()) <= 2 }
        }) else { return nil }
        let written = Self.writtenArguments(of: call)
        let pasted = session.program.types[typeName].flatMap { Self.fittingInitializer($0.initializers, written) }
        let labels = written.map { $0.isTrailingClosure ? "viewBlock" : ($0.label ?? "_") }
        let inheritsBlock = [["viewBlock"], ["layerBlock"], ["viewBlock", "didLoad"], ["layerBlock", "didLoad"]]
            .contains(labels)
        let node = try build(plain, Arguments(values: [], environment: session.environment), at: call)
        guard case .element(let id) = node else { return node }
        if let (initializer, slots) = pasted, initializer.body != nil {
            initializingInstances.insert(id)
            defer { initializingInstances.remove(id) }
            try runInitializer(initializer, slots: slots, self: SelfContext(typeName: typeName, value: .node(id)), at: call)
        } else if inheritsBlock {
            session.noteIgnored(.viewAndLayer)
        } else if let shown = try textGivenToAppInitializer(typeName, arguments) {
            // `ASTextNode(name, textStyle: .headline)` of the app's extension: a text node shows the text it is
            // given, in the default font.
            try setProperty("attributedText", of: id, to: shown, at: call, valueAt: call)
            session.noteStandIn("a text node showing the text it is given",
                                for: "\(typeName)(" + labels.map { "\($0):" }.joined() + ")")
        } else {
            session.noteSkippedCall("\(typeName)(" + labels.map { "\($0):" }.joined() + ")")
        }
        return node
    }

    /// The text an app's initializer of a text node is given first and without a label, as an attributed string;
    /// nil for another node class or another first argument.
    private mutating func textGivenToAppInitializer(_ typeName: String, _ arguments: [LabeledExprSyntax])
        throws(ScriptError) -> ScriptValue? {
        guard ScriptAPI.shared.classLineage(of: typeName).contains(where: { ["ASTextNode", "ASTextNode2"].contains($0) }),
              let first = arguments.first, first.label == nil else { return nil }
        switch try evaluate(first.expression) {
        case .string(let text): return .attributedString(AttributedText(text))
        case .attributedString(let text): return .attributedString(text)
        case .unknown(let path): return standIn(forUnknown: path, as: .attributedString)
        default: return nil
        }
    }

    /// `self.init(…)` in an initializer, run on the value or node being made; false where it is none of these.
    /// - In an app's convenience initializer of a node class: the node is already made, and a pasted class's
    ///   designated initializer that fits runs on it.
    /// - `self.init()` where the pasted class or struct declares no `init()`: the implicit one Swift gives a type whose
    ///   stored properties all have values, which they have already taken.
    /// - In a pasted struct or plain class: the initializer it delegates to, or a struct's memberwise one (kept beside
    ///   the initializers of its extensions).
    /// - In the app's convenience initializer of a UIKit value (`self.init(string: title, attributes: …)`): the value
    ///   it makes is the one being initialized.
    private mutating func delegateSelfInitializer(_ call: FunctionCallExprSyntax) throws(ScriptError) -> Bool {
        if let id = selfContext?.element {
            if let instance = session.program.instances[id] { try delegateInitializer(of: instance.typeName, on: id, call) }
            return true
        }
        guard let typeName = selfContext?.typeName else { return false }
        let written = Self.writtenArguments(of: call)
        if written.isEmpty, ScriptAPI.shared.type(named: typeName) == nil, let type = session.program.types[typeName],
           type.kind == .classType || type.kind == .structure,
           !type.initializers.contains(where: { $0.signature.parameterClause.parameters.isEmpty }) {
            return true
        }
        switch selfContext?.value {
        case .record(var record)?:
            guard let type = session.program.types[record.typeName] else { return false }
            let available = availableInitializers(of: type)
            if let (initializer, slots) = Self.fittingInitializer(available.map(\.initializer), written) {
                let owner = available.first { $0.initializer.id == initializer.id }?.owner ?? record.typeName
                try runInitializer(initializer, slots: slots,
                                   self: SelfContext(typeName: owner, value: .record(current(record))), at: call)
                if case .record(let initialized)? = finishedSelf?.value {
                    selfContext?.value = .record(initialized)
                    persist(initialized)
                }
                return true
            }
            if type.isOnlyExtended {
                // `self.init(center: center, span: span)` in `extension MKCoordinateRegion { init(fitting:) }`: the
                // framework's own initializer makes the value, whose stored properties layoutrepl does not know.
                for argument in written { _ = try evaluate(argument.expression) }
                return true
            }
            // `self.init(title: title, seconds: 0)` in an extension's initializer: the memberwise one.
            guard type.kind == .structure, type.initializers.allSatisfy(Self.isDeclaredInExtension) else { return false }
            let properties = written.compactMap { argument in type.storedProperties.first { $0.name == argument.label } }
            guard properties.count == written.count else { return false }
            for (argument, property) in zip(written, properties) {
                let declared = property.binding.typeAnnotation?.type
                record.fields[property.name] = try evaluateInitializer(argument.expression, declaredAs: declared,
                                                                       expecting: try annotatedType(declared))
            }
            selfContext?.value = .record(record)
            return true
        case .value?:
            guard let info = ScriptAPI.shared.type(named: typeName) else { return false }
            var made = try pastedValueInitializer(typeName, call)
            if made == nil { made = try invoke(info.initializers, call, name: typeName) }
            // A spec made so (`extension ASStackLayoutSpec { convenience init(…) }`) is then set up as a node is.
            if case .element(let id)? = made {
                selfContext?.value = .node(id)
            } else {
                selfContext?.value = .value(made ?? .void)
            }
            return true
        default:
            return false
        }
    }

    /// An initializer of the app's extension of a UIKit or Foundation value, pasted with the code
    /// (`extension NSAttributedString { convenience init(title: String) { self.init(string: title, …) } }`): its
    /// body runs with the value it makes as `self`, which its `self.init(…)` sets. Nil when no pasted one matches.
    private mutating func pastedValueInitializer(_ typeName: String, _ call: FunctionCallExprSyntax)
        throws(ScriptError) -> ScriptValue?
    {
        // A subclass inherits its superclass's convenience initializers (`NSMutableAttributedString("a", font: f)`
        // through the app's `extension NSAttributedString { convenience init(_:font:) }`).
        let initializers = ScriptAPI.shared.classLineage(of: typeName).flatMap {
            session.program.types[$0]?.initializers ?? []
        }
        let written = Self.writtenArguments(of: call)
        guard let (initializer, slots) = Self.fittingInitializer(initializers, written),
              initializer.body != nil else { return nil }
        // Swift prefers the overload that needs no default argument: `self.init()` in the app's
        // `init(top: CGFloat = 0, …)` is the type's own `init()`, not the initializer it is written in.
        if slots.contains(where: { $0 == nil }),
           ScriptAPI.shared.initializers(ofType: typeName).contains(where: { own in
               own.parameters.map(\.label) == written.map(\.label)
           }) {
            return nil
        }
        try runInitializer(initializer, slots: slots, self: SelfContext(typeName: typeName, value: .value(.void)),
                           at: call)
        switch finishedSelf?.value {
        case .node(let id)?: return .element(id)
        case .value(let made)? where made != .void: return made
        default: throw ScriptError("the pasted \(typeName)(…) initializer ends without calling self.init(…)", at: call)
        }
    }

    // MARK: Overloads and arguments

    /// Picks the overload whose labels match the call, converts the arguments to its parameter types and builds.
    mutating func invoke(_ candidates: [ScriptAPI.Callable], _ call: FunctionCallExprSyntax, name: String,
                         receiver: ScriptValue = .void) throws(ScriptError) -> ScriptValue
    {
        let arguments = Array(call.arguments)
        var candidates = candidates
        if let closure = call.trailingClosure {
            candidates = candidates.compactMap(\.takingUnusedTrailingClosure)
            guard !candidates.isEmpty else {
                throw ScriptError("closures are only supported as a layoutSpecBlock or in .map { }", at: closure)
            }
        }
        let matching = candidates.compactMap { candidate in bind(arguments, to: candidate).map { (candidate, $0) } }
        guard !matching.isEmpty else { throw labelMismatch(candidates, arguments, call: call, name: name) }
        if let old = arguments.compactMap({ $0.label?.text }).first(where: { Self.swift2Labels[$0] != nil }),
           let first = matching.first, !first.0.parameters.contains(where: { $0.label == old }) {
            session.noteOldSpelling("\(name)(…\(old):)", first.0.signature)
        }
        if matching.count == 1, let (callable, slots) = matching.first {
            var values: [ScriptValue] = []
            if let integers = try integerGeometry(callable, slots) {
                values = integers
            } else {
                for (parameter, slot) in zip(callable.parameters, slots) {
                    values.append(try argumentValue(parameter, slot, callable: callable))
                }
            }
            return try build(callable, Arguments(values: values, receiver: receiver, environment: session.environment),
                             at: call)
        }
        // Same labels, different types (ASDimensionMake(20) / ASDimensionMake("50%")): the first that converts wins.
        // An argument whose type every overload agrees on is read in that type (`for: [.init(rawValue: 0)]`); where
        // only one overload gives it a type layoutrepl models, that one (`with: .systemFont(ofSize: 13)`).
        let sameCount = matching.map(\.0).filter { $0.parameters.count == arguments.count }
        var evaluated: [ScriptValue] = []
        for (index, argument) in arguments.enumerated() {
            let types = sameCount.map { $0.parameters[index].type }
            var modelled: [ValueType] = []
            for type in types {
                if case .anyIgnored = type { continue }
                if !modelled.contains(type) { modelled.append(type) }
            }
            // Where every overload takes a display-only value (`with: .rgba(r:g:b:)` for a colour), that type.
            let expected = modelled.count == 1 ? modelled[0] : modelled.isEmpty ? types.first : nil
            evaluated.append(try evaluate(argument.expression, expecting: expected))
        }
        var firstError: ScriptError?
        for (callable, _) in matching where callable.parameters.count == evaluated.count {
            var values: [ScriptValue] = []
            do {
                for (parameter, (evaluatedValue, argument)) in zip(callable.parameters, zip(evaluated, arguments)) {
                    var value = evaluatedValue
                    // A literal takes the parameter's type (`ASDimensionMake(300)` is 300 points).
                    if Self.isPure(argument.expression), let numeric = Self.numericType(of: value),
                       parameter.type == .number || parameter.type == .integer, numeric != parameter.type {
                        value = try evaluate(argument.expression, expecting: parameter.type)
                    }
                    values.append(try convert(value, to: parameter.type, at: argument.expression,
                                              context: "\(callable.signature) argument '\(parameter.label ?? "_")'"))
                }
            } catch {
                firstError = firstError ?? error
                continue
            }
            // The overload the arguments fit: what it says about their values (`ASDimensionMake("12px")`) is the error.
            let bound = Arguments(values: values, receiver: receiver, environment: session.environment)
            return try build(callable, bound, at: call)
        }
        throw firstError ?? ScriptError("no overload of \(name) takes these arguments", at: call)
    }

    /// `CGSize(width: columns, height: rows)`: Core Graphics' geometry also has initializers taking only Ints, which
    /// Swift chooses when every argument is an Int, literals included (`CGSize(width: 3 / 2, height: 1)` is 1 wide);
    /// one Int beside a CGFloat is the usual type error. The Int values when every argument is one; nil otherwise,
    /// with the evaluator as it was. (The catalog lists only the CGFloat initializers: as a second overload the Int
    /// one would leave every argument without a type to read literals and leading dots in.)
    private mutating func integerGeometry(_ callable: ScriptAPI.Callable, _ slots: [LabeledExprSyntax?])
        throws(ScriptError) -> [ScriptValue]?
    {
        guard callable.name == nil, ["CGSize", "CGPoint", "CGRect"].contains(callable.owner ?? ""),
              !callable.parameters.isEmpty, callable.parameters.allSatisfy({ $0.type == .number }),
              slots.allSatisfy({ $0 != nil }) else { return nil }
        let before = self
        var values: [ScriptValue] = []
        for slot in slots.compactMap({ $0 }) {
            do {
                let value = try evaluate(slot.expression)
                guard case .int = value else {
                    self = before
                    return nil
                }
                values.append(value)
            } catch {
                // Read without the CGFloat context (`.greatestFiniteMagnitude`, `r.width + 1`): not all Ints.
                if Interruption.isRequested || isOverBudget { throw error }
                self = before
                return nil
            }
        }
        return values
    }

    private mutating func argumentValue(_ parameter: ScriptAPI.Parameter, _ slot: LabeledExprSyntax?,
                                        callable: ScriptAPI.Callable) throws(ScriptError) -> ScriptValue {
        guard let slot else { return parameter.defaultValue ?? .void }
        if parameter.type.isUnusedClosure, slot.expression.is(ClosureExprSyntax.self) {
            return .ignored(type: parameter.type.description)
        }
        let value = try evaluate(slot.expression, expecting: parameter.type)
        return try convert(value, to: parameter.type, at: slot.expression,
                           context: "\(callable.signature) argument '\(parameter.label ?? "_")'")
    }

    private mutating func build(_ callable: ScriptAPI.Callable, _ arguments: Arguments, at call: FunctionCallExprSyntax)
        throws(ScriptError) -> ScriptValue
    {
        let built: Built
        do {
            built = try callable.build(arguments)
        } catch {
            throw error.located(at: call)
        }
        switch built {
        case .value(let value): return value
        case .sessionChange(let change):
            do {
                return try change(&session)
            } catch {
                throw error.located(at: call)
            }
        case .element(let className, let prefix, let kind, let style):
            if case .spec(.background(_?, nil)) = kind, arguments.values.count == 2 {
                session.noteOldSpelling("ASBackgroundLayoutSpec(child:background: nil)",
                                        "the child alone, as Texture's background may not be nil")
            }
            let id = try createElement(className: className, namePrefix: prefix, kind: kind, at: call)
            if style != Style() { session.updateElement(id) { $0.style = style } }
            return .element(id)
        }
    }

    /// The argument for each parameter in order (nil where a default applies), or nil when the labels do not fit.
    private func bind(_ arguments: [LabeledExprSyntax], to callable: ScriptAPI.Callable) -> [LabeledExprSyntax?]? {
        var slots: [LabeledExprSyntax?] = []
        var next = 0
        for parameter in callable.parameters {
            if next < arguments.count, Self.label(arguments[next].label?.text, fits: parameter.label, of: callable) {
                slots.append(arguments[next])
                next += 1
            } else if parameter.defaultValue != nil {
                slots.append(nil)
            } else {
                return nil
            }
        }
        return next == arguments.count ? slots : nil
    }

    /// Whether an argument written with `label` goes to a parameter labelled `expected`: the same label, or Swift
    /// 2's spelling of it (see ``swift2Labels``) where the callable has no parameter of the old label.
    private static func label(_ label: String?, fits expected: String?, of callable: ScriptAPI.Callable) -> Bool {
        if label == expected { return true }
        guard let label, let modern = swift2Labels[label] else { return false }
        return modern == expected && !callable.parameters.contains { $0.label == label }
    }

    /// Swift 2's argument labels of Cocoa and Texture methods, with Swift 3's (`setImage(_:forState:)` is
    /// `setImage(_:for:)`, `setTitle(_:withFont:withColor:forState:)` `setTitle(_:with:with:for:)`).
    static let swift2Labels = ["forState": "for", "withFont": "with", "withColor": "with", "atIndex": "at"]

    /// "ASInsetLayoutSpec(insets:child:) expects label 'child', got 'chil'", at the offending argument.
    private func labelMismatch(_ candidates: [ScriptAPI.Callable], _ arguments: [LabeledExprSyntax],
                               call: FunctionCallExprSyntax, name: String) -> ScriptError {
        let signatures = candidates.map(\.signature)
        let sameCount = candidates.filter { $0.parameters.count == arguments.count }
        guard let closest = (sameCount.isEmpty ? candidates : sameCount).max(by: { a, b in
            matchingPrefix(a, arguments) < matchingPrefix(b, arguments)
        }) else { return ScriptError("\(name) cannot be called like this", at: call) }
        let known = signatures.count > 1 ? " (known: \(signatures.joined(separator: ", ")))" : ""
        for (index, parameter) in closest.parameters.enumerated() {
            guard index < arguments.count else {
                return ScriptError("\(closest.signature) is missing the argument '\(parameter.label ?? "_")'\(known)",
                                   at: call.rightParen.map(Syntax.init) ?? Syntax(call))
            }
            let got = arguments[index].label?.text
            if got != parameter.label {
                let expected = parameter.label.map { "label '\($0)'" } ?? "no label"
                let actual = got.map { "'\($0)'" } ?? "no label"
                return ScriptError("\(closest.signature) expects \(expected), got \(actual)\(known)", at: arguments[index])
            }
        }
        let extra = arguments[Swift.min(closest.parameters.count, arguments.count - 1)]
        return ScriptError("\(closest.signature) takes \(closest.parameters.count) arguments, got "
            + "\(arguments.count)\(known)", at: extra)
    }

    private func matchingPrefix(_ callable: ScriptAPI.Callable, _ arguments: [LabeledExprSyntax]) -> Int {
        zip(callable.parameters, arguments).prefix { $0.label == $1.label?.text }.count
    }

    // MARK: Closures

    /// `ASTextNode().then { $0.maximumNumberOfLines = 1 }` and `.do { … }`, from the Then library many Texture apps
    /// use: the closure configures the node, and `then` returns it. Nodes are references, so `$0` is the node itself.
    /// UIKit's image contexts, in which apps draw small images (a badge, a coloured square): the image taken from
    /// one is as big as the context, the drawing itself changes no layout. Nil for any other call.
    private mutating func imageContextCall(_ name: String, _ call: FunctionCallExprSyntax) throws(ScriptError)
        -> ScriptValue?
    {
        switch name {
        case "UIGraphicsBeginImageContext", "UIGraphicsBeginImageContextWithOptions":
            guard let argument = call.arguments.first,
                  case .size(let size) = try convert(try evaluate(argument.expression, expecting: .size), to: .size,
                                                     at: argument.expression, context: "\(name)(_:)") else { return .void }
            guard imageContextSizes.count < 64 else {
                throw ScriptError("more than 64 image contexts are open at once; layoutrepl stops there", at: call)
            }
            imageContextSizes.append(size)
            return .void
        case "UIGraphicsEndImageContext":
            _ = imageContextSizes.popLast()
            return .void
        case "UIGraphicsGetImageFromCurrentImageContext":
            guard let size = imageContextSizes.last else { return .null }
            return .image(name: "", size: size)
        case "UIGraphicsGetCurrentContext":
            session.noteIgnored(.rendering)
            return imageContextSizes.isEmpty ? .null : .ignored(type: "CGContext")
        default:
            return nil
        }
    }

    /// `action.run(node)`, `style.closure(self)`: a closure kept in a stored property of a struct or an instance,
    /// which Swift calls with call syntax. Nil when the property does not hold a closure.
    private func storedClosure(_ name: String, of base: ScriptValue) -> ScriptValue? {
        let stored: ScriptValue?
        switch base {
        case .record(let record): stored = current(record).fields[name]
        case .element(let id): stored = session.program.instances[id]?.fields[name]?.value
        default: stored = nil
        }
        guard case .closure? = stored else { return nil }
        return stored
    }

    /// `.styled { $0.flexGrow = 1 }` is Texture's `styledWithBlock:` (ASLayoutElementStylability, ASLayoutSpec.mm):
    /// the closure gets the element's style, and the call returns the element.
    private mutating func thenLibraryCall(_ method: String, _ call: FunctionCallExprSyntax, on base: ScriptValue)
        throws(ScriptError) -> ScriptValue?
    {
        guard ["then", "do", "styled"].contains(method), let closure = Self.onlyClosure(of: call) else { return nil }
        if method == "styled" {
            guard case .element(let id) = base else { return nil }
            _ = try runClosure(closure, arguments: [.style(id)])
            return base
        }
        switch base {
        case .element, .ignored, .unknown:
            _ = try runClosure(closure, arguments: [base])
            return method == "then" ? base : .void
        default:
            return nil
        }
    }

    /// A reactive stream of the app (RxSwift, RxCocoa, RxTexture, Combine) delivering its value once, as it does
    /// when the cell shows: `name.bind(to: titleNode.rx.text(attributes))` and `.drive(avatarNode.rx.url)` set the
    /// node's property to it, `subscribe(onNext:)`, `subscribe(onSuccess:)`, `drive(onNext:)` and Combine's `sink` run
    /// their closure with it.
    /// The stream's value is what its receiver evaluated to (an app value stands in). Nil for any other call.
    private mutating func reactiveBinding(_ method: String, _ call: FunctionCallExprSyntax, on base: ScriptValue,
                                          fromStream: Bool = false) throws(ScriptError) -> ScriptValue?
    {
        guard ["bind", "drive", "emit", "subscribe", "sink"].contains(method) else { return nil }
        var base = base
        if !fromStream, case .array(let items) = base, items.count == 1, let item = items.first {
            // `viewModel.stars.map { … }`: an app stream named in the plural was mapped as a collection of one item
            // (see `namesCollection`); the stream delivers that item.
            base = item
        }
        let arguments = Array(call.arguments)
        if let first = arguments.first, first.label?.text == (method == "bind" ? "to" : nil),
           Self.reactiveBinder(first.expression) != nil {
            guard try deliver(base, to: first.expression, at: call) else { return nil }
            try keepSubscription(call)
            return .ignored(type: "Disposable")
        }
        // A `Single`'s or `Maybe`'s value comes to `onSuccess`.
        let closure = arguments.first { ["onNext", "receiveValue", "next", "onSuccess"].contains($0.label?.text ?? "") }?
            .expression.as(ClosureExprSyntax.self)
            ?? (method == "sink" && arguments.isEmpty ? call.trailingClosure : nil)
        guard let closure else { return nil }
        if Self.isUserEventStream(base) {
            // `button.rx.tap.subscribe(onNext: { … })`: the handler runs when the user acts, never during layout.
            session.noteIgnored(.targets)
            return .ignored(type: "Disposable")
        }
        try keepSubscription(call)
        if case .null = base { return .ignored(type: "Disposable") }
        _ = try withScope { evaluator throws(ScriptError) in try evaluator.runClosure(closure, arguments: [base]) }
        return .ignored(type: "Disposable")
    }

    /// The streams an app holds a value in, RxSwift's, RxRelay's, Combine's and ReactiveSwift's, and those their
    /// operators make: a stream is held as the one value it has delivered by the first layout, or none.
    static let streamTypes: Set = [
        "BehaviorRelay", "BehaviorSubject", "CurrentValueSubject", "Variable", "MutableProperty", "PublishRelay",
        "PublishSubject", "PassthroughSubject", "ReplaySubject", "ReplayRelay", "Observable", "Published", "Just",
    ]

    /// `.just(items)`, `.empty()`, `.never()` written for a stream (a parameter's default `Observable<[String]>`).
    static func makesStream(_ expression: ExprSyntax) -> Bool {
        guard let call = expression.as(FunctionCallExprSyntax.self),
              let access = call.calledExpression.as(MemberAccessExprSyntax.self), access.base == nil else { return false }
        switch access.declName.baseName.text {
        case "just": return call.arguments.count == 1 && call.arguments.first?.label == nil
        case "empty", "never": return call.arguments.isEmpty
        default: return false
        }
    }

    /// The stream types whose `just(_:)` makes a stream of one value.
    static let valueStreamTypes: Set = ["Observable", "Driver", "Signal", "Single", "Maybe", "Infallible"]

    /// `BehaviorRelay<Double>(value: 0)`, `CurrentValueSubject<Int, Never>(3)`, `PublishRelay<String>()`: a stream
    /// holding its initial value (a publishing one holds none until something is sent). Nil for any other call.
    private mutating func reactiveHolder(made call: FunctionCallExprSyntax, expecting expected: ValueType?)
        throws(ScriptError) -> ScriptValue? {
        let called = call.calledExpression.as(GenericSpecializationExprSyntax.self)?.expression ?? call.calledExpression
        if let access = called.as(MemberAccessExprSyntax.self), ["just", "empty", "never"].contains(access.declName.baseName.text) {
            // `Observable.just(title)`, `Driver<String>.just(title)`, or `.just(title)` for a stored `Driver<String>`:
            // a stream of that one value (or of none). Written with a leading dot it has the stream makers' shape
            // and no type is expected: an enum's `.empty(bucket: b)` is its case.
            let base = access.base.map { ($0.as(GenericSpecializationExprSyntax.self)?.expression ?? $0).trimmedText }
            guard base.map(Self.valueStreamTypes.contains) ?? Self.makesStream(ExprSyntax(call)) && expected == nil,
                  base.map({ session.program.types[$0] == nil }) ?? true, call.trailingClosure == nil else { return nil }
            guard access.declName.baseName.text == "just" else { return .object(type: "Observable", fields: [:]) }
            guard call.arguments.count == 1, let value = call.arguments.first, value.label == nil else { return nil }
            return .object(type: "Observable", fields: ["value": try evaluate(value.expression)])
        }
        guard let name = called.as(DeclReferenceExprSyntax.self)?.baseName.text, Self.streamTypes.contains(name),
              !["Observable", "Published"].contains(name), session.program.types[name] == nil, lookup(name) == nil
        else { return nil }
        let arguments = Array(call.arguments)
        guard arguments.count <= 1, call.trailingClosure == nil else { return nil }
        guard let initial = arguments.first else { return .object(type: name, fields: [:]) }
        guard initial.label == nil || initial.label?.text == "value" else { return nil }
        // `BehaviorRelay<Period>(value: .year)`: the value takes the stream's element type.
        let element = call.calledExpression.as(GenericSpecializationExprSyntax.self)?.genericArgumentClause.arguments
            .first?.argument.as(TypeSyntax.self)
        return .object(type: name, fields: ["value": try evaluate(initial.expression, expecting: try annotatedType(element))])
    }

    /// An operator or a subscription of a stream (see ``streamTypes``), applied to the value it holds: `accept`,
    /// `onNext` and `send` give it a new one; timing and sharing operators pass it on; `map` and `compactMap`
    /// transform it, `filter` may hold it back and `dropFirst` does (nothing more is delivered before the first
    /// layout); `bind(to:)`, `drive`, `subscribe(onNext:)` and `sink` deliver it (see
    /// ``reactiveBinding(_:_:on:fromStream:)``).
    /// Nil for any other receiver or method.
    private mutating func streamOperator(_ method: String, _ call: FunctionCallExprSyntax, on base: ScriptValue,
                                         receiver: ExprSyntax) throws(ScriptError) -> ScriptValue? {
        if Self.isUserEventStream(base), !["bind", "drive", "emit", "subscribe", "sink"].contains(method) {
            // `button.rx.tap.withLatestFrom(isFavorite).map { !$0 }`: the user's actions, none before the first layout.
            return base
        }
        guard case .object(let type, let fields) = base, Self.streamTypes.contains(type) else { return nil }
        let value = fields["value"]
        if method == "bind", call.arguments.count == 1, let target = call.arguments.first, target.label?.text == "to",
           case .object(let targetType, _) = try evaluate(target.expression), Self.streamTypes.contains(targetType) {
            // `.bind(to: isFavorite)` of a relay: the relay takes the value delivered, now and each time it changes.
            try keepSubscription(call)
            if let value {
                try storeBack(.object(type: targetType, fields: ["value": value]), into: target.expression, at: call,
                              asReference: true)
                try publishChange(of: target.expression, at: call)
            }
            return .ignored(type: "Disposable")
        }
        if ["accept", "onNext", "send"].contains(method), call.arguments.count == 1, let argument = call.arguments.first {
            let sent = try evaluate(argument.expression, expecting: value?.valueType)
            try storeBack(.object(type: type, fields: ["value": sent]), into: receiver, at: call, asReference: true)
            try publishChange(of: receiver, at: call)
            return .void
        }
        if method == "assign", let assigned = try assignFromStream(call, value: value) { return assigned }
        if Self.passingStreamOperators.contains(method) || method == "subscribe" && call.arguments.first?.label?.text == "on" {
            return base
        }
        // The value held when the subscription is made is left out, not the ones given to the source later.
        if ["dropFirst", "skip"].contains(method) { return redeliveringStreams ? base : .object(type: type, fields: [:]) }
        if ["filterNil", "unwrap"].contains(method) {
            return .object(type: type, fields: value == .null ? [:] : fields)  // RxOptional's
        }
        if let bound = try reactiveBinding(method, call, on: value ?? .null, fromStream: true) { return bound }
        guard value != nil else { return .object(type: "Observable", fields: [:]) }  // nothing to pass on
        // The transform as a closure, a key path (`.map(\.title)`) or a function (`.map(Formatters.upper)`).
        let argumentCount = call.arguments.count + (call.trailingClosure == nil ? 0 : 1)
        guard ["map", "compactMap", "filter"].contains(method), argumentCount == 1,
              call.arguments.first?.label == nil else {
            // Another operator (`flatMapLatest`, `withLatestFrom`): what it delivers is the app's.
            let path = "\(receiver.trimmedText).\(method)(…)"
            session.noteSkippedCall(path)
            return .unknown(path)
        }
        guard let value else { return nil }
        let transform = try callee(of: call, at: call)
        let result = try withScope { evaluator throws(ScriptError) in try evaluator.invoke(transform, [value], at: call) }
        switch method {
        case "filter": return .object(type: "Observable", fields: conditionValue(result) == true ? ["value": value] : [:])
        case "compactMap" where result == .null: return .object(type: "Observable", fields: [:])
        default: return .object(type: "Observable", fields: ["value": result])
        }
    }

    private static let passingStreamOperators: Set = [
        "removeDuplicates", "distinctUntilChanged", "receive", "observe", "observeOn", "eraseToAnyPublisher",
        "asObservable", "asDriver", "asSignal", "share", "debounce", "throttle", "delay", "handleEvents", "take",
        "catchAndReturn", "catchErrorJustReturn", "retry",
    ]

    /// A stream of the user's actions: any event of a node's reactive extension (`button.rx.tap`, whose value is
    /// ignored), or one of UIKit's control and gesture events read from an app object (`cell.rx.controlEvent(…)`).
    static func isUserEventStream(_ stream: ScriptValue) -> Bool {
        switch stream {
        case .ignored(type: "Reactive"):
            return true
        case .unknown(let path):
            let components = path.split(separator: ".").map { $0.prefix { $0 != "(" } }
            guard let last = components.last, components.dropLast().contains(where: { $0 == "rx" || $0 == "reactive" })
            else { return false }
            return userEventNames.contains(String(last))
        default:
            return false
        }
    }

    private static let userEventNames: Set<String> = [
        "tap", "controlEvent", "event", "tapGesture", "longPressGesture", "panGesture", "swipeGesture", "pinchGesture",
        "itemSelected", "modelSelected", "itemDeselected", "didScroll", "didEndDragging", "didBeginEditing",
        "didEndEditing", "editingDidBegin", "editingDidEnd", "didTap", "pressed", "signal", "methodInvoked", "sentMessage",
    ]

    /// Sets the node property a reactive binder names (`titleNode.rx.text(attributes)`, `noteNode.reactive.text`) to a
    /// stream's value, as the stream delivers it once; false when the binder is not one layoutrepl sets (nothing is
    /// set then).
    mutating func deliver(_ value: ScriptValue, to binder: ExprSyntax, at node: some SyntaxProtocol)
        throws(ScriptError) -> Bool
    {
        guard let (nodeExpression, property, binderArguments) = Self.reactiveBinder(binder),
              case .element(let id) = try evaluate(nodeExpression) else { return false }
        if case .null = value { return true }
        let className = session.className(of: id)
        if property == "text" {
            // RxTexture's `rx.text(attributes)` on a text node: the string with those attributes.
            guard ["ASTextNode", "ASTextNode2", "ASEditableTextNode"].contains(className) else { return false }
            var text = value
            if case .unknown(let path) = value { text = standIn(forUnknown: path, as: .string) ?? value }
            guard case .string(let string) = text else { return false }
            let attributes = try binderArguments.first.map { argument throws(ScriptError) in
                try evaluate(argument.expression, expecting: .attributes)
            } ?? .array([])
            let attributed = ScriptValue.attributedString(AttributedText(string, attributes: ScriptAPI.textAttributes(attributes)))
            try setNodeProperty("attributedText", of: id, to: attributed, at: binder, valueAt: node)
        } else if ScriptAPI.shared.property(property, ofType: className) != nil {
            try setNodeProperty(property, of: id, to: value, at: binder, valueAt: node)
        } else {
            return false
        }
        return true
    }

    /// `infoNode.rx.title` where the app's `extension Reactive where Base: InformationNode` declares
    /// `var title: ASBinder<String?> { return base.titleNode.rx.text(attributes) }`: the node's expression and the
    /// binder the property returns; nil for anything else.
    private func appBinder(_ binder: ExprSyntax) -> (node: ExprSyntax, returned: ExprSyntax)? {
        guard let access = binder.as(MemberAccessExprSyntax.self), let reactive = access.base?.as(MemberAccessExprSyntax.self),
              ["rx", "reactive"].contains(reactive.declName.baseName.text), let nodeExpression = reactive.base,
              let accessor = session.program.types["Reactive"]?.computedProperties[access.declName.baseName.text],
              accessor.body.count == 1, let item = accessor.body.first else { return nil }
        let returned: ExprSyntax? = if case .stmt(let statement) = item.item {
            statement.as(ReturnStmtSyntax.self)?.expression
        } else if case .expr(let expression) = item.item { expression } else { nil }
        guard let returned, Self.reactiveBinder(returned) != nil else { return nil }
        return (nodeExpression, returned)
    }

    /// Gives a value to the binder an app's reactive property returns (see ``appBinder(_:)``), with `base` the node.
    /// False when the expression is no such property or the binder does not take the value.
    private mutating func deliverThroughAppBinder(_ value: ScriptValue, to binder: ExprSyntax, at call: some SyntaxProtocol)
        throws(ScriptError) -> Bool
    {
        guard let (nodeExpression, returned) = appBinder(binder) else { return false }
        let node = try evaluate(nodeExpression)
        guard case .element = node else { return false }
        // Its names are the extension's (`typealias Const = InformationNode.Const` in it).
        let callerSelf = selfContext
        selfContext = SelfContext(typeName: "Reactive", value: .type)
        defer { selfContext = callerSelf }
        return try withScope { evaluator throws(ScriptError) in
            evaluator.declare("base", node, isConstant: true)
            return try evaluator.deliver(value, to: returned, at: call)
        }
    }

    /// `titleNode.rx.text(attributes)`, `avatarNode.rx.url` or ReactiveSwift's `noteNode.reactive.text`: the node's
    /// expression, the property and the binder's own arguments; nil for an expression of another shape.
    static func reactiveBinder(_ expression: ExprSyntax)
        -> (node: ExprSyntax, property: String, arguments: [LabeledExprSyntax])?
    {
        var access = expression.as(MemberAccessExprSyntax.self)
        var arguments: [LabeledExprSyntax] = []
        if let call = expression.as(FunctionCallExprSyntax.self) {
            access = call.calledExpression.as(MemberAccessExprSyntax.self)
            arguments = Array(call.arguments)
        }
        guard let access, let reactive = access.base?.as(MemberAccessExprSyntax.self),
              ["rx", "reactive"].contains(reactive.declName.baseName.text), let node = reactive.base else { return nil }
        return (node, access.declName.baseName.text, arguments)
    }

    /// Whether the expression is an argument of a call of a function or type nothing pasted or known declares.
    private func isArgumentOfUnpastedCall(_ expression: some SyntaxProtocol) -> Bool {
        var node = Syntax(expression)
        if let call = node.parent?.as(FunctionCallExprSyntax.self) { node = Syntax(call) }
        guard let outer = node.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self),
              let name = outer.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        let api = ScriptAPI.shared
        return api.type(named: name) == nil && session.program.types[name] == nil
            && session.program.functions[name] == nil && !api.functions.contains { $0.name == name } && lookup(name) == nil
    }

    /// The closure of changes a UIView animation is given: `animations:` (or `actions` of `performWithoutAnimation`),
    /// written in place or as the trailing closure when no labelled one comes before it; nil for other calls.
    static func animatedChanges(_ method: String, _ call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        guard ["animate", "transition", "performWithoutAnimation"].contains(method) else { return nil }
        if let labelled = call.arguments.first(where: { $0.label?.text == "animations" }) {
            return labelled.expression.as(ClosureExprSyntax.self)
        }
        if method == "performWithoutAnimation", let only = call.arguments.first, only.label == nil {
            return only.expression.as(ClosureExprSyntax.self)
        }
        return call.trailingClosure
    }

    /// The one closure a call is given, trailing (`styled { … }`) or in parentheses (`styled({ … })`); nil for
    /// any other arguments.
    static func onlyClosure(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        if let trailing = call.trailingClosure { return call.arguments.isEmpty ? trailing : nil }
        guard call.arguments.count == 1, let only = call.arguments.first, only.label == nil else { return nil }
        return only.expression.as(ClosureExprSyntax.self)
    }

    /// `title.map { … }` and `flatMap` on an optional that is no collection: Swift's `Optional.map`, which runs the
    /// closure on the value, or gives nil for nil (an optional still nil as pasted stands in first, as for `if
    /// let`). A string is a collection too, so its map is Optional's only where the receiver was declared optional.
    /// Nil for any other call.
    private mutating func optionalMap(_ method: String, _ call: FunctionCallExprSyntax, on base: ScriptValue,
                                      receiver: ExprSyntax, expecting expected: ValueType?) throws(ScriptError)
        -> ScriptValue?
    {
        guard method == "map" || method == "flatMap" else { return nil }
        // `initial.map(String.init)`, `score.map(format)`: a function given by name, called on the value when there
        // is one, as a closure is.
        let closure = Self.onlyClosure(of: call)
        guard closure != nil || call.arguments.count == 1 && call.trailingClosure == nil
            && call.arguments.first?.label == nil else { return nil }
        var value = base
        switch base {
        case .null:
            // `values.map { $0.map(String.init) }` over optionals: nil maps to nil, whether a closure or a function.
            guard let standIn = try unsetOptionalStandIn(receiver, nilHandled: true) else { return .null }
            value = standIn
        // `status.timestamps[stage].map { … }`: a lookup in a dictionary (the app's values too) is an optional.
        case .unknown: guard closure != nil, isDictionaryLookup(receiver) else { return nil }
        // `grouped[part].map { (part, $0) }`: an optional array's map runs once on the whole array.
        case .array:
            guard isDeclaredOptional(receiver) || Self.givesOptional(receiver) || isDictionaryLookup(receiver)
                    || Self.isOptionalChainOrWrap(receiver) else { return nil }
        case .range, .typeReference, .closure, .void: return nil
        // A string is also a sequence of its characters: its `map` is its optional's only where it is one.
        case .string:
            // Where one value is wanted (`node.attributedText = text.map { NSAttributedString(string: $0) }`),
            // only an optional's map gives it: a String's would give an array.
            let wantsOneValue = switch expected {
            case .array?, .elements?, .dictionary?, .any?, nil: false
            default: true
            }
            guard isDeclaredOptional(receiver) || Self.givesOptional(receiver) || isDictionaryLookup(receiver)
                    || Self.isOptionalChainOrWrap(receiver) || formatsOptionalString(receiver) || wantsOneValue else {
                return nil
            }
        // A number, a model, a Foundation or UIKit object (a Date, a URL) is no collection: its `map` is its
        // optional's (`timestamps[stage].map { formatter.string(from: $0) }`).
        default: break
        }
        guard let closure else { return try invoke(try callee(of: call, at: call), [value], at: call) }
        let argument = value
        // `likeNode.attributedText = likes.map { .text($0) }`: the closure returns the type the result goes to.
        return try withScope { evaluator throws(ScriptError) in
            try evaluator.runClosure(closure, arguments: [argument], returning: expected)
        }
    }

    /// Whether an expression is an optional chain in parentheses (`(user?.city).map { … }`) or an optional made
    /// explicitly (`Optional("9")`).
    static func isOptionalChainOrWrap(_ expression: ExprSyntax) -> Bool {
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
           let inner = tuple.elements.first?.expression {
            var link: ExprSyntax? = inner
            while let current = link {
                if current.is(OptionalChainingExprSyntax.self) { return true }
                if let access = current.as(MemberAccessExprSyntax.self) { link = access.base }
                else if let call = current.as(FunctionCallExprSyntax.self) { link = call.calledExpression }
                else if let subscriptCall = current.as(SubscriptCallExprSyntax.self) { link = subscriptCall.calledExpression }
                else { link = nil }
            }
            return false
        }
        return expression.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?
            .baseName.text == "Optional"
    }

    /// Whether an expression looks a key up in a dictionary (`stamps[1]`), which gives an optional.
    func isDictionaryLookup(_ expression: ExprSyntax) -> Bool {
        guard let lookup = expression.as(SubscriptCallExprSyntax.self) else { return false }
        return isDictionary(lookup.calledExpression)
    }

    /// Whether an expression is a collection's member that gives an optional (`name.first`, `words.last(where:)`,
    /// `tags.randomElement()`): its `map` is Optional's, not the collection's.
    static func givesOptional(_ expression: ExprSyntax) -> Bool {
        if let member = expression.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self) {
            return member.base != nil
                && ["first", "last", "randomElement", "min", "max", "popLast"].contains(member.declName.baseName.text)
        }
        // `first` and `last` are properties too; `Int8.max` is a number, not `max()`.
        guard let member = expression.as(MemberAccessExprSyntax.self), member.base != nil else { return false }
        return ["first", "last"].contains(member.declName.baseName.text)
    }

    /// Whether an expression is a formatter's `string(from:)` or `string(for:)` that Foundation declares optional
    /// (`NumberFormatter`'s, `DateComponentsFormatter`'s; a `DateFormatter`'s is not), on a formatter the code holds.
    func formatsOptionalString(_ expression: ExprSyntax) -> Bool {
        guard let call = expression.as(FunctionCallExprSyntax.self),
              let access = call.calledExpression.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "string",
              let formatter = access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
              case .object(let type, _)? = lookup(formatter)?.value ?? selfField(formatter)?.value else { return false }
        return ["NumberFormatter", "DateComponentsFormatter", "ByteCountFormatter"].contains(type)
    }

    /// Whether an expression names a variable or property declared with an optional type.
    func isDeclaredOptional(_ expression: ExprSyntax) -> Bool {
        if let call = expression.as(FunctionCallExprSyntax.self) { return returnsOptional(call) }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if lookup(name)?.isOptional == true { return true }
            // `badge` in a getter of the struct that declares `let badge: String?`.
            guard scopes.allSatisfy({ $0[name] == nil }), let typeName = selfContext?.typeName else { return false }
            return isOptionalMember(name, ofType: typeName)
        }
        guard let access = expression.as(MemberAccessExprSyntax.self), let baseExpression = access.base else {
            return false
        }
        let name = access.declName.baseName.text
        if baseExpression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return (selfField(name) ?? session.variables[name])?.isOptional ?? false
        }
        // `summary.cardLast4` of a pasted struct value, `kind.message` of a pasted enum's computed property,
        // `model.ingredient.aisle` through nested structs.
        return pastedTypeName(ofValueOf: baseExpression).map { isOptionalMember(name, ofType: $0) } ?? false
    }

    /// Whether the pasted function or method a call runs is declared to return an optional (`func label() ->
    /// String?`, `ingredient.formattedAmount(servings: 2)`), each of its overloads.
    private func returnsOptional(_ call: FunctionCallExprSyntax) -> Bool {
        let declarations: [FunctionDeclSyntax]
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            let methods = selfContext.map { context in
                session.program.lineage(of: context.typeName).flatMap { $0.methods[name] ?? [] }
            } ?? []
            declarations = methods.isEmpty ? session.program.functions[name] ?? [] : methods
        } else if let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base {
            let isSelf = base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
            guard let typeName = isSelf ? selfContext?.typeName : pastedTypeName(ofValueOf: base) else { return false }
            let name = access.declName.baseName.text
            declarations = session.program.lineage(of: typeName).flatMap { $0.methods[name] ?? [] }
        } else {
            return false
        }
        return !declarations.isEmpty && declarations.allSatisfy { declaration in
            declaration.signature.returnClause.map { Self.isOptional($0.type) } ?? false
        }
    }

    /// Whether a pasted type declares its stored or computed property `name` optional.
    private func isOptionalMember(_ name: String, ofType typeName: String) -> Bool {
        for type in session.program.lineage(of: typeName) {
            if let stored = type.storedProperties.first(where: { $0.name == name }) { return stored.isOptional }
            if let computed = type.computedProperties[name] { return computed.type.map(Self.isOptional) ?? false }
        }
        return false
    }

    /// Runs a closure body with its parameters bound (named or `$0`), returning the `return` value or the value
    /// of a single-expression body.
    /// Runs a closure with its arguments. It returns the type its signature declares, else `expected` where the
    /// context gives one, else what its body computes: not the type of the function it was written in.
    /// `optionalParameters` says which parameters the function type the closure was declared with makes optional
    /// (`let label: (String?) -> String = { value in … }`); a parameter the closure types itself (`value: String?`)
    /// says so on its own.
    mutating func runClosure(_ closure: ClosureExprSyntax, arguments: [ScriptValue], returning expected: ValueType? = nil,
                             optionalParameters: [Bool] = []) throws(ScriptError) -> ScriptValue
    {
        let names = closureParameterNames(closure)
        var optional = optionalParameters
        if case .parameterClause(let clause)? = closure.signature?.parameterClause {
            optional = clause.parameters.map { $0.type.map(Self.isOptional) ?? false }
        }
        // A declared type layoutrepl does not model (`-> Post`) leaves the result as the body computes it.
        let declared = closure.signature?.returnClause.flatMap { clause in (try? valueType(of: clause.type)) ?? nil }
        let resultType = declared ?? expected
        let enclosingReturnType = returnType
        returnType = resultType
        defer { returnType = enclosingReturnType }
        var arguments = arguments
        // A closure of two parameters given one pair (`enumerated().map { index, node in … }`, `{ $1 }`) takes its
        // parts, as Swift destructures a tuple argument.
        let wanted = parameterCount(of: closure)
        if wanted > 1, arguments.count == 1, let parts = arguments[0].tupleParts, parts.count == wanted {
            arguments = parts
        }
        return try withScope { evaluator throws(ScriptError) in
            // Variables, not constants: Swift lets a closure change only its `inout` parameters, whose values go
            // back to the caller's `&value` (see `callValue`).
            let bound = arguments.indices.map { index in index < names.count ? names[index] : "$\(index)" }
            for (index, (name, argument)) in zip(bound, arguments).enumerated() where name != "_" {
                evaluator.declare(name, argument, isConstant: false)
                if optional.indices.contains(index), optional[index] {
                    evaluator.scopes[evaluator.scopes.count - 1][name]?.isOptional = true
                }
            }
            defer {
                evaluator.closureParameterValues = zip(bound, arguments).map { name, argument in
                    name == "_" ? argument : evaluator.lookup(name)?.value ?? argument
                }
            }
            if closure.statements.count == 1, let expression = closure.statements.first.flatMap(Self.expression(of:)),
               !expression.is(IfExprSyntax.self) && !expression.is(SwitchExprSyntax.self)
                || Self.isValueShaped(expression) {
                return try evaluator.evaluate(expression, expecting: resultType)
            }
            switch try evaluator.executeItems(closure.statements) {
            case .returned(let value): return value
            default: return .void
            }
        }
    }

    /// The closure of `reduce(into:_:)`: its first parameter is `inout`, so the accumulator as the closure leaves it
    /// is what it gives back.
    /// `accumulatorType` is the seed's (`reduce(into: [Int: Int]())`: a dictionary, whose Int keys are keys).
    mutating func runAccumulating(_ closure: ClosureExprSyntax, _ accumulator: ScriptValue, _ element: ScriptValue,
                                  accumulatorType: ValueType? = nil) throws(ScriptError) -> ScriptValue
    {
        let names = closureParameterNames(closure)
        let first = names.first ?? "$0"
        let second = names.count > 1 ? names[1] : "$1"
        return try withScope { evaluator throws(ScriptError) in
            evaluator.declare(first, accumulator, isConstant: false, type: accumulatorType)
            if second != "_" { evaluator.declare(second, element, isConstant: true) }
            _ = try evaluator.executeItems(closure.statements)
            return evaluator.lookup(first)?.value ?? accumulator
        }
    }

    /// How many of `$0`, `$1`, … a closure without a parameter list uses (a `$n` past any argument count, such as
    /// `$9223372036854775807`, counts as one more than the arguments any call passes, which then reports it).
    static func anonymousParameterCount(_ closure: ClosureExprSyntax) -> Int {
        var highest = -1
        for token in closure.statements.tokens(viewMode: .sourceAccurate) {
            guard case .dollarIdentifier(let text) = token.tokenKind, let index = Int(text.dropFirst()) else { continue }
            // A `$1` of a closure nested in this one (`{ $0.reduce(0) { $0 + $1.stock } }`) is that closure's.
            var owner = token.parent
            while let node = owner, !node.is(ClosureExprSyntax.self) { owner = node.parent }
            guard owner?.id == closure.id else { continue }
            highest = Swift.max(highest, Swift.min(index, maximumClosureParameters))
        }
        return highest + 1
    }

    /// More parameters than any closure layout code writes.
    static let maximumClosureParameters = 1_000

    /// How many parameters a closure takes: the names it declares, else the highest `$n` it uses.
    func parameterCount(of closure: ClosureExprSyntax) -> Int {
        let names = closureParameterNames(closure)
        return names.isEmpty ? Self.anonymousParameterCount(closure) : names.count
    }

    private func closureParameterNames(_ closure: ClosureExprSyntax) -> [String] {
        switch closure.signature?.parameterClause {
        case .simpleInput(let list)?: return list.map(\.name.text)
        case .parameterClause(let clause)?: return clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: return []
        }
    }
}
