import Testing
import TestSupport

/// The suites that change what the whole test process shares: signal
/// handlers and their routing (`TerminalSignals`, `SIGWINCH` sent to the
/// process), the locale libedit reads (`setlocale`), the settings of a
/// terminal. They are nested here and run one test at a time, among
/// themselves; every other suite runs in parallel beside them.
@Suite(.standardTimeLimit, .serialized) enum ProcessWideStateTests {}
