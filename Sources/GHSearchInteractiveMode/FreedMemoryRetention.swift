import Glibc

/// How the C allocator keeps the memory the interactive mode frees. Each
/// keystroke makes and drops arrays the size of the rows (the run's
/// output, the ranking, the rows shown); by default glibc hands a block
/// over 128 kB back to the kernel when it is freed (and trims the heap's
/// free top), so the next key's arrays touch fresh pages, each a page fault
/// (a costly one on a virtual machine that gives freed pages back to its
/// host). Blocks up to 32 MB (the limit glibc's own
/// adjustment grows to) are kept in the heap instead, and the heap is
/// trimmed only past twice that.
public enum FreedMemoryRetention {
    /// glibc's `mallopt` parameters (malloc.h, which Swift's Glibc module leaves out).
    private static let trimThreshold: Int32 = -1
    private static let mmapThreshold: Int32 = -3

    /// Keeps freed blocks as said above, for the whole process.
    public static func keepForReuse() {
        guard let symbol = dlsym(nil, "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
        _ = mallopt(mmapThreshold, 32 << 20)
        _ = mallopt(trimThreshold, 64 << 20)
    }
}
