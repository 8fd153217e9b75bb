import SwiftParser
import SwiftSyntax
import TextureLayout

/// Names from the app's other files: a pasted layout method reads `Constants.padding` or `TextStyles.title`,
/// which live in files the user did not paste. Like the values the shell supplies to a class it instantiates
/// itself, each such name gets a plain stand-in where layout reads it, and a note says which one.
extension Evaluator {
    /// A name that nothing declares, read where Swift would find it in the app's other files: a capitalized name is
    /// an app type or constant; a lowercase one is an initializer's parameter (`model`, `title`) read by pasted init
    /// lines, or a subnode inherited from an app base class (`nameNode`). Unknown values flow on until layout reads
    /// them (see ``standIn(forUnknown:as:)``); an inherited `…Node` becomes the node its name says (a text node for
    /// `…TextNode`, else a plain one), made once; so does any name pasted code lays out (see below), where `read` is
    /// the expression it is read as (`self.badge` for `badge`). Nil, so that
    /// the caller reports an unknown name, for Texture's and UIKit's prefixes, for a name close to a declared one,
    /// which is far more likely a typo than something from another file, and for a lowercase name typed at the top
    /// level where a node or spec is expected.
    mutating func unknownAppName(_ name: String, at reference: DeclReferenceExprSyntax, expecting expected: ValueType? = nil,
                                 readFrom read: ExprSyntax? = nil)
        throws(ScriptError) -> ScriptValue?
    {
        let member = reference.parent?.as(MemberAccessExprSyntax.self).flatMap {
            $0.base?.id == reference.id ? $0.declName.baseName.text : nil
        } ?? reference.parent?.as(SubscriptCallExprSyntax.self).flatMap {
            $0.calledExpression.id == reference.id ? "subscript" : nil
        }
        guard looksLikeAppName(name, readAs: expected, member: member) else { return nil }
        if Self.isTypeLikeName(name) { return .unknown(name) }
        // `titelNode` typed alone at the prompt: Swift's "cannot find in scope", with the name it may mean.
        if session.entryIsOneStatement, !runsPastedCode { return nil }
        var (className, kind) = Self.standInClass(forName: name)
        if !name.hasSuffix("Node") {
            // Where a node or spec goes (`children: [avatar]`), an undeclared name typed at the top level is a
            // mistake to point at. In a layout method or closure pasted without its class, or in lines of a class
            // pasted without the rest, it is the class's node (`children: [avatarImageView, _titleLabel]`), or the
            // stack the left-out code made (`stack.children = …`), as a view controller's `node` is at the top level
            // (`node.layoutSpecBlock = …`).
            let wantsElement = expected == .element || expected == .optionalElement || expected == .elements
            let read = read ?? ExprSyntax(reference)
            let laidOut = Self.readForItsLayout(read)
            let pasted = runsPastedCode
            if pasted, let stack = Self.stackStandIn(named: name, read: read) {
                (className, kind) = stack
            } else if !(pasted && (wantsElement || laidOut) || name == "node" && laidOut) {
                return wantsElement ? nil : .unknown(name)
            }
        }
        return try appElement(named: name, className: className, kind: kind, at: reference)
    }

    /// The element standing in for an undeclared name of the app's, kept as a session variable of that name so that
    /// every later read is the same element, and named in the session's stand-in note once drawn.
    private mutating func appElement(named name: String, className: String, kind: Element.Kind,
                                     at node: some SyntaxProtocol) throws(ScriptError) -> ScriptValue {
        let id = try createElement(className: className, namePrefix: name, kind: kind, at: node)
        session.adoptName(name, for: id)
        session.setVariable(name, Variable(value: .element(id), isConstant: true, type: .element))
        session.program.unknownClassNodes[id] = name
        return .element(id)
    }

    /// Whether a session variable holds the element made up for an undeclared name of that name (`appElement`).
    private func isAppNameStandIn(_ name: String) -> Bool {
        guard case .element(let id)? = session.variables[name]?.value else { return false }
        return session.program.unknownClassNodes[id] == name
    }

    /// Whether the code running is pasted app code rather than typed lines: a function or closure it declared, a
    /// `layoutSpecThatFits` pasted alone, or an entry that is part of a class (see `ScriptSession.entryIsClassFragment`).
    var runsPastedCode: Bool {
        callDepth > 0 || runsPastedLayoutMethod || session.entryIsClassFragment
    }

    /// An unknown value where a node or spec goes: its stand-in (`standIn(forUnknown:as:)`), or the class's node for
    /// an undeclared name of pasted code (`pastedNodeStandIn(forUnknown:at:)`); nil otherwise.
    mutating func elementStandIn(forUnknown path: String, at node: some SyntaxProtocol) throws(ScriptError)
        -> ScriptValue?
    {
        if let standIn = standIn(forUnknown: path, as: .element) { return standIn }
        return try pastedNodeStandIn(forUnknown: path, at: node)
    }

    /// An undeclared name of pasted code read first as a value (`[self.node2, self.node3].forEach { … }`), then
    /// laid out (`child: node`): the class's node, as if it had been laid out where it was read. Nil for any other
    /// unknown value, or outside pasted code.
    private mutating func pastedNodeStandIn(forUnknown path: String, at node: some SyntaxProtocol) throws(ScriptError)
        -> ScriptValue?
    {
        let name = path.hasPrefix("self.") ? String(path.dropFirst("self.".count)) : path
        guard runsPastedCode, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), looksLikeAppName(name),
              name.first?.isUppercase == false, session.variables[name] == nil else { return nil }
        let (className, kind) = Self.standInClass(forName: name)
        return try appElement(named: name, className: className, kind: kind, at: node)
    }

    /// A stack spec for an undeclared name whose stack properties are set (`stack.children = …`), vertical where the
    /// name says so; nil where the name is read for anything else.
    static func stackStandIn(named name: String, read: ExprSyntax) -> (className: String, kind: Element.Kind)? {
        guard let access = read.parent?.as(MemberAccessExprSyntax.self), access.base?.id == read.id,
              ScriptAPI.shared.property(access.declName.baseName.text, ofType: "ASStackLayoutSpec") != nil,
              ScriptAPI.shared.property(access.declName.baseName.text, ofType: "ASDisplayNode") == nil
        else { return nil }
        let lowered = name.lowercased()
        let direction: StackDirection = lowered.contains("vertical") || lowered.contains("column") ? .vertical : .horizontal
        return ("ASStackLayoutSpec", .spec(.stack(StackSpec(direction: direction), children: [])))
    }

    /// Whether a value is read for what only a node's layout has (`x.style.…`, `x.layoutSpecBlock = …`).
    static func readForItsLayout(_ expression: ExprSyntax) -> Bool {
        guard let access = expression.parent?.as(MemberAccessExprSyntax.self), access.base?.id == expression.id else {
            return false
        }
        return ["style", "layoutSpecBlock", "automaticallyManagesSubnodes"].contains(access.declName.baseName.text)
    }

    /// Whether an undeclared name can be the app's rather than a mistake: a capitalized one unless it is a few letters
    /// from one of Texture's or UIKit's (`UIScreenAttribute` is the app's, `UIColr` a typo), where a node class a
    /// library names like Texture's (`ASTextFieldNode`) counts as the app's unless it is a letter or two from one of
    /// Texture's (`ASTextNod`); a lowercase one unless a letter or two from a name in scope.
    func looksLikeAppName(_ name: String, readAs expected: ValueType? = nil, member: String? = nil) -> Bool {
        if Self.isTypeLikeName(name) {
            guard ["AS", "UI", "NS", "CG"].contains(where: name.hasPrefix),
                  let close = closestName(to: name, in: ScriptAPI.shared.globalNames) else { return true }
            return name.hasSuffix("Node") && editDistance(name.lowercased(), close.lowercased()) > 2
        }
        // An instance variable named as Objective-C names them (`_avatarNode`) is as much the app's.
        guard let letter = name.first(where: { $0 != "_" }) else { return false }
        return letter.isLowercase && !isLikelyTypo(name, readAs: expected, member: member)
    }

    /// The top-level variable `name` names where it is read: nil when a local, a parameter or a stored property of
    /// the running method's `self` shadows it, or when there is none.
    func topLevelVariable(_ name: String) -> Variable? {
        guard scopes.allSatisfy({ $0[name] == nil }), selfField(name) == nil else { return nil }
        return session.variables[name]
    }

    /// A member a pasted class inherits from an app base class that was not pasted (`self.posterImageNode` in
    /// `class MovieCell: MovieBaseCell`): a `…Node` is the node its name says, made once and kept as the instance's
    /// stored property; anything else is an unknown app value. Nil for other classes, where it is an error.
    mutating func inheritedAppMember(_ name: String, of id: ElementID, asNode: Bool = false,
                                     at node: some SyntaxProtocol) throws(ScriptError) -> ScriptValue?
    {
        guard session.program.inheritsUnpastedAppClass(id) else { return nil }
        guard name.hasSuffix("Node") || asNode, name.first?.isLowercase == true else { return .unknown("self.\(name)") }
        let (className, kind) = Self.standInClass(forName: name)
        let made = try createElement(className: className, namePrefix: name, kind: kind, at: node)
        session.adoptName(name, for: made)
        session.program.instances[id]?.fields[name] = Variable(value: .element(made), isConstant: true, type: .element)
        session.program.unknownClassNodes[made] = name
        return .element(made)
    }

    /// `PostHeader(post: post)`, `IGTextNode()`: a class from a file that was not pasted. It is made as the Texture
    /// node its name says it is (`…TextNode` a text node, `…ImageNode` an image node…), else a plain node, so it can
    /// be laid out as a child; where anything else reads it, it is an unknown value (a model made in place).
    mutating func appClassStandIn(_ name: String, at node: some SyntaxProtocol) throws(ScriptError) -> ScriptValue {
        let (className, kind) = Self.standInClass(forName: name)
        let id = try createElement(className: className, namePrefix: name.prefix(1).lowercased() + name.dropFirst(),
                                   kind: kind, at: node)
        session.program.unknownClassNodes[id] = name
        return .element(id)
    }

    /// The Texture node a class or subnode name says it is (`IGTextNode`, `posterImageNode`), as its initializer
    /// without arguments makes it; a plain node when the name says nothing.
    static func standInClass(forName name: String) -> (className: String, kind: Element.Kind) {
        // A subnode named by the class alone (`imageNode`, `textNode`) says it as well as `posterImageNode` does.
        let texture = standInClasses.first { name.hasSuffix($0.suffix) || name == $0.suffix.prefix(1).lowercased()
            + $0.suffix.dropFirst() }?.className ?? "ASDisplayNode"
        guard var made = madeWithoutArguments(texture) else { return ("ASDisplayNode", .node(Node())) }
        // `TitleValueVerticalStack`: a stack whose name says it is vertical is one (a stack is horizontal by default).
        if case .spec(.stack(var stack, let children)) = made.kind, name.contains("Vertical") || name.hasPrefix("VStack") {
            stack.direction = .vertical
            made.kind = .spec(.stack(stack, children: children))
        }
        return made
    }

    /// The element a Texture class's initializer without arguments makes (`ASTextNode()`); nil for a class that
    /// has none, or is no element.
    static func madeWithoutArguments(_ texture: String) -> (className: String, kind: Element.Kind)? {
        guard let made = try? ScriptAPI.shared.type(named: texture)?.initializers.first(where: \.parameters.isEmpty)?
            .build(Arguments(values: [])), case .element(let className, _, let kind, _) = made else { return nil }
        return (className, kind)
    }

    /// Texture classes an app class's name ends with, most specific first.
    static let standInClasses: [(suffix: String, className: String)] = [
        ("NetworkImageNode", "ASNetworkImageNode"), ("TextNode", "ASTextNode"), ("ImageNode", "ASImageNode"),
        ("ButtonNode", "ASButtonNode"), ("CellNode", "ASCellNode"),
        // An app's subclass of a spec (`CCTTitleValueHorizontalStack`, `CardInsetSpec`): the spec its name says, so
        // the children the code gives it are laid out.
        ("StackLayoutSpec", "ASStackLayoutSpec"), ("StackSpec", "ASStackLayoutSpec"), ("Stack", "ASStackLayoutSpec"),
        ("InsetLayoutSpec", "ASInsetLayoutSpec"), ("InsetSpec", "ASInsetLayoutSpec"),
    ]

    /// Whether a written type is an app type (``isAppTypeName(_:)``) that the session has no declaration of.
    func isUnpastedAppType(_ written: String) -> Bool {
        Self.isAppTypeName(written) && session.program.types[written] == nil
    }

    /// Whether a written type is a node class of the app's that was not pasted (`StatusNode`): one named as a node.
    func isUnpastedAppNodeClass(_ written: String) -> Bool {
        isUnpastedAppType(written) && written.hasSuffix("Node")
    }

    /// Swift's and Foundation's value types that are not the app's and that layoutrepl has no catalog entry for.
    static let standardLibraryTypeNames: Set = ["String", "Bool", "Character", "Substring", "URL", "Date", "Data",
                                                "Any", "AnyObject", "Void", "Never"]

    /// Whether a written type is one of the app's own from a file that was not pasted (`Post`, `FeedItem.Author`):
    /// a plain capitalized name that neither the catalog nor Swift's standard library knows.
    /// Whether a name is written as a type's is: a capital first, after any underscores (`Post`, `_Entry`, a private
    /// type's convention).
    static func isTypeLikeName(_ name: String) -> Bool {
        name.drop(while: { $0 == "_" }).first?.isUppercase == true
    }

    static func isAppTypeName(_ written: String) -> Bool {
        guard isTypeLikeName(written), written.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" }) else { return false }
        return !standardLibraryTypeNames.contains(written) && !floatingTypeNames.contains(written)
            && !integerTypeNames.contains(written) && ScriptAPI.shared.type(named: written) == nil
            && ScriptAPI.shared.enumeration(named: written) == nil
    }

    /// Whether `name` differs from a variable in scope by a letter or two (`titelNode`): a typo, not a name from
    /// another file. Never more than two: `rateTextNode` is not a typo of `titleTextNode`.
    /// Read where a value that is not a node goes (`UIImage(systemName: iconName)`), a name is no misspelling of a
    /// node's (`iconNode`): it is the app's, an initializer's parameter.
    /// Read for a collection's member (`images.count`), a name is no misspelling of a number, flag or node
    /// (`imageW`), which has no such member.
    func isLikelyTypo(_ name: String, readAs expected: ValueType? = nil, member: String? = nil) -> Bool {
        // Any two names of a letter or two are that close: `w` beside a local `n` is the app's global, not a slip.
        guard name.count > 2 else { return false }
        // Names the code declared, the session's newest only: a name made up for the app's is no one's spelling to
        // check against, and there may be thousands of them in a long paste, as of variables in a long session.
        let declared = session.variableNames.suffix(Self.typoCandidates).filter { !isAppNameStandIn($0) }
        var names = declared + scopes.flatMap(\.variables.keys)
        if let expected, Self.isPlainValueType(expected) {
            names.removeAll { lookup($0)?.value.elementID != nil }
        }
        if let member, Self.collectionMemberNames.contains(member) {
            names.removeAll { declared in
                switch lookup(declared)?.value {
                case .number?, .int?, .bool?, .element?: true
                default: false
                }
            }
        }
        let lowered = name.lowercased()
        return names.contains { declared in
            // `_picture` is the storage behind the app's `picture`, not a misspelling of it; `node2` is the sibling
            // of a `node1` (or a `node`), not a misspelling of it.
            declared != "_" + name && abs(declared.count - name.count) <= 2
                && editDistance(lowered, declared.lowercased()) <= Swift.min(2, Swift.max(1, name.count / 4))
                && !Self.areNumberedSiblings(name, declared)
        }
    }

    /// Members only a collection (or text) has.
    private static let collectionMemberNames: Set = [
        "count", "isEmpty", "first", "last", "map", "compactMap", "flatMap", "filter", "forEach", "enumerated",
        "prefix", "suffix", "indices", "contains", "reduce", "sorted", "joined", "subscript",
    ]

    /// Whether a value of this type is never a node: text, numbers, flags, geometry, fonts, images.
    private static func isPlainValueType(_ type: ValueType) -> Bool {
        switch type {
        case .number, .integer, .bool, .string, .size, .point, .rect, .insets, .dimension, .layoutSize, .sizeRange,
             .attributedString, .font, .image: return true
        default: return false
        }
    }

    /// How many of the session's newest variables an undeclared name is compared with for a likely typo.
    static let typoCandidates = 500

    /// Whether two different names are one stem with a different number, or none, at the end (`node1`, `node2`,
    /// `node`).
    static func areNumberedSiblings(_ name: String, _ other: String) -> Bool {
        let stem = name.prefix { !$0.isNumber }
        return !stem.isEmpty && name != other && other.prefix { !$0.isNumber } == stem
            && name.dropFirst(stem.count).allSatisfy(\.isNumber) && other.dropFirst(stem.count).allSatisfy(\.isNumber)
    }

    /// Whether an unknown value comes from a name nothing declares (`model.title`), rather than from a value the
    /// shell supplied for a parameter of a type it does not know: setting a member of it is then an error. A member
    /// of the pasted lines' own class (`self.navigationController`) is the app's, not a mistake.
    func isUndeclared(_ path: String) -> Bool {
        let root = Self.rootName(of: path)
        return root != "self" && root.first?.isLowercase == true && lookup(root) == nil
    }

    /// A UIKit or Foundation class the catalog does not list (`UITextField()` in a view block, `NSDataDetector`):
    /// Texture lays out the node that hosts a view, never the view, so it is accepted and ignored. Nil for a name
    /// close to a listed one, which is more likely a typo.
    mutating func unlistedPlatformType(_ name: String) -> ScriptValue? {
        guard ["UI", "NS", "CA"].contains(where: name.hasPrefix), name.count > 2,
              name[name.index(name.startIndex, offsetBy: 2)].isUppercase,
              closestName(to: name, in: ScriptAPI.shared.globalNames) == nil else { return nil }
        session.noteIgnored(.platformObjects)
        return .ignored(type: name)
    }

    /// The app text whose length `path` reads (`msg.message` of `msg.message.count`), when that text already stood
    /// in as its own name; nil for any other path.
    func textMeasured(byCount path: String) -> String? {
        guard path.hasSuffix(".count") else { return nil }
        let text = String(path.dropLast(".count".count))
        return session.remarks.standIns[text] == "its text" ? text : nil
    }

    /// The value layout reads in place of an unknown app value of the expected type: zero for numbers (1 for the count
    /// of a collection, as a loop over it runs once), sizes and
    /// insets (arithmetic on them done in that type, see ``deferArithmetic(on:_:_:unknownOnLeft:)``), a flag as its
    /// cell shows content (``flagShowsContent(_:)``), an enumeration's first case, the name itself as text (so a text
    /// node still has a size), the font size layoutrepl gives text without a font, automatic dimensions. Nil where no
    /// neutral value exists (a node).
    mutating func standIn(forUnknown path: String, as type: ValueType) -> ScriptValue? {
        if type == .attributedString, let fontSize = session.program.unknownCallFonts[path] {
            // `Utility.attributedString(countText, font: countFont)`: the text it was given, in the font given.
            session.noteStandIn("its text at \(formatPoints(fontSize)) pt", for: path)
            return .attributedString(AttributedText(Self.standInText(for: path),
                                                    attributes: TextAttributes(fontSize: fontSize)))
        }
        if let text = textMeasured(byCount: path), type == .integer || type == .number {
            // `msg.message.count` after `msg.message` stood in as its text: that text's length, so the two agree.
            let length = Self.standInText(for: text).count
            session.noteStandIn("\(length), its text's length", for: path)
            return type == .integer ? .int(length) : .number(Double(length))
        }
        if path.hasSuffix(".count"), Self.namesCollection(String(path.dropLast(".count".count))),
           [.integer, .number, .string].contains(type) {
            // The size of an app collection, which a loop over it sees as one item.
            session.noteStandIn("1", for: path)
            return type == .integer ? .int(1) : type == .number ? .number(1) : .string("1")
        }
        if session.program.unknownArithmetic[path] != nil, type == .number || type == .integer {
            // The steps from the app number up to this value, walked without recursion, then done in order.
            var steps: [UnknownArithmetic] = []
            var root = path
            while let step = session.program.unknownArithmetic[root] {
                steps.append(step)
                root = step.base
            }
            guard var value = standIn(forUnknown: root, as: type) else { return nil }
            for step in steps.reversed() {
                let operand: ScriptValue = type == .number ? .number(Double(step.operand)) : .int(step.operand)
                let (lhs, rhs) = step.unknownOnLeft ? (value, operand) : (operand, value)
                // Only Int arithmetic can fail (overflow, or a stand-in 0 that divides): no value then stands in.
                guard let result = try? arithmetic(step.symbol, lhs, rhs, at: Syntax(TokenSyntax.unknown(""))) else {
                    return nil
                }
                value = result
            }
            return value
        }
        if let side = Self.screenSide(named: path), type == .number || type == .integer {
            // `kScreenWidth`, `UIScreen.screenWidth()`, `UIDevice.screenHeight`: an app's name for the screen's size,
            // which is UIScreen.main.bounds here.
            let bounds = session.environment.screenBounds.size
            let points = bounds[side]
            session.noteStandIn("the screen's \(side == .horizontal ? "width" : "height"), \(formatPoints(points))",
                                for: path)
            return type == .integer ? .int(Int(points)) : .number(points)
        }
        // One app number is one value: compared first (`depth > 0`, which it stands in as 1 for) or a ratio, it is
        // 1 wherever it is read after.
        if session.program.unknownRatios.contains(path) || session.remarks.standIns[path] == "1",
           type == .number || type == .integer {
            session.noteStandIn("1", for: path)
            return type == .integer ? .int(1) : .number(1)
        }
        if let receiver = session.program.unknownReceivers[path] {
            let kept: ScriptValue? = switch (type, receiver) {
            case (.number, .number), (.integer, .int), (.size, .size), (.point, .point), (.insets, .insets),
                 (.rect, .rect), (.element, .element), (.optionalElement, .element): receiver
            case (.number, .int(let integer)): .number(Double(integer))
            default: nil
            }
            if let kept {
                // A skipped call on a node or spec is said once, as skipped (see `callElementMethod`); so is a
                // property of an app node class read where a node goes (`titleNode.centerSpec`).
                if kept.elementID == nil {
                    session.noteStandIn("the value it was called on", for: path)
                } else if !path.hasSuffix(")"), let id = kept.elementID,
                          let appClass = session.program.unknownClassNodes[id], let member = path.split(separator: ".").last {
                    session.noteSkippedCall("\(appClass).\(member)")
                }
                return kept
            }
        }
        if case .enumeration(let name) = type,
           let first = firstPlainCase(of: name) ?? ScriptAPI.shared.enumeration(named: name)?.cases.first?.name {
            session.noteStandIn("." + first, for: path)
            return .enumCase(type: name, name: first)
        }
        if type == .bool, Self.asksForLargerScreen(path) {
            // `UIDevice.isIpad`, `Device.isLandscape`: the container is a phone's, upright.
            session.noteStandIn("false (the container is an iPhone's)", for: path)
            return .bool(false)
        }
        if type == .bool {
            // Another state of the class drawn gives the flag the other value.
            let flag = stateValues[path].flatMap { Bool($0) } ?? Self.flagShowsContent(path)
            if session.program.appFlagsRead[path] == nil, session.program.appFlagsRead.count < Self.maximumAppFlags {
                session.program.appFlagsRead[path] = flag
            }
            session.noteStandIn(String(flag), for: path)
            return .bool(flag)
        }
        guard let (standIn, shown) = Self.neutralValue(of: type, for: path) else { return nil }
        session.noteStandIn(shown, for: path)
        return standIn
    }

    /// Whether an app's flag asks if the app runs on an iPad or another larger screen, or in landscape (`isIpad`,
    /// `isIPad`, `isPad`, `isTablet`, `isLandscape`), by the words of its last name.
    static func asksForLargerScreen(_ path: String) -> Bool {
        let words = lastMemberWords(path)
        let asked = words.first == "is" ? Array(words.dropFirst()) : words
        return [["ipad"], ["i", "pad"], ["pad"], ["tablet"], ["landscape"], ["mac"], ["mac", "catalyst"]].contains(asked)
    }

    /// How many of the app's flags a session keeps for other states to flip.
    static let maximumAppFlags = 16

    /// An app's flag stands in as the state in which its cell shows its content, as a preview with sample data
    /// would: on (`model.showsBadge`, `features.review_titles`, `user.isVerified`), unless its name says that
    /// something is hidden, missing or not ready yet (`isHidden`, `isEmpty`, `isNilOrEmpty`, `isLoading`,
    /// `hasNoImage`), which stands in as off.
    static func flagShowsContent(_ path: String) -> Bool {
        !lastMemberWords(path).contains(where: absenceWords.contains)
    }

    /// The words of the last member a path names, lowercased, split at capitals and underscores, its call's
    /// arguments left out (`features.review_titles` → review, titles; `UIDevice.isIPad` → is, i, pad).
    static func lastMemberWords(_ path: String) -> [String] {
        let member = path.split(separator: ".").last.map { String($0.prefix { $0 != "(" }) } ?? path
        var words: [String] = []
        var word = ""
        for character in member {
            if character == "_" || character.isUppercase, !word.isEmpty {
                words.append(word)
                word = ""
            }
            if character != "_" { word.append(character.lowercased()) }
        }
        if !word.isEmpty { words.append(word) }
        return words
    }

    /// Words in a flag's name that say its content is not shown.
    private static let absenceWords: Set = [
        "hidden", "hide", "hides", "empty", "nil", "none", "no", "not", "without", "missing", "loading", "collapsed",
        "disabled", "blocked", "deleted", "removed", "error", "failed", "placeholder", "skeleton",
    ]

    /// `Theme.spacing * 2`: arithmetic on an app number from another file with an `Int` (a literal, mostly), whose
    /// type is the app number's: the unknown value the step gives, done when layout reads it as a CGFloat or an Int
    /// (see ``standIn(forUnknown:as:)``). Nil once a session holds more such steps than a pasted file makes (a loop
    /// adding to an app number), and the value then stands in as an Int at once.
    mutating func deferArithmetic(on path: String, _ symbol: String, _ operand: Int, unknownOnLeft: Bool) -> ScriptValue? {
        let result = unknownOnLeft ? "\(path) \(symbol) \(operand)" : "\(operand) \(symbol) \(path)"
        guard session.program.unknownArithmetic[result] != nil || session.program.unknownArithmetic.count < 256 else {
            return nil
        }
        session.program.unknownArithmetic[result] = UnknownArithmetic(base: path, symbol: symbol, operand: operand,
                                                                      unknownOnLeft: unknownOnLeft)
        return .unknown(result)
    }

    /// The first case of a pasted enum that has no associated values: what an app value of that enum stands in as.
    func firstPlainCase(of enumName: String) -> String? {
        guard let type = session.program.types[enumName], type.kind == .enumeration else { return nil }
        return type.cases.first { type.associatedValues[$0] == nil }
    }

    /// A top-level `let imageHeight: CGFloat` (or `var`) read before it has a value: a stored property pasted from
    /// a class whose init gives it its value, often from a parameter (`self.imageHeight = imageHeight`). Swift's
    /// compiler would refuse the read; here the declared type's neutral value stands in, as for an init parameter,
    /// with a note. An app type's value is unknown and flows on (see ``standIn(forUnknown:as:)``). Nil for locals,
    /// stored properties of a running pasted class, nodes, and other types without a neutral value: they stay errors.
    mutating func unsetTopLevelStandIn(_ name: String, _ variable: Variable) -> ScriptValue? {
        guard topLevelVariable(name) != nil else { return nil }
        guard let type = variable.type else {
            guard variable.isAppTyped else { return nil }
            session.noteUnsetStandIn("an unknown value", for: name, declaredAs: nil)
            return .unknown(name)
        }
        guard let (standIn, shown) = Self.neutralValue(of: type, for: name) else { return nil }
        session.noteUnsetStandIn(shown, for: name, declaredAs: type)
        return standIn
    }

    /// `viaNode!` where `viaNode` is an optional `var viaNode: ASImageNode?` that starts nil (declared without a
    /// value or `= nil`) and that no pasted line has assigned: a stored property that the app's init, a binding or a
    /// `configure(with:)` gives its value (the lines that do were not pasted, or never run here). Swift would stop on
    /// the nil; here a node of the declared class is made and kept in the variable (a value of other types takes its
    /// neutral stand-in, an app type stays unknown), with the note that names such declarations. With `nilHandled`
    /// (`if let`, `guard let`, `?.`), where the code has a branch for the nil too, the stand-in is the state in which
    /// the cell shows that content, as for an app's flag: numbers and flags are unknown app values, typed by use. Nil
    /// for anything else, which stays Swift's nil.
    mutating func unsetOptionalStandIn(_ expression: ExprSyntax, nilHandled: Bool = false) throws(ScriptError)
        -> ScriptValue?
    {
        guard let (name, variable, owner) = unsetOptional(expression) else { return nil }
        return try unsetOptionalStandIn(name, variable, owner: owner, nilHandled: nilHandled, at: expression)
    }

    /// ``unsetOptionalStandIn(_:nilHandled:)`` for the optional `name` (of the node `owner`, or top-level).
    private mutating func unsetOptionalStandIn(_ name: String, _ variable: Variable, owner: ElementID?,
                                               nilHandled: Bool, at expression: some SyntaxProtocol)
        throws(ScriptError) -> ScriptValue?
    {
        guard let typeName = variable.unsetOptionalType else { return nil }
        func note(_ shown: String, declaredAs type: ValueType?) {
            if nilHandled {
                // A stored property of a pasted class is named with its class (`CommentCell.comment`): its value is
                // given in the class, not by a line typed in the shell.
                let owner = owner.flatMap { session.program.instances[$0]?.typeName }
                session.noteNilStandIn(shown, for: owner.map { "\($0).\(name)" } ?? name)
            } else {
                session.noteUnsetStandIn(shown, for: name, declaredAs: type)
            }
        }
        let pasted = session.program.types[typeName]
        let isAppNode = variable.isAppTyped && typeName.hasSuffix("Node")
        if isAppNode || pasted?.isNodeClass == true || ScriptAPI.shared.type(named: typeName)?.isElement == true {
            let made: ScriptValue
            if isAppNode {
                made = try appClassStandIn(typeName, at: expression)
            } else {
                // A class whose layout unwraps an optional of its own class (`var next: ListNode?`) gets one
                // stand-in, whose own optional stays nil, instead of stand-ins inside stand-ins.
                if let owner, owner == layingOutMadeInInit, nilHandled {
                    throw ScriptError("\(name) is nil until the code that made this node sets it", at: expression)
                }
                let ownerStandsInFor = owner.flatMap { session.program.instances[$0]?.standInClasses } ?? []
                guard !classesStandingIn.contains(typeName), !ownerStandsInFor.contains(typeName) else { return nil }
                classesStandingIn.insert(typeName)
                defer { classesStandingIn.remove(typeName) }
                guard let node = try makeNode(ofClass: typeName, at: expression) else { return nil }
                session.program.instances[node]?.standInClasses = ownerStandsInFor.union([typeName])
                made = .element(node)
            }
            guard case .element(let id) = made else { return nil }
            adoptName(name, for: id)
            let kept = variable.assigned(made)
            if let owner {
                session.program.instances[owner]?.fields[name] = kept
            } else {
                session.setVariable(name, kept)
            }
            note("a new \(Self.nodeClass(standingInFor: typeName))", declaredAs: nil)
            return made
        }
        if variable.isAppTyped {
            note("an unknown value", declaredAs: nil)
            return .unknown(name)
        }
        if nilHandled, let type = variable.type, let (standIn, shown) = Self.contentStandIn(of: type, for: name) {
            note(shown, declaredAs: type)
            return standIn
        }
        guard let type = variable.type, let (standIn, shown) = Self.neutralValue(of: type, for: name) else { return nil }
        note(shown, declaredAs: type)
        return standIn
    }

    /// A node class's optional nodes hoisted to the top level (`public var textNode: ASTextNode?`) and still nil when
    /// its pasted `layoutSpecThatFits` runs there: as in the class pasted whole (``configureStandIn``), the app's
    /// other code assigns them, so each is a new node of its declared class, with the note that names them.
    mutating func fillUnsetOptionalNodes(at function: FunctionDeclSyntax) throws(ScriptError) {
        for (name, variable) in session.variables.sorted(by: { $0.key < $1.key }) {
            guard case .null = variable.value, let typeName = variable.unsetOptionalType,
                  ScriptAPI.shared.type(named: typeName)?.isElement == true
                    || session.program.types[typeName]?.isNodeClass == true
                    || (variable.isAppTyped && typeName.hasSuffix("Node")) else { continue }
            _ = try unsetOptionalStandIn(name, variable, owner: nil, nilHandled: true, at: function.name)
        }
    }

    /// A number or flag as a cell that shows its content has it: a count of 1 (as a compared app number, so
    /// `count > 0` holds), a flag as its name says (``flagShowsContent(_:)``).
    private static func contentStandIn(of type: ValueType, for name: String) -> (value: ScriptValue, shown: String)? {
        switch type {
        case .number: (.number(1), "1")
        case .integer: (.int(1), "1")
        case .bool: (.bool(flagShowsContent(name)), String(flagShowsContent(name)))
        default: nil
        }
    }

    /// The optional an expression names (`viaNode`, `self.viaNode`) if it still has the nil it started with: a
    /// top-level variable, or a stored property of the running pasted class (then `owner` is its node).
    func unsetOptional(_ expression: ExprSyntax) -> (name: String, variable: Variable, owner: ElementID?)? {
        let name: String
        var onSelfOnly = false
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
            guard scopes.allSatisfy({ $0[name] == nil }) else { return nil }
        } else if let access = expression.as(MemberAccessExprSyntax.self), let base = access.base,
                  base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            name = access.declName.baseName.text
            onSelfOnly = !isTopLevelSelf(base)
        } else {
            return nil
        }
        if case .node(let id)? = selfContext?.value {
            guard let field = session.program.instances[id]?.fields[name] else { return nil }
            return field.unsetOptionalType == nil ? nil : (name, field, id)
        }
        guard !onSelfOnly, let variable = topLevelVariable(name), variable.unsetOptionalType != nil,
              !isCachedByPastedFunction(name) else { return nil }
        return (name, variable, nil)
    }

    /// Whether a pasted top-level function both reads and assigns the variable (`if let v = cached { return v }` …
    /// `cached = made`): the code keeps it itself, a cache, not a value the app sets later.
    private func isCachedByPastedFunction(_ name: String) -> Bool {
        session.program.functions.values.joined().contains { function in
            guard let body = function.body else { return false }
            let code = AssignmentsAndCalls(entersClosures: true)
            code.walk(body)
            guard code.assigned.contains(name) else { return false }
            let mentions = body.tokens(viewMode: .sourceAccurate).filter { $0.tokenKind == .identifier(name) }.count
            return mentions > 1
        }
    }

    /// A node made as `TypeName()` is in pasted code (a Texture class, or a pasted node class with its initializer).
    /// A Texture class that has no initializer without arguments (`ASCollectionNode(collectionViewLayout:)`) stands in
    /// as a plain node of that class, which is how Texture's layout sees it.
    mutating func makeNode(ofClass typeName: String, at node: some SyntaxProtocol) throws(ScriptError) -> ElementID? {
        let className = Self.nodeClass(standingInFor: typeName)
        if ScriptAPI.shared.type(named: className)?.isElement == true, Self.madeWithoutArguments(className) == nil {
            let prefix = className.hasPrefix("AS") ? String(className.dropFirst(2)) : className
            return try createElement(className: className, namePrefix: prefix.prefix(1).lowercased() + prefix.dropFirst(),
                                     kind: .node(Node()), at: node)
        }
        // A pasted class is made as the shell makes one nobody made (`Child(run: Run(name: "name"))`); one it
        // cannot make stays nil, as the optional is in the app until something assigns it.
        let (arguments, _, problem) = standInArguments(for: className)
        guard problem == nil,
              case .expr(let make)? = Parser.parse(source: Self.callText(className, arguments)).statements.first?.item
        else { return nil }
        let before = self
        do {
            guard case .element(let id) = try evaluate(make) else { return nil }
            return id
        } catch {
            if Interruption.isRequested || isOverBudget { throw error }
            self = before
            return nil
        }
    }

    /// A value the app makes (`ZQNetworkImageNode.defaultNode()`, `viewModel.icon`) for a variable declared as a node
    /// or spec class: an element of that class, the way the app's value is one (an app node class's stands in as the
    /// Texture class its name says). Nil for any other declared type.
    mutating func elementStandingIn(forUnknown path: String, declaredAs typeName: String,
                                    at node: some SyntaxProtocol) throws(ScriptError) -> ScriptValue? {
        guard let made = try element(declaredAs: typeName, at: node) else { return nil }
        session.noteStandIn("a new \(Self.nodeClass(standingInFor: typeName))", for: path)
        return made
    }

    /// A new element of a Texture node or spec class, or standing in for an app node class; nil for any other type.
    mutating func element(declaredAs typeName: String, at node: some SyntaxProtocol) throws(ScriptError) -> ScriptValue? {
        if ScriptAPI.shared.type(named: typeName)?.isElement == true {
            return try makeNode(ofClass: typeName, at: node).map(ScriptValue.element)
        }
        return isUnpastedAppNodeClass(typeName) ? try appClassStandIn(typeName, at: node) : nil
    }

    /// The class of the node that stands in for a value declared as `typeName`: the class itself, or a plain
    /// `ASDisplayNode` for a value typed only as the `ASLayoutElement` protocol.
    static func nodeClass(standingInFor typeName: String) -> String {
        typeName == "ASLayoutElement" ? "ASDisplayNode" : typeName
    }

    /// `post.name` where `post` is a top-level `var post: Post?` that is nil and `Post` a type from the app's files: Swift compiles a plain `.` on an optional only when the name means something else, and in a pasted
    /// init that is the init's parameter of the same name (`init(post: Post)`), whose value the app supplies. Its
    /// members are then unknown app values, as an undeclared parameter's are.
    func isShadowedInitParameter(_ expression: ExprSyntax) -> Bool {
        guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return false }
        let name = reference.baseName.text
        guard let variable = topLevelVariable(name) else { return false }
        return variable.isAppTyped && variable.value == .null
    }

    /// `self.post = post` in pasted init lines at the top level: the init storing its parameter, whose value the app
    /// passes. For a nil optional of an app type (see ``isShadowedInitParameter(_:)``) it is an unknown app value; for
    /// a property of a type layoutrepl knows, declared without a value (`let priceFormatter: NumberFormatter`), a new
    /// value of that type (a formatter with UIKit's defaults) or its neutral value. Nil for any other assignment.
    mutating func storedOwnParameter(_ target: ExprSyntax, _ value: ExprSyntax) -> ScriptValue? {
        guard let access = target.as(MemberAccessExprSyntax.self), let base = access.base, isTopLevelSelf(base),
              let reference = value.as(DeclReferenceExprSyntax.self),
              reference.baseName.text == access.declName.baseName.text else { return nil }
        if isShadowedInitParameter(value) { return .unknown(value.trimmedText) }
        let name = reference.baseName.text
        guard let variable = topLevelVariable(name), !variable.isInitialized, let type = variable.type else { return nil }
        if case .object(let typeName) = type,
           let made = ScriptAPI.shared.type(named: typeName)?.initializers.first(where: \.parameters.isEmpty),
           case .value(let instance)? = try? made.build(Arguments(values: [], environment: session.environment)) {
            session.noteUnsetStandIn("\(typeName)()", for: name, declaredAs: nil)
            return instance
        }
        if case .enumeration(let enumName) = type,
           let first = firstPlainCase(of: enumName) ?? ScriptAPI.shared.enumeration(named: enumName)?.cases.first?.name {
            // `self.viewType = viewType` for `private let viewType: ViewType`: the enum's first case without values.
            session.noteUnsetStandIn("." + first, for: name, declaredAs: type)
            return .enumCase(type: enumName, name: first)
        }
        guard let (standIn, shown) = Self.neutralValue(of: type, for: name) else { return nil }
        session.noteUnsetStandIn(shown, for: name, declaredAs: type)
        return standIn
    }

    /// The size of the font that stands in for one of the app's (`Theme.bodyFont`): a body text's, larger than the
    /// 12 pt NSAttributedString gives text without a font.
    static let standInFontSize: Double = 16

    /// The stand-in of each type and how a note shows it.
    private static func neutralValue(of type: ValueType, for path: String) -> (value: ScriptValue, shown: String)? {
        let standIn: ScriptValue
        let shown: String
        switch type {
        case .number: (standIn, shown) = (.number(0), "0")
        case .integer: (standIn, shown) = (.int(0), "0")
        case .bool: (standIn, shown) = (.bool(false), "false")
        case .string: (standIn, shown) = (.string(Self.standInText(for: path)), "its text")
        case .attributedString:
            (standIn, shown) = (.attributedString(AttributedText(Self.standInText(for: path))), "its text")
        case .size: (standIn, shown) = (.size(.zero), "CGSize.zero")
        case .point: (standIn, shown) = (.point(.zero), "CGPoint.zero")
        case .rect: (standIn, shown) = (.rect(Rect(x: 0, y: 0, width: 0, height: 0)), "CGRect.zero")
        case .insets: (standIn, shown) = (.insets(.zero), "UIEdgeInsets.zero")
        case .dimension: (standIn, shown) = (.dimension(.auto), "ASDimensionAuto")
        case .layoutSize: (standIn, shown) = (.layoutSize(.auto), "ASLayoutSizeAuto")
        case .font:
            (standIn, shown) = (.font(size: Self.standInFontSize),
                                "the system font at \(formatPoints(Self.standInFontSize)) pt")
        case .attributes: (standIn, shown) = (.array([]), "no attributes")
        case .elements, .array: (standIn, shown) = (.array([]), "[]")
        case .image: (standIn, shown) = (.image(name: path, size: nil), "an image of unknown size")
        case .object("Date"): (standIn, shown) = (ScriptAPI.date(.sample), "the sample moment")
        default: return nil
        }
        return (standIn, shown)
    }

    /// The text a stand-in string shows: a string the path holds (`"Buy".toBold()` and `TextStyles.headline("Buy")`
    /// show Buy), else the last name in the path that is not a conversion (`model.title` shows title,
    /// `Formatter.price(…).attributedString(…)` shows price), so the text node has the size of a short, readable text
    /// rather than of the code that would compute it.
    static func standInText(for path: String) -> String {
        if let open = path.firstIndex(of: "\""), let close = path[path.index(after: open)...].firstIndex(of: "\"") {
            return String(path[path.index(after: open)..<close])
        }
        // `post.tags[0]`, an item of an app collection, shows the collection's name; `viewModel.$owner`, a Combine
        // publisher, its property's.
        let names = path.split(separator: ".").map { String($0.drop { $0 == "$" }.prefix { $0 != "(" && $0 != "[" }) }
            .filter { !$0.isEmpty && $0 != "self" }
        let meaningful = names.last { !conversionNames.contains($0) } ?? names.last ?? path
        return String(meaningful.prefix(24))
    }

    /// `descriptionNode.attributedText!` in a pasted class's code (or its layout method pasted at the top level), on a
    /// text node that nothing pasted gives a text: the app sets it from outside (its data source) before the layout,
    /// or Swift would stop there. The node's name stands in as its text, set on the node, with a note; nil for
    /// anything else, such as a line typed in the shell.
    mutating func textGivenByTheApp(_ expression: ExprSyntax) throws(ScriptError) -> ScriptValue? {
        // Written without `selfContext?.element.map { … }`: that form crashes the Swift 6.3 optimizer (an ownership
        // error in CopyPropagation) in a release build.
        var inAppCode = runsPastedLayoutMethod
        if !inAppCode, let id = selfContext?.element { inAppCode = session.program.instances[id] != nil }
        guard inAppCode, let access = Self.withoutOptionalMarks(expression).as(MemberAccessExprSyntax.self),
              access.declName.baseName.text == "attributedText", let base = access.base,
              case .element(let id) = try evaluate(base), !session.program.contentsGiven.contains(id),
              ScriptAPI.shared.property("attributedText", ofType: session.className(of: id)) != nil else { return nil }
        let name = session.tree[id].name
        let text = ScriptValue.attributedString(AttributedText(name))
        try setNodeProperty("attributedText", of: id, to: text, at: access, valueAt: access)
        note("\(name).attributedText is nil as pasted and unwrapped with !, so the app sets it before the layout: "
            + "the node's name stands in as its text")
        return text
    }

    /// `textNode.attributedText` or `imageNode.image` read in a pasted class's code, on a node that is one of its
    /// stored properties, not private, and that nothing pasted gives its content: the app sets it from outside
    /// (`cell.textNode.attributedText = …`, the way a public component's nodes are filled), so the cell is drawn with
    /// it: the node's name stands in as its text, or an image of that name. The same in a layout method pasted at the
    /// top level, on a node pasted there. Nil for anything else, such as a line typed in the shell.
    mutating func contentSetByTheApp(_ property: String, of id: ElementID, at node: some SyntaxProtocol)
        throws(ScriptError) -> ScriptValue?
    {
        guard ["attributedText", "image"].contains(property), !session.program.contentsGiven.contains(id),
              isReachableByTheApp(id), case .node(let content) = session.tree[id].kind else { return nil }
        let name = session.tree[id].name
        // The class gives it its content on some path (`if let original { originalNode.attributedText = … }`): the
        // values it was made with took another, where the node stays empty, as in Texture. The code names the node
        // by its property, which a second instance's node is not named after (`label2`).
        if let typeName = selfContext?.typeName,
           Self.assignmentsAndCalls(in: session.program.lineage(of: typeName)).contentAssigned
               .contains(propertyOfSelf(holding: id) ?? name) {
            return nil
        }
        let standIn: ScriptValue
        switch (property, content.content) {
        case ("attributedText", .text(let text)) where text.string.isEmpty:
            standIn = .attributedString(AttributedText(name))
        case ("image", .image(nil)):
            standIn = ScriptAPI.namedImage(name, in: session.environment)
        default: return nil
        }
        try setNodeProperty(property, of: id, to: standIn, at: node, valueAt: node)
        session.noteAppContent("\(name).\(property)")
        return standIn
    }

    /// Whether code outside the running class can set the node: a stored property of `self` that is not private, or
    /// a node pasted at the top level read by a layout method pasted there.
    private func isReachableByTheApp(_ id: ElementID) -> Bool {
        guard let owner = selfContext?.element else {
            return runsPastedLayoutMethod && session.variables.values.contains { $0.value.elementID == id }
        }
        guard owner != id, let instance = session.program.instances[owner], let fieldName = propertyOfSelf(holding: id),
              let declared = session.program.storedProperty(fieldName, of: instance.typeName) else { return false }
        return !declared.isPrivate
    }

    /// The stored property of the node instance running that holds the node.
    private func propertyOfSelf(holding id: ElementID) -> String? {
        guard let owner = selfContext?.element, let instance = session.program.instances[owner] else { return nil }
        return instance.fields.first(where: { $0.value.value.elementID == id })?.key
    }

    /// The side of the screen an app number's name says it is (`kScreenWidth`, `SCREEN_HEIGHT`,
    /// `UIScreen.screenWidth()`, `Device.screenW`, `Device.width`); nil for any other name.
    static func screenSide(named path: String) -> Axis? {
        let parts = path.split(separator: ".")
        guard let last = parts.last else { return nil }
        var name = last.prefix { $0 != "(" }.replacingOccurrences(of: "_", with: "").lowercased()
        // `Device.width`, `Screen.height`: the side named on a type named for the screen.
        if parts.count >= 2, ["device", "screen", "window", "screensize"].contains(parts[parts.count - 2].lowercased()) {
            switch name {
            case "width", "w": return .horizontal
            case "height", "h": return .vertical
            default: break
            }
        }
        if name.hasPrefix("k") { name.removeFirst() }
        for prefix in ["screen", "device", "window"] where name.hasPrefix(prefix) {
            switch name.dropFirst(prefix.count) {
            case "width", "w": return .horizontal
            case "height", "h": return .vertical
            default: return nil
            }
        }
        return nil
    }

    /// Methods and properties that turn a value into text without naming what it is.
    private static let conversionNames: Set = [
        "attributedString", "attributed", "localized", "localizedString", "uppercased", "lowercased", "capitalized",
        "string", "description", "text", "value", "stringValue", "toAttributedString", "styled", "asAttributedString",
    ]

    /// A condition that reads an unknown app value (`if model.showsBadge`): its stand-in flag, with a note.
    mutating func conditionValue(_ value: ScriptValue) -> Bool? {
        switch value {
        case .bool(let flag): return flag
        case .unknown(let path): return standIn(forUnknown: path, as: .bool) == .bool(true)
        default: return nil
        }
    }
}
