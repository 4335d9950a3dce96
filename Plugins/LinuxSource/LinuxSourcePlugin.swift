import Foundation
import PackagePlugin

/// `LinuxSource`: a build-tool plugin that gives a Linux target the Linux copies of a folder of
/// Swift files written for iOS (`autocell-linux-source`: `@objc`, `@IBOutlet`, `@IBAction`,
/// `dynamic` removed, `#selector` as the layer's `Selector`), so one source tree builds on
/// both: on iOS as it is, on Linux against Autocell's `UIKit` product.
///
/// The target's own folder holds at least one Swift file (SwiftPM builds no target without
/// one). Its iOS sources are `Sources/NAME` of the package for a target named NAME, or the
/// folders and files listed in an `autocell-linux-source.json` in the target's folder
/// (`{"sources": ["../../App/Cells"]}`, relative to that folder; exclude the file from the
/// target). Each file is rewritten by its own command, when it changes; the copies carry
/// `#sourceLocation` lines, so compiler errors and warnings name the original file and line.
@main
struct LinuxSourcePlugin: BuildToolPlugin {
    struct Configuration: Decodable {
        var sources: [String]
    }

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let roots = try sourceRoots(package: context.package.directoryURL, target: target)
        let tool = try context.tool(named: "autocell-linux-source")
        var commands: [Command] = []
        for (index, root) in roots.enumerated() {
            for file in swiftFiles(at: root) {
                let relative = file.path.dropFirst(root.path.count).drop { $0 == "/" }
                let folder = context.pluginWorkDirectoryURL
                    .appendingPathComponent("\(index)-\(root.lastPathComponent)")
                    .appendingPathComponent(String(relative)).deletingLastPathComponent()
                let copy = folder.appendingPathComponent(file.lastPathComponent)
                commands.append(.buildCommand(
                    displayName: "Writing the Linux copy of \(relative)",
                    executable: tool.url,
                    arguments: ["--quiet", "--source-locations", file.path, "--output", folder.path],
                    inputFiles: [file],
                    outputFiles: [copy]))
            }
        }
        if commands.isEmpty {
            Diagnostics.warning("LinuxSource: no Swift files in \(roots.map(\.path).joined(separator: ", ")) for target \(target.name)")
        }
        return commands
    }

    /// The folders (or files) whose Swift files the target gets copies of.
    private func sourceRoots(package: URL, target: SourceModuleTarget) throws -> [URL] {
        let configuration = target.directoryURL.appendingPathComponent("autocell-linux-source.json")
        guard FileManager.default.fileExists(atPath: configuration.path) else {
            let conventional = package.appendingPathComponent("Sources").appendingPathComponent(target.name)
            if conventional.standardizedFileURL == target.directoryURL.standardizedFileURL {
                throw PluginError("LinuxSource: target \(target.name) is Sources/\(target.name) itself; give the Linux target a folder of its own (path:) or list its iOS sources in autocell-linux-source.json")
            }
            return [conventional]
        }
        let data = try Data(contentsOf: configuration)
        let decoded: Configuration
        do {
            decoded = try JSONDecoder().decode(Configuration.self, from: data)
        } catch {
            throw PluginError("\(configuration.path): expected {\"sources\": [\"folder or file\", …]}: \(error)")
        }
        return decoded.sources.map { target.directoryURL.appendingPathComponent($0).standardizedFileURL }
    }

    /// The Swift files at `root` (itself, or under it), in a stable order.
    private func swiftFiles(at root: URL) -> [URL] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder) else {
            Diagnostics.error("LinuxSource: \(root.path) does not exist")
            return []
        }
        guard isFolder.boolValue else { return root.pathExtension == "swift" ? [root] : [] }
        var files: [URL] = []
        let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        while let url = walker?.nextObject() as? URL {
            if url.pathExtension == "swift" { files.append(url.standardizedFileURL) }
        }
        return files.sorted { $0.path < $1.path }
    }
}

struct PluginError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
