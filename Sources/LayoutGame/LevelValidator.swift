import LayoutScript
import Foundation
import TextureLayout

/// Which levels teach one concept.
public struct CoverageRow: Hashable, Sendable {
    public var concept: Concept
    public var levelIDs: [String]
}

/// The validator's verdict on a level set: every problem, and the concept coverage table.
public struct ValidationReport: Sendable, CustomStringConvertible {
    public var levelCount: Int
    /// Each problem as `path:line: field: message`; uncovered concepts as `uncovered concept: …`.
    public var errors: [String]
    public var coverage: [CoverageRow]

    public var isValid: Bool { errors.isEmpty }

    /// The coverage table (concept → level ids), then the errors or a success line.
    public var description: String {
        let width = coverage.map(\.concept.key.count).max() ?? 0
        var lines = ["Concept coverage (\(levelCount) levels):"]
        for row in coverage {
            let key = row.concept.key.padding(toLength: width, withPad: " ", startingAt: 0)
            let levels = row.levelIDs.isEmpty
                ? (row.concept.isRequired ? "UNCOVERED" : "- (optional)") : row.levelIDs.joined(separator: ", ")
            lines.append("  \(key)  \(levels)")
        }
        lines.append("")
        if errors.isEmpty {
            lines.append("All \(levelCount) levels are valid and every required concept is covered.")
        } else {
            lines.append("\(errors.count) problem\(errors.count == 1 ? "" : "s"):")
            lines += errors.map { "  \($0)" }
        }
        return lines.joined(separator: "\n")
    }
}

/// The level authors' check: each level parses, its solution runs and obeys the level's own rules (every element
/// a rule names exists, so no rule holds vacuously), its start
/// does not already solve it, the solution typed after the start code (as a player types it) solves it, each
/// concept it claims to teach is known and exercised, and together the levels cover every required concept.
public enum LevelValidator {
    public static func validate(directory: URL) -> ValidationReport {
        validate(LevelSet.load(directory: directory))
    }

    public static func validate(_ loaded: LevelSet.Loaded) -> ValidationReport {
        let levels = loaded.set.levels
        var errors = loaded.errors.map(\.description)
        if levels.isEmpty && loaded.errors.isEmpty { errors.append("no levels found") }
        var exercised: [[String]] = []
        for level in levels {
            let target = level.runSolution()
            errors += problems(in: level, target: target)
            let start = level.runStart()
            let added = target.diagnostic != nil || start.diagnostic != nil ? []
                : Set(exercisedConcepts(by: level, target: target)).subtracting(exercisedConcepts(by: level, target: start))
            exercised.append(ConceptCatalog.keys.filter(added.contains))
        }
        errors += conceptsUsedBeforeTaught(levels, exercised: exercised)
        let coverage = ConceptCatalog.concepts.map { concept in
            CoverageRow(concept: concept, levelIDs: levels.filter { $0.teaches.contains(concept.key) }.map(\.id))
        }
        errors += coverage.filter { $0.levelIDs.isEmpty && $0.concept.isRequired }.map {
            "uncovered concept: \($0.concept.key) (\($0.concept.summary))"
        }
        return ValidationReport(levelCount: levels.count, errors: errors, coverage: coverage)
    }

    /// Everything wrong with one parsed level.
    static func problems(in level: Level) -> [String] { problems(in: level, target: level.runSolution()) }

    /// Everything wrong with one parsed level, whose solution has been run (`target`).
    static func problems(in level: Level, target: LevelRun) -> [String] {
        let problem = { (line: Int?, field: String, message: String) in
            LevelFileError(path: level.path, line: line ?? 1, field: field, message: message).description
        }
        if let diagnostic = target.diagnostic {
            let field = target.failedInGiven ? "given" : "solution"
            return [problem(diagnostic.line, field, "does not run: \(diagnostic.message)")]
        }
        guard target.layout != nil, target.session.explicitRoot != nil else {
            return [problem(level.sectionLines[.solution], "solution", "sets no layout root")]
        }
        var problems: [String] = []
        let start = level.runStart()
        if let diagnostic = start.diagnostic {
            problems.append(problem(diagnostic.line, "start", "does not run: \(diagnostic.message)"))
        } else if LevelCheck.check(level, target: target, current: start).isSolved {
            problems.append(problem(level.sectionLines[.start], "start", "already solves the level"))
        }
        problems += unknownRuleElements(in: level, target: target, start: start).map { field, name in
            problem(level.keyLines[field], field, "'\(name)' names no element "
                + (field == "require" ? "of the solution's layout" : "that given and the start code make"))
        }
        let solutionViolations = LevelCheck.violations(of: level, in: target, baseline: start)
        problems += solutionViolations.map { problem(level.sectionLines[.solution], "solution", $0.description) }
        if start.diagnostic == nil, solutionViolations.isEmpty {
            let played = LevelCheck.check(level, target: target, current: level.play(typed: level.solution))
            if !played.isSolved {
                problems.append(problem(level.sectionLines[.solution], "solution",
                    "typed after the start code, as a player would, it does not solve the level: "
                        + played.messages.joined(separator: "; ")))
            }
        }
        for key in level.teaches {
            guard let concept = ConceptCatalog.concept(key) else {
                problems.append(problem(level.keyLines["teaches"], "teaches",
                                        "unknown concept '\(key)'" + didYouMean(key, in: ConceptCatalog.keys)))
                continue
            }
            if !isExercised(concept, by: level, target: target) {
                problems.append(problem(level.keyLines["teaches"], "teaches",
                                        "'\(key)' is not exercised by the solution or the lesson"))
            }
        }
        return problems
    }

    /// The element names in rules that could never apply: a `require:` element the solution's layout does not
    /// hold, a `forbid:` or `change:` element that `given` and the start code do not make.
    static func unknownRuleElements(in level: Level, target: LevelRun, start: LevelRun) -> [(String, String)] {
        let solution = LayoutView(target)
        var unknown = level.required.compactMap(\.element).filter { solution.named($0).isEmpty }.map { ("require", $0) }
        let made = { (name: String) in start.tree.lastElement(named: name) != nil }
        unknown += level.forbiddenChanges.compactMap(\.element).filter { !made($0) }.map { ("forbid", $0) }
        unknown += (level.changeable ?? []).compactMap(\.element).filter { !made($0) }.map { ("change", $0) }
        return unknown
    }

    /// The required concepts the level's solution shows in its code (a spec, a property, a value, a fraction, a
    /// nesting), whether or not the level says it teaches them.
    static func exercisedConcepts(by level: Level, target: LevelRun) -> [String] {
        ConceptCatalog.concepts.filter { concept in
            concept.isRequired && concept.evidence.contains { evidence in
                if case .lesson = evidence { return false }
                return isExercised(Concept(concept.key, concept.summary, evidence: [evidence]), by: level, target: target)
            }
        }.map(\.key)
    }

    /// Every concept is taught by a level of its own before other levels combine it: a solution that adds to the
    /// start code a required concept no level up to this one teaches is reported, with the level that teaches it
    /// later. (What the start code already spells out, such as a stack's explicit `alignItems: .start`, is given.)
    static func conceptsUsedBeforeTaught(_ levels: [Level], exercised: [[String]]) -> [String] {
        var firstTeacher: [String: Int] = [:]
        for (index, level) in levels.enumerated() {
            for key in level.teaches where firstTeacher[key] == nil { firstTeacher[key] = index }
        }
        return zip(levels.indices, exercised).flatMap { index, keys in
            keys.compactMap { key -> String? in
                guard let teacher = firstTeacher[key], teacher > index else { return nil }
                let level = levels[index]
                return LevelFileError(path: level.path, line: level.sectionLines[.solution] ?? 1, field: "solution",
                                      message: "uses \(key) before '\(levels[teacher].id)' teaches it").description
            }
        }
    }

    /// Whether any of the concept's evidence shows in the level.
    static func isExercised(_ concept: Concept, by level: Level, target: LevelRun) -> Bool {
        concept.evidence.contains { evidence in
            switch evidence {
            case .code(let sequence):
                return containsSequence(sequence, in: target.identifiers)
            case .lesson(let word):
                return (level.lesson + "\n" + level.takeaway).lowercased().contains(word.lowercased())
            case .fractionDimension:
                return fractionCount(target.tree) > fractionCount(level.givenSession().session.tree)
            case .nestedSpecs:
                return target.createdElements.contains { element in
                    guard case .spec(let spec) = element.kind else { return false }
                    return spec.laidOutChildren.contains { target.tree.contains($0) && !target.tree[$0].isNode }
                }
            }
        }
    }

    /// How many style dimensions in the tree are fractions of the parent's size.
    private static func fractionCount(_ tree: LayoutTree) -> Int {
        tree.elements.reduce(0) { count, element in
            let style = element.style
            let dimensions = [style.width, style.height, style.minWidth, style.maxWidth, style.minHeight,
                              style.maxHeight, style.flexBasis]
            return count + dimensions.filter { $0.unit == .fraction }.count
        }
    }
}
