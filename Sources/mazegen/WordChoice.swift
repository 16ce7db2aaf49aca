import ArgumentParser

/// An option whose value is one of a fixed set of words (`--format text`, `--color never`). ArgumentParser's default
/// lists the words through a generic key path, and each command line parsed resolved it with a lookup by mangled name
/// (in a static binary, a scan of every conformance record): ~0.4 ms of every `validate`'s start. Here the words are
/// read by a closure over the concrete type, and none has a description of its own, as ArgumentParser found too.
protocol WordChoice: ExpressibleByArgument, CaseIterable, RawRepresentable where RawValue == String {}

extension WordChoice {
    package static var allValueStrings: [String] { allCases.map { $0.rawValue } }
    package static var allValueDescriptions: [String: String] { [:] }
}
