import Testing
@testable import GHSearchInteractive

/// Drives one child feature of the view model (its reduce function over
/// its own state) as `TestStore` drives the parent, so a test cannot pass
/// by checking too little:
///
///     store.send(.clone) { _ in }
///     store.receive([.clone(["https://…"])])
///
/// - `send` applies the action to the store's state and to a copy changed by
///   the closure: the two must be equal, whole.
/// - What the action asked for (`FeatureStep`: the effects, the notice, a
///   move of the selection, the pages to load, another child's action)
///   must then be `receive`d, all of it, before the next `send` (and
///   before the store goes away).
final class FeatureStore<State: Equatable, Action, Environment> {
    typealias Reduce = (inout State, Action, inout Environment) -> FeatureStep

    private(set) var state: State
    /// What the feature reads of the parent; a test changes it as the parent would.
    var environment: Environment
    private let reduce: Reduce
    private var unreceived: FeatureStep?
    private var sentAt: SourceLocation?

    init(_ state: State, environment: Environment, reduce: @escaping Reduce) {
        self.state = state
        self.environment = environment
        self.reduce = reduce
    }

    deinit {
        if let sentAt, let unreceived {
            Issue.record("step never received: \(unreceived)", sourceLocation: sentAt)
        }
    }

    /// Sends `action`; `expect` turns the state before it into the state expected after it.
    func send(_ action: Action, sourceLocation: SourceLocation = #_sourceLocation, _ expect: (inout State) -> Void = { _ in }) {
        if let sentAt, let unreceived {
            Issue.record("step of the previous action was not received: \(unreceived)", sourceLocation: sentAt)
        }
        var expected = state
        expect(&expected)
        unreceived = reduce(&state, action, &environment)
        sentAt = sourceLocation
        #expect(state == expected, "state after \(action)", sourceLocation: sourceLocation)
    }

    /// The last action's effects, exactly and in order, and what it asked of the parent.
    func receive(_ effects: [SearchEffect], notice: NoticeChange = .keep, moveSelection: Int? = nil, freshList: String? = nil,
                 load: [ListLoad] = [], also: SearchAction? = nil, then: SearchAction? = nil,
                 sourceLocation: SourceLocation = #_sourceLocation) {
        let expected = FeatureStep(effects, notice: notice, moveSelection: moveSelection, freshList: freshList, load: load, also: also,
                                   then: then)
        #expect(unreceived == expected, sourceLocation: sourceLocation)
        unreceived = nil
    }
}

extension FeatureStore where State == PickState, Action == PickAction, Environment == PickContext {
    /// Pick and act over `context` (the list and what is shown).
    convenience init(pick state: PickState = PickState(), context: PickContext) {
        self.init(state, environment: context) { state, action, context in PickFeature.reduce(&state, action, context) }
    }
}

extension FeatureStore where State == RepositoryDetail?, Action == DetailAction, Environment == DetailEnvironment {
    /// The detail view on a screen of `environment`.
    convenience init(detail state: RepositoryDetail? = nil, environment: DetailEnvironment) {
        self.init(state, environment: environment) { state, action, environment in
            DetailFeature.reduce(&state, action, environment)
        }
    }
}

extension FeatureStore where State == PreviewState, Action == PreviewAction, Environment == PreviewEnvironment {
    /// The side preview over `environment` (the screen, the selection, this session's READMEs).
    convenience init(preview state: PreviewState = PreviewState(), environment: PreviewEnvironment) {
        self.init(state, environment: environment) { state, action, environment in
            PreviewFeature.reduce(&state, action, environment)
        }
    }
}

extension FeatureStore where State == ModeState, Action == ModeAction, Environment == ModeEnvironment {
    /// User or search mode, with `line` on the prompt.
    convenience init(mode state: ModeState = ModeState(), line: String = "") {
        self.init(state, environment: ModeEnvironment(line: line)) { state, action, environment in
            ModeFeature.reduce(&state, action, environment)
        }
    }
}

extension FeatureStore where State == ListState, Action == ListAction, Environment == ListEnvironment {
    /// The list over `environment` (the mode, the window, pick and act's options).
    convenience init(list state: ListState = ListState(), environment: ListEnvironment = ListEnvironment()) {
        self.init(state, environment: environment) { state, action, environment in
            ListFeature.reduce(&state, action, environment)
        }
    }
}

/// The loading's state and the list's it fills in place: `LoadingFeature`
/// reduces both, so its tests compare both, whole.
struct LoadingScope: Equatable {
    var loading = LoadingState()
    var list = ListState()
}

extension FeatureStore where State == LoadingScope, Action == LoadingAction, Environment == LoadingEnvironment {
    /// The loading over `environment` (the policy, the mode), filling `list`.
    convenience init(loading state: LoadingState = LoadingState(), list: ListState = ListState(),
                     environment: LoadingEnvironment = LoadingEnvironment()) {
        self.init(LoadingScope(loading: state, list: list), environment: environment) { scope, action, environment in
            LoadingFeature.reduce(&scope.loading, &scope.list, action, environment)
        }
    }
}
