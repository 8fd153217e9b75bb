import SwiftSyntax

/// Instances of pasted classes that are not nodes (a view model, a builder, a cache) are references, as in Swift:
/// `let copy = model; copy.title = "a"` changes `model` too. A ``Record`` of a class carries its object's number,
/// and its stored properties live in ``Program/objects``, read and written through these helpers; a struct's
/// record is a value and keeps its own fields.
extension Evaluator {
    /// The most objects a session holds, so that code making them in a loop ends in an error, not in memory.
    static let maximumObjects = 50_000

    /// Gives a new instance of a pasted class its object, holding the fields it starts with and its `lazy`
    /// properties still to make (each with the class that declares it).
    mutating func makeObject(_ record: inout Record, lazy: [String: String], at node: some SyntaxProtocol)
        throws(ScriptError)
    {
        let id = session.program.objects.count
        guard id < Self.maximumObjects else {
            throw ScriptError("the session holds \(Self.maximumObjects) instances of pasted classes; layoutrepl makes no "
                + "more", at: node)
        }
        record.objectID = id
        session.program.objects[id] = record.fields
        if !lazy.isEmpty { session.program.pendingObjectLazy[id] = lazy }
    }

    /// The object with its `lazy` property `name` made, when this is its first read: its initial value runs with
    /// the object as `self`, as it is now (`lazy var upper = { self.title.uppercased() }()` sees the title set
    /// after the init).
    mutating func resolvingLazyField(_ name: String, of record: Record) throws(ScriptError) -> Record {
        guard let id = record.objectID, let owner = session.program.pendingObjectLazy[id]?[name],
              let property = session.program.types[owner]?.storedProperties.first(where: { $0.name == name }),
              let initializer = property.binding.initializer else { return record }
        session.program.pendingObjectLazy[id]?[name] = nil
        lazyFieldsBeingMade.insert(LazyField(object: id, name: name))
        defer { lazyFieldsBeingMade.remove(LazyField(object: id, name: name)) }
        let saved = selfContext
        selfContext = SelfContext(typeName: record.typeName, value: .record(current(record)))
        defer { selfContext = saved }
        let declared = property.binding.typeAnnotation?.type
        let value = try evaluateInitializer(initializer.value, declaredAs: declared,
                                            expecting: try annotatedType(declared))
        if case .element(let element) = value { session.adoptName(name, for: element) }
        var made = current(record)
        made.fields[name] = value
        persist(made)
        return made
    }

    /// A `lazy` property of an object whose initial value is running.
    struct LazyField: Hashable {
        var object: Int
        var name: String
    }

    /// A read of a `lazy` property while its own initial value runs (`lazy var total: Int = self.total + 1`, or two
    /// that read each other): Swift runs the initializer again, without end, until the app stops.
    func checkNotBeingMade(_ name: String, of record: Record, at node: some SyntaxProtocol) throws(ScriptError) {
        guard let id = record.objectID, lazyFieldsBeingMade.contains(LazyField(object: id, name: name)) else { return }
        throw ScriptError("the lazy var '\(name)' of \(record.typeName) is read while its own initial value runs; Swift "
            + "would run that value again without end (the app stops)", at: node)
    }

    /// A `lazy` property assigned before its first read keeps the value assigned.
    mutating func forgetLazyField(_ name: String, of record: Record) {
        guard let id = record.objectID else { return }
        session.program.pendingObjectLazy[id]?[name] = nil
    }

    /// The record as its object is now: another reference to it may have changed its stored properties.
    func current(_ record: Record) -> Record {
        guard let id = record.objectID, let fields = session.program.objects[id] else { return record }
        var now = record
        now.fields = fields
        return now
    }

    /// `current(_:)` of a value that is an instance of a pasted class; any other value as it is.
    func current(_ value: ScriptValue) -> ScriptValue {
        guard case .record(let record) = value, record.objectID != nil else { return value }
        return .record(current(record))
    }

    /// Keeps a changed instance's stored properties in its object, for every reference to read. A node holding
    /// the object (its view model) is laid out again, as the app's `setNeedsLayout()` after a change makes Texture
    /// call its `layoutSpecThatFits` again.
    mutating func persist(_ record: Record) {
        guard let id = record.objectID, session.program.objects[id] != record.fields else { return }
        session.program.objects[id] = record.fields
        for (element, instance) in session.program.instances
        where instance.fields.values.contains(where: { Self.value($0.value, holdsObject: id) }) {
            noteTouched(element)
        }
    }

    /// Whether the value is the object or holds it in its parts (an array of models, a struct holding it), looking
    /// a few levels down.
    private static func value(_ value: ScriptValue, holdsObject id: Int, depth: Int = 0) -> Bool {
        guard depth < 4 else { return false }
        switch value {
        case .record(let record):
            return record.objectID == id
                || record.fields.values.contains { Self.value($0, holdsObject: id, depth: depth + 1) }
        case .array(let items), .tuple(_, let items):
            return items.contains { Self.value($0, holdsObject: id, depth: depth + 1) }
        default: return false
        }
    }
}
