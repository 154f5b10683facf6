/// The nested objects of a repository that repeat from one element of a
/// list to the next (a user's list: the same owner in every element, often
/// the same license), read once while they repeat.
struct RepositoryRepeats {
    var owner = RepeatedValue<Repository.Owner?>()
    var license = RepeatedValue<Repository.License?>()
}
