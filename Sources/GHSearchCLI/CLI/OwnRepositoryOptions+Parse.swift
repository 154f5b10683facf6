import GHSearchGitHub
import GHSearchText

extension OwnRepositoryOptions.Affiliation {
    /// `--affiliation owner,collaborator`: each once, in the order given.
    static func parseList(_ text: String) throws(UsageProblem) -> [Self] {
        var list: [Self] = []
        for word in text.split(separator: ",", omittingEmptySubsequences: false) {
            let name = String(word).trimmingSpaces()
            guard let affiliation = Self(rawValue: name) else {
                throw .invalidChoice(TerminalText.quote(name), option: "--affiliation <list>", choices: allCases.map(\.rawValue))
            }
            if !list.contains(affiliation) { list.append(affiliation) }
        }
        return list
    }
}
