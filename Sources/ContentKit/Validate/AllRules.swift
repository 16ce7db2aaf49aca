extension Validator {
    /// Every rule, in a fixed order (findings are sorted anyway).
    static var allRules: [any ValidationRule] {
        let fileRules: [any ValidationRule] = [
            JSONSyntaxRule(), FileUnreadableRule(), JSONDuplicateKeyRule(), FolderSymlinkOutsideRule(),
            FolderUnknownFileRule(), PathOutsideRule(), LayoutLegacyFolderRule(), LayoutLegacyFileRule(),
            LayoutLegacyNameRule(), LabyrinthDecodeRule(), LabyrinthIdRule(), LabyrinthFileNameRule(),
            LabyrinthDifficultyRule(), LabyrinthComplexityRule(), LabyrinthLevelSuffixRule(),
            LabyrinthBackgroundColorRule(), LabyrinthCanvasRule(), LabyrinthDecorativeElementsRule(),
            LabyrinthEmptyTextRule(), LabyrinthQuestionRule(), LabyrinthItemRuleRule(), AudioMissingRule(),
            LabyrinthAgeRangeRule(), LevelPathWidthRule(), LevelItemCountRule(), LevelStartOnTopRowRule(),
            LabyrinthStartTooHighRule(), LabyrinthItemNearEdgeRule(), LabyrinthStartNearEndRule(),
            LevelAvoidObstaclesRule(),
            AvoidMissingRule(),
            AvoidWithoutRuleRule(), AvoidEmojiRule(), AvoidItemOverlapRule(), AvoidStartDistanceRule(),
            MazeUnknownShapeRule(), LimitsFileSizeRule(), LimitsEntriesRule(), LimitsObjectKeysRule(),
            LimitsTextLengthRule(),
        ]
        let mazeRules: [any ValidationRule] = [
            MazeDrawingRule(), MazeStartEndRule(), MazeClosedRule(), MazeReachableRule(), MazeSolutionRule(),
            MazeSegmentsRule(), MazeDuplicateSegmentRule(), MazeItemsRule(), AvoidPlacementRule(), AvoidNearRouteRule(),
            AvoidAvoidableRule(), AvoidSolutionHitsRule(), OrganicPathRule(), OrganicItemsRule(), OrganicEarlyEndRule(),
            OrganicSelfTouchRule(), OrganicSharpBendRule(), OrganicItemOffStrokeRule(), MazeEarlyEndRule(),
            OrganicItemNearStartRule(), OrganicItemInEndCircleRule(), OrganicItemSpacingRule(),
            OrganicItemOnNarrowLobeRule(), LevelGridSizeRule(), LevelExtraConnectionsRule(), LevelSolutionShareRule(),
            LevelTurnsRule(), LevelSolutionOnlySegmentsRule(),
        ]
        let folderRules: [any ValidationRule] = [
            ManifestMissingRule(), ManifestDecodeRule(), ManifestUniverseRule(), ManifestTotalRule(),
            ManifestDuplicateIdRule(), ManifestEntryWithoutFileRule(), ManifestFileWithoutEntryRule(),
            ManifestEntryFieldsRule(), ManifestStoryNumberRule(), ManifestStoryLevelsRule(), ManifestOrderRule(),
            PacksMissingRule(), PacksDuplicateIdRule(), PacksEmptyTitleRule(), PacksFreeStoriesRule(),
            PacksDuplicateStoryRule(), PacksStoryWithoutLabyrinthsRule(), PacksStoryInNoPackRule(),
            SamplesMissingRule(), SamplesDecodeRule(), SamplesKeysRule(), SamplesDrawingRule(), SamplesGridSizeRule(),
            OrganicSamePictureRule(), AudioStaleRule(), AudioTextsDifferRule(), AudioUnplayableRule(),
        ]
        return fileRules + mazeRules + folderRules
    }
}
