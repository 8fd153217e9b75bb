import TextureLayout

/// A value the interpreter computes. Elements are references (an ``ElementID`` into the session's tree), as
/// Objective-C objects are; everything else is a value, as Texture's C structs are.
public enum ScriptValue: Hashable, Sendable {
    case void
    case null
    /// A Swift `Int`: integer literals without a floating-point context, loop counters, counts and indexes.
    case int(Int)
    /// A `CGFloat` (or `Double`, `Float`): layoutrepl computes every floating-point number as a Double.
    case number(Double)
    case bool(Bool)
    case string(String)
    case size(Size)
    case point(Point)
    case rect(Rect)
    case insets(EdgeInsets)
    case dimension(Dimension)
    case layoutSize(DimensionSize)
    case sizeRange(SizeRange)
    /// A case of an enumeration of the catalog, e.g. `ASStackLayoutJustifyContent.center`.
    case enumCase(type: String, name: String)
    /// A set of options of an option set of the catalog, e.g. `[.minimumX, .minimumY]`.
    case options(type: String, names: [String])
    case element(ElementID)
    /// `element.style`: a reference to the style of an element, so `a.style.flexGrow = 1` changes `a`.
    case style(ElementID)
    case array([ScriptValue])
    /// A tuple written or typed as one (`(w: 110, h: 110)`, `(1, "a")`): its parts by position and by label (nil for
    /// a part without one). Pairs layoutrepl makes (`enumerated()`, a dictionary's entries) are ``array(_:)``s.
    case tuple(labels: [String?], parts: [ScriptValue])
    /// A range of Ints, `lower..<upper`; a `ClosedRange` (`0...10`) is held by the same end past its last value and
    /// `closed`, which only its `upperBound` and its printing read.
    case range(lower: Int, upper: Int, closed: Bool = false)
    /// A range of floating-point values (`0.0...1.0`, `Range<CGFloat>`): it holds values, it cannot be counted through.
    case interval(lower: Double, upper: Double, closed: Bool)
    case attributedString(AttributedText)
    case font(size: Double)
    /// An instance of a UIKit or Foundation class the catalog describes by its properties alone
    /// (`NSMutableParagraphStyle`, `UIScreen.main`, a window): its type name and the values of its properties.
    case object(type: String, fields: [String: ScriptValue])
    case image(name: String, size: Size?)
    /// A value with no effect on layout (a colour, a content mode); accepted so pasted code runs.
    case ignored(type: String)
    /// A type name used as the base of a member access, e.g. `CGFloat` in `CGFloat.infinity`.
    case typeReference(String)
    /// A leading-dot member (`.center`) whose type is not known yet.
    case unresolvedMember(String)
    /// A value of a pasted struct (or of a pasted class that is not a node).
    case record(Record)
    /// A closure, with the scopes it captured.
    case closure(Closure)
    /// A value of an app type or constant the pasted code names but does not declare (`TextStyles.title`, a
    /// colour from the app's palette): accepted where layout does not read it, refused where it does.
    case unknown(String)

    /// The parts of a tuple, labelled or not (an array holds an unlabelled tuple's).
    var tupleParts: [ScriptValue]? {
        switch self {
        case .array(let parts), .tuple(_, let parts): return parts
        default: return nil
        }
    }

    /// The parameter type this value is of, where there is one.
    var valueType: ValueType? {
        switch self {
        case .number: return .number
        case .int: return .integer
        case .bool: return .bool
        case .string: return .string
        case .size: return .size
        case .point: return .point
        case .rect: return .rect
        case .insets: return .insets
        case .dimension: return .dimension
        case .layoutSize: return .layoutSize
        case .sizeRange: return .sizeRange
        case .enumCase(let type, _): return .enumeration(type)
        case .options(let type, _): return .optionSet(type)
        case .element: return .element
        case .style: return .style
        case .attributedString: return .attributedString
        case .font: return .font
        case .image: return .image
        case .object(let type, _): return .object(type)
        case .void, .null, .array, .tuple, .range, .interval, .ignored, .typeReference, .unresolvedMember, .record, .closure,
             .unknown:
            return nil
        }
    }

    /// The Swift type name of the value as Texture's API spells it (elements need the session for theirs).
    var staticTypeName: String {
        if let valueType { return valueType.description }
        switch self {
        case .null: return "nil"
        case .array: return "Array"
        case .tuple(let labels, _): return "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
        case .range(_, _, let closed): return closed ? "ClosedRange<Int>" : "Range<Int>"
        case .interval(_, _, let closed): return closed ? "ClosedRange<CGFloat>" : "Range<CGFloat>"
        case .ignored(let type): return type
        case .typeReference(let name): return "\(name).Type"
        case .unresolvedMember(let name): return ".\(name)"
        case .record(let record): return record.typeName
        case .closure: return "closure"
        case .unknown(let name): return name
        default: return "Void"  // .void: every other case has a value type
        }
    }
}

/// The type a parameter or property expects, used to convert arguments and to resolve leading-dot members.
public indirect enum ValueType: Hashable, Sendable, CustomStringConvertible {
    case number, integer, bool, string
    case size, point, rect, insets, dimension, layoutSize, sizeRange
    /// Any node or spec (`ASLayoutElement`).
    case element
    /// An optional `ASLayoutElement` (a spec's `child`, which may be nil).
    case optionalElement
    /// `[ASLayoutElement]`.
    case elements
    case enumeration(String)
    case optionSet(String)
    case attributedString, font, image
    /// An instance of a class the catalog describes by its properties (see ``ScriptValue/object(type:fields:)``).
    case object(String)
    /// Any value, kept as it is (`addAttribute(_:value:range:)` takes `Any`).
    case any
    /// `[NSAttributedString.Key: Any]`.
    case attributes
    /// A property without effect on layout: any value is accepted.
    case anyIgnored(String)
    /// A closure (`layoutSpecBlock`).
    case layoutSpecBlock
    case style
    /// An array of values of one type (`[CGFloat]`, `[Int]`): its literals take that type.
    case array(ValueType)
    /// A dictionary whose values are of one type (`[String: CGFloat]`).
    case dictionary(ValueType)
    /// A tuple (`(CGFloat, CGFloat)`): each literal part takes its part's type; nil for a part of no modelled type.
    /// Its labels (`(w: CGFloat, h: CGFloat)`) name the parts of the values it types.
    case tuple([ValueType?], labels: [String?])
    /// `Range<T>` or `ClosedRange<T>` of a number type: its literal bounds take that type.
    case range(ValueType)

    /// A tuple type with a label on one of its parts (`(title: String, image: String)`).
    var isLabelledTuple: Bool {
        if case .tuple(_, let labels) = self { return labels.contains { $0 != nil } }
        return false
    }

    public var description: String {
        switch self {
        case .number: return "CGFloat"
        case .integer: return "Int"
        case .bool: return "Bool"
        case .string: return "String"
        case .size: return "CGSize"
        case .point: return "CGPoint"
        case .rect: return "CGRect"
        case .insets: return "UIEdgeInsets"
        case .dimension: return "ASDimension"
        case .layoutSize: return "ASLayoutSize"
        case .sizeRange: return "ASSizeRange"
        case .element: return "ASLayoutElement"
        case .optionalElement: return "ASLayoutElement?"
        case .elements: return "[ASLayoutElement]"
        case .enumeration(let name), .optionSet(let name), .anyIgnored(let name): return name
        case .attributedString: return "NSAttributedString"
        case .font: return "UIFont"
        case .image: return "UIImage"
        case .object(let name): return name
        case .any: return "Any"
        case .attributes: return "[NSAttributedString.Key: Any]"
        case .layoutSpecBlock: return "ASLayoutSpecBlock"
        case .style: return "ASLayoutElementStyle"
        case .array(let element): return "[\(element)]"
        case .range(let bound): return "Range<\(bound)>"
        case .dictionary(let value): return "[_: \(value)]"
        case .tuple(let parts, let labels):
            return "(" + zip(parts, labels).map { part, label in
                (label.map { "\($0): " } ?? "") + (part?.description ?? "_")
            }.joined(separator: ", ") + ")"
        }
    }
}

extension ValueType {
    /// The enumeration or option set this type names, if it names one.
    public var enumerationName: String? {
        switch self {
        case .enumeration(let name), .optionSet(let name): return name
        default: return nil
        }
    }
}

extension ScriptValue {
    /// Whether the value holds other values (an array, a tuple, a struct's or enum case's fields).
    var holdsValues: Bool {
        switch self {
        case .array, .tuple, .record: true
        default: false
        }
    }

    /// Whether the value holds others by a stored property or a captured variable: a struct's or class's value, or a
    /// closure.
    var links: Bool {
        switch self {
        case .record, .closure: true
        default: false
        }
    }
}
