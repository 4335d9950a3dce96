import Glibc

/// Binary inputs (PNG files, Interface Builder files) read whole only after the open file
/// says it is a regular file no larger than the limit its reader sets: a sparse 3 GB `.png`
/// once took 9.5 GB before anything looked at it, and `/dev/zero` or a FIFO was "permission
/// denied" (or a reader blocked for ever). The file is opened once, without blocking, and
/// judged by `fstat` on what was opened, so what is checked is what is read.
public enum BoundedFile {
    /// Why a file was not read, in words for a message after its path.
    public struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
        public var reason: String
        public init(reason: String) { self.reason = reason }
        public var description: String { reason }
    }

    /// The file's bytes; `maximumBytes` bounds what is read, `what` names the kind of file in
    /// the message (`PNG files`). With `followingLinks: false` a symbolic link is refused, not
    /// read through (a file that arrives in a pull request, as layout records do, could be
    /// a link to anything on the machine).
    public static func read(_ path: String, maximumBytes: Int, what: String, followingLinks: Bool = true) throws(Failure) -> [UInt8] {
        let (descriptor, size) = try openRegular(path, followingLinks: followingLinks)
        defer { close(descriptor) }
        guard size <= maximumBytes else {
            throw Failure(reason: "it is \(size) bytes; \(what) are read up to \(maximumBytes) bytes")
        }
        // One byte more than the size, to notice a file that grew past the limit meanwhile.
        return try readAll(descriptor, upTo: min(size, maximumBytes) + 1, maximumBytes: maximumBytes)
    }

    /// The file's first `count` bytes (fewer when it is shorter): a header read before the
    /// file is handed to a library that reads it whole (a font collection's face count).
    public static func head(_ path: String, count: Int) throws(Failure) -> [UInt8] {
        let (descriptor, size) = try openRegular(path)
        defer { close(descriptor) }
        return try readAll(descriptor, upTo: min(size, count), maximumBytes: count)
    }

    /// The file opened without blocking, and its size, when it is a regular file.
    private static func openRegular(_ path: String, followingLinks: Bool = true) throws(Failure) -> (descriptor: Int32, size: Int) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | (followingLinks ? 0 : O_NOFOLLOW))
        guard descriptor >= 0 else {
            throw Failure(reason: !followingLinks && errno == ELOOP ? "it is a symbolic link (not followed)" : openFailure(errno))
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw Failure(reason: reason)
        }
        let reason: String? =
            switch status.st_mode & S_IFMT {
            case S_IFREG: nil
            case S_IFDIR: "it is a folder"
            case S_IFIFO: "it is a FIFO, not a regular file"
            case S_IFCHR, S_IFBLK: "it is a device, not a regular file"
            case S_IFSOCK: "it is a socket, not a regular file"
            default: "it is not a regular file"
            }
        if let reason {
            close(descriptor)
            throw Failure(reason: reason)
        }
        return (descriptor, Int(status.st_size))
    }

    /// Up to `capacity` bytes from `descriptor`; more than `maximumBytes` read is refused.
    private static func readAll(_ descriptor: Int32, upTo capacity: Int, maximumBytes: Int) throws(Failure) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: capacity)
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { buffer in
                Glibc.read(descriptor, buffer.baseAddress.unsafelyUnwrapped + filled, buffer.count - filled)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(reason: String(cString: strerror(errno)))
            }
            if count == 0 { break }
            filled += count
        }
        guard filled <= maximumBytes else { throw Failure(reason: "it grew past \(maximumBytes) bytes while it was read") }
        bytes.removeLast(bytes.count - filled)
        return bytes
    }

    private static func openFailure(_ code: Int32) -> String {
        switch code {
        case ENOENT: "no such file"
        case EACCES: "permission denied"
        case ELOOP: "too many levels of symbolic links"
        default: String(cString: strerror(code))
        }
    }
}
