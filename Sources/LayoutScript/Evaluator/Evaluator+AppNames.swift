import SwiftSyntax
import TextureLayout

/// Names from the app's other files: a pasted layout method reads `Constants.padding` or `TextStyles.title`,
/// which live in files the user did not paste. Like the values the shell supplies to a class it instantiates
/// itself, each such name gets a plain stand-in where layout reads it, and a note says which one.
extension Evaluator {
    /// A type-like name (capitalized) that nothing declares: an app type or constant from a file that was not
    /// pasted. It becomes an unknown value; drawing-only API accepts it as it is, layout reads a stand-in.
    mutating func unknownAppName(_ name: String, at reference: DeclReferenceExprSyntax) -> ScriptValue? {
        guard let first = name.first, first.isUppercase, !name.hasPrefix("AS"), !name.hasPrefix("UI"),
              !name.hasPrefix("NS"), !name.hasPrefix("CG") else { return nil }
        return .unknown(name)
    }

    /// The value layout reads in place of an unknown app value of the expected type: zero for numbers, sizes and
    /// insets, `false`, the name itself as text (so a text node still has a size), the system font at 17 pt (a
    /// UILabel's default), automatic dimensions. Nil where no neutral value exists (a node, an enum case).
    mutating func standIn(forUnknown path: String, as type: ValueType) -> ScriptValue? {
        let standIn: ScriptValue
        let shown: String
        switch type {
        case .number: (standIn, shown) = (.number(0), "0")
        case .integer: (standIn, shown) = (.int(0), "0")
        case .bool: (standIn, shown) = (.bool(false), "false")
        case .string: (standIn, shown) = (.string(path), "its name as text")
        case .attributedString:
            (standIn, shown) = (.attributedString(AttributedText(path)), "its name as text")
        case .size: (standIn, shown) = (.size(.zero), "CGSize.zero")
        case .point: (standIn, shown) = (.point(.zero), "CGPoint.zero")
        case .rect: (standIn, shown) = (.rect(Rect(x: 0, y: 0, width: 0, height: 0)), "CGRect.zero")
        case .insets: (standIn, shown) = (.insets(.zero), "UIEdgeInsets.zero")
        case .dimension: (standIn, shown) = (.dimension(.auto), "ASDimensionAuto")
        case .layoutSize: (standIn, shown) = (.layoutSize(.auto), "ASLayoutSizeAuto")
        case .font:
            (standIn, shown) = (.font(size: TextAttributes.defaultFontSize),
                                "the system font at \(formatPoints(TextAttributes.defaultFontSize)) pt")
        case .attributes: (standIn, shown) = (.array([]), "no attributes")
        default: return nil
        }
        session.noteStandIn(shown, for: path)
        return standIn
    }

    /// A condition that reads an unknown app value (`if Constants.isCompact`): false stands in, with a note.
    mutating func conditionValue(_ value: ScriptValue) -> Bool? {
        switch value {
        case .bool(let flag): return flag
        case .unknown(let path): return standIn(forUnknown: path, as: .bool) == .bool(true)
        default: return nil
        }
    }
}
