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
    /// What the shell would have noted about the last code run (the player's, or the solution): stand-ins,
    /// ignored display code.
    public var notes: [String] = []

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
        run([Segment(solution, file: path, firstLine: sectionLines[.solution] ?? 1)], checked: solution)
    }

    /// `given` + the starting code, with nothing typed yet.
    public func runStart() -> LevelRun { play(typed: "") }

    /// The player's code as the game runs it: `given`, then the level's start code (which stays in place, as it
    /// does on the screen), then what the player typed; diagnostics in the typed code name `file` and count lines
    /// from its first line. The game, `layoutrepl check` and the validator all judge this run.
    public func play(typed code: String, file: String = "<your code>") -> LevelRun {
        run([Segment(start, file: path, firstLine: sectionLines[.start] ?? 1), Segment(code, file: file, firstLine: 1)],
            checked: start + "\n" + code)
    }

    /// A fresh session with `given` already run: where the shell lets the player type.
    public func givenSession() -> (session: ScriptSession, diagnostic: ScriptDiagnostic?) {
        var session = ScriptSession(constrainedSize: range)
        session.environment.screenScale = scale
        let outcome = session.run(given, file: path, firstLine: sectionLines[.given] ?? 1)
        return (session, outcome.diagnostic)
    }

    /// A session that plays `given`, the start code and then the typed entries, each run as the shell runs one
    /// entry: where the player goes on typing.
    public func playSession(typed entries: [String]) -> ScriptSession {
        var session = givenSession().session
        _ = session.run(start, file: path, firstLine: sectionLines[.start] ?? 1)
        for entry in entries { _ = session.run(entry, file: "<your code>") }
        return session
    }

    /// A piece of code run after `given`, with where its lines come from.
    private struct Segment {
        var code: String
        var file: String
        var firstLine: Int

        init(_ code: String, file: String, firstLine: Int) {
            self.code = code
            self.file = file
            self.firstLine = firstLine
        }
    }

    /// Runs `given`, then each segment until one fails; `checked` is the code whose tokens the rules read.
    private func run(_ segments: [Segment], checked: String) -> LevelRun {
        var (session, givenDiagnostic) = givenSession()
        let givenCount = session.tree.count
        var diagnostic = givenDiagnostic
        var notes: [String] = []
        for (index, segment) in segments.enumerated() where diagnostic == nil {
            let outcome = session.run(segment.code, file: segment.file, firstLine: segment.firstLine)
            diagnostic = outcome.diagnostic
            if index == segments.count - 1 { notes = outcome.notes }  // the code being checked is the last
        }
        return LevelRun(
            session: session, layout: givenDiagnostic == nil ? session.layout(scale: scale) : nil,
            diagnostic: diagnostic, failedInGiven: givenDiagnostic != nil, givenElementCount: givenCount,
            tokens: codeTokens(in: checked), notes: notes)
    }
}
