import SwiftSyntax
import TextureLayout

/// What pasted code declared besides variables: functions, types, aliases and the state of class instances. Kept
/// as syntax, run when called, as Swift runs a declaration when it is used.
struct Program: Sendable {
    /// The subscriptions made on each stream source, run again when it is given a value (see
    /// ``Evaluator/publishChange(of:at:)``).
    var streamSubscriptions: [StreamSource: [Closure]] = [:]
    /// Top-level functions by name; overloads differ in their argument labels.
    var functions: [String: [FunctionDeclSyntax]] = [:]
    /// Top-level computed variables (`var padding: CGFloat { 12 }`).
    var computedVariables: [String: Accessor] = [:]
    /// What `objc_setAssociatedObject` kept, by object and key.
    var associatedObjects: [String: ScriptValue] = [:]
    /// Infix operators the code declares (`infix operator ~~ : AdditionPrecedence`) and its precedence groups, by name.
    var operators: [String: OperatorPrecedence] = [:]
    var precedenceGroups: [String: OperatorPrecedence] = [:]
    /// The class's `static let`s pasted among its lines at the top level (`static let side: CGFloat = 68`): the
    /// class's code reads them through its own name (`RingCell.side`), which the paste does not declare.
    var staticsAtTopLevel: Set<String> = []
    /// Structs, enums and classes by their full name (`Layout.Insets` for a nested type).
    var types: [String: UserType] = Program.standardLibraryTypes
    /// `typealias Name = Type`.
    var aliases: [String: String] = [:]
    /// The stored properties of each node that is an instance of a pasted class.
    var instances: [ElementID: Instance] = [:]
    /// The stored properties of each instance of a pasted class that is not a node, by its ``Record/objectID``:
    /// every copy of a reference reads and changes these, as Swift's references share one object.
    var objects: [Int: [String: ScriptValue]] = [:]
    /// The `lazy` stored properties of each object not read or assigned yet, each with the class that declares it.
    var pendingObjectLazy: [Int: [String: String]] = [:]
    /// Pasted node classes not yet instantiated, oldest first: the shell makes one when nothing else is drawn.
    var uninstantiatedClasses: [String] = []
    /// Top-level functions returning a node or spec (`func BadgeNode(title: String) -> ASDisplayNode`) that nothing
    /// has called yet, newest last: the shell calls the newest when the paste draws nothing else.
    var uncalledElementFunctions: [FunctionDeclSyntax] = []
    /// The node the session made with stand-in values, and its class: the first node the code makes of that class
    /// takes over its nodes' names.
    var standIn: (typeName: String, element: ElementID)?
    /// Plain nodes standing in for an app's node classes that were not pasted (`ProductNode()`), by class name:
    /// their own properties are accepted and have no effect.
    var unknownClassNodes: [ElementID: String] = [:]
    /// Nodes given to a view controller made in code (`ASDKViewController(node: feedNode)`): laid out at exactly the
    /// screen's size, as the controller's view lays them out.
    var controllerNodes: Set<ElementID> = []
    /// Nodes standing in for the items of an app's arrays of nodes that were not pasted (`timeNodes[0]`), by item.
    var appCollectionItems: [String: ElementID] = [:]
    /// The number or size an app extension's method was called on (`17.auto()`), by the unknown value's path.
    var unknownReceivers: [String: ScriptValue] = [:]
    /// Quotients of two app numbers (`photo.height / photo.width`), by the unknown value's path: an aspect ratio or
    /// a scale, which stands in as 1 (a square photo) where 0 would flatten what it sizes.
    var unknownRatios: Set<String> = []
    /// The font size passed to an app function that was not pasted (`Utility.attributedString(text, font: f)`), by
    /// the path of its result: a text it returns stands in at that size.
    var unknownCallFonts: [String: Double] = [:]
    /// The types this entry declares further down, by name, while it runs: Swift sees a file's types from its
    /// first line, so a statement may use one declared below it (see `Evaluator.declareTypeAhead`).
    var typesAhead: [String: DeclSyntax] = [:]
    /// The declarations made ahead of their place, which their own statement then leaves alone.
    var declaredAhead: Set<SyntaxIdentifier> = []
    /// Integer arithmetic on an unknown app number (`Theme.spacing * 2 + 4`), by the unknown value it gives: done
    /// once layout reads the value as a CGFloat or an Int, as Swift gives the literal the app number's type.
    var unknownArithmetic: [String: UnknownArithmetic] = [:]
    /// `willSet`/`didSet` of top-level variables, run when the variable is assigned.
    var variableObservers: [String: AccessorBlockSyntax] = [:]
    /// Display-only properties set to a plain value (`node.isHidden = true`), so that code reading them back
    /// (`if node.isHidden`) gets what it set; layout never reads them.
    var displayOnlyValues: [ElementID: [String: ScriptValue]] = [:]
    /// The nodes each node was given with `addSubnode`, in order: its `subnodes` until its layout spec says more.
    var addedSubnodes: [ElementID: [ElementID]] = [:]
    /// The size of each node's latest `layoutThatFits(_:)` (or AsyncDisplayKit 1 `measure(_:)`) the code called: its
    /// `calculatedSize` where no layout spec places it (a subnode framed by hand in `layout()`).
    var measuredSizes: [ElementID: Size] = [:]
    /// The app values a `switch` ran its first case for (`switch viewModel.state`), each with the labels of the
    /// switch's cases as written (`.loading`, `.failed(let message)`, `default`): other states of the class drawn
    /// run the other cases.
    var switchedAppValues: [String: [String]] = [:]
    /// The app's flags from files that were not pasted, read as conditions (`session.muted ? … : …`), each with the
    /// value it stood in as: another state of the class flips it (see `Evaluator.appValueStates()`).
    var appFlagsRead: [String: Bool] = [:]
    /// The layoutSpecBlocks top-level code set on nodes, by node: Texture calls a block at each layout, so one runs
    /// again after a later statement changes a variable it reads.
    var layoutSpecBlocks: [ElementID: KeptLayoutSpecBlock] = [:]
    /// The text and image nodes whose `attributedText`, `image` or `url` was set: a text node never given a text
    /// reads it back as nil, as Texture's does.
    var contentsGiven: Set<ElementID> = []
    /// App base classes that were not pasted (`class ProfileNode: BaseNode`), with the Texture class they stand in as.
    var appBaseClasses: [String: String] = [:]
    /// The protocols the code declares (an extension of one is recorded as a type of that name too).
    var protocols: Set<String> = []
    /// The protocols each pasted protocol inherits (`protocol Titled: Named`): a type adopting it adopts those too.
    var inheritedProtocols: [String: [String]] = [:]
    /// Frames a pasted class's `layout()` set by hand on its subnodes (`divider.frame = CGRect(…)`), relative to that
    /// node, by subnode: drawn where the layout spec does not place them (see `ScriptSession.layout(scale:)`).
    var manualFrames: [ElementID: (owner: ElementID, frame: Rect)] = [:]
    /// Frames the code set by hand outside any `layout()` (`banner.frame = CGRect(…)` before `addSubnode`, a
    /// controller's `viewDidLoad` centring `card.view`), relative to the supernode: Texture keeps such a frame
    /// until a layout of the supernode places the node, so it is drawn where no layout spec places the node.
    var handFrames: [ElementID: Rect] = [:]

    /// Declares a top-level function, replacing one of the same name, argument labels and parameter types (one
    /// whose types differ is an overload, as in a Swift file).
    mutating func declare(_ function: FunctionDeclSyntax) {
        let name = function.name.text
        // Generic constraints count: `kind<T: BinaryInteger>(_:)` beside `kind<T: BinaryFloatingPoint>(_:)` is an
        // overload.
        func signature(_ declaration: FunctionDeclSyntax) -> [String] {
            [declaration.genericParameterClause?.trimmedText ?? "", declaration.genericWhereClause?.trimmedText ?? ""]
                + declaration.signature.parameterClause.parameters.map { parameter in
                    parameter.firstName.text + ":" + parameter.type.trimmedText
                }
        }
        functions[name, default: []].removeAll { signature($0) == signature(function) }
        functions[name, default: []].append(function)
    }

    /// The type a name stands for, after aliases.
    func resolvedTypeName(_ name: String) -> String {
        var name = name
        var seen: Set<String> = []
        while let target = aliases[name], seen.insert(name).inserted { name = target }
        // `Look<ASDisplayNode>`: a specialization of a pasted generic type is that type.
        if types[name] == nil, name.hasSuffix(">"), let open = name.firstIndex(of: "<"), types[String(name[..<open])] != nil {
            return String(name[..<open])
        }
        return name
    }

    /// The pasted type a written name means: through aliases, else a type nested in a pasted one that no other
    /// nested type shares the name with (`Accessory` inside `SettingsRowNode`, named in its init's parameters).
    func pastedTypeName(_ written: String) -> String {
        let resolved = resolvedTypeName(written)
        // `URL(string:)` outside `struct Constants { struct URL … }` is Foundation's, as Swift finds it.
        guard types[resolved] == nil, ScriptAPI.shared.type(named: resolved) == nil else { return resolved }
        let nested = types.keys.filter { $0.hasSuffix("." + resolved) }
        return nested.count == 1 ? nested[0] : resolved
    }

    /// The class the shell makes when the code made none: the newest pasted node class that no other one uses
    /// (a cell, not the grid node the cell holds), else the newest.
    var outermostUninstantiatedClass: String? {
        let candidates = uninstantiatedClasses
        return candidates.last { name in
            !candidates.contains { other in other != name && uses(other, name) }
        } ?? candidates.last
    }

    /// Whether pasted class `outer` uses class `inner`: names it, or takes a Texture node an `inner` can be in its
    /// initializer (`ContainerNode(node: ASDisplayNode)` pasted beside `HelloNode`, as the app makes it).
    func uses(_ outer: String, _ inner: String) -> Bool {
        guard let type = types[outer] else { return false }
        return type.mentions(inner) || type.initializers.contains { initializer in
            initializer.signature.parameterClause.parameters.contains { parameter in
                parameter.defaultValue == nil && isKind(inner, of: parameter.type.trimmedText)
            }
        }
    }

    /// Whether a node of pasted class `typeName` is a `textureClass` (`ASDisplayNode`, `ASCellNode`).
    func isKind(_ typeName: String, of textureClass: String) -> Bool {
        guard let type = types[typeName], ScriptAPI.shared.type(named: textureClass)?.isElement == true,
              let base = catalogClass(of: type) else { return false }
        return ScriptAPI.shared.classLineage(of: base).contains(textureClass)
    }

    /// Whether the node is an instance of a pasted view controller, made as its node.
    /// Whether the node is laid out at exactly the screen's size: a pasted view controller made as its node, or the
    /// node of one made in code (``controllerNodes``).
    func fillsScreen(_ id: ElementID) -> Bool {
        isViewController(id) || controllerNodes.contains(id)
    }

    /// The nodes a pasted class's instance holds in its stored properties, and those the instances they are hold,
    /// down the chain (`lazy var content = Content()`, whose `titleNode` the content holds).
    func elementsHeld(by holder: ElementID) -> Set<ElementID> {
        var held: Set<ElementID> = []
        var pending = [holder]
        while let next = pending.popLast() {
            for element in instances[next]?.fields.values.flatMap(\.value.elementIDs) ?? []
            where held.insert(element).inserted {
                pending.append(element)
            }
        }
        return held
    }

    func isViewController(_ id: ElementID) -> Bool {
        guard let instance = instances[id] else { return false }
        return lineage(of: instance.typeName).contains(where: \.isViewController)
    }

    /// Whether the node is an instance of a pasted class whose superclass, or a pasted ancestor's, is an app class
    /// that was not pasted (`class PhotoCell: AppBaseCell`).
    func inheritsUnpastedAppClass(_ id: ElementID) -> Bool {
        guard let instance = instances[id] else { return false }
        return lineage(of: instance.typeName).contains { type in
            type.superclass.map { appBaseClasses[$0] != nil } ?? false
        }
    }

    /// The Texture node class a pasted class finally inherits from, if any.
    func catalogClass(of type: UserType) -> String? {
        var next = type.superclass
        var seen: Set<String> = []
        while let name = next, seen.insert(name).inserted {
            if let pasted = types[name], pasted.kind == .classType, ScriptAPI.shared.type(named: name) == nil {
                next = pasted.superclass
                continue
            }
            if let texture = appBaseClasses[name] { return texture }
            return ScriptAPI.shared.type(named: name)?.isElement == true ? name : nil
        }
        return nil
    }

    /// The stored property of that name a type declares or inherits.
    func storedProperty(_ name: String, of typeName: String) -> StoredProperty? {
        lineage(of: typeName).lazy.compactMap { $0.storedProperties.first { $0.name == name } }.first
    }

    /// The type and its pasted superclasses, most derived first.
    /// The UIKit class a pasted class extends through its lineage (`UIView` for `class PlayView: UIView`), if any.
    func platformSuperclass(of typeName: String) -> String? {
        lineage(of: typeName).lazy.compactMap(\.platformSuperclass).first
    }

    func lineage(of typeName: String) -> [UserType] {
        var chain: [UserType] = []
        var next: String? = typeName
        while let name = next, let type = types[name], !chain.contains(where: { $0.name == name }) {
            chain.append(type)
            next = type.superclass
        }
        // A protocol extension's members (`extension Paddable { var padding: UIEdgeInsets { … } }`) are the
        // defaults of every type adopting it, found after the type's own and its superclasses'.
        var conformances = chain.flatMap(\.conformances)
        var index = 0
        while index < conformances.count {
            // `struct Song: Titled` with `protocol Titled: Named`: Named's extension gives Song its members too.
            for parent in inheritedProtocols[conformances[index]] ?? [] where !conformances.contains(parent) {
                conformances.append(parent)
            }
            index += 1
        }
        for conformance in conformances {
            if let type = types[conformance], !chain.contains(where: { $0.name == conformance }) { chain.append(type) }
        }
        return chain
    }
}

/// A getter written as a computed property: `var x: T { … }` or `var x: T { get { … } }`.
struct Accessor: Sendable {
    var body: CodeBlockItemListSyntax
    var type: TypeSyntax?
    /// The `set` of a computed property that has one, and the name its new value takes (`newValue` unless written).
    var setter: (parameter: String, body: CodeBlockItemListSyntax)?
}

/// A pasted struct, enum or class.
struct UserType: Sendable {
    enum Kind: Sendable { case structure, enumeration, classType }

    var name: String
    var kind: Kind
    /// The standard library's (see `Program.standardLibraryTypes`): a type the code declares of its name replaces it.
    var isStandardLibrary = false
    /// Only extended, never declared, in what was pasted (`extension MKCoordinateRegion { … }`): a framework's or the
    /// app's other files' type, whose own initializers and stored properties layoutrepl does not know.
    var isOnlyExtended = false
    /// A class's superclass as written (a Texture class such as `ASCellNode`, or another pasted class).
    var superclass: String?
    /// A UIKit or Foundation superclass layoutrepl does not model (`class PaddedField: UITextField`): what the code
    /// sets of it (`leftViewMode`) no layout reads.
    var platformSuperclass: String?
    /// The protocols it adopts that were not pasted and that layoutrepl does not know (ReactorKit's `View`): members
    /// they give the type are the app's.
    var unknownProtocols: [String] = []
    /// Every protocol it adopts as written, in its declaration or an extension's (`extension Cell: Paddable`): a
    /// pasted extension of one gives the type its members (see ``Program/lineage(of:)``).
    var conformances: [String] = []
    /// Instance stored properties in declaration order (each binding with its declaration).
    var storedProperties: [StoredProperty] = []
    var computedProperties: [String: Accessor] = [:]
    var methods: [String: [FunctionDeclSyntax]] = [:]
    var initializers: [InitializerDeclSyntax] = []
    /// `subscript(safe index: Int) -> Element?` of the type or an extension of it (Swift's own types included).
    var subscripts: [SubscriptDeclSyntax] = []
    /// Static stored properties, evaluated when the type is declared.
    var staticValues: [String: ScriptValue] = [:]
    /// The types its static stored properties are declared with, for values assigned to them later.
    var staticAnnotations: [String: TypeSyntax] = [:]
    var staticComputed: [String: Accessor] = [:]
    var staticMethods: [String: [FunctionDeclSyntax]] = [:]
    /// An enum's cases in order, with their raw values where the enum has a raw type.
    var cases: [String] = []
    /// The cases declared with associated values, their labels and types (`case downloading(progress: Float)`).
    var associatedValues: [String: [AssociatedValue]] = [:]
    var rawValues: [String: ScriptValue] = [:]

    /// `willSet`/`didSet` of stored properties, run when the property is assigned outside the type's own init.
    var observers: [String: AccessorBlockSyntax] = [:]
    /// Whether instances are nodes: a class whose root superclass is a Texture node class.
    var isNodeClass = false
    /// An `ASDKViewController<Node>` subclass: layoutrepl makes it as its `node` (see
    /// ``Evaluator/viewControllerNodeClass(_:)``).
    var isViewController = false
    /// The node class an `ASDKViewController<ScreenNode>` subclass names, which `super.init(node: .init())` makes.
    var controllerNodeTypeName: String?
    /// Declared `@propertyWrapper`: a property declared with it as an attribute holds its `wrappedValue`.
    var isPropertyWrapper = false
    /// Declared `@resultBuilder`: a closure passed to a parameter marked with it builds a list of elements.
    var isResultBuilder = false
    /// A UIKit `UIViewController` that adds nodes to its view (``Evaluator/hostsNodes(_:)``), made as a node.
    var hostsNodesInUIKitView = false
    /// The properties whose node's view such a controller's `loadView()` makes its view (`view = rootNode.view`).
    var loadedViewNodeNames: [String] = []

    /// The methods in which this type sets its subnodes' frames by hand, in the order UIKit calls them: a node's
    /// `layout()` (after Texture's pass), a view controller's `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()`.
    static func manualLayoutMethodNames(ofViewController isViewController: Bool) -> [String] {
        isViewController ? ["viewWillLayoutSubviews", "viewDidLayoutSubviews"] : ["layout"]
    }

    /// The most derived declaration in a lineage of a method that takes no arguments (`viewDidLoad()`, `layout()`),
    /// with the type declaring it.
    static func parameterlessMethod(_ name: String, in lineage: [UserType])
        -> (owner: UserType, method: FunctionDeclSyntax)? {
        for type in lineage {
            if let method = type.methods[name]?.first(where: { $0.signature.parameterClause.parameters.isEmpty }) {
                return (type, method)
            }
        }
        return nil
    }

    /// Whether one of its manual layout methods (``manualLayoutMethodNames(ofViewController:)``) sets a frame.
    var setsFramesByHand: Bool {
        Self.manualLayoutMethodNames(ofViewController: isViewController).contains { name in
            methods[name]?.contains { $0.body?.description.contains(".frame") == true } == true
        }
    }

    /// Whether the type's stored properties, initializers or methods name `typeName`.
    func mentions(_ typeName: String) -> Bool {
        func names(_ syntax: some SyntaxProtocol) -> Bool {
            syntax.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(typeName) }
        }
        return storedProperties.contains { names($0.binding) } || initializers.contains { names($0) }
            || methods.values.joined().contains { names($0) }
    }
}

/// One stored property of a pasted type: the declaration it comes from and its binding.
struct StoredProperty: Sendable {
    var name: String
    var binding: PatternBindingSyntax
    var isConstant: Bool
    /// `lazy var`: its initial value is computed when it is first read, after the initializer has run.
    var isLazy = false

    /// Whether only its file can set it (`private`, `fileprivate`), not the app's other code.
    var isPrivate: Bool { modifiers.contains("private") || modifiers.contains("fileprivate") }

    /// The modifiers of its declaration (`private`, `static`…).
    var modifiers: [String] {
        binding.parent?.parent?.as(VariableDeclSyntax.self)?.modifiers.map(\.name.text) ?? []
    }
}

/// A layoutSpecBlock as it last ran: the top-level variables its code names, with the values they had then, and the
/// elements that run made.
struct KeptLayoutSpecBlock: Sendable {
    var block: ScriptValue
    var syntax: ExprSyntax
    var reads: [String: ScriptValue?]
    /// The stored properties of the pasted class whose node the block lays out, as they were when it ran: a block
    /// set in the class's init reads them through `self`.
    var ownerFields: [String: ScriptValue]
    var made: Range<Int>
}

/// The state of a node that is an instance of a pasted class.
struct Instance: Sendable {
    var typeName: String
    var fields: [String: Variable] = [:]
    /// The `lazy` stored properties not read or assigned yet, each with the class that declares it.
    var pendingLazy: [String: String] = [:]
    /// The `lazy` stored properties a layout layoutrepl ran made nil (`lazy var separator = hasSeparator ? … : nil`),
    /// each with the class that declares it: the app lays a cell out once it is configured, so the next layout after
    /// the code changes the node makes them again.
    var lazyMadeNilByLayout: [String: String] = [:]
    /// The elements its last `layoutSpecThatFits` made (their indices), nil before it has run: the spec they form is
    /// replaced when the node is laid out again (see `relayOutTouchedInstances`).
    var laidOut: Range<Int>?
    /// The range its last `layoutSpecThatFits` was given, when that method reads it (see
    /// `Evaluator.layOutInstancesInOfferedRanges`).
    var laidOutIn: SizeRange?
    /// Made in another node's init, its `layoutSpecThatFits` stopped with an error, as it reads what the code sets
    /// after the init: it is drawn without its spec, and laid out again whenever the code changes it.
    var awaitsLayout = false
    /// For a node layoutrepl made in place of an unset optional (`var next: ListNode?`): its class and those of the
    /// stand-ins it was made for. It gets no stand-in of these classes, so stand-ins do not nest one more level at
    /// each layout (a class whose optional is of its own class would otherwise grow a chain of them).
    var standInClasses: Set<String> = []
}

/// A value of a pasted struct (or of a pasted class that is not a node): its type and stored properties.
public struct Record: Hashable, Sendable {
    public var typeName: String
    public var fields: [String: ScriptValue]
    /// The object an instance of a pasted class is, in ``Program/objects``; nil for a struct's or enum's value.
    var objectID: Int? = nil
}

/// A closure value: its syntax, the scopes it captured and the `self` it was written in.
public struct Closure: Hashable, Sendable {
    let syntax: ClosureExprSyntax
    let captured: [Scope]
    let selfElement: ElementID?
    /// The plain class or struct instance whose method made it (`self.size` in a layoutSpecBlock a builder object
    /// sets), as it was then.
    var selfRecord: Record? = nil
    /// The type whose static method made it (`Factory.makeBox()`'s closure calls `apply(…)`, Factory's static).
    var selfType: String? = nil
    /// Where a function reference that this closure stands for is written (`map(TagNode.init)`); its syntax was made
    /// by layoutrepl and is not in the source, so an error in it is reported there.
    var reference: SourcePlace? = nil
    /// Passed to a parameter marked with a result builder (`@ChildrenBuilder _ content: () -> [ASLayoutElement]`):
    /// called, it gives the nodes and specs its lines make, as a builder of layout elements collects them.
    var buildsElements = false
    /// The parameter types of the function type it was declared with (`let scale: (CGFloat) -> CGFloat = { … }`),
    /// which type the arguments it is called with (`scale(2)` passes a CGFloat); empty where none was written.
    var parameterTypes: [ValueType?] = []
    /// Which of those parameter types are optional (`(String?) -> String`): their `map` is Optional's.
    var optionalParameters: [Bool] = []
}

/// One step of arithmetic on an unknown app number with an `Int`: the unknown (`base`) on the left or the right.
struct UnknownArithmetic: Sendable {
    let base: String
    let symbol: String
    let operand: Int
    let unknownOnLeft: Bool
}

/// One associated value of an enum case: `progress: Float` of `case downloading(progress: Float)`.
struct AssociatedValue: Sendable {
    let label: String?
    let type: TypeSyntax
}

extension Program {
    /// `precedencegroup CompositionPrecedence { higherThan: AdditionPrecedence; associativity: right }`: a level just
    /// above (or below) the group it names, as Swift orders it against that one.
    mutating func declare(_ group: PrecedenceGroupDeclSyntax) {
        var precedence = OperatorPrecedence.default
        for attribute in group.groupAttributes {
            switch attribute {
            case .precedenceGroupRelation(let relation):
                guard let named = relation.precedenceGroups.first?.name.text,
                      let other = precedenceGroups[named] ?? OperatorPrecedence.groups[named] else { continue }
                let higher = relation.higherThanOrLowerThanLabel.text == "higherThan"
                precedence.level = other.level + (higher ? 3 : -3)
            case .precedenceGroupAssociativity(let associativity):
                precedence.rightAssociative = associativity.value.text == "right"
            default:
                continue
            }
        }
        precedenceGroups[group.name.text] = precedence
    }

    /// `infix operator ~~ : CompositionPrecedence`; one without a group binds as Swift's DefaultPrecedence.
    mutating func declare(_ declaration: OperatorDeclSyntax) {
        guard declaration.fixitySpecifier.tokenKind == .keyword(.infix) else { return }
        let group = declaration.operatorPrecedenceAndTypes?.precedenceGroup.text
        operators[declaration.name.text] = group.flatMap { precedenceGroups[$0] ?? OperatorPrecedence.groups[$0] }
            ?? .default
    }
}

extension Program {
    /// Whether the code (not the standard library) has declared a type of this name.
    func declares(_ typeName: String) -> Bool {
        types[typeName].map { !$0.isStandardLibrary } ?? false
    }

    /// The standard library's generic enums that app code switches over (`Result<Post, Error>`), held as pasted ones
    /// are: a file that declares its own type of the name replaces it.
    static let standardLibraryTypes: [String: UserType] = {
        var result = UserType(name: "Result", kind: .enumeration)
        result.isStandardLibrary = true
        result.cases = ["success", "failure"]
        for (name, payload) in [("success", "Success"), ("failure", "Failure")] {
            result.associatedValues[name] = [AssociatedValue(label: nil,
                                                             type: TypeSyntax(IdentifierTypeSyntax(name: .identifier(payload))))]
        }
        return ["Result": result]
    }()
}
