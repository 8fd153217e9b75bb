/// Code from apps written in Swift 2, before Swift 3 renamed Cocoa's API: read as today's Swift reads its new
/// names, with one note per session listing each old spelling met, since Xcode no longer accepts them.
extension Evaluator {
    /// Swift 2 capitalized enum cases (`.Horizontal`, `.SpaceBetween`, `UIControlState.Normal`); Swift 3 lowered
    /// their first letter. The one case that differs from `name` in letter case only, if there is exactly one.
    static func modernCaseName(_ name: String, among cases: [String]) -> String? {
        let matches = cases.filter { $0.lowercased() == name.lowercased() }
        return matches.count == 1 ? matches.first : nil
    }
}
