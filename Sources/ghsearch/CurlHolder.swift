import GHSearchCurl
import Synchronization

/// The one libcurl client of a run, made when a mode first needs it and
/// shut down before the process exits.
final class CurlHolder: Sendable {
    private let client = Mutex<CurlHTTPClient?>(nil)

    func make(_ authorities: (file: String?, directory: String?)) -> CurlHTTPClient {
        client.withLock { client in
            if let client { return client }
            let made = CurlHTTPClient(configuration: CurlHTTPClient.Configuration(
                certificateAuthorityFile: authorities.file, certificateAuthorityDirectory: authorities.directory))
            client = made
            return made
        }
    }

    func shutdown() {
        client.withLock { $0 }?.shutdown()
    }
}
