import LayoutScript
import TextureLayout

/// Runs a script in a fresh 375-wide session and returns the session and the outcome.
func session(running source: String, constrainedSize: SizeRange? = nil) -> (ScriptSession, RunOutcome) {
    var session = constrainedSize.map { ScriptSession(constrainedSize: $0) } ?? ScriptSession()
    let outcome = session.run(source)
    return (session, outcome)
}

/// Every node's frame as "name x y w h", in z-order, as the fixtures write them.
func frames(of session: ScriptSession, scale: Double = 2) -> [String] {
    guard let result = session.layout(scale: scale) else { return [] }
    return result.frames.map { frame in
        let rect = frame.frame
        return "\(session.tree[frame.element].name) \(formatPoints(rect.minX)) \(formatPoints(rect.minY)) "
            + "\(formatPoints(rect.size.width)) \(formatPoints(rect.size.height))"
    }
}
