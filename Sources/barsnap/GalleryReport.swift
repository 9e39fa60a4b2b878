import Basics
import SnapshotReport
import SnapshotSuite

/// `barsnap report --all`: every case of the configuration from the references on disk, as a gallery.
enum GalleryReport {
    /// The configuration's cases as the gallery groups them: by screen (every locale and variant of it together),
    /// the development language, light, phone and the default text size first.
    static func cases(_ config: BarSnapConfiguration) -> [GalleryCase] {
        let folder = OwnedFolder.within(config.directory, config.snapshotsDirectory)
        return config.cases.map { c in
            let scene = c.scene
            let key = c.caseKey ?? String(c.id.prefix { $0 != "." })
            let variant = c.id.hasPrefix(key + ".") ? String(c.id.dropFirst(key.count + 1)) : c.id
            let rank = [
                c.isDevelopmentLanguage ? 0 : 1, scene.colorScheme == .light ? 0 : 1,
                scene.screen.idiom == .phone ? 0 : 1, scene.contentSize == .large ? 0 : 1,
            ]
            // A case using its owner's reference (`shareLocales`) shows that file and says so.
            let shares = c.sharedOwner.flatMap { owner in
                (try? folder.appending(c.referencePath)).map { $0.kind == .missing ? owner.id : nil } ?? nil
            }
            return GalleryCase(
                id: c.id, screen: c.screen ?? key, locale: c.locale, variant: variant, rank: rank,
                referenceFile: c.referenceFile, sharesWith: shares)
        }
    }

    static func write(config: BarSnapConfiguration, output: String, force: Bool) throws -> GalleryWriter.Outcome {
        let writer = GalleryWriter(
            output: output, snapshots: OwnedFolder.within(config.directory, config.snapshotsDirectory), force: force,
            title: String(config.file.split(separator: "/").last ?? "barsnap.json"))
        return try writer.write(cases(config))
    }
}
