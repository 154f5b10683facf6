import FoundationEssentials
import GHSearchCore
import GHSearchCurl
import GHSearchTerminal
import Glibc

// The composition root: the only place that picks the real clock, the real
// HTTP client and the real terminal, and the only place that exits.

StandardStreams.ignoreBrokenPipes()
let environment = ProcessEnvironment()
let arguments = Array(CommandLine.arguments.dropFirst())
// The config file, then GHSEARCH_DEFAULT_OPTS; the command line wins over both.
let defaults = environment.defaultOptions
// Before the options are known (help, usage errors): a `--lang` among the raw
// arguments and defaults, else LC_ALL / LC_MESSAGES / LANG.
let earlyCatalogue = Catalogue(Language.resolve(arguments: defaults.flatMap(\.words) + arguments,
                                                environment: environment.variables))

switch CommandLineParser.parse(arguments, defaults: defaults) {
case .failure(let error):
    StandardStreams.writeError(error.report(earlyCatalogue))
    exit(ExitStatus.usage.rawValue)
case .success(.help):
    let width = StandardStreams.isTerminal(STDOUT_FILENO)
        ? TerminalSize.current(fd: STDOUT_FILENO, environment: environment.variables).columns : 80
    StandardStreams.writeOut(HelpText.render(width: width, catalogue: earlyCatalogue))
    exit(ExitStatus.success.rawValue)
case .success(.version):
    StandardStreams.writeOut("ghsearch \(GHSearchVersion.string)\n")
    exit(ExitStatus.success.rawValue)
case .success(.manPage):
    StandardStreams.writeOut(ManPage.render(catalogue: earlyCatalogue))
    exit(ExitStatus.success.rawValue)
case .success(.completions(let shell)):
    StandardStreams.writeOut(CompletionScript.render(shell, catalogue: earlyCatalogue))
    exit(ExitStatus.success.rawValue)
case .success(.run(let options)):
    // libcurl's set-up runs while the mode gets ready (Modes.run waits for it).
    CurlHTTPClient.startInitialising()
    LocalTimeZone.use(offsetFromGMT: CLocalTime.offsetFromGMT)
    let outputIsTerminal = StandardStreams.isTerminal(STDOUT_FILENO)
    let width = TerminalSize.current(fd: STDOUT_FILENO, environment: environment.variables).columns
    let status = await Modes.run(options, environment: environment,
                                 target: OutputTarget(isTerminal: outputIsTerminal, width: width,
                                                      colorMode: .detect(environment: environment.variables, isTerminal: outputIsTerminal)))
    exit(status.rawValue)
}
