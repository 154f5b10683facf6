/// A small gzip body that inflates to a huge valid JSON array
/// (`[`, spaces, `]`): the shape a hostile server would send.
enum GzipBomb {
    /// The compressed bytes for an inflated size of `inflatedBytes` (at least 2).
    static func make(inflatedBytes: Int) -> [UInt8] {
        let compressor = GzipStream(level: 1)
        var output = compressor.feed([UInt8(ascii: "[")])
        output += compressor.feed(repeating: UInt8(ascii: " "), count: max(0, inflatedBytes - 2))
        output += compressor.feed([UInt8(ascii: "]")])
        output += compressor.finish()
        return output
    }
}
