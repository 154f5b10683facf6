extension String {
    /// Without the spaces and tabs at either end (other white space is kept).
    public func trimmingSpaces() -> String {
        // Neither end a space or tab (the usual case): the string itself.
        if let first = utf8.first, let last = utf8.last, first != 0x20, first != 0x09, last != 0x20, last != 0x09 {
            return self
        }
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { $0 != " " && $0 != "\t" }),
              let last = scalars.lastIndex(where: { $0 != " " && $0 != "\t" }) else { return "" }
        return String(scalars[first...last])
    }
}
