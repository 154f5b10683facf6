/// What loading a list action asks the parent for: the pages are the
/// parent's to load (it knows the quota and `--max-repos`), in this order,
/// before the action's own effects.
public enum ListLoad: Sendable, Equatable {
    /// The line may name other rows than those shown: their loading stops,
    /// or goes on where it stopped when the line names them again.
    case followName
    /// PageDown: past a bound the background loading stopped at.
    case pastBound
    /// The next page, if the selection reached the last loaded row (or a
    /// pasted `owner/repo` is not loaded yet).
    case more
}
