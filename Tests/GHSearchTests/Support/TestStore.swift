@testable import GHSearchCLI
import Testing
@testable import GHSearchInteractive
@testable import GHSearchPresent

/// Drives a `SearchViewModel` the way the Composable Architecture's
/// `TestStore` drives a reducer, so a test cannot pass by checking too little:
///
///     store.send(.lineChanged("s")) { $0.listState.line = "s"; $0.listState.query = SearchQuery(line: "s") }
///     store.receive([.search(SearchKey(subject: .user("s"), generation: 0, urgent: false)), .redraw])
///
/// - `send` applies the action to the store's model and to a copy changed by
///   the closure: the two must be equal, whole (every field that changed must
///   be set in the closure, and nothing else may change).
/// - The effects the action returned must then be `receive`d, all of them,
///   in order, before the next `send` (and before the store goes away).
///
/// Synchronous: no tasks, no clock. Effects are values; what answers them is
/// sent as the next action, as `SearchSession` would.
///
/// One kind is answered by the store itself, as the session answers it:
/// `.layout`. Its answer is sent at once, before the effects are received,
/// and its `.redraw` is the action's own; so a test of the parent compares
/// panes laid out, and the detail view's and the preview's own tests
/// (`FeatureStore`, `PreviewFeatureTests`) see each request and its answer.
final class TestStore {
    private(set) var model: SearchViewModel
    /// Lays panes out as the session's does (keeping READMEs laid out before).
    let layouter = DetailLayouter()
    private var unreceived: [SearchEffect] = []
    private var sentAt: SourceLocation?

    init(_ model: SearchViewModel = SearchViewModel()) {
        self.model = model
    }

    deinit {
        if let sentAt, !unreceived.isEmpty {
            Issue.record("effects never received: \(unreceived)", sourceLocation: sentAt)
        }
    }

    /// Sends `action`; `expect` turns the model before it into the model
    /// expected after it.
    func send(_ action: SearchAction, sourceLocation: SourceLocation = #_sourceLocation,
              _ expect: (inout SearchViewModel) -> Void = { _ in }) {
        if let sentAt, !unreceived.isEmpty {
            Issue.record("effects of the previous action were not received: \(unreceived)", sourceLocation: sentAt)
        }
        var expected = model
        expect(&expected)
        unreceived = model.sendLayingOut(action, layouter: layouter)
        sentAt = sourceLocation
        if model != expected {
            let difference = TestStore.difference(expected: expected, actual: model)
            Issue.record("state after \(action) differs from the expected state:\n\(difference)", sourceLocation: sourceLocation)
        }
    }

    /// The effects of the last action, exactly and in order.
    func receive(_ effects: [SearchEffect], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(unreceived == effects, "effects", sourceLocation: sourceLocation)
        unreceived = []
    }

    /// Every field whose value differs, as expected/actual pairs (the
    /// list's and the loading's states field by field: the rows are long).
    static func difference(expected: SearchViewModel, actual: SearchViewModel) -> String {
        difference(expected: expected, actual: actual, prefix: "", nested: ["listState", "loadingState"])
    }

    private static func difference(expected: Any, actual: Any, prefix: String, nested: Set<String>) -> String {
        let actualFields = Dictionary(uniqueKeysWithValues: Mirror(reflecting: actual).children.compactMap { child in
            child.label.map { ($0, child.value) }
        })
        return Mirror(reflecting: expected).children.compactMap { child -> String? in
            guard let label = child.label else { return nil }
            let expectedValue = String(describing: child.value)
            let actualValue = actualFields[label].map { String(describing: $0) }
            guard expectedValue != actualValue else { return nil }
            if nested.contains(label), let actualChild = actualFields[label] {
                return difference(expected: child.value, actual: actualChild, prefix: prefix + label + ".", nested: [])
            }
            return "  \(prefix)\(label):\n    expected \(expectedValue)\n    actual   \(actualValue ?? "?")"
        }.joined(separator: "\n")
    }
}

extension SearchViewModel {
    /// `send(action)`, its `.layout` effects answered at once as
    /// `SearchSession` answers them: what is left of its effects, then the
    /// answers' own (a `.redraw` only if none was asked already).
    mutating func sendLayingOut(_ action: SearchAction, layouter: DetailLayouter = DetailLayouter()) -> [SearchEffect] {
        var kept: [SearchEffect] = []
        var answered: [SearchEffect] = []
        for effect in send(action) {
            guard case .session(.layout(let request)) = effect else {
                kept.append(effect)
                continue
            }
            answered += sendLayingOut(request.answer(layouter.body(for: request)), layouter: layouter)
        }
        for effect in answered where !(effect == .redraw && kept.contains(.redraw)) { kept.append(effect) }
        return kept
    }
}
