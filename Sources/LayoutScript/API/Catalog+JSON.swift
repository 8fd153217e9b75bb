import Foundation

extension ScriptAPI {
    /// Foundation's `Data` as sample data is made (`Data(json.utf8)`, `json.data(using: .utf8)`), kept as its text,
    /// and `JSONDecoder`, which decodes a pasted `Codable` type from it (see `Evaluator.decodeJSON`).
    static let jsonTypes: [TypeInfo] = [
        TypeInfo("Data", doc: "Bytes, kept here as the UTF-8 text they were made from.",
                 initializers: [
                    initializer("Data", [], "No bytes.") { _ in data("") },
                    initializer("Data", [Parameter(nil, .any)], "The bytes of a string's UTF-8 view (Data(json.utf8)).") {
                        arguments in
                        guard case .object(_, let fields) = arguments[0], case .string(let text)? = fields["text"] else {
                            return data("")
                        }
                        return data(text)
                    },
                 ],
                 properties: [Property("count", .integer, "0", "How many bytes.")]),
        TypeInfo("JSONDecoder", isReference: true, doc: "Decodes a pasted Codable type from JSON data, as Foundation does.",
                 initializers: [initializer("JSONDecoder", [], "A decoder with Foundation's default strategies.") { _ in
                     .object(type: "JSONDecoder", fields: [
                        "keyDecodingStrategy": .enumCase(type: "JSONDecoder.KeyDecodingStrategy", name: "useDefaultKeys"),
                        "dateDecodingStrategy": .enumCase(type: "JSONDecoder.DateDecodingStrategy", name: "deferredToDate"),
                     ])
                 }],
                 properties: [
                    Property("keyDecodingStrategy", .enumeration("JSONDecoder.KeyDecodingStrategy"), ".useDefaultKeys",
                             "How JSON keys become property names."),
                    Property("dateDecodingStrategy", .enumeration("JSONDecoder.DateDecodingStrategy"), ".deferredToDate",
                             "How a date is written in the JSON."),
                 ]),
    ]

    static let jsonEnumerations: [Enumeration] = [
        Enumeration(name: "JSONDecoder.KeyDecodingStrategy", isOptionSet: false, doc: "How JSON keys become property names.",
                    cases: [
                        EnumCase(name: "useDefaultKeys", doc: "As written (or as the type's CodingKeys say)."),
                        EnumCase(name: "convertFromSnakeCase", doc: "first_name is read as firstName."),
                    ]),
        Enumeration(name: "JSONDecoder.DateDecodingStrategy", isOptionSet: false, doc: "How a date is written in the JSON.",
                    cases: [
                        EnumCase(name: "deferredToDate", doc: "Seconds since 1 January 2001."),
                        EnumCase(name: "secondsSince1970", doc: "Seconds since 1970."),
                        EnumCase(name: "millisecondsSince1970", doc: "Milliseconds since 1970."),
                        EnumCase(name: "iso8601", doc: "An ISO 8601 text: 2024-05-14T08:30:05Z."),
                    ]),
    ]

    /// A `Data` value of a text's UTF-8 bytes.
    static func data(_ text: String) -> ScriptValue {
        .object(type: "Data", fields: ["text": .string(text), "count": .int(text.utf8.count)])
    }

    /// The items of a string's view: UTF-8 or UTF-16 code units as Ints, scalars as one-scalar strings.
    static func stringViewItems(_ fields: [String: ScriptValue]) -> [ScriptValue] {
        guard case .string(let text)? = fields["text"], case .string(let view)? = fields["view"] else { return [] }
        switch view {
        case "utf8": return text.utf8.map { .int(Int($0)) }
        case "utf16": return text.utf16.map { .int(Int($0)) }
        default: return text.unicodeScalars.map { .string(String($0)) }
        }
    }

    /// A string's view of its code units or scalars (`text.utf8`), with their count.
    static func stringView(_ name: String, of text: String) -> ScriptValue? {
        let count: Int
        switch name {
        case "utf8": count = text.utf8.count
        case "utf16": count = text.utf16.count
        case "unicodeScalars": count = text.unicodeScalars.count
        default: return nil
        }
        var fields: [String: ScriptValue] = ["text": .string(text), "count": .int(count), "view": .string(name),
                                             "isEmpty": .bool(text.isEmpty)]
        let items = stringViewItems(fields)
        fields["first"] = items.first ?? .null
        fields["last"] = items.last ?? .null
        return .object(type: "String.View", fields: fields)
    }
}
