/// A PNG's text chunks (`tEXt`, PNG specification 11.3.4.3): a keyword and Latin-1 text,
/// which every decoder skips. Autocell keeps a snapshot's layout record in one where it cannot
/// keep it in a file beside the image (swift-snapshot-testing writes the reference file itself).
public enum PNGText {
    /// `png` with a `tEXt` chunk `keyword` = `text` before its end (any earlier chunk of that
    /// keyword removed). `text` is kept as bytes: pass ASCII (JSON with non-ASCII escaped).
    /// Nil when `png` is not a PNG.
    public static func adding(_ text: [UInt8], keyword: String, to png: [UInt8]) -> [UInt8]? {
        guard let chunks = chunks(of: png), let end = chunks.last, end.type == "IEND" else { return nil }
        var result = Array(png[0..<8])
        for chunk in chunks.dropLast() where !(chunk.type == "tEXt" && keywordOf(png, chunk) == keyword) {
            result += png[chunk.start..<chunk.end]
        }
        FastPNGWriter.appendChunk("tEXt", Array(keyword.utf8) + [0] + text, to: &result)
        result += png[end.start..<end.end]
        return result
    }

    /// The text of the first `tEXt` chunk with `keyword`, or nil (none, or not a PNG).
    public static func text(keyword: String, in png: [UInt8]) -> [UInt8]? {
        guard let chunks = chunks(of: png) else { return nil }
        for chunk in chunks where chunk.type == "tEXt" && keywordOf(png, chunk) == keyword {
            let data = png[(chunk.start + 8)..<(chunk.end - 4)]
            guard let zero = data.firstIndex(of: 0) else { continue }
            return Array(data[(zero + 1)...])
        }
        return nil
    }

    struct Chunk {
        var type: String
        /// From the length field to after the CRC.
        var start: Int
        var end: Int
    }

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The chunks, in order, each whole; nil when the bytes are not a PNG's chunk sequence.
    static func chunks(of png: [UInt8]) -> [Chunk]? {
        guard png.count >= 8, Array(png[0..<8]) == signature else { return nil }
        var chunks: [Chunk] = []
        var offset = 8
        while offset + 12 <= png.count {
            let length = Int(png[offset]) << 24 | Int(png[offset + 1]) << 16 | Int(png[offset + 2]) << 8 | Int(png[offset + 3])
            let end = offset + 12 + length
            guard length >= 0, end <= png.count else { return nil }
            let type = String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self)
            chunks.append(Chunk(type: type, start: offset, end: end))
            offset = end
            if type == "IEND" { break }
        }
        return chunks.last?.type == "IEND" ? chunks : nil
    }

    static func keywordOf(_ png: [UInt8], _ chunk: Chunk) -> String? {
        let data = png[(chunk.start + 8)..<(chunk.end - 4)]
        guard let zero = data.firstIndex(of: 0) else { return nil }
        return String(decoding: data[data.startIndex..<zero], as: UTF8.self)
    }
}
