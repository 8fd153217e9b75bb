extension ScriptAPI {
    /// Foundation's `UserDefaults`, read as on a fresh install: nothing is stored until the pasted code sets it, so a
    /// setting's `bool(forKey:)` is false, `integer(forKey:)` 0 and `object(forKey:)` nil, as a first launch shows.
    /// Values set (`set(_:forKey:)`, `register(defaults:)`) are kept on the value the code holds.
    static let userDefaultsTypes: [TypeInfo] = [
        TypeInfo("UserDefaults", isReference: true,
                 doc: "The app's settings, as on a fresh install: empty until the code sets a value.",
                 initializers: [
                    initializer("UserDefaults", [], "Settings with nothing stored.") { _ in emptyDefaults },
                    Callable("UserDefaults", nil, [Parameter("suiteName", .any)],
                             doc: "A shared suite's settings, with nothing stored.") { _ in .value(emptyDefaults) },
                 ],
                 staticValues: [StaticValue(name: "standard", value: emptyDefaults,
                                            doc: "The app's settings, with nothing stored.")],
                 valueMethods: [
                    method("UserDefaults", "set", [Parameter(nil, .any), Parameter("forKey", .string)],
                           "Stores the value under the key (nil removes it).", mutating: true) { arguments in
                        stored(in: arguments.receiver) { values in values[arguments.string(1)] = arguments[0] }
                    },
                    method("UserDefaults", "removeObject", [Parameter("forKey", .string)], "Removes the key's value.",
                           mutating: true) { arguments in
                        stored(in: arguments.receiver) { values in values[arguments.string(0)] = nil }
                    },
                    method("UserDefaults", "register", [Parameter("defaults", .any)],
                           "Values for keys that have none.", mutating: true) { arguments in
                        stored(in: arguments.receiver) { values in
                            guard case .array(let pairs) = arguments[0] else { return }
                            for case .array(let pair) in pairs where pair.count == 2 {
                                if case .string(let key) = pair[0], values[key] == nil { values[key] = pair[1] }
                            }
                        }
                    },
                    method("UserDefaults", "synchronize", [], "True: there is nothing to write.") { _ in .bool(true) },
                 ] + readers),
    ]

    private static let emptyDefaults = ScriptValue.object(type: "UserDefaults", fields: [:])

    /// The readers by what they give a key with nothing stored: nil for objects, false, 0 and 0.0 for the scalars.
    private static let readers: [Callable] = [
        ("object", ScriptValue.null, "nil"), ("string", .null, "nil"), ("array", .null, "nil"),
        ("dictionary", .null, "nil"), ("data", .null, "nil"), ("url", .null, "nil"), ("stringArray", .null, "nil"),
        ("value", .null, "nil"), ("bool", .bool(false), "false"), ("integer", .int(0), "0"), ("double", .number(0), "0.0"),
        ("float", .number(0), "0.0"),
    ].map { name, absent, shown in
        method("UserDefaults", name, [Parameter("forKey", .string)],
               "The key's value, \(shown) when nothing is stored.") { arguments in
            guard case .object(_, let values) = arguments.receiver, let value = values[arguments.string(0)],
                  value != .null else { return absent }
            return value
        }
    }

    /// The settings with `change` made to what they store.
    private static func stored(in defaults: ScriptValue, _ change: (inout [String: ScriptValue]) -> Void) -> ScriptValue {
        guard case .object(let type, var values) = defaults else { return defaults }
        change(&values)
        return .object(type: type, fields: values)
    }
}
