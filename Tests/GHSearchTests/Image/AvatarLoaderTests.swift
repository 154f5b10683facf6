import Foundation
import GHSearchCLI
import Testing
import TestSupport
import GHSearchGitHub
import GHSearchInteractive
import GHSearchAvatar

/// The avatar cache: memory and disk, revalidated with ETag, no credentials,
/// and every bad answer a failure rather than a crash.
@Suite(.standardTimeLimit) struct AvatarLoaderTests {
    static let url = "https://avatars.example/u/7?v=4"
    /// A fake "format": the body's first byte is the grey level of a 1×1 image; an empty body is no image.
    static let decode: @Sendable ([UInt8]) -> RGBAImage? = { bytes in
        guard let level = bytes.first, bytes.count == 1 else { return nil }
        return RGBAImage(width: 1, height: 1, pixels: [level, level, level, 255])
    }

    static func image(_ response: [UInt8]) -> HTTPResponse {
        HTTPResponse(status: 200, headers: HTTPHeaders([("ETag", "\"v\(response.first ?? 0)\"")]), body: response)
    }

    @Test func theFirstLoadFetchesTheSmallSizeThenA304ServesTheKnownPicture() async throws {
        let http = StubHTTPClient()
        let loader = AvatarLoader(http: http, disk: nil, decode: Self.decode)
        #expect(loader.cachedImage(for: Self.url) == nil)
        async let first = loader.load(Self.url)
        try await http.waitForCalls(1)
        http.answer(0, Self.image([40]))
        #expect(try await first.pixels[0] == 40)
        let request = http.calls[0].request
        #expect(request.url == "https://avatars.example/u/7?v=4&s=64")
        #expect(request.headers["If-None-Match"] == nil)
        #expect(request.headers["Authorization"] == nil)
        #expect(loader.cachedImage(for: Self.url)?.pixels[0] == 40)

        async let second = loader.load(Self.url)
        try await http.waitForCalls(2)
        #expect(http.calls[1].request.headers["If-None-Match"] == "\"v40\"")
        http.answer(1, HTTPResponse(status: 304))
        #expect(try await second.pixels[0] == 40)
    }

    @Test func theDiskKeepsPicturesForTheNextRun() async throws {
        let disk = MemoryResponseCache()
        let http = StubHTTPClient()
        async let first = AvatarLoader(http: http, disk: disk, decode: Self.decode).load(Self.url)
        try await http.waitForCalls(1)
        http.answer(0, Self.image([90]))
        _ = try await first
        // A new loader (a new process): nothing in memory, the disk copy is revalidated.
        let later = AvatarLoader(http: http, disk: disk, decode: Self.decode)
        async let second = later.load(Self.url)
        try await http.waitForCalls(2)
        #expect(http.calls[1].request.headers["If-None-Match"] == "\"v90\"")
        http.answer(1, HTTPResponse(status: 304))
        #expect(try await second.pixels[0] == 90)
    }

    @Test(arguments: [HTTPResponse(status: 200, body: []), HTTPResponse(status: 200, body: [1, 2, 3]),
                      HTTPResponse(status: 404, body: [5]), HTTPResponse(status: 304)])
    func unusableAnswersFail(_ response: HTTPResponse) async throws {
        let http = StubHTTPClient()
        let loader = AvatarLoader(http: http, disk: nil, decode: Self.decode)
        let task = Task { () async -> AvatarLoader.Failure? in
            do throws(AvatarLoader.Failure) { _ = try await loader.load(Self.url); return nil } catch { return error }
        }
        try await http.waitForCalls(1)
        http.answer(0, response)
        #expect(await task.value == .unusable)
    }

    @Test func cancellingAbortsTheTransfer() async throws {
        let http = StubHTTPClient()
        let loader = AvatarLoader(http: http, disk: nil, decode: Self.decode)
        let task = Task { () async -> AvatarLoader.Failure? in
            do throws(AvatarLoader.Failure) { _ = try await loader.load(Self.url); return nil } catch { return error }
        }
        try await http.waitForCalls(1)
        task.cancel()
        #expect(await task.value == .cancelled)
        #expect(http.calls[0].cancelled)
    }

    @Test func whenOfflineAKnownPictureIsStillShown() async throws {
        let http = StubHTTPClient()
        let loader = AvatarLoader(http: http, disk: nil, decode: Self.decode)
        async let first = loader.load(Self.url)
        try await http.waitForCalls(1)
        http.answer(0, Self.image([7]))
        _ = try await first
        async let second = loader.load(Self.url)
        try await http.waitForCalls(2)
        http.answerFailure(1, .couldNotConnect("refused"))
        #expect(try await second.pixels[0] == 7)
    }

    @Test func memoryKeepsTheMostRecentlyUsedWithinItsBound() async throws {
        let http = StubHTTPClient()
        // Room for two 1×1 pictures (4 bytes each).
        let loader = AvatarLoader(http: http, disk: nil, memoryBytes: 8, decode: Self.decode)
        for (i, name) in ["a", "b", "a", "c"].enumerated() {
            async let loaded = loader.load("https://avatars.example/\(name)")
            try await http.waitForCalls(i + 1)
            http.answer(i, name == "a" && i == 2 ? HTTPResponse(status: 304) : Self.image([UInt8(i + 1)]))
            _ = try await loaded
        }
        #expect(loader.cachedImage(for: "https://avatars.example/a") != nil, "used recently")
        #expect(loader.cachedImage(for: "https://avatars.example/b") == nil, "least recently used: dropped")
        #expect(loader.cachedImage(for: "https://avatars.example/c") != nil)
    }
}
