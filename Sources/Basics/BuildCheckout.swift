/// Where the running barsnap was built from: the BarSnap checkout holding this source file (its path is fixed when
/// the binary is compiled). `barsnap init` writes that checkout's `origin` URL into the workflow it generates, so a
/// team that cloned BarSnap from its own server gets a workflow that clones the same place. Only files are read
/// (`.git/config`, or the `gitdir:` file of a worktree and its `commondir`), never git itself.
package enum BuildCheckout {
    /// The placeholder written when no usable URL is found; the workflow and `init`'s output say to replace it.
    public static let placeholder = "SET-BARSNAP_GIT-to-a-Git-URL-of-BarSnap"
    /// This file's path in the checkout the binary was compiled from.
    static let thisFile: String = #filePath

    /// The `origin` remote URL of the checkout this file was compiled in, when it has one that is safe to write
    /// into a workflow (see `isSafeURL`); nil otherwise.
    public static func originURL(sourceFile: String = thisFile) -> String? {
        var dir = FileIO.parentDirectory(of: sourceFile)
        for _ in 0..<6 {
            if let config = gitConfigPath(checkout: dir), let url = originURL(config: config) { return url }
            if FileIO.exists(Glob.join(dir, "Package.swift")) { return nil }
            let up = FileIO.parentDirectory(of: dir)
            if up == dir || up.isEmpty { return nil }
            dir = up
        }
        return nil
    }

    /// The config file of the repository whose work tree is `checkout`: `.git/config`, or for a worktree (a `.git`
    /// file naming its `gitdir:`) the config of the main repository its `commondir` names.
    static func gitConfigPath(checkout: String) -> String? {
        let dotGit = Glob.join(checkout, ".git")
        if FileIO.isDirectory(dotGit) { return Glob.join(dotGit, "config") }
        guard let text = readSmall(dotGit), text.hasPrefix("gitdir:") else { return nil }
        var gitdir = text.dropFirst("gitdir:".count).trimmingWhitespace
        if !gitdir.hasPrefix("/") { gitdir = Glob.join(checkout, gitdir) }
        if let common = readSmall(Glob.join(gitdir, "commondir"))?.trimmingWhitespace, !common.isEmpty {
            return Glob.join(common.hasPrefix("/") ? common : Glob.join(gitdir, common), "config")
        }
        return Glob.join(gitdir, "config")
    }

    /// The `url` of `[remote "origin"]` in a git config file, if safe.
    static func originURL(config path: String) -> String? {
        guard let text = readSmall(path) else { return nil }
        return originURL(configText: text)
    }

    static func originURL(configText text: String) -> String? {
        var inOrigin = false
        for raw in text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            let line = String(raw).trimmingWhitespace
            if line.hasPrefix("[") {
                inOrigin = line == "[remote \"origin\"]"
                continue
            }
            guard inOrigin, let eq = line.firstIndex(of: "=") else { continue }
            guard String(line[..<eq]).trimmingWhitespace == "url" else { continue }
            let url = String(line[line.index(after: eq)...]).trimmingWhitespace
            return isSafeURL(url) ? url : nil
        }
        return nil
    }

    /// A URL or path made only of characters that need no quoting in YAML or a shell word and cannot start an
    /// expression (`${{`), an option (`-`) or a comment: anything else is not written (the placeholder is).
    public static func isSafeURL(_ url: String) -> Bool {
        guard !url.isEmpty, url.count <= 512, !url.hasPrefix("-") else { return false }
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._~:/@+-%")
        return url.allSatisfy { allowed.contains($0) }
    }

    private static func readSmall(_ path: String) -> String? {
        guard !FileIO.isSymbolicLink(path), let bytes = try? FileIO.read(path, limit: 64 << 10) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension StringProtocol {
    fileprivate var trimmingWhitespace: String {
        let chars = Array(self)
        var start = 0
        var end = chars.count
        while start < end, chars[start].isWhitespace { start += 1 }
        while end > start, chars[end - 1].isWhitespace { end -= 1 }
        return String(chars[start..<end])
    }
}

/// The branch a repository's pushes are built on, read from its `.git` folder's files (never git, never a link,
/// nothing outside the repository): `refs/remotes/origin/HEAD` (the remote's default branch), else `HEAD` (the
/// branch checked out). Nil when neither names a branch `isSafe` accepts.
package enum DefaultBranch {
    public static func read(repository root: String) -> String? {
        let dotGit = Glob.join(root, ".git")
        guard !FileIO.isSymbolicLink(dotGit), FileIO.isDirectory(dotGit) else { return nil }
        let candidates = [("refs/remotes/origin/HEAD", "refs/remotes/origin/"), ("HEAD", "refs/heads/")]
        for (file, prefix) in candidates {
            let path = Glob.join(dotGit, file)
            guard !FileIO.isSymbolicLink(path), let bytes = try? FileIO.read(path, limit: 4096) else { continue }
            if let name = branch(String(decoding: bytes, as: UTF8.self), prefix: prefix) { return name }
        }
        return nil
    }

    /// The branch of a symbolic ref file's text (`ref: <prefix><name>`), if safe.
    static func branch(_ text: String, prefix: String) -> String? {
        let line = text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).first.map(String.init) ?? ""
        guard line.hasPrefix("ref: " + prefix) else { return nil }
        let name = String(line.dropFirst(("ref: " + prefix).count))
        return isSafe(name) ? name : nil
    }

    /// A branch name that needs no quoting in YAML or a shell word: letters, digits, `.`, `_`, `-`, `/`, not
    /// starting with `-` or `.`, at most 200 characters.
    public static func isSafe(_ name: String) -> Bool {
        guard !name.isEmpty, name.count <= 200, !name.hasPrefix("-"), !name.hasPrefix(".") else { return false }
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-/")
        return name.allSatisfy { allowed.contains($0) }
    }
}
