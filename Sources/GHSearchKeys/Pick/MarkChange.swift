/// What `select-all`, `deselect-all` and `toggle-all` do to each row the
/// filter shows.
public enum MarkChange: Sendable, Equatable {
    case select
    case deselect
    case toggle
}
