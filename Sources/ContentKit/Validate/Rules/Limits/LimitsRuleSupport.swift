import ContentFormat
import ContentRead
import LabyrinthKit

/// A rule about the limits of one file: the only labyrinth rules that still run on a file over a limit.
protocol LimitRule {}

extension LimitExcess {
    /// A file holding `count` copies of `element` in the `path_data` list `key`: a limit rule's example.
    static func exampleList(_ key: PathDataKey, count: Int, element: String) -> String {
        #"{"\#(LabyrinthKey.pathData.stringValue)": {"\#(key.stringValue)": ["#
            + Array(repeating: element, count: count).joined(separator: ",") + "]}}"
    }
}
