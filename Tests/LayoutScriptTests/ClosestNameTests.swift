import Testing
import LayoutScript

/// The "did you mean" behind every unknown-name message of the interpreter, the shell and the level files.
struct ClosestNameTests {
    @Test(arguments: [
        ("contianer", ["container", "chapter"], "container"),
        ("LESSONS", ["lesson", "hint"], "lesson"),
        ("flexGrwo", ["flexGrow", "flexShrink", "flexBasis"], "flexGrow"),
        ("justify", ["justifyContent", "alignItems"], "justifyContent"),
        ("ASStackSpec", ["ASStackLayoutSpec", "ASInsetLayoutSpec"], "ASStackLayoutSpec"),
        ("headerSpec", ["headerLayoutSpec", "headerSpacing"], "headerLayoutSpec"),
        ("preferSize", ["preferredSize", "preferredLayoutSize"], "preferredSize"),
        ("clear", ["Calendar", "CGFloat"], nil),
        ("titel", ["title", "image"], "title"),
        ("iamge", ["title", "image"], "image"),
        ("zzz", ["container", "chapter"], nil),
        ("", ["a"], nil),
    ] as [(String, [String], String?)])
    func closestNames(name: String, candidates: [String], closest: String?) {
        #expect(closestName(to: name, in: candidates) == closest)
    }

    @Test func didYouMeanIsEmptyWithoutACloseName() {
        #expect(didYouMean("flexGrwo", in: ["flexGrow"]) == "; did you mean 'flexGrow'?")
        #expect(didYouMean("qqqq", in: ["flexGrow"]) == "")
    }
}
