/// Texture's pixel rounding helpers (`ASInternalHelpers.mm`) for a screen scale. Texture reads the scale once from
/// UIKit; here it is part of each layout pass so that @1x, @2x and @3x can be compared side by side.
public struct PixelGrid: Hashable, Sendable {
    public var scale: Double

    public init(scale: Double) {
        self.scale = scale.isFinite && scale > 0 ? scale : 1
    }

    /// `FLT_EPSILON` (2⁻²³): Texture uses the float epsilon even with 64-bit `CGFloat`. A literal, so that reading
    /// it costs no lazy-initialization check.
    @inlinable public static var epsilon: Double { 0x1p-23 }

    /// `ASCeilPixelValue`: `ceil((f − FLT_EPSILON) × scale) / scale`. Every `ASLayout` size, and every flattened
    /// node position.
    @inlinable public func ceil(_ value: Double) -> Double {
        ((value - Self.epsilon) * scale).rounded(.up) / scale
    }

    /// `ASFloorPixelValue`: `floor((f + FLT_EPSILON) × scale) / scale`. Stack cross-axis centring, ratio candidates.
    @inlinable public func floor(_ value: Double) -> Double {
        ((value + Self.epsilon) * scale).rounded(.down) / scale
    }

    /// `ASRoundPixelValue`: `round(f × scale) / scale` (half away from zero, as C's `round`). Inset and relative
    /// centring.
    @inlinable public func round(_ value: Double) -> Double {
        (value * scale).rounded(.toNearestOrAwayFromZero) / scale
    }

    @inlinable public func ceil(_ size: Size) -> Size { Size(width: ceil(size.width), height: ceil(size.height)) }
    @inlinable public func ceil(_ point: Point) -> Point { Point(x: ceil(point.x), y: ceil(point.y)) }
}
