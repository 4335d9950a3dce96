import CZlib

/// A zlib stream writer specialised for PNG rows of rendered lists: filtered rows are mostly
/// long runs of one byte (flat backgrounds become zeros under the Sub and Up filters), so the
/// only matches it looks for are runs (distance 1), found eight bytes at a time, and each
/// block gets its own Huffman codes built from what it holds. Several times faster than
/// zlib's `Z_RLE` on such rows for files of about the same size; any inflater reads the result.
final class RunLengthDeflater {
    /// The stream so far, in a buffer grown by doubling (plain appends cost a uniqueness check
    /// per byte).
    private var output: UnsafeMutablePointer<UInt8>
    private var outputCount = 0
    private var outputCapacity: Int
    private var bits: UInt64 = 0
    private var bitCount = 0
    /// Symbols of the current block: 0...255 literals, 256 + length for a run of `length`.
    private let symbols: UnsafeMutablePointer<UInt16>
    private var symbolCount = 0
    private var adler: UInt = 1
    /// The last byte written, which a run continues (nil at the very start).
    private var last: UInt8?

    static let blockSymbols = 1 << 16
    /// Room for one more row's worth of symbols past the block size: a row of runs adds at
    /// most one symbol per three bytes plus two.
    private let symbolCapacity: Int

    init(expectedBytes: Int, rowBytes: Int) {
        outputCapacity = max(1024, expectedBytes / 8)
        output = .allocate(capacity: outputCapacity)
        symbolCapacity = Self.blockSymbols + rowBytes + 16
        symbols = .allocate(capacity: symbolCapacity)
        // zlib header: deflate with a 32 KiB window, no preset dictionary.
        output[0] = 0x78
        output[1] = 0x01
        outputCount = 2
    }

    deinit {
        output.deallocate()
        symbols.deallocate()
    }

    @inline(__always)
    private func append(_ symbol: UInt16) {
        symbols[symbolCount] = symbol
        symbolCount &+= 1
    }

    private func reserveOutput(_ extra: Int) {
        guard outputCount + extra > outputCapacity else { return }
        let capacity = max(outputCapacity * 2, outputCount + extra)
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        grown.update(from: output, count: outputCount)
        output.deallocate()
        output = grown
        outputCapacity = capacity
    }

    /// Adds `count` bytes to the stream (at most the `rowBytes` given at creation).
    func write(_ bytes: UnsafePointer<UInt8>, count: Int) {
        // Adler-32 goes stretch by stretch: zlib's over literals, a closed form over runs.
        var checked = 0
        var i = 0
        while i < count {
            if let previous = last, bytes[i] == previous {
                let run = Self.runLength(bytes + i, count - i, of: previous)
                if run >= 3 {
                    if i > checked { adler = adler32(adler, bytes + checked, UInt32(i - checked)) }
                    adler = Self.adler(adler, repeating: previous, count: run)
                    checked = i + run
                    var left = run
                    while left >= 3 {
                        let length = min(258, left == 259 || left == 260 ? left - 3 : left)
                        append(UInt16(256 + length))
                        left -= length
                    }
                    for _ in 0..<left { append(UInt16(previous)) }
                    i += run
                    continue
                }
            }
            append(UInt16(bytes[i]))
            last = bytes[i]
            i += 1
        }
        if count > checked { adler = adler32(adler, bytes + checked, UInt32(count - checked)) }
        if symbolCount >= Self.blockSymbols { flushBlock(final: false) }
    }

    /// Adler-32 continued over `count` copies of `value`: a grows by `value` a byte, b by a.
    static func adler(_ adler: UInt, repeating value: UInt8, count: Int) -> UInt {
        let modulus: UInt = 65_521
        let n = UInt(count) % modulus
        let a0 = adler & 0xFFFF, b0 = adler >> 16
        let v = UInt(value)
        let a = (a0 + v * n) % modulus
        // b = b0 + n·a0 + v·n(n+1)/2
        let triangle = (UInt(count) % (2 * modulus)) * ((UInt(count) + 1) % (2 * modulus)) / 2 % modulus
        let b = (b0 + n * a0 + v * triangle) % modulus
        return (b << 16) | a
    }

    /// Adds an Up-filtered row identical to the one above: the filter byte 2 and `count`
    /// zeros, without reading them.
    func writeUnchangedRow(count: Int) {
        append(2)
        var left = count
        if left > 0 {
            append(0)
            left -= 1
        }
        while left >= 3 {
            let length = min(258, left == 259 || left == 260 ? left - 3 : left)
            append(UInt16(256 + length))
            left -= length
        }
        for _ in 0..<left { append(0) }
        last = count > 0 ? 0 : 2
        adler = Self.adler(Self.adler(adler, repeating: 2, count: 1), repeating: 0, count: count)
        if symbolCount >= Self.blockSymbols { flushBlock(final: false) }
    }

    /// The finished zlib stream.
    func finish() -> [UInt8] {
        flushBlock(final: true)
        reserveOutput(16)
        while bitCount > 0 {
            output[outputCount] = UInt8(truncatingIfNeeded: bits)
            outputCount += 1
            bits >>= 8
            bitCount -= 8
        }
        bits = 0
        bitCount = 0
        let checksum = UInt32(truncatingIfNeeded: adler)
        for shift in [24, 16, 8, 0] as [UInt32] {
            output[outputCount] = UInt8(truncatingIfNeeded: checksum >> shift)
            outputCount += 1
        }
        return Array(UnsafeBufferPointer(start: output, count: outputCount))
    }

    /// How many bytes from `start` equal `value`, compared eight at a time.
    @inline(__always)
    static func runLength(_ start: UnsafePointer<UInt8>, _ available: Int, of value: UInt8) -> Int {
        let pattern = UInt64(value) &* 0x0101_0101_0101_0101
        var n = 0
        let raw = UnsafeRawPointer(start)
        while n + 8 <= available {
            let difference = raw.loadUnaligned(fromByteOffset: n, as: UInt64.self) ^ pattern
            if difference != 0 { return n + difference.trailingZeroBitCount / 8 }
            n += 8
        }
        while n < available && start[n] == value { n += 1 }
        return n
    }

    // MARK: Bits

    /// Appends `count` bits; the caller has reserved room (`reserveOutput`).
    @inline(__always)
    private func put(_ value: UInt32, _ count: Int) {
        bits |= UInt64(value) << UInt64(bitCount)
        bitCount &+= count
        if bitCount >= 32 {
            UnsafeMutableRawPointer(output + outputCount).storeBytes(of: UInt32(truncatingIfNeeded: bits).littleEndian, as: UInt32.self)
            outputCount &+= 4
            bits >>= 32
            bitCount &-= 32
        }
    }

    // MARK: Blocks

    /// Writes the buffered symbols as one block with dynamic Huffman codes.
    private func flushBlock(final: Bool) {
        let lengthCode = Self.lengthCode, lengthExtraBits = Self.lengthExtraBits, lengthBase = Self.lengthBase
        let symbols = UnsafeBufferPointer(start: self.symbols, count: symbolCount)
        var literalFrequencies = [Int](repeating: 0, count: 286)
        for symbol in symbols {
            if symbol < 256 { literalFrequencies[Int(symbol)] += 1 } else { literalFrequencies[Int(lengthCode[Int(symbol) - 256])] += 1 }
        }
        literalFrequencies[256] = 1
        let literalLengths = Huffman.lengths(literalFrequencies, limit: 15)
        let literalCodes = Huffman.codes(literalLengths)
        // Only distance 1 occurs; two one-bit codes keep the distance code complete.
        let distanceLengths = [1, 1]
        let literalCount = max(257, (literalLengths.lastIndex { $0 > 0 } ?? 256) + 1)

        // The code lengths, run-length coded with symbols 16 (repeat previous), 17 and 18 (zeros).
        let sequence = Array(literalLengths[0..<literalCount]) + distanceLengths
        var lengthSymbols: [(symbol: Int, extra: Int)] = []
        var index = 0
        while index < sequence.count {
            let value = sequence[index]
            var run = 1
            while index + run < sequence.count && sequence[index + run] == value { run += 1 }
            var left = run
            if value == 0 {
                while left >= 11 { let n = min(138, left); lengthSymbols.append((18, n - 11)); left -= n }
                if left >= 3 { lengthSymbols.append((17, left - 3)); left = 0 }
            } else {
                lengthSymbols.append((value, 0))
                left -= 1
                while left >= 3 { let n = min(6, left); lengthSymbols.append((16, n - 3)); left -= n }
            }
            for _ in 0..<left { lengthSymbols.append((value, 0)) }
            index += run
        }
        var lengthFrequencies = [Int](repeating: 0, count: 19)
        for item in lengthSymbols { lengthFrequencies[item.symbol] += 1 }
        let codeLengthLengths = Huffman.lengths(lengthFrequencies, limit: 7)
        let codeLengthCodes = Huffman.codes(codeLengthLengths)
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        var codeLengthCount = 19
        while codeLengthCount > 4 && codeLengthLengths[order[codeLengthCount - 1]] == 0 { codeLengthCount -= 1 }

        // Worst case: header and tables, then 15 + 5 + 1 bits a symbol.
        reserveOutput(512 + symbolCount * 3)
        put(final ? 1 : 0, 1)
        put(2, 2)
        put(UInt32(literalCount - 257), 5)
        put(UInt32(distanceLengths.count - 1), 5)
        put(UInt32(codeLengthCount - 4), 4)
        for position in 0..<codeLengthCount { put(UInt32(codeLengthLengths[order[position]]), 3) }
        for item in lengthSymbols {
            put(codeLengthCodes[item.symbol], codeLengthLengths[item.symbol])
            switch item.symbol {
            case 16: put(UInt32(item.extra), 2)
            case 17: put(UInt32(item.extra), 3)
            case 18: put(UInt32(item.extra), 7)
            default: break
            }
        }
        // One table entry a symbol value: a literal's code, or a run's length code, extra bits
        // and distance code packed together, so each symbol is a single `put`.
        let distanceCode = Huffman.codes(distanceLengths)[0]
        var packedBits = [UInt32](repeating: 0, count: 256 + 259)
        var packedCount = [UInt8](repeating: 0, count: 256 + 259)
        for literal in 0..<256 {
            packedBits[literal] = literalCodes[literal]
            packedCount[literal] = UInt8(literalLengths[literal])
        }
        for length in 3...258 {
            let code = Int(lengthCode[length]), extraBits = Int(lengthExtraBits[length])
            var value = literalCodes[code], count = literalLengths[code]
            value |= UInt32(length - Int(lengthBase[code - 257])) << UInt32(count)
            count += extraBits
            value |= distanceCode << UInt32(count)
            count += 1
            packedBits[256 + length] = value
            packedCount[256 + length] = UInt8(count)
        }
        packedBits.withUnsafeBufferPointer { table in
            packedCount.withUnsafeBufferPointer { counts in
                for symbol in symbols {
                    put(table[Int(symbol)], Int(counts[Int(symbol)]))
                }
            }
        }
        put(literalCodes[256], literalLengths[256])
        symbolCount = 0
    }

    // MARK: Tables (RFC 1951, 3.2.5)

    static let lengthBase: [UInt16] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    static let lengthBaseExtra: [UInt8] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    /// For each length 3...258: its length code (257...285) and extra bits.
    static let lengthCode: [UInt16] = {
        var table = [UInt16](repeating: 0, count: 259)
        for length in 3...258 {
            var code = 28
            while Int(lengthBase[code]) > length { code -= 1 }
            table[length] = UInt16(257 + code)
        }
        return table
    }()
    static let lengthExtraBits: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 259)
        for length in 3...258 { table[length] = lengthBaseExtra[Int(lengthCode[length]) - 257] }
        return table
    }()
}

/// Canonical Huffman codes, as deflate writes them.
enum Huffman {
    /// Code lengths for `frequencies`, none longer than `limit`; every used symbol gets a code
    /// and at least two symbols always do, so the code is complete. Ties break by symbol, so
    /// the result is deterministic.
    static func lengths(_ frequencies: [Int], limit: Int) -> [Int] {
        var weights = frequencies
        if weights.filter({ $0 > 0 }).count < 2 {
            for symbol in weights.indices where weights[symbol] == 0 {
                weights[symbol] = 1
                if weights.filter({ $0 > 0 }).count >= 2 { break }
            }
        }
        while true {
            let lengths = unlimitedLengths(weights)
            if (lengths.max() ?? 0) <= limit { return lengths }
            // Flatten the distribution and try again: rarely needed, converges in a few rounds.
            weights = weights.map { $0 == 0 ? 0 : max(1, $0 >> 1) }
        }
    }

    private static func unlimitedLengths(_ weights: [Int]) -> [Int] {
        // Nodes 0..<n are leaves; merged nodes follow. Two sorted queues give O(n log n).
        let leaves = weights.indices.filter { weights[$0] > 0 }.sorted { (weights[$0], $0) < (weights[$1], $1) }
        var weight = weights
        var parent = [Int](repeating: -1, count: weights.count)
        var merged: [Int] = []
        var leafIndex = 0, mergedIndex = 0
        func takeSmallest() -> Int {
            if leafIndex < leaves.count && (mergedIndex >= merged.count || weight[leaves[leafIndex]] <= weight[merged[mergedIndex]]) {
                leafIndex += 1
                return leaves[leafIndex - 1]
            }
            mergedIndex += 1
            return merged[mergedIndex - 1]
        }
        while (leaves.count - leafIndex) + (merged.count - mergedIndex) > 1 {
            let a = takeSmallest(), b = takeSmallest()
            let node = weight.count
            weight.append(weight[a] + weight[b])
            parent.append(-1)
            parent[a] = node
            parent[b] = node
            merged.append(node)
        }
        var depth = [Int](repeating: 0, count: weight.count)
        for node in stride(from: weight.count - 1, through: 0, by: -1) where parent[node] >= 0 {
            depth[node] = depth[parent[node]] + 1
        }
        return weights.indices.map { weights[$0] > 0 ? depth[$0] : 0 }
    }

    /// Canonical codes for `lengths`, bit-reversed for deflate's least-significant-first packing.
    static func codes(_ lengths: [Int]) -> [UInt32] {
        let maximum = lengths.max() ?? 0
        var count = [Int](repeating: 0, count: maximum + 1)
        for length in lengths where length > 0 { count[length] += 1 }
        var next = [Int](repeating: 0, count: maximum + 2)
        var code = 0
        if maximum > 0 {
            for bits in 1...maximum {
                code = (code + count[bits - 1]) << 1
                next[bits] = code
            }
        }
        return lengths.map { length in
            guard length > 0 else { return 0 }
            let value = next[length]
            next[length] += 1
            var reversed: UInt32 = 0
            for bit in 0..<length where value & (1 << bit) != 0 { reversed |= 1 << UInt32(length - 1 - bit) }
            return reversed
        }
    }
}
