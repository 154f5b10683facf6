import Dispatch
import Synchronization

/// What the editor's thread waits for between the first frame and the line
/// editor, which is made meanwhile on a thread of its own: a frame asked for
/// (an answer, or the cache's rows, arrived before the editor; drawn at
/// once) or the editor made. Stands in for the editor's waker until then.
///
/// The editor (or why there is none) is written once, before `made` is set
/// and the semaphore signalled, and read after both: the atomic orders the
/// two, hence `@unchecked Sendable`.
final class EditorWait: RedrawWaker, @unchecked Sendable {
    enum Event {
        case redraw
        case made(Result<any PromptEditor, any Error>)
    }

    private let wake = DispatchSemaphore(value: 0)
    private let redrawAsked = Atomic<Bool>(false)
    private let made = Atomic<Bool>(false)
    private var outcome: Result<any PromptEditor, any Error>?

    func requestRedraw() {
        guard !redrawAsked.exchange(true, ordering: .acquiringAndReleasing) else { return }
        wake.signal()
    }

    /// From the thread that made the editor (or failed to), once.
    func editorMade(_ result: Result<any PromptEditor, any Error>) {
        outcome = result
        made.store(true, ordering: .releasing)
        wake.signal()
    }

    /// Waits for the next: the editor once it is made (a frame asked for
    /// meanwhile is then the editor's first), else a frame asked for.
    func next() -> Event {
        while true {
            wake.wait()
            if made.load(ordering: .acquiring), let outcome {
                return .made(outcome)
            }
            if redrawAsked.exchange(false, ordering: .acquiringAndReleasing) { return .redraw }
        }
    }
}
