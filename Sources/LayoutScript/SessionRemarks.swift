import TextureLayout

/// What a session has told its user about code it ignored or guessed, kept so that each is said once per session.
struct SessionRemarks: Hashable, Sendable {
    /// The kinds of display-only code the session ignored.
    var displayKinds: Set<DisplayKind> = []
    /// Images laid out at ``ScriptAPI/defaultImageSize`` because their size is unknown.
    var defaultSizedImages: Set<String> = []
    /// Image nodes given an image of unknown size, by the image's name: the note names such an image only when one of
    /// them takes its size from it (a node whose style sets its width and height does not).
    var defaultSizedImageNodes: [String: Set<ElementID>] = [:]
    /// App values from files that were not pasted, with the stand-in layout used for each (`Constants.padding`: "0").
    var standIns: [String: String] = [:]
    /// Top-level constants and variables declared without a value and read before they got one, with the stand-in
    /// used (`imageHeight`: "0"): pasted properties whose value the class's init gives in the app.
    var unsetStandIns: [String: String] = [:]
    /// The declared type of each of ``unsetStandIns`` that layoutrepl models (`imageHeight`: "CGFloat").
    var unsetTypes: [String: String] = [:]
    /// Node properties read where their type cannot go, in init lines pasted at the top level, and so read as the
    /// init's parameter of the same name (`NSAttributedString(string: title)` beside `let title = ASTextNode()`),
    /// with the stand-in used.
    var shadowedParameters: [String: String] = [:]
    /// Contents a pasted class's layout reads on its own non-private nodes and nothing pasted sets, which the app
    /// sets from outside (`textNode.attributedText`), each standing in as the node's name.
    var appContents: Set<String> = []
    /// Calls of random-number functions with the value each is drawn as (`arc4random_uniform(…) = 1`).
    var randomNumbers: Set<String> = []
    /// Optionals still nil as pasted that code unwraps with a branch for the nil (`if let comment = comment`), with
    /// what stood in for the value the app sets later (`comment`: "an unknown value").
    var nilStandIns: [String: String] = [:]
    /// App classes from files that were not pasted, drawn as a Texture class (`PostHeader`: `ASDisplayNode`).
    var standInClasses: [String: String] = [:]
    /// Calls of the app's functions and extension methods that were not pasted, skipped (`titleNode.applyStyle(…)`,
    /// `styleText(…)`).
    var skippedCalls: Set<String> = []
    /// Methods of the app's extensions that were not pasted and take only a closure, read as builders that run it on
    /// their receiver and return it (`ASDisplayNode.configure(…)`).
    var builderCalls: Set<String> = []
    /// Formatter calls that formatted the sample moment for the app's dates (`DateFormatter.string(from:)`).
    var formattedDates: Set<String> = []
    /// Swift 2 spellings the session accepted, with today's (`.Horizontal`: `.horizontal`).
    var oldSpellings: [String: String] = [:]
    /// Initializers of an app's extension of a UIKit value, read as the one they most likely forward to
    /// (`CGSize(_:_:)`: `CGSize(width:height:)`).
    var forwardedInitializers: [String: String] = [:]
    /// Reads of a pasted class's static through its name, which the paste does not declare (`RingCell.side`).
    var hoistedStatics: Set<String> = []

    /// Takes in what another copy of the session remarked (a class drawn on its own, see ``Companion``), so that the
    /// notes say it with the rest. Every remark above is listed here.
    mutating func absorb(_ other: SessionRemarks) {
        displayKinds.formUnion(other.displayKinds)
        defaultSizedImages.formUnion(other.defaultSizedImages)
        defaultSizedImageNodes.merge(other.defaultSizedImageNodes) { $0.union($1) }
        appContents.formUnion(other.appContents)
        randomNumbers.formUnion(other.randomNumbers)
        skippedCalls.formUnion(other.skippedCalls)
        builderCalls.formUnion(other.builderCalls)
        formattedDates.formUnion(other.formattedDates)
        hoistedStatics.formUnion(other.hoistedStatics)
        let keepFirst: (String, String) -> String = { first, _ in first }
        standIns.merge(other.standIns, uniquingKeysWith: keepFirst)
        unsetStandIns.merge(other.unsetStandIns, uniquingKeysWith: keepFirst)
        unsetTypes.merge(other.unsetTypes, uniquingKeysWith: keepFirst)
        shadowedParameters.merge(other.shadowedParameters, uniquingKeysWith: keepFirst)
        nilStandIns.merge(other.nilStandIns, uniquingKeysWith: keepFirst)
        standInClasses.merge(other.standInClasses, uniquingKeysWith: keepFirst)
        oldSpellings.merge(other.oldSpellings, uniquingKeysWith: keepFirst)
        forwardedInitializers.merge(other.forwardedInitializers, uniquingKeysWith: keepFirst)
    }

    /// The notes for what is new since `earlier`: one line for all newly ignored kinds, one per guessed image, and
    /// one line each for the new stand-in values, skipped calls, stand-in classes and old spellings.
    func notes(since earlier: SessionRemarks, sizedByImage: (ElementID) -> Bool = { _ in true }) -> [String] {
        var notes: [String] = []
        let kinds = displayKinds.subtracting(earlier.displayKinds).sorted()
        if !kinds.isEmpty {
            notes.append("accepted and ignored, as Texture's layout does not read them: "
                + kinds.map(\.rawValue).joined(separator: ", "))
        }
        var guessedImages = defaultSizedImages.subtracting(earlier.defaultSizedImages)
        for (name, nodes) in defaultSizedImageNodes where !earlier.defaultSizedImages.contains(name)
            && nodes.contains(where: sizedByImage) {
            guessedImages.insert(name)
        }
        for name in guessedImages.sorted() {
            let size = ScriptAPI.defaultImageSize
            notes.append("the size of the image \"\(name)\" is unknown, so it is laid out "
                + "\(formatPoints(size.width))×\(formatPoints(size.height)); give it one with "
                + ":image \(name) WxH or point :assets at the app's asset folder")
        }
        let newUnset = Self.added(unsetStandIns, since: earlier.unsetStandIns)
        if !newUnset.isEmpty {
            notes.append("declared without a value and read before the app's init would give one, so layout uses stand-ins: "
                + newUnset.map { "\($0.key) = \($0.value)" }.joined(separator: ", ")
                + "; give \(newUnset.count == 1 ? "it a value" : "them values") where declared"
                + (newUnset.first { unsetTypes[$0.key] != nil }.map { " (let \($0.key): \(unsetTypes[$0.key] ?? "") = …)" } ?? "")
                + " to lay out with the real ones")
        }
        let newShadowed = Self.added(shadowedParameters, since: earlier.shadowedParameters)
        if !newShadowed.isEmpty {
            notes.append("a node is read where it cannot go, so it is the init's parameter of the same name in the app, "
                + "which layout stands in for: " + newShadowed.map { "\($0.key) = \($0.value)" }.joined(separator: ", ")
                + "; declare the parameter under another name (let \(newShadowed[0].key)Value = …) to give its value")
        }
        let newNil = Self.added(nilStandIns, since: earlier.nilStandIns)
        if let first = newNil.first {
            // `comment`, typed at the top level, is assigned there; `CommentCell.comment` in its class's init.
            let (owner, property) = first.key.lastIndex(of: ".").map {
                (String(first.key[..<$0]), String(first.key[first.key.index(after: $0)...]))
            } ?? ("", first.key)
            notes.append("nil as pasted and set by the app later, so layout draws what the cell shows once "
                + (newNil.count == 1 ? "it is" : "they are") + " set: "
                + newNil.map { "\($0.key) = \($0.value)" }.joined(separator: ", ")
                + (owner.isEmpty ? "; assign \(property) = nil before the layout code runs"
                    : "; set \(property) = nil in \(owner)'s init") + " to see the cell without it")
        }
        // Reads of a declared name's stand-in (`likeCount`, `comment.message`) are the app's values of something
        // pasted, not of something missing from the paste.
        let declared = Set(unsetStandIns.keys).union(nilStandIns.keys.map { String($0.split(separator: ".").last ?? "") })
        let (ofDeclared, ofMissing) = Self.added(standIns, since: earlier.standIns).reduce(into: (
            [(key: String, value: String)](), [(key: String, value: String)]())) { split, entry in
            if declared.contains(Self.owner(of: entry.key)) { split.0.append(entry) } else { split.1.append(entry) }
        }
        if !ofDeclared.isEmpty {
            notes.append("stand-ins for the app's values of what you declared: "
                + ofDeclared.map { "\($0.key) = \($0.value)" }.joined(separator: ", "))
        }
        if !ofMissing.isEmpty {
            let owners = Set(ofMissing.map { path in
                if path.key.hasPrefix("\"") { return "String's extension" }
                let owner = Self.owner(of: path.key)
                if owner.first?.isNumber == true || owner.first == "-" { return "the number types' extension" }
                return ScriptAPI.shared.type(named: owner) != nil ? "\(owner)'s extension" : owner
            }).sorted()
            notes.append("not in what you pasted, so layout uses stand-ins: "
                + ofMissing.map { "\($0.key) = \($0.value)" }.joined(separator: ", ")
                + "; paste or declare " + owners.joined(separator: ", ") + " to lay out with the real values")
        }
        let contents = appContents.subtracting(earlier.appContents).sorted()
        if !contents.isEmpty {
            notes.append("read by the layout, set by nothing pasted and not private, so the app sets "
                + (contents.count == 1 ? "it" : "them") + ": " + contents.joined(separator: ", ")
                + "; the node's name stands in as its text or image")
        }
        let random = randomNumbers.subtracting(earlier.randomNumbers).sorted()
        if !random.isEmpty {
            notes.append("random values are drawn the same on every run, as the smallest that shows content (1 where "
                + "the range holds it): " + random.joined(separator: ", "))
        }
        let dates = formattedDates.subtracting(earlier.formattedDates).sorted()
        if !dates.isEmpty {
            notes.append("now and the app's dates are one sample moment, \(ScriptAPI.sampleDate) GMT, the same on every "
                + "run: "
                + dates.joined(separator: ", "))
        }
        let skipped = skippedCalls.subtracting(earlier.skippedCalls).sorted()
        if !skipped.isEmpty {
            let them = skipped.count == 1 ? "it" : "them"
            notes.append("not in what you pasted, so skipped: " + skipped.joined(separator: ", ")
                + "; paste the function or extension that declares \(them) to run \(them)")
        }
        let builders = builderCalls.subtracting(earlier.builderCalls).sorted()
        if !builders.isEmpty {
            notes.append("not in what you pasted, so read as a builder that runs its closure on the node and returns "
                + "it, as Then's then does: " + builders.joined(separator: ", ") + "; paste the extension to run "
                + (builders.count == 1 ? "it" : "them") + " as written")
        }
        let newClasses = Self.added(standInClasses, since: earlier.standInClasses)
        if !newClasses.isEmpty {
            notes.append("not in what you pasted, so drawn as Texture's own: "
                + newClasses.map { "\($0.key) as an \($0.value)" }.joined(separator: ", ")
                + "; paste \(newClasses.count == 1 ? "its declaration" : "their declarations") to lay out as the app does")
        }
        let newForwarded = Self.added(forwardedInitializers, since: earlier.forwardedInitializers)
        if !newForwarded.isEmpty {
            notes.append("not in what you pasted, so read as the initializer they most likely forward to: "
                + newForwarded.map { "\($0.key) as \($0.value)" }.joined(separator: ", ")
                + "; paste the extension to run it as written")
        }
        let newStatics = hoistedStatics.subtracting(earlier.hoistedStatics).sorted()
        if !newStatics.isEmpty {
            notes.append("read as the static lets pasted at the top level, as the class's own code reads them: "
                + newStatics.joined(separator: ", "))
        }
        let newSpellings = Self.added(oldSpellings, since: earlier.oldSpellings)
        if !newSpellings.isEmpty {
            notes.append("read as older Swift and AsyncDisplayKit spelled them: "
                + newSpellings.map { "\($0.key) is \($0.value) today" }.joined(separator: ", ")
                + "; write today's in new code")
        }
        return notes
    }

    /// The name a stand-in's path starts from (`comment` of `self.comment.status.rawValue`).
    private static func owner(of path: String) -> String {
        let key = path.hasPrefix("self.") ? path.dropFirst("self.".count) : Substring(path)
        return String(key.prefix { $0 != "." && $0 != "(" && $0 != " " && $0 != "[" })
    }

    /// The entries `earlier` did not have, in the order of their keys.
    private static func added(_ current: [String: String], since earlier: [String: String])
        -> [(key: String, value: String)]
    {
        current.filter { earlier[$0.key] == nil }.sorted { $0.key < $1.key }
    }
}

extension ScriptSession {
    /// Records that code of this kind was ignored; the note naming it comes once per session.
    mutating func noteIgnored(_ kind: DisplayKind) {
        remarks.displayKinds.insert(kind)
    }

    /// Records that a top-level name declared without a value was read before it got one, and what stood in.
    mutating func noteUnsetStandIn(_ shown: String, for name: String, declaredAs type: ValueType?) {
        remarks.unsetStandIns[name] = shown
        remarks.unsetTypes[name] = type?.description
    }

    /// Records that a node property was read as the init parameter it shadows in the app, and what stood in.
    mutating func noteShadowedParameter(_ shown: String, for name: String) {
        remarks.shadowedParameters[name] = shown
    }

    /// Records a formatter or calendar call that read dates, where now and the app's dates are the sample moment.
    mutating func noteFormattedDate(_ call: String) {
        remarks.formattedDates.insert(call)
    }

    /// Records a random-number call and the value it is drawn as.
    mutating func noteRandomNumber(_ call: String) {
        remarks.randomNumbers.insert(call)
    }

    /// Records that code unwrapping an optional that is still nil as pasted got a stand-in for the app's value.
    mutating func noteNilStandIn(_ shown: String, for name: String) {
        remarks.nilStandIns[name] = shown
    }

    /// Records that layout read a stand-in for an app value the pasted code does not declare.
    mutating func noteStandIn(_ shown: String, for path: String) {
        remarks.standIns[path] = shown
    }

    /// Records the app classes standing in as plain Texture nodes that the drawing now shows.
    mutating func noteDrawnStandIns() {
        guard !program.unknownClassNodes.isEmpty, let root else { return }
        var pending = [root]
        var visited: Set<ElementID> = []
        while let id = pending.popLast() {
            guard visited.insert(id).inserted, tree.contains(id) else { continue }
            if let name = program.unknownClassNodes[id] { noteStandInClass(name, as: className(of: id)) }
            switch tree[id].kind {
            case .spec(let spec): pending += spec.childSlots.compactMap { $0 }
            case .node(let node): pending += node.layoutSpec.map { [$0] } ?? []
            }
        }
    }

    /// Records a node's content the layout read before anything pasted set it, which stands in as the node's name.
    mutating func noteAppContent(_ path: String) {
        remarks.appContents.insert(path)
    }

    /// Takes back the note that the app sets a node's content, once the code sets it.
    mutating func forgetAppContent(_ path: String) {
        remarks.appContents.remove(path)
    }

    mutating func noteBuilderCall(_ path: String) {
        remarks.builderCalls.insert(path)
    }

    mutating func noteSkippedCall(_ path: String) {
        remarks.skippedCalls.insert(path)
    }

    /// Records an app class that was not pasted standing in as a Texture class.
    mutating func noteStandInClass(_ name: String, as className: String) {
        remarks.standInClasses[name] = className
    }

    /// Records that an app's initializer of a UIKit value was read as the one it most likely forwards to.
    mutating func noteForwardedInitializer(_ written: String, as known: String) {
        remarks.forwardedInitializers[written] = known
    }

    /// Records a read of a pasted class's static through the class's name (`RingCell.side`).
    mutating func noteHoistedStatic(_ read: String) {
        remarks.hoistedStatics.insert(read)
    }

    /// Records that an old Swift spelling was read as today's.
    mutating func noteOldSpelling(_ old: String, _ modern: String) {
        remarks.oldSpellings[old] = modern
    }

    /// Records that an image was laid out at the default size; the note naming it comes once per session.
    mutating func noteDefaultSized(image name: String) {
        remarks.defaultSizedImages.insert(name)
    }

    /// Records an image node given an image of unknown size; the note naming the image comes when a node takes its
    /// size from it (see ``sizedByItsImage(_:)``).
    mutating func noteDefaultSized(image name: String, on id: ElementID) {
        remarks.defaultSizedImageNodes[name, default: []].insert(id)
    }

    /// Counts the images of unknown size a node now takes its size from as noted, so their note comes once.
    mutating func keepNotedImages() {
        for (name, nodes) in remarks.defaultSizedImageNodes where nodes.contains(where: sizedByItsImage) {
            remarks.defaultSizedImages.insert(name)
        }
    }

    /// Whether an image node's size can come from its image: its style leaves its width or its height to it.
    func sizedByItsImage(_ id: ElementID) -> Bool {
        guard tree.contains(id) else { return false }
        return tree[id].style.width == .auto || tree[id].style.height == .auto
    }
}
