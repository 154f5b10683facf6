/// How the interactive mode picks and acts (`--print`, `--multi`, `--ssh`,
/// `--bind`): fixed for the session.
public struct PickOptions: Sendable, Equatable {
    /// What Enter prints for each repository picked.
    public var printField: PrintField
    /// Tab / Shift-Tab mark rows; Enter prints every marked row.
    public var multi: Bool
    /// Clone with `ssh_url` rather than `clone_url`.
    public var ssh: Bool
    /// The user's keys, in the order given (a later binding of a key wins).
    public var bindings: [KeyBind]
    /// Which clone URLs may go to git (the API's web host's, set from
    /// `--api-url` when the session starts, and `cloneHosts`).
    public var cloneURLs: CloneURLPolicy
    /// More hosts whose `https://` clone URLs are trusted (`--clone-host`).
    public var cloneHosts: [String] = []
    /// `-1`, `--select-1` (fzf's): exactly one row once every page is in is printed, and the program exits 0.
    public var selectOne: Bool
    /// `-0`, `--exit-0` (fzf's): no row once every page is in exits 1.
    public var exitZero: Bool

    public init(printField: PrintField = .default, multi: Bool = false, ssh: Bool = false, bindings: [KeyBind] = [],
                selectOne: Bool = false, exitZero: Bool = false,
                cloneURLs: CloneURLPolicy = CloneURLPolicy()) {
        self.printField = printField
        self.multi = multi
        self.ssh = ssh
        self.bindings = bindings
        self.cloneURLs = cloneURLs
        self.selectOne = selectOne
        self.exitZero = exitZero
    }
}
