/// `ASSizeRange`: an inclusive range of sizes, the constraint a parent hands to a child.
public struct SizeRange: Hashable, Sendable, CustomStringConvertible {
    public var min: Size
    public var max: Size

    public init(min: Size, max: Size) {
        self.min = min
        self.max = max
    }

    /// `ASSizeRangeMake(exactSize)`.
    public init(exactly size: Size) {
        self.init(min: size, max: size)
    }

    /// Whether the range allows exactly one size.
    public var isExact: Bool { min == max }

    /// `ASSizeRangeZero`.
    public static let zero = SizeRange(min: .zero, max: .zero)
    /// `ASSizeRangeUnconstrained`: `{0,0}` to `{∞,∞}`.
    public static let unconstrained = SizeRange(min: .zero, max: .infinite)

    /// The `[min, max]` interval of one axis.
    @inlinable public subscript(axis: Axis) -> (min: Double, max: Double) {
        (min[axis], max[axis])
    }

    /// Builds a range from stack-axis and cross-axis bounds (Texture's `directionSizeRange`).
    @inlinable public init(_ axis: Axis, stackMin: Double, stackMax: Double, crossMin: Double, crossMax: Double) {
        self.init(min: Size(axis, stackMin, cross: crossMin), max: Size(axis, stackMax, cross: crossMax))
    }

    /// `ASSizeRangeClamp`: `MAX(min, MIN(max, size))` per axis, so a NaN size clamps to `min`.
    @inlinable public func clamp(_ size: Size) -> Size {
        Size(width: MAX(min.width, MIN(max.width, size.width)),
             height: MAX(min.height, MIN(max.height, size.height)))
    }

    /// `ASSizeRangeIntersect(self, other)`: the overlap of both ranges; where they do not overlap on an axis,
    /// `self` wins with its point nearest to `other`. This is why "the parent's range wins".
    @inlinable public func intersect(_ other: SizeRange) -> SizeRange {
        let (w0, w1) = Self.intersectAxis(min.width, max.width, other.min.width, other.max.width)
        let (h0, h1) = Self.intersectAxis(min.height, max.height, other.min.height, other.max.height)
        return SizeRange(min: Size(width: w0, height: h0), max: Size(width: w1, height: h1))
    }

    @inlinable static func intersectAxis(_ aMin: Double, _ aMax: Double, _ bMin: Double, _ bMax: Double)
        -> (Double, Double)
    {
        let lo = MAX(aMin, bMin)
        let hi = MIN(aMax, bMax)
        if lo <= hi { return (lo, hi) }
        return aMin < bMin ? (aMax, aMax) : (aMin, aMin)
    }

    public var description: String { "[\(min) … \(max)]" }
}
