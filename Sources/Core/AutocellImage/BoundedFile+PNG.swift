import AutocellSource

extension BoundedFile {
    /// A PNG file's bytes, up to `PNGLimits.maximumFileBytes`.
    public static func png(_ path: String) throws(Failure) -> [UInt8] {
        try read(path, maximumBytes: PNGLimits.maximumFileBytes, what: "PNG files")
    }
}
