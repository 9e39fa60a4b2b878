import Basics
import Foundation
import Testing

/// Reading a recorded asset back from git never runs git on the checkout's terms: a folder a pull request made look
/// like a bare repository (HEAD, objects/, refs/ and a config whose promisor remote's upload-pack is a shell
/// command) is never taken for a repository, and even the real repository fetches nothing.
@Suite(.serialized) struct GitBlobAttackTests {
    static func scratch() throws -> String {
        let dir = NSTemporaryDirectory() + "barsnap-git-attack-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    /// Makes `folder` look like a bare partial clone whose lazy fetch runs `touch CANARY`.
    static func plantBareRepository(in folder: String, canary: String) throws {
        try FileManager.default.createDirectory(atPath: folder + "/objects", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/refs/heads", withIntermediateDirectories: true)
        try "ref: refs/heads/main\n".write(toFile: folder + "/HEAD", atomically: true, encoding: .utf8)
        try """
            [core]
            \trepositoryformatversion = 1
            \tbare = true
            \tfsmonitor = "touch \(canary)"
            [extensions]
            \tpartialClone = origin
            [remote "origin"]
            \turl = \(folder)
            \tpromisor = true
            \tuploadpack = "touch \(canary); false"
            """.write(toFile: folder + "/config", atomically: true, encoding: .utf8)
    }

    static let missing = "1234567890123456789012345678901234567890"

    @Test func aBareRepositoryInTheConfigurationFolderIsNeverUsed() throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let canary = root + "/CANARY"
        let config = root + "/ios"
        try Self.plantBareRepository(in: config, canary: canary)
        // Git itself, asked the way 0.11 asked it, runs the command: the attack is real.
        if GitBlob.run(["git", "--version"], limit: 1_000) != nil {
            _ = GitBlob.run(["git", "-C", config, "cat-file", "blob", Self.missing], limit: 1_000)
            #expect(FileManager.default.fileExists(atPath: canary), "the planted repository should fire in plain git")
            try? FileManager.default.removeItem(atPath: canary)
        }
        #expect(GitBlob.repository(above: config) == nil)
        #expect(GitBlob.read(Self.missing, in: config, limit: 1_000) == nil)
        #expect(!FileManager.default.fileExists(atPath: canary))
    }

    @Test func theWorkTreesOwnRepositoryIsReadAndFetchesNothing() throws {
        guard GitBlob.run(["git", "--version"], limit: 1_000) != nil else { return }
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let canary = root + "/CANARY"
        let repo = root + "/app"
        try FileManager.default.createDirectory(atPath: repo, withIntermediateDirectories: true)
        _ = GitBlob.run(["git", "init", "-q", repo], limit: 10_000)
        try "hello\n".write(toFile: repo + "/a.txt", atomically: true, encoding: .utf8)
        let id = GitBlob.run(["git", "-C", repo, "hash-object", "-w", "a.txt"], limit: 1_000)
            .map { String(decoding: $0, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) }
        #expect(id == GitBlob.id(of: Array("hello\n".utf8)))
        // A bare-looking folder inside the work tree, where the configuration lives: the work tree's .git wins.
        let config = repo + "/ios"
        try Self.plantBareRepository(in: config, canary: canary)
        #expect(GitBlob.repository(above: config) == repo + "/.git")
        #expect(GitBlob.read(id ?? "", in: config, limit: 1_000) == Array("hello\n".utf8))
        // The real repository made a promisor whose upload-pack is a command: a missing blob fetches nothing.
        let hostile = """
            [extensions]
            \tpartialClone = origin
            [remote "origin"]
            \turl = \(config)
            \tpromisor = true
            \tuploadpack = "touch \(canary); false"
            """
        let configFile = repo + "/.git/config"
        let original = try String(contentsOfFile: configFile, encoding: .utf8)
        try (original.replacingOccurrences(of: "repositoryformatversion = 0", with: "repositoryformatversion = 1")
            + hostile + "\n").write(toFile: configFile, atomically: true, encoding: .utf8)
        #expect(GitBlob.read(Self.missing, in: config, limit: 1_000) == nil)
        #expect(!FileManager.default.fileExists(atPath: canary))
    }

    @Test func aLinkedDotGitIsNotFollowed() throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Self.plantBareRepository(in: root + "/elsewhere", canary: root + "/CANARY")
        try FileManager.default.createDirectory(atPath: root + "/app", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root + "/app/.git", withDestinationPath: root + "/elsewhere")
        #expect(GitBlob.repository(above: root + "/app") == nil)
        #expect(GitBlob.read(Self.missing, in: root + "/app", limit: 1_000) == nil)
        #expect(!FileManager.default.fileExists(atPath: root + "/CANARY"))
    }
}
