/// A small, hand-written account for trying the keyword search
/// against the fake: machine learning, Swift and command-line repositories
/// with descriptions, topics, languages and stars that GitHub's qualifiers
/// pick apart (`machine learning`, `language:swift stars:>100`,
/// `topic:cli`, `in:name`, `fork:true`, `archived:true`), and one private
/// repository that only a token of `ml-lab` sees (`fake-github --viewer
/// demo:ml-lab`, then `GH_TOKEN=demo ghsearch --mine`).
extension BuiltInDataSet {
    public static var searchDemo: FakeUser {
        let id = 90_000_777
        let rows: [(String, String, String, Int, [String])] = [
            ("machine-learning-swift", "Machine learning models in pure Swift", "Swift", 1_840, ["machine-learning", "swift"]),
            ("learning-notes", "Notes from a machine learning course", "Jupyter Notebook", 96, ["machine-learning", "notes"]),
            ("swift-cli-kit", "Building command-line tools in Swift", "Swift", 412, ["cli", "swift"]),
            ("vision-demo", "Image classification with a small neural network", "Python", 233, ["deep-learning", "vision"]),
            ("tensor-playground", "Tensors and automatic differentiation, explained", "Python", 1_205, ["machine-learning", "tensors"]),
            ("ml-datasets", "Clean data sets for learning machine learning", "Python", 57, ["datasets", "machine-learning"]),
            ("cli-spinner", "A terminal spinner for command-line programs", "Go", 18, ["cli", "terminal"]),
            ("rx-search-demo", "Live search as you type, the reactive way", "Swift", 640, ["rxswift", "search"]),
            ("old-learning-bot", "A chat bot that learned too much (archived)", "Ruby", 3, ["bot"]),
        ]
        var repositories = rows.enumerated().map { index, row in
            FakeRepository(id: id * 100 + index, name: row.0, description: row.1, createdAt: 1_500_000_000 + Int64(index) * 86_400,
                           updatedAt: 1_700_000_000 - Int64(index) * 86_400, pushedAt: 1_700_000_000 - Int64(index) * 86_400,
                           stargazersCount: row.3, language: row.2, forksCount: row.3 / 10, archived: row.0.hasPrefix("old-"),
                           topics: row.4)
        }
        repositories.append(FakeRepository(id: id * 100 + 90, name: "swift-fork", description: "A fork of a Swift learning kit",
                                           fork: true, stargazersCount: 1, language: "Swift"))
        repositories.append(FakeRepository(id: id * 100 + 91, name: "secret-model", isPrivate: true,
                                           description: "Private machine learning model weights", stargazersCount: 0,
                                           language: "Python", topics: ["machine-learning"], visibility: "private"))
        return FakeUser(login: "ml-lab", id: id, repositories: repositories)
    }
}
