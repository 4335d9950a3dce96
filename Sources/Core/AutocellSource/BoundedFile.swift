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
    /// the message (`PNG files`).
    public static func read(_ path: String, maximumBytes: Int, what: String) throws(Failure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw Failure(reason: openFailure(errno)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw Failure(reason: String(cString: strerror(errno))) }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw Failure(reason: "it is a folder")
        case S_IFIFO: throw Failure(reason: "it is a FIFO, not a regular file")
        case S_IFCHR, S_IFBLK: throw Failure(reason: "it is a device, not a regular file")
        case S_IFSOCK: throw Failure(reason: "it is a socket, not a regular file")
        default: throw Failure(reason: "it is not a regular file")
        }
        let size = Int(status.st_size)
        guard size <= maximumBytes else {
            throw Failure(reason: "it is \(size) bytes; \(what) are read up to \(maximumBytes) bytes")
        }
        // One byte more than the size, to notice a file that grew past the limit meanwhile.
        var bytes = [UInt8](repeating: 0, count: min(size, maximumBytes) + 1)
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
