import GHSearchCLI

extension CommandLineOptions {
    /// What the interactive mode needs of the command line.
    public var interactiveModeOptions: InteractiveModeOptions {
        let options = self
        return InteractiveModeOptions(
            language: language, searchMode: searchMode, pick: pick, mouse: !noMouse, screenLayout: screenLayout,
            maxRepositories: maxRepositories, reserve: reserve, jobs: jobs, sort: sort, tiebreak: tiebreak,
            preview: preview, previewCommand: previewCommand, previewWindow: previewWindow, info: info, colors: colors,
            cachesAvatars: !noCache, listOptions: listOptions,
            searchOptions: { options.searchModeOptions(pacing: $0) })
    }
}
