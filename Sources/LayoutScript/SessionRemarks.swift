import TextureLayout

/// What a session has told its user about code it ignored or guessed, kept so that each is said once per session.
struct SessionRemarks: Hashable, Sendable {
    /// The kinds of display-only code the session ignored.
    var displayKinds: Set<DisplayKind> = []
    /// Images laid out at ``ScriptAPI/defaultImageSize`` because their size is unknown.
    var defaultSizedImages: Set<String> = []

    /// The notes for what is new since `earlier`: one line for all newly ignored kinds, one per guessed image.
    func notes(since earlier: SessionRemarks) -> [String] {
        var notes: [String] = []
        let kinds = displayKinds.subtracting(earlier.displayKinds).sorted()
        if !kinds.isEmpty {
            notes.append("accepted and ignored, as Texture's layout does not read them: "
                + kinds.map(\.rawValue).joined(separator: ", ") + " (said once per session)")
        }
        for name in defaultSizedImages.subtracting(earlier.defaultSizedImages).sorted() {
            let size = ScriptAPI.defaultImageSize
            notes.append("the size of the image \"\(name)\" is unknown, so it is laid out "
                + "\(formatPoints(size.width))×\(formatPoints(size.height)); give it one with "
                + ":image \(name) WxH or point :assets at the app's asset folder")
        }
        return notes
    }
}

extension ScriptSession {
    /// Records that code of this kind was ignored; the note naming it comes once per session.
    mutating func noteIgnored(_ kind: DisplayKind) {
        remarks.displayKinds.insert(kind)
    }

    /// Records that an image was laid out at the default size; the note naming it comes once per session.
    mutating func noteDefaultSized(image name: String) {
        remarks.defaultSizedImages.insert(name)
    }
}
