import FoundationEssentials
import GHSearchCLI
import GHSearchCurl
import GHSearchFilter
import GHSearchInteractiveMode
import GHSearchGitHub
import GHSearchScripting
import GHSearchStorage
import GHSearchText

extension ModeDependencies {
    /// The process's own: its environment and streams, libcurl (made at
    /// most once, shut down by `curl.shutdown()`), the disk cache under
    /// `$XDG_CACHE_HOME/ghsearch`, libjq, the controlling terminal.
    static func process(environment: ProcessEnvironment, arguments: [String], target: OutputTarget,
                        curl: CurlHolder) -> ModeDependencies {
        ModeDependencies(
            variables: environment.variables, arguments: arguments, target: target,
            writeOut: { (text: String) throws(OutputFailure) in try StandardStreams.writeOut(text) },
            writeError: StandardStreams.writeError,
            abandonSetUp: { CurlHTTPClient.finishInitialising() },
            compileJQ: { expression, catalogue in JQOption.prepare(expression, catalogue: catalogue) },
            token: { endpoint, options, catalogue in
                do throws(UnusableToken) {
                    return .success(try environment.token(for: endpoint, options: options))
                } catch {
                    return .failure(TokenProblem(report: error.report(catalogue)))
                }
            },
            redactToken: { StandardStreams.redactToken($0) },
            // Made at once: the first request waits in its queue until libcurl's set-up is over.
            makeHTTP: { offline in
                let client = curl.make(environment.certificateAuthorities)
                return offline ? OfflineHTTPClient() : client
            },
            makeCache: { writeBehind in
                let cache = DiskResponseCache(directory: environment.cacheDirectory, writeBehind: writeBehind)
                // (The interactive mode's: libcurl is opened when a request must follow a lookup.)
                return ModeCache(cache: writeBehind ? CurlOpeningCache(cache: cache) : cache, flush: { await cache.flush() })
            },
            filterEngine: { FilterEngine(parallel: .dispatch, tiebreak: $0) },
            batchIO: { .process(environment: environment) },
            openInteractive: { options in
                let mode = InteractiveMode(options: options.interactiveModeOptions,
                                           dependencies: .process(environment: environment,
                                                                  filterEngine: { FilterEngine(parallel: .dispatch, tiebreak: $0) }))
                let screen = mode.openScreen()
                return InteractiveLaunch(run: { initialText, service, http, quota in
                    await mode.run(initialText: initialText, service: service, http: http, quota: quota, screen: screen)
                }, close: { screen?.closeTerminal() })
            })
    }
}
