extension CommandLineOptions {
    /// Whether the run asks GitHub before anything else: `--once`,
    /// `--batch`, and the interactive mode with a name but no response cache
    /// (`--no-cache`). The interactive mode draws its first frame before any
    /// request when no name is given, and with one looks in the response
    /// cache first: a name seen before is drawn from there before its
    /// request leaves (the composition opens libcurl at a lookup that misses).
    public var asksAtOnce: Bool {
        guard case .interactive(let initialText) = mode else { return true }
        return initialText != nil && noCache
    }
}
