/// The program's version, sent in `User-Agent` and printed by `--version`.
public enum GHSearchVersion {
    public static let string = "0.1.0"
}
