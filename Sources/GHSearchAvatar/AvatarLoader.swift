import Synchronization
import GHSearchGitHub

/// Fetches owners' avatars through the HTTP client, decodes them, and keeps
/// them: decoded in memory (bounded, least recently used out first) and as
/// bytes on disk with their `ETag`, so every later fetch is a conditional
/// request that a `304` answers. No credentials are ever sent: an avatar
/// host is not the API.
public final class AvatarLoader: Sendable {
    /// The side, in pixels, asked of the avatar server (`s=`).
    public static let requestedSide = 64
    /// A larger body is refused (an avatar is a few kilobytes).
    public static let maximumBodyBytes = 2 << 20

    /// Why no picture came.
    public enum Failure: Error, Sendable, Equatable {
        /// The task was cancelled (the detail view was left).
        case cancelled
        /// Unreachable, refused, not an image, damaged or too large.
        case unusable
    }

    private let http: any HTTPClient
    private let disk: (any ResponseCache)?
    private let decode: @Sendable ([UInt8]) -> RGBAImage?
    private let memory: Mutex<ImageMemoryCache>

    /// - Parameters:
    ///   - disk: where fetched bytes are kept between runs (nil: memory only).
    ///   - memoryBytes: the most decoded pixels kept in memory.
    ///   - decode: bytes to picture; nil for anything unusable.
    public init(http: any HTTPClient, disk: (any ResponseCache)?, memoryBytes: Int = 8 << 20,
                decode: @escaping @Sendable ([UInt8]) -> RGBAImage?) {
        self.http = http
        self.disk = disk
        self.decode = decode
        memory = Mutex(ImageMemoryCache(capacityBytes: memoryBytes))
    }

    /// `url` with the small size asked for: `…?v=4` → `…?v=4&s=64`.
    public static func sizedURL(_ url: String) -> String {
        url + (url.contains("?") ? "&" : "?") + "s=\(requestedSide)"
    }

    /// The picture already in memory for the avatar at `url`, to show at once.
    public func cachedImage(for url: String) -> RGBAImage? {
        memory.withLock { $0.get(AvatarLoader.sizedURL(url))?.image }
    }

    /// The picture at `url` (an owner's `avatar_url`): revalidated when
    /// known, fetched when not. When the server cannot be reached, a known
    /// picture is still returned.
    public func load(_ url: String) async throws(Failure) -> RGBAImage {
        let sized = AvatarLoader.sizedURL(url)
        let key = ResponseCacheKey(url: sized, credentialDigest: "none")
        var known = memory.withLock { $0.get(sized) }
        if known == nil, let stored = await disk?.lookup(key), let image = decode(stored.body) {
            known = ImageMemoryCache.Entry(image: image, etag: stored.etag)
        }
        var headers = HTTPHeaders([("Accept", "image/png, image/jpeg")])
        if let etag = known?.etag { headers.append(name: "If-None-Match", value: etag) }
        let request = HTTPRequest(url: sized, headers: headers, connectTimeout: .seconds(10), timeout: .seconds(20),
                                  maxBodyBytes: AvatarLoader.maximumBodyBytes)
        let response: HTTPResponse
        do {
            response = try await http.send(request)
        } catch {
            if case .cancelled = error { throw .cancelled }
            if let known { return remember(known, sized) }
            throw .unusable
        }
        if Task.isCancelled { throw .cancelled }
        if response.status == 304, let known { return remember(known, sized) }
        guard response.status == 200 else {
            if let known { return remember(known, sized) }
            throw .unusable
        }
        guard let image = decode(response.body) else { throw .unusable }
        let etag = response.headers["ETag"]
        if let etag { await disk?.store(CachedResponse(etag: etag, link: nil, body: response.body), for: key) }
        return remember(ImageMemoryCache.Entry(image: image, etag: etag), sized)
    }

    private func remember(_ entry: ImageMemoryCache.Entry, _ url: String) -> RGBAImage {
        memory.withLock { $0.put(entry, for: url) }
        return entry.image
    }
}
