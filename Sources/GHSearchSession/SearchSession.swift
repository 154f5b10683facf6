import GHSearchInteractive
import GHSearchPresent
import FoundationEssentials
import Synchronization
import GHSearchGitHub
import GHSearchAvatar
import GHSearchReadme
import GHSearchQuota
import GHSearchPreviewCommand

/// Runs the interactive view model: holds a `SearchViewModel` behind a
/// lock, sends it actions, and interprets the effects it returns — the
/// search stream, page and avatar fetches, timers, cancellations — feeding
/// their answers back as actions. It decides nothing itself: every decision
/// is the view model's, and can be tested there without tasks or a clock.
///
/// Effects that need the terminal or the process (the cases `run` hands
/// back as edge effects: redraw, set the line, open a browser, exit, print,
/// run a command…) are
/// handed back to the caller of `send(_:)` (keys come from the terminal's
/// thread, which runs them), or to `onEdgeEffects` for actions the session
/// posts itself (answers arriving on other threads; those only ever ask for
/// a redraw, or to remember a name that was found).
///
/// Effects are started under the same lock as the action that asked for
/// them, so two actions on two threads never run their effects out of
/// order; an answer from an effect that was since replaced or cancelled is
/// dropped. Layouts (`.layout`: a README's Markdown, the detail view's
/// body) are made after the lock is released, on the thread that sent the
/// action, and their answers sent before the action's edge effects are
/// handed back: the frame that follows draws them, and no other thread
/// waits for them (a pane changed meanwhile drops the stale answer). The
/// session's first search leaves as soon as it is asked for, and the stream
/// adopts it when it takes the key (`SearchHeadStart`).
public final class SearchSession<C: Clock>: Sendable where C.Duration == Duration {
    private struct Running {
        var model: SearchViewModel
        /// The effects running over time, one at most per identity, with the
        /// token their answers must carry to be taken. A handful: a list
        /// searched in order, where a dictionary keyed by `SearchEffectID`
        /// cost the runtime a search of all its conformance records as the
        /// first search started.
        var tasks: [(id: SearchEffectID, token: UInt64, task: Task<Void, Never>)] = []
        var nextToken: UInt64 = 0
        var pipeline: Task<Void, Never>?
        /// README preview: the preview stream's task.
        var previewPipeline: Task<Void, Never>?
        /// `--preview COMMAND`: the preview command's stream's task.
        var commandPipeline: Task<Void, Never>?
        var stopped = false

        /// Cancels and forgets the task running under `id`, if any.
        mutating func cancelTask(_ id: SearchEffectID) {
            guard let index = tasks.firstIndex(where: { $0.id == id }) else { return }
            tasks.remove(at: index).task.cancel()
        }
    }

    private let state: Mutex<Running>
    private let keys: AsyncStream<SearchKey>
    private let keyInput: AsyncStream<SearchKey>.Continuation
    private let service: RepositoryService<C>
    private let clock: C
    private let options: ListOptions
    /// Searches of all of GitHub and `@me`.
    private let searchOptions: SearchModeOptions
    /// The stream's throttle: the reference one for a user's list, quota-aware for a search.
    private let quota: QuotaThrottle<SearchKey, C>
    /// Logins GitHub did not know, not asked again while names are paced.
    private let unknownNames = UnknownNames()
    /// The first search, started before the stream has taken its key.
    private let headStart: SearchHeadStart
    private let firstFrame: FirstFrameGate?
    private let avatars: AvatarLoader?
    /// Lays panes out (`.layout`), keeping READMEs laid out before.
    let layouter = DetailLayouter()
    private let now: @Sendable () -> Date
    private let onEdgeEffects: @Sendable ([EdgeEffect]) -> Void
    /// Sees each key the stream let through to the network (a test seam).
    private let searchPassed: @Sendable (SearchKey) -> Void
    /// Told, each time the search stream asks for the next key, how many it
    /// has taken (a test seam: `ReadReporting`).
    private let keysAsking: @Sendable (Int) -> Void
    // README preview
    private let readmes: ReadmeService<C>?
    private let previewTargets: AsyncStream<ReadmeTarget?>
    private let previewInput: AsyncStream<ReadmeTarget?>.Continuation
    /// Sees each README the preview stream let through (a test seam).
    private let previewPassed: @Sendable (ReadmeTarget?) -> Void
    /// Told, each time the preview stream asks for the next selection, how
    /// many it has taken (a test seam: `ReadReporting`).
    private let previewAsking: @Sendable (Int) -> Void
    // The preview command
    private let previewRunner: PreviewCommandRunner?
    private let previewRuns: AsyncStream<PreviewRun?>
    private let previewRunInput: AsyncStream<PreviewRun?>.Continuation

    /// - Parameters:
    ///   - avatars: fetches owners' pictures for the detail view; nil when
    ///     none are wanted (then `model.showsAvatars` should be false).
    ///   - readmes: fetches READMEs for the detail view and the preview;
    ///     nil answers every README as missing.
    ///   - now: the wall clock, stamped on timer ticks (rate-limit resets are wall-clock times).
    ///   - firstFrame: lifted by whoever draws once the first search's
    ///     frame is on the screen; a first search whose page the response
    ///     cache held waits for it before its request leaves. Nil: none waits.
    ///   - onEdgeEffects: runs the edge effects of actions the session posts
    ///     itself, on whatever thread the answer arrived (in practice only
    ///     `.redraw` and `.rememberInHistory`).
    public convenience init(model: SearchViewModel, service: RepositoryService<C>, clock: C, options: ListOptions = ListOptions(),
                searchOptions: SearchModeOptions = SearchModeOptions(),
                avatars: AvatarLoader? = nil, readmes: ReadmeService<C>? = nil, previewRunner: PreviewCommandRunner? = nil,
                now: @escaping @Sendable () -> Date = { Date() }, firstFrame: FirstFrameGate? = nil,
                onEdgeEffects: @escaping @Sendable ([EdgeEffect]) -> Void) {
        self.init(model: model, service: service, clock: clock, options: options, searchOptions: searchOptions,
                  avatars: avatars, readmes: readmes, previewRunner: previewRunner, now: now, firstFrame: firstFrame,
                  onEdgeEffects: onEdgeEffects, searchPassed: { _ in })
    }

    /// - Parameter searchPassed: sees every key that came through the
    ///   throttle and the deduplication, before its request (tests prove
    ///   with it that an input sent nothing).
    init(model: SearchViewModel, service: RepositoryService<C>, clock: C, options: ListOptions = ListOptions(),
         searchOptions: SearchModeOptions = SearchModeOptions(),
         avatars: AvatarLoader? = nil, readmes: ReadmeService<C>? = nil, previewRunner: PreviewCommandRunner? = nil,
         now: @escaping @Sendable () -> Date = { Date() }, firstFrame: FirstFrameGate? = nil,
         onEdgeEffects: @escaping @Sendable ([EdgeEffect]) -> Void,
         searchPassed: @escaping @Sendable (SearchKey) -> Void,
         keysAsking: @escaping @Sendable (Int) -> Void = { _ in },
         previewPassed: @escaping @Sendable (ReadmeTarget?) -> Void = { _ in },
         previewAsking: @escaping @Sendable (Int) -> Void = { _ in }) {
        self.searchPassed = searchPassed
        self.firstFrame = firstFrame
        headStart = SearchHeadStart(gate: firstFrame)
        self.keysAsking = keysAsking
        self.previewAsking = previewAsking
        self.readmes = readmes
        self.previewPassed = previewPassed
        (previewTargets, previewInput) = AsyncStream.makeStream(of: ReadmeTarget?.self, bufferingPolicy: .unbounded)
        self.previewRunner = previewRunner
        (previewRuns, previewRunInput) = AsyncStream.makeStream(of: PreviewRun?.self, bufferingPolicy: .unbounded)
        state = Mutex(Running(model: model))
        self.service = service
        self.clock = clock
        self.options = options
        self.searchOptions = searchOptions
        let relay = QuotaModeRelay()
        quota = QuotaThrottle(policy: searchOptions.policy, clock: clock, wallClock: now, onModeChange: { relay.fire() })
        self.avatars = avatars
        self.now = now
        self.onEdgeEffects = onEdgeEffects
        (keys, keyInput) = AsyncStream.makeStream(of: SearchKey.self, bufferingPolicy: .unbounded)
        relay.set { [weak self] in self?.searchQuotaModeChanged() }
    }

    /// How the search limit is being spent.
    var quotaMode: QuotaThrottleMode<C.Instant> { quota.mode }
    var clockNow: C.Instant { clock.now }
    var wallNow: Date { now() }

    /// A copy of the view model as it is now (tests, and reads of a field or two).
    public var snapshot: SearchViewModel { state.withLock { $0.model } }

    /// What `body` makes of the view model as it is now, read in place under
    /// the session's lock: the drawing of a frame. No copy of the model
    /// outlives the call, so a page that arrives meanwhile waits for the
    /// frame and is then appended to rows no one else holds (a copy kept
    /// while it arrived would make the append copy every row loaded).
    public func reading<R: Sendable>(_ body: (SearchViewModel) -> R) -> R {
        state.withLock { body($0.model) }
    }

    /// The search for a key's first page: the one the stream makes, and the
    /// one `headStart` starts early for the stream to adopt (the same, so
    /// adopting it changes only when the request leaves).
    private var firstSearch: @Sendable (SearchKey) async -> SearchOutcome {
        let (service, options, searchOptions, quota) = (self.service, self.options, self.searchOptions, self.quota)
        let unknownNames = self.unknownNames
        return { key in
            let name = key.mode == .user ? key.subject?.login : nil
            // While names are paced, a login GitHub did not know is not asked again.
            if let name, quota.pacesNames, unknownNames.contains(name) { return .failed(.userNotFound(name)) }
            let outcome = await service.firstPage(for: key, options: options, searchOptions: searchOptions, quota: quota)
            if let name, case .failed(.userNotFound) = outcome { unknownNames.insert(name) }
            return outcome
        }
    }

    /// The read of the response cache for a key's first page, drawn while
    /// the request revalidates it (nil for a key whose request will not
    /// leave: a login GitHub did not know, while names are paced).
    private var cachedSearch: @Sendable (SearchKey) async -> RepositoryPage? {
        let (service, options, searchOptions, quota) = (self.service, self.options, self.searchOptions, self.quota)
        let unknownNames = self.unknownNames
        return { key in
            if key.mode == .user, let name = key.subject?.login, quota.pacesNames, unknownNames.contains(name) { return nil }
            return await service.cachedFirstPage(for: key, options: options, searchOptions: searchOptions)
        }
    }

    /// Starts the search stream. Call once. Keys sent before it are kept
    /// for the stream, and a first search sent before it has already left.
    public func start() {
        let search = firstSearch
        let cached = cachedSearch
        let headStart = self.headStart
        let events = SearchPipeline.events(keys: ReadReporting(base: keys, asking: keysAsking), quota: quota,
                                           passed: searchPassed, cached: { key in
            if let adopted = await headStart.cachedPage(for: key) { return adopted }
            return await cached(key)
        }) { key in
            if let outcome = await headStart.outcome(for: key) { return outcome }
            return await search(key)
        }
        let task = Task { [weak self] in
            for await event in events {
                self?.post(SearchAction(event))
            }
        }
        let preview = startPreview()
        let commands = startCommandPreview()
        state.withLock { $0.pipeline = task; $0.previewPipeline = preview; $0.commandPipeline = commands }
    }

    /// Stops every task (the requests in flight are aborted); later actions are ignored.
    public func stop() {
        keyInput.finish()
        previewInput.finish()
        previewRunInput.finish()
        headStart.cancel()
        firstFrame?.lift()
        let running = state.withLock { s -> [Task<Void, Never>] in
            s.stopped = true
            defer { s.tasks = []; s.pipeline = nil; s.previewPipeline = nil; s.commandPipeline = nil }
            return s.tasks.map(\.task) + [s.pipeline, s.previewPipeline, s.commandPipeline].compactMap { $0 }
        }
        running.forEach { $0.cancel() }
    }

    /// Sends `action` (a key, from the thread that owns the terminal) and
    /// returns its edge effects, in order, for that thread to run.
    @discardableResult
    public func send(_ action: SearchAction) -> [EdgeEffect] {
        send(action, answering: nil)
    }

    /// Sends `action` from any thread; its edge effects go to `onEdgeEffects`.
    public func post(_ action: SearchAction) {
        post(action, answering: nil)
    }

    // MARK: Interpreting

    typealias Source = (id: SearchEffectID, token: UInt64)

    func post(_ action: SearchAction, answering source: Source?) {
        let edge = send(action, answering: source)
        if !edge.isEmpty { onEdgeEffects(edge) }
    }

    private func send(_ action: SearchAction, answering source: Source?) -> [EdgeEffect] {
        let (edge, layouts, followUps) = state.withLock { s -> ([EdgeEffect], [LayoutRequest], [SearchAction]) in
            guard !s.stopped else { return ([], [], []) }
            if let source, !s.tasks.contains(where: { $0.id == source.id && $0.token == source.token }) {
                return ([], [], [])  // the answer of an effect that was replaced or cancelled since
            }
            var edge: [EdgeEffect] = []
            var layouts: [LayoutRequest] = []
            var followUps: [SearchAction] = []
            for effect in s.model.send(action) {
                switch effect {
                case .session(let effect): run(effect, in: &s, followUps: &followUps, layouts: &layouts)
                case .edge(let effect): edge.append(effect)
                }
            }
            return (edge, layouts, followUps)
        }
        // Off the lock: a large README takes a while to lay out, and neither
        // a frame nor an answer on another thread waits for it.
        let layouter = self.layouter
        let answers = layouts.map { $0.answer(layouter.body(for: $0)) }
        return (answers + followUps).reduce(edge) { $0 + send($1, answering: nil) }
    }

    /// Runs one effect under the lock: starting and cancelling tasks and
    /// feeding the stream never block; layouts are only collected.
    private func run(_ effect: SessionEffect, in s: inout Running, followUps: inout [SearchAction],
                     layouts: inout [LayoutRequest]) {
        switch effect {
        case .search(let key):
            // The first search leaves at once; the stream adopts it when it takes the key.
            let search = firstSearch
            let cached = cachedSearch
            headStart.begin(key, cached: { await cached(key) }) { await search(key) }
            keyInput.yield(key)
        case .loadPage(let url, let subject):
            // One page: a background load of one, through the same code.
            run(.loadPages(PageLoad(subject: subject, next: url, last: nil, count: 1, jobs: 1, pageSize: 0)),
                in: &s, followUps: &followUps, layouts: &layouts)
        case .loadPages(let load):
            let service = self.service
            let quota = self.quota
            start(.loadPage, in: &s) { [weak self] source in
                await SearchSession.loadPages(load, service: service, quota: quota) { [weak self] action in
                    self?.post(action, answering: source)
                }
            }
        case .loadCachedRows(let subject):
            let service = self.service
            let (options, starredOrder) = (self.options, self.searchOptions.starredOrder)
            start(.cachedRows, in: &s) { [weak self] source in
                let page = await service.cachedPages(of: subject, options: options, starredOrder: starredOrder)
                if Task.isCancelled { return }
                self?.post(.loading(.cachedRowsLoaded(subject, page)), answering: source)
            }
        case .fetchAvatar(let url):
            guard let avatars else {
                followUps.append(.detail(.avatarFailed(url: url)))
                return
            }
            // A picture in memory shows at once, then is revalidated.
            if let image = avatars.cachedImage(for: url) {
                followUps.append(.detail(.avatarLoaded(url: url, image)))
            }
            start(.avatar, in: &s) { [weak self] source in
                let action: SearchAction
                do throws(AvatarLoader.Failure) {
                    action = .detail(.avatarLoaded(url: url, try await avatars.load(url)))
                } catch {
                    if error == .cancelled { return }
                    action = .detail(.avatarFailed(url: url))
                }
                if Task.isCancelled { return }
                self?.post(action, answering: source)
            }
        case .startTimer(let timer, let interval):
            let clock = self.clock
            let now = self.now
            start(.timer(timer), in: &s) { [weak self] source in
                while true {
                    do { try await clock.sleep(for: interval) } catch { return }
                    guard let self, !Task.isCancelled else { return }
                    self.post(.timerFired(timer, now: now()), answering: source)
                }
            }
        case .cancel(let id):
            s.cancelTask(id)
        case .fetchReadme(let target):
            let fetch = readmeFetch()
            let now = self.now
            start(.readme, in: &s) { [weak self] source in
                guard let result = await fetch(target), !Task.isCancelled else { return }
                self?.post(.readmeLoaded(target, result, at: now()), answering: source)
            }
        case .previewReadme(let target):
            previewInput.yield(target)
        case .runPreview(let run):
            previewRunInput.yield(run)
        case .layout(let request):
            layouts.append(request)  // laid out by `send` once the lock is released
        }
    }

    // MARK: README preview

    /// One README fetch with its retries; nil when it was cancelled.
    private func readmeFetch() -> @Sendable (ReadmeTarget) async -> Result<ReadmeResult, GitHubError>? {
        let readmes = self.readmes
        return { target in
            guard let readmes else { return .success(.missing) }
            do throws(GitHubError) {
                return .success(try await readmes.readme(owner: target.owner, repository: target.name))
            } catch {
                if case .transport(.cancelled) = error { return nil }
                return .failure(error)
            }
        }
    }

    /// Runs the preview stream: its answers come back as `.readmeLoaded`.
    private func startPreview() -> Task<Void, Never> {
        let targets = ReadReporting(base: previewTargets, asking: previewAsking)
        let answers = ReadmePipeline.answers(targets: targets, clock: clock, passed: previewPassed,
                                             fetch: readmeFetch())
        let now = self.now
        return Task { [weak self] in
            for await answer in answers {
                self?.post(.readmeLoaded(answer.target, answer.result, at: now()))
            }
        }
    }

    /// Runs the preview command's stream (`--preview COMMAND`): its
    /// answers come back as `.previewOutput`. Nil without a runner.
    private func startCommandPreview() -> Task<Void, Never>? {
        guard let previewRunner else { return nil }
        let answers = PreviewCommandPipeline.answers(runs: previewRuns, clock: clock, runner: previewRunner)
        return Task { [weak self] in
            for await answer in answers {
                self?.post(.preview(.output(answer.run, answer.output)))
            }
        }
    }

    /// Starts `work` under `id`, replacing (cancelling) what ran under it.
    private func start(_ id: SearchEffectID, in s: inout Running,
                       _ work: @escaping @Sendable (Source) async -> Void) {
        s.nextToken += 1
        let source = (id: id, token: s.nextToken)
        s.cancelTask(id)
        s.tasks.append((id, source.token, Task { await work(source) }))
    }
}
