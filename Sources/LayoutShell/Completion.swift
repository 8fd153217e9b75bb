import Foundation
import LayoutScript

extension Shell {
    /// Context-aware completion: `:commands` and their arguments, members after `name.` (style properties after
    /// `.style.`), enum cases after a bare `.` where the expected type is known, initializer labels inside a call,
    /// then variables, types and functions.
    /// - Parameters:
    ///   - before: the text of the line before the word being completed.
    ///   - word: the word, from its start to the cursor.
    public func completions(before: String, word: String) -> [String] {
        let trimmedBefore = before.trimmingCharacters(in: .whitespaces)
        if trimmedBefore.isEmpty && word.hasPrefix(":") {
            return matching(word, Self.commands.map { ":" + $0.name })
        }
        if trimmedBefore.hasPrefix(":") && !isContinuing {
            return commandArgumentCompletions(before: trimmedBefore, word: word)
        }
        let session = activeSession
        let context = CompletionContext(before: before)
        switch context {
        case .member(let receiver):
            return matching(word, memberNames(of: receiver, in: session))
        case .implicitMember(let expectedType):
            let cases = expectedType.map { ScriptAPI.shared.cases(ofEnum: $0).map(\.name) } ?? ScriptAPI.shared.allCaseNames
            return matching(word, cases)
        case .argument(let typeName):
            let labels = ScriptAPI.shared.initializerLabels(ofType: typeName).map { $0 + ":" }
            // Nothing typed yet where an argument starts: the labels are what comes next, not every name there is.
            if word.isEmpty && !labels.isEmpty { return labels }
            return matching(word, labels + identifiers(in: session))
        case .identifier:
            return matching(word, identifiers(in: session))
        }
    }

    /// Whether the word before the cursor is a file name (`:load `, `:save `, `:export svg `): the line editor
    /// completes paths there.
    public func wantsFileName(before text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix(":"), trimmed.contains(" ") || text.hasSuffix(" ") else { return false }
        let name = String(trimmed.dropFirst().prefix { !$0.isWhitespace })
        if name == "export" { return text.contains(" svg ") || text.contains(" swift ") }
        if case .fileName? = Self.command(named: name)?.argument { return true }
        return false
    }

    /// Whether the cursor is in a `:command`'s argument, where only spaces separate words (`hello-node`,
    /// `ASStackLayoutSpec.justifyContent` are one word).
    public func isCommandArgument(before text: String) -> Bool {
        !isContinuing && text.trimmingCharacters(in: .whitespaces).hasPrefix(":") && text.contains(" ")
    }

    private func identifiers(in session: ScriptSession) -> [String] {
        session.variableNames + ScriptAPI.shared.globalNames + Self.keywords
    }

    static let keywords = ["let", "var", "return", "for", "in", "if", "else", "true", "false", "self"]

    /// Members of what a dotted chain such as `a.style` or `ASStackLayoutSpec` names.
    private func memberNames(of receiver: [String], in session: ScriptSession) -> [String] {
        guard let head = receiver.first else { return [] }
        // A type, nested ones included (`UIFont.TextStyle.`, `NSAttributedString.Key.`).
        let dotted = receiver.joined(separator: ".")
        if ScriptAPI.shared.typeNames.contains(dotted) {
            return ScriptAPI.shared.staticMemberNames(ofType: dotted)
        }
        var type = session.typeName(ofVariable: head == "self" && receiver.count > 1 ? receiver[1] : head)
        for member in receiver.dropFirst(head == "self" ? 2 : 1) {
            type = type.flatMap { ScriptAPI.shared.memberTypeName(member, ofType: $0) }
        }
        return type.map { ScriptAPI.shared.memberNames(ofType: $0) } ?? []
    }

    private func commandArgumentCompletions(before: String, word: String) -> [String] {
        let name = String(before.dropFirst().prefix { !$0.isWhitespace })
        guard let command = Self.command(named: name) else { return [] }
        let tree = activeSession.tree
        switch command.argument {
        case .none, .fileName: return []
        case .choice(let choices): return matching(word, choices)
        case .elementName: return matching(word, tree.elements.map(\.name))
        case .levelID: return matching(word, loadedLevels?.set.levels.map(\.id) ?? [])
        case .helpTopic: return matching(word, helpTopics)
        case .imageName:
            // Only the name, the first word, completes; the size after it is the user's.
            guard !before.dropFirst(name.count + 1).contains(where: { !$0.isWhitespace }) else { return [] }
            return matching(word, Array(settings.imageSizes.keys) + (settings.assets.map { Array($0.sizes.keys) } ?? []))
        }
    }

    private func matching(_ word: String, _ candidates: [String]) -> [String] {
        var seen = Set<String>()
        return candidates.filter { $0.hasPrefix(word) && seen.insert($0).inserted }.sorted()
    }
}

/// Where the cursor is, read from the text before the word being completed.
enum CompletionContext: Equatable {
    /// After `receiver.`: the chain's identifiers, e.g. `["a", "style"]`.
    case member([String])
    /// After a bare `.`: an enum case or option, of this type when it is known.
    case implicitMember(String?)
    /// Inside `TypeName(` where a label can start.
    case argument(String)
    case identifier

    init(before: String) {
        guard before.last == "." else {
            self = Self.enclosingCall(before).map { .argument($0) } ?? .identifier
            return
        }
        let chain = Self.chain(endingBefore: before.dropLast())
        if chain.isEmpty {
            self = .implicitMember(Self.expectedType(before: String(before.dropLast())))
        } else {
            self = .member(chain)
        }
    }

    /// The identifiers of `a.b.c` that end right before the final dot.
    private static func chain(endingBefore text: Substring) -> [String] {
        var parts: [String] = []
        var rest = text
        while true {
            let name = rest.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            guard !name.isEmpty else { break }
            parts.insert(String(name.reversed()), at: 0)
            rest = rest.dropLast(name.count)
            guard rest.last == "." else { break }
            rest = rest.dropLast()
        }
        return parts.first?.first?.isNumber == true ? [] : parts
    }

    /// The type a bare `.case` must have: a property assignment (`x.prop = .`), a labelled argument
    /// (`Type(label: .`, also inside an option-set literal `[.`).
    private static func expectedType(before text: String) -> String? {
        var text = text.trimmingCharacters(in: .whitespaces)
        while text.hasSuffix("[") || text.hasSuffix(",") {
            text = String(text.dropLast()).trimmingCharacters(in: .whitespaces)
            if let open = text.lastIndex(of: "["), !text[open...].contains("]") {
                text = String(text[..<open]).trimmingCharacters(in: .whitespaces)
            }
        }
        if text.hasSuffix("=") {
            let target = chain(endingBefore: Substring(text.dropLast().trimmingCharacters(in: .whitespaces)))
            guard let property = target.last else { return nil }
            return ScriptAPI.shared.enumName(ofPropertyNamed: property)
        }
        if text.hasSuffix(":") {
            let label = chain(endingBefore: Substring(text.dropLast())).last ?? ""
            if let call = enclosingCall(text) {
                return ScriptAPI.shared.enumName(ofParameter: label, inInitializersOf: call)
                    ?? ScriptAPI.shared.enumName(ofPropertyNamed: label)
            }
            return ScriptAPI.shared.enumName(ofPropertyNamed: label)
        }
        return nil
    }

    /// The type whose initializer call is still open at the end of `text`, e.g. `ASStackLayoutSpec` in
    /// `ASStackLayoutSpec(direction: .vertical, `.
    private static func enclosingCall(_ text: String) -> String? {
        var depth = 0
        var index = text.endIndex
        while index > text.startIndex {
            index = text.index(before: index)
            switch text[index] {
            case ")", "]": depth += 1
            case "[": depth = max(0, depth - 1)
            case "(":
                if depth == 0 {
                    let name = chain(endingBefore: text[..<index])
                    guard let last = name.last, last.first?.isUppercase == true else { return nil }
                    return last
                }
                depth -= 1
            default: break
            }
        }
        return nil
    }
}
