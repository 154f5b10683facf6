import GHSearchCLI
import GHSearchGitHub

/// libFuzzer entry for the response cache's file format (`CacheFile`), two
/// ways with the same bytes:
///
/// 1. As a file found at a cache key: `decode` never crashes, and whatever
///    it accepts is exactly what `encode` writes for that answer — no other
///    bytes (a damaged file, another spelling) are ever taken for an answer.
/// 2. As an answer's body (and part of it as its record): its encoding
///    reads back as the same answer, and with any one byte changed
///    (position and change taken from the input) it reads as nothing.
@_cdecl("LLVMFuzzerTestOneInput")
public func cacheEntryFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let key = ResponseCacheKey(url: "https://api.github.com/users/fuzz/repos?per_page=100", credentialDigest: "anonymous")

    if let response = CacheFile.decode(bytes, for: key) {
        // A file of version 3 (before records) is still read, in its own form.
        let version = bytes.starts(with: Array(CacheFile.magic.utf8)) ? 4 : 3
        guard CacheFile.encode(response, for: key, version: version) == bytes else {
            fatalError("decode accepted bytes that encode would not write")
        }
    }

    // With a record (the input's first half) when its first byte is odd.
    let record = bytes.first.map { $0 & 1 == 1 } == true ? Array(bytes.prefix(bytes.count / 2)) : nil
    let answer = CachedResponse(etag: "W/\"\(bytes.count)\"", link: bytes.first.map { "<https://x/\($0)>; rel=\"next\"" }, body: bytes,
                                record: record)
    guard let file = CacheFile.encode(answer, for: key) else { fatalError("a sound answer could not be encoded") }
    guard CacheFile.decode(file, for: key) == answer else { fatalError("an encoded answer did not read back") }
    let seed = bytes.reduce(UInt64(size)) { ($0 &* 31) &+ UInt64($1) }
    var damaged = file
    let position = Int(seed % UInt64(file.count))
    let flip = UInt8(truncatingIfNeeded: seed >> 17) | 1
    damaged[position] ^= flip
    if CacheFile.decode(damaged, for: key) != nil {
        fatalError("byte \(position) changed by \(flip) went unnoticed")
    }
    return 0
}
