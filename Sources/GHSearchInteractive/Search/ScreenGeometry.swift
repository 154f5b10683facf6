/// The screens' measures the view model counts with: how many rows of the
/// list's table and of the detail view's body a screen shows, and how long
/// the prompt's line may grow. The screens draw by the same numbers, so the
/// model scrolls and pages exactly the window they show.
public enum ScreenGeometry {
    /// Characters (Unicode scalars) the prompt's line may hold: far more
    /// than any query, and a bound on what a runaway paste costs per key.
    public static let promptMaximumLength = 4096

    /// Rows of the list's table on a screen `height` rows high: less the
    /// title (unless `--info` moved or hid it), the header, the status line
    /// and the prompt.
    public static func tableRows(height: Int, titled: Bool = true) -> Int {
        max(0, height - (titled ? 4 : 3))
    }

    /// Rows of the detail view's body on a screen `height` rows high (the
    /// title, the status line and the prompt aside).
    public static func detailBodyRows(height: Int) -> Int {
        max(0, height - 3)
    }
}
