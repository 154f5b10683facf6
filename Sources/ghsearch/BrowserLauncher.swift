import FoundationEssentials

/// Opens a URL in the user's browser: the first command of `$BROWSER` that
/// can be started (a `:`-separated list, as `sensible-browser` reads it; a
/// `%s` in a command is replaced by the URL), else `xdg-open`. Never
/// through a shell: the URL is one argument of its own. Over SSH without
/// `$BROWSER`, or when nothing can be started, the caller shows the URL.
/// Started through `ChildProcess`: without the token in its environment.
enum BrowserLauncher {
    enum Outcome: Equatable {
        case opened
        /// No browser here: show the URL so it can be copied.
        case showURL
    }

    static func open(_ url: String, environment: [String: String]) -> Outcome {
        guard isOpenable(url) else { return .showURL }
        let path = environment["PATH"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/local/bin:/usr/bin:/bin"
        let browser = environment["BROWSER"] ?? ""
        var commands: [[String]] = browser.split(separator: ":").map { entry in
            let words = entry.split(separator: " ").map(String.init)
            return words.contains { $0.contains("%s") }
                ? words.map { $0.replacing("%s", with: url) } : words + [url]
        }
        let overSSH = !(environment["SSH_CONNECTION"] ?? "").isEmpty || !(environment["SSH_TTY"] ?? "").isEmpty
        if browser.isEmpty && !overSSH { commands.append(["xdg-open", url]) }
        for command in commands where command.count >= 2 {
            guard let executable = ExecutableSearch.find(command[0], path: path) else { continue }
            if ChildProcess.start(executable, Array(command.dropFirst()), environment: environment) { return .opened }
        }
        return .showURL
    }

    /// Only a plain http(s) URL goes to a browser; anything else from the server is shown, not run.
    static func isOpenable(_ url: String) -> Bool {
        (url.hasPrefix("https://") || url.hasPrefix("http://"))
            && !url.unicodeScalars.contains { $0.value < 0x21 || $0.value == 0x7F || (0x80...0x9F).contains($0.value) }
    }
}
