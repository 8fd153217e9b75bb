extension LayoutPass {
    /// `layoutItemsAlongUnconstrainedStackDimension`: the first pass. Each child is measured with its flexBasis on
    /// the stack axis (auto: `[0, ∞]`, the max-content size) and the stack's cross bounds.
    ///
    /// Also decides `useOptimizedFlexing`: with exactly one child that can both grow and shrink in a stack whose
    /// stack axis is exact, that child is not measured first; it counts as 0×0 until flexing. This changes results.
    mutating func measureItems(_ children: [ElementID], _ context: StackContext)
        -> (items: [StackItem], optimizedFlexing: Bool)
    {
        var flexibleBothWays = 0
        for child in children
        where StackItem.isFlexibleBothWays(grow: tree[child].style.flexGrow, shrink: tree[child].style.flexShrink) {
            flexibleBothWays += 1
        }
        let optimizedFlexing = context.stackMin == context.stackMax && flexibleBothWays == 1
        var items: [StackItem] = []
        items.reserveCapacity(children.count)
        let parentStack = context.parentSize[context.axis]
        for child in children {
            let alignment = tree[child].style.alignSelf.effective(context.spec.alignItems)
            var item = StackItem(child: child, style: tree[child].style, alignment: alignment, record: -1)
            if alignment.isBaseline { (item.ascender, item.descender) = baselineMetrics(child) }
            if optimizedFlexing && item.isFlexibleBothWays {
                // Skipped: a 0×0 placeholder, which stays the child's layout unless flexing replaces it.
                item.record = emptyRecord(child, .zero)
            } else {
                crossChildLayout(
                    &item, stackMin: tree[child].style.flexBasis.resolve(parent: parentStack, auto: 0),
                    stackMax: tree[child].style.flexBasis.resolve(parent: parentStack, auto: .infinity),
                    crossMin: context.crossMin, crossMax: context.crossMax, context)
            }
            items.append(item)
        }
        return (items, optimizedFlexing)
    }

    /// `collectChildrenIntoLines`: one line without wrapping; with `.wrap`, a new line starts when adding the next
    /// item (with its spacing) would overflow the stack's max, unless the line is still empty.
    func collectLines(_ items: [StackItem], _ context: StackContext) -> [StackLine] {
        guard context.spec.flexWrap == .wrap else { return [StackLine(items: items.indices)] }
        var lines: [StackLine] = []
        var lineStart = 0
        var lineSum = 0.0
        var interitemSpacing = 0.0
        for (index, item) in items.enumerated() {
            let itemSize = item.spacingBefore + context.stackSize(item.size) + item.spacingAfter
            if index > lineStart, context.stackViolation(lineSum + interitemSpacing + itemSize) < 0 {
                lines.append(StackLine(items: lineStart..<index))
                lineStart = index
                lineSum = 0
                interitemSpacing = 0
            }
            lineSum += interitemSpacing + itemSize
            interitemSpacing = context.spec.spacing
        }
        lines.append(StackLine(items: lineStart..<items.count))
        return lines
    }

    /// `flexLinesAlongStackDimension` for one line: a positive violation is shared by `flexGrow`, each share floored
    /// to whole points with the remainder going to the first growing item; a negative one by `flexShrink` weighted
    /// by the item's measured size. Flexed items are measured again at exactly their new size; nothing is
    /// redistributed when an item hits 0.
    mutating func flexLine(_ line: StackLine, _ items: inout [StackItem], _ context: StackContext,
                           optimizedFlexing: Bool) {
        let violation = context.stackViolation(itemsStackSum(items[line.items], context))
        let factorSum: Double
        if abs(violation) < violationEpsilon {
            factorSum = 0
        } else if violation > 0 {
            factorSum = items[line.items].reduce(0) { $0 + $1.flexGrow }
        } else {
            factorSum = items[line.items].reduce(0) { $0 + $1.flexShrink }
        }
        if factorSum == 0 {
            if optimizedFlexing { layoutFlexibleItemsAtZero(line, &items, context) }
            return
        }
        let scaledShrinkSum = violation < 0
            ? items[line.items].reduce(0) { $0 + scaledShrinkFactor($1, factorSum, context) } : 0
        func adjustment(_ item: StackItem) -> Double {
            if violation > 0 { return (violation * (item.flexGrow / factorSum)).rounded(.down) }
            if scaledShrinkSum == 0 { return 0 }
            return -abs(scaledShrinkFactor(item, factorSum, context) / scaledShrinkSum * violation)
        }
        let adjustments = items[line.items].map(adjustment)
        let remainder = adjustments.reduce(violation, -)
        guard let firstFlexed = adjustments.firstIndex(where: { $0 != 0 }) else { return }
        for (offset, change) in adjustments.enumerated() where change != 0 {
            let index = line.items.lowerBound + offset
            let original = context.stackSize(items[index].size)
            let extra = offset == firstFlexed && items[index].flexGrow > 0 ? remainder : 0
            let flexed = MAX(original + change + extra, 0)
            crossChildLayout(
                &items[index], stackMin: flexed, stackMax: flexed, crossMin: context.crossMin,
                crossMax: context.crossMax, context)
        }
    }

    /// `scaledFlexShrinkFactor`: the item's measured stack size times its share of the shrink factors.
    private func scaledShrinkFactor(_ item: StackItem, _ factorSum: Double, _ context: StackContext) -> Double {
        context.stackSize(item.size) * (item.flexShrink / factorSum)
    }

    /// `layoutFlexibleChildrenAtZeroSize`: when no flexing happens after the optimized first pass, the skipped child
    /// is laid out with a stack-axis range of `[0, 0]`.
    private mutating func layoutFlexibleItemsAtZero(_ line: StackLine, _ items: inout [StackItem],
                                                    _ context: StackContext) {
        for index in line.items where items[index].isFlexibleBothWays {
            crossChildLayout(
                &items[index], stackMin: 0, stackMax: 0, crossMin: context.crossMin, crossMax: context.crossMax,
                context)
        }
    }
}
