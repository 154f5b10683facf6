import CJQ
import Glibc

/// A jq program compiled by libjq (`--jq`): jq's own language, semantics and
/// messages, run over the JSON ghsearch prints. libjq is opened with dlopen
/// at the first compile (see CJQ.h), so no other run pays for it.
public final class JQProgram: @unchecked Sendable {
    // Used by one task at a time (`--once` prints once; `--batch` writes one record at a time).
    private let program: OpaquePointer

    private init(_ program: OpaquePointer) {
        self.program = program
    }

    deinit {
        ghs_jq_free(program)
    }

    /// Compiles `source`, or says why not in jq's words.
    public static func compile(_ source: String) -> Result<JQProgram, JQFailure> {
        guard ghs_jq_load() == 1 else {
            return .failure(.unavailable(ghs_jq_load_error().map { String(cString: $0) } ?? GHS_JQ_SONAME))
        }
        guard !source.utf8.contains(0) else { return .failure(.compile("jq: error: the expression holds a NUL byte")) }
        var error: UnsafeMutablePointer<CChar>?
        guard let program = ghs_jq_compile(source, &error) else {
            return .failure(.compile(take(error) ?? "jq: error: could not compile"))
        }
        return .success(JQProgram(program))
    }

    /// The program's results over `json`, one per line as `jq -r` writes
    /// them (`pretty`: indented, else compact), and the error that stopped it, if any.
    public func run(_ json: String, pretty: Bool) -> (output: String, failure: JQFailure?) {
        var output: UnsafeMutablePointer<CChar>?
        var length = 0
        var error: UnsafeMutablePointer<CChar>?
        var json = json
        let status = json.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                ghs_jq_run(program, chars.baseAddress, chars.count, pretty ? 1 : 0, &output, &length, &error)
            }
        }
        var text = ""
        if let output {
            text = String(decoding: UnsafeRawBufferPointer(start: output, count: length), as: UTF8.self)
            free(output)
        }
        let message = Self.take(error)
        switch status {
        case 0: return (text, nil)
        case 2: return (text, .input(message ?? ""))
        default: return (text, .runtime(message ?? "jq: error"))
        }
    }

    private static func take(_ pointer: UnsafeMutablePointer<CChar>?) -> String? {
        guard let pointer else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }
}

/// Why a jq program could not run.
public enum JQFailure: Error, Sendable, Equatable {
    /// libjq could not be loaded (dlopen's message).
    case unavailable(String)
    /// The expression does not compile: jq's messages, as the jq program prints them.
    case compile(String)
    /// The program stopped on an error (`error(…)`, a type error): jq's message.
    case runtime(String)
    /// What was given to it is no JSON (a bug, never the user's input).
    case input(String)
}
