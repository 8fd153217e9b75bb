import LayoutScript
import Testing

/// The catalog answers the questions completion and help ask.
@Test func catalogQueriesForCompletionAndHelp() {
    let api = ScriptAPI.shared
    #expect(api.typeNames.contains("ASStackLayoutSpec"))
    #expect(api.typeNames.contains("ASStackLayoutJustifyContent"))
    #expect(api.enumName(ofPropertyNamed: "justifyContent") == "ASStackLayoutJustifyContent")
    #expect(api.cases(ofEnum: "ASStackLayoutJustifyContent").map(\.name)
        == ["start", "center", "end", "spaceBetween", "spaceAround"])
    #expect(api.members(ofType: "ASTextNode").map(\.name).contains("style"))
    #expect(api.members(ofType: "ASTextNode").map(\.name).contains("layoutSpecBlock"))
    #expect(api.initializers(ofType: "ASStackLayoutSpec").map(\.signature) == [
        "ASStackLayoutSpec()",
        "ASStackLayoutSpec(direction:spacing:justifyContent:alignItems:children:)",
        "ASStackLayoutSpec(direction:spacing:justifyContent:alignItems:flexWrap:alignContent:children:)",
        "ASStackLayoutSpec(direction:spacing:justifyContent:alignItems:flexWrap:alignContent:lineSpacing:children:)",
    ])
    #expect(api.doc(for: "ASStackLayoutSpec.justifyContent")?.contains("main axis") == true)
    #expect(api.doc(for: "ASStackLayoutJustifyContent.spaceBetween") != nil)
    #expect(api.doc(for: "ASDimensionMake")?.contains("ASDimensionMake(_:_:)") == true)
    #expect(api.doc(for: "ASDisplayNode.layoutSpecBlock")?.contains("once, when it is assigned") == true)
    #expect(api.doc(for: "NoSuchType") == nil)
}

/// Every style property the catalog lists reads back the value it was set to (a setter that dropped the value would
/// read back the default and fail here).
@Test func everyCatalogStylePropertyIsSettable() {
    let settable = ScriptAPI.shared.members(ofType: "ASLayoutElementStyle").filter { $0.access == .readWrite }
    for property in settable {
        let value: String
        switch property.type {
        case .number: value = "3"
        case .dimension: value = "ASDimensionMake(3)"
        case .size: value = "CGSize(width: 3, height: 3)"
        case .point: value = "CGPoint(x: 3, y: 3)"
        case .layoutSize: value = "ASLayoutSize(width: ASDimensionMake(3), height: ASDimensionMake(3))"
        case .enumeration: value = ".center"
        case .object("ASRelativeSizeRange"):
            value = "ASRelativeSizeRangeMakeWithExactCGSize(CGSize(width: 3, height: 3))"
        default: value = "nil"
        }
        var session = ScriptSession()
        // A read-back that differs reaches an unknown name, which is a diagnostic.
        let outcome = session.run("""
            let a = ASDisplayNode()
            a.style.\(property.name) = \(value)
            if a.style.\(property.name) != \(value) { readBackDiffers() }
            """)
        #expect(outcome.diagnostic == nil, "\(property.name): \(outcome.diagnostic?.description ?? "")")
    }
}

@Test func variablesKeepTheirTypesAndOrder() {
    var session = ScriptSession()
    _ = session.run("let size = CGSize(width: 1, height: 2)\nlet cell = ASCellNode()\nvar w = ASDimensionMake(\"50%\")")
    #expect(session.variableNames == ["size", "cell", "w"])
    #expect(session.typeName(ofVariable: "size") == "CGSize")
    #expect(session.typeName(ofVariable: "cell") == "ASCellNode")
    #expect(session.typeName(ofVariable: "w") == "ASDimension")
    #expect(session.typeName(ofVariable: "nope") == nil)
}
