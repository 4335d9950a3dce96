import CPango
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// The FreeType face of every font file (and face index) Autocell measures and paints with,
/// opened once for the process and handed to Cairo inside each Fontconfig pattern
/// (`FC_FT_FACE`), so that Cairo never opens or closes a face itself.
///
/// Why: Cairo (1.16 here, and 1.18 alike, `cairo-ft-font.c`) keeps at most ten faces it opened
/// from file names (`MAX_OPEN_FACES`). Opening an eleventh closes another font's face that
/// looks unused, judged by that font's lock count read without that font's own lock. When two
/// threads measure or draw text (Autocell's row workers, or any caller's threads), one thread
/// can close a face the other has just locked and is loading a glyph from: the other then reads
/// the freed face and the process dies (SIGSEGV in `_cairo_ft_scaled_glyph_init`, reproduced
/// with eight threads drawing 30 faces). A face given in the pattern is the caller's: Cairo
/// neither counts nor closes it, and still takes the font's own lock around each use, which is
/// what FreeType asks of a face shared by threads.
///
/// The faces live as long as the process, as Cairo's own font map does: Cairo's caches keep
/// fonts made from them beyond any one configuration, so closing one could hand a later font
/// a stale glyph cache. One face per file and index, shared by every configuration that loads
/// the file; FreeType's rule that opening faces of one library is not done by two threads at
/// once is kept by the lock. Each file is mapped once and its faces read from that mapping
/// (FreeType would map the whole file again for every face: a collection of 256 faces took
/// 0.5 MB per face).
enum FreeTypeFaces {
    private struct Key: Hashable {
        let path: String
        let index: Int32
    }

    private struct State: ~Copyable {
        var library: FT_Library?
        var faces: [Key: FT_Face] = [:]
        /// Each file's bytes, mapped read-only for the process.
        var files: [String: UnsafeRawBufferPointer] = [:]
    }

    private static let state = Mutex(State())

    /// Gives every pattern of `set` (a configuration's application fonts) its face.
    /// - Throws: `TextError.fontFileUnreadable` for a file FreeType cannot open.
    static func attach(to set: UnsafeMutablePointer<FcFontSet>) throws(TextError) {
        for index in 0..<Int(set.pointee.nfont) {
            guard let pattern = set.pointee.fonts[index] else { continue }
            var file: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file else { continue }
            var faceIndex: Int32 = 0
            if FcPatternGetInteger(pattern, FC_INDEX, 0, &faceIndex) != FcResultMatch { faceIndex = 0 }
            let path = String(cString: file)
            guard let face = face(path: path, index: faceIndex) else { throw .fontFileUnreadable(path: path) }
            guard FcPatternAddFTFace(pattern, FC_FT_FACE, face) == FcTrue else {
                throw .pango("give Fontconfig the FreeType face of \(path)")
            }
        }
    }

    /// The face of `path` at `index`, opened on first use; nil if FreeType cannot open it.
    private static func face(path: String, index: Int32) -> FT_Face? {
        state.withLock { state in
            let key = Key(path: path, index: index)
            if let face = state.faces[key] { return face }
            if state.library == nil {
                var library: FT_Library?
                guard FT_Init_FreeType(&library) == 0, let library else { return nil }
                state.library = library
            }
            guard let bytes = state.files[path] ?? mapped(path) else { return nil }
            state.files[path] = bytes
            var face: FT_Face?
            guard let base = bytes.baseAddress,
                  FT_New_Memory_Face(state.library, base.assumingMemoryBound(to: FT_Byte.self), FT_Long(bytes.count), FT_Long(index), &face) == 0,
                  let face else { return nil }
            state.faces[key] = face
            return face
        }
    }

    /// `path`'s bytes, mapped read-only and never unmapped (its faces live for the process);
    /// nil for a file that cannot be opened or is empty.
    private static func mapped(_ path: String) -> UnsafeRawBufferPointer? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_size > 0 else { return nil }
        let size = Int(status.st_size)
        guard let base = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), base != MAP_FAILED else { return nil }
        return UnsafeRawBufferPointer(start: base, count: size)
    }
}
