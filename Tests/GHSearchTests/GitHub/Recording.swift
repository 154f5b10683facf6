import Foundation
@testable import GHSearchCLI

/// One real GitHub answer from Fixtures/recordings (see its README).
struct Recording {
    var status: Int
    var headers: HTTPHeaders
    var body: [UInt8]
    var itemCount: Int?

    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/recordings")

    init(_ name: String) throws {
        let data = try Data(contentsOf: Recording.directory.appendingPathComponent(name + ".json"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        status = try #require(json["status"] as? Int)
        let pairs = try #require(json["headers"] as? [[String]])
        headers = HTTPHeaders(pairs.map { ($0[0], $0[1]) })
        body = Array(try #require(json["body"] as? String).utf8)
        itemCount = json["item_count"] as? Int
    }

    var response: HTTPResponse { HTTPResponse(status: status, headers: headers, body: body) }
}

import Testing
@testable import GHSearchGitHub
