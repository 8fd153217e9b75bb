/// The names a level may list in `allow:` and `forbid:`, and that the checker looks for in a player's code.
public enum Vocabulary {
    /// Every layout spec class the interpreter builds (the plain `ASLayoutSpec` is the stack spacer).
    public static let specNames = [
        "ASStackLayoutSpec", "ASInsetLayoutSpec", "ASOverlayLayoutSpec", "ASBackgroundLayoutSpec",
        "ASCenterLayoutSpec", "ASRelativeLayoutSpec", "ASRatioLayoutSpec", "ASAbsoluteLayoutSpec",
        "ASWrapperLayoutSpec", "ASCornerLayoutSpec", "ASLayoutSpec",
    ]

    /// `ASLayoutElementStyle` properties, written `style.<name>` in a level.
    public static let styleProperties = [
        "width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight", "preferredSize", "minSize", "maxSize",
        "preferredLayoutSize", "minLayoutSize", "maxLayoutSize", "spacingBefore", "spacingAfter", "flexGrow",
        "flexShrink", "flexBasis", "alignSelf", "ascender", "descender", "layoutPosition",
    ]

    /// Spec properties (and the initializer labels of the same name).
    public static let specProperties = [
        "direction", "spacing", "justifyContent", "alignItems", "flexWrap", "alignContent", "lineSpacing",
        "horizontalAlignment", "verticalAlignment", "insets", "centeringOptions", "sizingOptions",
        "horizontalPosition", "verticalPosition", "sizingOption", "ratio", "sizing", "cornerLocation", "offset",
        "wrapsCorner",
    ]

    /// Everything `forbid:` accepts, spelled as a level writes it.
    public static let forbiddableNames = specNames + styleProperties.map { "style." + $0 } + specProperties

    /// The identifiers a forbidden entry shows up as in code: `style.width` as `style`, `width` (so that
    /// `CGSize(width:height:)` does not count), a spec property by its name, which is also its initializer label.
    static func codeSequence(ofForbidden entry: String) -> [String] {
        entry.split(separator: ".").map(String.init)
    }
}
