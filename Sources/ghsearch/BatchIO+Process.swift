import GHSearchScripting
import GHSearchTerminal
#if canImport(Glibc)
import Glibc
#endif

extension BatchIO {
    /// The process's own: files through plain system calls, standard
    /// output and error through `StandardStreams` (the token redacted), the
    /// signal handlers of `BatchInterrupt`.
    static func process(environment: ProcessEnvironment) -> BatchIO {
        BatchIO(
            readInput: { path in
                TextFile.bytes(path).mapError { BatchFileFailure(reason: $0.description) }
            },
            openOutput: { path, resume in
                do throws(BatchOutputFile.Failure) {
                    let (file, finished) = try BatchOutputFile.open(path, resume: resume)
                    return .success((file.output, finished))
                } catch {
                    return .failure(BatchFileFailure(reason: error.reason))
                }
            },
            standardOutput: BatchOutputFile.standardOutput.output,
            writeError: StandardStreams.writeError,
            errorTerminalWidth: StandardStreams.isTerminal(STDERR_FILENO)
                ? TerminalSize.current(fd: STDERR_FILENO, environment: environment.variables).columns : nil,
            redact: { StandardStreams.redactor.redact($0) },
            armInterrupt: BatchInterrupt.install,
            disarmInterrupt: BatchInterrupt.uninstall)
    }
}
