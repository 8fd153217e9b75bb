import Foundation
import SwiftParser
import SwiftSyntax

/// `JSONDecoder().decode(Feed.self, from: data)` of a pasted `Codable` type, as apps decode the sample data their
/// screens show: Foundation parses the JSON, and each value becomes the type its stored property declares, as the
/// `init(from:)` Swift synthesizes reads it (its `CodingKeys`' raw values, the decoder's key and date strategies, an
/// optional absent or null as nil). What Swift's decoder would refuse throws a `DecodingError` the code can catch
/// (`try?` gives nil).
extension Evaluator {
    /// How deep decoding may nest (a JSON array of arrays…), as values nest at most this deep anyway.
    static let maximumDecodingDepth = 200

    /// The decoded value; nil when the call is not `decode(_:from:)` of a type written `T.self`.
    mutating func decodeJSON(_ call: FunctionCallExprSyntax, decoder: [String: ScriptValue]) throws(ScriptError)
        -> ScriptValue? {
        let arguments = Array(call.arguments)
        guard arguments.count == 2, arguments[0].label == nil, arguments[1].label?.text == "from" else { return nil }
        let typeText = arguments[0].expression.trimmedText
        guard typeText.hasSuffix(".self") else { return nil }
        let written = String(typeText.dropLast(".self".count))
        guard case .object("Data", let fields) = try evaluate(arguments[1].expression),
              case .string(let text)? = fields["text"] else {
            throw ScriptError("decode(_:from:) takes Data, such as Data(json.utf8)", at: arguments[1].expression)
        }
        let json: Any
        do {
            json = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
        } catch {
            throw Self.decodingError("the data is not valid JSON", at: call)
        }
        var options = JSONDecoding(snakeCase: false, dates: "deferredToDate")
        if case .enumCase(_, let name)? = decoder["keyDecodingStrategy"] { options.snakeCase = name == "convertFromSnakeCase" }
        if case .enumCase(_, let name)? = decoder["dateDecodingStrategy"] { options.dates = name }
        return try decoded(json, as: written, path: [], options: options, at: call)
    }

    struct JSONDecoding {
        var snakeCase: Bool
        var dates: String
    }

    /// A `DecodingError` thrown where the code's `try` can handle it.
    static func decodingError(_ reason: String, at node: some SyntaxProtocol) -> ScriptError {
        var error = ScriptError("JSONDecoder could not decode: \(reason)", at: node)
        error.thrown = .object(type: "DecodingError", fields: ["localizedDescription": .string(
            "The data couldn’t be read because it isn’t in the correct format.")])
        return error
    }

    private mutating func decoded(_ json: Any, as written: String, path: [String], options: JSONDecoding,
                                  at call: FunctionCallExprSyntax) throws(ScriptError) -> ScriptValue {
        guard path.count < Self.maximumDecodingDepth else {
            throw ScriptError("the JSON nests more than \(Self.maximumDecodingDepth) levels deep", at: call)
        }
        let place = path.isEmpty ? "the top level" : path.joined(separator: ".")
        let type = written.trimmingCharacters(in: .whitespaces)
        func mismatch(_ expected: String) -> ScriptError {
            Self.decodingError("expected \(expected) at \(place), found \(Self.jsonKind(json))", at: call)
        }
        if type.hasSuffix("?") {
            if json is NSNull { return .null }
            return try decoded(json, as: String(type.dropLast()), path: path, options: options, at: call)
        }
        if json is NSNull { throw Self.decodingError("\(type) at \(place) is null", at: call) }
        switch type {
        case "String":
            guard let text = json as? String else { throw mismatch("a string") }
            return .string(text)
        case "Bool":
            guard Self.isJSONBool(json), let number = json as? NSNumber else { throw mismatch("a Bool") }
            return .bool(number.boolValue)
        case _ where Self.integerTypeNames.contains(type):
            guard let number = json as? NSNumber, !Self.isJSONBool(number),
                  let whole = Int(exactly: number.doubleValue) else { throw mismatch("a whole number") }
            return .int(whole)
        case _ where Self.floatingTypeNames.contains(type):
            guard let number = json as? NSNumber, !Self.isJSONBool(number) else {
                throw mismatch("a number")
            }
            return .number(number.doubleValue)
        case "URL":
            guard let text = json as? String, let url = URL(string: text) else { throw mismatch("a URL") }
            return ScriptAPI.url(url)
        case "Date":
            return try decodedDate(json, options: options, mismatch: mismatch)
        case "UUID":
            // An identifier, which layout only shows: its text, as Swift prints a UUID.
            guard let text = json as? String, let uuid = UUID(uuidString: text) else { throw mismatch("a UUID") }
            return .unknown(uuid.uuidString)
        case "Decimal":
            guard let number = json as? NSNumber, !Self.isJSONBool(number) else { throw mismatch("a number") }
            return .number(number.doubleValue)
        default:
            break
        }
        if type.hasPrefix("["), type.hasSuffix("]") {
            let inner = String(type.dropFirst().dropLast())
            if let colon = Self.topLevelColon(in: inner) {
                guard let object = json as? [String: Any] else { throw mismatch("a dictionary") }
                let valueType = String(inner[inner.index(after: colon)...])
                var pairs: [ScriptValue] = []
                for key in object.keys.sorted() {
                    guard let value = object[key] else { continue }
                    let decodedValue = try decoded(value, as: valueType, path: path + [key], options: options, at: call)
                    pairs.append(.array([.string(key), decodedValue]))
                }
                return .array(pairs)
            }
            guard let items = json as? [Any] else { throw mismatch("an array") }
            guard items.count <= Self.maximumElements else {
                throw ScriptError("the JSON array has \(items.count) items, past \(Self.maximumElements)", at: call)
            }
            var values: [ScriptValue] = []
            for (index, item) in items.enumerated() {
                values.append(try decoded(item, as: inner, path: path + ["[\(index)]"], options: options, at: call))
            }
            return .array(values)
        }
        let typeName = session.program.pastedTypeName(type)
        guard let userType = session.program.types[typeName], !userType.isStandardLibrary else {
            // A type of the app's that was not pasted, or one layoutrepl does not model: the app's value.
            session.noteStandIn("the app's value", for: "\(type) decoded at \(place)")
            return .unknown(type)
        }
        if userType.kind == .enumeration {
            guard let match = userType.cases.first(where: { Self.sameJSON(userType.rawValues[$0], json) }) else {
                throw Self.decodingError("\(type) has no case for \(Self.jsonKind(json)) at \(place)", at: call)
            }
            return .enumCase(type: typeName, name: match)
        }
        guard let object = json as? [String: Any] else { throw mismatch("an object") }
        let keys = codingKeys(of: typeName)
        var fields: [String: ScriptValue] = [:]
        for property in userType.storedProperties where !property.isLazy {
            let key = keys[property.name] ?? property.name
            let present = object.first { Self.jsonKey($0.key, snakeCase: options.snakeCase) == key }?.value
            // A `let` with an initial value keeps it: Swift does not decode it. A `var` with one is decoded as any
            // other (its key must be there), as the synthesized init(from:) does.
            if let initial = property.binding.initializer, property.isConstant {
                fields[property.name] = try evaluate(initial.value, expecting: try annotatedType(property.binding.typeAnnotation?.type))
                continue
            }
            guard let annotation = property.binding.typeAnnotation?.type.trimmedText else {
                throw ScriptError("\(type).\(property.name) has no written type to decode it as", at: call)
            }
            guard let present else {
                if annotation.hasSuffix("?") { fields[property.name] = .null; continue }
                throw Self.decodingError("no value for key '\(key)' of \(type) at \(place)", at: call)
            }
            fields[property.name] = try decoded(present, as: annotation, path: path + [key], options: options, at: call)
        }
        return .record(Record(typeName: typeName, fields: fields))
    }

    private func decodedDate(_ json: Any, options: JSONDecoding, mismatch: (String) -> ScriptError)
        throws(ScriptError) -> ScriptValue {
        if options.dates == "iso8601" {
            guard let text = json as? String, let date = ISO8601DateFormatter().date(from: text) else {
                throw mismatch("an ISO 8601 date")
            }
            return ScriptAPI.date(try Moment.checked(date.timeIntervalSince1970))
        }
        guard let number = json as? NSNumber, !Self.isJSONBool(number) else {
            throw mismatch("a number of seconds")
        }
        let seconds = switch options.dates {
        case "secondsSince1970": number.doubleValue
        case "millisecondsSince1970": number.doubleValue / 1000
        default: number.doubleValue + Date.timeIntervalBetween1970AndReferenceDate
        }
        return ScriptAPI.date(try Moment.checked(seconds))
    }

    /// The JSON key of each property a pasted type's `CodingKeys` renames (`case imageURL = "image_url"`).
    private func codingKeys(of typeName: String) -> [String: String] {
        guard let keys = session.program.types["\(typeName).CodingKeys"] else { return [:] }
        var renamed: [String: String] = [:]
        for name in keys.cases {
            if case .string(let key)? = keys.rawValues[name] { renamed[name] = key }
        }
        return renamed
    }

    /// A JSON key as the decoder's key strategy reads it: `first_name` as `firstName` when converting from snake case.
    private static func jsonKey(_ key: String, snakeCase: Bool) -> String {
        guard snakeCase, key.contains("_") else { return key }
        let parts = key.split(separator: "_", omittingEmptySubsequences: true)
        guard let first = parts.first else { return key }
        return String(first) + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// Whether an enum case's raw value is the JSON value.
    private static func sameJSON(_ raw: ScriptValue?, _ json: Any) -> Bool {
        switch raw {
        case .string(let text)?: return (json as? String) == text
        case .int(let whole)?:
            guard let number = json as? NSNumber, !Self.isJSONBool(number) else { return false }
            return number.doubleValue == Double(whole)
        default: return false
        }
    }

    /// Whether a parsed JSON value is `true` or `false`: Foundation gives a number whose C type is `char`.
    private static func isJSONBool(_ json: Any) -> Bool {
        guard let number = json as? NSNumber else { return false }
        return String(cString: number.objCType) == "c"
    }

    /// What a JSON value is, for a message.
    private static func jsonKind(_ json: Any) -> String {
        switch json {
        case is NSNull: "null"
        case _ where isJSONBool(json): "a Bool"
        case is NSNumber: "a number"
        case is String: "a string"
        case is [Any]: "an array"
        case is [String: Any]: "an object"
        default: "a value"
        }
    }

    /// Where a dictionary type's key ends (`String: [Int]`), outside any brackets.
    private static func topLevelColon(in type: String) -> String.Index? {
        var depth = 0
        for index in type.indices {
            switch type[index] {
            case "[", "<", "(": depth += 1
            case "]", ">", ")": depth -= 1
            case ":" where depth == 0: return index
            default: continue
            }
        }
        return nil
    }
}
