import Foundation
import GHSearchCore
import GHSearchCurl
import GHSearchTerminal

// The composition root: the only place that picks the real clock, the real
// HTTP client and the real terminal, and the only place that exits.

StandardStreams.ignoreBrokenPipes()
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
    StandardStreams.writeOut(HelpText.render(width: outputIsTerminal ? width : 80, catalogue: earlyCatalogue))
    exit(ExitStatus.success.rawValue)
case .success(.version):
    StandardStreams.writeOut("ghsearch \(GHSearchVersion.string)\n")
    exit(ExitStatus.success.rawValue)
case .success(.run(let options)):
    let status = await Modes.run(options, environment: environment,
                                 target: OutputTarget(isTerminal: outputIsTerminal, width: width,
                                                      colorMode: .detect(environment: environment.variables, isTerminal: outputIsTerminal)))
    exit(status.rawValue)
}
