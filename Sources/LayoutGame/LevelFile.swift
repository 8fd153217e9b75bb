import Foundation
import LayoutScript
import TextureLayout

/// A problem in a level file, located by file, line and field:
/// `Levels/01-stacks/02-x.level:4: container: expected 'W x H' or 'min W x H max W x H', got '300 by 200'`.
public struct LevelFileError: Error, Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var line: Int
    /// The header key or section the problem is in (`container`, `--- hint`).
    public var field: String
    public var message: String

    public init(path: String, line: Int, field: String, message: String) {
        self.path = path
        self.line = line
        self.field = field
        self.message = message
    }

    public var description: String { "\(path):\(line): \(field): \(message)" }
}

/// Every problem found in one level file: authors fix them all in one go rather than one per run.
public struct LevelFileErrors: Error, Hashable, Sendable {
    public var errors: [LevelFileError]
}

/// The parser of the `.level` format: a header of `key: value` lines, then sections opened by `--- <name>`.
public enum LevelFile {
    /// The header keys, in the order the format lists them.
    public static let keys = [
        "id", "title", "chapter", "container", "scale", "allow", "forbid", "require", "change", "rule", "teaches",
        "review",
    ]
    static let requiredKeys = ["id", "title", "chapter", "container", "teaches"]

    /// Parses one level file. `path` is how messages name the file.
    public static func parse(_ text: String, path: String) throws(LevelFileErrors) -> Level {
        var parser = Parser(path: path)
        parser.read(text.withUnixLineEnds)
        guard let level = parser.level(), parser.errors.isEmpty else {
            throw LevelFileErrors(errors: parser.errors)
        }
        return level
    }
}

/// The state of one parse: header values with their lines, sections with their first body lines, errors so far.
private struct Parser {
    let path: String
    var header: [String: (value: String, line: Int)] = [:]
    /// Sections in file order; an unknown section (`nil`) still collects its body, so it is not read as header.
    var sections: [(section: LevelSection?, line: Int, body: [Substring])] = []
    var errors: [LevelFileError] = []
    var lineCount = 0
    /// The line of the first section marker, where a missing header key is reported.
    var headerEnd: Int?

    init(path: String) { self.path = path }

    mutating func fail(_ line: Int, _ field: String, _ message: String) {
        errors.append(LevelFileError(path: path, line: line, field: field.withVisibleControlCharacters,
                                     message: message.withVisibleControlCharacters))
    }

    mutating func read(_ text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        lineCount = lines.count
        for (index, rawLine) in lines.enumerated() {
            var line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            let number = index + 1
            // Lesson, hint and title text goes to the terminal as it is: an escape sequence there would retitle the
            // window or clear the screen, so a level file may hold none (tabs aside).
            if let control = line.unicodeScalars.first(where: \.isTerminalControl) {
                fail(number, "text", "a control character (U+\(String(format: "%04X", control.value))) is not allowed "
                    + "in a level file")
                line = Substring(String(line).withVisibleControlCharacters)
            }
            if line.hasPrefix("---") {
                openSection(line, at: number)
            } else if sections.isEmpty {
                readHeaderLine(line, at: number)
            } else {
                sections[sections.count - 1].body.append(line)
            }
        }
    }

    /// A `--- <name>` line; hints may repeat, every other section may not.
    mutating func openSection(_ line: Substring, at number: Int) {
        if headerEnd == nil { headerEnd = number }
        let name = line.dropFirst(3).trimmingSpaces
        let field = "--- \(name)"
        guard let section = LevelSection(rawValue: String(name)) else {
            fail(number, field, "unknown section" + didYouMean(String(name), in: LevelSection.allCases.map(\.rawValue)))
            sections.append((nil, number, []))
            return
        }
        if section != .hint, let first = sections.first(where: { $0.section == section }) {
            fail(number, field, "duplicate section (first on line \(first.line))")
        }
        sections.append((section, number, []))
    }

    /// A header line: blank, a `#` comment, or `key: value` (a ` #` starts a trailing comment).
    mutating func readHeaderLine(_ line: Substring, at number: Int) {
        let trimmed = line.trimmingSpaces
        if trimmed.isEmpty || trimmed.hasPrefix("#") { return }
        guard let colon = trimmed.firstIndex(of: ":") else {
            fail(number, "header", "expected 'key: value', got '\(trimmed)'")
            return
        }
        let key = String(trimmed[..<colon].trimmingSpaces)
        let value = withoutTrailingComment(trimmed[trimmed.index(after: colon)...])
        guard LevelFile.keys.contains(key) else {
            fail(number, key, "unknown key" + didYouMean(key, in: LevelFile.keys))
            return
        }
        if let first = header[key] {
            fail(number, key, "duplicate key (first set on line \(first.line))")
            return
        }
        header[key] = (String(value.trimmingSpaces), number)
    }

    /// Builds the level from what was read, reporting missing and malformed fields.
    mutating func level() -> Level? {
        let missingLine = headerEnd ?? max(1, lineCount)
        for key in LevelFile.requiredKeys where header[key] == nil {
            fail(missingLine, key, "missing (required)")
        }
        for section in LevelSection.required where !sections.contains(where: { $0.section == section }) {
            fail(max(1, lineCount), "--- \(section.rawValue)", "missing section (required)")
        }
        let hints = sections.filter { $0.section == .hint }
        if hints.count < 2 {
            fail(hints.last?.line ?? max(1, lineCount), "--- hint",
                 "expected at least two hints, found \(hints.count)")
        }
        let id = checkedID()
        let range = checked("container", ContainerRange.parseRange,
                            expected: "'W x H', 'min W x H max W x H' or 'exactly W x H'")
        let scale = checked("scale", parseScale, expected: "a screen scale from 1 to 4")
        let review = checked("review", parseYesNo, expected: "'yes' or 'no'")
        let allowed = header["allow"].map { checkedNames($0, field: "allow", known: Vocabulary.specNames) }
        let forbidEntries = header["forbid"].map { checkedForbidden($0) }
        let required = header["require"].map { checkedRequirements($0) } ?? []
        let changeable = header["change"].map { checkedProperties($0, field: "change") }
        let rule = header["rule"]?.value ?? ""
        if !required.isEmpty || changeable != nil || !(forbidEntries?.changes.isEmpty ?? true), rule.isEmpty {
            fail(header["rule"]?.line ?? missingLine, "rule",
                 "missing: a level with require:, change: or an element forbid: says its rule in the lesson's words")
        }
        let teaches = header["teaches"].map { list($0.value) } ?? []
        if let line = header["teaches"]?.line, teaches.isEmpty { fail(line, "teaches", "expected at least one concept key") }
        for key in ["title", "chapter"] {
            if let entry = header[key], entry.value.isEmpty { fail(entry.line, key, "must not be empty") }
        }
        for section in [LevelSection.lesson, .solution, .takeaway] {
            if let found = sections.first(where: { $0.section == section }), body(found.body).isEmpty {
                fail(found.line, "--- \(section.rawValue)", "must not be empty")
            }
        }
        guard errors.isEmpty, let id, let range else { return nil }
        return Level(
            id: id, title: header["title"]?.value ?? "", chapter: header["chapter"]?.value ?? "", range: range,
            scale: scale ?? 2, allowedSpecs: allowed, forbidden: forbidEntries?.names ?? [], required: required,
            forbiddenChanges: forbidEntries?.changes ?? [], changeable: changeable, rule: rule, teaches: teaches,
            isReview: review ?? false, lesson: text(of: .lesson), given: text(of: .given), start: text(of: .start),
            solution: text(of: .solution), hints: hints.map { body($0.body) }, takeaway: text(of: .takeaway),
            path: path, sectionLines: firstBodyLines(), keyLines: header.mapValues(\.line))
    }

    mutating func checkedID() -> String? {
        guard let entry = header["id"] else { return nil }
        let valid = !entry.value.isEmpty && entry.value.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
        }
        guard valid else {
            fail(entry.line, "id", "expected lowercase letters, digits and '-', got '\(entry.value)'")
            return nil
        }
        return entry.value
    }

    /// Parses an optional header value, reporting "expected …, got '…'" when it is malformed.
    mutating func checked<Value>(_ key: String, _ parse: (String) -> Value?, expected: String) -> Value? {
        guard let entry = header[key] else { return nil }
        guard let value = parse(entry.value) else {
            fail(entry.line, key, "expected \(expected), got '\(entry.value)'")
            return nil
        }
        return value
    }

    /// A comma-separated list whose entries must be known names.
    mutating func checkedNames(_ entry: (value: String, line: Int), field: String, known: [String]) -> [String] {
        let names = list(entry.value)
        for name in names where !known.contains(name) {
            fail(entry.line, field, "unknown name '\(name)'" + didYouMean(name, in: known))
        }
        if names.isEmpty { fail(entry.line, field, "expected a comma-separated list of names") }
        return names
    }

    /// `forbid:` entries: spec and property names the code may not use, and element properties
    /// (`label.style.width`) the player may not change.
    mutating func checkedForbidden(_ entry: (value: String, line: Int)) -> (names: [String], changes: [ElementProperty]) {
        var names: [String] = []
        var changes: [ElementProperty] = []
        for name in list(entry.value) {
            if Vocabulary.forbiddableNames.contains(name) {
                names.append(name)
            } else if let property = ElementProperty.parse(name), property.element != nil {
                changes.append(property)
            } else {
                fail(entry.line, "forbid", "unknown name '\(name)'" + didYouMean(name, in: Vocabulary.forbiddableNames))
            }
        }
        if list(entry.value).isEmpty { fail(entry.line, "forbid", "expected a comma-separated list of names") }
        return (names, changes)
    }

    /// `require:` entries: `ASStackLayoutSpec`, `[element.]style.flexShrink`, `box.style.width as fraction`,
    /// `name in ASStackLayoutSpec`, `[element.]property = value`.
    mutating func checkedRequirements(_ entry: (value: String, line: Int)) -> [LevelRequirement] {
        let texts = list(entry.value)
        if texts.isEmpty { fail(entry.line, "require", "expected a comma-separated list of constructs") }
        return texts.compactMap { text in
            guard let requirement = LevelRequirement.parse(text) else {
                fail(entry.line, "require", "expected a spec ('ASStackLayoutSpec'), a style property "
                    + "('label.style.flexShrink'), 'box.style.width as fraction', 'name in ASStackLayoutSpec' or a "
                    + "value ('row.justifyContent = .spaceBetween'), got '\(text)'")
                return nil
            }
            return requirement
        }
    }

    /// `change:` entries: the element properties the player may change (`tags.alignContent`).
    mutating func checkedProperties(_ entry: (value: String, line: Int), field: String) -> [ElementProperty] {
        let texts = list(entry.value)
        if texts.isEmpty { fail(entry.line, field, "expected a comma-separated list of element properties") }
        return texts.compactMap { text in
            guard let property = ElementProperty.parse(text), property.element != nil else {
                fail(entry.line, field, "expected an element's property ('box.style.height', 'tags.alignContent'), "
                    + "got '\(text)'")
                return nil
            }
            return property
        }
    }

    func list(_ value: String) -> [String] {
        value.split(separator: ",").map { String($0.trimmingSpaces) }.filter { !$0.isEmpty }
    }

    func text(of section: LevelSection) -> String {
        sections.first { $0.section == section }.map { body($0.body) } ?? ""
    }

    /// The first line of each section's body after leading blank lines are dropped.
    func firstBodyLines() -> [LevelSection: Int] {
        var lines: [LevelSection: Int] = [:]
        for entry in sections {
            guard let section = entry.section, lines[section] == nil else { continue }
            let leadingBlanks = entry.body.prefix { $0.trimmingSpaces.isEmpty }.count
            lines[section] = entry.line + 1 + leadingBlanks
        }
        return lines
    }

    /// A section body kept verbatim, minus leading and trailing blank lines.
    func body(_ lines: [Substring]) -> String {
        let isBlank: (Substring) -> Bool = { $0.trimmingSpaces.isEmpty }
        guard let first = lines.firstIndex(where: { !isBlank($0) }),
              let last = lines.lastIndex(where: { !isBlank($0) }) else { return "" }
        return lines[first...last].joined(separator: "\n")
    }
}

// MARK: Header values

/// A screen scale the shell's `:scale` accepts too (1 to 4): one of 1e-300 would make every frame equal.
private func parseScale(_ text: String) -> Double? {
    guard let value = Double(text), ContainerRange.isValidScale(value) else { return nil }
    return value
}

private func parseYesNo(_ text: String) -> Bool? {
    switch text.lowercased() {
    case "yes", "true": return true
    case "no", "false": return false
    default: return nil
    }
}

/// A header value without its trailing comment: a `#` after a space or tab starts one.
private func withoutTrailingComment(_ value: Substring) -> Substring {
    var previous: Character = " "
    for index in value.indices {
        if value[index] == "#", previous == " " || previous == "\t" { return value[..<index] }
        previous = value[index]
    }
    return value
}

extension StringProtocol {
    /// The text without leading and trailing spaces and tabs (Foundation-free).
    var trimmingSpaces: SubSequence {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else {
            return self[endIndex...]
        }
        return self[start...end]
    }
}
