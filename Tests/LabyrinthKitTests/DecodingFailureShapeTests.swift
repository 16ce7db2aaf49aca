import Foundation
import Testing

@testable import LabyrinthKit

/// The type a decoding failure found is looked up along the coding path only, not by decoding the document whole.
@Suite("DecodingFailure: the type found, along the path")
struct DecodingFailureShapeTests {
    @Test func theTypeAtAPlaceIsNamed() {
        let data = Data(#"{"a": [1, {"b": null}, "x"], "c": true}"#.utf8)
        #expect(JSONShape.describe(at: [], in: data) == "an object")
        #expect(JSONShape.describe(at: ["a"], in: data) == "an array")
        #expect(JSONShape.describe(at: ["a", "0"], in: data) == "a number")
        #expect(JSONShape.describe(at: ["a", "1", "b"], in: data) == "null")
        #expect(JSONShape.describe(at: ["a", "2"], in: data) == "a string")
        #expect(JSONShape.describe(at: ["c"], in: data) == "a boolean")
        #expect(JSONShape.describe(at: ["a", "3"], in: data) == "nothing")
        #expect(JSONShape.describe(at: ["d"], in: data) == "nothing")
    }
}
