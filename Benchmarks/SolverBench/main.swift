import AutocellSolver
import Foundation

/// `make bench`: runs each solver workload on Autocell and on kiwisolver in the same
/// invocation (so machine noise hits both) and prints one comparable line per workload:
/// `workload=NAME ours_ms=X kiwi_ms=Y ratio=Z checksum=OK|BAD` (medians of 5).
///
/// Options: `--kiwi SCRIPT` (the kiwisolver runner; without it kiwi is skipped),
/// `--python EXE`, `--kiwi-cap SECONDS` (default 300 per workload, and at most 60 for
/// W1-chain-10000, which kiwi does not finish: past it kiwi_ms=timeout),
/// and workload names or prefixes to run only those.

struct Workload {
    var name: String
    var operations: Int
    var unit: String
    var expected: Double
    var run: (inout Stopwatch) throws -> Double
}

func chainChecksum(_ n: Double) -> Double { 1000 + 18 * n + 9 * n * (n - 1) }

let workloads: [Workload] = [
    Workload(name: "W1-chain-100", operations: 303, unit: "constraint", expected: chainChecksum(100)) { try Workloads.chain(n: 100, clock: &$0) },
    Workload(name: "W1-chain-300", operations: 903, unit: "constraint", expected: chainChecksum(300)) { try Workloads.chain(n: 300, clock: &$0) },
    Workload(name: "W1-chain-1000", operations: 3003, unit: "constraint", expected: chainChecksum(1000)) { try Workloads.chain(n: 1000, clock: &$0) },
    Workload(name: "W1-chain-10000", operations: 30003, unit: "constraint", expected: chainChecksum(10000)) { try Workloads.chain(n: 10000, clock: &$0) },
    Workload(name: "W2-cells-1000", operations: 1000, unit: "cell", expected: 376_000) { try Workloads.cells(m: 1000, clock: &$0) },
    Workload(name: "W2-cells-10000", operations: 10000, unit: "cell", expected: 3_760_000) { try Workloads.cells(m: 10000, clock: &$0) },
    Workload(name: "W3a-resize-flat-1000", operations: 1000, unit: "suggest", expected: 18_000_000) { try Workloads.resizeChain(ramp: false, clock: &$0) },
    Workload(name: "W3b-resize-ramp-1000", operations: 1000, unit: "suggest", expected: 34_982_000) { try Workloads.resizeChain(ramp: true, clock: &$0) },
    Workload(name: "W3c-resize-cell-1000", operations: 1000, unit: "suggest", expected: 106_443) { try Workloads.resizeCell(clock: &$0) },
    Workload(name: "W4-churn-1000", operations: 20000, unit: "remove_or_add", expected: 901_000_000) { try Workloads.churn(clock: &$0) },
]

func matches(_ got: Double, _ expected: Double) -> Bool {
    abs(got - expected) <= 1e-6 * max(1, abs(expected))
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

func format(_ value: Double) -> String { String(format: "%.3f", value) }

/// Runs one workload of the kiwisolver runner in a child process, killed after `cap` seconds.
func runKiwi(python: String, script: String, workload: String, cap: Double) -> (ms: Double, checksum: Double)? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [python, script, workload]
    let output = Pipe()
    process.standardOutput = output
    do { try process.run() } catch { return nil }
    let deadline = Date().addingTimeInterval(cap)
    while process.isRunning && Date() < deadline { usleep(20_000) }
    if process.isRunning {
        process.terminate()
        process.waitUntilExit()
        return nil
    }
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    var fields: [String: Double] = [:]
    for pair in text.split(whereSeparator: \.isWhitespace) {
        let parts = pair.split(separator: "=", maxSplits: 1)
        if parts.count == 2, let value = Double(parts[1]) { fields[String(parts[0])] = value }
    }
    guard let ms = fields["median_ms"], let checksum = fields["checksum"] else { return nil }
    return (ms, checksum)
}

var arguments = Array(CommandLine.arguments.dropFirst())
var kiwiScript: String?
var python = "python3"
var cap = 300.0
var selected: [String] = []
while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    switch argument {
    case "--kiwi": kiwiScript = arguments.isEmpty ? nil : arguments.removeFirst()
    case "--python": python = arguments.isEmpty ? python : arguments.removeFirst()
    case "--kiwi-cap": cap = Double(arguments.isEmpty ? "" : arguments.removeFirst()) ?? cap
    default: selected.append(argument)
    }
}

var allGood = true
for workload in workloads where selected.isEmpty || selected.contains(where: { workload.name.hasPrefix($0) }) {
    var times: [Double] = []
    var checksum = 0.0
    do {
        for _ in 0..<5 {
            var clock = Stopwatch()
            checksum = try workload.run(&clock)
            times.append(clock.elapsedMilliseconds)
            if clock.elapsedMilliseconds > 20_000 { break }
        }
    } catch {
        FileHandle.standardOutput.write(Data("workload=\(workload.name) error=\"\(error)\"\n".utf8))
        allGood = false
        continue
    }
    let ours = median(times)
    var good = matches(checksum, workload.expected)
    var kiwiField = "skipped", ratioField = "n/a"
    if let kiwiScript {
        let workloadCap = workload.name == "W1-chain-10000" ? min(cap, 60) : cap
        if let kiwi = runKiwi(python: python, script: kiwiScript, workload: workload.name, cap: workloadCap) {
            kiwiField = format(kiwi.ms)
            ratioField = String(format: "%.4f", ours / kiwi.ms)
            good = good && matches(kiwi.checksum, workload.expected)
        } else {
            kiwiField = "timeout"
        }
    }
    allGood = allGood && good
    let line = "workload=\(workload.name) ours_ms=\(format(ours)) kiwi_ms=\(kiwiField) ratio=\(ratioField) checksum=\(good ? "OK" : "BAD")\n"
    FileHandle.standardOutput.write(Data(line.utf8))
    let perOperation = ours * 1000 / Double(workload.operations)
    FileHandle.standardError.write(Data("  \(workload.name): per_\(workload.unit)_us=\(format(perOperation)) reps=\(times.count) checksum=\(checksum)\n".utf8))
}
exit(allGood ? 0 : 1)
