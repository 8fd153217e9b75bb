extension ScriptAPI {
    /// Foundation's `IndexPath` as table and collection code makes one (`IndexPath(row: 2, section: 0)`): its row or
    /// item and its section, which cells read to lay out the first or last row differently.
    static let indexPathTypes: [TypeInfo] = [
        TypeInfo("IndexPath", doc: "A row (or item) in a section of a table or collection.",
                 initializers: [
                    initializer("IndexPath", [Parameter("row", .integer), Parameter("section", .integer)],
                                "The row in a section of a table.") { arguments in
                        indexPath(arguments[0], section: arguments[1])
                    },
                    initializer("IndexPath", [Parameter("item", .integer), Parameter("section", .integer)],
                                "The item in a section of a collection.") { arguments in
                        indexPath(arguments[0], section: arguments[1])
                    },
                 ],
                 properties: [
                    Property("row", .integer, "—", "The row in the section (the same number as item)."),
                    Property("item", .integer, "—", "The item in the section (the same number as row)."),
                    Property("section", .integer, "—", "The section."),
                 ]),
    ]

    private static func indexPath(_ position: ScriptValue, section: ScriptValue) -> ScriptValue {
        .object(type: "IndexPath", fields: ["row": position, "item": position, "section": section])
    }
}
