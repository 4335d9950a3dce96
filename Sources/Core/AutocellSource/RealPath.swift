import Glibc

/// Paths with every symbolic link resolved, for the checks that must look at the file itself:
/// confinement of image paths, and an output that is really one of the inputs.
public enum RealPath {
    /// The resolved absolute path, or nil when nothing is there (`errno` says why).
    public static func of(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
