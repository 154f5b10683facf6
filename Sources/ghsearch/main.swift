import Foundation
import GHSearchCore
import GHSearchCurl
import GHSearchTerminal

// The composition root: the only place that picks the real clock, the real
// HTTP client and the real terminal, and the only place that exits.

StandardStreams.prepare()
let environment = ProcessEnvironment()
let outputIsTerminal = StandardStreams.isTerminal(STDOUT_FILENO)
let width = TerminalSize.current(fd: STDOUT_FILENO, environment: environment.variables).columns

let arguments = Array(CommandLine.arguments.dropFirst())
// Before the options are known (help, usage errors): a `--lang` among the raw
// arguments, else LC_ALL / LC_MESSAGES / LANG.
let earlyCatalogue = Catalogue(Language.resolve(arguments: arguments, environment: environment.variables))

switch ArgumentParser.parse(arguments) {
case .failure(let error):
    StandardStreams.writeError(error.report(earlyCatalogue))
    exit(ExitStatus.usage.rawValue)
case .success(.help):
    exit(writeOrReport(HelpText.render(width: outputIsTerminal ? width : 80, catalogue: earlyCatalogue), earlyCatalogue).rawValue)
case .success(.version):
    exit(writeOrReport("ghsearch \(GHSearchVersion.string)\n", earlyCatalogue).rawValue)
case .success(.run(let options)):
    let status = await Modes.run(options, environment: environment,
                                 target: OutputTarget(isTerminal: outputIsTerminal, width: width,
                                                      colorMode: .detect(environment: environment.variables, isTerminal: outputIsTerminal)))
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
