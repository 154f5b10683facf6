import GHSearchText
import GHSearchGitHub
/// The parts of a repository a filter's words are matched against, in
/// order of weight: a match in the name counts twice what the same match in
/// the description does; topics and language (short, curated words) lie in
/// between.
public enum FilterField: Int, CaseIterable, Sendable, Hashable {
    case name
    case description
    case topics
    case language

    /// The text the filter reads for this field, and that the view shows
    /// when it highlights a match in it: sanitised for the terminal (so
    /// matched positions are `Character` offsets of the same text a table
    /// cell holds), topics joined by single spaces.
    public func text(of repository: Repository) -> String {
        switch self {
        case .name: return TerminalText.sanitize(repository.name)
        case .description: return TerminalText.sanitize(repository.description ?? "")
        case .topics: return Self.topicsText(repository.topics)
        case .language: return TerminalText.sanitize(repository.language ?? "")
        }
    }

    /// The topics field's text: `topics` joined by single spaces, sanitised.
    static func topicsText(_ topics: [String]) -> String {
        TerminalText.sanitize(topics.joined(separator: " "))
    }

    /// The factor a match's points are multiplied by in this field.
    var weight: Int {
        switch self {
        case .name: return 4
        case .topics, .language: return 3
        case .description: return 2
        }
    }

    static let count = 4
}
