import SwiftSyntax
import TextureLayout

extension Evaluator {
    /// `target = value`: the value is evaluated with the type the target expects, so `.center` resolves.
    mutating func assign(to target: ExprSyntax, valueExpression: FoldedExpression, at op: ExprSyntax)
        throws(ScriptError)
    {
        if case .operand(let valueSyntax) = valueExpression, ownLayoutSpecBlockAtTopLevel(target) {
            // `layoutSpecBlock = { … }` from a node class's init pasted at the top level: the class's own node, drawn
            // under the name a view controller's has (`node`).
            let block = try evaluate(valueSyntax)
            if case .closure = block {
                let node = try hoistedClassNode(at: target)
                pendingLayoutSpecBlocks.removeAll { $0.node == node }
                pendingLayoutSpecBlocks.append(PendingLayoutSpecBlock(node: node, block: block, syntax: valueSyntax))
                return
            }
        }
        if let node = layoutSpecBlockOwner(target), case .operand(let valueSyntax) = valueExpression {
            // Written in place, kept in a variable, or returned by a method (`makeLayoutSpecBlock()`).
            let block = try evaluate(valueSyntax)
            if case .closure = block {
                try assignLayoutSpecBlock(block, to: node, at: valueSyntax)
                return
            }
        }
        if target.is(DiscardAssignmentExprSyntax.self) {
            _ = try evaluateFolded(valueExpression)
            return
        }
        if let tuple = target.as(TupleExprSyntax.self), tuple.elements.count > 1 {
            // `(symbol, tint) = ("mappin", .systemRed)`: each part into its target, each typed as that target is.
            var types: [ValueType?] = []
            for element in tuple.elements { types.append(try expectedType(of: element.expression)) }
            let value = try evaluateFolded(valueExpression, expecting: .tuple(types, labels: types.map { _ in nil }))
            guard let parts = value.tupleParts, parts.count == tuple.elements.count else {
                throw ScriptError("a tuple of \(tuple.elements.count) values is assigned \(describe(value))", at: op)
            }
            for ((element, part), type) in zip(zip(tuple.elements, parts), types) {
                // `(count, note) = (3, nil)` for `var note: String?`: nil goes into an optional as it is.
                let converted = part == .null && isDeclaredOptional(element.expression) ? part
                    : try convert(part, to: type, at: element.expression, context: element.expression.trimmedText)
                try store(converted, into: element.expression, at: element.expression)
            }
            return
        }
        if case .operand(let valueSyntax) = valueExpression, Self.leadingDotMember(valueSyntax) != nil,
           let adopted = unknownProtocolOwning(target) {
            // `self.reactor = .init()` in a class adopting ReactorKit's `View`: a value of the protocol's member type,
            // which was not pasted and which layout does not read.
            note("\(target.trimmedText) belongs to \(adopted), which was not pasted; its value is not used for layout")
            return
        }
        let expected = try expectedType(of: target)
        var value: ScriptValue
        if case .operand(let valueSyntax) = valueExpression, let call = valueSyntax.as(FunctionCallExprSyntax.self),
           let access = call.calledExpression.as(MemberAccessExprSyntax.self), access.base == nil,
           let typeName = declaredOptionalType(of: target) {
            // `container = .init()` for `var container: ASDisplayNode!`: the type the variable was declared with
            // (`Result` of `Result<String, LoadError>?`, a generic type's arguments aside).
            let generic = String(typeName.prefix { $0 != "<" })
            let declared = generic != typeName && session.program.types[pastedTypeName(generic)] != nil
                ? pastedTypeName(generic) : typeName
            value = try callStatic(access.declName.baseName.text, ofType: declared, call, at: access)
        } else if case .operand(let valueSyntax) = valueExpression, let stored = storedOwnParameter(target, valueSyntax) {
            value = stored
        } else if case .operand(let valueSyntax) = valueExpression, expected == nil,
                  Self.leadingDotMember(valueSyntax) != nil, let typeName = heldTypeName(of: target),
                  let type = Self.parsedType(typeName) {
            // `color = .systemGreen` after `var color = UIColor.separator`, `style = .inactive` for `let style:
            // LyricStyle`: a member of the type the variable has, as Swift infers it from its declaration.
            value = try evaluateInitializer(valueSyntax, declaredAs: type, expecting: nil)
        } else if case .operand(let valueSyntax) = valueExpression {
            value = try evaluate(valueSyntax, expecting: expected)
        } else {
            value = try evaluateFolded(valueExpression, expecting: expected)
        }
        if case .unknown(let path) = value,
           let typeName = declaredOptionalType(of: target) ?? appTypeAwaitingValue(target),
           let made = try elementStandingIn(forUnknown: path, declaredAs: typeName, at: target) {
            // `iconNode = viewModel.icon` for `var iconNode: ASImageNode?`, `fieldNode = self.nameField` for
            // `let fieldNode: FieldNode`: the app's node, of the class declared.
            value = made
        }
        if let expected, Self.hasTupleLabels(expected) {
            // `pairs = rows.map { ($0.title, $0.value) }` for `var pairs: [(title: …, value: …)]`: the items take the
            // declared labels, as they do where the variable is declared with a value.
            value = try convert(value, to: expected, at: op, context: target.trimmedText)
        }
        if case .operand(let valueSyntax) = valueExpression {
            try store(value, into: target, at: valueSyntax)
        } else {
            try store(value, into: target, at: op)
        }
    }

    /// The protocol that was not pasted (`View` of ReactorKit) whose member `target` (`self.reactor`, `reactor`) is in
    /// a pasted node class: a name neither the class nor Texture declares; nil otherwise.
    private func unknownProtocolOwning(_ target: ExprSyntax) -> String? {
        let name: String
        let id: ElementID
        if let reference = target.as(DeclReferenceExprSyntax.self), lookup(reference.baseName.text) == nil,
           let own = selfContext?.element, selfField(reference.baseName.text) == nil {
            (name, id) = (reference.baseName.text, own)
        } else if let access = target.as(MemberAccessExprSyntax.self), let base = access.base,
                  base.is(DeclReferenceExprSyntax.self) || base.is(MemberAccessExprSyntax.self) {
            // `self.reactor`, `fieldNode.reactor`: read on a copy (a name, no call), as the assignment has not run yet.
            var probe = self
            guard case .element(let held)? = try? probe.evaluate(base) else { return nil }
            (name, id) = (access.declName.baseName.text, held)
        } else {
            return nil
        }
        guard let instance = session.program.instances[id], instance.fields[name] == nil,
              nodePropertyType(name, of: id) == nil else { return nil }
        let lineage = session.program.lineage(of: instance.typeName)
        guard !lineage.contains(where: { $0.computedProperties[name] != nil }) else { return nil }
        return lineage.flatMap(\.unknownProtocols).first
    }

    /// Whether a type is a labelled tuple, or an array or dictionary of them.
    static func hasTupleLabels(_ type: ValueType) -> Bool {
        switch type {
        case .array(let element), .dictionary(let element): return element.isLabelledTuple
        default: return type.isLabelledTuple
        }
    }

    /// The node expression whose `layoutSpecBlock` `target` names: `node.layoutSpecBlock`, or a bare
    /// `layoutSpecBlock` in a node class's own code, which is `self`'s.
    private func layoutSpecBlockOwner(_ target: ExprSyntax) -> ExprSyntax? {
        if let access = target.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "layoutSpecBlock" {
            return access.base
        }
        guard let reference = target.as(DeclReferenceExprSyntax.self), reference.baseName.text == "layoutSpecBlock",
              lookup("layoutSpecBlock") == nil, selfContext?.element != nil else { return nil }
        return ExprSyntax(DeclReferenceExprSyntax(baseName: .keyword(.self)))
    }

    /// Whether `target` is a node class's own `layoutSpecBlock` (bare or `self.`) in lines pasted at the top level.
    private func ownLayoutSpecBlockAtTopLevel(_ target: ExprSyntax) -> Bool {
        guard selfContext == nil, lookup("layoutSpecBlock") == nil else { return false }
        if let reference = target.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == "layoutSpecBlock" }
        guard let access = target.as(MemberAccessExprSyntax.self), let base = access.base else { return false }
        return access.declName.baseName.text == "layoutSpecBlock" && isTopLevelSelf(base)
    }

    /// The node standing for the pasted class's own at the top level: the session's `node` if it is one, else a new
    /// plain node of that name.
    private mutating func hoistedClassNode(at target: ExprSyntax) throws(ScriptError) -> ElementID {
        if case .element(let id)? = session.variables["node"]?.value, session.tree[id].isNode { return id }
        let id = try createElement(className: "ASDisplayNode", namePrefix: "node", kind: .node(Node()), at: target)
        session.adoptName("node", for: id)
        session.setVariable("node", Variable(value: .element(id), isConstant: true, type: .element))
        return id
    }

    /// The type written for an optional declared without a value (`var box: ASDisplayNode!`, a local or top-level
    /// variable not assigned yet, or a stored property of `self`): what a leading-dot initializer assigned to it
    /// makes.
    /// The app type a variable declared without a value was declared with (`let fieldNode: FieldNode`), until it
    /// is assigned.
    private func appTypeAwaitingValue(_ target: ExprSyntax) -> String? {
        guard let name = target.as(DeclReferenceExprSyntax.self)?.baseName.text, let variable = lookup(name),
              !variable.isInitialized else { return nil }
        return variable.appType
    }

    private func declaredOptionalType(of target: ExprSyntax) -> String? {
        if let (_, variable, _) = unsetOptional(target) { return variable.unsetOptionalType }
        // A stored property the initializer assigns keeps no written type on its field: its declaration has it.
        let name = target.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? target.as(MemberAccessExprSyntax.self).flatMap { access in
                access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
                    ? access.declName.baseName.text : nil
            }
        guard let name, let typeName = selfContext?.typeName, selfField(name) != nil,
              let annotation = session.program.storedProperty(name, of: typeName)?.binding.typeAnnotation,
              Self.isOptional(annotation.type) else { return nil }
        return Self.unwrapped(annotation.type)
    }

    /// `stack.children?` and `stack.children!` name the same storage as `stack.children`: Texture's Swift API
    /// declares `children` optional, so real code appends with `stack.children?.append(node)`.
    static func withoutOptionalMarks(_ expression: ExprSyntax) -> ExprSyntax {
        if let chaining = expression.as(OptionalChainingExprSyntax.self) {
            return withoutOptionalMarks(chaining.expression)
        }
        if let unwrap = expression.as(ForceUnwrapExprSyntax.self) { return withoutOptionalMarks(unwrap.expression) }
        return expression
    }

    /// UIKit's `UIFont.Weight` raw values (UIFontDescriptor.h's UIFontWeight constants), lightest first.
    static let fontWeights: [(name: String, value: Double)] = [
        ("ultraLight", -0.8), ("thin", -0.6), ("light", -0.4), ("regular", 0), ("medium", 0.23), ("semibold", 0.3),
        ("bold", 0.4), ("heavy", 0.56), ("black", 0.62),
    ]

    /// The declared type of a stored property of the pasted struct or plain class whose code is running (its values
    /// are kept without their types): `slots = rows.map { ($0.title, $0.count) }` for `var slots: [Slot]` takes
    /// the labels of `typealias Slot = (label: String, value: Int)`.
    private mutating func recordPropertyType(_ name: String) throws(ScriptError) -> ValueType? {
        guard let typeName = selfContext?.typeName,
              let annotation = session.program.storedProperty(name, of: typeName)?.binding.typeAnnotation?.type
        else { return nil }
        return try annotatedType(annotation)
    }

    /// The type of a variable the value model has no ``ValueType`` for, as Swift infers it: a pasted struct or app type
    /// it was declared with, or the type of the value it holds (a pasted struct's, a UIKit value's such as `UIColor`).
    private func heldTypeName(of target: ExprSyntax) -> String? {
        guard let reference = target.as(DeclReferenceExprSyntax.self), let variable = lookup(reference.baseName.text)
        else { return nil }
        if let appType = variable.appType { return appType }
        switch variable.value {
        case .record(let record): return record.typeName
        case .ignored(let typeName) where ScriptAPI.shared.type(named: typeName) != nil: return typeName
        case .font, .image, .attributedString, .size, .point, .rect, .insets:
            // `font = .boldSystemFont(ofSize: 9)` after `var font = UIFont.systemFont(ofSize: 3)`.
            return variable.value.staticTypeName
        default: return nil
        }
    }

    /// The type an assignment target takes, when the catalog knows it.
    private mutating func expectedType(of target: ExprSyntax) throws(ScriptError) -> ValueType? {
        let target = Self.withoutOptionalMarks(target)
        if case .value(.style)? = selfContext?.value, let (name, _) = Self.ownMember(target), lookup(name) == nil,
           let property = ScriptAPI.shared.property(name, ofType: "ASLayoutElementStyle") {
            return property.type
        }
        if let reference = target.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if reference.baseName.tokenKind == .keyword(.self), let typeName = selfContext?.typeName,
               session.program.types[typeName]?.kind == .enumeration {
                return .enumeration(typeName)
            }
            if let variable = lookup(name) {
                if variable.type == nil, selfContext?.element == nil, scopes.allSatisfy({ $0[name] == nil }) {
                    return try recordPropertyType(name)
                }
                return variable.type
            }
            // `backgroundColor = .init(white: 0.8, alpha: 1)` in a node class: the node's own display-only property.
            guard let id = selfContext?.element else { return try recordPropertyType(name) }
            return nodePropertyType(name, of: id)
        }
        if let subscriptCall = target.as(SubscriptCallExprSyntax.self) {
            // `widths[1] = 30` of a `[Int: CGFloat]`, `slots[i] = .init(…)`: the collection's item type.
            switch try expectedType(of: subscriptCall.calledExpression) {
            case .dictionary(let item)?, .array(let item)?: return item
            default: return nil
            }
        }
        guard let access = target.as(MemberAccessExprSyntax.self), let baseSyntax = access.base else {
            return nil
        }
        let name = access.declName.baseName.text
        if isTopLevelSelf(baseSyntax) {
            // `self.state = .downloading(progress: 0.5)` of a hoisted init line: the top-level variable's type.
            return lookup(name).map(\.type) ?? .anyIgnored("property of self")
        }
        if try nodeOfView(baseSyntax, geometry: name) != nil {
            // `card.view.center = …`: the node's own geometry.
            return name == "frame" || name == "bounds" ? .rect : .point
        }
        let api = ScriptAPI.shared
        switch try evaluate(baseSyntax) {
        case .element(let id):
            if let field = session.program.instances[id]?.fields[name] {
                // `node.state = .loading` at the top level: the case of the enum the property holds.
                return field.type ?? Self.numericType(of: field.value)
                    ?? enumCase(of: field.value).map { .enumeration($0.type) } ?? field.value.valueType
            }
            let type = nodePropertyType(name, of: id)
            if type == nil, session.program.unknownClassNodes[id] != nil { return .anyIgnored("a property of an app value") }
            return type
        case .style: return api.property(name, ofType: "ASLayoutElementStyle")?.type
        case .record where baseSyntax.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self):
            return try recordPropertyType(name)
        case .typeReference(let written):
            // `Cache.widths = …` of a pasted type's `static var widths: [String: CGFloat]`; `Metrics.scale = 2` of
            // `static var scale = 1.0`, the type its value has.
            let type = session.program.types[session.program.resolvedTypeName(written)]
            if let annotation = type?.staticAnnotations[name] { return try annotatedType(annotation) }
            return type?.staticValues[name].flatMap(Self.numericType(of:))
        case .record(let record):
            // `style.font = .systemFont(ofSize: 13)` of a pasted struct held in a variable: its property's type,
            // stored or computed.
            if let stored = session.program.storedProperty(name, of: record.typeName) {
                // `card.padding = 12` of `var padding = 8.0`: the type its value has.
                if let annotation = stored.binding.typeAnnotation?.type { return try annotatedType(annotation) }
                if let value = current(record).fields[name], let type = Self.numericType(of: value) { return type }
            }
            let accessor = session.program.lineage(of: record.typeName).lazy.compactMap { $0.computedProperties[name] }
                .first
            return try accessor.map { accessor throws(ScriptError) in try annotatedType(accessor.type) } ?? nil
        // `layout.itemSize = .init(width: 100, height: 40)` on an app object: its property's type is the app's, and
        // the value is dropped, as setting any member of an app value is.
        case .unknown, .ignored: return .anyIgnored("a property of an app value")
        case let value: return api.property(name, ofType: value.staticTypeName)?.type
        }
    }

    /// `theme_image`, `hero_id`: a lowercase prefix, an underscore, then a name, as libraries namespace the members
    /// their extensions add to UIKit and Texture classes.
    static func isLibraryNamespaced(_ name: String) -> Bool {
        guard let underscore = name.firstIndex(of: "_"), underscore != name.startIndex else { return false }
        let rest = name[name.index(after: underscore)...]
        return name[..<underscore].allSatisfy(\.isLowercase) && rest.first?.isLetter == true
    }

    /// Whether a member of a Texture class that the catalog does not have is one an extension from the app's other
    /// files gives it: neither a style property (`node.width` is a mistake to point at) nor a slip of one of the
    /// class's or the style's names.
    func isAppExtensionMember(_ name: String, ofClass className: String) -> Bool {
        let api = ScriptAPI.shared
        guard api.property(name, ofType: "ASLayoutElementStyle") == nil else { return false }
        let known = api.members(ofType: className).map(\.name) + api.members(ofType: "ASLayoutElementStyle").map(\.name)
            + api.valueMethods(ofType: className).compactMap(\.name)
        return !isLikelySlip(name, of: known)
    }

    /// A value the app's code outside what was pasted gives: an unknown value, or an instance of an app class
    /// that was not pasted (standing in as a node).
    static func isAppValue(_ value: ScriptValue, in program: Program) -> Bool {
        switch value {
        case .unknown: return true
        case .element(let id): return program.unknownClassNodes[id] != nil
        default: return false
        }
    }

    /// `name` or `self.name`: the name, and the token to report it at.
    static func ownMember(_ target: ExprSyntax) -> (String, TokenSyntax)? {
        if let reference = target.as(DeclReferenceExprSyntax.self), reference.baseName.tokenKind != .keyword(.self) {
            return (reference.baseName.text, reference.baseName)
        }
        guard let access = target.as(MemberAccessExprSyntax.self),
              access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { return nil }
        return (access.declName.baseName.text, access.declName.baseName)
    }

    /// The type of a node's property as ``setNodeProperty(_:of:to:at:valueAt:)`` sets it, old spellings included.
    private func nodePropertyType(_ name: String, of id: ElementID) -> ValueType? {
        let api = ScriptAPI.shared
        let className = session.className(of: id)
        if let property = api.property(name, ofType: className) { return property.type }
        if let styleName = Self.deprecatedStyleProperties[name] {
            return api.property(styleName, ofType: "ASLayoutElementStyle")?.type
        }
        return Self.oldNodePropertyNames[name].flatMap { api.property($0, ofType: className)?.type }
    }

    /// Writes `value` into a variable, an element property, a style property, or a field of a value-typed variable
    /// (`range.max.width = 3` rebuilds `range.max`, then `range`). A value of the wrong type is reported at
    /// `valueNode`, the expression that produced it.
    mutating func store(_ value: ScriptValue, into target: ExprSyntax, at valueNode: some SyntaxProtocol)
        throws(ScriptError)
    {
        let target = Self.withoutOptionalMarks(target)
        // `node.next = head`, `d["child"] = d`: a store that can make a value hold itself a level deeper each time.
        if value.links || value.holdsValues && target.is(SubscriptCallExprSyntax.self) {
            _ = try Self.checkedNesting(value, at: valueNode)
        }
        if let reference = target.as(DeclReferenceExprSyntax.self), reference.baseName.tokenKind == .keyword(.self),
           let context = selfContext, session.program.types[context.typeName]?.kind == .enumeration {
            // `self = .pdf` in an enum's initializer.
            selfContext?.value = .value(value)
            return
        }
        if let reference = target.as(DeclReferenceExprSyntax.self), reference.baseName.tokenKind == .keyword(.self),
           case .record(let made)? = selfContext?.value, case .record(let replacement) = value,
           replacement.typeName == made.typeName {
            // `self = block(Attributes())` in a struct's initializer or mutating method: the whole value replaced.
            selfContext?.value = .record(replacement)
            return
        }
        if case .value(.style(let id))? = selfContext?.value, let (name, at) = Self.ownMember(target),
           lookup(name) == nil, ScriptAPI.shared.property(name, ofType: "ASLayoutElementStyle") != nil {
            // `flexGrow = scale` or `self.flexGrow = scale` in the app's extension of ASLayoutElementStyle.
            try setStyle(name, of: id, to: value, at: at, valueAt: valueNode)
            return
        }
        if case .value(.object(let type, _))? = selfContext?.value, let reference = target.as(DeclReferenceExprSyntax.self),
           lookup(reference.baseName.text) == nil, ScriptAPI.shared.property(reference.baseName.text, ofType: type) != nil {
            // `maximumFractionDigits = digits` in the app's extension of NumberFormatter: the object's own property,
            // as `self.maximumFractionDigits` is.
            let member = MemberAccessExprSyntax(base: ExprSyntax(DeclReferenceExprSyntax(baseName: .keyword(.self))),
                                                declName: reference)
            try store(value, into: ExprSyntax(member), at: valueNode)
            return
        }
        if let reference = target.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            try resolveLazyProperty(name, assigning: true)
            if lookup(name) == nil, selfField(name) == nil, let id = selfContext?.element,
               let (accessor, owner) = computedSetter(name, of: id) {
                try runSetter(accessor, self: SelfContext(typeName: owner, value: .node(id)), value, at: reference)
                return
            }
            if lookup(name) == nil, let accessor = session.program.computedVariables[name], accessor.setter != nil {
                // A computed property of the class's lines pasted at the top level, set by a line below it.
                try runSetter(accessor, self: selfContext, value, at: reference)
                return
            }
            if lookup(name) == nil, let id = selfContext?.element,
               ScriptAPI.shared.property(name, ofType: session.className(of: id)) != nil
                || Self.deprecatedStyleProperties[name] != nil || Self.oldNodePropertyNames[name] != nil {
                try setNodeProperty(name, of: id, to: value, at: reference, valueAt: valueNode)
                return
            }
            if lookup(name) == nil, let property = ScriptAPI.shared.property(name, ofType: "ASDisplayNode"),
               property.access == .visualOnly {
                _ = ignoreDisplayOnly(property)
                return
            }
            if lookup(name) == nil, let id = selfContext?.element, session.program.isViewController(id) {
                // `title = "Detail"` in a view controller made as its node: UIViewController's own property.
                session.noteIgnored(.viewAndLayer)
                return
            }
            if lookup(name) == nil, selfField(name) == nil, let id = selfContext?.element {
                // `border = Border(radius: 10)` in a pasted node class: a property of the app's extension of its
                // Texture class, or a misspelling of one of Texture's (see ``setProperty(_:of:to:at:valueAt:)``).
                try setProperty(name, of: id, to: value, at: reference, valueAt: valueNode)
                return
            }
            if lookup(name) == nil, selfField(name) == nil, let owner = staticPropertyOwner(name) {
                // `count += 1` in a static method (or an enclosing type's): the type's static stored property.
                session.program.types[owner]?.staticValues[name] = value
                return
            }
            try assignVariable(name, value, at: reference)
            return
        }
        if let subscriptCall = target.as(SubscriptCallExprSyntax.self) {
            // `groups[day, default: []] = …` (and `.append(…)`, `+= 1` through it) sets the value under the key.
            let defaulted = Self.defaultedKey(subscriptCall)
            guard let indexSyntax = defaulted?.key
                    ?? (subscriptCall.arguments.count == 1 ? subscriptCall.arguments.first?.expression : nil) else {
                throw ScriptError("a subscript takes one index here", at: subscriptCall)
            }
            let base = try evaluate(subscriptCall.calledExpression)
            let index = try subscriptIndex(indexSyntax)
            let updated = try replacing(base, at: index, with: value, node: indexSyntax,
                                        keyed: defaulted != nil || isDictionary(subscriptCall.calledExpression))
            try store(updated, into: subscriptCall.calledExpression, at: valueNode)
            return
        }
        guard let access = target.as(MemberAccessExprSyntax.self), let baseSyntax = access.base else {
            throw ScriptError("cannot assign to this expression", at: target)
        }
        let name = access.declName.baseName.text
        if let selfReference = baseSyntax.as(DeclReferenceExprSyntax.self),
           selfReference.baseName.tokenKind == .keyword(.self), let context = selfContext {
            if case .node(let id) = context.value { try resolveLazyProperty(name, of: id, assigning: true) }
            if case .record(let record) = context.value { forgetLazyField(name, of: record) }
            if selfField(name) != nil {
                try assignSelfField(name, value, at: access.declName)
            } else if let id = context.element, let (accessor, owner) = computedSetter(name, of: id) {
                try runSetter(accessor, self: SelfContext(typeName: owner, value: .node(id)), value, at: access.declName)
            } else if let id = context.element {
                if nodePropertyType(name, of: id) == nil,
                   let adopted = session.program.lineage(of: context.typeName).flatMap(\.unknownProtocols).first {
                    // `self.reactor = reactor` in a class adopting ReactorKit's `View`: the protocol's member.
                    note("self.\(name) belongs to \(adopted), which was not pasted; its value is not used for layout")
                    return
                }
                try setNodeProperty(name, of: id, to: value, at: access.declName, valueAt: valueNode)
            } else if case .record(let record) = context.value,
                      let accessor = session.program.lineage(of: record.typeName).lazy.compactMap({ $0.computedProperties[name] })
                          .first, accessor.setter != nil {
                // `self.wrappedValue = wrappedValue` in a property wrapper's init: the computed property's `set`
                // changes the value being made.
                try runSetter(accessor, self: SelfContext(typeName: record.typeName, value: .record(record)), value,
                              at: access.declName)
                if case .record(let updated)? = finishedSelf?.value, updated.typeName == record.typeName {
                    selfContext?.value = .record(updated)
                }
            } else if case .value(let made) = context.value, let changed = made.settingValueField(name, value) {
                // `self.top = top` after `self.init()` in the app's initializer of a UIKit value (UIEdgeInsets).
                selfContext?.value = .value(changed)
            } else {
                throw ScriptError("\(context.typeName) has no stored property '\(name)'", at: access.declName)
            }
            return
        }
        if isTopLevelSelf(baseSyntax) {
            if session.variables[name] != nil {
                try assignVariable(name, value, at: access.declName, skippingLocals: true)
            } else if lookup(name) != nil {
                try assignVariable(name, value, at: access.declName)
            } else if ScriptAPI.shared.property(name, ofType: "ASDisplayNode") != nil {
                note("self.\(name) is not modelled (the pasted class's own node is not drawn); ignored")
            } else {
                throw unknownName(name, at: access.declName)
            }
            return
        }
        if let id = try nodeOfView(baseSyntax, geometry: name),
           try setHandGeometry(name == "center" ? "position" : name, of: id, to: value, at: access.declName) {
            return
        }
        let base = try evaluate(baseSyntax)
        if case .null = base, Self.isOptionalChain(Self.withoutOptionalMarks(baseSyntax)) || baseSyntax.is(OptionalChainingExprSyntax.self) {
            return
        }
        switch base {
        case .element(let id):
            if try setInstanceField(name, of: id, to: value, at: access.declName) { return }
            if let (accessor, owner) = computedSetter(name, of: id) {
                // `badge.text = "New"` through the class's computed property: its `set` changes the node's content.
                noteTouched(id)
                try runSetter(accessor, self: SelfContext(typeName: owner, value: .node(id)), value, at: access.declName)
                return
            }
            // `cell.titleNode.attributedText = …`: content the cell's layout may read, set on one of its nodes.
            if baseSyntax.is(MemberAccessExprSyntax.self), case .element(let root)? = lookup(Self.rootName(of: baseSyntax))?.value {
                noteTouched(root)
            }
            if let instance = session.program.instances[id], nodePropertyType(name, of: id) == nil,
               let adopted = session.program.lineage(of: instance.typeName).flatMap(\.unknownProtocols).first {
                // `fieldNode.reactor = reactor` of a class adopting ReactorKit's `View`: the protocol's member.
                note("\(target.trimmedText) belongs to \(adopted), which was not pasted; its value is not used "
                    + "for layout")
                return
            }
            try setNodeProperty(name, of: id, to: value, at: access.declName, valueAt: valueNode)
        case .record(let held):
            var record = current(held)
            forgetLazyField(name, of: record)
            guard record.fields[name] != nil else {
                // `box.inset = 16` through the type's computed property: its `set` changes the stored ones.
                if let accessor = session.program.lineage(of: record.typeName).lazy
                    .compactMap({ $0.computedProperties[name] }).first, accessor.setter != nil {
                    try runSetter(accessor, self: SelfContext(typeName: record.typeName, value: .record(record)), value,
                                  at: access.declName)
                    if case .record(let updated)? = finishedSelf?.value, updated.typeName == record.typeName {
                        try storeBack(.record(updated), into: baseSyntax, at: valueNode)
                    }
                    return
                }
                if session.program.platformSuperclass(of: record.typeName) != nil {
                    // `field.leftViewMode = .always` of the app's UITextField subclass: UIKit's property, which no
                    // node's layout reads.
                    session.noteIgnored(.viewAndLayer)
                    return
                }
                throw ScriptError("\(record.typeName) has no stored property '\(name)'", at: access.declName)
            }
            record = try settingObservedField(name, of: record, to: Self.keepingLabels(of: record.fields[name], value),
                                              at: access.declName)
            try storeBack(.record(record), into: baseSyntax, at: valueNode)
            if let object = record.objectID {
                try publishPropertyChange(name, of: .object(object), typeName: record.typeName, at: access.declName)
            }
        case .style(let id): try setStyle(name, of: id, to: value, at: access.declName, valueAt: valueNode)
        case .tuple(let labels, var parts):
            // `layout.spacing += 4`, `pair.0 = 5`: one part of a tuple variable, by its label or its position.
            guard let index = Int(name).flatMap({ parts.indices.contains($0) ? $0 : nil })
                    ?? labels.firstIndex(where: { $0 == name }) else {
                throw ScriptError("the tuple \(base.staticTypeName) has no part '\(name)'", at: access.declName)
            }
            // A literal takes the part's type (`insets.top = 8` of a `(top: CGFloat, …)`), as Swift types it.
            if case .number = parts[index], case .int(let whole) = value { parts[index] = .number(Double(whole)) } else {
                parts[index] = value
            }
            try storeBack(.tuple(labels: labels, parts: parts), into: baseSyntax, at: valueNode)
        case .array(var parts) where Int(name).map(parts.indices.contains) == true:
            // An unlabelled tuple held as an array of its parts.
            parts[Int(name) ?? 0] = value
            try storeBack(.array(parts), into: baseSyntax, at: valueNode)
        case .typeReference(let written)
            where session.program.types[session.program.resolvedTypeName(written)]?.staticValues[name] != nil:
            // `Cache.widths["a"] = 120`, `Theme.current = .dark`: a static stored property of a pasted type.
            session.program.types[session.program.resolvedTypeName(written)]?.staticValues[name] = value
        case .unknown(let path) where isSlip(setting: path, through: baseSyntax):
            throw unknownName(Self.rootName(of: path), at: baseSyntax)
        case .ignored, .unknown: return
        case .object(let type, var fields) where name == "value" && Self.streamTypes.contains(type):
            // `subject.value = draft` of a CurrentValueSubject or a Variable: it holds and sends the new value.
            fields["value"] = value
            try storeBack(.object(type: type, fields: fields), into: baseSyntax, at: valueNode, asReference: true)
            try publishChange(of: baseSyntax, at: valueNode)
        default:
            let property = ScriptAPI.shared.property(name, ofType: base.staticTypeName)
            if property == nil, Self.isLibraryNamespaced(name) {
                // `text.yy_font = …` of YYText's extension of NSMutableAttributedString: the library's, not pasted.
                session.noteSkippedCall("\(base.staticTypeName).\(name)")
                return
            }
            guard let property else { throw noProperty(name, onType: base.staticTypeName, at: access.declName) }
            if case .anyIgnored = property.type { return }  // `formatter.locale = …`: accepted, not kept
            let converted = try convert(value, to: property.type, at: valueNode, context: name)
            guard let updated = base.settingValueField(name, converted) else {
                throw ScriptError("\(base.staticTypeName).\(name) cannot be set", at: access.declName)
            }
            try storeBack(updated, into: baseSyntax, at: valueNode)
        }
    }

    /// `post.title = …` with `post` declared nowhere: more likely a slip than the app's value, unless layout already
    /// read it as the app's (`buttons.forEach { … }` then `buttons[0].isSelected = true`), or it is reached through a
    /// closure's parameter (`$0.cornerRadius = …` over an app collection).
    private func isSlip(setting path: String, through base: ExprSyntax) -> Bool {
        let root = Self.rootName(of: path)
        return isUndeclared(path) && Self.rootName(of: base) == root
            && !session.remarks.standIns.keys.contains { Self.rootName(of: $0) == root }
    }

    /// The name a written value starts from (`post` in `post.author.name`, `items[0].title`).
    static func rootName(of expression: ExprSyntax) -> String {
        var current = withoutOptionalMarks(expression)
        while true {
            if let access = current.as(MemberAccessExprSyntax.self), let base = access.base {
                current = withoutOptionalMarks(base)
            } else if let subscriptCall = current.as(SubscriptCallExprSyntax.self) {
                current = withoutOptionalMarks(subscriptCall.calledExpression)
            } else if let call = current.as(FunctionCallExprSyntax.self) {
                current = withoutOptionalMarks(call.calledExpression)
            } else {
                return current.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
            }
        }
    }

    /// The name an unknown value's path starts from (`post` in `post.author.name`).
    static func rootName(of path: String) -> String {
        String(path.prefix { $0 != "." && $0 != "(" && $0 != "[" })
    }

    /// A node's property set as written, or as AsyncDisplayKit 1 spelled it: a layout property it kept on the
    /// node that forwards to the style (`node.flexGrow`), or a property Texture renamed (`layerBacked`).
    mutating func setNodeProperty(_ name: String, of id: ElementID, to value: ScriptValue, at node: some SyntaxProtocol,
                                  valueAt valueNode: some SyntaxProtocol) throws(ScriptError)
    {
        if name == "frame", let owner = manualLayoutOwner, owner != id, case .rect(let frame) = value {
            session.program.manualFrames[id] = (owner, try drawableFrame(frame, at: node))
            return
        }
        if manualLayoutOwner == nil, try setHandGeometry(name, of: id, to: value, at: node) { return }
        if let styleName = deprecatedStyleForwarding(name, on: id) {
            try setStyle(styleName, of: id, to: value, at: node, valueAt: valueNode)
        } else if let modern = modernNodeProperty(name, on: id) {
            try setProperty(modern, of: id, to: value, at: node, valueAt: valueNode)
        } else {
            try setProperty(name, of: id, to: value, at: node, valueAt: valueNode)
        }
    }

    /// A frame set by hand, which UIKit can draw: finite, of a size of 0 or more.
    func drawableFrame(_ frame: Rect, at node: some SyntaxProtocol) throws(ScriptError) -> Rect {
        let sides = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
        guard sides.allSatisfy(\.isFinite), frame.size.width >= 0, frame.size.height >= 0 else {
            throw ScriptError("a frame needs finite numbers and a size of 0 or more, got " + interpolated(.rect(frame))
                + " (UIKit would draw nothing there)", at: node)
        }
        return frame
    }

    /// The geometry UIKit keeps on a node and on its layer alike: `frame`, `bounds` (resized about the centre) and
    /// `position`; a view calls its position `center` (see ``nodeOfView(_:geometry:)``).
    static let handGeometryNames: Set = ["frame", "bounds", "position"]

    /// A node's frame set by hand outside any `layout()` (`banner.frame = …`, `card.view.center.x = …`), kept as
    /// UIKit keeps it: Texture leaves it alone until a layout of the supernode places the node. False for a name
    /// that is no geometry, and for a view controller's node, which fills the screen.
    mutating func setHandGeometry(_ name: String, of id: ElementID, to value: ScriptValue,
                                  at node: some SyntaxProtocol) throws(ScriptError) -> Bool
    {
        guard Self.handGeometryNames.contains(name), session.tree[id].isNode, !session.program.isViewController(id),
              case .rect(let current)? = session.nodeProperty("frame", of: id) else { return false }
        let frame: Rect
        switch (name, value) {
        case ("frame", .rect(let given)): frame = given
        case ("bounds", .rect(let given)): frame = Rect(center: current.center, size: given.size)
        case ("position", .point(let given)): frame = Rect(center: given, size: current.size)
        default: return false
        }
        session.program.handFrames[id] = try drawableFrame(frame, at: node)
        return true
    }

    /// The node whose view or layer `base` names (`card.view`, `self.avatar.layer`) when `name` is geometry UIKit
    /// keeps on both (a view's `center` is the node's `position`), so `card.view.center.x = …` moves the node; nil
    /// otherwise. Only an expression that evaluates the same twice is read here, so the caller may evaluate `base`
    /// again.
    mutating func nodeOfView(_ base: ExprSyntax, geometry name: String) throws(ScriptError) -> ElementID? {
        guard Self.handGeometryNames.contains(name) || name == "center",
              let access = Self.withoutOptionalMarks(base).as(MemberAccessExprSyntax.self),
              ["view", "layer"].contains(access.declName.baseName.text), let owner = access.base, Self.isPure(owner),
              case .element(let id) = try evaluate(owner), session.tree[id].isNode,
              !session.program.isViewController(id) else { return nil }
        return id
    }

    /// Sets a property of a node or spec through the catalog: the name must exist on the element's class, the
    /// value is converted to the property's type, and a child that would contain its parent is refused.
    mutating func setProperty(_ name: String, of id: ElementID, to value: ScriptValue, at node: some SyntaxProtocol,
                              valueAt valueNode: some SyntaxProtocol) throws(ScriptError) {
        let className = session.className(of: id)
        guard let property = ScriptAPI.shared.property(name, ofType: className) else {
            // A node standing in for an app's class that was not pasted takes whatever that class has; a view
            // controller made as its node takes UIViewController's properties (`title`, `edgesForExtendedLayout`).
            if session.program.unknownClassNodes[id] != nil { return }
            if session.program.fillsScreen(id) {
                session.noteIgnored(.viewAndLayer)
                return
            }
            // A property an extension in the app's other files gives the class, skipped: a callback (`button.didTap =
            // { … }`); any name in a pasted class, which compiled in the app, that is no misspelling of Texture's
            // (`titleNode.textStyle = .caption`); a library's namespaced name (SwiftTheme's `theme_textAttributes`),
            // which no Texture or UIKit property has; and a value of the app's own type (`border = Border(…)`), where
            // a misspelt Texture property would take one of UIKit's. Typed in the shell, any other value set on such a
            // name is more likely a mistake, such as a view's property set on its node.
            let extensionMember = (value.isClosure || selfContext != nil || Self.isLibraryNamespaced(name))
                && isAppExtensionMember(name, ofClass: className)
            if extensionMember || Self.isAppValue(value, in: session.program) {
                session.noteSkippedCall("\(className).\(name)")
                return
            }
            throw noProperty(name, onType: className, at: node)
        }
        // A network image's `url` gives its image too: read before the download ends, it is nil, as in the app.
        if ["attributedText", "image", "url"].contains(name) {
            session.program.contentsGiven.insert(id)
            // Set after the layout read a stand-in for it (`cell.textNode.attributedText = …` below the class): the
            // code gives it, so the note that the app sets it is not said.
            session.forgetAppContent("\(session.tree[id].name).\(name == "url" ? "image" : name)")
        }
        switch property.access {
        case .visualOnly:
            _ = ignoreDisplayOnly(property)
            // A pasted class's layout may read it (`isSelected ? [check] : []` in a cell): laid out again.
            if session.program.displayOnlyValues[id]?[name] != value { noteTouched(id) }
            switch value {
            case .bool, .int, .number, .string, .insets: session.program.displayOnlyValues[id, default: [:]][name] = value
            // One Texture declares nil reads back what was set, nil included (`imageNode.url != nil`).
            default:
                if property.defaultValue == "nil" { session.program.displayOnlyValues[id, default: [:]][name] = value }
            }
            return
        case .notModelled:
            note("\(className).\(name) is not modelled. \(property.doc)")
            return
        case .readWrite, .writeOnly: break
        }
        if property.type == .style || property.type == .layoutSpecBlock {
            throw ScriptError("\(name) cannot be replaced; set its properties instead", at: node)
        }
        let converted = try convert(value, to: property.type, at: valueNode, context: name)
        do {
            if try session.setNodeProperty(name, converted, of: id) { return }
        } catch {
            throw error.located(at: node)
        }
        if case .spec(var spec) = session.tree[id].kind {
            if [.element, .optionalElement, .elements].contains(property.type) {
                try checkAttach(converted.elementIDs, to: id, at: node)
            }
            spec.setField(name, converted)
            session.setKind(.spec(spec), of: id)
        } else {
            session.updateElement(id) { $0.setNodeField(name, converted) }
            if case .image(let imageName, nil) = converted { session.noteDefaultSized(image: imageName, on: id) }
        }
    }

    private mutating func setStyle(_ name: String, of id: ElementID, to value: ScriptValue,
                                   at node: some SyntaxProtocol, valueAt valueNode: some SyntaxProtocol)
        throws(ScriptError)
    {
        guard let property = ScriptAPI.shared.property(name, ofType: "ASLayoutElementStyle") else {
            throw noProperty(name, onType: "ASLayoutElementStyle", at: node)
        }
        if ["flexGrow", "flexShrink"].contains(name), case .bool(let flag) = value {
            // AsyncDisplayKit 1 declared flexGrow and flexShrink as BOOL.
            session.noteOldSpelling("\(name) = \(flag)", "\(name) = \(flag ? 1 : 0)")
            session.updateElement(id) { $0.style.setField(name, .number(flag ? 1 : 0)) }
            return
        }
        let converted = try convert(value, to: property.type, at: valueNode, context: name)
        session.updateElement(id) { $0.style.setField(name, converted) }
        let element = session.tree[id]
        if case .spec(let spec) = element.kind, !spec.readsOwnStyleSize, element.style.hasSize {
            note("\(element.name).style gives it a size, but an \(spec.typeName) never reads its own style size "
                + "(Texture measures the spec as its child); set it on the child, or on an ASWrapperLayoutSpec around "
                + element.name)
        }
    }

    /// `node.layoutSpecBlock = { node, constrainedSize in … }`: the body runs now, once, with the closure's size
    /// parameter bound to the session's constrainedSize, and the spec it returns becomes the node's layout spec.
    /// `node.layoutSpecBlock = { … }`: Texture calls the block when it lays the node out, so it runs once the
    /// statement (or the initializer of the class making the node, with the cell filled) has run, seeing the state
    /// it leaves (see ``runLayoutSpecBlocks(from:)``); the block keeps the variables it captured.
    private mutating func assignLayoutSpecBlock(_ block: ScriptValue, to baseSyntax: ExprSyntax,
                                                at blockSyntax: ExprSyntax) throws(ScriptError) {
        guard case .element(let id) = try evaluate(baseSyntax), session.tree[id].isNode else {
            throw ScriptError("layoutSpecBlock belongs to a node", at: blockSyntax)
        }
        pendingLayoutSpecBlocks.removeAll { $0.node == id }
        pendingLayoutSpecBlocks.append(PendingLayoutSpecBlock(node: id, block: block, syntax: blockSyntax))
    }

    /// Runs the layoutSpecBlocks set since `start` (a block that sets another runs that one too), each making its
    /// node's spec. With `keeping`, each is kept to run again (see ``rerunLayoutSpecBlocks()``).
    mutating func runLayoutSpecBlocks(from start: Int = 0, keeping: Bool = false) throws(ScriptError) {
        while pendingLayoutSpecBlocks.count > start {
            let pending = pendingLayoutSpecBlocks.remove(at: start)
            try countIteration(at: pending.syntax,
                               of: "layoutSpecBlocks (one setting a block that sets it again?) in this statement")
            layoutsRunning += 1
            defer { layoutsRunning -= 1 }
            let firstMade = session.tree.count
            // A view controller's node is laid out at exactly its view's size (ASDKViewController's
            // nodeConstrainedSize), the screen's here; any other node's block gets the container's range.
            let offered = session.isViewControllerNode(pending.node)
                ? SizeRange(exactly: session.environment.screenBounds.size) : session.constrainedSize
            let result = try call(pending.block, [.element(pending.node), .sizeRange(offered)], at: pending.syntax)
            guard case .element(let spec) = result else {
                throw ScriptError("a layoutSpecBlock must return a layout spec, got \(describe(result))", at: pending.syntax)
            }
            guard case .node(var node) = session.tree[pending.node].kind else { continue }
            try checkAttach([spec], to: pending.node, at: pending.syntax)
            node.layoutSpec = spec
            session.setKind(.node(node), of: pending.node)
            if keeping {
                session.program.layoutSpecBlocks[pending.node] = KeptLayoutSpecBlock(
                    block: pending.block, syntax: pending.syntax, reads: variablesRead(by: pending.block),
                    ownerFields: fieldsNow(of: pending.node), made: firstMade..<session.tree.count)
            }
        }
    }

    /// Runs again, at the end of a top-level statement, the kept layoutSpecBlocks whose variables it changed
    /// (`showsBadge = true` after a block that lays the badge out only when it is set), as Texture's next layout
    /// would: the spec drawn is the one the block makes now. One that now fails is said in a note and its node
    /// keeps the spec it had: the error is in code of an earlier entry.
    mutating func rerunLayoutSpecBlocks() throws(ScriptError) {
        let stale = session.program.layoutSpecBlocks.filter { node, kept in
            kept.reads != valuesNow(of: kept.reads.keys) || kept.ownerFields != fieldsNow(of: node)
        }
        for (node, kept) in stale.sorted(by: { $0.key.index < $1.key.index }) {
            let before = self
            session.retireNames(of: kept.made.lazy.map(ElementID.init))
            pendingLayoutSpecBlocks = [PendingLayoutSpecBlock(node: node, block: kept.block, syntax: kept.syntax)]
            do {
                try runLayoutSpecBlocks(keeping: true)
            } catch {
                if Interruption.isRequested || isOverBudget { throw error }
                self = before
                let reads = valuesNow(of: kept.reads.keys)
                session.program.layoutSpecBlocks[node]?.reads = reads
                let fields = fieldsNow(of: node)
                session.program.layoutSpecBlocks[node]?.ownerFields = fields
                note("the layoutSpecBlock of \(session.tree[node].name) stopped when it ran again after this statement, so "
                    + "\(session.tree[node].name) keeps the spec it had: \(error.message)")
            }
        }
    }

    /// The session's variables a block's code names, with their values now.
    private func variablesRead(by block: ScriptValue) -> [String: ScriptValue?] {
        guard case .closure(let closure) = block else { return [:] }
        return valuesNow(of: closure.syntax.tokens(viewMode: .sourceAccurate).compactMap { token in
            if case .identifier(let name) = token.tokenKind { return name }
            return nil
        })
    }

    /// The values of the stored properties of a pasted class's node now (none for another node).
    private func fieldsNow(of node: ElementID) -> [String: ScriptValue] {
        session.program.instances[node]?.fields.mapValues(\.value) ?? [:]
    }

    /// The session's variables of these names, with their values now (nil where there is none).
    private func valuesNow(of names: some Sequence<String>) -> [String: ScriptValue?] {
        var values: [String: ScriptValue?] = [:]
        for name in names { values[name] = .some(session.variables[name]?.value) }
        return values
    }

    // MARK: Conversions

    /// Converts a value to the type a parameter or property expects, with a message naming both on failure.
    mutating func convert(_ value: ScriptValue, to type: ValueType?, at node: some SyntaxProtocol, context: String)
        throws(ScriptError) -> ScriptValue
    {
        guard let type else {
            if case .unresolvedMember(let name) = value {
                throw ScriptError("cannot infer the type of '.\(name)' here; write the type before the dot", at: node)
            }
            return value
        }
        func mismatch(_ hint: String = "") -> ScriptError {
            ScriptError("\(context) expects \(article(type)), got \(describe(value))\(hint)", at: node)
        }
        switch (type, value) {
        case (.anyIgnored(let name), _): return .ignored(type: name)
        case (.number, .int), (.integer, .number):
            throw ScriptError("cannot convert value of type '\(value.staticTypeName)' to expected type '\(type)' in "
                + "\(context); write \(type)(…)", at: node)
        case (.array(let element), .array(let items)) where element.isLabelledTuple:
            // `let pages: [Copy] = [("Welcome", "welcome")]`: each item takes the labels of the declared tuple type.
            var converted: [ScriptValue] = []
            for item in items { converted.append(try convert(item, to: element, at: node, context: context)) }
            return .array(converted)
        case (.dictionary(let element), .array(let pairs)) where element.isLabelledTuple:
            var converted: [ScriptValue] = []
            for pair in pairs {
                guard case .array(let entry) = pair, entry.count == 2 else { converted.append(pair); continue }
                converted.append(.array([entry[0], try convert(entry[1], to: element, at: node, context: context)]))
            }
            return .array(converted)
        case (.array(.number), .array(let items)) where items.contains(where: { if case .int = $0 { true } else { false } }):
            // `let widths: [CGFloat] = Array(repeating: 0, count: 3)`: Swift typed those literals as the elements'
            // type (code that compiles passes no [Int] where a [CGFloat] goes).
            return .array(items.map { if case .int(let whole) = $0 { .number(Double(whole)) } else { $0 } })
        case (.integer, .int), (.array, .array), (.dictionary, .array), (.range(.integer), .range),
             (.range(.number), .interval):
            return value
        case (.range(.number), .range(let lower, let upper, let closed)):
            // A range of Int literals built where a `ClosedRange<CGFloat>` goes: Swift typed them as its bounds.
            return .interval(lower: Double(lower), upper: Double(closed ? upper - 1 : upper), closed: closed)
        case (.tuple(let types, let labels), _) where value.tupleParts?.count == types.count:
            var converted: [ScriptValue] = []
            for (type, part) in zip(types, value.tupleParts ?? []) {
                // A nil part is an optional one's (`-> (String, String?)` returning `("All day", nil)`).
                converted.append(part == .null ? part : try convert(part, to: type, at: node, context: context))
            }
            // The type's labels name the parts (`let size: (w: CGFloat, h: CGFloat) = (110, 110)`).
            return .tuple(labels: labels, parts: converted)
        case (.any, _): return value
        case (.number, .enumCase("UIFont.Weight", let name)):
            // Swift 3's `UIFontWeightSemibold` was the CGFloat a weight's raw value is (an app's `weight: CGFloat`).
            guard let weight = Self.fontWeights.first(where: { $0.name == name }) else { throw mismatch() }
            return .number(weight.value)
        case (.enumeration("UIFont.Weight"), .number(let raw)):
            // And Swift 3's `systemFont(ofSize:weight:)` took that CGFloat: the weight of that raw value (the nearest).
            let nearest = Self.fontWeights.min { abs($0.value - raw) < abs($1.value - raw) }?.name ?? "regular"
            return .enumCase(type: "UIFont.Weight", name: nearest)
        case (.font, .unknown(let path)):
            // `setTitle(…, with: Fonts.medium(size: 14), …)`: the system font at the size the app's call passes.
            guard let expression = node.as(ExprSyntax.self) else { fallthrough }
            return try appFontStandIn(path, expression)
        case (.dictionary, .unknown), (.range, .unknown):
            // The app's dictionary (`info: [String: String]`): what it holds under each key is the app's value; the
            // app's range (`band: ClosedRange<CGFloat>` from its model): its bounds are the app's values.
            return value
        case (_, .unknown(let path)):
            if type == .element || type == .optionalElement {
                guard let element = try elementStandIn(forUnknown: path, at: node) else { throw mismatch() }
                return element
            }
            if let standIn = standIn(forUnknown: path, as: type) { return standIn }
            // The app's own URL or date (`post.link`): a Foundation value whose parts read as the app's too.
            if case .object(let name) = type, Self.foundationTypeNames.contains(name) { return value }
            throw mismatch()
        case (.object(let name), .object(let valueType, _)) where ScriptAPI.shared.isType(valueType, a: name):
            return value
        case (.number, .number), (.bool, .bool), (.string, .string), (.size, .size), (.point, .point),
             (.rect, .rect), (.insets, .insets), (.dimension, .dimension), (.layoutSize, .layoutSize),
             (.sizeRange, .sizeRange), (.attributedString, .attributedString), (.font, .font), (.image, .image),
             (.image, .null), (.attributes, .array), (.style, .style), (.element, .element),
             (.optionalElement, .element), (.optionalElement, .null):
            return value
        case (.attributes, .null):
            // Foundation's attribute dictionaries are optional (`NSAttributedString(string: s, attributes: nil)`).
            return .array([])
        case (.attributedString, .null):
            // Texture's attributed texts are nullable (`attributedText`, `setAttributedTitle(_:for:)`):
            // -[ASTextNode setAttributedText:] keeps `[[NSAttributedString alloc] initWithString:@""]` for nil.
            return .attributedString(AttributedText(""))
        case (_, .element(let id)) where session.program.unknownClassNodes[id] != nil:
            // An app class made in place that is read as a value, not a node: a model from another file.
            guard let name = session.program.unknownClassNodes[id],
                  let standIn = standIn(forUnknown: "\(name)(…)", as: type) else { throw mismatch() }
            return standIn
        case (.string, .element(let id)):
            // `NSAttributedString(string: title)` in init lines pasted beside `let title = ASTextNode()`: in the
            // app's init, `title` is the parameter that shadows the property.
            guard let name = shadowedParameter(id, at: node), let standIn = standIn(forUnknown: name, as: type) else {
                throw mismatch()
            }
            session.noteShadowedParameter(session.remarks.standIns.removeValue(forKey: name) ?? "its value", for: name)
            return standIn
        case (.dimension, .number), (.dimension, .int):
            throw mismatch("; write ASDimensionMake(\(interpolatedNumber(value))) for points")
        case (.dimension, .string):
            throw mismatch("; Texture's Swift API takes ASDimensionMake(\"…\") for text")
        case (.attributedString, .string):
            throw mismatch("; write NSAttributedString(string: …)")
        case (.elements, .array(let values)):
            var elements: [ScriptValue] = []
            for element in values {
                var item = element
                if case .unknown(let path) = element, let standIn = try elementStandIn(forUnknown: path, at: node) {
                    item = standIn
                }
                guard item.elementID != nil else {
                    throw ScriptError("\(context) expects an array of nodes and specs, but it holds \(describe(element))",
                                      at: node)
                }
                elements.append(item)
            }
            return .array(elements)
        case (.enumeration(let name), .enumCase(let valueType, _)) where valueType == name: return value
        case (.enumeration(let name), .record(let record)) where record.typeName == name && enumCase(of: value) != nil:
            return value
        case (.enumeration(let name), .unresolvedMember(let member)),
             (.optionSet(let name), .unresolvedMember(let member)):
            return try resolveLeadingDot(member, expecting: .enumeration(name), at: node).asOptions(type)
        case (.optionSet(let name), .options(let valueType, _)) where valueType == name: return value
        case (.optionSet(let name), .array(let values)):
            var names: [String] = []
            for element in values {
                guard case .options(let valueType, let members) = try convert(element, to: type, at: node,
                                                                              context: context),
                      valueType == name else { throw mismatch() }
                names += members
            }
            return .options(type: name, names: names)
        default:
            throw mismatch()
        }
    }

    /// The name of a top-level node property that `node`, a call's argument, reads outside any pasted method (init
    /// lines pasted at the top level), when it holds `id`: where a String goes, it is the init's parameter of that
    /// name in the app.
    private func shadowedParameter(_ id: ElementID, at node: some SyntaxProtocol) -> String? {
        guard selfContext == nil, callDepth == 0, let reference = Syntax(node).as(DeclReferenceExprSyntax.self),
              reference.parent?.is(LabeledExprSyntax.self) == true else {
            return nil
        }
        let name = reference.baseName.text
        guard topLevelVariable(name)?.value == .element(id) else { return nil }
        return name
    }

    /// A conversion to a type written in pasted code, where `?` was left out of the value type: nil passes.
    mutating func convertDeclared(_ value: ScriptValue, to type: ValueType?, at node: some SyntaxProtocol, context: String)
        throws(ScriptError) -> ScriptValue
    {
        if case .null = value { return value }
        return try convert(value, to: type, at: node, context: context)
    }

    private func interpolatedNumber(_ value: ScriptValue) -> String {
        if case .number(let number) = value { return formatPoints(number) }
        if case .int(let int) = value { return String(int) }
        return "…"
    }

    private func article(_ type: ValueType) -> String {
        switch type {
        case .number: return "a number"
        case .bool: return "a Bool"
        case .string: return "a String"
        case .element: return "a node or spec"
        case .optionalElement: return "a node or spec (or nil)"
        case .elements: return "an array of nodes and specs"
        default: return "a value of type \(type)"
        }
    }

    /// The pasted type whose static stored property `name` is, seen from the running code without a type name: the
    /// running type's own, or an enclosing type's (`Layout.Metrics` reading `Layout`'s).
    private func staticPropertyOwner(_ name: String) -> String? {
        guard let typeName = selfContext?.typeName else { return nil }
        return typesSeen(from: typeName).first { session.program.types[$0]?.staticValues[name] != nil }
    }
}

extension ScriptValue {
    /// An enum case turned into an option set value when the target is an option set.
    fileprivate func asOptions(_ type: ValueType) -> ScriptValue {
        if case .optionSet(let name) = type, case .enumCase(_, let member) = self {
            return .options(type: name, names: [member])
        }
        return self
    }
}
