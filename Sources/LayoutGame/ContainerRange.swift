import Foundation
import TextureLayout

/// The text forms of a container size range, shared by level files (`container:`), the shell's `:size` and
/// `layoutrepl`'s `--min`/`--max`: `W x H` (or `WxH`, `W×H`), where either side may be `inf`.
public enum ContainerRange {
    /// The sandbox default: what `ASTableNode` gives a cell on an iPhone 8 / SE, exactly 375 pt wide and any
    /// height, so a stack fills the width (justifyContent and flexGrow have room) and grows downward.
    public static let sandboxDefault = SizeRange(min: Size(width: 375, height: 0), max: Size(width: 375, height: .infinity))

    /// Parses `W x H`, `WxH` or `W×H`; each side a finite non-negative number or `inf`.
    public static func parseSize(_ text: String) -> Size? {
        let parts = text.lowercased().replacingOccurrences(of: "×", with: "x")
            .split(separator: "x", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2, let width = parseLength(parts[0]), let height = parseLength(parts[1]) else {
            return nil
        }
        return Size(width: width, height: height)
    }

    /// Parses `W x H` (a max with a zero min), `min W x H max W x H`, or `exactly W x H`.
    public static func parseRange(_ text: String) -> SizeRange? {
        let words = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard let first = words.first else { return nil }
        switch first.lowercased() {
        case "min":
            guard let maxIndex = words.firstIndex(where: { $0.lowercased() == "max" }),
                  let min = parseSize(words[1..<maxIndex].joined(separator: " ")),
                  let max = parseSize(words[(maxIndex + 1)...].joined(separator: " "))
            else { return nil }
            return range(min: min, max: max)
        case "exactly":
            guard let size = parseSize(words.dropFirst().joined(separator: " ")),
                  size.width.isFinite, size.height.isFinite else { return nil }
            return SizeRange(exactly: size)
        default:
            return parseSize(text).map { SizeRange(min: .zero, max: $0) }
        }
    }

    /// A container range from its two sizes, when it is one: the min finite and no larger than the max on either
    /// axis.
    public static func range(min: Size, max: Size) -> SizeRange? {
        guard min.width.isFinite, min.height.isFinite, min.width <= max.width, min.height <= max.height else {
            return nil
        }
        return SizeRange(min: min, max: max)
    }

    /// Screen scales frames can be rounded to: 1 to 4 (iPhones are 2 and 3).
    public static func isValidScale(_ scale: Double) -> Bool { (1...4).contains(scale) }

    /// How a range reads back in the same syntax.
    public static func describe(_ range: SizeRange) -> String {
        func size(_ s: Size) -> String { "\(formatPoints(s.width)) x \(formatPoints(s.height))" }
        if range.isExact { return "exactly \(size(range.min))" }
        if range.min == .zero { return size(range.max) }
        return "min \(size(range.min)) max \(size(range.max))"
    }

    private static func parseLength(_ text: String) -> Double? {
        if text == "inf" || text == "∞" { return .infinity }
        guard let value = Double(text), value.isFinite, value >= 0, value <= 1e7 else { return nil }
        return value
    }
}
