extension CommandLineOptions {
    /// Whether the run asks GitHub before anything else: every mode but the
    /// interactive one with no name, which draws its first frame (and makes
    /// its line editor) before any request.
    public var asksAtOnce: Bool {
        if case .interactive(initialText: nil) = mode { return false }
        return true
    }
}
