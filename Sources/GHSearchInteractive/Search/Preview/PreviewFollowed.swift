import GHSearchGitHub

/// What the side preview follows: the selected repository (and whose list
/// it is in), whether the pane is shown and its size. The parent sends the
/// preview `.follow` when this changed over an action (the selection
/// moved, the rows were replaced or revalidated, the screen was resized,
/// Alt-V), and only then.
struct PreviewFollowed: Equatable {
    var selected: Repository?
    var listedBy: SearchSubject?
    var shown: Bool
    var columns: Int
    var rows: Int
}

extension PreviewEnvironment {
    /// What the pane follows here, with Alt-V's choice `toggled`.
    func followed(toggled: Bool?) -> PreviewFollowed {
        PreviewFollowed(selected: selected, listedBy: listedBy, shown: shown(toggled: toggled), columns: columns,
                        rows: rows(toggled: toggled))
    }
}
