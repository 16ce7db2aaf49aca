import Foundation

/// What a folder holds, for tests that compare a folder before and after a run: every regular file under it,
/// hidden ones too, by its path below the folder, with its bytes.
public enum FolderTree {
    public static func files(under folder: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true else { continue }
            result[String(url.path.dropFirst(folder.path.count))] = try Data(contentsOf: url)
        }
        return result
    }
}
