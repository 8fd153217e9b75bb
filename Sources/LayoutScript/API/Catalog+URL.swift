import Foundation

extension ScriptAPI {
    /// Foundation's `URL`, as cells show parts of one (`url.host ?? ""` under a link preview's title): a value that
    /// keeps what Foundation parses from its string. Nothing is downloaded.
    static let urlTypes: [TypeInfo] = [
        TypeInfo("URL", doc: "A URL and the parts Foundation reads from it. Accepted: layoutrepl downloads nothing.",
                 initializers: [
                    Callable("URL", nil, [Parameter("string", .string)], doc: "A URL from a string; nil when Foundation "
                                + "cannot read one from it.") { arguments throws(ScriptError) in
                        .value(Foundation.URL(string: arguments.string(0)).map(url) ?? .null)
                    },
                    initializer("URL", [Parameter("fileURLWithPath", .string)], "A file URL from a path.") { arguments in
                        url(Foundation.URL(fileURLWithPath: arguments.string(0)))
                    },
                 ],
                 properties: urlParts.map { name, type, doc in Property(name, type, "—", doc) },
                 valueMethods: [
                    method("URL", "appendingPathComponent", [Parameter(nil, .string)], "The URL with one more path "
                            + "component.") { arguments in
                        guard let base = foundationURL(arguments.receiver) else { return arguments.receiver }
                        return url(base.appendingPathComponent(arguments.string(0)))
                    },
                    method("URL", "appendingPathExtension", [Parameter(nil, .string)], "The URL with an extension "
                            + "added to its last component.") { arguments in
                        guard let base = foundationURL(arguments.receiver) else { return arguments.receiver }
                        return url(base.appendingPathExtension(arguments.string(0)))
                    },
                    method("URL", "deletingPathExtension", [], "The URL without its last component's extension "
                            + "(`song.mp3` → `song`).") { arguments in
                        guard let base = foundationURL(arguments.receiver) else { return arguments.receiver }
                        return url(base.deletingPathExtension())
                    },
                    method("URL", "deletingLastPathComponent", [], "The URL without its last path component.") { arguments in
                        guard let base = foundationURL(arguments.receiver) else { return arguments.receiver }
                        return url(base.deletingLastPathComponent())
                    },
                 ]),
    ]

    /// The parts a URL value holds, read once from Foundation's parse, with their types and docs.
    private static let urlParts: [(String, ValueType, String)] = [
        ("absoluteString", .string, "The whole URL as a string."),
        ("scheme", .string, "`https`, `file`…; nil when there is none."),
        ("host", .string, "The host name; nil when there is none."),
        ("path", .string, "The path, without the query."),
        ("query", .string, "What follows `?`; nil when there is none."),
        ("fragment", .string, "What follows `#`; nil when there is none."),
        ("lastPathComponent", .string, "The path's last part (`photo.jpg`)."),
        ("pathExtension", .string, "The last part's extension (`jpg`), or empty."),
        ("port", .integer, "The port; nil when none is written."),
    ]

    static func url(_ parsed: Foundation.URL) -> ScriptValue {
        let optional = { (text: String?) in text.map(ScriptValue.string) ?? .null }
        return .object(type: "URL", fields: [
            "absoluteString": .string(parsed.absoluteString),
            "scheme": optional(parsed.scheme),
            "host": optional(parsed.host),
            "path": .string(parsed.path),
            "query": optional(parsed.query),
            "fragment": optional(parsed.fragment),
            "lastPathComponent": .string(parsed.lastPathComponent),
            "pathExtension": .string(parsed.pathExtension),
            "port": parsed.port.map(ScriptValue.int) ?? .null,
        ])
    }

    private static func foundationURL(_ value: ScriptValue) -> Foundation.URL? {
        guard case .object("URL", let fields) = value, case .string(let text)? = fields["absoluteString"] else { return nil }
        return Foundation.URL(string: text)
    }
}
