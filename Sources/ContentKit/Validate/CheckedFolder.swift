import ContentRead
import ContentSupport

/// What the folder-wide rules see: the folder as read (`FolderContents`: the listing, the manifest and samples as
/// parsed values, the few facts kept from each labyrinth file, the clips' records), and the profile they judge it by.
@dynamicMemberLookup
package struct CheckedFolder: Sendable {
    static let audioFolder = ContentLayout.audioFolderName

    package let profile: ValidationProfile
    package let contents: FolderContents

    package init(profile: ValidationProfile, contents: FolderContents) {
        self.profile = profile
        self.contents = contents
    }

    package subscript<Value>(dynamicMember member: KeyPath<FolderContents, Value>) -> Value {
        contents[keyPath: member]
    }
}
