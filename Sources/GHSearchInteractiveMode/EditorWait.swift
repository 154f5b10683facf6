import Dispatch
import Synchronization

/// What the editor's thread waits for between the first frame and the line
/// editor, which is made meanwhile on a thread of its own: a frame asked for
/// (an answer, or the cache's rows, arrived before the editor; drawn at
/// once), the time to begin making the editor (`EditorThread.editorDelay`)
/// or the editor made. Stands in for the editor's waker until then.
///
/// The editor (or why there is none) is written once, before `made` is set
/// and the semaphore signalled, and read after both: the atomic orders the
/// two, hence `@unchecked Sendable`.
final class EditorWait: RedrawWaker, @unchecked Sendable {
    enum Event {
        case redraw
        /// The first search took longer than the editor waits for it.
        case timeToMakeEditor
        case made(Result<any PromptEditor, any Error>)
    }

    private let wake = DispatchSemaphore(value: 0)
    private let redrawAsked = Atomic<Bool>(false)
    /// 0: not yet; 1: the time came; 2: the time came and was told.
    private let timeUp = Atomic<Int>(0)
    private let made = Atomic<Bool>(false)
    private var outcome: Result<any PromptEditor, any Error>?

    func requestRedraw() {
        guard !redrawAsked.exchange(true, ordering: .acquiringAndReleasing) else { return }
        wake.signal()
    }

    /// The editor is to be made now, whatever the first search is doing.
    func makeEditorNow() {
        guard timeUp.compareExchange(expected: 0, desired: 1, ordering: .acquiringAndReleasing).exchanged else { return }
        wake.signal()
    }

    /// From the thread that made the editor (or failed to), once.
    func editorMade(_ result: Result<any PromptEditor, any Error>) {
        outcome = result
        made.store(true, ordering: .releasing)
        wake.signal()
    }

    /// Waits for the next: the editor once it is made (a frame asked for
    /// meanwhile is then the editor's first), else a frame asked for, else
    /// the time to make the editor (once).
    func next() -> Event {
        while true {
            wake.wait()
            if made.load(ordering: .acquiring), let outcome {
                return .made(outcome)
            }
            if redrawAsked.exchange(false, ordering: .acquiringAndReleasing) { return .redraw }
            if timeUp.compareExchange(expected: 1, desired: 2, ordering: .acquiringAndReleasing).exchanged {
                return .timeToMakeEditor
            }
        }
    }
}
