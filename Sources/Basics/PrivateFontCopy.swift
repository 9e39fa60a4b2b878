#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A user's font file read once and handed to fontconfig as a private copy.
///
/// fontconfig and FreeType open a font by path, again and again. A pull request's process could swap the file
/// (for a link to a secret, a FIFO, or a font bomb) after BarSnap checked it. So the file is opened once without
/// following a final link, checked on that descriptor (a regular file, at most `FontFiles.maxFileBytes`, a
/// WOFF/WOFF2 within the decoded bound), read into memory and written to a file in a folder BarSnap creates for
/// itself (`mkdtemp`, mode 0700); that file is then unlinked and fontconfig reads it as `/proc/self/fd/N`, which
/// no other process can replace. Where `/proc` is missing, the private file stays until the copy is released.
package final class PrivateFontCopy: Sendable {
    /// The user's path (as given; what messages and the fingerprint name).
    package let path: String
    /// What fontconfig opens.
    package let loadPath: String
    /// The bytes' count and SHA-256 (what the fingerprint records: the bytes fontconfig reads).
    package let byteCount: Int
    package let sha256: String
    private let fd: Int32
    private let leftovers: [String]

    package init(_ path: String) throws(FileError) {
        self.path = path
        let bytes = try Self.read(path)
        if let problem = FontFiles.compressedProblem(bytes: bytes) ?? FontFiles.bitmapProblem(bytes: bytes) {
            throw FileError(path: path, reason: problem)
        }
        byteCount = bytes.count
        sha256 = SHA256.hex(bytes)
        let tmp = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.hasPrefix("/") ? $0 : nil } ?? "/tmp"
        let base = tmp + "/barsnap-font.XXXXXX"
        var template = Array(base.utf8CString)
        guard let made = mkdtemp(&template) else { throw FileError.posix(base, "cannot create a private font folder") }
        let folder = String(cString: made)
        let file = folder + "/font"
        let out = open(file, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard out >= 0 else {
            rmdir(folder)
            throw FileError.posix(file, "cannot create a private copy of the font")
        }
        let written = bytes.withUnsafeBytes { buffer -> Bool in
            var done = 0
            while done < buffer.count {
                let n = write(out, buffer.baseAddress! + done, buffer.count - done)
                if n < 0, errno == EINTR { continue }
                guard n > 0 else { return false }
                done += n
            }
            return true
        }
        close(out)
        let reader = written ? open(file, O_RDONLY | O_NOFOLLOW | O_CLOEXEC) : -1
        guard reader >= 0 else {
            unlink(file)
            rmdir(folder)
            throw FileError.posix(file, "cannot write a private copy of the font")
        }
        fd = reader
        let proc = "/proc/self/fd/\(reader)"
        if access(proc, R_OK) == 0 {
            unlink(file)
            rmdir(folder)
            loadPath = proc
            leftovers = []
        } else {
            loadPath = file
            leftovers = [file, folder]
        }
    }

    deinit {
        close(fd)
        if leftovers.count == 2 {
            unlink(leftovers[0])
            rmdir(leftovers[1])
        }
    }

    /// The file's bytes, read through one descriptor opened without following a final link. A font a
    /// configuration named (see `ConfinedFiles`) is reached from the configuration's folder one component at a
    /// time, none of them followed as a link: a folder swapped for a link after the check is refused.
    static func read(_ path: String) throws(FileError) -> [UInt8] {
        let name = String(path.split(separator: "/").last ?? Substring(path))
        let dir: Int32
        if let owned = ConfinedFiles.confined(path), owned.components.last == name {
            let folder = OwnedFolder(base: owned.base, components: Array(owned.components.dropLast()))
            do { dir = try folder.open(create: false) } catch let e as FileError {
                throw FileError(path: path, reason: "cannot be read: \(e)")
            } catch {
                throw FileError(path: path, reason: "cannot be read: \(error)")
            }
        } else {
            let parent = FileIO.parentDirectory(of: path)
            dir = open(parent.isEmpty ? "." : parent, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard dir >= 0 else { throw FileError.posix(parent, "cannot open the font's folder") }
        }
        defer { close(dir) }
        let fd = openat(dir, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            if errno == ELOOP {
                throw FileError(path: path, reason: "is a symbolic link: a font file is read only as a regular file "
                    + "(name the file it points to)")
            }
            throw FileError.posix(path, "cannot open")
        }
        defer { close(fd) }
        do { return try FileIO.readAll(fd, path: path, limit: FontFiles.maxFileBytes) } catch let e as FileError {
            throw e
        } catch {
            throw FileError(path: path, reason: "\(error)")
        }
    }
}
