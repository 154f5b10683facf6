import Dispatch
import Foundation
import Glibc
import Synchronization

/// A loopback HTTP/1.1 server that answers like api.github.com's
/// repository-list endpoints, with switches for every way GitHub (or the
/// network) can misbehave. One thread per connection; keep-alive unless the
/// client sends `Connection: close`.
///
/// Routes (also under `/api/v3`, GitHub Enterprise style):
/// `GET /users/{login}/repos`, `GET /user/{id}/repos`,
/// `GET /repos/{owner}/{repo}/readme` (raw bytes for
/// `Accept: application/vnd.github.raw`, else the base64 content object;
/// 404 when there is none), and `GET /avatars/u/{id}` (PNG, no quota);
/// `GET /search/repositories` (its own rate limit) and `GET /user/repos`
/// are decided in `FakeGitHubServer+Search`. Anything else is GitHub's
/// generic 404.
///
/// Each API request is decided in this order:
/// 1. a scripted fault matching it (`addFault`), if any is left — scripted
///    bodies leave the quota alone; `.regular` ones are the normal answer;
/// 2. 401 for a rejected token (`rejectToken`);
/// 3. 403 (or 429) once the caller's quota is spent;
/// 4. 304 when `If-None-Match` names the page's (or README's) ETag (free);
/// 5. the page or README (200) or 404, each spending one request.
///
/// ```swift
/// let server = FakeGitHubServer(configuration: .init(users: [FakeData.user(login: "octocat", id: 583231, repositoryCount: 8)]))
/// try server.start()
/// defer { server.stop() }
/// // GET server.url("/users/octocat/repos?per_page=100")
/// ```
///
/// Call `stop()` when done: the server's threads keep it alive until then.
public final class FakeGitHubServer: Sendable {
    let state: GuardedState<ServerState>
    let generated = GeneratedBodies()
    /// Repository objects of search and `/user/repos` answers.
    let encodedObjects = EncodedObjectCache()
    private let threads = DispatchGroup()
    private let wakePipe: (read: Int32, write: Int32)
    private let listenerFD = Atomic<Int32>(-1)
    private let listenerPort = Atomic<Int>(0)
    /// Holds the port from `stop()` until the server is freed.
    private let reservedFD = Atomic<Int32>(-1)
    /// Start time, for request ids.
    let epoch = Int(time(nil))

    public init(configuration: FakeGitHubConfiguration = FakeGitHubConfiguration()) {
        state = GuardedState(ServerState(configuration: configuration))
        var fds: [Int32] = [-1, -1]
        if pipe(&fds) == 0 {
            _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
            _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
        } else {
            fds = [-1, -1]
        }
        wakePipe = (fds[0], fds[1])
    }

    deinit {
        stop()
        let reserved = reservedFD.exchange(-1, ordering: .sequentiallyConsistent)
        if reserved >= 0 { close(reserved) }
        close(wakePipe.read)
        close(wakePipe.write)
    }

    /// Binds 127.0.0.1 and starts accepting connections.
    public func start() throws(FakeGitHubServerError) {
        let requestedPort = state.withLock { state -> Int? in
            guard case .idle = state.phase else { return nil }
            return state.configuration.port
        }
        guard let requestedPort else { throw .alreadyStarted }
        let listener = try Listener.open(port: requestedPort)
        listenerFD.store(listener.fd, ordering: .sequentiallyConsistent)
        listenerPort.store(listener.port, ordering: .sequentiallyConsistent)
        state.withLock { state in
            state.phase = .running
            state.port = listener.port
            state.rebuildDirectory()
        }
        threads.enter()
        let wake = wakePipe.read
        Thread.detachNewThread { [self] in
            acceptLoop(listener, wakeFD: wake)
            threads.leave()
        }
    }

    /// Stops accepting, drops every open connection (ending delays and
    /// stalls at once), and waits for the server's threads to finish. The
    /// port stays bound (not listening) while the server lives, so a client
    /// sent to the stopped server is refused, never answered by a server
    /// started since on a reused port.
    public func stop() {
        let wasRunning = state.withLock { state -> Bool in
            guard case .running = state.phase else {
                state.phase = .stopped
                return false
            }
            state.phase = .stopped
            for fd in state.openConnections { shutdown(fd, Int32(SHUT_RDWR)) }
            return true
        }
        guard wasRunning else { return }
        var byte: UInt8 = 1
        _ = write(wakePipe.write, &byte, 1)
        threads.wait()
        let fd = listenerFD.exchange(-1, ordering: .sequentiallyConsistent)
        if fd >= 0 {
            close(fd)
            reservedFD.store(Self.reserveWhenFree(port: listenerPort.load(ordering: .sequentiallyConsistent)),
                             ordering: .sequentiallyConsistent)
        }
    }

    /// The port's placeholder (`Listener.reserve`), once the closed
    /// listener has let the port go: a process being spawned by another
    /// thread holds a copy of every descriptor until its exec, so the
    /// listener may go on accepting for a moment after `close`. Waiting for
    /// that (at most 5 s) also means a stopped server accepts nothing more.
    private static func reserveWhenFree(port: Int) -> Int32 {
        for _ in 0..<500 {
            let placeholder = Listener.reserve(port: port)
            if placeholder >= 0 { return placeholder }
            usleep(10_000)
        }
        return -1
    }

    /// The port bound (0 before `start()`).
    public var port: Int {
        state.withLock { $0.port }
    }

    /// `http://127.0.0.1:PORT`, the API root (GitHub Enterprise style:
    /// append `/api/v3`).
    public var baseURL: String {
        "http://127.0.0.1:\(port)"
    }

    /// `baseURL` followed by `pathAndQuery` (which starts with `/`).
    public func url(_ pathAndQuery: String) -> String {
        baseURL + pathAndQuery
    }

    /// A snapshot of the requests received since start or `resetLog()`.
    public var requests: [RecordedRequest] {
        state.withLock { $0.log }
    }

    /// Connections accepted since start.
    public var connectionsAccepted: Int {
        state.withLock { $0.connectionsAccepted }
    }

    /// Forgets the recorded requests (sequence numbers keep counting).
    public func resetLog() {
        state.withLock { $0.log.removeAll() }
    }

    /// Waits until `condition` holds for the request log, re-checking on
    /// every change; returns `false` if `timeout` passes first.
    public func waitUntil(timeout: Duration, _ condition: ([RecordedRequest]) -> Bool) -> Bool {
        state.wait(until: .now + timeout) { condition($0.log) }
    }

    private func acceptLoop(_ listener: Listener, wakeFD: Int32) {
        while let fd = listener.accept(wakeFD: wakeFD) {
            let connectionID = state.withLock { state -> Int? in
                guard case .running = state.phase else { return nil }
                state.connectionsAccepted += 1
                state.openConnections.insert(fd)
                return state.connectionsAccepted
            }
            guard let connectionID else {
                close(fd)
                break
            }
            threads.enter()
            Thread.detachNewThread { [self] in
                let connection = Connection(
                    channel: SocketChannel(fd: fd, wakeFD: wakeFD), id: connectionID, server: self)
                connection.run()
                state.withLock { _ = $0.openConnections.remove(fd) }
                close(fd)
                threads.leave()
            }
        }
    }
}
