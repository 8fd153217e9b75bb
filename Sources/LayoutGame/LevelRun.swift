import LayoutScript
import TextureLayout

/// One evaluation of a level: `given` and then some code (the solution, the start or the player's) in a fresh
/// interpreter session whose `constrainedSize` is the level's container, laid out at the level's scale. The
/// shell draws target and current from the session's tree and the layout.
public struct LevelRun: Sendable {
    public var session: ScriptSession
    /// The solved layout of whatever ran, or `nil` when no root was set (or `given` failed).
    public var layout: LayoutResult?
    /// Why the run stopped early, located in the level file (for `given`, `start`, `solution`) or the player's code.
    public var diagnostic: ScriptDiagnostic?
    /// Whether `diagnostic` comes from `given`: the level itself is broken, not the code being checked.
    public var failedInGiven: Bool
    /// How many elements `given` created; the elements after them come from the code being checked.
    public var givenElementCount: Int
    /// The tokens of the code being checked (not of `given`), without comments.
    var tokens: [CodeToken]

    /// The identifiers of the code being checked, outside comments and strings.
    public var identifiers: [String] { tokens.compactMap(\.identifier) }

    public var tree: LayoutTree { session.tree }

    /// The elements the checked code created, in creation order.
    public var createdElements: ArraySlice<Element> {
        let elements = session.tree.elements
        return elements[min(givenElementCount, elements.count)...]
    }
}

extension Level {
    /// `given` + the reference solution: the target.
    public func runSolution() -> LevelRun {
        run(solution, file: path, firstLine: sectionLines[.solution] ?? 1)
    }

    /// `given` + the starting code.
    public func runStart() -> LevelRun {
        run(start, file: path, firstLine: sectionLines[.start] ?? 1)
    }

    /// `given` + the player's code; diagnostics name `file` and count lines from the player's first line.
    public func run(playerCode: String, file: String = "<your code>") -> LevelRun {
        run(playerCode, file: file, firstLine: 1)
    }

    /// A fresh session with `given` already run: where the shell lets the player type.
    public func givenSession() -> (session: ScriptSession, diagnostic: ScriptDiagnostic?) {
        var session = ScriptSession(constrainedSize: range)
        let outcome = session.run(given, file: path, firstLine: sectionLines[.given] ?? 1)
        return (session, outcome.diagnostic)
    }

    private func run(_ code: String, file: String, firstLine: Int) -> LevelRun {
        var (session, givenDiagnostic) = givenSession()
        let givenCount = session.tree.count
        var diagnostic = givenDiagnostic
        if diagnostic == nil {
            diagnostic = session.run(code, file: file, firstLine: firstLine).diagnostic
        }
        return LevelRun(
            session: session, layout: givenDiagnostic == nil ? session.layout(scale: scale) : nil,
            diagnostic: diagnostic, failedInGiven: givenDiagnostic != nil, givenElementCount: givenCount,
            tokens: codeTokens(in: code))
    }
}
