import CCurl
import GHSearchGitHub

/// One HTTP GET (or POST with a body) on its own libcurl easy handle: its options, its callbacks,
/// and what the response has delivered so far.
///
/// Confined to the transfer thread. libcurl calls back into it only while it
/// sits in the multi handle, where `MultiLoop` keeps it alive; `deinit`
/// frees the easy handle, the header list and the error buffer.
final class CurlTransfer {
    let easy: UnsafeMutableRawPointer
    private let maxBodyBytes: Int
    /// The cap on the body as it comes, before decoding.
    private let transferredLimit: Int
    private let secrets: [String]
    private let bodyReader: HTTPBodyReader?
    private var requestHeaders: UnsafeMutablePointer<curl_slist>?
    private let errorBuffer: UnsafeMutablePointer<CChar>
    private var responseHeaders = ResponseHeaderCollector()
    private var body: [UInt8] = []
    private var bodyCapReached = false
    private var headerBytes = 0
    private var headerCapReached = false

    /// The most header bytes of one answer kept. libcurl 7.88 refuses a
    /// single line over 100 kB itself, and 300 kB in all (as a receive
    /// error, which would be retried): this cap comes first.
    static let maximumHeaderBytes = 256 << 10

    /// Makes the easy handle and sets every option for `request`.
    convenience init(request: HTTPRequest, configuration: CurlHTTPClient.Configuration) throws(HTTPError) {
        try RequestValidation.check(request)
        guard CurlGlobal.isInitialized, let easy = ghs_curl_easy_init() else {
            throw .other("libcurl could not create a transfer handle")
        }
        self.init(easy: easy, request: request)
        try configure(for: request, configuration: configuration)
    }

    private init(easy: UnsafeMutableRawPointer, request: HTTPRequest) {
        self.easy = easy
        self.maxBodyBytes = max(0, request.maxBodyBytes)
        self.transferredLimit = Self.transferredSizeLimit(forDecodedLimit: maxBodyBytes)
        self.secrets = CurlFailure.secrets(in: request.headers)
        self.bodyReader = request.bodyReader
        self.errorBuffer = .allocate(capacity: Int(CURL_ERROR_SIZE))
        errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE))
    }

    deinit {
        ghs_curl_easy_cleanup(easy)
        ghs_curl_slist_free_all(requestHeaders)
        errorBuffer.deallocate()
    }

    /// New connections this transfer had to open (0 when it reused one).
    var connectionsOpened: Int {
        var count = 0
        _ = ghs_easy_getinfo_long(easy, CURLINFO_NUM_CONNECTS, &count)
        return count
    }

    /// Header and body bytes received so far, before decoding.
    var bytesReceived: Int {
        var headerBytes = 0
        var bodyBytes: curl_off_t = 0
        _ = ghs_easy_getinfo_long(easy, CURLINFO_HEADER_SIZE, &headerBytes)
        _ = ghs_easy_getinfo_off(easy, CURLINFO_SIZE_DOWNLOAD_T, &bodyBytes)
        return headerBytes + Int(clamping: bodyBytes)
    }

    /// The outcome, once libcurl has finished the transfer with `code`: the
    /// body decoded by `decoder` as its `Content-Encoding` says; a 200's
    /// read there by the request's `HTTPBodyReader` if it has one.
    func result(for code: CURLcode, decoder: ContentDecoder) -> Result<HTTPResponse, HTTPError> {
        guard code == CURLE_OK else {
            errorBuffer[Int(CURL_ERROR_SIZE) - 1] = 0
            let detail = String(String(cString: errorBuffer).drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
            let failure = CurlFailure(
                code: code, detail: detail, bodyCapReached: bodyCapReached, headerCapReached: headerCapReached,
                maxBodyBytes: maxBodyBytes, secrets: secrets
            )
            return .failure(failure.httpError)
        }
        var status = 0
        _ = ghs_easy_getinfo_long(easy, CURLINFO_RESPONSE_CODE, &status)
        let headers = responseHeaders.headers
        let encoding = headers.values(for: "Content-Encoding").joined(separator: ",")
        do {
            if status == 200, let bodyReader {
                if bodyReader.keepsBody {
                    // Decoded into memory of its own, which the response
                    // keeps: not into the decoder's room and copied out of it.
                    let decoded = try decoder.decode(body, contentEncoding: encoding, limit: maxBodyBytes)
                    let content = decoded.withUnsafeBufferPointer { bodyReader.read($0) }
                    return .success(HTTPResponse(status: status, headers: headers, body: decoded, content: content))
                }
                let (content, kept) = try decoder.withDecoded(body, contentEncoding: encoding, limit: maxBodyBytes) { bytes in
                    let content = bodyReader.read(bytes)
                    return (content, content == nil ? Array(bytes) : [])
                }
                return .success(HTTPResponse(status: status, headers: headers, body: kept, content: content))
            }
            let decoded = try decoder.decode(body, contentEncoding: encoding, limit: maxBodyBytes)
            return .success(HTTPResponse(status: status, headers: headers, body: decoded))
        } catch {
            return .failure(error)
        }
    }

    // MARK: Callbacks

    private static func from(userdata: UnsafeMutableRawPointer?) -> CurlTransfer? {
        userdata.map { Unmanaged<CurlTransfer>.fromOpaque($0).takeUnretainedValue() }
    }

    /// Room for a body that outgrows its first piece, taken at once.
    /// libcurl hands a body over in pieces of at most 16 kB, and a GitHub
    /// page decodes to 150–600 kB: doubling from the first piece copied the
    /// body again at each step and touched ~2.6 times its size in fresh
    /// pages, each a page fault (~0.2 ms of a 147 kB page's arrival in a C
    /// harness of the same steps). Room that is never written is never
    /// touched: it costs address space, not memory.
    static let bodyRoom = 1 << 20

    /// Keeps the body's bytes as they came (still encoded) up to the cap on
    /// the wire; past it, a short count makes libcurl stop with
    /// `CURLE_WRITE_ERROR`. `ContentDecoder` enforces the decoded cap.
    private func receiveBody(_ bytes: UnsafeRawBufferPointer) -> Int {
        guard bytes.count <= transferredLimit - body.count else {
            bodyCapReached = true
            return 0
        }
        if !body.isEmpty, body.count + bytes.count > body.capacity, body.capacity < Self.bodyRoom {
            body.reserveCapacity(min(transferredLimit, Self.bodyRoom))
        }
        body.append(contentsOf: bytes)
        return bytes.count
    }

    private func receiveHeaderLine(_ line: UnsafeRawBufferPointer) -> Int {
        headerBytes += line.count
        guard headerBytes <= CurlTransfer.maximumHeaderBytes else {
            headerCapReached = true
            return 0
        }
        responseHeaders.consume(line: line)
        return line.count
    }

    // MARK: Options

    private func configure(for request: HTTPRequest, configuration: CurlHTTPClient.Configuration) throws(HTTPError) {
        try set(CURLOPT_URL, request.url)
        try set(CURLOPT_NOSIGNAL, 1)
        try set(CURLOPT_FOLLOWLOCATION, 0)
        try set(CURLOPT_PROTOCOLS_STR, "http,https")
        try set(CURLOPT_REDIR_PROTOCOLS_STR, "http,https")
        // The body is kept as it comes and decoded whole afterwards
        // (ContentDecoder), much faster than libcurl's streaming zlib.
        try set(CURLOPT_HTTP_CONTENT_DECODING, 0)
        try set(CURLOPT_CONNECTTIMEOUT_MS, request.connectTimeout.curlMilliseconds)
        try set(CURLOPT_TIMEOUT_MS, request.timeout.curlMilliseconds)
        try set(CURLOPT_LOW_SPEED_LIMIT, 1)
        try set(CURLOPT_LOW_SPEED_TIME, configuration.stallTimeout.curlSeconds)
        if let file = configuration.certificateAuthorityFile { try set(CURLOPT_CAINFO, file) }
        if let directory = configuration.certificateAuthorityDirectory { try set(CURLOPT_CAPATH, directory) }
        try setLarge(CURLOPT_MAXFILESIZE_LARGE, curl_off_t(transferredLimit))
        try check(ghs_easy_setopt_ptr(easy, CURLOPT_ERRORBUFFER, errorBuffer), CURLOPT_ERRORBUFFER)
        try set(CURLOPT_HEADEROPT, Int(CURLHEADER_SEPARATE))  // never send our headers to a proxy
        if let body = request.body {
            // libcurl copies the bytes (COPYPOSTFIELDS), the size set first
            // so a NUL byte is data, not an end.
            try set(CURLOPT_POST, 1)
            try setLarge(CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(body.count))
            if body.isEmpty {
                try set(CURLOPT_COPYPOSTFIELDS, "")
            } else {
                try check(body.withUnsafeBytes { ghs_easy_setopt_ptr(easy, CURLOPT_COPYPOSTFIELDS, $0.baseAddress) }, CURLOPT_COPYPOSTFIELDS)
            }
        }
        try setRequestHeaders(request.headers, hasBody: request.body != nil)
        try setCallbacks()
        // Wishes rather than needs: a libcurl built without HTTP/2 or without
        // TCP keep-alive tuning still works, so their results are not checked.
        _ = ghs_easy_setopt_long(easy, CURLOPT_HTTP_VERSION, Int(CURL_HTTP_VERSION_2TLS))
        if request.url.lowercased().hasPrefix("https:") {
            // Over TLS, wait for a connection being set up to this host to
            // say whether it multiplexes (HTTP/2) before opening another.
            // Plain http:// never gets HTTP/2 here, and waiting would only
            // hold concurrent requests back until the first response.
            _ = ghs_easy_setopt_long(easy, CURLOPT_PIPEWAIT, 1)
        }
        _ = ghs_easy_setopt_long(easy, CURLOPT_TCP_KEEPALIVE, 1)
        _ = ghs_easy_setopt_long(easy, CURLOPT_TCP_KEEPIDLE, 60)
        _ = ghs_easy_setopt_long(easy, CURLOPT_TCP_KEEPINTVL, 30)
    }

    /// Sends exactly the request's headers: an empty value uses libcurl's
    /// `Name;` form, and libcurl's default `Accept: */*` is suppressed when
    /// the request has no `Accept` of its own. `Accept-Encoding: gzip` is
    /// added unless the request has its own. With a body, libcurl's
    /// `Expect: 100-continue` (a second's wait on servers that ignore it)
    /// is suppressed too.
    private func setRequestHeaders(_ headers: HTTPHeaders, hasBody: Bool) throws(HTTPError) {
        var lines = headers.map { $0.value.isEmpty ? "\($0.name);" : "\($0.name): \($0.value)" }
        if headers["Accept"] == nil { lines.append("Accept:") }
        if headers["Accept-Encoding"] == nil { lines.append("Accept-Encoding: gzip") }
        if hasBody, headers["Expect"] == nil { lines.append("Expect:") }
        for line in lines {
            guard let list = ghs_curl_slist_append(requestHeaders, line) else {
                throw .other("libcurl could not store the request headers")
            }
            requestHeaders = list
        }
        try check(ghs_easy_setopt_ptr(easy, CURLOPT_HTTPHEADER, requestHeaders), CURLOPT_HTTPHEADER)
    }

    private func setCallbacks() throws(HTTPError) {
        let userdata = Unmanaged.passUnretained(self).toOpaque()
        try check(ghs_easy_setopt_write_cb(easy, CURLOPT_WRITEFUNCTION) { data, size, count, userdata in
            guard let transfer = CurlTransfer.from(userdata: userdata) else { return 0 }
            return transfer.receiveBody(UnsafeRawBufferPointer(start: data, count: byteCount(size, count)))
        }, CURLOPT_WRITEFUNCTION)
        try check(ghs_easy_setopt_ptr(easy, CURLOPT_WRITEDATA, userdata), CURLOPT_WRITEDATA)
        try check(ghs_easy_setopt_write_cb(easy, CURLOPT_HEADERFUNCTION) { data, size, count, userdata in
            guard let transfer = CurlTransfer.from(userdata: userdata) else { return 0 }
            return transfer.receiveHeaderLine(UnsafeRawBufferPointer(start: data, count: byteCount(size, count)))
        }, CURLOPT_HEADERFUNCTION)
        try check(ghs_easy_setopt_ptr(easy, CURLOPT_HEADERDATA, userdata), CURLOPT_HEADERDATA)
    }

    private func set(_ option: CURLoption, _ value: Int) throws(HTTPError) {
        try check(ghs_easy_setopt_long(easy, option, value), option)
    }

    private func setLarge(_ option: CURLoption, _ value: curl_off_t) throws(HTTPError) {
        try check(ghs_easy_setopt_off(easy, option, value), option)
    }

    /// libcurl copies string options, so the pointer need not outlive the call.
    private func set(_ option: CURLoption, _ value: String) throws(HTTPError) {
        try check(value.withCString { ghs_easy_setopt_ptr(easy, option, $0) }, option)
    }

    private func check(_ code: CURLcode, _ option: CURLoption) throws(HTTPError) {
        guard code == CURLE_OK else {
            let reason = String(cString: ghs_curl_easy_strerror(code))
            throw .other("libcurl refused option \(option.rawValue): \(reason)")
        }
    }

    /// The cap for `CURLOPT_MAXFILESIZE_LARGE` and the write callback, which
    /// see the size *on the wire*: a gzipped body of incompressible data is a
    /// little larger than its decoded self, so leave room for that overhead
    /// and let `ContentDecoder` enforce the exact decoded limit.
    static func transferredSizeLimit(forDecodedLimit limit: Int) -> Int {
        let (withSlack, overflow) = limit.addingReportingOverflow(limit / 1024 + 1024)
        return overflow ? Int.max : withSlack
    }
}

/// `size × count` from a libcurl data callback; 0 (a refusal) if absurd.
private func byteCount(_ size: Int, _ count: Int) -> Int {
    let (product, overflow) = size.multipliedReportingOverflow(by: count)
    return overflow ? 0 : product
}
