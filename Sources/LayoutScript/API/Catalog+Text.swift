import TextureLayout

extension ScriptAPI {
    // MARK: Attributed strings

    /// Foundation's and UIKit's text types: attributed strings, their keys and ranges, paragraph styles and fonts.
    static let textTypes: [TypeInfo] = [
        TypeInfo("NSAttributedString", isReference: true,
                 doc: "Text with attributes. Layout reads the characters, the fonts' sizes (each paragraph is measured "
                    + "in the largest font among its characters) and the first character's paragraph style; other "
                    + "attributes are accepted and ignored. The mutating methods are NSMutableAttributedString's.",
                 initializers: attributedStringInitializers("NSAttributedString"),
                 properties: [Property("string", .string, "\"\"", "The characters."),
                              Property("length", .integer, "0", "The length in UTF-16 code units, as NSString counts.")],
                 valueMethods: attributedStringMethods),
        TypeInfo("NSMutableAttributedString", superType: "NSAttributedString", isReference: true,
                 doc: "An attributed string that can be changed: append, addAttribute(_:value:range:), "
                    + "addAttributes(_:range:), setAttributes(_:range:), removeAttribute(_:range:).",
                 initializers: attributedStringInitializers("NSMutableAttributedString")),
        TypeInfo("NSTextAttachment", isReference: true,
                 doc: "An image inside a text (NSAttributedString(attachment:)): one character of the text, as in "
                    + "Foundation, measured in layoutrepl's cell model as one character of the default font (an icon "
                    + "about a glyph wide); its image and bounds are accepted.",
                 initializers: [
                    initializer("NSTextAttachment", [], "An attachment with no image yet.") { _ in
                        .object(type: "NSTextAttachment", fields: ["bounds": .rect(Rect(x: 0, y: 0, width: 0, height: 0)),
                                                                   "image": .null])
                    },
                    initializer("NSTextAttachment", [Parameter("image", .image)], "An attachment of an image (iOS 13).") {
                        .object(type: "NSTextAttachment", fields: ["bounds": .rect(Rect(x: 0, y: 0, width: 0, height: 0)),
                                                                   "image": $0[0]])
                    },
                 ],
                 properties: [Property("image", .image, "nil", "The image drawn in the text."),
                              Property("bounds", .rect, "CGRect.zero",
                                       "Where the image sits on the line and how large it is; zero takes the image's size.")]),
        TypeInfo("NSAttributedString.Key",
                 doc: "The name of a text attribute. Only .font and .paragraphStyle change layout.",
                 initializers: attributeKeyInitializers("NSAttributedString.Key"),
                 properties: [Property("rawValue", .string, "—", "The attribute's name.")], staticValues: attributeKeys),
        TypeInfo("NSAttributedStringKey", doc: "Swift 4's name for NSAttributedString.Key.",
                 initializers: attributeKeyInitializers("NSAttributedStringKey"), staticValues: attributeKeys),
        TypeInfo("NSRange",
                 doc: "A range of UTF-16 code units: location and length. layoutrepl refuses a range past the end of "
                    + "a text where Foundation raises NSRangeException.",
                 initializers: [initializer("NSRange", [Parameter("location", .integer), Parameter("length", .integer)],
                                            "The range from location, length code units long.") { arguments throws(ScriptError) in
                     try range(location: arguments.number(0), length: arguments.number(1))
                 },
                 initializer("NSRange", [Parameter(nil, .any), Parameter("in", .string)],
                             "Foundation's NSRange(_:in:) of a String's range in that text: its UTF-16 location and "
                                + "length (String.range(of:) gives them).") { arguments throws(ScriptError) in
                     switch arguments[0] {
                     case .range(let lower, Int.max, _):
                         // `NSRange(text.startIndex..., in: text)`: up to the text's end.
                         guard case .string(let text) = arguments[1] else { return arguments[0] }
                         return .range(lower: lower, upper: max(lower, text.utf16.count))
                     case .range, .unknown: return arguments[0]
                     default: throw ScriptError("NSRange(_:in:) expects a range of the text, e.g. "
                         + "NSRange(text.range(of: word)!, in: text)")
                     }
                 },
                 initializer("NSRange", [Parameter(nil, .any)],
                             "Foundation's NSRange(_:) of a Range<Int>: NSRange(0..<text.length).") { arguments throws(ScriptError) in
                     switch arguments[0] {
                     case .range, .unknown: return arguments[0]
                     default: throw ScriptError("NSRange(_:) expects a range of Ints, e.g. NSRange(0..<text.length)")
                     }
                 }],
                 properties: [Property("location", .integer, "0", "Where the range starts."),
                              Property("length", .integer, "0", "How many code units it holds.")]),
        paragraphStyleType("NSParagraphStyle", superType: nil,
                           doc: "How the lines of a paragraph are spaced and aligned. lineSpacing, paragraphSpacing, "
                            + "paragraphSpacingBefore, minimumLineHeight, maximumLineHeight and lineHeightMultiple "
                            + "change the text's height in layoutrepl's cell model; alignment, lineBreakMode and indents "
                            + "are accepted and do not change it."),
        paragraphStyleType("NSMutableParagraphStyle", superType: "NSParagraphStyle",
                           doc: "A paragraph style whose properties can be set, e.g. style.lineSpacing = 4."),
        fontType,
        fontDescriptorType,
        TypeInfo("String", doc: "Text. layoutrepl knows the NSString members attributed-string code uses.",
                 properties: [Property("length", .integer, "0", "NSString's length: UTF-16 code units.")],
                 valueMethods: [
                    method("String", "size", [Parameter("withAttributes", .attributes)],
                           "NSString's size(withAttributes:): the text on one line per paragraph, measured as a text "
                            + "node measures it.") { arguments in
                        .size(measured(arguments, attributes: 0, in: .infinite))
                    },
                 ] + ["compare", "caseInsensitiveCompare", "localizedCompare", "localizedCaseInsensitiveCompare",
                      "localizedStandardCompare"].map { name in
                    method("String", name, [Parameter(nil, .string)],
                           "Foundation's \(name)(_:): how the text orders against another, as a ComparisonResult. "
                            + "layoutrepl orders as US English does: by letter, ignoring case where the name says so (a "
                            + "lower-case letter before its capital otherwise in the localized orders), numbers by value "
                            + "in localizedStandardCompare.") { arguments in
                        guard case .string(let text) = arguments.receiver else { return .null }
                        return .enumCase(type: "ComparisonResult", name: textOrder(name, text, arguments.string(0)))
                    }
                 } + [
                    method("String", "compare", [Parameter(nil, .string), Parameter("options", .any)],
                           "Foundation's compare(_:options:): how the text orders against another, as a "
                            + "ComparisonResult; .caseInsensitive ignores case, .numeric orders runs of digits by value "
                            + "(\"1.10\" after \"1.9\"); other options order as compare(_:) does.") { arguments in
                        guard case .string(let text) = arguments.receiver else { return .null }
                        let options: [String] = switch arguments[1] {
                        case .unresolvedMember(let name): [name]
                        case .array(let items): items.compactMap { if case .unresolvedMember(let name) = $0 { name } else { nil } }
                        default: []
                        }
                        let folds = options.contains("caseInsensitive")
                        let (first, second) = folds ? (text.lowercased(), arguments.string(0).lowercased())
                            : (text, arguments.string(0))
                        return .enumCase(type: "ComparisonResult",
                                         name: textOrder(options.contains("numeric") ? "numeric" : "compare", first, second))
                    },
                    method("String", "substring", [Parameter("to", .integer)],
                           "NSString's substring(to:): the first UTF-16 code units, up to an index.") { arguments throws(ScriptError) in
                        .string(try nsSubstring(arguments, { index, _ in 0..<index }))
                    },
                    method("String", "substring", [Parameter("from", .integer)],
                           "NSString's substring(from:): the UTF-16 code units from an index on.") { arguments throws(ScriptError) in
                        .string(try nsSubstring(arguments, { $0..<$1 }))
                    },
                    method("String", "substring", [Parameter("with", .any)],
                           "NSString's substring(with:): the characters in an NSRange.") { arguments throws(ScriptError) in
                        guard case .string(let text) = arguments.receiver else { return .null }
                        return .string(try AttributedText(text).attributedSubstring(try characterRange(arguments[0])).string)
                    },
                    method("String", "replacingCharacters", [Parameter("in", .any), Parameter("with", .string)],
                           "NSString's replacingCharacters(in:with:): the text with the characters in an NSRange "
                            + "replaced.") { arguments throws(ScriptError) in
                        guard case .string(let text) = arguments.receiver else { return .null }
                        var replaced = AttributedText(text)
                        try replaced.replaceCharacters(in: try characterRange(arguments[0]), with: arguments.string(1))
                        return .string(replaced.string)
                    },
                    method("String", "boundingRect",
                           [Parameter("with", .size), Parameter("options", .anyIgnored("NSStringDrawingOptions")),
                            Parameter("attributes", .attributes), Parameter("context", .any)],
                           "NSString's boundingRect(with:options:attributes:context:): the text laid out in a box of "
                            + "the given size, as a text node lays it out, at the origin.") { arguments in
                        .rect(Rect(origin: .zero, size: measured(arguments, attributes: 2, in: arguments.size(0))))
                    },
                 ] + [
                    [Parameter("of", .string)],
                    [Parameter("of", .string), Parameter("options", .anyIgnored("NSString.CompareOptions"))],
                    [Parameter("of", .string), Parameter("options", .anyIgnored("NSString.CompareOptions")),
                     Parameter("range", .any)],
                 ].map { parameters in
                    method("String", "range", parameters,
                           "NSString's range(of:): the NSRange of the first occurrence (in the range given), "
                            + "{NSNotFound, 0} when there is none (using that range raises, as in Foundation). Options "
                            + "are accepted; the search is literal.") { arguments in
                        guard case .string(let text) = arguments.receiver else { return notFound }
                        let needle = arguments.string(0)
                        let units = Array(text.utf16)
                        var (from, to) = (0, units.count)
                        if case .range(let lower, let upper, _) = arguments[2] { (from, to) = (lower, Swift.min(upper, units.count)) }
                        let wanted = Array(needle.utf16)
                        guard !wanted.isEmpty, from >= 0, to - from >= wanted.count else { return notFound }
                        for start in from...(to - wanted.count) where Array(units[start..<(start + wanted.count)]) == wanted {
                            return .range(lower: start, upper: start + wanted.count)
                        }
                        return notFound
                    }
                 } + [
                 ]),
        TypeInfo("UIFontMetrics",
                 doc: "Scales fonts and values for the user's Dynamic Type setting. layoutrepl lays out at the default "
                    + "setting (Large), where nothing is scaled.",
                 initializers: [initializer("UIFontMetrics", [Parameter("forTextStyle", .enumeration("UIFont.TextStyle"))],
                                            "The metrics of a text style.") { _ in .object(type: "UIFontMetrics", fields: [:]) }],
                 staticValues: [StaticValue(name: "default", value: .object(type: "UIFontMetrics", fields: [:]),
                                            doc: "The body style's metrics.")],
                 valueMethods: [
                    method("UIFontMetrics", "scaledFont", [Parameter("for", .font)], "The font, unscaled at the default size.") {
                        $0[0]
                    },
                    method("UIFontMetrics", "scaledFont", [Parameter("for", .font), Parameter("maximumPointSize", .number)],
                           "The font, unscaled at the default size, no larger than the maximum.") { arguments in
                        guard case .font(let size) = arguments[0], case .number(let maximum) = arguments[1] else {
                            return arguments[0]
                        }
                        return .font(size: Swift.min(size, maximum))
                    },
                    method("UIFontMetrics", "scaledFont", [Parameter("for", .font), Parameter("compatibleWith", .any)],
                           "The font, unscaled at the default size (layoutrepl's traits have the default size).") {
                        $0[0]
                    },
                    method("UIFontMetrics", "scaledFont", [Parameter("for", .font), Parameter("maximumPointSize", .number),
                                                           Parameter("compatibleWith", .any)],
                           "The font, unscaled at the default size, no larger than the maximum.") { arguments in
                        guard case .font(let size) = arguments[0], case .number(let maximum) = arguments[1] else {
                            return arguments[0]
                        }
                        return .font(size: Swift.min(size, maximum))
                    },
                    method("UIFontMetrics", "scaledValue", [Parameter("for", .number)], "The value, unscaled at the default size.") {
                        $0[0]
                    },
                    method("UIFontMetrics", "scaledValue", [Parameter("for", .number), Parameter("compatibleWith", .any)],
                           "The value, unscaled at the default size (layoutrepl's traits have the default size).") {
                        $0[0]
                    },
                 ]),
        TypeInfo("UIFontTextStyle", doc: "Swift 4's name for UIFont.TextStyle.",
                 staticValues: textStyleSizes.map { name, size in
                     StaticValue(name: name, value: .enumCase(type: "UIFont.TextStyle", name: name),
                                 doc: "UIFont.TextStyle.\(name): \(formatPoints(size)) pt by default.")
                 }),
    ]

    /// The ComparisonResult case of Foundation's text comparisons, in US English: `compare` by UTF-16 code units,
    /// the case-insensitive ones on lower-cased text, the localized ones by letter first and then a lower-case letter
    /// before its capital, `localizedStandardCompare` also taking runs of digits as numbers (Finder's "file2" before
    /// "file10").
    static func textOrder(_ method: String, _ first: String, _ second: String) -> String {
        func result(_ order: Int) -> String {
            order < 0 ? "orderedAscending" : order > 0 ? "orderedDescending" : "orderedSame"
        }
        func literal(_ a: String, _ b: String) -> Int {
            let (x, y) = (Array(a.utf16), Array(b.utf16))
            return x.lexicographicallyPrecedes(y) ? -1 : y.lexicographicallyPrecedes(x) ? 1 : 0
        }
        switch method {
        case "compare": return result(literal(first, second))
        case "caseInsensitiveCompare", "localizedCaseInsensitiveCompare":
            return result(literal(first.lowercased(), second.lowercased()))
        case "localizedStandardCompare", "numeric":
            // `numeric` is compare(_:options: .numeric): digits by value, the rest as written.
            let (a, b) = method == "numeric" ? (first, second) : (first.lowercased(), second.lowercased())
            let byPieces = numericPieces(a).lexicographicallyPrecedes(numericPieces(b))
            let reversed = numericPieces(b).lexicographicallyPrecedes(numericPieces(a))
            return result(byPieces ? -1 : reversed ? 1 : 0)
        default:
            let folded = literal(first.lowercased(), second.lowercased())
            if folded != 0 { return result(folded) }
            // Same letters: a lower-case letter orders before its capital ("a" before "A").
            return result(-literal(first, second))
        }
    }

    /// A text as runs of digits (compared as numbers) and runs of other characters.
    private static func numericPieces(_ text: String) -> [TextPiece] {
        var pieces: [TextPiece] = []
        var current = ""
        var inDigits = false
        func flush() {
            guard !current.isEmpty else { return }
            pieces.append(inDigits ? .number(Double(current) ?? 0) : .text(current))
            current = ""
        }
        for character in text {
            let isDigit = character.isASCII && character.isNumber
            if isDigit != inDigits { flush(); inDigits = isDigit }
            current.append(character)
        }
        flush()
        return pieces
    }

    private enum TextPiece: Comparable {
        case number(Double)
        case text(String)
    }

    private static func attributedStringInitializers(_ owner: String) -> [Callable] {
        [
            initializer(owner, [], "An empty text.") { _ in .attributedString(AttributedText("")) },
            initializer(owner, [Parameter("string", .string)], "Text in layoutrepl's default 16 pt font.") {
                .attributedString(AttributedText($0.string(0)))
            },
            initializer(owner, [Parameter("string", .string), Parameter("attributes", .attributes)],
                        "Text with attributes; .font and .paragraphStyle change the layout.") {
                .attributedString(AttributedText($0.string(0), attributes: textAttributes($0[1])))
            },
            initializer(owner, [Parameter("attributedString", .attributedString)], "A copy of an attributed string.") {
                $0[0]
            },
            initializer(owner, [Parameter(nil, .any)],
                        "iOS 15's init(_: AttributedString); a string literal is an AttributedString without attributes.") {
                arguments throws(ScriptError) in
                switch arguments[0] {
                case .string(let text): return .attributedString(AttributedText(text))
                case .attributedString: return arguments[0]
                default: throw ScriptError("\(owner)(_:) takes an AttributedString, e.g. \(owner)(\"Hello\")")
                }
            },
            initializer(owner, [Parameter("attachment", .object("NSTextAttachment"))],
                        "One attachment character (an image in the text), measured as one character of the default font.") {
                _ in .attributedString(AttributedText("\u{FFFC}"))
            },
        ]
    }

    /// The attributes layout reads from an attributes dictionary (`[.font: …, .paragraphStyle: …]`).
    static func textAttributes(_ dictionary: ScriptValue) -> TextAttributes {
        var attributes = TextAttributes()
        guard case .array(let pairs) = dictionary else { return attributes }
        for pair in pairs {
            if case .array(let entry) = pair, entry.count == 2, let key = attributeKeyName(entry[0]) {
                attributes.set(key, to: entry[1])
            }
        }
        return attributes
    }

    /// The raw name of an attribute key: keys are written `.font`, `NSAttributedString.Key.font`,
    /// `NSFontAttributeName` or `NSAttributedString.Key("custom")`, and all evaluate to the bare name.
    static func attributeKeyName(_ key: ScriptValue) -> String? {
        switch key {
        case .unresolvedMember(let name): return name
        case .object("NSAttributedString.Key", let fields):
            if case .string(let name)? = fields["rawValue"] { return name }
            return nil
        default: return nil
        }
    }

    /// The raw values UIKit gives its attribute keys (`NSFontAttributeName` is `@"NSFont"`), by the keys' Swift names.
    static let attributeRawValues: [String: String] = [
        "font": "NSFont", "paragraphStyle": "NSParagraphStyle", "foregroundColor": "NSColor",
        "backgroundColor": "NSBackgroundColor", "ligature": "NSLigature", "kern": "NSKern", "tracking": "NSTracking",
        "strikethroughStyle": "NSStrikethrough", "underlineStyle": "NSUnderline", "strokeColor": "NSStrokeColor",
        "strokeWidth": "NSStrokeWidth", "shadow": "NSShadow", "textEffect": "NSTextEffect", "attachment": "NSAttachment",
        "link": "NSLink", "baselineOffset": "NSBaselineOffset", "underlineColor": "NSUnderlineColor",
        "strikethroughColor": "NSStrikethroughColor", "obliqueness": "NSObliqueness", "expansion": "NSExpansion",
        "writingDirection": "NSWritingDirection", "verticalGlyphForm": "CTVerticalForms",
    ]

    /// An `NSAttributedString.Key` value.
    private static func attributeKey(_ rawValue: String) -> ScriptValue {
        .object(type: "NSAttributedString.Key", fields: ["rawValue": .string(rawValue)])
    }

    private static let attributedStringMethods: [Callable] = [
        method("NSAttributedString", "append", [Parameter(nil, .attributedString)],
               "Adds a text at the end (NSMutableAttributedString).", mutating: true) { arguments throws(ScriptError) in
            var text = try receiverText(arguments)
            if case .attributedString(let other) = arguments[0] {
                // Checked before the text is made: a text appended to itself doubles each time.
                guard text.string.utf8.count + other.string.utf8.count <= Evaluator.maximumStringLength else {
                    throw ScriptError("the attributed string would grow past \(Evaluator.maximumStringLength) bytes; "
                        + "layoutrepl stops there")
                }
                text.append(other)
            }
            return .attributedString(text)
        },
        method("NSAttributedString", "addAttribute", [Parameter(nil, .any), Parameter("value", .any), Parameter("range", .any)],
               "Sets one attribute over a range (NSMutableAttributedString).", mutating: true) { arguments throws(ScriptError) in
            try changingAttributes(arguments, range: 2) { attributes in
                if let key = attributeKeyName(arguments[0]) { attributes.set(key, to: arguments[1]) }
            }
        },
        method("NSAttributedString", "addAttributes", [Parameter(nil, .attributes), Parameter("range", .any)],
               "Sets several attributes over a range, keeping the others (NSMutableAttributedString).",
               mutating: true) { arguments throws(ScriptError) in
            try changingAttributes(arguments, range: 1) { attributes in
                let added = textAttributes(arguments[0])
                if let size = added.fontSize { attributes.fontSize = size }
                if let paragraph = added.paragraph { attributes.paragraph = paragraph }
            }
        },
        method("NSAttributedString", "setAttributes", [Parameter(nil, .any), Parameter("range", .any)],
               "Replaces all attributes over a range; nil removes them (NSMutableAttributedString).",
               mutating: true) { arguments throws(ScriptError) in
            try changingAttributes(arguments, range: 1) { attributes in attributes = textAttributes(arguments[0]) }
        },
        method("NSAttributedString", "removeAttribute", [Parameter(nil, .any), Parameter("range", .any)],
               "Removes one attribute over a range (NSMutableAttributedString).", mutating: true) { arguments throws(ScriptError) in
            try changingAttributes(arguments, range: 1) { attributes in
                if let key = attributeKeyName(arguments[0]) { attributes.set(key, to: nil) }
            }
        },
        method("NSAttributedString", "replaceCharacters", [Parameter("in", .any), Parameter("with", .any)],
               "Replaces the characters in an NSRange with a String (which takes the attributes of the first "
                + "character replaced) or an attributed string (NSMutableAttributedString).",
               mutating: true) { arguments throws(ScriptError) in
            var text = try receiverText(arguments)
            let range = try characterRange(arguments[0])
            switch arguments[1] {
            case .attributedString(let other): try text.replaceCharacters(in: range, with: other)
            case .string(let other): try text.replaceCharacters(in: range, with: other)
            default: throw ScriptError("with: expects a String or an NSAttributedString")
            }
            return .attributedString(text)
        },
        method("NSAttributedString", "deleteCharacters", [Parameter("in", .any)],
               "Removes the characters in an NSRange (NSMutableAttributedString).", mutating: true) {
            arguments throws(ScriptError) in
            var text = try receiverText(arguments)
            try text.replaceCharacters(in: try characterRange(arguments[0]), with: "")
            return .attributedString(text)
        },
        method("NSAttributedString", "insert", [Parameter(nil, .attributedString), Parameter("at", .integer)],
               "Puts an attributed string before the character at an index (NSMutableAttributedString).",
               mutating: true) { arguments throws(ScriptError) in
            var text = try receiverText(arguments)
            guard case .attributedString(let other) = arguments[0], case .int(let index) = arguments[1] else {
                throw ScriptError("insert(_:at:) takes an attributed string and an index")
            }
            try text.replaceCharacters(in: index..<index, with: other)
            return .attributedString(text)
        },
        method("NSAttributedString", "attributedSubstring", [Parameter("from", .any)],
               "The characters in an NSRange, with their attributes.") { arguments throws(ScriptError) in
            .attributedString(try receiverText(arguments).attributedSubstring(try characterRange(arguments[0])))
        },
        method("NSAttributedString", "mutableCopy", [], "A copy that can be changed.") { $0.receiver },
        method("NSAttributedString", "copy", [], "A copy.") { $0.receiver },
        method("NSAttributedString", "size", [], "The text on one line per paragraph, measured as a text node measures it.") {
            arguments throws(ScriptError) in
            .size(try receiverText(arguments).content.size(fitting: .infinite))
        },
        method("NSAttributedString", "boundingRect",
               [Parameter("with", .size), Parameter("options", .anyIgnored("NSStringDrawingOptions")),
                Parameter("context", .any)],
               "The size the text takes when laid out in a box of the given size, measured as a text node measures "
                + "it (layoutrepl's cell model), at the origin.") { arguments throws(ScriptError) in
            let size = try receiverText(arguments).content.size(fitting: arguments.size(0))
            return .rect(Rect(origin: .zero, size: size))
        },
    ]

    private static func receiverText(_ arguments: Arguments) throws(ScriptError) -> AttributedText {
        guard case .attributedString(let text) = arguments.receiver else {
            throw ScriptError("this method belongs to an attributed string")
        }
        return text
    }

    /// NSString's `substring(to:)` or `substring(from:)`: the range `piece` makes of the index and the length.
    private static func nsSubstring(_ arguments: Arguments, _ piece: (Int, Int) -> Range<Int>) throws(ScriptError)
        -> String {
        guard case .string(let text) = arguments.receiver, case .int(let index) = arguments[0] else { return "" }
        let length = text.utf16.count
        guard index >= 0, index <= length else {
            throw ScriptError("index \(index) is out of bounds: the text is \(length) long (Foundation raises "
                + "NSRangeException)")
        }
        return try AttributedText(text).attributedSubstring(piece(index, length)).string
    }

    /// An NSRange argument's UTF-16 offsets.
    private static func characterRange(_ value: ScriptValue) throws(ScriptError) -> Range<Int> {
        guard case .range(let lower, let upper, let closed) = value, lower <= upper, !closed || upper < Int.max else {
            throw ScriptError("expects an NSRange, e.g. NSRange(location: 0, length: 3)")
        }
        return lower..<(closed ? upper + 1 : upper)
    }

    /// The receiver with `change` applied over the NSRange in argument `rangeIndex`.
    private static func changingAttributes(_ arguments: Arguments, range rangeIndex: Int,
                                           _ change: (inout TextAttributes) -> Void) throws(ScriptError) -> ScriptValue {
        var text = try receiverText(arguments)
        // A range found in an app value (`(model.author as NSString).range(of: model.handle)`) is unknown here: the
        // attributes go on no characters, as they would where the app's text does not contain it.
        if case .unknown = arguments[rangeIndex] { return .attributedString(text) }
        guard case .range(let lower, let upper, _) = arguments[rangeIndex] else {
            throw ScriptError("range: expects an NSRange, e.g. NSRange(location: 0, length: text.length)")
        }
        try text.changeAttributes(in: lower..<upper, change)
        return .attributedString(text)
    }

    /// The size of the receiving String with the attributes in argument `index`, laid out in `box`.
    private static func measured(_ arguments: Arguments, attributes index: Int, in box: Size) -> Size {
        guard case .string(let text) = arguments.receiver else { return .zero }
        return AttributedText(text, attributes: textAttributes(arguments[index])).content.size(fitting: box)
    }

    /// `NSRange(location: NSNotFound, length: 0)`: NSNotFound is `Int.max`.
    private static let notFound = ScriptValue.range(lower: Int.max, upper: Int.max)

    /// `NSRange(location:length:)`: whole, non-negative numbers, stored as the range `location..<location+length`.
    static func range(location: Double, length: Double) throws(ScriptError) -> ScriptValue {
        let limit = 1_000_000_000.0
        // `NSRange(location: NSNotFound, length: 0)`: how Foundation says nothing was found.
        if location == Double(Int.max), length == 0 { return notFound }
        guard location >= 0, length >= 0, location + length <= limit, location == location.rounded(),
              length == length.rounded() else {
            throw ScriptError("an NSRange needs a whole location and length from 0 to \(formatPoints(limit)), got "
                + "\(formatPoints(location)) and \(formatPoints(length))")
        }
        return .range(lower: Int(location), upper: Int(location + length))
    }

    // MARK: Attribute keys

    /// The keys of `NSAttributedString.Key` apps write, each standing for its bare name.
    private static let attributeKeys: [StaticValue] = [
        ("font", "The font: its size changes layout."),
        ("paragraphStyle", "The paragraph style: its spacings and line heights change layout."),
        ("foregroundColor", "The text colour. Ignored by layout."),
        ("backgroundColor", "The background colour. Ignored by layout."),
        ("kern", "Points added after each character of the run, its last one too (TextKit's used width counts it)."),
        ("underlineStyle", "Underlining. Ignored by layout."),
        ("underlineColor", "The underline's colour. Ignored by layout."),
        ("strikethroughStyle", "Strikethrough. Ignored by layout."),
        ("strikethroughColor", "The strikethrough's colour. Ignored by layout."),
        ("obliqueness", "A skew of the glyphs. Not modelled."),
        ("expansion", "A horizontal stretch of the glyphs. Not modelled."),
        ("ligature", "Whether ligatures are used. Not modelled."),
        ("link", "A link. Ignored by layout."),
        ("baselineOffset", "Raises or lowers the text. Not modelled."),
        ("shadow", "A text shadow. Ignored by layout."),
        ("strokeColor", "The outline colour. Ignored by layout."),
        ("strokeWidth", "The outline width. Ignored by layout."),
        ("attachment", "An attachment. Not modelled."),
    ].map { StaticValue(name: $0.0, value: attributeKey($0.0), doc: $0.1) }

    private static func attributeKeyInitializers(_ owner: String) -> [Callable] {
        [
            initializer(owner, [Parameter("rawValue", .string)], "A custom attribute key.") { attributeKey($0.string(0)) },
            initializer(owner, [Parameter(nil, .string)], "A custom attribute key.") { attributeKey($0.string(0)) },
        ]
    }

    // MARK: Paragraph styles

    /// The properties of a paragraph style with UIKit's defaults (`NSParagraphStyle.default`).
    private static let paragraphProperties: [(name: String, type: ValueType, value: ScriptValue, doc: String)] = [
        ("lineSpacing", .number, .number(0), "Points between the bottom of one line and the top of the next."),
        ("paragraphSpacing", .number, .number(0), "Points after each paragraph but the last."),
        ("paragraphSpacingBefore", .number, .number(0), "Points before each paragraph but the first."),
        ("minimumLineHeight", .number, .number(0), "No line is shorter than this (0: no minimum)."),
        ("maximumLineHeight", .number, .number(0), "No line is taller than this (0: no maximum)."),
        ("lineHeightMultiple", .number, .number(0),
         "The font's line height is multiplied by this before the minimum and maximum apply (0: unset)."),
        ("alignment", .enumeration("NSTextAlignment"), .enumCase(type: "NSTextAlignment", name: "natural"),
         "Where lines sit horizontally. Does not change the size: ASTextNode2 measures every text left-aligned "
            + "(its prepareAttributedString: forces left alignment when computing the intrinsic size)."),
        ("lineBreakMode", .enumeration("NSLineBreakMode"), .enumCase(type: "NSLineBreakMode", name: "byWordWrapping"),
         "How lines break. Does not change the size: ASTextNode2's prepareAttributedString: replaces every "
            + "paragraph's lineBreakMode with the node's truncationMode."),
        ("firstLineHeadIndent", .number, .number(0), "Indent of a paragraph's first line. Not modelled."),
        ("headIndent", .number, .number(0), "Indent of the other lines. Not modelled."),
        ("tailIndent", .number, .number(0), "Indent at the end of lines. Not modelled."),
        ("hyphenationFactor", .number, .number(0),
         "How eagerly words are hyphenated at line ends (0 to 1). Not modelled: lines break between words."),
        ("allowsDefaultTighteningForTruncation", .bool, .bool(false),
         "Whether letters may be squeezed before truncating. Not modelled."),
        ("defaultTabInterval", .number, .number(0), "Points between tab stops after the last one. Not modelled."),
        ("baseWritingDirection", .anyIgnored("NSWritingDirection"), .ignored(type: "NSWritingDirection"),
         "Left to right or right to left. Does not change the size."),
        ("lineBreakStrategy", .anyIgnored("NSParagraphStyle.LineBreakStrategy"),
         .ignored(type: "NSParagraphStyle.LineBreakStrategy"), "Which line breaks UIKit avoids. Not modelled."),
        ("tabStops", .anyIgnored("[NSTextTab]"), .ignored(type: "[NSTextTab]"), "The tab stops. Not modelled."),
    ]

    private static let defaultParagraphFields = Dictionary(uniqueKeysWithValues: paragraphProperties.map {
        ($0.name, $0.value)
    })

    private static func paragraphStyleType(_ name: String, superType: String?, doc: String) -> TypeInfo {
        let isMutable = superType != nil
        return TypeInfo(
            name, superType: superType, isReference: true, doc: doc,
            initializers: [initializer(name, [], "A paragraph style with UIKit's defaults.") { _ in
                .object(type: name, fields: defaultParagraphFields)
            }],
            properties: isMutable ? [] : paragraphProperties.map { Property($0.name, $0.type, defaultText($0.value), $0.doc) },
            staticValues: isMutable ? [] : [StaticValue(name: "default", value: .object(type: name, fields: defaultParagraphFields),
                                                        doc: "UIKit's default paragraph style.")],
            valueMethods: isMutable ? [] : [
                method(name, "mutableCopy", [], "A copy whose properties can be set (cast it with as! NSMutableParagraphStyle).") {
                    guard case .object(_, let fields) = $0.receiver else { return $0.receiver }
                    return .object(type: "NSMutableParagraphStyle", fields: fields)
                },
            ])
    }

    /// A default value as Swift source writes it.
    private static func defaultText(_ value: ScriptValue) -> String {
        switch value {
        case .number(let number): return formatPoints(number)
        case .enumCase(_, let name): return ".\(name)"
        default: return "—"
        }
    }

    // MARK: Fonts

    /// iOS's default Dynamic Type sizes in points: `UIFont.preferredFont(forTextStyle:).pointSize` at the default
    /// content size category (Large), as the iOS column "Large (Default)" of the Dynamic Type sizes table in Apple's
    /// Human Interface Guidelines ("Typography") lists them.
    static let textStyleSizes: [(name: String, size: Double)] = [
        ("largeTitle", 34), ("title1", 28), ("title2", 22), ("title3", 20), ("headline", 17), ("body", 17),
        ("callout", 16), ("subheadline", 15), ("footnote", 13), ("caption1", 12), ("caption2", 11),
    ]

    private static func systemFont(_ name: String, _ doc: String, weight: Bool) -> Callable {
        value("UIFont", name, [Parameter("ofSize", .number)] + (weight ? [Parameter("weight", .enumeration("UIFont.Weight"))] : []),
              doc) { .font(size: $0.number(0)) }
    }

    private static let fontType = TypeInfo(
        "UIFont",
        doc: "A font. Only its size matters to layout: in layoutrepl's cell model a character is half the point size "
            + "wide and a line the point size tall, whatever the face or weight.",
        initializers: [
            // `private var font = UIFont()`, replaced before use: NSObject's init, a font of no face.
            initializer("UIFont", [], "NSObject's init, which apps replace before use; 12 points here, the size of "
                            + "text given no font.") { _ in .font(size: 12) },
            initializer("UIFont", [Parameter("name", .string), Parameter("size", .number)],
                        "A named font. In Swift it is optional (nil when the app lacks the font); layoutrepl always has it, "
                            + "so UIFont(name:size:)! and ?? both give this size.") { .font(size: $0.number(1)) },
            initializer("UIFont", [Parameter("descriptor", .object("UIFontDescriptor")), Parameter("size", .number)],
                        "The font a descriptor describes, at a size; 0 keeps the descriptor's.") { arguments in
                let size = arguments.number(1)
                guard size == 0 else { return .font(size: size) }
                return .font(size: describedSize(arguments[0]))
            },
        ],
        properties: [
            Property("pointSize", .number, "—", "The size in points."),
            Property("fontDescriptor", .object("UIFontDescriptor"), "—", "Its descriptor: its size and traits."),
            Property("lineHeight", .number, "—", "One line: the point size in the cell model."),
            Property("ascender", .number, "—", "Baseline to top: three quarters of the point size in the cell model."),
            Property("descender", .number, "—", "Baseline to bottom, negative: a quarter of the point size."),
        ],
        staticValues: [
            // What these UIKit class properties return on iPhone: systemFontSize 14, smallSystemFontSize 12,
            // labelFontSize 17 (a UILabel's default font), buttonFontSize 18.
            StaticValue(name: "systemFontSize", value: .number(14), doc: "14 pt on iOS."),
            StaticValue(name: "smallSystemFontSize", value: .number(12), doc: "12 pt on iOS."),
            StaticValue(name: "labelFontSize", value: .number(17), doc: "17 pt on iOS."),
            StaticValue(name: "buttonFontSize", value: .number(18), doc: "18 pt on iOS."),
        ],
        staticMethods: [
            systemFont("systemFont", "The system font.", weight: false),
            systemFont("systemFont", "The system font at a weight.", weight: true),
            systemFont("boldSystemFont", "The bold system font.", weight: false),
            systemFont("italicSystemFont", "The italic system font.", weight: false),
            systemFont("monospacedDigitSystemFont", "The system font with digits of equal width.", weight: true),
            systemFont("monospacedSystemFont", "The monospaced system font.", weight: true),
            value("UIFont", "preferredFont", [Parameter("forTextStyle", .enumeration("UIFont.TextStyle"))],
                  "The Dynamic Type font of a text style at iOS's default size (:help UIFont.TextStyle lists them).") {
                .font(size: textStyleSize($0[0]))
            },
            value("UIFont", "preferredFont", [Parameter("forTextStyle", .enumeration("UIFont.TextStyle")),
                                              Parameter("compatibleWith", .any)],
                  "The Dynamic Type font of a text style at iOS's default size; the trait collection is ignored.") {
                .font(size: textStyleSize($0[0]))
            },
        ],
        valueMethods: [
            method("UIFont", "withSize", [Parameter(nil, .number)], "The same font at another size.") { .font(size: $0.number(0)) },
        ])

    /// `UIFontDescriptor`: a font's size and symbolic traits. A bold or italic trait changes how text is drawn, not its
    /// size in the cell model; a size does.
    static let fontDescriptorType = TypeInfo(
        "UIFontDescriptor",
        doc: "A font's description: its size and traits (bold, italic), which draw differently and measure the same in "
            + "the cell model.",
        properties: [
            Property("pointSize", .number, "—", "The size in points."),
            Property("symbolicTraits", .optionSet("UIFontDescriptor.SymbolicTraits"), "[]", "Its traits (bold, italic)."),
        ],
        staticMethods: [
            value("UIFontDescriptor", "preferredFontDescriptor", [Parameter("withTextStyle", .enumeration("UIFont.TextStyle"))],
                  "The descriptor of a text style's font at iOS's default size.") { fontDescriptor(size: textStyleSize($0[0])) },
        ],
        valueMethods: [
            method("UIFontDescriptor", "withSymbolicTraits", [Parameter(nil, .optionSet("UIFontDescriptor.SymbolicTraits"))],
                   "The same with these traits (UIKit's is optional; the system font has them all).") { arguments in
                guard case .object(let type, var fields) = arguments.receiver else { return arguments.receiver }
                fields["symbolicTraits"] = arguments[0]
                return .object(type: type, fields: fields)
            },
            method("UIFontDescriptor", "withDesign", [Parameter(nil, .enumeration("UIFontDescriptor.SystemDesign"))],
                   "Another design (rounded, serif) at the same size.") { $0.receiver },
            method("UIFontDescriptor", "withSize", [Parameter(nil, .number)], "The same at another size.") { arguments in
                guard case .object(let type, var fields) = arguments.receiver else { return arguments.receiver }
                fields["pointSize"] = .number(arguments.number(0))
                return .object(type: type, fields: fields)
            },
            method("UIFontDescriptor", "addingAttributes", [Parameter(nil, .any)],
                   "The same with attributes, which do not change its size.") { $0.receiver },
        ])

    /// A descriptor of a font of a size, with no traits.
    static func fontDescriptor(size: Double) -> ScriptValue {
        .object(type: "UIFontDescriptor", fields: [
            "pointSize": .number(size), "symbolicTraits": .options(type: "UIFontDescriptor.SymbolicTraits", names: []),
        ])
    }

    /// The size a descriptor (or a font given in its place) describes.
    static func describedSize(_ descriptor: ScriptValue) -> Double {
        switch descriptor {
        case .font(let size): return size
        case .object(_, let fields): if case .number(let size)? = fields["pointSize"] { return size }
        default: break
        }
        return 17
    }

    /// The default size of a `UIFont.TextStyle` case, 17 (body) for anything else.
    static func textStyleSize(_ style: ScriptValue) -> Double {
        guard case .enumCase(_, let name) = style else { return 17 }
        return textStyleSizes.first { $0.name == name }?.size ?? 17
    }

    // MARK: Enumerations, functions and constants

    static let textEnumerations: [Enumeration] = [
        Enumeration(name: "NSUnderlineStyle", isOptionSet: false,
                    doc: "How text is underlined or struck through. Drawing only: it does not change a text's size.",
                    cases: ["single", "thick", "double", "patternDot", "patternDash", "byWord", "styleNone",
                            "styleSingle", "styleThick", "styleDouble"]
                        .map { EnumCase(name: $0, doc: $0.hasPrefix("style") ? "Swift 3's name." : "A line style.") }),
        Enumeration(name: "UIFont.TextStyle", isOptionSet: false,
                    doc: "A Dynamic Type text style; preferredFont(forTextStyle:) gives its font at iOS's default size.",
                    cases: textStyleSizes.map { EnumCase(name: $0.name, doc: "\(formatPoints($0.size)) pt.") }),
        Enumeration(name: "UIFontDescriptor.SymbolicTraits", isOptionSet: true,
                    doc: "A font's traits. They change how text is drawn, not its size in the cell model.",
                    cases: ["traitBold", "traitItalic", "traitCondensed", "traitExpanded", "traitMonoSpace",
                            "traitTightLeading", "traitLooseLeading", "traitVertical", "traitUIOptimized"]
                        .map { EnumCase(name: $0, doc: "A trait.") }),
        Enumeration(name: "UIFontDescriptor.SystemDesign", isOptionSet: false,
                    doc: "A design of the system font. It changes how text is drawn, not its size in the cell model.",
                    cases: ["default", "rounded", "serif", "monospaced"].map { EnumCase(name: $0, doc: "A design.") }),
        Enumeration(name: "NSTextAlignment", isOptionSet: false,
                    doc: "Where lines sit horizontally. Does not change a text's size.",
                    cases: [("left", "Left."), ("center", "Centred."), ("right", "Right."),
                            ("justified", "Stretched to both edges."), ("natural", "The script's own direction.")]
                        .map { EnumCase(name: $0.0, doc: $0.1) }),
    ]

    static let textFunctions: [Callable] = [
        value(nil, "NSMakeRange", [Parameter(nil, .integer), Parameter(nil, .integer)], "NSRange(location:length:).") {
            arguments throws(ScriptError) in
            try range(location: arguments.number(0), length: arguments.number(1))
        },
    ]

    /// The Swift 3 spellings still common in apps.
    static let textConstants: [StaticValue] = [
        ("NSFontAttributeName", "font"), ("NSParagraphStyleAttributeName", "paragraphStyle"),
        ("NSForegroundColorAttributeName", "foregroundColor"), ("NSBackgroundColorAttributeName", "backgroundColor"),
        ("NSKernAttributeName", "kern"), ("NSUnderlineStyleAttributeName", "underlineStyle"),
        ("NSUnderlineColorAttributeName", "underlineColor"), ("NSStrikethroughStyleAttributeName", "strikethroughStyle"),
        ("NSStrikethroughColorAttributeName", "strikethroughColor"), ("NSBaselineOffsetAttributeName", "baselineOffset"),
        ("NSStrokeColorAttributeName", "strokeColor"), ("NSStrokeWidthAttributeName", "strokeWidth"),
        ("NSObliquenessAttributeName", "obliqueness"), ("NSExpansionAttributeName", "expansion"),
        ("NSLigatureAttributeName", "ligature"), ("NSAttachmentAttributeName", "attachment"),
        ("NSLinkAttributeName", "link"), ("NSShadowAttributeName", "shadow"),
    ].map { StaticValue(name: $0.0, value: attributeKey($0.1), doc: "Swift 3's NSAttributedString.Key.\($0.1).") }
        + ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"].map { weight in
            StaticValue(name: "UIFontWeight" + weight.prefix(1).uppercased() + weight.dropFirst(),
                        value: .enumCase(type: "UIFont.Weight", name: weight), doc: "Swift 3's UIFont.Weight.\(weight).")
        }
        + textStyleSizes.map { style in
            StaticValue(name: "UIFontTextStyle" + style.name.prefix(1).uppercased() + style.name.dropFirst(),
                        value: .enumCase(type: "UIFont.TextStyle", name: style.name),
                        doc: "Swift 3's UIFont.TextStyle.\(style.name).")
        }
}
