import Testing
import TestSupport
import GHSearchCLI
import GHSearchGitHub

/// The interactive mode's session cache: answers by URL and credentials,
/// the least recently used dropped first once over its size.
@Suite(.standardTimeLimit) struct MemoryResponseCacheTests {
    static func key(_ url: String, _ credentials: String = "") -> ResponseCacheKey {
        ResponseCacheKey(url: url, credentialDigest: credentials)
    }

    static func answer(_ etag: String, bytes: Int = 10) -> CachedResponse {
        CachedResponse(etag: etag, link: nil, body: [UInt8](repeating: 7, count: bytes))
    }

    @Test func keepsOneAnswerPerURLAndCredentialsAndTheLatestStoreWins() {
        let cache = MemoryResponseCache()
        cache.store(Self.answer("a"), for: Self.key("/users/a/repos"))
        cache.store(Self.answer("b"), for: Self.key("/users/b/repos"))
        cache.store(Self.answer("a2"), for: Self.key("/users/a/repos"))
        #expect(cache.lookup(Self.key("/users/a/repos"))?.etag == "a2")
        #expect(cache.lookup(Self.key("/users/b/repos"))?.etag == "b")
        #expect(cache.lookup(Self.key("/users/a/repos", "another token")) == nil)
        #expect(cache.lookup(Self.key("/users/c/repos")) == nil)
    }

    @Test func removeForgetsOnlyThatAnswer() {
        let cache = MemoryResponseCache()
        cache.store(Self.answer("a"), for: Self.key("/a"))
        cache.store(Self.answer("b"), for: Self.key("/b"))
        cache.remove(Self.key("/a"))
        cache.remove(Self.key("/never stored"))
        #expect(cache.lookup(Self.key("/a")) == nil)
        #expect(cache.lookup(Self.key("/b"))?.etag == "b")
    }

    @Test func overItsSizeTheLeastRecentlyUsedGoFirstAndALookupIsAUse() {
        let cache = MemoryResponseCache(capacityBytes: 30)
        cache.store(Self.answer("a"), for: Self.key("/a"))
        cache.store(Self.answer("b"), for: Self.key("/b"))
        cache.store(Self.answer("c"), for: Self.key("/c"))
        #expect(cache.lookup(Self.key("/a"))?.etag == "a")  // now b is the least recently used
        cache.store(Self.answer("d"), for: Self.key("/d"))
        #expect(cache.lookup(Self.key("/b")) == nil)
        #expect(cache.lookup(Self.key("/a"))?.etag == "a")
        #expect(cache.lookup(Self.key("/c"))?.etag == "c")
        #expect(cache.lookup(Self.key("/d"))?.etag == "d")
        // Replacing an answer counts its new size only: 10 + 10 + 10 still fits.
        cache.store(Self.answer("c2"), for: Self.key("/c"))
        #expect(cache.lookup(Self.key("/a"))?.etag == "a")
        #expect(cache.lookup(Self.key("/d"))?.etag == "d")
        // One large answer pushes out as many as it must, oldest first.
        cache.store(Self.answer("e", bytes: 25), for: Self.key("/e"))
        #expect(cache.lookup(Self.key("/c")) == nil)
        #expect(cache.lookup(Self.key("/a")) == nil)
        #expect(cache.lookup(Self.key("/d")) == nil)
        #expect(cache.lookup(Self.key("/e"))?.etag == "e")
    }

    @Test func anAnswerLargerThanTheWholeCacheIsNotKept() {
        let cache = MemoryResponseCache(capacityBytes: 30)
        cache.store(Self.answer("a"), for: Self.key("/a"))
        cache.store(Self.answer("huge", bytes: 31), for: Self.key("/huge"))
        #expect(cache.lookup(Self.key("/huge")) == nil)
        #expect(cache.lookup(Self.key("/a"))?.etag == "a")
    }

    // Later pages of a list (`page=2` on) have a budget of their own inside
    // the cache's: loading a long list keeps every first page.

    @Test func laterPagesGoFirstAndNeverPushOutAFirstPage() {
        let cache = MemoryResponseCache(capacityBytes: 40, laterPageBytes: 20)
        cache.store(Self.answer("a1"), for: Self.key("/users/a/repos?per_page=100"))
        cache.store(Self.answer("b1"), for: Self.key("/users/b/repos?per_page=100&page=1"))
        for page in 2...30 {
            cache.store(Self.answer("a\(page)"), for: Self.key("/users/a/repos?per_page=100&page=\(page)"))
        }
        #expect(cache.lookup(Self.key("/users/a/repos?per_page=100"))?.etag == "a1")
        #expect(cache.lookup(Self.key("/users/b/repos?per_page=100&page=1"))?.etag == "b1")
        // The two most recent later pages fit their budget; the rest went.
        #expect(cache.lookup(Self.key("/users/a/repos?per_page=100&page=30"))?.etag == "a30")
        #expect(cache.lookup(Self.key("/users/a/repos?per_page=100&page=29"))?.etag == "a29")
        #expect(cache.lookup(Self.key("/users/a/repos?per_page=100&page=28")) == nil)
        #expect(cache.lookup(Self.key("/users/a/repos?per_page=100&page=2")) == nil)
    }

    @Test func firstPagesStillShareTheWholeBudgetLeastRecentlyUsedFirst() {
        let cache = MemoryResponseCache(capacityBytes: 30, laterPageBytes: 10)
        cache.store(Self.answer("a2"), for: Self.key("/users/a/repos?page=2"))
        for user in ["b", "c", "d"] { cache.store(Self.answer(user), for: Self.key("/users/\(user)/repos")) }
        #expect(cache.lookup(Self.key("/users/a/repos?page=2")) == nil)
        #expect(cache.lookup(Self.key("/users/b/repos"))?.etag == "b")
        #expect(cache.lookup(Self.key("/users/d/repos"))?.etag == "d")
    }

    @Test func aLaterPageLargerThanItsBudgetIsNotKept() {
        let cache = MemoryResponseCache(capacityBytes: 100, laterPageBytes: 5)
        cache.store(Self.answer("a2"), for: Self.key("/users/a/repos?page=2"))
        cache.store(Self.answer("a1"), for: Self.key("/users/a/repos"))
        #expect(cache.lookup(Self.key("/users/a/repos?page=2")) == nil)
        #expect(cache.lookup(Self.key("/users/a/repos"))?.etag == "a1")
    }

    // Once one list's later pages outgrow their budget, its further pages
    // are not kept (so their bodies need not be copied); another list's are.

    @Test func aListsLaterPagesPastTheirBudgetAreNotKeptAnotherListsAre() {
        let cache = MemoryResponseCache(capacityBytes: 100, laterPageBytes: 20)
        func page(_ user: String, _ number: Int, _ credentials: String = "") -> ResponseCacheKey {
            Self.key("/users/\(user)/repos?per_page=100&page=\(number)", credentials)
        }
        for number in 2...4 {
            #expect(cache.keepsBody(for: page("a", number)))
            cache.store(Self.answer("a\(number)"), for: page("a", number))
        }
        #expect(!cache.keepsBody(for: page("a", 5)))
        #expect(!cache.keepsBody(for: page("a", 2)))  // pushed out by a4
        #expect(cache.keepsBody(for: page("a", 4)))  // kept: replaced
        #expect(cache.keepsBody(for: page("b", 2)))
        #expect(cache.keepsBody(for: page("a", 5, "another token")))
        #expect(cache.keepsBody(for: Self.key("/users/a/repos?per_page=100")))
        for number in 2...3 { cache.store(Self.answer("b\(number)"), for: page("b", number)) }
        #expect(cache.lookup(page("b", 2))?.etag == "b2")
        #expect(cache.keepsBody(for: page("b", 4)))  // b's pages pushed a's out, not b's own
    }
}
