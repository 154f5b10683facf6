/// The environment a program ghsearch starts (a browser, and every command
/// a key may run) gets: the user's own, without the credentials ghsearch
/// reads. A browser or a user's command has no business with the GitHub
/// token, and a program that logs its environment would write it down.
public enum ChildEnvironment {
    /// Variables that hold a GitHub token (ghsearch's, and `gh`'s for Enterprise).
    public static let secretNames: Set<String> = ["GH_TOKEN", "GITHUB_TOKEN", "GH_ENTERPRISE_TOKEN", "GITHUB_ENTERPRISE_TOKEN"]

    public static func scrubbed(_ environment: [String: String]) -> [String: String] {
        environment.filter { !secretNames.contains($0.key) }
    }
}
