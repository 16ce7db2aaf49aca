import ContentFormat
import LabyrinthKit

/// The record, kept in the folder while a migration runs, that lets a re-run finish (or undo) it.
///
/// `prepared`: new files are being written under temporary names; the layout files are untouched, so recovery
/// removes the temporaries and starts over. `committed`: every temporary was written and flushed; recovery moves
/// the rest into place, then removes the old files. Written whole, flushed, and renamed into place, so it is
/// either absent or complete.
package struct MigrationJournal: Sendable, Equatable {
    static let formatName = "mazegen-migration-journal"

    /// The journal's members: mazegen's own file, so its own keys, spelled once for writing and reading.
    private enum Key: String, CodingKey {
        case format, version, phase, writes, removals
        case temporary, target, digest
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

    var phase: Phase
    package var writes: [Write]
    /// Removed last, after every write is in place.
    package var removals: [String]

    package init(phase: Phase, writes: [Write], removals: [String]) {
        self.phase = phase
        self.writes = writes
        self.removals = removals
    }

    package var bytes: [UInt8] {
        JSONWriter.bytes(.object(JSONObject([
            Key.format: .string(Self.formatName),
            .version: .int(1),
            .phase: .string(phase.rawValue),
            .writes: .array(writes.map { write in
                .object(JSONObject([
                    Key.temporary: .string(write.temporary),
                    .target: .string(write.target),
                    .digest: .string(write.digest.description),
                ]))
            }),
            .removals: .array(removals.map { .string($0) }),
        ])))
    }

    /// Reads a journal; nil when it is not one this version wrote (then nothing is done automatically).
    package init?(bytes: [UInt8]) {
        guard let root = (try? JSONReader.parse(bytes))?.value.objectValue,
              root[Key.format] == .string(Self.formatName), root[Key.version]?.intValue == 1,
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
        let removals = removalValues.compactMap(\.stringValue)
        guard removals.count == removalValues.count, removals.allSatisfy(ContentFileName.isPlain) else { return nil }
        self.init(phase: phase, writes: writes, removals: removals)
    }
}
