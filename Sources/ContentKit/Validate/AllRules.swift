extension Validator {
    /// Every rule, in a fixed order (findings are sorted anyway).
    static var allRules: [any ValidationRule] {
        let fileRules: [any ValidationRule] = [
            JSONSyntaxRule(), UnreadableFileRule(), DuplicateKeyRule(), SymlinkOutsideRule(), UnknownFileRule(), PathOutsideRule(),
            LegacyFolderRule(), LegacyFileRule(), LegacyNameRule(),
            DecodingContractRule(), IdentifierRule(), FileNameRule(), DifficultyRule(), ComplexityRule(), LevelSuffixRule(),
            BackgroundColorRule(), CanvasSizeRule(), DecorativeElementsRule(), StoryTextRule(), QuestionRule(), ItemsWithoutRuleRule(),
            AudioReferenceRule(), AgeRangeRule(), PathWidthRule(), ItemCountRule(), StartPositionRule(),
            ObstacleCountRule(), AvoidObstaclesMissingRule(), AvoidItemsWithoutRuleRule(), AvoidEmojiRule(), AvoidItemOverlapRule(),
            AvoidStartDistanceRule(), UnknownShapeRule(),
            FileSizeLimitRule(), EntriesLimitRule(), ObjectKeysLimitRule(), TextLengthLimitRule(),
        ]
        let mazeRules: [any ValidationRule] = [
            MazeDrawingRule(), MazeStartEndRule(), MazeClosedRule(), MazeReachableRule(), MazeSolutionRule(),
            MazeSegmentsRule(), MazeDuplicateSegmentRule(), MazeItemsRule(),
            AvoidPlacementRule(), AvoidNearRouteRule(), AvoidableRule(), OrganicPathRule(), OrganicItemsRule(),
            OrganicEarlyEndRule(), OrganicSelfTouchRule(), OrganicSharpBendRule(), OrganicItemOffStrokeRule(), MazeEarlyEndRule(),
            OrganicStartEndRule(), OrganicItemNearStartRule(), OrganicItemInEndCircleRule(), OrganicItemSpacingRule(), OrganicNarrowLobeRule(),
            GridSizeRule(), ExtraConnectionsRule(), SolutionShareRule(), TurnsRule(), SolutionOnlySegmentsRule(),
        ]
        let folderRules: [any ValidationRule] = [
            ManifestMissingRule(), ManifestDecodeRule(), ManifestUniverseRule(), ManifestTotalRule(),
            ManifestDuplicateIdRule(), ManifestEntryWithoutFileRule(), ManifestFileWithoutEntryRule(),
            ManifestEntryFieldsRule(), ManifestStoryNumberRule(), ManifestStoryLevelsRule(), ManifestOrderRule(),
            PacksMissingRule(), PackDuplicateIdRule(), PackTitleRule(), PackFreeStoriesRule(),
            PackDuplicateStoryRule(), PackStoryWithoutLabyrinthsRule(), PackStoryInNoPackRule(),
            SamplesMissingRule(), SamplesDecodeRule(), SamplesKeysRule(), SamplesDrawingRule(), SamplesGridSizeRule(),
            OrganicPictureRule(),
        ]
        return fileRules + mazeRules + folderRules
    }
}
