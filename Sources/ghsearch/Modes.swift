import Foundation
import GHSearchCore
import GHSearchCurl

/// Wires the real parts for each mode.
enum Modes {
    static func run(_ options: CommandLineOptions, environment: ProcessEnvironment, target: OutputTarget) async -> ExitStatus {
        let http: CurlHTTPClient
        do {
            http = try CurlHTTPClient()
        } catch {
            StandardStreams.writeError("Error: could not start the HTTP client: \(error)\n")
            return .failure
        }
        defer { http.shutdown() }
        guard let endpoint = try? GitHubEndpoint(options.apiURL) else {
            StandardStreams.writeError(UsageError("The value '\(options.apiURL)' is invalid for '--api-url <url>'.").report)
            return .usage
        }
        let client = GitHubClient(endpoint: endpoint, http: http, token: environment.token,
                                  timeout: .seconds(options.timeout ?? 20))
        let service = RepositoryService(client: client, clock: ContinuousClock())
        switch options.mode {
        case .once(let login):
            return await OnceCommand.run(login: login, options: options, service: service, target: target,
                                         write: StandardStreams.writeOut, writeError: StandardStreams.writeError)
        case .interactive, .batch:
            StandardStreams.writeError("Error: this mode is not built yet; use 'ghsearch --once <id>'.\n")
            return .failure
        }
    }
}
