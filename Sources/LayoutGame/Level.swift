import TextureLayout

/// One puzzle level, as read from a `.level` file: what the player is told, the code around the exercise, the
/// reference solution whose layout is the target, and the rules the player's code must follow.
public struct Level: Hashable, Sendable {
    /// Stable identity; progress is keyed by it.
    public var id: String
    public var title: String
    public var chapter: String
    /// The size range the root is laid out in (`container:`).
    public var range: SizeRange
    /// The screen scale the engine rounds to (`scale:`, default 2).
    public var scale: Double
    /// The only specs the player may use, or `nil` when any spec is allowed.
    public var allowedSpecs: [String]?
    /// Specs (`ASAbsoluteLayoutSpec`) and properties (`style.layoutPosition`, `justifyContent`) the player may not use.
    public var forbidden: [String]
    /// Constructs the layout must use (`require:`), judged on the layout the code builds.
    public var required: [LevelRequirement]
    /// Element properties the player may not change from where `given` and the start code left them
    /// (`forbid: label.style.width`).
    public var forbiddenChanges: [ElementProperty]
    /// When set (`change:`), the only properties the player may change; every other property of every element
    /// stays as `given` and the start code left it, and the layout holds no element they did not make.
    public var changeable: [ElementProperty]?
    /// The level's rule in the lesson's words, said when `require:`, `change:` or an element `forbid:` is broken.
    public var rule: String
    /// Concept keys this level teaches (see ``ConceptCatalog``).
    public var teaches: [String]
    /// Whether this is its chapter's review level.
    public var isReview: Bool
    public var lesson: String
    /// Code the player does not change; runs first.
    public var given: String
    /// The player's starting code (may be empty).
    public var start: String
    /// The reference solution; the target frames come from `given` + `solution`.
    public var solution: String
    public var hints: [String]
    public var takeaway: String
    /// The file the level was read from, as shown in messages (e.g. `Levels/01-stacks/02-x.level`).
    public var path: String
    /// The file line of each section's first body line, so code diagnostics can point into the level file.
    public var sectionLines: [LevelSection: Int]
    /// The file line of each header key, so the validator can point at `teaches:` or `allow:`.
    public var keyLines: [String: Int]

    /// Whether the level has rules judged on its layout (`require:`, `change:`, element `forbid:`).
    public var hasLayoutRules: Bool { !required.isEmpty || !forbiddenChanges.isEmpty || changeable != nil }

    public init(
        id: String, title: String, chapter: String, range: SizeRange, scale: Double = 2,
        allowedSpecs: [String]? = nil, forbidden: [String] = [], required: [LevelRequirement] = [],
        forbiddenChanges: [ElementProperty] = [], changeable: [ElementProperty]? = nil, rule: String = "", teaches: [String] = [], isReview: Bool = false,
        lesson: String = "", given: String = "", start: String = "", solution: String, hints: [String] = [],
        takeaway: String = "", path: String = "<level>", sectionLines: [LevelSection: Int] = [:],
        keyLines: [String: Int] = [:]
    ) {
        self.id = id
        self.title = title
        self.chapter = chapter
        self.range = range
        self.scale = scale
        self.allowedSpecs = allowedSpecs
        self.forbidden = forbidden
        self.required = required
        self.forbiddenChanges = forbiddenChanges
        self.changeable = changeable
        self.rule = rule
        self.teaches = teaches
        self.isReview = isReview
        self.lesson = lesson
        self.given = given
        self.start = start
        self.solution = solution
        self.hints = hints
        self.takeaway = takeaway
        self.path = path
        self.sectionLines = sectionLines
        self.keyLines = keyLines
    }
}

/// The sections of a level file, each opened by a line `--- <name>`.
public enum LevelSection: String, CaseIterable, Hashable, Sendable {
    case lesson, given, start, solution, hint, takeaway

    /// Sections a level must have (hints are counted separately: at least two).
    static let required: [LevelSection] = [.lesson, .given, .solution, .takeaway]
}
