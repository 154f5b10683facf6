import FoundationEssentials
import GHSearchCLI
import GHSearchCurl
import GHSearchTerminal
import Glibc
import GHSearchText
import GHSearchGitHub
import GHSearchScripting
import GHSearchInteractiveMode

// The composition root: the only place that picks the real clock, the real
// HTTP client and the real terminal, and the only place that exits.

StandardStreams.prepare()
let arguments = Array(CommandLine.arguments.dropFirst())
// libcurl is opened (dlopen: its ~30 libraries mapped and set up, ~2–3 ms)
// and its set-up started (~1 ms, on another thread) before the environment,
// the config file and the options are read when the command line looks like a
// run that asks GitHub at once; what only prints waits for it before exiting
// (`exitAfterSetUp`). The interactive mode opens it once its options are
// read for a name whose first page the cache does not hold
// (`CurlOpeningAhead`); otherwise after its first frame
// (`InteractiveModeDependencies.process`), or at its first request.
let curlStartedEarly = CommandLineParser.looksLikeRunAskingAtOnce(arguments)
if curlStartedEarly { CurlHTTPClient.startInitialising() }
// The interactive mode with a name: a thread made now, to open libcurl the
// moment `CurlOpeningAhead` finds the first page not cached, then to carry
// the first request as the transfer thread (or to be let go).
let readyOpener = !curlStartedEarly && CommandLineParser.looksLikeInteractiveRunWithWord(arguments) ? CurlReadyOpener() : nil
let environment = ProcessEnvironment()
// The config file, then GHSEARCH_DEFAULT_OPTS; the command line wins over both.
let defaults = environment.defaultOptions
// Before the options are known (help, usage errors): a `--lang` among the raw
// arguments and defaults, else LC_ALL / LC_MESSAGES / LANG.
let earlyCatalogue = Catalogue(Language.resolve(arguments: defaults.flatMap(\.words) + arguments,
                                                environment: environment.variables))

switch CommandLineParser.parse(arguments, defaults: defaults) {
case .failure(let error):
    StandardStreams.writeError(error.report(earlyCatalogue))
    exitAfterSetUp(.usage, curlStarted: curlStartedEarly)
case .success(.help):
    let width = StandardStreams.isTerminal(STDOUT_FILENO)
        ? TerminalSize.current(fd: STDOUT_FILENO, environment: environment.variables).columns : 80
    exitAfterSetUp(writeOrReport(HelpText.render(width: width, catalogue: earlyCatalogue), earlyCatalogue), curlStarted: curlStartedEarly)
case .success(.version):
    exitAfterSetUp(writeOrReport("ghsearch \(GHSearchVersion.string)\n", earlyCatalogue), curlStarted: curlStartedEarly)
case .success(.manPage):
    let epoch = environment.variables["SOURCE_DATE_EPOCH"]
    guard let date = ManPageDate.resolve(sourceDateEpoch: epoch, now: Date()) else {
        StandardStreams.writeError(earlyCatalogue.errorPrefix + earlyCatalogue.invalidSourceDateEpoch(epoch ?? "") + "\n")
        exitAfterSetUp(.usage, curlStarted: curlStartedEarly)
    }
    exitAfterSetUp(writeOrReport(ManPage.render(catalogue: earlyCatalogue, date: date), earlyCatalogue), curlStarted: curlStartedEarly)
case .success(.completions(let shell)):
    exitAfterSetUp(writeOrReport(CompletionScript.render(shell, catalogue: earlyCatalogue), earlyCatalogue), curlStarted: curlStartedEarly)
case .success(.run(let options)):
    // The interactive mode's allocator settings, before libcurl may be
    // opened on another thread: they are found with `dlsym`, which waits
    // for the dynamic loader's lock, held by that opening for milliseconds.
    if case .interactive = options.mode { FreedMemoryRetention.keepForReuse() }
    // libcurl's set-up runs while the mode gets ready (the first request waits for it).
    if !curlStartedEarly, options.asksAtOnce {
        CurlHTTPClient.startInitialising()
    } else if !curlStartedEarly {
        CurlOpeningAhead.openIfFirstPageUncached(options, environment: environment, opener: readyOpener)
    }
    // Opened above, or not needed before the first frame: let its thread go.
    readyOpener?.release()
    LocalTimeZone.use(offsetFromGMT: CLocalTime.offsetFromGMT)
    let outputIsTerminal = StandardStreams.isTerminal(STDOUT_FILENO)
    let width = TerminalSize.current(fd: STDOUT_FILENO, environment: environment.variables).columns
    let target = OutputTarget(isTerminal: outputIsTerminal, width: width,
                              colorMode: .detect(environment: environment.variables, isTerminal: outputIsTerminal))
    let curl = CurlHolder()
    let modes = Modes(.process(environment: environment, arguments: arguments, target: target, curl: curl))
    Task.detached {
        let status = await modes.run(options)
        curl.shutdown()
        exitAfterSetUp(status, curlStarted: true)
    }
    MainThreadWait.forever()
}

/// Exits with `status` once libcurl's set-up, when it was begun, is over:
/// exiting during it would race the TLS library's exit handlers.
func exitAfterSetUp(_ status: ExitStatus, curlStarted: Bool) -> Never {
    if curlStarted { CurlHTTPClient.finishInitialising() }
    exit(status.rawValue)
}

/// Writes `text` to standard output: 0, or 1 with the reason on standard error.
func writeOrReport(_ text: String, _ catalogue: Catalogue) -> ExitStatus {
    do {
        try StandardStreams.writeOut(text)
        return .success
    } catch {
        StandardStreams.writeError(catalogue.errorPrefix + catalogue.couldNotWriteOutput(reason: error.reason) + "\n")
        return .failure
    }
}
