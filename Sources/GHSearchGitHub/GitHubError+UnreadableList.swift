extension GitHubError {
    /// A list's body that could not be read (a user's repositories, or
    /// stars): not JSON, or JSON but no list of `what` — then with the
    /// message of the error object it was, the token kept out.
    static func unreadableList(_ failure: RepositoryDecoder.Failure, of what: String, redactor: TokenRedactor) -> GitHubError {
        switch failure {
        case .notJSON:
            .invalidResponse("the server's answer is not JSON")
        case .notAnArray(let message):
            .invalidResponse("the server answered with something other than a list of \(what)"
                + (message.map { ": \(redactor.redact($0))" } ?? ""))
        }
    }
}
