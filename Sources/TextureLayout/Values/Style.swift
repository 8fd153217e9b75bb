/// `ASLayoutElementStyle`: the sizing and stack-item properties of any element, with Texture's defaults
/// (everything auto, `flexShrink` 0 unlike CSS's 1).
public struct Style: Hashable, Sendable {
    public var width: Dimension = .auto
    public var height: Dimension = .auto
    public var minWidth: Dimension = .auto
    public var maxWidth: Dimension = .auto
    public var minHeight: Dimension = .auto
    public var maxHeight: Dimension = .auto

    /// Read only by a parent stack.
    public var spacingBefore: Double = 0
    public var spacingAfter: Double = 0
    public var flexGrow: Double = 0
    public var flexShrink: Double = 0
    public var flexBasis: Dimension = .auto
    public var alignSelf: AlignSelf = .auto
    /// Baseline metrics (a text node fills them in; a vertical stack forwards its children's).
    public var ascender: Double = 0
    public var descender: Double = 0

    /// Read only by a parent absolute spec.
    public var layoutPosition: Point = .zero

    public init() {}

    /// `preferredSize`: the setter makes width and height points. The getter reads auto as 0, as Texture does;
    /// it is `nil` where Texture asserts (a fraction on either axis).
    public var preferredSize: Size? {
        get {
            guard width.unit != .fraction, height.unit != .fraction else { return nil }
            return Size(width: width.value, height: height.value)
        }
        set {
            guard let size = newValue else { return }
            width = .points(size.width)
            height = .points(size.height)
        }
    }

    /// `minSize` (write-only in Texture).
    public mutating func setMinSize(_ size: Size) {
        minWidth = .points(size.width)
        minHeight = .points(size.height)
    }

    /// `maxSize` (write-only in Texture).
    public mutating func setMaxSize(_ size: Size) {
        maxWidth = .points(size.width)
        maxHeight = .points(size.height)
    }

    /// `preferredLayoutSize`.
    public var preferredLayoutSize: DimensionSize {
        get { DimensionSize(width: width, height: height) }
        set { width = newValue.width; height = newValue.height }
    }

    /// `minLayoutSize`.
    public var minLayoutSize: DimensionSize {
        get { DimensionSize(width: minWidth, height: minHeight) }
        set { minWidth = newValue.width; minHeight = newValue.height }
    }

    /// `maxLayoutSize`.
    public var maxLayoutSize: DimensionSize {
        get { DimensionSize(width: maxWidth, height: maxHeight) }
        set { maxWidth = newValue.width; maxHeight = newValue.height }
    }

    /// Whether ``forEachProblem(_:)`` has anything to report.
    @inlinable var hasProblems: Bool {
        var found = false
        forEachProblem { _, _ in found = true }
        return found
    }

    /// Every value Texture asserts on or that makes layout meaningless (NaN, negative or infinite points, fractions
    /// outside 0…1, non-finite stack numbers), with what happens to it, in the order warnings list them. Builds no
    /// text for a usable value, so the layout pass can ask every element.
    @inlinable func forEachProblem(_ report: (_ property: String, _ problem: String) -> Void) {
        // Plain calls, not a table: this runs for every element of every pass and must not allocate.
        @inline(__always) func check(_ property: String, _ dimension: Dimension) {
            if !dimension.isUsable { report(property, dimension.problemDescription) }
        }
        @inline(__always) func check(_ property: String, _ value: Double) {
            if !value.isFinite { report(property, "is \(formatPoints(value)); the stack's sums become meaningless") }
        }
        check("width", width)
        check("height", height)
        check("minWidth", minWidth)
        check("maxWidth", maxWidth)
        check("minHeight", minHeight)
        check("maxHeight", maxHeight)
        check("flexBasis", flexBasis)
        check("flexGrow", flexGrow)
        check("flexShrink", flexShrink)
        check("spacingBefore", spacingBefore)
        check("spacingAfter", spacingAfter)
    }

    /// Whether any of the six size dimensions is set, i.e. whether resolving can change an offered range.
    @inlinable public var hasSize: Bool {
        width.unit != .auto || height.unit != .auto || minWidth.unit != .auto || maxWidth.unit != .auto
            || minHeight.unit != .auto || maxHeight.unit != .auto
    }

    /// `ASLayoutElementSizeResolveAutoSize`: the range the style asks for, "min beats max beats exact", each axis
    /// on its own. Fractions resolve against `parentSize`; an undefined (NaN) parent makes an exact fraction act
    /// like auto.
    @inlinable public func resolvedRange(parentSize: Size, autoRange: SizeRange = .unconstrained) -> SizeRange {
        let (w0, w1) = Self.resolveAxis(
            exact: width, min: minWidth, max: maxWidth, parent: parentSize.width,
            autoMin: autoRange.min.width, autoMax: autoRange.max.width)
        let (h0, h1) = Self.resolveAxis(
            exact: height, min: minHeight, max: maxHeight, parent: parentSize.height,
            autoMin: autoRange.min.height, autoMax: autoRange.max.height)
        return SizeRange(min: Size(width: w0, height: h0), max: Size(width: w1, height: h1))
    }

    @inlinable static func resolveAxis(
        exact: Dimension, min: Dimension, max: Dimension, parent: Double, autoMin: Double, autoMax: Double
    ) -> (Double, Double) {
        let exactValue = exact.resolve(parent: parent, auto: .nan)
        let lo = min.resolve(parent: parent, auto: autoMin)
        let hi = max.resolve(parent: parent, auto: autoMax)
        if hi <= lo { return (lo, lo) }
        if exactValue.isNaN { return (lo, hi) }
        if exactValue > hi { return (hi, hi) }
        if exactValue < lo { return (lo, lo) }
        return (exactValue, exactValue)
    }
}
