/// A NUL-terminated copy of a string that lives as long as this object,
/// for C code that keeps the pointer (libedit's prompt functions).
final class OwnedCString {
    let pointer: UnsafeMutablePointer<CChar>

    init(_ text: String) {
        let bytes = text.utf8CString
        pointer = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count)
        bytes.withUnsafeBufferPointer { source in
            pointer.initialize(from: source.baseAddress!, count: source.count)
        }
    }

    deinit {
        pointer.deallocate()
    }
}
