/// One pixel: 8-bit red, green, blue and straight (not premultiplied) alpha.
public struct RGBA: Hashable, Sendable, CustomStringConvertible {
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8
    public var a: UInt8

    public init(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    public var description: String {
        let hex = [r, g, b] + (a == 255 ? [] : [a])
        return "#" + hex.map { ($0 < 16 ? "0" : "") + String($0, radix: 16, uppercase: true) }.joined()
    }
}

/// An image in memory: 8-bit RGBA, rows top to bottom, no padding. What PNGs decode to and
/// what the differ compares.
public struct PixelImage: Equatable, Sendable {
    public let width: Int
    public let height: Int
    /// `width * height * 4` bytes: R, G, B, A per pixel.
    public var bytes: [UInt8]

    public init(width: Int, height: Int, bytes: [UInt8]) {
        precondition(bytes.count == width * height * 4, "RGBA bytes must be width × height × 4")
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    public init(width: Int, height: Int, filledWith color: RGBA) {
        self.width = width
        self.height = height
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for offset in stride(from: 0, to: bytes.count, by: 4) {
            bytes[offset] = color.r
            bytes[offset + 1] = color.g
            bytes[offset + 2] = color.b
            bytes[offset + 3] = color.a
        }
        self.bytes = bytes
    }

    public subscript(x: Int, y: Int) -> RGBA {
        get {
            let offset = (y * width + x) * 4
            return RGBA(bytes[offset], bytes[offset + 1], bytes[offset + 2], bytes[offset + 3])
        }
        set {
            let offset = (y * width + x) * 4
            bytes[offset] = newValue.r
            bytes[offset + 1] = newValue.g
            bytes[offset + 2] = newValue.b
            bytes[offset + 3] = newValue.a
        }
    }
}
