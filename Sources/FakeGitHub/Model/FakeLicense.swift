/// The `license` object of a repository, as GitHub abbreviates it in lists.
public struct FakeLicense: Sendable, Hashable {
    public var key: String
    public var name: String
    /// The SPDX id; GitHub sends `"NOASSERTION"` for "Other".
    public var spdxID: String
    /// Whether `url` is sent (GitHub sends `null` for "Other").
    public var hasURL: Bool
    public var nodeID: String

    public init(key: String, name: String, spdxID: String, hasURL: Bool = true, nodeID: String) {
        self.key = key
        self.name = name
        self.spdxID = spdxID
        self.hasURL = hasURL
        self.nodeID = nodeID
    }

    public static let mit = FakeLicense(key: "mit", name: "MIT License", spdxID: "MIT", nodeID: "MDc6TGljZW5zZTEz")
    public static let apache2 = FakeLicense(
        key: "apache-2.0", name: "Apache License 2.0", spdxID: "Apache-2.0", nodeID: "MDc6TGljZW5zZTI=")
    public static let gpl3 = FakeLicense(
        key: "gpl-3.0", name: "GNU General Public License v3.0", spdxID: "GPL-3.0", nodeID: "MDc6TGljZW5zZTk=")
    public static let bsd3 = FakeLicense(
        key: "bsd-3-clause", name: "BSD 3-Clause \"New\" or \"Revised\" License", spdxID: "BSD-3-Clause",
        nodeID: "MDc6TGljZW5zZTU=")
    public static let other = FakeLicense(
        key: "other", name: "Other", spdxID: "NOASSERTION", hasURL: false, nodeID: "MDc6TGljZW5zZTA=")
}
