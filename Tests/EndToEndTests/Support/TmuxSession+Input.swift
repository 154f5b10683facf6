import Foundation

extension TmuxSession {
    /// Sends raw bytes as the terminal would (e.g. a lone `ESC[200~`), given as hex.
    func sendBytes(_ bytes: [UInt8]) async throws {
        try await tmux(["send-keys", "-t", name, "-H"] + bytes.map { String($0, radix: 16) })
    }

    /// Resizes the window and types `text` in one tmux command, so the keys
    /// reach the program right behind the resize, before it has handled it.
    func resize(width: Int, height: Int, thenType text: String) async throws {
        try await tmux(["resize-window", "-t", name, "-x", String(width), "-y", String(height),
                        ";", "send-keys", "-t", name, "-l", text])
    }

    /// The program's exit status once it has ended; nil if it is still
    /// running after `deadline` seconds (generous: a loaded machine is slow to
    /// end a process). Polls without holding a thread.
    func waitForExit(deadline: TimeInterval = 30) async throws -> Int? {
        let end = Date().addingTimeInterval(deadline)
        repeat {
            if let status = try await exitStatus() { return status }
            try await Task.sleep(for: .milliseconds(20))  // polling interval, not a wait for an outcome
        } while Date() < end
        return nil
    }
}
