/// A width and a height in points, Texture's `CGSize`.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)
    public static let infinite = Size(width: .infinity, height: .infinity)
    /// Texture's `ASLayoutElementParentSizeUndefined`: both axes NaN.
    public static let undefined = Size(width: .nan, height: .nan)

    public var description: String { "\(formatPoints(width))×\(formatPoints(height))" }
}

/// A position in points, Texture's `CGPoint`.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)

    public static func + (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
    public static func - (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }

    public var description: String { "(\(formatPoints(x)), \(formatPoints(y)))" }
}

/// An origin and a size, Texture's `CGRect`.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    /// The middle point, where a layer's default anchor puts its `position`.
    public var center: Point { Point(x: origin.x + size.width / 2, y: origin.y + size.height / 2) }

    /// A rectangle of `size` whose middle is `center`.
    public init(center: Point, size: Size) {
        self.init(origin: Point(x: center.x - size.width / 2, y: center.y - size.height / 2), size: size)
    }

    /// The smallest rectangle holding both, `CGRectUnion`.
    public func union(_ other: Rect) -> Rect {
        let x0 = Swift.min(minX, other.minX), y0 = Swift.min(minY, other.minY)
        let x1 = Swift.max(maxX, other.maxX), y1 = Swift.max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    public var description: String {
        "(\(formatPoints(origin.x)), \(formatPoints(origin.y)), \(formatPoints(size.width)), \(formatPoints(size.height)))"
    }
}

/// `UIEdgeInsets`. An edge may be `.infinity`; see ``InsetSpec``.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public init(all value: Double) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    public static let zero = EdgeInsets(all: 0)
}

/// A layout axis; the stack code speaks of "stack" and "cross" axes built on these.
public enum Axis: Sendable {
    case horizontal, vertical
}

extension Size {
    @inlinable public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    @inlinable public init(_ axis: Axis, _ along: Double, cross: Double) {
        if axis == .horizontal { self.init(width: along, height: cross) } else { self.init(width: cross, height: along) }
    }
}

extension Point {
    @inlinable public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }

    @inlinable public init(_ axis: Axis, _ along: Double, cross: Double) {
        if axis == .horizontal { self.init(x: along, y: cross) } else { self.init(x: cross, y: along) }
    }
}

/// Foundation's `MAX(a, b)`: `a < b ? b : a`. Unlike `Swift.max` it is not symmetric under NaN
/// (`MAX(0, NaN) == 0`, `MAX(NaN, 0)` is NaN), and Texture's corner cases depend on that.
@inlinable func MAX(_ a: Double, _ b: Double) -> Double { a < b ? b : a }

/// Foundation's `MIN(a, b)`: `a < b ? a : b` (`MIN(x, NaN)` is NaN, `MIN(NaN, x) == x`).
@inlinable func MIN(_ a: Double, _ b: Double) -> Double { a < b ? a : b }

/// `ASPointsValidForSize`'s limit, `FLT_MAX / 2`: larger maxima (`CGFLOAT_MAX`, `.greatestFiniteMagnitude`) behave
/// like an unbounded axis in the specs that would otherwise fill the max. (Texture's source says `FLT_MAX / 2`; the
/// team reference's "1e7" is not what `ASDimension.h` holds.) A literal, so that reading it costs no lazy check.
@inlinable public var maximumValidSize: Double { 0x1.fffffep126 }

/// `ASPointsValidForSize`: 0 or a normal number, not negative, below `FLT_MAX / 2`.
@inlinable public func isValidForSize(_ points: Double) -> Bool {
    (points.isNormal || points == 0) && points >= 0 && points < maximumValidSize
}

/// `ASIsCGSizeValidForSize`.
@inlinable public func isValidForSize(_ size: Size) -> Bool {
    isValidForSize(size.width) && isValidForSize(size.height)
}

/// `ASPointsValidForLayout`: what an `ASLayout` accepts as a size; anything else (NaN, negative, ∞) becomes 0.
@inlinable public func isValidForLayout(_ points: Double) -> Bool {
    (points.isNormal || points == 0) && points >= 0 && points < Double.greatestFiniteMagnitude / 2
}

/// Formats a number of points the way layoutrepl prints them everywhere: whole numbers without a
/// fraction, others with up to three decimals, `inf` for infinity.
public func formatPoints(_ value: Double) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value < 0 ? "-inf" : "inf" }
    // Rounded to thousandths where that cannot overflow: 5e307 × 1000 is infinite, and the value is not.
    let rounded = abs(value) < 1e15 ? (value * 1000).rounded() / 1000 : value
    if rounded == rounded.rounded(), abs(rounded) < 1e15 {
        let whole = Int64(rounded)
        return whole == 0 ? "0" : String(whole)
    }
    var text = String(rounded)
    if text.contains("e") { return text }
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
}
