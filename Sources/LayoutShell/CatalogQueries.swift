import LayoutRender
import LayoutScript

/// The questions completion and `:help` ask of the interpreter's API catalog, the one table that also drives
/// evaluation, so Tab never offers what the interpreter would reject.
extension ScriptAPI {
    var functionNames: [String] { functions.compactMap(\.name) + constants.map(\.name) }

    /// `Type.` completes static values and factories (`ASStackLayoutSpec.vertical`, `CGSize.zero`) and cases.
    func staticMemberNames(ofType name: String) -> [String] {
        staticValues(ofType: name).map(\.name) + staticMethods(ofType: name).compactMap(\.name)
            + cases(ofEnum: name).map(\.name)
    }

    /// `name.` completes properties, node methods, value methods and ignored methods.
    func memberNames(ofType name: String) -> [String] {
        members(ofType: name).map(\.name) + methods(ofType: name).map(\.name)
            + valueMethods(ofType: name).compactMap(\.name) + ignoredMethods(ofType: name).map(\.name)
    }

    /// The type name a property holds (`style` → `ASLayoutElementStyle`), to follow `a.style.` chains.
    func memberTypeName(_ member: String, ofType name: String) -> String? {
        property(member, ofType: name)?.type.description
    }

    func initializerLabels(ofType name: String) -> [String] {
        initializers(ofType: name).flatMap { $0.parameters.compactMap(\.label) }
    }

    /// The enumeration a labelled initializer argument takes (`direction:` → `ASStackLayoutDirection`).
    func enumName(ofParameter label: String, inInitializersOf typeName: String) -> String? {
        for initializer in initializers(ofType: typeName) {
            for parameter in initializer.parameters where parameter.label == label {
                if let name = parameter.type.enumerationName { return name }
            }
        }
        return nil
    }

    var allCaseNames: [String] { enumerations.flatMap { $0.cases.map(\.name) } }

    /// Every name `:help` knows: types, `Type.member`, enumeration cases and functions.
    var helpTopics: [String] {
        var topics = typeNames + functionNames + ["style"]
        for info in types {
            topics += info.properties.flatMap { ["\(info.name).\($0.name)", $0.name] }
            topics += info.methods.map { "\(info.name).\($0.name)" }
            topics += (info.staticMethods + info.valueMethods).compactMap { $0.name.map { "\(info.name).\($0)" } }
            topics += info.staticValues.map { "\(info.name).\($0.name)" }
        }
        for enumeration in enumerations {
            topics += enumeration.cases.flatMap { ["\(enumeration.name).\($0.name)", ".\($0.name)"] }
        }
        return topics
    }

    /// Help on a topic: a dotted name, a bare property name (`justifyContent`), a bare case (`.spaceBetween`),
    /// or `style`.
    func help(topic: String) -> String? {
        if topic == "style" { return typeHelp("ASLayoutElementStyle") }
        if type(named: topic) != nil || enumeration(named: topic) != nil { return typeHelp(topic) }
        if let text = doc(for: topic) { return titled(topic, text) }
        if topic.hasPrefix(".") {
            let name = String(topic.dropFirst())
            let matches = enumerations.filter { $0.cases.contains { $0.name == name } }
            guard !matches.isEmpty else { return nil }
            return matches.compactMap { enumeration in
                doc(for: "\(enumeration.name).\(name)").map { titled("\(enumeration.name).\(name)", $0) }
            }.joined(separator: "\n")
        }
        let owners = types.filter { info in info.properties.contains { $0.name == topic } }
        guard !owners.isEmpty else { return nil }
        return owners.compactMap { info in
            doc(for: "\(info.name).\(topic)").map { titled("\(info.name).\(topic)", $0) }
        }.joined(separator: "\n")
    }

    /// The display-only properties and methods of a type, one line per kind: `  colours: backgroundColor, tintColor`.
    private func ignoredNames(ofType name: String) -> [String] {
        let properties = members(ofType: name).compactMap { property in
            property.displayKind.map { ($0, property.name) }
        }
        let methods = ignoredMethods(ofType: name).map { ($0.displayKind, $0.signature) }
        let byKind = Dictionary(grouping: properties + methods, by: \.0)
        return byKind.keys.sorted().map { kind in
            "  \(kind.rawValue): " + (byKind[kind] ?? []).map(\.1).joined(separator: ", ")
        }
    }

    /// A doc under its name, unless the doc already starts with it (property docs do).
    private func titled(_ name: String, _ text: String) -> String {
        text.hasPrefix(name) ? text : name + "\n  " + text
    }

    /// A type's doc, then its initializers, properties (with defaults) or cases.
    private func typeHelp(_ name: String) -> String {
        var lines = [name]
        if let info = type(named: name) {
            lines.append("  " + info.doc)
            if !info.initializers.isEmpty {
                lines.append("Initializers:")
                lines += info.initializers.map { "  \($0.signature)" }
            }
            let statics = staticValues(ofType: name)
            if !statics.isEmpty {
                lines.append("Static values:")
                lines += statics.map { "  \(name).\($0.name): \($0.doc)" }
            }
            let factories = staticMethods(ofType: name)
            if !factories.isEmpty {
                lines.append("Static methods:")
                lines += factories.map { "  \($0.signature): \($0.doc)" }
            }
            let instanceMethods = valueMethods(ofType: name)
            if !instanceMethods.isEmpty {
                lines.append("Methods:")
                lines += instanceMethods.map { "  \($0.signature.dropFirst($0.owner.map { $0.count + 1 } ?? 0)): \($0.doc)" }
            }
            let properties = members(ofType: name).filter { $0.displayKind == nil }
            let ignored = ignoredNames(ofType: name)
            if !ignored.isEmpty {
                lines.append("Accepted and ignored, as layout does not read them:")
                lines += ignored
            }
            if !properties.isEmpty {
                lines.append("Properties (default):")
                let width = properties.map(\.name.count).max() ?? 0
                lines += properties.map { property in
                    // A part a node makes for itself (a button's `titleNode`) is of the class its default makes.
                    let isPart = property.type == .element && property.defaultValue.hasSuffix("()")
                    let type = isPart ? String(property.defaultValue.dropLast(2)) : "\(property.type)"
                    return "  \(padded(property.name, to: width))  \(type) = \(property.defaultValue)"
                }
                lines.append("(:help \(name).PROPERTY explains one)")
            }
            // Overloads that differ only in their parameters' types (setTitle's String and nil fonts) are one entry.
            var seen: Set<String> = []
            let methods = methods(ofType: name).map(\.signature).filter { seen.insert($0).inserted }
            if !methods.isEmpty {
                lines.append("Methods:")
                lines += methods.map { "  \($0)" }
            }
        } else if let enumeration = enumeration(named: name) {
            lines.append("  " + enumeration.doc)
            lines += enumeration.cases.map { "  .\($0.name): \($0.doc)" }
        }
        return lines.joined(separator: "\n")
    }
}
