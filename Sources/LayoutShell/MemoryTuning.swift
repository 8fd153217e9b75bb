/// glibc's `mallopt`, which its Swift module does not export (it lives in malloc.h).
#if os(Linux)
@_silgen_name("mallopt") private func glibcMallopt(_ parameter: Int32, _ value: Int32) -> Int32
#endif

/// How the process's allocator keeps memory, set once at start by the programs that lay out trees.
public enum MemoryTuning {
    /// glibc gives a freed block above its mmap threshold (128 KiB at first) back to the kernel, and the next layout's
    /// arena, memo and frames of the same size fault every page in again: on a 10,000-node tree that is a large part
    /// of a cold layout and of building the tree (BENCHMARKS.md, "Memory the allocator keeps"). Raising the
    /// thresholds (M_MMAP_THRESHOLD, M_TRIM_THRESHOLD) keeps those blocks in the heap for the next pass: the peak is
    /// what it was, and the memory is reused instead of returned and faulted in again.
    public static func keepLargeBlocks() {
        #if os(Linux)
        _ = glibcMallopt(-3, 256 << 20)
        _ = glibcMallopt(-1, 512 << 20)
        #endif
    }
}
