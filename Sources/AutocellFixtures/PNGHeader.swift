/// Reads a PNG's pixel size from its header, without decoding it.
enum PNGHeader {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    static func size<Bytes: Collection>(of data: Bytes) -> (width: Int, height: Int)? where Bytes.Element == UInt8 {
        let bytes = Array(data.prefix(24))
        // Signature, then the IHDR chunk: length (4), "IHDR" (4), width (4), height (4).
        guard bytes.count == 24, Array(bytes[0..<8]) == signature, bytes[12...15].elementsEqual("IHDR".utf8) else { return nil }
        func integer(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        let width = integer(16), height = integer(20)
        guard width > 0, height > 0 else { return nil }
        return (width, height)
    }
}
