import GHSearchCore
print("ghsearch \(GHSearchVersion.string)")
