import TextureLayout

/// The vocabulary of the interpreter in one declarative table: every type with its initializers, properties and
/// static members, every enumeration with its cases, and the free functions. The evaluator dispatches through it,
/// and the shell uses the same table for Tab completion and `:help`, so what Tab offers is what the evaluator looks
/// up. (The setters behind the names are separate code; a test reads every style property back after setting it.)
public struct ScriptAPI: Sendable {
    public let types: [TypeInfo]
    public let enumerations: [Enumeration]
    public let functions: [Callable]
    /// Global constants such as `ASSizeRangeUnconstrained`.
    public let constants: [StaticValue]
    /// Where each type and enumeration is in its list, by name: the evaluator looks names up for every member
    /// access, and a walk through a hundred and fifty types each time showed in the shell's profile.
    private let typeIndex: [String: Int]
    private let enumerationIndex: [String: Int]

    init(types: [TypeInfo], enumerations: [Enumeration], functions: [Callable], constants: [StaticValue]) {
        self.types = types
        self.enumerations = enumerations
        self.functions = functions
        self.constants = constants
        typeIndex = Dictionary(types.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        enumerationIndex = Dictionary(enumerations.enumerated().map { ($1.name, $0) },
                                      uniquingKeysWith: { first, _ in first })
    }

    /// The catalog of the Texture subset layoutrepl understands.
    public static let shared = ScriptAPI(
        types: elementTypes + nodeClassTypes + valueTypes + geometryTypes + textTypes + imageTypes + displayOnlyTypes
            + asyncDisplayKit1Types + formatterTypes + numberFormatterTypes + durationFormatterTypes + calendarTypes + urlTypes
            + indexPathTypes + userDefaultsTypes + measurementTypes + orderedRangeTypes
            + localeFormatterTypes + jsonTypes,
        enumerations: enumerationTable + nodeEnumerations + textEnumerations + deviceEnumerations
            + asyncDisplayKit1Enumerations + numberEnumerations + formatterEnumerations + durationFormatterEnumerations + calendarEnumerations
            + measurementEnumerations + localeFormatterEnumerations + jsonEnumerations,
        functions: freeFunctions + geometryFunctions + textFunctions + displayOnlyFunctions + asyncDisplayKit1Functions
            + documentationFunctions,
        constants: constants + nodeConstants + geometryConstants + textConstants + displayOnlyConstants
            + asyncDisplayKit1Constants)

    /// A Texture class and its superclasses, most derived first (`ASTextNode`, `ASDisplayNode`, `ASLayoutElement`).
    public func classLineage(of className: String) -> [String] {
        var lineage: [String] = []
        var next: String? = className
        while let name = next, !lineage.contains(name) {
            lineage.append(name)
            next = type(named: name)?.superType
        }
        return lineage
    }

    // MARK: Entries

    public struct TypeInfo: Sendable {
        public let name: String
        /// The class it inherits properties from (`ASDisplayNode` for `ASTextNode`).
        public let superType: String?
        public let doc: String
        public let initializers: [Callable]
        public let properties: [Property]
        /// `CGSize.zero`, `CGFloat.infinity`, `ASStackLayoutSpec.vertical()`…
        public let staticValues: [StaticValue]
        public let staticMethods: [Callable]
        /// Methods called on a node or spec: `button.setTitle(…)`, `node.layoutThatFits(…)`.
        public let methods: [Method]
        /// Instance methods of a value type (`font.withSize(_:)`, `rect.insetBy(dx:dy:)`, `text.append(_:)`).
        public let valueMethods: [Callable]
        /// Instance methods that only change how something is drawn or how it reacts (`addTarget(_:action:…)`):
        /// accepted with any arguments, which are not evaluated, and ignored.
        public let ignoredMethods: [IgnoredMethod]
        /// Whether instances are elements (nodes and specs) rather than values.
        public let isElement: Bool
        /// Set for a class in Swift (`NSMutableParagraphStyle`, `NSMutableAttributedString`): changing a property or
        /// calling a mutating method through a `let` constant is allowed, as it is for a reference.
        public let isReference: Bool
        /// Set for a type that only changes how things are drawn (`UIColor`, `UIView`, a gesture recognizer): every
        /// initializer, static member, property and method of it is accepted and ignored, with one note per session.
        public let displayKind: DisplayKind?

        init(_ name: String, superType: String? = nil, isElement: Bool = false, isReference: Bool = false,
             displayKind: DisplayKind? = nil, doc: String,
             initializers: [Callable] = [], properties: [Property] = [], staticValues: [StaticValue] = [],
             staticMethods: [Callable] = [], methods: [Method] = [], valueMethods: [Callable] = [],
             ignoredMethods: [IgnoredMethod] = []) {
            self.name = name
            self.superType = superType
            self.isElement = isElement
            self.isReference = isReference
            self.displayKind = displayKind
            self.doc = doc
            self.initializers = initializers
            self.properties = properties
            self.staticValues = staticValues
            self.staticMethods = staticMethods
            self.methods = methods
            self.valueMethods = valueMethods
            self.ignoredMethods = ignoredMethods
        }
    }

    public struct Parameter: Sendable {
        /// The argument label; nil for an unlabelled (`_`) parameter.
        public let label: String?
        public let type: ValueType
        /// The value used when the argument is left out; nil when it is required.
        public let defaultValue: ScriptValue?

        init(_ label: String?, _ type: ValueType, default defaultValue: ScriptValue? = nil) {
            self.label = label
            self.type = type
            self.defaultValue = defaultValue
        }
    }

    /// An initializer, static factory or free function.
    public struct Callable: Sendable {
        /// The type it belongs to (nil for a free function).
        public let owner: String?
        /// The method name (nil for an initializer).
        public let name: String?
        public let parameters: [Parameter]
        public let doc: String
        /// An instance method that changes its receiver (`append(_:)`): the build returns the receiver's new value,
        /// which is stored back where the receiver came from, and the call itself is `Void`.
        public let isMutating: Bool
        let build: @Sendable (Arguments) throws(ScriptError) -> Built

        init(_ owner: String?, _ name: String?, _ parameters: [Parameter], doc: String, isMutating: Bool = false,
             build: @escaping @Sendable (Arguments) throws(ScriptError) -> Built) {
            self.owner = owner
            self.name = name
            self.parameters = parameters
            self.doc = doc
            self.isMutating = isMutating
            self.build = build
        }

        /// The same callable with its first argument unlabelled, as Swift 2 called it (`systemFontOfSize(14)`).
        var withUnlabelledFirstParameter: Callable {
            var parameters = self.parameters
            if let first = parameters.first {
                parameters[0] = Parameter(nil, first.type, default: first.defaultValue)
            }
            return Callable(owner, name, parameters, doc: doc, isMutating: isMutating, build: build)
        }

        /// How Swift names it: `ASInsetLayoutSpec(insets:child:)`, `UIFont.systemFont(ofSize:)`, `min(_:_:)`.
        public var signature: String {
            let labels = parameters.map { "\($0.label ?? "_"):" }.joined()
            switch (owner, name) {
            case (let owner?, let name?): return "\(owner).\(name)(\(labels))"
            case (let owner?, nil): return "\(owner)(\(labels))"
            case (nil, let name?): return "\(name)(\(labels))"
            case (nil, nil): return "(\(labels))"
            }
        }
    }

    /// A method of a node, run on the session: it may read the layout or change the node and its subnodes.
    public struct Method: Sendable {
        public let owner: String
        public let name: String
        public let parameters: [Parameter]
        public let doc: String
        let perform: @Sendable (ElementID, Arguments, inout ScriptSession) throws(ScriptError) -> ScriptValue

        init(_ owner: String, _ name: String, _ parameters: [Parameter], doc: String,
             perform: @escaping @Sendable (ElementID, Arguments, inout ScriptSession) throws(ScriptError) -> ScriptValue) {
            self.owner = owner
            self.name = name
            self.parameters = parameters
            self.doc = doc
            self.perform = perform
        }

        /// `ASButtonNode.setTitle(_:with:with:for:)`.
        public var signature: String { "\(owner).\(name)(\(parameters.map { "\($0.label ?? "_"):" }.joined()))" }

        /// The method as a call on `receiver`, so that the evaluator matches and converts its arguments like any call.
        func bound(to receiver: ElementID) -> Callable {
            Callable(owner, name, parameters, doc: doc) { [perform] arguments throws(ScriptError) in
                .sessionChange { session throws(ScriptError) in try perform(receiver, arguments, &session) }
            }
        }
    }

    public struct Property: Sendable {
        public let name: String
        public let type: ValueType
        /// Texture's default, as Swift source would write it.
        public let defaultValue: String
        public let doc: String
        public let access: Access
        /// What a `.visualOnly` property changes, for the once-per-session note of what was ignored.
        public let displayKind: DisplayKind?

        public enum Access: Sendable {
            case readWrite
            /// Texture has no getter (`minSize`, `maxSize`).
            case writeOnly
            /// A property that only changes how a node is drawn: accepted and ignored, with a note.
            case visualOnly
            /// A property that changes Texture's layout in a way layoutrepl cannot follow (its value is a shape or an
            /// object it does not have): accepted, with a note saying what the layout assumes instead.
            case notModelled
        }

        init(_ name: String, _ type: ValueType, _ defaultValue: String, _ doc: String, access: Access = .readWrite,
             displayKind: DisplayKind? = nil) {
            self.name = name
            self.type = type
            self.defaultValue = defaultValue
            self.doc = doc
            self.access = access
            self.displayKind = displayKind
        }
    }

    public struct StaticValue: Sendable {
        public let name: String
        public let doc: String
        private let resolve: @Sendable (ScriptEnvironment) -> ScriptValue

        init(name: String, value: ScriptValue, doc: String) {
            self.name = name
            self.doc = doc
            self.resolve = { _ in value }
        }

        /// A value that depends on where the session lays out (`UIScreen.main`: the container and the scale).
        init(name: String, doc: String, resolve: @escaping @Sendable (ScriptEnvironment) -> ScriptValue) {
            self.name = name
            self.doc = doc
            self.resolve = resolve
        }

        /// The value in a session's environment.
        public func value(in environment: ScriptEnvironment) -> ScriptValue { resolve(environment) }
    }

    /// An instance method accepted and ignored: see ``TypeInfo/ignoredMethods``.
    public struct IgnoredMethod: Sendable {
        public let name: String
        /// How Swift names it, e.g. `addTarget(_:action:forControlEvents:)`.
        public let signature: String
        public let displayKind: DisplayKind
    }

    public struct Enumeration: Sendable {
        public let name: String
        public let isOptionSet: Bool
        public let doc: String
        public let cases: [EnumCase]
    }

    public struct EnumCase: Sendable {
        public let name: String
        public let doc: String
    }

    // MARK: Queries for the evaluator, completion and help

    /// Every type and enumeration name, sorted.
    public var typeNames: [String] {
        (types.map(\.name) + enumerations.map(\.name)).sorted()
    }

    public func type(named name: String) -> TypeInfo? {
        typeIndex[name].map { types[$0] }
    }

    public func enumeration(named name: String) -> Enumeration? {
        enumerationIndex[name].map { enumerations[$0] }
    }

    /// The type followed by its ancestors, nearest first.
    func lineage(of typeName: String) -> [TypeInfo] {
        var chain: [TypeInfo] = []
        var next: String? = typeName
        while let name = next, let info = type(named: name), chain.count < 8 {
            chain.append(info)
            next = info.superType
        }
        return chain
    }

    /// Every property of a type, inherited ones included (its own first); a property a subclass redeclares is
    /// listed once, as the subclass declares it.
    public func members(ofType typeName: String) -> [Property] {
        var seen: Set<String> = []
        return lineage(of: typeName).flatMap(\.properties).filter { seen.insert($0.name).inserted }
    }

    /// The property as the most derived class declares it; a walk up the classes, without building the member list.
    public func property(_ name: String, ofType typeName: String) -> Property? {
        for info in lineage(of: typeName) {
            if let property = info.properties.first(where: { $0.name == name }) { return property }
        }
        return nil
    }

    public func initializers(ofType typeName: String) -> [Callable] {
        type(named: typeName)?.initializers ?? []
    }

    public func staticMethods(ofType typeName: String) -> [Callable] {
        lineage(of: typeName).flatMap(\.staticMethods)
    }

    /// Every method of a type, inherited ones included (its own first).
    public func methods(ofType typeName: String) -> [Method] {
        lineage(of: typeName).flatMap(\.methods)
    }

    /// The methods called `name` on an element of `typeName`, bound to the element; nil when it has none.
    func methods(named name: String, on receiver: ElementID, ofType typeName: String) -> [Callable]? {
        let matching = methods(ofType: typeName).filter { $0.name == name }
        return matching.isEmpty ? nil : matching.map { $0.bound(to: receiver) }
    }

    public func staticValues(ofType typeName: String) -> [StaticValue] {
        type(named: typeName)?.staticValues ?? []
    }

    /// The instance methods of a value type, inherited ones included (its own first).
    public func valueMethods(ofType typeName: String) -> [Callable] {
        lineage(of: typeName).flatMap(\.valueMethods)
    }

    /// The ignored instance methods of a type, inherited ones included.
    public func ignoredMethods(ofType typeName: String) -> [IgnoredMethod] {
        lineage(of: typeName).flatMap(\.ignoredMethods)
    }

    /// Whether `typeName` is `ancestor` or inherits from it (`NSMutableParagraphStyle` is an `NSParagraphStyle`).
    public func isType(_ typeName: String, a ancestor: String) -> Bool {
        lineage(of: typeName).contains { $0.name == ancestor }
    }

    /// The display kind of a type, inherited (`UITapGestureRecognizer` from `UIGestureRecognizer`).
    public func displayKind(ofType typeName: String) -> DisplayKind? {
        lineage(of: typeName).lazy.compactMap(\.displayKind).first
    }

    /// The cases of an enumeration or option set, e.g. `cases(ofEnum: "ASStackLayoutJustifyContent")`.
    public func cases(ofEnum name: String) -> [EnumCase] {
        enumeration(named: name)?.cases ?? []
    }

    /// The enumeration (or option set) a property of that name takes on any type, so that after
    /// `stack.justifyContent = .` completion can list the cases while the receiver's type is still being typed.
    public func enumName(ofPropertyNamed name: String) -> String? {
        for info in types {
            if let property = info.properties.first(where: { $0.name == name }),
               let enumName = property.type.enumerationName {
                return enumName
            }
        }
        return nil
    }

    /// The documentation of a dotted name: `ASStackLayoutSpec`, `ASStackLayoutSpec.justifyContent`,
    /// `ASStackLayoutJustifyContent.center`, `ASDimensionMake`, `CGSize.zero`.
    public func doc(for dottedName: String) -> String? {
        let parts = dottedName.split(separator: ".", maxSplits: 1).map(String.init)
        guard let head = parts.first else { return nil }
        if parts.count == 1 {
            if let info = type(named: head) { return info.doc }
            if let info = enumeration(named: head) { return info.doc }
            let matching = functions.filter { $0.name == head }
            return matching.isEmpty ? nil : matching.map { "\($0.signature): \($0.doc)" }.joined(separator: "\n")
        }
        let member = parts[1]
        if let property = property(member, ofType: head) {
            return "\(head).\(member): \(property.type) = \(property.defaultValue). \(property.doc)"
        }
        if let enumCase = cases(ofEnum: head).first(where: { $0.name == member }) { return enumCase.doc }
        if let value = staticValues(ofType: head).first(where: { $0.name == member }) { return value.doc }
        let instanceMethods = methods(ofType: head).filter { $0.name == member }
        if !instanceMethods.isEmpty {
            return instanceMethods.map { "\($0.signature): \($0.doc)" }.joined(separator: "\n")
        }
        let methods = (staticMethods(ofType: head) + valueMethods(ofType: head)).filter { $0.name == member }
        if let ignored = ignoredMethods(ofType: head).first(where: { $0.name == member }) {
            return "\(head).\(ignored.signature): accepted and ignored (\(ignored.displayKind.rawValue) do not change layout)."
        }
        return methods.isEmpty ? nil : methods.map { "\($0.signature): \($0.doc)" }.joined(separator: "\n")
    }

    /// Names a completion after `prefix` could offer: types, enumerations and free functions.
    public var globalNames: [String] {
        Array(Set(typeNames + functions.compactMap(\.name) + constants.map(\.name))).sorted()
    }
}

/// What an initializer or function produces: a plain value, or a new element the session adds to its tree.
enum Built: Sendable {
    case value(ScriptValue)
    case element(className: String, namePrefix: String, kind: Element.Kind, style: Style = Style())
    /// A node method's effect on the session, and the value it returns.
    case sessionChange(@Sendable (inout ScriptSession) throws(ScriptError) -> ScriptValue)
}

/// The arguments of a call, converted to the parameter types and completed with defaults, in parameter order.
struct Arguments: Sendable {
    let values: [ScriptValue]
    /// `self` of an instance method (`.void` for initializers and functions).
    var receiver: ScriptValue = .void
    /// Where the session lays out: the container, the screen scale, the image sizes it knows.
    var environment = ScriptEnvironment()

    subscript(index: Int) -> ScriptValue { values.indices.contains(index) ? values[index] : .void }

    /// A CGFloat argument, or an Int one (an `Int` parameter such as NSRange's) as a Double.
    func number(_ index: Int) -> Double {
        switch self[index] {
        case .number(let value): return value
        case .int(let value): return Double(value)
        default: return 0
        }
    }

    func string(_ index: Int) -> String {
        if case .string(let value) = self[index] { return value }
        return ""
    }

    func element(_ index: Int) -> ElementID? { self[index].elementID }

    func elements(_ index: Int) -> [ElementID] {
        guard case .array = self[index] else { return [] }
        return self[index].elementIDs
    }

    func size(_ index: Int) -> Size {
        if case .size(let value) = self[index] { return value }
        return .zero
    }

    func point(_ index: Int) -> Point {
        if case .point(let value) = self[index] { return value }
        return .zero
    }

    func rect(_ index: Int) -> Rect {
        if case .rect(let value) = self[index] { return value }
        return Rect(x: 0, y: 0, width: 0, height: 0)
    }

    /// The receiver of a `CGRect` method.
    var receiverRect: Rect {
        if case .rect(let value) = receiver { return value }
        return Rect(x: 0, y: 0, width: 0, height: 0)
    }

    func insets(_ index: Int) -> EdgeInsets {
        if case .insets(let value) = self[index] { return value }
        return .zero
    }

    func dimension(_ index: Int) -> Dimension {
        if case .dimension(let value) = self[index] { return value }
        return .auto
    }

    func enumValue<E: RawRepresentable & CaseIterable>(_ index: Int, default fallback: E) -> E
    where E.RawValue == String {
        engineEnum(self[index]) ?? fallback
    }

    func optionNames(_ index: Int) -> [String] { self[index].optionNames }
}

/// The engine enum a catalog case stands for: the catalog spells cases exactly as the engine's raw values.
func engineEnum<E: RawRepresentable & CaseIterable>(_ value: ScriptValue) -> E? where E.RawValue == String {
    guard case .enumCase(_, let name) = value else { return nil }
    return E(rawValue: name)
}
