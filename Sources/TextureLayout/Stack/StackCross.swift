extension LayoutPass {
    /// `baselineForItem`: the distance from the item's cross start to its baseline.
    func baseline(of item: StackItem, _ context: StackContext) -> Double {
        switch item.alignment {
        case .baselineFirst: return item.ascender
        case .baselineLast: return context.crossSize(item.size) + item.descender
        default: return 0
        }
    }

    /// `computeLinesCrossSizeAndBaseline`: a single line in an exact cross range is exactly that size. Otherwise a
    /// line is as large as its largest item, or its baseline-aligned items' ascent plus descent if more; a single
    /// line is then clamped to the cross range.
    func computeLineCrossSizes(_ lines: inout [StackLine], _ items: [StackItem], _ context: StackContext) {
        let isSingleLine = lines.count == 1
        if isSingleLine && context.crossMin == context.crossMax {
            lines[0].crossSize = context.crossMin
            for item in items[lines[0].items] where item.alignment.isBaseline {
                lines[0].baseline = MAX(lines[0].baseline, baseline(of: item, context))
            }
            return
        }
        for index in lines.indices {
            var ascent = 0.0
            var descent = 0.0
            var largest = 0.0
            for item in items[lines[index].items] {
                let cross = context.crossSize(item.size)
                if item.alignment.isBaseline {
                    let itemBaseline = baseline(of: item, context)
                    ascent = MAX(ascent, itemBaseline)
                    descent = MAX(descent, cross - itemBaseline)
                } else {
                    largest = MAX(largest, cross)
                }
            }
            var crossSize = MAX(ascent + descent, largest)
            if isSingleLine { crossSize = MIN(MAX(context.crossMin, crossSize), context.crossMax) }
            lines[index].crossSize = crossSize
            lines[index].baseline = ascent
        }
    }

    /// `stretchLinesAlongCrossDimension`: with several lines and `alignContent == .stretch`, free cross space is
    /// shared equally by the lines; then every stretch item shorter than its line by more than the epsilon is
    /// measured again at exactly the line's cross size (after flexing, keeping its stack size).
    mutating func stretchLines(_ lines: inout [StackLine], _ items: inout [StackItem], _ context: StackContext) {
        let violation = context.crossViolation(linesCrossSum(lines, context))
        let stretchesLines = lines.count > 1 && context.spec.alignContent == .stretch && violation > violationEpsilon
        let extraPerLine = violation / Double(lines.count)
        for lineIndex in lines.indices {
            if stretchesLines { lines[lineIndex].crossSize += extraPerLine }
            let lineCross = lines[lineIndex].crossSize
            for index in lines[lineIndex].items where items[index].alignment == .stretch {
                let size = items[index].size
                guard lineCross - context.crossSize(size) > violationEpsilon else { continue }
                let stack = context.stackSize(size)
                crossChildLayout(
                    &items[index], stackMin: stack, stackMax: stack, crossMin: lineCross, crossMax: lineCross, context)
            }
        }
    }
}
