import ArgumentParser
import Basics
import Pipeline
import PNGCodec
import Transitions

struct TransitionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "transition",
        abstract: "Compose a push/pop frame (or a filmstrip) between two scene specs.",
        discussion: """
        The kind follows the transition rule: fade between two custom bars (shown, opaque) of the same \
        height, slide otherwise (different heights, no bar, UIKit's bar, a translucent toolbar: each screen \
        carries its bar); --kind forces one (none, fade, slide, interactive; interactive between a bar and no bar \
        keeps the bar in place and fades it with the finger). Progress 0 is FROM's own render, 1 is TO's. Give exactly\
         one of --progress (the animation \
        fraction, applied directly), --time (seconds through the system curves: ease-in-out over 0.5 s for \
        the fade, the push spring — mass 3, stiffness 1000, damping 500 — for slides) or --frames (a filmstrip \
        of N evenly spaced frames, p = 0 … 1, with 1-device-pixel separators).
        """)

    @Argument(help: "The source scene spec (the screen shown before).")
    var from: String

    @Argument(help: "The destination scene spec.")
    var to: String

    @Option(help: "Animation progress 0…1.")
    var progress: Double?

    @Option(help: "Seconds since the transition started, mapped through the system curve.")
    var time: Double?

    @Option(help: "Write a filmstrip of N frames instead of one frame.")
    var frames: Int?

    @Option(help: "Force the kind instead of the rule's choice.")
    var kind: TransitionKind?

    @Flag(help: "A pop (the top screen leaves to the right) instead of a push.")
    var pop = false

    @Option(name: .shortAndLong, help: "The PNG to write.")
    var output: String

    @OptionGroup var fontOptions: FontOptions

    func validate() throws {
        let given = [progress != nil, time != nil, frames != nil].filter { $0 }.count
        guard given == 1 else { throw ValidationError("give exactly one of --progress, --time or --frames") }
        if let progress, !(progress.isFinite && (0...1).contains(progress)) {
            throw ValidationError("--progress must be a number from 0 to 1, not \(progress)")
        }
        if let time, !(time.isFinite && time >= 0) { throw ValidationError("--time must be a number of seconds ≥ 0") }
        if let frames, frames < 1 { throw ValidationError("--frames must be at least 1") }
    }

    func run() throws {
        try reportingErrors {
            let fonts = try fontOptions.resolved()
            let renderer = try TransitionRenderer(
                from: Pipeline.loadScene(file: from, fonts: fonts),
                to: Pipeline.loadScene(file: to, fonts: fonts), direction: pop ? .pop : .push)
            let forced = kind
            let bitmap: Bitmap
            if let frames {
                bitmap = try renderer.filmstrip(kind: forced, count: frames)
            } else {
                let chosen = forced ?? renderer.decidedKind
                let p = try progress ?? TransitionTiming.progress(at: time ?? 0, kind: chosen)
                bitmap = try renderer.frame(kind: chosen, progress: p)
            }
            try PNG.writeOutput(
                bitmap, text: [("barsnap:environment", try Pipeline.fingerprint(for: [renderer.from, renderer.to]))],
                to: output)
        }
    }
}
