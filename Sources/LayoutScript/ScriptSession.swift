import TextureLayout

// CONTRACT (temporary skeleton; the interpreter work replaces the bodies, keeps these signatures).

/// The interpreter's whole state: every element created so far, the variables naming them and the layout root.
/// A value type, so undo is keeping a copy.
public struct ScriptSession: Sendable {
    /// Every element any statement created, named by its variable (or `TypeNameN` when it has none).
    public private(set) var tree = LayoutTree()
    /// The layout root: the last spec or node value of an expression statement or `return`, or set by the shell.
    public var root: ElementID?
    /// What `constrainedSize` evaluates to inside a spec function (the shell's container range).
    public var constrainedSize: SizeRange

    public init(constrainedSize: SizeRange = SizeRange(min: .zero, max: Size(width: 375, height: .infinity))) {
        self.constrainedSize = constrainedSize
    }

    /// Runs one or more statements. Statements run in order; the first failing one stops the run and is reported,
    /// earlier ones stay applied (each is listed in the outcome, so the shell can journal them).
    public mutating func run(_ source: String, file: String = "<input>") -> RunOutcome {
        RunOutcome(statements: [], diagnostic: ScriptDiagnostic(
            message: "the interpreter is not built yet", file: file, line: 1, column: 1, sourceLine: source))
    }

    /// True when `source` is an unfinished statement (an open brace, bracket or parenthesis, a trailing operator)
    /// that more lines could complete, so the shell shows a continuation prompt instead of an error.
    public static func needsMoreInput(_ source: String) -> Bool { false }

    /// Variable names in declaration order.
    public var variableNames: [String] { [] }

    /// The Texture type a variable holds, e.g. `ASStackLayoutSpec`, `CGSize`, `ASDimension`.
    public func typeName(ofVariable name: String) -> String? { nil }

    /// Lays out the root in `constrainedSize`; nil when there is no root.
    public func layout(scale: Double) -> LayoutResult? {
        guard let root else { return nil }
        return tree.layout(root: root, in: constrainedSize, scale: scale)
    }
}

public struct RunOutcome: Sendable {
    /// The statements that ran, in order, with their exact source text.
    public var statements: [AcceptedStatement]
    /// Why the run stopped early, if it did.
    public var diagnostic: ScriptDiagnostic?
}

public struct AcceptedStatement: Sendable, Hashable {
    public var source: String
    /// False for statements that cannot change a layout (e.g. `import`, a bare number).
    public var changedLayout: Bool
}

/// An error in the input, located in its file; `description` is the full message with the source line and a caret.
public struct ScriptDiagnostic: Error, Sendable, Hashable, CustomStringConvertible {
    public var message: String
    public var file: String
    public var line: Int
    public var column: Int
    public var sourceLine: String

    public var description: String {
        "\(file):\(line):\(column): error: \(message)\n\(sourceLine)\n\(String(repeating: " ", count: max(0, column - 1)))^"
    }
}
