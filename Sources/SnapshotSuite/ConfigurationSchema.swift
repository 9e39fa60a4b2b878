import Basics
import Verdict
import BarModel
import Transitions

/// `barsnap.json`'s keys, types, defaults and meanings: the table the configuration parser reads, and from which
/// `barsnap schema config` and the configuration reference are generated.
package enum ConfigurationSchema {
    static let transitionKinds = TransitionKind.allCases.map(\.rawValue)

    /// A tolerance object: made by the comparison modes (`ComparisonModes`), each bringing its name and its keys.
    public static let tolerance = ComparisonModes.schema(ComparisonModes.builtIn)

    static var matrix: SchemaType {
        .dictionary(of: .array(of: .any, minItems: 1, maxItems: nil), keys: SpecParser.topLevelKeys)
    }

    public static let transition = SchemaObject(
        name: "transition",
        summary:
            """
                A push or pop between two scene specs: frames at given progress values and/or a filmstrip. Its\
                 reference is `<suite>/<name>.<variant>.<kind>-<progress>.png` (`…-<N>frames.png` for a filmstrip),\
                 with the variant of the `from` side.
                """,
        properties: [
            SchemaProperty("name", .path, "The case name; may use `{<matrix key>}` placeholders."),
            SchemaProperty("from", .path, "The source screen's scene spec (relative to barsnap.json)."),
            SchemaProperty("to", .path, "The destination screen's scene spec."),
            SchemaProperty(
                "kind", .choice(transitionKinds, what: "transition kind"),
                default: "the transition rule: `fade` for equal bar heights, `slide` otherwise",
                "What the toolbar does during the change."),
            SchemaProperty(
                "direction", .choice(["push", "pop"], what: "direction"), default: "`push`",
                "`push`: the destination enters from the right. `pop`: the source leaves to the right."),
            SchemaProperty(
                "progress", .array(of: .number(.fraction), minItems: 1, maxItems: nil),
                "Frames to check, 0 (the source) … 1 (the destination)."),
            SchemaProperty(
                "frames", .integer(2...ConfigurationFile.maxFrames),
                "A filmstrip of this many evenly spaced frames, stacked top to bottom."),
            SchemaProperty(
                "matrix", matrix, "Scene-spec keys and their values, every combination merged over both sides.")
        ],
        required: ["name", "from", "to"])

    public static let scan = SchemaObject(
        name: "scan",
        summary:
            """
                An app's own code as the suite's scenes (`barsnap scan`): its UIKit view controllers' navigation items,\
                 storyboards, string tables and asset catalogs, one spec per screen. Needs the BarSnapScan product (the\
                 `barsnap` command has it).
                """,
        properties: [
            SchemaProperty(
                "sources", .array(of: .path, minItems: 1, maxItems: nil),
                """
                    Folders, files and globs (`*`, `?`, `**`), relative to barsnap.json: Swift files, storyboards,\
                     xibs, `.strings`, `.xcstrings` and `.xcassets` under them are read.
                    """
            ),
            SchemaProperty(
                "transitions", .boolean, default: "`false`",
                """
                    Each push the scan finds also gives a transition case: the pusher's bar to the pushed screen's at\
                     progress 0.5 (`<suite>/<Pusher>-to-<Screen>.<variant>.<kind>-0.5`), the kind chosen as for any\
                     push.
                    """
            ),
            SchemaProperty(
                "unresolved", .choice(["placeholder", "skip", "error"], what: nil), default: "`\"placeholder\"`",
                """
                    What a field the scan could not read becomes: a visibly marked box or `{expression}` text\
                     (`placeholder`), no case for that screen (`skip`), or an error naming each field (`error`).
                    """
            ),
            SchemaProperty(
                "hints", .dictionary(of: .oneOf([.string(nonEmpty: true), .object(SpecSchema.item)]), keys: nil),
                """
                    Values static reading cannot know, by the expression as written (`\"Theme.barTint()\":\
                     \"#FF2D55\"`, `\"user.name\": \"Ada\"`): a colour or a text, or a bar item as a scene spec\
                     writes one (`\"PartnerBadgeButton()\": {\"symbol\": \"star\"}`). A hint that matches nothing\
                     is an error.
                    """
            ),
            SchemaProperty(
                "theme", .string(nonEmpty: true),
                "The case of the app's theme `switch` to draw (`dark`); default: the first case, else `default`."),
            SchemaProperty(
                "otherLocales", .choice(["error", "development"], what: nil), default: "`\"error\"`",
                """
                    A matrix `locale` the app ships no strings for: an error naming the locales it ships (`error`), or\
                     drawn in the development language (`development`).
                    """
            ),
            SchemaProperty(
                "skip", .array(of: .path, minItems: 0, maxItems: nil),
                """
                    Files and folders (globs allowed: `Vendor/**`), relative to barsnap.json, left out on purpose:\
                     never read. Any other source the scan refuses (too large, nested too deeply, over the reading\
                     budget, not parsable) fails the suite, naming the file and the reason.
                    """
            )
        ],
        required: ["sources"])

    public static let suite = SchemaObject(
        name: "suite",
        summary:
            """
                A folder of references: scene specs (× matrix × overlays) and/or transitions. A still case's reference\
                 is `<snapshots>/<suite>/<caseName>.<variant>.png`.
                """,
        properties: [
            SchemaProperty(
                "name", .path,
                """
                    The folder under `snapshots`: letters, digits, `.`, `_`, `-`…, no `/`, no leading dot. Several\
                     suites may share one.
                    """
            ),
            SchemaProperty(
                "specs", .array(of: .path, minItems: 1, maxItems: nil),
                """
                    Scene-spec files and globs (`*`, `?`, `**`), relative to barsnap.json; each file's stem names its\
                     cases.
                    """
            ),
            SchemaProperty(
                "scan", .object(scan),
                """
                    Scenes read from an app's code instead of spec files: one case stem per screen (the view\
                     controller's type name; `-<locale>` for a locale other than the app's development language). A\
                     `locale` matrix value `\"all\"` stands for every locale the app's string tables have.
                    """
            ),
            SchemaProperty(
                "matrix", matrix, default: "none: each spec as it is",
                """
                    Top-level scene-spec keys, each with a list of values: every combination (a cartesian product in\
                     the file's key order) is merged over each spec — objects key by key, anything else replaced.
                    """
            ),
            SchemaProperty(
                "overlays",
                .array(of: .dictionary(of: .any, keys: SpecParser.topLevelKeys), minItems: 1, maxItems: nil),
                "Partial scene specs merged over each spec after the matrix: one case per overlay."),
            SchemaProperty(
                "caseName", .path, default: "`{stem}`",
                """
                    The case name: `{stem}` and `{<matrix key>}` placeholders (values that are strings, numbers or\
                     booleans).
                    """
            ),
            SchemaProperty(
                "tolerance", .object(tolerance), default: "the top-level tolerance",
                "Replaces the top-level tolerance for this suite."),
            SchemaProperty(
                "transitions", .array(of: .object(transition), minItems: 0, maxItems: nil), "Transition cases."),
            SchemaProperty(
                "checks", .object(checks), default: "the top-level checks",
                "Layout checks for this suite's still cases, over the top-level ones (key by key)."),
            SchemaProperty(
                "references", references, default: "the top-level `references`",
                "How this suite keeps its references."),
            SchemaProperty(
                "shareLocales", .boolean, default: "`false`",
                """
                    A `scan` suite with PNG references: a locale's case that draws exactly what the same screen and\
                     variant draws in the first locale of the configuration keeps no reference of its own; it is\
                     checked against that locale's (`barsnap init` turns it on for an app with several locales).
                    """)
        ],
        required: ["name"])

    /// `references`: PNG images or scene text.
    static let references = SchemaType.choice(ReferenceFormat.allCases.map(\.rawValue), what: "reference format")
    static let referencesSummary =
        """
            `png`: each reference is the image (`<case>.png`). `scene`: each reference is text (`<case>.scene.json`:\
             the resolved scene, its images and fonts by path and git blob id, the SHA-256 of its pixels, the\
             environment fingerprint and the description), a few kilobytes that diff well in review; `verify` renders\
             the recorded scene when it changed, and `barsnap render-refs` draws the pictures on demand.
            """

    public static let root = SchemaObject(
        name: "configuration",
        summary:
            """
                The bars to snapshot: found in the current directory or the nearest one above; paths are relative to\
                 the file.
                """,
        properties: [
            SchemaProperty("snapshots", .path, default: "`Snapshots`", "The references' folder."),
            SchemaProperty(
                "artifacts", .path, default: "`BARSNAP_ARTIFACTS`, else `.build/barsnap-artifacts` next to the file",
                "Where failures' images, `manifest.json` and `summary.json` go."),
            SchemaProperty(
                "tolerance", .object(tolerance), default: "`{\"mode\": \"exact\"}`",
                "The default comparison of every suite."),
            SchemaProperty(
                "environmentTolerance", .object(tolerance), default: "none: such a difference fails as `environment`",
                """
                    Used only when a case fails its own tolerance and its reference was recorded in another environment\
                     (a fingerprint field both sides have differs: another FreeType, an arm64 machine…). A case that\
                     passes only thanks to it is reported as \"passed (environment)\", never as a plain pass; on the\
                     recording environment the comparison stays as strict as `tolerance`.
                    """
            ),
            SchemaProperty(
                "fonts", .array(of: .path, minItems: 0, maxItems: FontFiles.maxFiles),
                """
                    Font files (`.ttf`, `.otf`, `.ttc`) and globs (`*`, `?`, `**`), relative to the file: they join\
                     every case's private font set (and `assertSnapshot(of: scene)`'s in tests below the file) ahead of\
                     Inter, VL PGothic and DejaVu Sans, which stay as fallbacks — never the machine's fonts. Font\
                     objects name them with `family`; each file's name and SHA-256 are part of the references'\
                     environment fingerprint.
                    """
            ),
            SchemaProperty(
                "checks", .object(checks), default: "every check a warning but `tapTarget` and `contrast` (off)",
                """
                    Layout checks run over every still case after it passes its pixel comparison: `{\"truncation\":\
                     \"error\", \"tapTarget\": \"off\"}`. A finding of an `error` check fails the case as *layout*,\
                     with the finding in words.
                    """
            ),
            SchemaProperty("references", references, default: "`png`", referencesSummary),
            SchemaProperty("suites", .array(of: .object(suite), minItems: 1, maxItems: nil), "At least one suite.")
        ],
        required: ["suites"])

    /// `barsnap schema config`.
    public static var jsonSchema: JSON {
        SchemaDocuments.jsonSchema(id: "barsnap.schema.json", title: "barsnap.json",
                                   root: root, extraRootKeys: ["$schema"])
    }
}

extension ConfigurationSchema {
    /// The configuration reference (DocC article `ConfigurationReference`), generated from the table above.
    public static var markdown: String {
        SchemaDocuments.markdown(title: "barsnap.json reference", introduction: """
            Every key `barsnap.json` may hold, generated from the table its parser reads (`barsnap schema config \
            --markdown`). Unknown keys are errors; every object may also carry a `"$comment"` string, and the top \
            level a `"$schema"` string (for editors: `barsnap schema config` prints the JSON Schema).

            ```json
            {
              "$schema": ".barsnap/barsnap.schema.json",
              "snapshots": "Snapshots",
              "tolerance": {"mode": "exact"},
              "suites": [
                {"name": "recipe", "specs": ["Specs/recipe/*.json"],
                 "matrix": {"device": ["iphone-se", "iphone-15", "ipad-11"], "orientation": ["portrait", "landscape"]}},
                {"name": "flows", "transitions": [
                  {"name": "push-red", "from": "Specs/list.json", "to": "Specs/detail.json", "progress": [0, 0.5, 1],\
             "frames": 5}]}
              ]
            }
            ```

            A still case's id is `<suite>/<caseName>.<variant>` and its reference\
             `<snapshots>/<suite>/<caseName>.<variant>.png`; \
            the variant is derived from the parsed scene (idiom, `sheet`, `landscape`, `prompt`/`large`, bar height, \
            `screen`, scale — e.g. `phone-44@3x`), so a name cannot lie. Errors name the file and the JSON path and\
             come \
            before anything renders.
            """, root: root, rootName: "barsnap.json")
    }
}
