import Dispatch
import Synchronization
import Testing
@testable import AutocellText

/// Threads that measure at once, each with its own measurer, over more faces than Cairo keeps
/// open (ten): before Autocell opened the faces itself (FreeTypeFaces), Cairo closed a face one
/// thread had just locked and the process died by SIGSEGV, in about one run of the test suite
/// in a few and at once in this test.
@Suite struct ConcurrentMeasurementTests {
    static let samples = [
        "Crème brûlée São Paulo", "Καλημέρα κόσμε", "Привет, мир", "مرحبا بالعالم", "שלום עולם", "สวัสดีชาวโลก",
        "नमस्ते दुनिया", "你好，世界", "こんにちは", "👍 😀 🎉", "✓ ★ → ∑ ≠ ⌘", "0x48761b33",
    ]

    @Test func measurersOnEightThreadsOverEveryFace() throws {
        let threads = 8, perThread = 250
        let failures = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            guard let measurer = try? TextMeasurer() else {
                failures.withLock { $0 += 1 }
                return
            }
            var seed = UInt64(thread + 1) &* 0x9E37_79B9_7F4A_7C15
            func next(_ bound: Int) -> Int {
                seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return Int((seed >> 33) % UInt64(bound))
            }
            let weights = Font.Weight.allCases
            for _ in 0..<perThread {
                let font = Font(size: Double(6 + next(300)), weight: weights[next(weights.count)], isItalic: next(2) == 1)
                let text = Self.samples[next(Self.samples.count)] + " " + Self.samples[next(Self.samples.count)]
                let measured = measurer.measure(TextRequest(text: text, font: font))
                if !(measured.width > 0) || measured.missingGlyphs != 0 { failures.withLock { $0 += 1 } }
            }
        }
        #expect(failures.withLock { $0 } == 0)
    }
}
