import FoundationEssentials
import Synchronization

/// The view model of the interactive mode (MVVM: it knows no terminal; the
/// view knows no HTTP). It turns the user's actions into the search stream,
/// applies the stream's events to a `SearchState`, loads further pages on
/// demand, counts down a rate limit and searches again when it resets.
/// Every change calls `onChange`, which asks the view to redraw.
public final class SearchSession<C: Clock>: Sendable where C.Duration == Duration {
    private let state = Mutex(SearchState())
    private let keys: AsyncStream<SearchKey>
    private let keyInput: AsyncStream<SearchKey>.Continuation
    private let generation = Mutex(0)
    private let service: RepositoryService<C>
    private let clock: C
    private let options: ListOptions
    private let now: @Sendable () -> Date
    private let onChange: @Sendable () -> Void
    private let avatars: AvatarLoader?
    private let tasks = Mutex(Tasks())

    private struct Tasks {
        var pipeline: Task<Void, Never>?
        var more: Task<Void, Never>?
        var timer: Task<Void, Never>?
        var avatar: Task<Void, Never>?
    }

    /// - Parameter avatars: fetches owners' pictures for the detail view;
    ///   nil when none are wanted (no colours).
    public init(service: RepositoryService<C>, clock: C, options: ListOptions = ListOptions(),
                avatars: AvatarLoader? = nil,
                now: @escaping @Sendable () -> Date = { Date() },
                onChange: @escaping @Sendable () -> Void) {
        self.avatars = avatars
        self.service = service
        self.clock = clock
        self.options = options
        self.now = now
        self.onChange = onChange
        (keys, keyInput) = AsyncStream.makeStream(of: SearchKey.self, bufferingPolicy: .unbounded)
    }

    /// The current state, for drawing.
    public var snapshot: SearchState { state.withLock { $0 } }

    /// Starts the search stream. Call once.
    public func start() {
        let service = self.service
        let options = self.options
        let events = SearchPipeline.events(keys: keys, clock: clock) { login in
            do throws(GitHubError) {
                guard let page = try await service.firstPage(login: login, options: options) else { return .cleared }
                return .loaded(page)
            } catch {
                return .failed(error)
            }
        }
        let task = Task { [weak self] in
            for await event in events {
                self?.handle(event)
            }
        }
        tasks.withLock { $0.pipeline = task }
    }

    /// Stops every task (the request in flight is aborted).
    public func stop() {
        keyInput.finish()
        let running = tasks.withLock { t -> [Task<Void, Never>?] in
            defer { t = Tasks() }
            return [t.pipeline, t.more, t.timer, t.avatar]
        }
        running.forEach { $0?.cancel() }
    }

    // MARK: User actions (called from the prompt's thread)

    /// A batch of keystrokes changed the line.
    public func lineChanged(_ line: String) {
        state.withLock { $0.lineChanged(line) }
        push(line, urgent: false, retry: false)
        onChange()
    }

    /// Enter: search at once. The same name again sends nothing, unless the
    /// last search failed in a way another attempt may cure (offline, time
    /// out, 5xx): then Enter is the way to try again. An unknown user or a
    /// spent quota is not asked again (that would only cost quota).
    public func submit(_ line: String) {
        let retry = state.withLock { s -> Bool in
            s.lineChanged(line)
            guard case .failed(let error) = s.status, s.searching == nil,
                  s.failedLogin == SearchQuery(line: line).login else { return false }
            return error.isRetryable
        }
        push(line, urgent: true, retry: retry)
        onChange()
    }

    /// Ctrl-U / Esc: the Cancel button. An empty name: `0 Repositories`, no request.
    public func clear() {
        lineChanged("")
        push("", urgent: true, retry: false)
    }

    public func moveSelection(by delta: Int) {
        state.withLock { $0.moveSelection(by: delta) }
        loadMoreIfWanted()
        onChange()
    }

    /// Tab: shows the selected repository full-screen, with its owner's
    /// avatar filling in when it arrives (at once when it is in memory).
    /// Does nothing when no row is selected.
    public func openDetail() {
        let url = snapshot.selectedRepository?.owner?.avatarURL
        let initial: AvatarStatus
        if let avatars, let url {
            initial = avatars.cachedImage(for: url).map(AvatarStatus.loaded) ?? .loading
        } else {
            initial = .none
        }
        guard let repository = state.withLock({ $0.openDetail(avatar: initial) }) else { return }
        if let avatars, let url {
            let task = Task { [weak self] in
                let status: AvatarStatus
                do throws(AvatarLoader.Failure) {
                    status = .loaded(try await avatars.load(url))
                } catch {
                    if error == .cancelled { return }
                    status = initial == .loading ? .unavailable : initial
                }
                if Task.isCancelled { return }
                self?.state.withLock { $0.avatarChanged(status, for: repository) }
                self?.onChange()
            }
            tasks.withLock { t in
                t.avatar?.cancel()
                t.avatar = task
            }
        }
        onChange()
    }

    /// Esc or Backspace in the detail view: back to the list as it was; the
    /// avatar download, if still going, is cancelled.
    public func closeDetail() {
        tasks.withLock { t in
            t.avatar?.cancel()
            t.avatar = nil
        }
        state.withLock { $0.closeDetail() }
        onChange()
    }

    /// Shows a one-off message on the status line (nil: remove it).
    public func showNotice(_ text: String?) {
        state.withLock { $0.showNotice(text) }
        onChange()
    }

    /// GitHub reported its rate limit on some answer (a 404 spends quota too).
    public func quotaChanged(_ limit: RateLimit) {
        state.withLock { $0.quotaChanged(limit) }
        onChange()
    }

    /// The terminal changed size, or a countdown ticked: just redraw.
    public func redraw() { onChange() }

    // MARK: The stream's side

    private func push(_ line: String, urgent: Bool, retry: Bool) {
        let login = SearchQuery(line: line).login
        let current = generation.withLock { g -> Int in
            if retry { g += 1 }
            return g
        }
        keyInput.yield(SearchKey(login: login, generation: current, urgent: urgent || retry))
    }

    private func handle(_ event: SearchEvent) {
        let status = state.withLock { s -> SearchStatus in
            s.apply(event)
            return s.status
        }
        if case .started = event {
            cancelMore()
        }
        if case .finished = event {
            scheduleTimer(for: status)
            loadMoreIfWanted()
        }
        onChange()
    }

    private func cancelMore() {
        tasks.withLock { t in
            t.more?.cancel()
            t.more = nil
        }
    }

    /// Loads the next page when the selection reached the last loaded row.
    private func loadMoreIfWanted() {
        let request = state.withLock { s -> (login: String, url: String)? in
            guard s.wantsMore, let results = s.results, let next = results.next else { return nil }
            s.loadMoreStarted()
            return (results.login, next)
        }
        guard let request else { return }
        let service = self.service
        let task = Task { [weak self] in
            let outcome: Result<RepositoryPage, GitHubError>
            do throws(GitHubError) {
                outcome = .success(try await service.fetchPage(request.url, login: request.login))
            } catch {
                if case .transport(.cancelled) = error { return }
                outcome = .failure(error)
            }
            if Task.isCancelled { return }
            self?.state.withLock { $0.loadMoreFinished(login: request.login, outcome: outcome) }
            self?.onChange()
        }
        tasks.withLock { t in
            t.more?.cancel()
            t.more = task
        }
    }

    /// While rate limited: redraw every second (the countdown), and search
    /// again once the limit has reset.
    private func scheduleTimer(for status: SearchStatus) {
        tasks.withLock { t in
            t.timer?.cancel()
            t.timer = nil
        }
        let wait: Duration
        switch status {
        case .failed(.rateLimited(let limit)):
            guard let reset = limit.reset else { return }
            wait = .milliseconds(Int64(max(0, reset.timeIntervalSince(now())) * 1000) + 1000)
        case .failed(.secondaryRateLimit(let retryAfter, _)):
            wait = .seconds(retryAfter ?? 60)
        default:
            return
        }
        let clock = self.clock
        let task = Task { [weak self] in
            var remaining = wait
            while remaining > .zero {
                let step = min(remaining, .seconds(1))
                do { try await clock.sleep(for: step) } catch { return }
                remaining -= step
                self?.onChange()
            }
            guard let self else { return }
            let line = self.snapshot.line
            self.push(line, urgent: true, retry: true)
        }
        tasks.withLock { $0.timer = task }
    }
}
