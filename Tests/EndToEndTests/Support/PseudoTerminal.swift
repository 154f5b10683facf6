import Foundation

extension ProcessRun {
    /// Runs `ghsearch` with its standard output on a pseudo-terminal (via
    /// util-linux `script`), `columns` wide, as a person at a terminal sees it.
    static func ghsearchOnTerminalBlocking(_ arguments: [String], columns: Int = 100,
                                           environment: [String: String] = [:]) throws -> ProcessRun {
        let command = ([Binary.ghsearch] + arguments).map(TmuxSession.shellQuote).joined(separator: " ")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qefc", "stty cols \(columns) rows 50; exec \(command)", "/dev/null"]
        var env = ["PATH": "/usr/bin:/bin", "HOME": scratchDirectory(), "LANG": "C.UTF-8", "TERM": "xterm-256color",
                   "XDG_CACHE_HOME": scratchDirectory()]
        for (k, v) in SanitizerEnvironment.forChild(merging: environment) { env[k] = v }
        process.environment = env
        let out = Pipe()
        process.standardOutput = out
        process.standardError = Pipe()
        process.standardInput = Pipe()
        try process.run()
        let collector = DataCollector(out.fileHandleForReading)
        process.waitUntilExit()
        let text = collector.text().replacingOccurrences(of: "\r\n", with: "\n")
        return ProcessRun(status: process.terminationStatus, stdout: text, stderr: "", timedOut: false)
    }
}
