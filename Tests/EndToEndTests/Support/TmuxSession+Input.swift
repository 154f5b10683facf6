import Foundation

extension TmuxSession {
    /// Sends raw bytes as the terminal would (e.g. a lone `ESC[200~`), given as hex.
    func sendBytes(_ bytes: [UInt8]) throws {
        try TmuxSession.tmux(["-S", socket, "send-keys", "-t", name, "-H"] + bytes.map { String($0, radix: 16) })
    }

    /// Resizes the window and types `text` in one tmux command, so the keys
    /// reach the program right behind the resize, before it has handled it.
    func resize(width: Int, height: Int, thenType text: String) throws {
        try TmuxSession.tmux(["-S", socket, "resize-window", "-t", name, "-x", String(width), "-y", String(height),
                              ";", "send-keys", "-t", name, "-l", text])
    }
}
