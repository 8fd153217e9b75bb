extension LayoutPass {
    /// `ASStackPositionedLayout::compute`: lines are placed along the cross axis by alignContent, items along the
    /// stack axis by justifyContent and across their line by their alignment. Free space is measured against the
    /// stack's range, not its final size, so a stack that hugs its content has none to distribute.
    func position(_ items: inout [StackItem], _ lines: [StackLine], crossSum: Double, _ context: StackContext) {
        let (firstLineOffset, lineExtra) = offsetAndExtra(
            count: lines.count, violation: context.crossViolation(crossSum), alignContent(context.spec.alignContent))
        var cross = firstLineOffset
        for (lineIndex, line) in lines.enumerated() {
            if lineIndex > 0 { cross += lineExtra + context.spec.lineSpacing }
            let (stackOffset, stackExtra) = offsetAndExtra(
                count: line.items.count, violation: context.stackViolation(line.stackSum),
                context.spec.justifyContent)
            var along = stackOffset
            for index in line.items {
                along += items[index].spacingBefore
                if index != line.items.lowerBound { along += context.spec.spacing + stackExtra }
                let offset = crossOffset(items[index], line, context)
                items[index].position = Point(context.axis, along, cross: cross + offset)
                along += context.stackSize(items[index].size) + items[index].spacingAfter
            }
            cross += line.crossSize
        }
    }

    /// `crossOffsetForItem`: where an item sits across its line. Centring is floor-pixel-rounded.
    private func crossOffset(_ item: StackItem, _ line: StackLine, _ context: StackContext) -> Double {
        let itemCross = context.crossSize(item.size)
        switch item.alignment {
        case .end: return line.crossSize - itemCross
        case .center: return grid.floor((line.crossSize - itemCross) / 2)
        case .baselineFirst, .baselineLast: return line.baseline - baseline(of: item, context)
        case .start, .stretch, .notSet: return 0
        }
    }

    /// alignContent has the same five distributions as justifyContent; `.stretch` places lines like `.start`.
    private func alignContent(_ value: AlignContent) -> JustifyContent {
        switch value {
        case .start, .stretch: return .start
        case .center: return .center
        case .end: return .end
        case .spaceBetween: return .spaceBetween
        case .spaceAround: return .spaceAround
        }
    }

    /// `stackOffsetAndSpacingForEachItem` / `crossOffsetAndSpacingForEachLine`: the offset before the first of `count`
    /// pieces and the extra space between two. spaceBetween falls back to start, and spaceAround to center, when
    /// there is one piece or no free space.
    private func offsetAndExtra(count: Int, violation: Double, _ justify: JustifyContent) -> (Double, Double) {
        var justify = justify
        if justify == .spaceBetween && (violation < violationEpsilon || count == 1) { justify = .start }
        if justify == .spaceAround && (violation < violationEpsilon || count == 1) { justify = .center }
        switch justify {
        case .start: return (0, 0)
        case .center: return (violation / 2, 0)
        case .end: return (violation, 0)
        case .spaceBetween: return (0, violation / Double(count - 1))
        case .spaceAround:
            let extra = violation / Double(count)
            return (extra / 2, extra)
        }
    }
}
