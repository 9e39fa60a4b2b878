import ArgumentParser
import Basics
import SnapshotSuite
import BarModel

/// `barsnap schema scene|config [--markdown]`: the JSON Schemas (draft 2020-12) editors use for completion, and the
/// references, generated from the tables the parsers read.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema of a scene spec or of barsnap.json (or, with --markdown, its reference).",
        discussion: """
        Both are generated from the tables the parsers read, so they always describe what BarSnap accepts. Save one \
        and point a file's "$schema" at it for completion in editors: `barsnap schema scene >\
         .barsnap/scene.schema.json`.
        """)

    enum Document: String, ExpressibleByArgument, CaseIterable {
        case scene, config
    }

    @Argument(help: "scene or config.")
    var document: Document

    @Flag(help: "The Markdown reference instead of the JSON Schema.")
    var markdown = false

    func run() throws {
        switch (document, markdown) {
        case (.config, false): printDocument(ConfigurationSchema.jsonSchema.serialized(indent: 2))
        case (.config, true): printDocument(ConfigurationSchema.markdown, terminator: "")
        case (.scene, false): printDocument(SpecSchema.jsonSchema.serialized(indent: 2))
        case (.scene, true): printDocument(SpecSchema.markdown, terminator: "")
        }
    }
}
