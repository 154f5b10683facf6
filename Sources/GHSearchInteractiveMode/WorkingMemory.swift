import GHSearchFilter

/// The memory the keystrokes' filter runs will use, touched ahead, on the
/// thread that runs them, while nothing waits for it: a run over every row
/// of a long list allocates megabytes, and the first few keys that begin a
/// word each found fresh pages there (a page fault for each 4 kB, dear on
/// a virtual machine). The allocator keeps what is freed in the thread's
/// own heap (`FreedMemoryRetention`), so the pages touched here are the
/// ones those runs are given.
struct WorkingMemory {
    /// How much has been touched.
    private(set) var touched = 0
    /// Below the allocator's limit for keeping freed blocks, and its heap
    /// trim threshold: memory touched past them would be given back at once.
    static let limit = 24 << 20
    /// Growth smaller than this waits for more (a list loading page by page
    /// asks for a little more at every frame).
    static let step = 512 << 10
    private static let page = 4096
    /// Lists shorter than this are left alone: a key's run over them
    /// allocates little, and the cache fills over many keys.
    static let rowsWorthIt = 10_000

    /// What `engine`'s runs over `rows` rows will use
    /// (`FilterEngine.workingMemory(rows:)`), or 0 for a short list.
    static func wanted(by engine: FilterEngine, rows: Int) -> Int {
        rows >= rowsWorthIt ? engine.workingMemory(rows: rows) : 0
    }

    /// Touches `bytes` (at most `limit`) unless that much already was: one
    /// block allocated, one byte written in each of its pages, and freed.
    mutating func grow(to bytes: Int) {
        let bytes = min(bytes, Self.limit)
        guard bytes >= touched &+ Self.step else { return }
        let block = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 16)
        var offset = 0
        while offset < bytes {
            block.storeBytes(of: 0, toByteOffset: offset, as: UInt8.self)
            offset &+= Self.page
        }
        block.storeBytes(of: 0, toByteOffset: bytes &- 1, as: UInt8.self)
        block.deallocate()
        touched = bytes
    }
}
