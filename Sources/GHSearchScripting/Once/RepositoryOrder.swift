import GHSearchGitHub
/// Orders GitHub cannot apply itself.
public enum RepositoryOrder {
    /// Most stars first; ties by name, case-insensitively, then exactly.
    public static func byStars(_ a: Repository, _ b: Repository) -> Bool {
        let sa = a.stargazersCount ?? -1, sb = b.stargazersCount ?? -1
        if sa != sb { return sa > sb }
        let la = a.name.lowercased(), lb = b.name.lowercased()
        return la != lb ? la < lb : a.name < b.name
    }
}
