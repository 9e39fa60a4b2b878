import Testing
import Basics
import PNGCodec
#if canImport(Glibc)
import Glibc
#endif

/// SIGKILL during `barsnap record`: every reference is byte-equal to the old file or to the new one, never
/// partial, and `manifest.json` always parses. The references start stale (each holds another case's image),
/// so record rewrites every one of them; kills land at random moments from process start to the end of the run.
///
/// Debug binaries start slowly, so this test makes `BARSNAP_CRASH_KILLS` kills (default 12) on three cases;
/// `Scripts/crash-safety` runs the same loop on a release build with 100+ kills over more cases.
@Suite(.serialized) struct CrashSafetyTests {
    static let cases = ["back.phone-44@3x.png", "back-hidden.phone-44@3x.png", "back-left-supplement.phone-44@3x.png"]
    static let filter = "buttons/back*.phone-44@3x"

    /// Starts `barsnap args…` with stdout/stderr discarded; returns its pid.
    func spawn(_ args: [String]) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([CLI.executable] + args).map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        var pid: pid_t = 0
        let rc = posix_spawn(&pid, CLI.executable, &actions, nil, argv, environ)
        guard rc == 0 else { throw FileError(path: CLI.executable, reason: "posix_spawn failed: \(rc)") }
        return pid
    }

    func wait(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return status
    }

    func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    @Test func sigkillDuringRecordLeavesOldOrNewReferencesAndAValidManifest() throws {
        let kills = ProcessInfoLite.int("BARSNAP_CRASH_KILLS") ?? 12
        let root = try CLI.scratchPackage()
        let group = root + "/Snapshots/buttons"
        let artifacts = root + "/artifacts"
        // new = what record writes here (the committed reference's pixels with this machine's fingerprint; set by
        // the first, uncut run below), old = the next case's committed reference.
        var new: [String: [UInt8]] = [:], old: [String: [UInt8]] = [:]
        for (i, name) in Self.cases.enumerated() {
            old[name] = try FileIO.read(
                CLI.packageRoot + "/Snapshots/buttons/" + Self.cases[(i + 1) % Self.cases.count])
        }
        func makeStale() throws {
            for name in Self.cases where try FileIO.read(group + "/" + name) != old[name]! {
                try FileIO.writeAtomically(old[name]!, to: group + "/" + name)
            }
        }
        for name in Self.cases { try FileIO.writeAtomically(old[name]!, to: group + "/" + name) }
        let args = [
            "record", "--config", root + "/barsnap.json", "--filter", Self.filter, "--artifacts", artifacts, "--jobs",
            "1"
        ]

        // One uncut run, watched: when the first reference is replaced (its inode changes: write to a temporary
        // file, then rename) and when the last one is. Most kills land in that window, the rest anywhere.
        func inodes() -> [UInt] {
            Self.cases.map { name in
                var st = stat()
                return stat(group + "/" + name, &st) == 0 ? UInt(st.st_ino) : 0
            }
        }
        let before = inodes()
        let t0 = now()
        let watched = try spawn(args)
        var firstWrite: Double?, lastWrite: Double?
        var status: Int32 = 0
        while true {
            let changed = zip(before, inodes()).filter { $0 != $1 }.count
            let t = now() - t0
            if changed > 0, firstWrite == nil { firstWrite = t }
            if changed == Self.cases.count, lastWrite == nil { lastWrite = t }
            if waitpid(watched, &status, WNOHANG) == watched { break }
            usleep(200)
        }
        let duration = now() - t0
        #expect(status == 0, "uncut record run failed: status \(status)")
        let fingerprint = try CLI.run(["env", "--short"]).stdout.split(separator: "\n").first.map(String.init)
        for name in Self.cases {
            let written = try FileIO.read(group + "/" + name)
            let png = try PNG.decode(written, name: name)
            #expect(
                png.bitmap == (try PNG.decode(file: CLI.packageRoot + "/Snapshots/buttons/" + name).bitmap),
                "\(name) not recorded")
            #expect(png.text["barsnap:environment"] == fingerprint)
            new[name] = written
        }
        let windowStart = max(0, (firstWrite ?? 0) - 0.02), windowEnd = min(duration, (lastWrite ?? duration) + 0.02)

        var centre = (windowStart + windowEnd) / 2
        let spread = max(0.05, (windowEnd - windowStart) / 2)
        var midRun = 0, leftovers = 0
        for k in 0..<kills {
            try makeStale()
            // Load on the machine shifts the write window from run to run, so its centre follows the outcomes:
            // all old → later, all new → earlier. Every fourth kill is anywhere in the run.
            let delay = k % 4 == 3 ? Double.random(in: 0...(duration * 1.1))
                                   : max(0, centre + Double.random(in: -spread...spread))
            let pid = try spawn(args)
            usleep(useconds_t(delay * 1e6))
            kill(pid, SIGKILL)
            _ = wait(pid)
            var fresh = 0
            for name in Self.cases {
                let bytes = try FileIO.read(group + "/" + name)
                #expect(
                    bytes == old[name]! || bytes == new[name]!,
                    "kill \(k) after \(delay) s: \(name) is neither old nor new (\(bytes.count) bytes)")
                if bytes == new[name]! { fresh += 1 }
            }
            if fresh > 0 && fresh < Self.cases.count { midRun += 1 }
            if k % 4 != 3 {
                if fresh == 0 { centre += spread / 2 } else if fresh == Self.cases.count { centre -= spread / 2 }
            }
            let manifest = artifacts + "/manifest.json"
            if FileIO.exists(manifest) {
                let text = try FileIO.read(manifest)
                #expect((try? JSON.parse(text)) != nil, "kill \(k): manifest.json is not valid JSON")
            }
            // A kill between mkstemp and rename leaves a hidden temporary file; never at a reference's path.
            for entry in try FileIO.listDirectory(group) where entry.hasPrefix(".") {
                leftovers += 1
                unlink(group + "/" + entry)
            }
        }
        print(
            """
                crash safety: \(kills) kills, writes at \(Int(windowStart * 1000))…\(Int(windowEnd * 1000)) ms of a\
                 \(Int(duration * 1000)) ms run, \(midRun) mid-run (some references new, some old), \(leftovers)\
                 temporary files left behind
                """
        )
        #expect(kills >= 1)
        // Finally an uncut run still records everything.
        try makeStale()
        #expect(wait(try spawn(args)) == 0)
        for name in Self.cases { #expect(try FileIO.read(group + "/" + name) == new[name]!) }
        #expect((try? JSON.parse(FileIO.read(artifacts + "/manifest.json"))) != nil)
    }
}

enum ProcessInfoLite {
    static func int(_ name: String) -> Int? { getenv(name).flatMap { Int(String(cString: $0)) } }
}
