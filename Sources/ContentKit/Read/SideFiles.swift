import ContentJSON
import ContentSupport
import LabyrinthKit

/// A side file (the manifest or the samples) as read: its bytes, kept to place findings in, and the parsed value.
package struct SideFile: Sendable {
    package var bytes: [UInt8]
    package var document: JSONDocument
}

/// The manifest and the samples as read, parsed and decoded with the app's types.
package struct SideFiles: Sendable {
    package var manifest: SideFile?
    package var samples: SideFile?
    package var unreadable: [UnreadableFile] = []
    package var unparsable: [UnparsableFile] = []
    package var manifestDecodingFailure: DecodingFailure?
    package var samplesDecodingFailure: DecodingFailure?
}

extension FolderReader {
    /// The manifest and the samples, when the folder has them: at scale the manifest is the largest file of the
    /// folder, so it is read beside the labyrinths (`eachLabyrinthChunk`'s `alongside`), not before them.
    package func readSideFiles(_ layout: FolderLayout, from source: some ContentSource) -> SideFiles {
        var side = SideFiles()
        if layout.hasManifest {
            side.manifest = readSideFile(ContentLayout.manifestName, from: source, &side.unreadable, &side.unparsable)
        }
        if layout.hasSamples {
            side.samples = readSideFile(ContentLayout.samplesName, from: source, &side.unreadable, &side.unparsable)
        }
        side.manifestDecodingFailure = side.manifest.flatMap {
            Self.decode(LabyrinthManifest.self, $0.document.value, file: ContentLayout.manifestName).failure
        }
        side.samplesDecodingFailure = side.samples.flatMap {
            Self.decode(DifficultySamples.self, $0.document.value, file: ContentLayout.samplesName).failure
        }
        return side
    }

    /// Reads the manifest or the samples: kept whole, since the folder-wide rules need them, and bounded like a
    /// labyrinth, since a pull request may plant one of any size.
    func readSideFile(
        _ name: String, from source: some ContentSource, _ unreadable: inout [UnreadableFile],
        _ unparsable: inout [UnparsableFile]
    ) -> SideFile? {
        var bytes: [UInt8] = []
        do { try source.read(name, into: &bytes, limit: profile.limits.fileBytes) } catch {
            unreadable.append(UnreadableFile(file: name, error: error))
            return nil
        }
        do { return SideFile(bytes: bytes, document: try JSONReader.parse(bytes)) } catch {
            unparsable.append(UnparsableFile(file: name, error: error))
            return nil
        }
    }

    /// A file the JSON reader accepted, decoded into the app's own type from the value already parsed (as
    /// `JSONValueDecoder` would run the type's `init(from:)`, see `AppDocument`); a failure names the type it found
    /// from that same value, never by decoding the bytes again.
    package static func decode<Document: AppDocument>(
        _ type: Document.Type, _ value: JSONValue, file: String
    ) -> Result<Document, DecodingFailure> {
        do {
            return .success(try Document.decode(from: value))
        } catch {
            return .failure(
                DecodingFailure(
                    error, file: file, found: { value[pointer: JSONPointer(tokens: $0)]?.typeName ?? "nothing" }))
        }
    }
}

extension Result {
    package var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
