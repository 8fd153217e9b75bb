import Testing
import TextureLayout
@testable import LayoutGame

/// A complete, valid level file; the bad-file fixtures below are this text with one change.
let goodLevelText = """
# A header comment.
id: stack-direction
title: Rows and columns
chapter: Stacks
container: min 10 x 0 max 300 x inf   # trailing comment
scale: 3
allow: ASStackLayoutSpec, ASInsetLayoutSpec
forbid: ASAbsoluteLayoutSpec, style.layoutPosition
teaches: stack.direction, enum.StackDirection.vertical
review: yes

--- lesson
Main axis and cross axis.
# kept: not a comment in a section

--- given
let a = ASDisplayNode()
a.style.preferredSize = CGSize(width: 50, height: 50)

--- start
let stack = ASStackLayoutSpec.horizontal()
stack.children = [a]
stack

--- solution

let stack = ASStackLayoutSpec.vertical()
stack.children = [a]
stack

--- hint
First hint.

--- hint
Second hint.
--- takeaway
A stack's direction picks its main axis.
"""

@Suite struct LevelFileTests {
    @Test func goodFileGivesEveryField() throws {
        let level = try LevelFile.parse(goodLevelText, path: "Levels/02-stacks/01-x.level")
        #expect(level.id == "stack-direction")
        #expect(level.title == "Rows and columns")
        #expect(level.chapter == "Stacks")
        #expect(level.range == SizeRange(min: Size(width: 10, height: 0), max: Size(width: 300, height: .infinity)))
        #expect(level.scale == 3)
        #expect(level.allowedSpecs == ["ASStackLayoutSpec", "ASInsetLayoutSpec"])
        #expect(level.forbidden == ["ASAbsoluteLayoutSpec", "style.layoutPosition"])
        #expect(level.teaches == ["stack.direction", "enum.StackDirection.vertical"])
        #expect(level.isReview)
        #expect(level.lesson == "Main axis and cross axis.\n# kept: not a comment in a section")
        #expect(level.given == "let a = ASDisplayNode()\na.style.preferredSize = CGSize(width: 50, height: 50)")
        #expect(level.start == "let stack = ASStackLayoutSpec.horizontal()\nstack.children = [a]\nstack")
        #expect(level.solution == "let stack = ASStackLayoutSpec.vertical()\nstack.children = [a]\nstack")
        #expect(level.hints == ["First hint.", "Second hint."])
        #expect(level.takeaway == "A stack's direction picks its main axis.")
        #expect(level.sectionLines[.given] == 17)
        #expect(level.sectionLines[.solution] == 27)
        #expect(level.keyLines["teaches"] == 9)
    }

    /// A level saved with Windows line ends reads as the same level.
    @Test func windowsLineEndsReadTheSame() throws {
        let unix = try LevelFile.parse(goodLevelText, path: "a.level")
        let windows = try LevelFile.parse(goodLevelText.replacing("\n", with: "\r\n"), path: "a.level")
        #expect(windows == unix)
    }

    @Test func optionalFieldsHaveDefaults() throws {
        let text = goodLevelText.replacingLines { line in
            ["scale", "allow", "forbid", "review"].contains { line.hasPrefix("\($0):") } ? nil : line
        }
        let level = try LevelFile.parse(text, path: "x.level")
        #expect(level.scale == 2)
        #expect(level.allowedSpecs == nil)
        #expect(level.forbidden == [])
        #expect(!level.isReview)
    }

    @Test(arguments: [
        ("container: 300 x 200", SizeRange(min: .zero, max: Size(width: 300, height: 200))),
        ("container: 300x200", SizeRange(min: .zero, max: Size(width: 300, height: 200))),
        ("container: inf x 120.5", SizeRange(min: .zero, max: Size(width: .infinity, height: 120.5))),
        ("container: min 100 x 50 max 100 x 50", SizeRange(exactly: Size(width: 100, height: 50))),
    ])
    func containerForms(line: String, range: SizeRange) throws {
        let text = goodLevelText.replacingLines { $0.hasPrefix("container:") ? line : $0 }
        #expect(try LevelFile.parse(text, path: "x.level").range == range)
    }

    /// Each bad file: which header line (or section) to change, and the exact messages.
    @Test(arguments: [
        (replace: "container:", with: "container: 300 by 200",
         messages: ["L.level:5: container: expected 'W x H', 'min W x H max W x H' or 'exactly W x H', got '300 by 200'"]),
        (replace: "container:", with: "container: min 400 x 0 max 300 x 100",
         messages: ["L.level:5: container: expected 'W x H', 'min W x H max W x H' or 'exactly W x H', got 'min 400 x 0 max 300 x 100'"]),
        (replace: "container:", with: "container: -3 x 100",
         messages: ["L.level:5: container: expected 'W x H', 'min W x H max W x H' or 'exactly W x H', got '-3 x 100'"]),
        (replace: "container:", with: "contianer: 300 x 200",
         messages: ["L.level:5: contianer: unknown key; did you mean 'container'?",
                    "L.level:12: container: missing (required)"]),
        (replace: "id:", with: "id: Stack_Direction",
         messages: ["L.level:2: id: expected lowercase letters, digits and '-', got 'Stack_Direction'"]),
        (replace: "scale:", with: "scale: 0",
         messages: ["L.level:6: scale: expected a screen scale from 1 to 4, got '0'"]),
        (replace: "scale:", with: "scale: 1e-300",
         messages: ["L.level:6: scale: expected a screen scale from 1 to 4, got '1e-300'"]),
        (replace: "title:", with: "title: Rows\u{1B}]0;retitled\u{07}",
         messages: ["L.level:3: text: a control character (U+001B) is not allowed in a level file"]),
        (replace: "review:", with: "review: maybe",
         messages: ["L.level:10: review: expected 'yes' or 'no', got 'maybe'"]),
        (replace: "allow:", with: "allow: ASStackSpec",
         messages: ["L.level:7: allow: unknown name 'ASStackSpec'; did you mean 'ASStackLayoutSpec'?"]),
        (replace: "forbid:", with: "forbid: style.layoutPositon",
         messages: ["L.level:8: forbid: unknown name 'style.layoutPositon'; did you mean 'style.layoutPosition'?"]),
        (replace: "title:", with: "title:",
         messages: ["L.level:3: title: must not be empty"]),
        (replace: "title:", with: "the title is Rows",
         messages: ["L.level:3: header: expected 'key: value', got 'the title is Rows'",
                    "L.level:12: title: missing (required)"]),
        (replace: "review:", with: "chapter: Again",
         messages: ["L.level:10: chapter: duplicate key (first set on line 4)"]),
        (replace: "teaches:", with: "",
         messages: ["L.level:12: teaches: missing (required)"]),
        (replace: "--- lesson", with: "--- lessons",
         messages: ["L.level:12: --- lessons: unknown section; did you mean 'lesson'?",
                    "L.level:37: --- lesson: missing section (required)"]),
        (replace: "--- start", with: "--- given",
         messages: ["L.level:20: --- given: duplicate section (first on line 16)"]),
        (replace: "--- takeaway", with: "Still the second hint.",
         messages: ["L.level:37: --- takeaway: missing section (required)"]),
        (replace: "--- hint", with: "",
         messages: ["L.level:34: --- hint: expected at least two hints, found 1"]),
    ])
    func badFileMessages(replace prefix: String, with replacement: String, messages: [String]) {
        var replaced = false
        let text = goodLevelText.replacingLines { line in
            guard !replaced, line.hasPrefix(prefix) else { return line }
            replaced = true
            return replacement
        }
        do {
            _ = try LevelFile.parse(text, path: "L.level")
            Issue.record("expected the file to be rejected")
        } catch {
            #expect(error.errors.map(\.description) == messages)
        }
    }
}

extension String {
    /// The text with each line mapped; `nil` drops the line.
    func replacingLines(_ transform: (String) -> String?) -> String {
        split(separator: "\n", omittingEmptySubsequences: false).compactMap { transform(String($0)) }
            .joined(separator: "\n")
    }
}
