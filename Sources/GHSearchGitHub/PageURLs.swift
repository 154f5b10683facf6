import FoundationEssentials

/// Once page 1 has told us the `next` and `last` links, the URLs of every
/// page in between are the `next` link with another `page` number — GitHub's
/// links differ only there. Returns nil unless that holds exactly, in which
/// case the client follows `next` links one by one instead.
public enum PageURLs {
    static func between(next: String, last: String) -> [String]? {
        guard let nextNumber = pageNumber(next), let lastNumber = pageNumber(last),
              nextNumber == 2, lastNumber >= 2, lastNumber <= 100_000,
              replacingPage(in: next, with: lastNumber) == last
        else { return nil }
        return (2...lastNumber).compactMap { replacingPage(in: next, with: $0) }
    }

    public static func pageNumber(_ url: String) -> Int? {
        guard let items = URLComponents(string: url)?.queryItems else { return nil }
        let pages = items.filter { $0.name == "page" }
        guard pages.count == 1, let value = pages[0].value else { return nil }
        return RateLimit.number(value)
    }

    public static func replacingPage(in url: String, with number: Int) -> String? {
        guard var components = URLComponents(string: url), var items = components.percentEncodedQueryItems,
              let index = items.firstIndex(where: { $0.name == "page" }) else { return nil }
        items[index].value = String(number)
        components.percentEncodedQueryItems = items
        return components.string
    }
}
