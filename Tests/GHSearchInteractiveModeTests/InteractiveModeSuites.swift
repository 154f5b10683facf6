import Testing
import TestSupport

/// The interactive mode's suites, one test at a time: each run holds a
/// thread of its own while its editor waits for the test's next event.
@Suite(.standardTimeLimit, .serialized) enum InteractiveModeSuites {}
