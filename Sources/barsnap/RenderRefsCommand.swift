import ArgumentParser
import Basics
import PNGCodec
import Verdict
import SnapshotSuite

/// `barsnap render-refs DIR`: the pictures of scene references, drawn from their recorded text.
struct RenderRefsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render-refs",
        abstract: """
            Draw the recorded scenes of scene references (.scene.json) as PNGs into DIR, for anyone who wants pictures.
            """,
        discussion: """
        Each selected case whose reference is scene text gives DIR/<case id>.png, drawn from the recorded scene with \
        the recorded images and fonts (from git when the working tree has changed them). A picture whose pixels differ \
        from the recorded hash is still written and named on a line of its own (BarSnap or this machine draws it \
        differently). DIR must be empty, missing or BarSnap's (as for artifacts); nothing outside it is written.
        """)

    @Argument(help: "The folder to write the PNGs to.")
    var directory: String

    @OptionGroup var config: ConfigOption
    @OptionGroup var selection: SelectionOptions

    @Flag(help: "Write into a non-empty folder BarSnap did not create.")
    var force = false

    func run() throws {
        var problems = 0
        try reportingErrors {
            let configuration = try config.load()
            let cases = selection.select(configuration.cases).filter { $0.referenceFormat == .scene }
            guard !cases.isEmpty else {
                throw ValidationError(
                    "no selected case of \(configuration.file) keeps scene references (\"references\": \"scene\")")
            }
            let out = OwnedFolder(base: directory)
            try ArtifactsFolder.claim(out, force: force, what: "render-refs output")
            let snapshots = OwnedFolder.within(configuration.directory, configuration.snapshotsDirectory)
            let text = SceneText(root: configuration.directory, scratch: out.child(".scene-fonts"))
            var written = 0
            for c in cases {
                let file = try snapshots.appending(c.referenceFile)
                do {
                    guard let bytes = try file.read(limit: SceneReference.maxFileBytes + 1) else {
                        printError(
                            """
                                barsnap render-refs: no reference at \(file.path) (`barsnap record --filter\
                                 \(shellQuoted(c.id))` records it)
                                """
                        )
                        problems += 1
                        continue
                    }
                    let reference: SceneReference
                    do { reference = try SceneReference.parse(bytes) } catch let e as JSONPathError {
                        throw FileError(path: file.path, reason: e.description)
                    }
                    let bitmap = try text.render(reference)
                    let chunks = reference.environment.map { [(SnapshotConfiguration.fingerprintKey, $0)] } ?? []
                    try out.appending(c.referencePath).write(
                        try PNG.encodeCompact(bitmap, text: chunks), durable: false)
                    written += 1
                    if PixelHash(bitmap) != reference.pixels {
                        print(
                            "drawn differently here: \(c.id) (recorded \(reference.pixels), now \(PixelHash(bitmap)))")
                    }
                } catch {
                    printError("barsnap render-refs: \(c.id): \(error)")
                    problems += 1
                }
            }
            print(
                Line(
                    "rendered \(written) reference(s) into \(directory)"
                        + (problems > 0 ? ", \(problems) could not be drawn" : "")))
        }
        if problems > 0 { throw ExitCode(1) }
    }
}
