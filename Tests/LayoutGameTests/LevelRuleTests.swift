import Foundation
import Testing
@testable import LayoutGame

/// The real levels' `require:`, `change:` and element `forbid:` rules: the obvious dodges of each lesson are
/// refused with the lesson's words, and the reference solutions are accepted.
@Suite struct LevelRuleTests {
    static let levels: LevelSet = {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Levels")
        return LevelSet.load(directory: directory).set
    }()

    /// A way around a level's lesson, typed after the start code as a player types it.
    struct Dodge: Sendable, CustomTestStringConvertible {
        var level: String
        var code: String
        /// One of the details the refusal must name.
        var detail: String
        /// Whether every frame equals the target's, so only the rule stands between the dodge and a pass.
        var reachesTarget: Bool

        var testDescription: String { "\(level): \(detail)" }
    }

    static let dodges: [Dodge] = [
        // A value the lesson names: spacing that happens to spread the counters, not .spaceBetween.
        Dodge(level: "profile-header", code: """
            let counters = ASStackLayoutSpec(direction: .horizontal, spacing: 44, justifyContent: .start, alignItems: .start, children: [posts, followers, following])
            let header = ASStackLayoutSpec(direction: .vertical, spacing: 12, justifyContent: .start, alignItems: .center, children: [avatar, name, counters])
            ASInsetLayoutSpec(insets: UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16), child: header)
            """, detail: "no element of your layout has justifyContent = .spaceBetween", reachesTarget: true),
        // Fixed sizes instead of flexShrink / flexGrow.
        Dodge(level: "wrap-the-text", code: "label.style.width = ASDimensionMake(192)\nrow",
              detail: "label.style.width changed to 192pt", reachesTarget: true),
        Dodge(level: "wrap-the-text", code: """
            func fit(_ node: ASTextNode) { node.style.width = ASDimensionMake(192) }
            fit(label)
            row
            """, detail: "label.style.width changed to 192pt", reachesTarget: true),
        Dodge(level: "nothing-shrinks", code: "title.style.width = ASDimensionMake(140)\nrow",
              detail: "title.style.width changed to 140pt", reachesTarget: true),
        Dodge(level: "big-gives-more", code: """
            left.style.width = ASDimensionMake(160)
            right.style.width = ASDimensionMake(80)
            row
            """, detail: "left.style.width changed to 160pt", reachesTarget: true),
        Dodge(level: "take-the-rest", code: "title.style.width = ASDimensionMake(200)\nrow",
              detail: "title.style.width changed to 200pt", reachesTarget: true),
        Dodge(level: "fair-shares", code: """
            a.style.width = ASDimensionMake(80)
            b.style.width = ASDimensionMake(140)
            c.style.width = ASDimensionMake(80)
            row
            """, detail: "b.style.width changed to 140pt", reachesTarget: true),
        Dodge(level: "review-tab-bar", code: "for tab in [home, search, me] { tab.style.width = ASDimensionMake(80) }\nbar",
              detail: "home.style.width changed to 80pt", reachesTarget: true),
        Dodge(level: "immediate-children", code: "title.style.width = ASDimensionMake(180)\nrow",
              detail: "title.style.width changed to 180pt", reachesTarget: true),
        Dodge(level: "nested-text", code: "message.style.width = ASDimensionMake(160)\nrow",
              detail: "info.style.flexShrink is not set", reachesTarget: true),
        // Points where the lesson asks for fractions.
        Dodge(level: "half-width", code: """
            box.style.width = ASDimensionMake(100)
            box.style.height = ASDimensionMake(30)
            ASWrapperLayoutSpec(layoutElement: box)
            """, detail: "box.style.width is not a fraction", reachesTarget: true),
        Dodge(level: "review-nodes", code: """
            card.style.width = ASDimensionMake(120)
            card.style.height = ASDimensionMake(100)
            stripe.style.maxHeight = ASDimensionMake(20)
            ASWrapperLayoutSpec(layoutElements: [card, stripe])
            """, detail: "card.style.width is not a fraction", reachesTarget: true),
        // Exact sizes where the lesson allows only limits or one axis, and a size where a ratio spec is asked.
        Dodge(level: "one-axis", code: """
            box.style.preferredLayoutSize = ASLayoutSizeMake(ASDimensionMake(60), ASDimensionMake(120))
            ASWrapperLayoutSpec(layoutElement: box)
            """, detail: "box.style.height changed to 120pt", reachesTarget: true),
        Dodge(level: "cap-it", code: """
            box.style.preferredLayoutSize = ASLayoutSizeMake(ASDimensionMake(120), ASDimensionMake(80))
            tag.style.minSize = CGSize(width: 60, height: 30)
            ASWrapperLayoutSpec(layoutElements: [box, tag])
            """, detail: "box.style.width changed to 120pt", reachesTarget: true),
        Dodge(level: "parent-wins", code: "box.style.preferredSize = CGSize(width: 200, height: 60)\nASWrapperLayoutSpec(layoutElement: box)",
              detail: "box.style.width changed to 200pt", reachesTarget: true),
        Dodge(level: "keep-the-shape", code: """
            photo.style.preferredSize = CGSize(width: 240, height: 135)
            ASWrapperLayoutSpec(layoutElement: photo)
            """, detail: "your layout uses no ASRatioLayoutSpec", reachesTarget: true),
        Dodge(level: "fill-the-width", code: "for row in [inbox, sent, archive] { row.style.width = ASDimensionMake(240) }\nmenu",
              detail: "inbox.style.width changed to 240pt", reachesTarget: true),
        Dodge(level: "fresh-stack", code: """
            b.style.height = ASDimensionMake(80)
            let row = ASStackLayoutSpec.horizontal()
            row.children = [a, b]
            row
            """, detail: "b.style.height changed to 80pt", reachesTarget: true),
        // Other specs or properties where the lesson names the one to use.
        Dodge(level: "badge", code: "corner.offset = CGPoint(x: 80, y: 0)\ncorner",
              detail: "corner.offset changed to (80, 0)", reachesTarget: true),
        Dodge(level: "size-to-fit", code: """
            board.style.preferredSize = CGSize(width: 220, height: 140)
            let pins2 = ASAbsoluteLayoutSpec(children: [a, b, c])
            ASBackgroundLayoutSpec(child: pins2, background: board)
            """, detail: "board.style.width changed to 220pt", reachesTarget: false),
        Dodge(level: "hello-node", code: "box", detail: "your layout uses no ASWrapperLayoutSpec", reachesTarget: false),
        Dodge(level: "push-to-end", code: """
            let gap = ASStackLayoutSpec.horizontal()
            gap.style.flexGrow = 1
            let row2 = ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start, children: [gap, a, b, c])
            row2
            """, detail: "your layout has gap (ASStackLayoutSpec), which the start does not", reachesTarget: true),
        Dodge(level: "spacer", code: """
            let left = ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start, children: [back, title])
            left.style.flexGrow = 1
            ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start, children: [left, more])
            """, detail: "your layout uses no ASLayoutSpec", reachesTarget: true),
        Dodge(level: "odd-one-out", code: """
            row.alignItems = .end
            a.style.alignSelf = .center
            b.style.alignSelf = .center
            row
            """, detail: "row.alignItems changed to .end", reachesTarget: true),
        Dodge(level: "wrap-it", code: """
            let top = ASStackLayoutSpec(direction: .horizontal, spacing: 10, justifyContent: .start, alignItems: .start, children: [a, b, c, d])
            let bottom = ASStackLayoutSpec(direction: .horizontal, spacing: 10, justifyContent: .start, alignItems: .start, children: [e, f, g, h])
            ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [top, bottom])
            """, detail: "your layout has top (ASStackLayoutSpec), which the start does not", reachesTarget: true),
        // The levels of issue 12's gaps: each idea dodged by a size, a spacing or a stack of one's own.
        Dodge(level: "layout-size", code: """
            box.style.preferredLayoutSize = ASLayoutSize(width: ASDimensionMake(150), height: ASDimensionMake(40))
            tag.style.minLayoutSize = ASLayoutSize(width: ASDimensionMake("50%"), height: ASDimensionMake(30))
            ASWrapperLayoutSpec(layoutElements: [box, tag])
            """, detail: "box.style.width is not a fraction", reachesTarget: true),
        Dodge(level: "image-size", code: """
            photo.style.preferredSize = CGSize(width: 120, height: 80)
            ASWrapperLayoutSpec(layoutElement: photo)
            """, detail: "photo.style.width changed to 120pt", reachesTarget: true),
        Dodge(level: "bigger-tap-area", code: """
            row.spacing = -2
            row.alignItems = .center
            ASInsetLayoutSpec(insets: .zero, child: row)
            """, detail: "row.spacing changed to -2", reachesTarget: true),
        Dodge(level: "stretched-past-the-max", code: """
            form.alignItems = .center
            field.style.alignSelf = .stretch
            form
            """, detail: "form.alignItems changed to .center", reachesTarget: true),
        Dodge(level: "grow-down", code: "body.style.height = ASDimensionMake(160)\ncard",
              detail: "body.style.height changed to 160pt", reachesTarget: true),
        Dodge(level: "shrink-up", code: "list.style.height = ASDimensionMake(116)\nsheet",
              detail: "list.style.height changed to 116pt", reachesTarget: true),
        Dodge(level: "one-line-title", code: "title.style.maxHeight = ASDimensionMake(17)\nrow",
              detail: "title.style.maxHeight changed to 17pt", reachesTarget: true),
        Dodge(level: "flexed-past-the-max", code: """
            title.style.flexGrow = 0
            row.justifyContent = .spaceBetween
            row
            """, detail: "row.justifyContent changed to .spaceBetween", reachesTarget: true),
        Dodge(level: "one-flexible", code: """
            a.style.preferredSize = CGSize(width: 175, height: 40)
            a.style.flexGrow = 0
            row
            """, detail: "a.style.width changed to 175pt", reachesTarget: true),
        Dodge(level: "wrap-column", code: """
            let first = ASStackLayoutSpec(direction: .vertical, spacing: 10, justifyContent: .start, alignItems: .start, children: [a, b])
            let second = ASStackLayoutSpec(direction: .vertical, spacing: 10, justifyContent: .start, alignItems: .start, children: [c, d])
            let third = ASStackLayoutSpec(direction: .vertical, spacing: 10, justifyContent: .start, alignItems: .start, children: [e, f])
            ASStackLayoutSpec(direction: .horizontal, spacing: 20, justifyContent: .start, alignItems: .start, children: [first, second, third])
            """, detail: "your layout has first (ASStackLayoutSpec), which the start does not", reachesTarget: true),
        Dodge(level: "none-or-start", code: """
            placed.horizontalPosition = .start
            placed.verticalPosition = .start
            icon.style.height = ASDimensionMake(120)
            placed
            """, detail: "icon.style.height changed to 120pt", reachesTarget: true),
        Dodge(level: "button-row", code: """
            cancel.style.width = ASDimensionMake(128)
            save.style.width = ASDimensionMake(128)
            ASInsetLayoutSpec(insets: UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16), child: buttons)
            """, detail: "cancel.style.width changed to 128pt", reachesTarget: true),
        Dodge(level: "settings-row", code: """
            title.style.width = ASDimensionMake(173)
            row.alignItems = .center
            ASInsetLayoutSpec(insets: UIEdgeInsets(top: 10, left: 16, bottom: 10, right: 16), child: row)
            """, detail: "title.style.width changed to 173pt", reachesTarget: true),
        // Insets placed by hand inside a wrapper instead of stacks.
        Dodge(level: "feed-cell", code: """
            card.style.height = ASDimensionMake(210)
            name.style.width = ASDimensionMake(180)
            photo.style.preferredSize = CGSize(width: 276, height: 138)
            func place(_ node: ASDisplayNode, _ x: CGFloat, _ y: CGFloat) -> ASLayoutSpec {
                ASInsetLayoutSpec(insets: UIEdgeInsets(top: y, left: x, bottom: .infinity, right: .infinity), child: node)
            }
            ASWrapperLayoutSpec(layoutElements: [card, place(avatar, 12, 12), place(dot, 46, 46), place(name, 60, 22),
                                                 place(time, 248, 22), place(photo, 12, 60)])
            """, detail: "name is placed by ASWrapperLayoutSpec, not ASStackLayoutSpec", reachesTarget: true),
        // game7: a fixed size or flexBasis in points, with flexGrow missing or set where it does nothing.
        Dodge(level: "spacer", code: """
            let spacer = ASLayoutSpec()
            spacer.style.width = ASDimensionMake(120)
            let row = ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start, children: [back, title, spacer, more])
            row
            """, detail: "style.flexGrow is not set", reachesTarget: true),
        Dodge(level: "spacer", code: """
            let spacer = ASLayoutSpec()
            spacer.style.width = ASDimensionMake(120)
            let row = ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start, children: [back, title, spacer, more])
            row.style.flexGrow = 1
            row
            """, detail: "row.style.flexGrow changed to 1", reachesTarget: true),
        Dodge(level: "flexed-past-the-max", code: """
            title.style.flexGrow = 0
            let spacer = ASLayoutSpec()
            spacer.style.width = ASDimensionMake(100)
            let row = ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start, children: [title, spacer, button])
            row.style.flexGrow = 1
            row
            """, detail: "row.style.flexGrow changed to 1", reachesTarget: true),
        Dodge(level: "button-row", code: """
            cancel.style.flexBasis = ASDimensionMake(128)
            save.style.flexBasis = ASDimensionMake(128)
            let buttons = ASStackLayoutSpec(direction: .horizontal, spacing: 12, justifyContent: .start, alignItems: .start, children: [cancel, save])
            buttons.style.flexGrow = 1
            ASInsetLayoutSpec(insets: UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16), child: buttons)
            """, detail: "cancel.style.flexGrow is not set", reachesTarget: true),
        Dodge(level: "icon-tab-bar", code: """
            func tab(_ icon: ASDisplayNode, _ label: ASDisplayNode) -> ASStackLayoutSpec {
                let column = ASStackLayoutSpec(direction: .vertical, spacing: 4, justifyContent: .center, alignItems: .center, children: [icon, label])
                column.style.flexBasis = ASDimensionMake(100)
                return column
            }
            let bar = ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .stretch, children: [tab(homeIcon, homeLabel), tab(searchIcon, searchLabel), tab(meIcon, meLabel)])
            bar.style.flexGrow = 1
            bar
            """, detail: "bar.style.flexGrow changed to 1", reachesTarget: true),
        Dodge(level: "review-tab-bar", code: """
            for tab in [home, search, me] {
                tab.style.flexGrow = 0
                tab.style.flexBasis = ASDimensionMake(80)
            }
            bar
            """, detail: "home.style.flexGrow is not set", reachesTarget: true),
        Dodge(level: "settings-row", code: """
            title.style.minWidth = ASDimensionMake(173)
            let row = ASStackLayoutSpec(direction: .horizontal, spacing: 12, justifyContent: .start, alignItems: .center, children: [icon, title, value, chevron])
            ASInsetLayoutSpec(insets: UIEdgeInsets(top: 10, left: 16, bottom: 10, right: 16), child: row)
            """, detail: "title.style.flexGrow is not set", reachesTarget: true),
        Dodge(level: "settings-row", code: """
            title.style.flexGrow = 1
            title.style.minWidth = ASDimensionMake(173)
            let row = ASStackLayoutSpec(direction: .horizontal, spacing: 12, justifyContent: .start, alignItems: .center, children: [icon, title, value, chevron])
            ASInsetLayoutSpec(insets: UIEdgeInsets(top: 10, left: 16, bottom: 10, right: 16), child: row)
            """, detail: "title.style.minWidth changed to 173pt", reachesTarget: true),
        // game7: the screen names dodged with alignSelf and a spacing.
        Dodge(level: "screen-directions", code: """
            a.style.alignSelf = .end
            b.style.alignSelf = .end
            a.style.spacingBefore = 60
            column
            """, detail: "a.style.alignSelf changed to .end", reachesTarget: true),
        Dodge(level: "screen-words-row", code: """
            a.style.alignSelf = .end
            b.style.alignSelf = .end
            a.style.spacingBefore = 60
            row
            """, detail: "a.style.spacingBefore changed to 60", reachesTarget: true),
        // game7: a corner, a node class and a layoutSpecBlock done some other way.
        Dodge(level: "feed-cell", code: """
            let badged = ASOverlayLayoutSpec(child: avatar, overlay: ASInsetLayoutSpec(insets: UIEdgeInsets(top: .infinity, left: .infinity, bottom: -6, right: -6), child: dot))
            name.style.flexShrink = 1
            let header = ASStackLayoutSpec(direction: .horizontal, spacing: 8, justifyContent: .start, alignItems: .center, children: [badged, name, time])
            let picture = ASRatioLayoutSpec(ratio: 0.5, child: photo)
            let column = ASStackLayoutSpec(direction: .vertical, spacing: 8, justifyContent: .start, alignItems: .stretch, children: [header, picture])
            let padded = ASInsetLayoutSpec(insets: UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12), child: column)
            ASBackgroundLayoutSpec(child: padded, background: card)
            """, detail: "dot is placed by ASOverlayLayoutSpec, not ASCornerLayoutSpec", reachesTarget: true),
        Dodge(level: "tag-class", code: """
            func tag(_ text: String, _ root: ASDisplayNode, _ pill: ASDisplayNode, _ label: ASTextNode) -> ASLayoutSpec {
                label.attributedText = NSAttributedString(string: text, attributes: [.font: UIFont.systemFont(ofSize: 13)])
                let padded = ASInsetLayoutSpec(insets: UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8), child: label)
                return ASBackgroundLayoutSpec(child: ASBackgroundLayoutSpec(child: padded, background: pill), background: root)
            }
            let swift = ASDisplayNode()
            let pill = ASDisplayNode()
            let label = ASTextNode()
            let layout = ASDisplayNode()
            let pill2 = ASDisplayNode()
            let label2 = ASTextNode()
            ASStackLayoutSpec(direction: .horizontal, spacing: 6, justifyContent: .start, alignItems: .start, children: [tag("swift", swift, pill, label), tag("layout", layout, pill2, label2)])
            """, detail: "swift is placed by ASBackgroundLayoutSpec, not ASStackLayoutSpec", reachesTarget: true),
        Dodge(level: "own-spec", code: """
            let row = ASStackLayoutSpec(direction: .horizontal, spacing: 8, justifyContent: .start, alignItems: .center, children: [icon, label])
            let padded = ASInsetLayoutSpec(insets: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8), child: row)
            card.style.flexBasis = ASDimensionMake(40)
            card.style.maxWidth = ASDimensionMake(148)
            let block = ASStackLayoutSpec(direction: .vertical, spacing: -40, justifyContent: .start, alignItems: .stretch, children: [card, padded])
            let list = ASStackLayoutSpec(direction: .vertical, spacing: 8, justifyContent: .start, alignItems: .start, children: [block, note])
            list
            """, detail: "card.style.flexBasis changed to 40pt", reachesTarget: true),
        // game7: the map sized and placed by hand instead of taking the absolute spec's size.
        Dodge(level: "review-map", code: """
            a.style.layoutPosition = CGPoint(x: 60, y: 40)
            b.style.layoutPosition = CGPoint(x: 120, y: 60)
            c.style.layoutPosition = CGPoint(x: 160, y: 100)
            map.style.layoutPosition = CGPoint(x: 60, y: 40)
            map.style.minSize = CGSize(width: 120, height: 80)
            map.style.maxSize = CGSize(width: 120, height: 80)
            ASAbsoluteLayoutSpec(children: [map, a, b, c])
            """, detail: "map.style.layoutPosition changed to (60, 40)", reachesTarget: true),
        // game7: the size made by insets around the box instead of the box's own style.
        Dodge(level: "preferred-size", code: "ASInsetLayoutSpec(insets: UIEdgeInsets(top: 0, left: 0, bottom: 80, right: 120), child: box)",
              detail: "box.style.preferredSize is not set", reachesTarget: true),
    ]

    @Test(arguments: dodges)
    func dodgeIsRefused(_ dodge: Dodge) throws {
        let level = try #require(Self.levels.level(id: dodge.level))
        let result = LevelCheck.check(level, playerCode: dodge.code)
        #expect(result.current.diagnostic == nil, "\(result.messages)")
        #expect(!result.isSolved)
        #expect(result.differences.isEmpty == dodge.reachesTarget, "\(result.differences)")
        let ruleViolation = result.violations.first { if case .rule = $0 { true } else { false } }
        guard case .rule(let lesson, let details)? = ruleViolation else {
            Issue.record("no rule violation among \(result.messages)")
            return
        }
        #expect(lesson == level.rule)
        #expect(details.contains(dodge.detail), "\(details)")
        #expect(result.messages.contains { $0.hasPrefix(level.rule + " (") })
    }

    /// Dodges through an element the start code does not have, which no element rule can name: the level forbids
    /// the property by name.
    static let forbiddenNameDodges: [(level: String, code: String, name: String)] = [
        // review-map: the absolute spec capped by hand instead of sizing to fit its pins.
        ("review-map", """
            a.style.layoutPosition = CGPoint(x: 0, y: 0)
            b.style.layoutPosition = CGPoint(x: 60, y: 20)
            c.style.layoutPosition = CGPoint(x: 100, y: 60)
            let pins = ASAbsoluteLayoutSpec(children: [a, b, c])
            pins.style.maxSize = CGSize(width: 120, height: 80)
            let board = ASBackgroundLayoutSpec(child: pins, background: map)
            ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: board)
            """, "style.maxSize"),
        ("review-map", """
            a.style.layoutPosition = CGPoint(x: 0, y: 0)
            b.style.layoutPosition = CGPoint(x: 60, y: 20)
            c.style.layoutPosition = CGPoint(x: 100, y: 60)
            let spots = ASAbsoluteLayoutSpec(children: [a, b, c])
            spots.style.preferredSize = CGSize(width: 120, height: 80)
            ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: ASBackgroundLayoutSpec(child: spots, background: map))
            """, "style.preferredSize"),
    ]

    @Test(arguments: forbiddenNameDodges)
    func forbiddenNameDodgeIsRefused(level id: String, code: String, name: String) throws {
        let level = try #require(Self.levels.level(id: id))
        let result = LevelCheck.check(level, playerCode: code)
        #expect(result.current.diagnostic == nil, "\(result.messages)")
        #expect(result.differences.isEmpty, "\(result.differences)")
        #expect(!result.isSolved)
        #expect(result.violations.contains(.forbidden(name)), "\(result.messages)")
    }

    /// Ways of keeping a lesson that its rules must not refuse: a hint's alternative, or a natural variant of the
    /// reference solution.
    static let fairVariants: [(level: String, code: String)] = [
        // The hint allows "a minimum": minSize also sets minHeight, which the rule does not care about.
        ("hugging-stack", "row.style.minSize = CGSize(width: 300, height: 0)\nrow"),
        ("hugging-stack", "row.style.minWidth = ASDimensionMake(300)\nrow"),
        ("hugging-stack", "row.style.width = ASDimensionMake(\"100%\")\nrow"),
        ("spacer", "let gap = ASLayoutSpec()\ngap.style.flexGrow = 2\nrow.children = [back, title, gap, more]\nrow"),
        ("review-tab-bar", "for tab in [home, search, me] {\n    tab.style.flexBasis = ASDimensionMake(0)\n    tab.style.flexGrow = 2\n}\nbar"),
        ("settings-row", """
            title.style.flexGrow = 1
            let row = ASStackLayoutSpec(direction: .horizontal, spacing: 12, justifyContent: .start, alignItems: .center, children: [icon, title, value, chevron])
            ASInsetLayoutSpec(insets: UIEdgeInsets(top: 10, left: 16, bottom: 10, right: 16), child: row)
            """),
        // The lesson allows the full initializer with justifyContent and alignItems at their defaults.
        ("screen-directions", """
            let column = ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .stretch, children: [a, b])
            column.horizontalAlignment = .right
            column.verticalAlignment = .center
            column
            """),
        ("screen-words-row", "row.horizontalAlignment = .middle\nrow.verticalAlignment = .bottom\nrow"),
        ("preferred-size", "box.style.width = ASDimensionMake(80)\nbox.style.height = ASDimensionMake(40)\nASWrapperLayoutSpec(layoutElement: box)"),
    ]

    @Test(arguments: fairVariants)
    func fairVariantIsSolved(level id: String, code: String) throws {
        let level = try #require(Self.levels.level(id: id))
        let result = LevelCheck.check(level, playerCode: code)
        #expect(result.isSolved, "\(result.messages)")
    }

    /// Every threatened level in the table has rules, and its own solution, typed after the start, passes them.
    @Test func everyLevelsSolutionKeepsItsRules() {
        #expect(Self.levels.levels.count >= 60)
        for level in Self.levels.levels {
            let result = LevelCheck.check(level, playerCode: level.solution)
            #expect(result.isSolved, "\(level.id): \(result.messages)")
        }
        for id in Set(Self.dodges.map(\.level)) {
            #expect(Self.levels.level(id: id)?.hasLayoutRules == true, "\(id) has no layout rules")
        }
    }

    /// The starting code of a level whose only rule is `change:` breaks no rule: changing nothing is allowed.
    @Test func leavingEverythingAsItIsBreaksNoChangeRule() {
        for level in Self.levels.levels where level.changeable != nil && level.required.isEmpty {
            let result = LevelCheck.check(level, playerCode: "")
            #expect(!result.violations.contains { if case .rule = $0 { true } else { false } }, "\(level.id): \(result.messages)")
        }
    }

    // MARK: The format

    @Test(arguments: [
        ("require: ASStackLayoutSpec", [LevelRequirement.spec("ASStackLayoutSpec")]),
        ("require: label.style.flexShrink, style.flexGrow",
         [.set(ElementProperty(element: "label", property: "style.flexShrink")),
          .set(ElementProperty(element: nil, property: "style.flexGrow"))]),
        ("require: box.style.width as fraction", [.fraction(ElementProperty(element: "box", property: "style.width"))]),
        ("require: name in ASStackLayoutSpec", [.placedBy(element: "name", spec: "ASStackLayoutSpec")]),
    ])
    func requirementsParse(line: String, expected: [LevelRequirement]) throws {
        let level = try LevelFile.parse(goodLevelText.inserting(line + "\nrule: Use it."), path: "L.level")
        #expect(level.required == expected)
        #expect(level.rule == "Use it.")
    }

    @Test func elementForbidsAndChangesParse() throws {
        let text = goodLevelText.inserting("change: stack.alignContent, a.style.preferredSize\nrule: Only the lines move.")
            .replacingLines { $0.hasPrefix("forbid:") ? $0 + ", a.style.width" : $0 }
        let level = try LevelFile.parse(text, path: "L.level")
        #expect(level.forbidden == ["ASAbsoluteLayoutSpec", "style.layoutPosition"])
        #expect(level.forbiddenChanges == [ElementProperty(element: "a", property: "style.width")])
        #expect(level.changeable?.map(\.description) == ["stack.alignContent", "a.style.preferredSize"])
        #expect(level.changeable?.last?.fields == ["style.width", "style.height"])
    }

    @Test(arguments: [
        ("require: ASStackLayoutSpec", "L.level:13: rule: missing: a level with require:, change: or an element forbid: says its rule in the lesson's words"),
        ("require: box.style.alignSelf as fraction\nrule: x", "L.level:9: require: expected a spec ('ASStackLayoutSpec'), a style property ('label.style.flexShrink'), 'box.style.width as fraction', 'name in ASStackLayoutSpec' or a value ('row.justifyContent = .spaceBetween'), got 'box.style.alignSelf as fraction'"),
        ("change: style.flexGrow\nrule: x", "L.level:9: change: expected an element's property ('box.style.height', 'tags.alignContent'), got 'style.flexGrow'"),
        ("change: tags.alignContnet\nrule: x", "L.level:9: change: expected an element's property ('box.style.height', 'tags.alignContent'), got 'tags.alignContnet'"),
    ])
    func badRuleKeys(line: String, message: String) {
        do {
            _ = try LevelFile.parse(goodLevelText.inserting(line), path: "L.level")
            Issue.record("expected the file to be rejected")
        } catch {
            #expect(error.errors.map(\.description) == [message])
        }
    }

    /// A rule its own solution cannot keep is the level's mistake, and the validator reports it in the rule's words.
    @Test func validatorRefusesASolutionThatBreaksItsOwnRule() throws {
        let level = try LevelFile.parse(goodLevelText.inserting("change: stack.spacing\nrule: Only the gap may change."),
                                        path: "L.level")
        let problems = LevelValidator.problems(in: level)
        #expect(problems.contains {
            $0.hasPrefix("L.level:") && $0.contains("solution: Only the gap may change. (stack.direction changed to .vertical)")
        }, "\(problems)")
    }

    /// A rule naming an element the level does not have would hold vacuously; the validator says so.
    @Test func validatorRefusesRulesAboutUnknownElements() throws {
        let level = try LevelFile.parse(goodLevelText.inserting("""
            require: b.style.flexGrow
            change: c.style.width
            rule: Grow b.
            """), path: "L.level")
        let problems = LevelValidator.problems(in: level)
        #expect(problems.contains("L.level:9: require: 'b' names no element of the solution's layout"))
        #expect(problems.contains("L.level:10: change: 'c' names no element that given and the start code make"))
    }
}

extension String {
    /// The level text with `lines` added to the header, just before its `teaches:` line (line 9 of
    /// `goodLevelText`).
    func inserting(_ lines: String) -> String {
        replacingLines { $0.hasPrefix("teaches:") ? lines + "\n" + $0 : $0 }
    }
}
