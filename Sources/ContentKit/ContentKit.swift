// Content pipeline: JSON documents, config, generate, migrate, validate.
