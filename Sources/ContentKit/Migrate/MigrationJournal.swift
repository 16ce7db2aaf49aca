import ContentFormat
import ContentJSON
import LabyrinthKit

/// The record, kept in the folder while a migration runs, that lets a re-run finish (or undo) it.
///
/// `prepared`: new files are being written under temporary names; the layout files are untouched, so recovery
/// removes the temporaries and starts over. `committed`: every temporary was written and flushed; recovery moves
/// the rest into place, then removes the old files. Written whole, flushed, and renamed into place, so it is
/// either absent or complete.
///
/// A journal found in a folder is not trusted: before a re-run acts on it, every name it lists must be one the
/// migration itself makes or removes, and every file it would remove must still hold the bytes it recorded
/// (`MigrationJournal+Scope.swift`).
package struct MigrationJournal: Sendable, Equatable {
    static let formatName = "mazegen-migration-journal"
    /// 2: each removal carries the digest of the file it removes (version 1 named removals only).
    static let formatVersion = 2

    /// The journal's members: mazegen's own file, so its own keys, spelled once for writing and reading.
    private enum Key: String, CodingKey {
        case format, version, phase, writes, removals
        case temporary, target, digest, name
    }

    package enum Phase: String, Sendable {
        case prepared
        case committed
    }

    package struct Write: Sendable, Equatable {
        package var temporary: String
        package var target: String
        var digest: ContentDigest

        package init(temporary: String, target: String, digest: ContentDigest) {
            self.temporary = temporary
            self.target = target
            self.digest = digest
        }
    }

    /// An old file removed at the end, and its bytes as the migration read them.
    package struct Removal: Sendable, Equatable {
        package var name: String
        var digest: ContentDigest

        package init(name: String, digest: ContentDigest) {
            self.name = name
            self.digest = digest
        }
    }

    var phase: Phase
    package var writes: [Write]
    /// Removed last, after every write is in place.
    package var removals: [Removal]

    package init(phase: Phase, writes: [Write], removals: [Removal]) {
        self.phase = phase
        self.writes = writes
        self.removals = removals
    }

    package var bytes: [UInt8] {
        JSONWriter.bytes(
            .object(
                JSONObject([
                    Key.format: .string(Self.formatName),
                    .version: .int(Self.formatVersion),
                    .phase: .string(phase.rawValue),
                    .writes: .array(
                        writes.map { write in
                            .object(
                                JSONObject([
                                    Key.temporary: .string(write.temporary),
                                    .target: .string(write.target),
                                    .digest: .string(write.digest.description),
                                ]))
                        }),
                    .removals: .array(
                        removals.map { removal in
                            .object(
                                JSONObject([
                                    Key.name: .string(removal.name), .digest: .string(removal.digest.description),
                                ]))
                        }),
                ])))
    }

    /// Reads a journal; nil when it is not one this version wrote (then nothing is done automatically).
    package init?(bytes: [UInt8]) {
        guard let root = (try? JSONReader.parse(bytes))?.value.objectValue,
            root[Key.format] == .string(Self.formatName), root[Key.version]?.intValue == Self.formatVersion,
            let phase = root[Key.phase]?.stringValue.flatMap(Phase.init(rawValue:)),
            let writeValues = root[Key.writes]?.arrayValue, let removalValues = root[Key.removals]?.arrayValue
        else { return nil }
        var writes: [Write] = []
        for value in writeValues {
            guard let object = value.objectValue,
                let temporary = object[Key.temporary]?.stringValue, ContentFileName.isPlain(temporary),
                let target = object[Key.target]?.stringValue, ContentFileName.isPlain(target),
                let digest = object[Key.digest]?.stringValue.flatMap(ContentDigest.init)
            else { return nil }
            writes.append(Write(temporary: temporary, target: target, digest: digest))
        }
        var removals: [Removal] = []
        for value in removalValues {
            guard let object = value.objectValue,
                let name = object[Key.name]?.stringValue, ContentFileName.isPlain(name),
                let digest = object[Key.digest]?.stringValue.flatMap(ContentDigest.init)
            else { return nil }
            removals.append(Removal(name: name, digest: digest))
        }
        self.init(phase: phase, writes: writes, removals: removals)
    }
}
