import GHSearchInteractive

/// What a frame shows: the list's lines, drawn under the session's lock,
/// or the detail view, drawn after it from the detail alone.
enum DrawnView: Sendable {
    case lines([String])
    case detail(RepositoryDetail, SearchNotice?)
}
