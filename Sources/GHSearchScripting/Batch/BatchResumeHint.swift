import GHSearchText
/// The last line of a batch interrupted by a signal: how to finish it,
/// with the command the user typed (every argument quoted for the shell,
/// and no raw control character), plus `--resume`; when the records went
/// to standard output, which cannot be resumed, how to run it so that it can.
public enum BatchResumeHint {
    /// - Parameters:
    ///   - arguments: the command line after the program's name.
    ///   - output: `-o FILE`, nil for standard output.
    ///   - readsStandardInput: the input is `-`: it must be given again.
    public static func text(arguments: [String], output: String?, readsStandardInput: Bool,
                            catalogue: Catalogue = .english) -> String {
        guard output != nil else {
            return catalogue.batchInterrupted(command: "ghsearch " + ShellWords.quote(arguments + ["-o", "FILE"]),
                                              resumable: false, sameInput: readsStandardInput)
        }
        let words = arguments.contains("--resume") ? arguments : arguments + ["--resume"]
        return catalogue.batchInterrupted(command: "ghsearch " + ShellWords.quote(words), resumable: true,
                                          sameInput: readsStandardInput)
    }
}
