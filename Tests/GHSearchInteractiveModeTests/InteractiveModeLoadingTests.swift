import Testing
import TestSupport
import GHSearchInteractiveMode

extension InteractiveModeSuites {
    /// Pages loading in the background while the screen is up, on virtual
    /// time: the table is drawn as they arrive, but a burst of them does not
    /// wake the editor once a page.
    @Suite struct InteractiveModeLoadingTests {
        @Test func pagesArrivingTogetherWakeTheEditorAFewTimesNotOnceAPageAndTheTableShowsThemAll() async throws {
            // Ten pages of ten; the nine after the first are answered together at t = 10 s.
            let release = Duration.seconds(10)
            let h = InteractiveModeHarness(repositories: ["many": (1...100).map { "r\($0)" }], pageSize: 10,
                                           laterPagesHeldUntil: release,
                                           options: InteractiveModeOptions(maxRepositories: 1_000, jobs: 16))
            let run = try h.start("many")
            let editor = try await h.editor()
            await h.waitForScreen("10+ Repositories")
            // Every later page asked for (all at once: `rel="last"`), each waiting for t = 10 s.
            let asked = await poll { h.http.log.value.count == 10 }
            #expect(asked, "\(h.http.log.value)")
            #expect(h.clock.now.offset < release)
            h.clock.advance(by: release - h.clock.now.offset)
            await h.waitForScreen("100 Repositories")
            // Each page asks for a redraw; the nine that arrive together (within one instant of
            // virtual time, or a few) wake the editor a few times, not once a page: at an instant
            // at most a frame's wake-up, one for a page that came while that frame read the model,
            // and wake-ups scheduled for a frame period's end that the clock passed.
            var askedAt: [Duration: Int] = [:]
            for instant in editor.record.value.redrawsAskedAt where instant >= release { askedAt[instant, default: 0] += 1 }
            #expect(askedAt.values.allSatisfy { $0 <= 4 }, "\(editor.record.value.redrawsAskedAt)")
            // And fewer in all than the nine pages (1–4 seen), however the instants fell.
            #expect(askedAt.values.reduce(0, +) < 9, "\(editor.record.value.redrawsAskedAt)")
            editor.send(.action(.interrupt))
            #expect(await run.value == .aborted)
        }
    }
}
