import Foundation
import Synchronization
@testable import GHSearchScripting

/// `BatchIO` in memory: input files by path, output files and both
/// standard streams as text, and an output that refuses every line when
/// told to.
final class MemoryBatchIO: Sendable {
    private struct State {
        var files: [String: String] = [:]
        var out = ""
        var err = ""
        var armed: [String] = []
        var disarmed = 0
    }

    private let state: Mutex<State>
    /// The reason standard output gives for refusing every line, if it does.
    let outputRefuses: String?

    init(files: [String: String] = [:], outputRefuses: String? = nil) {
        state = Mutex(State(files: files))
        self.outputRefuses = outputRefuses
    }

    var out: String { state.withLock { $0.out } }
    var err: String { state.withLock { $0.err } }
    var armed: [String] { state.withLock { $0.armed } }
    var disarmed: Int { state.withLock { $0.disarmed } }
    func file(_ path: String) -> String? { state.withLock { $0.files[path] } }

    func io(errorTerminalWidth: Int? = nil) -> BatchIO {
        BatchIO(
            readInput: { path in
                guard let text = self.file(path) else { return .failure(BatchFileFailure(reason: "No such file or directory")) }
                return .success(Array(text.utf8))
            },
            openOutput: { path, resume in
                let old = resume ? self.file(path) ?? "" : ""
                let finished = BatchResume(output: Array(old.utf8))
                self.state.withLock { $0.files[path] = String(decoding: Array(old.utf8.prefix(finished.keptLength)), as: UTF8.self) }
                return .success((BatchOutput(write: { (line: String) throws(OutputFailure) in
                    self.state.withLock { $0.files[path, default: ""] += line }
                }), finished))
            },
            standardOutput: BatchOutput(write: { (line: String) throws(OutputFailure) in
                if let reason = self.outputRefuses { throw OutputFailure(reason: reason) }
                self.state.withLock { $0.out += line }
            }),
            writeError: { text in self.state.withLock { $0.err += text } },
            errorTerminalWidth: errorTerminalWidth,
            armInterrupt: { text in self.state.withLock { $0.armed.append(text) } },
            disarmInterrupt: { self.state.withLock { $0.disarmed += 1 } })
    }
}
