/// Words as a POSIX shell reads them: quoting a word so that a shell reads
/// it back unchanged (here), and splitting a line into words (the command
/// line's, which reports its own usage errors).
public enum ShellWords {}
